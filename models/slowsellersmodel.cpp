#include "models/slowsellersmodel.h"

#include <QLocale>

#include "models/reportcsv.h"

using namespace Qt::StringLiterals;

SlowSellersModel::SlowSellersModel(QObject *parent)
    : ReportListModel(ColumnCount, parent)
{ }

void SlowSellersModel::setItems(const QList<SlowSeller> &items, qint64 total)
{
    m_total = total;
    resetItems(items);
}

QByteArray SlowSellersModel::toCsv() const
{
    return ReportCsv::fromModel(*this, { u"name"_s, u"code"_s, u"stock"_s, u"last_sold_at"_s });
}

QVariant SlowSellersModel::data(const QModelIndex &index, int role) const
{
    const SlowSeller *found = itemAt(index);
    if (!found)
        return {};
    const SlowSeller &item = *found;
    if (role == Qt::TextAlignmentRole && index.column() == Stock)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::UserRole) {
        switch (index.column()) {
        case Name:
            return item.name.toLower();
        case Code:
            return item.code;
        case Stock:
            return item.stock;
        case LastSold:
            return item.lastSoldAt.isValid() ? item.lastSoldAt.toMSecsSinceEpoch()
                                             : std::numeric_limits<qint64>::min();
        }
    }
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case Name:
        return item.name;
    case Code:
        return item.code;
    case Stock:
        return item.stock;
    case LastSold:
        if (role == Qt::EditRole)
            return item.lastSoldAt;
        return item.lastSoldAt.isValid()
            ? QLocale().toString(item.lastSoldAt.toLocalTime(), QLocale::ShortFormat)
            : tr("never");
    }
    return {};
}

QVariant SlowSellersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Product");
    case Code:
        return tr("Code");
    case Stock:
        return tr("In stock");
    case LastSold:
        return tr("Last sold");
    }
    return {};
}
