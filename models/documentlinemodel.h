#pragma once

#include <QList>

#include "models/scanlinetablemodel.h"
#include "net/goodsresources.h"

// The lines of a receipt or a return (Receive and Returns panes): what was scanned against
// what the order still expected, coloured by state (ok, over, not_on_order), or the order's
// lines this delivery has not touched yet (state "missing", nothing received).
class DocumentLineModel final : public ScanLineTableModel<DocumentLine>
{
    Q_OBJECT
public:
    enum Column { Product, Code, Expected, Received, State, ColumnCount };

    explicit DocumentLineModel(QObject *parent = nullptr);

    void setMissing(const QList<MissingLine> &missing);
    // One scan's answer: the line's new total (added when new).
    void updateLine(const DocumentLine &line);
    // The receipt's quantities are "received", a return's "returned".
    void setReturning(bool returning);

    // For people: the state's word, and its colour.
    static QString stateText(const QString &state);

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    bool m_returning = false;
};
