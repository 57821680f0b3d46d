#pragma once

#include <QAbstractTableModel>
#include <QList>

#include "net/countresources.h"

// The lines of a count (Count pane): counted, and unless blind, expected, moved since the
// start and variance, with variances highlighted.
class CountModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Product, Code, Counted, Expected, Moved, Variance, ColumnCount };

    explicit CountModel(QObject *parent = nullptr);

    void setLines(const QList<CountLine> &lines);
    const QList<CountLine> &lines() const { return m_lines; }
    // Blind: expected, moved and variance are hidden, so counters count what they see.
    void setBlind(bool blind);
    bool isBlind() const { return m_blind; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<CountLine> m_lines;
    bool m_blind = false;
};
