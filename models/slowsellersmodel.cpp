#include "models/slowsellersmodel.h"

#include <QLocale>

#include "models/reportcsv.h"
#include "models/stockwatch.h"

using namespace Qt::StringLiterals;

SlowSellersModel::SlowSellersModel(QObject *parent)
    : ReportListModel(ColumnCount, parent)
{ }

void SlowSellersModel::followStock(LiveStock *live)
{
    m_watch = new StockWatch(live, this);
    connect(m_watch, &StockWatch::changed, this, [this](const QString &code) {
        for (int row = 0; row < rowCount(); ++row) {
            if (items().at(row).code == code)
                Q_EMIT dataChanged(index(row, Stock), index(row, Stock));
        }
    });
}

void SlowSellersModel::setItems(const QList<SlowSeller> &items, qint64 total)
{
    m_total = total;
    resetItems(items);
    if (!m_watch)
        return;
    QStringList codes;
    for (const SlowSeller &item : items)
        codes.append(item.code);
    m_watch->setCodes(codes);
}

qint64 SlowSellersModel::stockOf(const SlowSeller &item) const
{
    return m_watch ? m_watch->stock(item.code).value_or(item.stock) : item.stock;
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
            return stockOf(item);
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
        if (role == Qt::EditRole || !m_watch || !m_watch->text(item.code).isValid())
            return stockOf(item);
        return m_watch->text(item.code);
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
