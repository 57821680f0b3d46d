#include "models/topsellersmodel.h"

#include "models/reportcsv.h"

using namespace Qt::StringLiterals;

TopSellersModel::TopSellersModel(QObject *parent)
    : ReportListModel(ColumnCount, parent)
{ }

void TopSellersModel::setItems(const QList<TopSeller> &items)
{
    resetItems(items);
}

QByteArray TopSellersModel::toCsv() const
{
    return ReportCsv::fromModel(*this, { u"name"_s, u"code"_s, u"units"_s, u"revenue"_s });
}

QVariant TopSellersModel::data(const QModelIndex &index, int role) const
{
    const TopSeller *found = itemAt(index);
    if (!found)
        return {};
    const TopSeller &item = *found;
    if (role == Qt::TextAlignmentRole && index.column() >= Units)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case Name:
        return item.name;
    case Code:
        return item.code;
    case Units:
        return item.units;
    case Revenue:
        return item.revenue;
    }
    return {};
}

QVariant TopSellersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Product");
    case Code:
        return tr("Code");
    case Units:
        return tr("Units sold");
    case Revenue:
        return tr("Revenue");
    }
    return {};
}
