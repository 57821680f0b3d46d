#pragma once

#include <QList>

#include "models/reportlistmodel.h"
#include "net/reportresources.h"

// Slow sellers (Reports pane): products in stock without a recent sale. Qt::UserRole holds a
// sort key per column (a product never sold sorts before every date), so a proxy sorts by
// value rather than by the displayed text.
class SlowSellersModel final : public ReportListModel<SlowSeller>
{
    Q_OBJECT
public:
    enum Column { Name, Code, Stock, LastSold, ColumnCount };

    explicit SlowSellersModel(QObject *parent = nullptr);

    void setItems(const QList<SlowSeller> &items, qint64 total);
    qint64 total() const { return m_total; }
    QByteArray toCsv() const;

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    qint64 m_total = 0;
};
