#include "models/adminsellermodel.h"

#include <QColor>

AdminSellerModel::AdminSellerModel(QObject *parent)
    : ReportListModel(ColumnCount, parent)
{ }

int AdminSellerModel::rowOf(qint64 sellerId) const
{
    for (int row = 0; row < items().size(); ++row) {
        if (items().at(row).sellerId == sellerId)
            return row;
    }
    return -1;
}

QVariant AdminSellerModel::data(const QModelIndex &index, int role) const
{
    const AdminQuality::Seller *seller = itemAt(index);
    if (!seller)
        return {};
    if (role == IdRole)
        return seller->sellerId;
    if (role == Qt::ForegroundRole && !seller->active)
        return QColor(0x80, 0x80, 0x80);
    if (role == Qt::TextAlignmentRole && index.column() >= Products)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Name:
        return seller->name;
    case Active:
        return seller->active ? tr("yes") : tr("switched off");
    case Products:
        return seller->products; // numbers: the table groups them as the locale does
    case Listed:
        return seller->activeProducts;
    case Completeness:
        return tr("%1 %").arg(seller->completeness);
    case Issues:
        return seller->issues;
    }
    return {};
}

QVariant AdminSellerModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Seller");
    case Active:
        return tr("Active");
    case Products:
        return tr("Products");
    case Listed:
        return tr("Listed");
    case Completeness:
        return tr("Complete");
    case Issues:
        return tr("Issues");
    }
    return {};
}
