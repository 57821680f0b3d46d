#include "models/topsellersmodel.h"

#include "models/reportcsv.h"

using namespace Qt::StringLiterals;

TopSellersModel::TopSellersModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void TopSellersModel::setItems(const QList<TopSeller> &items)
{
    beginResetModel();
    m_items = items;
    endResetModel();
}

QByteArray TopSellersModel::toCsv() const
{
    return ReportCsv::fromModel(*this, { u"name"_s, u"code"_s, u"units"_s, u"revenue"_s });
}

int TopSellersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

int TopSellersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TopSellersModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_items.size())
        return {};
    const TopSeller &item = m_items.at(index.row());
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
