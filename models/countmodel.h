#pragma once

#include <QList>

#include "models/scanlinetablemodel.h"
#include "net/countresources.h"

// The lines of a count (Count pane), as a shop reads them (contract §10): what was counted,
// what the records said when it was counted, what was sold or received since, the difference
// (exactly what Apply adds) and the stock after applying; differences are highlighted.
//
// The same model lists the items not scanned yet (Kind::NotScanned): nothing counted, the stock
// on record now, and only when Apply will set them to 0 (setZeroing) a difference; with "keep"
// Apply does not touch them, so no difference is shown.
class CountModel final : public ScanLineTableModel<CountLine>
{
    Q_OBJECT
public:
    enum Column { Product, Code, Counted, OnRecord, MovedSince, Variance, After, ColumnCount };
    enum class Kind { Counted, NotScanned };

    explicit CountModel(QObject *parent = nullptr, Kind kind = Kind::Counted);

    Kind kind() const { return m_kind; }
    // Blind: what the records say (and so the difference) is hidden: counters count what they see.
    void setBlind(bool blind);
    bool isBlind() const { return m_blind; }
    // Not scanned items: whether Apply sets them to 0 (the "zero" choice).
    void setZeroing(bool zeroing);
    bool isZeroing() const { return m_zeroing; }
    // The change Apply makes to a line (0: none).
    qint64 changeOf(const CountLine &line) const;

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // "+3", "-2", "0".
    static QString signedNumber(qint64 value);

private:
    Kind m_kind;
    bool m_blind = false;
    bool m_zeroing = false;
};
