#pragma once

#include <QList>

#include "models/reportlistmodel.h"
#include "net/reportresources.h"

class LiveStock;
class StockWatch;

// Slow sellers (Reports pane): products in stock without a recent sale. Qt::UserRole holds a
// sort key per column (a product never sold sorts before every date), so a proxy sorts by
// value rather than by the displayed text. The stock column is the console's live copy, kept
// current (issue 41): the report's own figure only for a code the copy does not hold.
class SlowSellersModel final : public ReportListModel<SlowSeller>
{
    Q_OBJECT
public:
    enum Column { Name, Code, Stock, LastSold, ColumnCount };

    explicit SlowSellersModel(QObject *parent = nullptr);

    // The stock column follows this copy from now on.
    void followStock(LiveStock *live);
    void setItems(const QList<SlowSeller> &items, qint64 total);
    // A title's stock as the column shows it (the waiting scans on top): its labels' count.
    qint64 stockOf(const SlowSeller &item) const;
    qint64 total() const { return m_total; }
    QByteArray toCsv() const;

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    qint64 m_total = 0;
    StockWatch *m_watch = nullptr;
};
