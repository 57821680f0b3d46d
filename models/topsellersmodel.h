#pragma once

#include <QList>

#include "models/reportlistmodel.h"
#include "net/reportresources.h"

// Best sellers (Reports pane): the list beside the bar chart and the chart's data (its bar set
// maps the Units or the Revenue column). Numbers in Qt::DisplayRole, raw values in EditRole.
class TopSellersModel final : public ReportListModel<TopSeller>
{
    Q_OBJECT
public:
    enum Column { Name, Code, Units, Revenue, ColumnCount };

    explicit TopSellersModel(QObject *parent = nullptr);

    void setItems(const QList<TopSeller> &items);
    QByteArray toCsv() const;

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
};
