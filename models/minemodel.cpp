#include "models/minemodel.h"

#include <QCollator>
#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <QTimer>

#include "models/livestock.h"
#include "models/productcodevalidator.h"
#include "net/apiclient.h"

using namespace Qt::StringLiterals;

namespace {
constexpr int FlashMs = 900;

// A row takes its stock from the live copy; whether anything shown changed (an unchanged row
// is not announced, so an open editor of it is left alone).
bool takeStock(MineItem &row, const MineItem &live)
{
    const bool changed
        = row.stock != live.stock || row.inStock != live.inStock || row.oversold != live.oversold;
    row.stock = live.stock;
    row.inStock = live.inStock;
    row.oversold = live.oversold;
    return changed;
}

} // namespace

MineModel::MineModel(ApiClient *client, QObject *parent)
    : PagedTableModel(parent)
    , m_client(client)
{ }

void MineModel::setType(const QString &type)
{
    if (type == m_type)
        return;
    m_type = type;
    reload();
}

void MineModel::setLowStockOnly(bool lowOnly)
{
    if (lowOnly == m_lowStockOnly)
        return;
    m_lowStockOnly = lowOnly;
    reload();
}

void MineModel::reload()
{
    restartPaging();
    beginResetModel();
    m_items.clear();
    m_rowByKey.clear();
    m_pending.clear();
    m_flash.clear();
    endResetModel();
    Q_EMIT totalChanged(total());
    fetchMore({});
}

void MineModel::setLiveStock(LiveStock *live)
{
    m_live = live;
    connect(live, &LiveStock::itemChanged, this, &MineModel::followLive);
    connect(live, &LiveStock::filled, this, &MineModel::followAllLive);
    connect(live, &LiveStock::itemRemoved, this, [this](const QString &code) {
        const int row = rowForCode(code);
        if (row < 0)
            return;
        MineItem gone = m_items.at(row);
        gone.active = false;
        replaceItem(gone); // the server's list hides it too
    });
    followAllLive();
}

void MineModel::followLive(const MineItem &item)
{
    const int row = rowForCode(item.code);
    if (row < 0 || m_items.at(row).type != item.type)
        return;
    // A change the feed brought: the product as the server has it now, all of it.
    m_items[row] = item;
    emitRow(row);
}

void MineModel::followAllLive()
{
    if (!m_live || !m_live->isFilled())
        return;
    for (int r = 0; r < int(m_items.size()); ++r) {
        const auto live = m_live->item(m_items.at(r).code);
        if (live && live->type == m_items.at(r).type && takeStock(m_items[r], *live))
            emitRow(r);
    }
}

QVariant MineModel::stockText(const MineItem &item) const
{
    return LiveStock::stockText(item.stock, m_live ? m_live->waitingDelta(item.code) : 0);
}

int MineModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

int MineModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant MineModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const MineItem &item = m_items.at(index.row());
    const auto pending = m_pending.constFind(item.id);
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        switch (index.column()) {
        case Name:
            return item.name;
        case Code:
            return item.code;
        case Price: // grouped like the other panes' prices; editing is for the stock only
            return role == Qt::DisplayRole ? QVariant(QLocale().toString(item.price))
                                           : QVariant(item.price);
        case Stock:
            if (pending != m_pending.cend())
                return *pending;
            return role == Qt::DisplayRole ? stockText(item) : QVariant(item.stock);
        case ReorderLevel:
            return item.reorderLevel ? QVariant(*item.reorderLevel) : QVariant();
        case InStock:
            return item.inStock ? tr("yes") : tr("no");
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == Stock)
            return pending != m_pending.cend()
                ? tr("Saving %1… (the server had %2)").arg(*pending).arg(item.stock)
                : item.stock < 0
                ? tr("Oversold (stock %1): more were sold than were on the shelf. Count the "
                     "shelf, or receive the missing copies.")
                      .arg(item.stock)
                : tr("Double-click or press F2 to set the stock.");
        if (item.isLow())
            return tr("Low stock: %1 left, reorder at %2.").arg(item.stock).arg(*item.reorderLevel);
        if (index.column() == ReorderLevel && !item.reorderLevel)
            return tr("No reorder level set.");
        break;
    case Qt::ForegroundRole:
        if (index.column() == Stock && (item.isLow() || item.stock < 0))
            return QColor(0xb0, 0x20, 0x20);
        break;
    case Qt::FontRole: {
        // The quantity is what sellers read from a step away: big and bold.
        QFont font = QGuiApplication::font();
        if (index.column() == Stock) {
            font.setPointSizeF(font.pointSizeF() * 1.5);
            font.setBold(true);
            font.setItalic(pending != m_pending.cend());
            return font;
        }
        if (item.id == m_lastScanned) {
            font.setBold(true);
            return font;
        }
        break;
    }
    case Qt::TextAlignmentRole:
        if (index.column() == Price || index.column() == Stock || index.column() == ReorderLevel)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case Qt::BackgroundRole:
    case FlashRole: {
        const auto flash = m_flash.constFind(item.id);
        if (flash != m_flash.cend())
            return *flash ? QColor(0xc8, 0xf0, 0xc8) : QColor(0xf8, 0xc8, 0xc8);
        if (role == Qt::BackgroundRole && item.stock < 0)
            return QColor(0xf4, 0xa8, 0xa0); // oversold (contract §14): count it or receive
        if (role == Qt::BackgroundRole && item.id == m_lastScanned)
            return QColor(0xfd, 0xf0, 0xb8); // the last scanned row, until the next scan
        if (role == Qt::BackgroundRole && item.isLow())
            return QColor(0xfb, 0xdc, 0xd4); // at or below its reorder level: order more
        break;
    }
    case LowStockRole:
        return item.isLow();
    case LastScannedRole:
        return item.id == m_lastScanned;
    case CodeRole:
        return item.code;
    case IdRole:
        return item.id;
    case PendingRole:
        return pending != m_pending.cend();
    default:
        break;
    }
    return {};
}

QVariant MineModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Name");
    case Code:
        return m_type == "book"_L1 ? tr("ISBN") : tr("Barcode");
    case Price:
        return tr("Price");
    case Stock:
        return tr("Stock");
    case ReorderLevel:
        return tr("Reorder at");
    case InStock:
        return tr("In stock");
    }
    return {};
}

Qt::ItemFlags MineModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == Stock)
        f |= Qt::ItemIsEditable;
    return f;
}

bool MineModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || index.column() != Stock)
        return false;
    bool ok = false;
    const qint64 stock = value.toLongLong(&ok);
    if (!ok || stock < 0)
        return false;
    const MineItem &item = m_items.at(index.row());
    if (stock == item.stock && !m_pending.contains(item.id))
        return true;
    sendStock(index.row(), stock, item.stock);
    return true;
}

void MineModel::sendStock(int row, qint64 stock, std::optional<qint64> expected)
{
    const MineItem item = m_items.at(row);
    m_pending.insert(item.id, stock);
    emitRow(row);
    StockChange change = StockChange::set(item.code, stock);
    change.expectedStock = expected;
    const qint64 id = item.id;
    m_client->updateStock(change, ApiClient::newIdempotencyKey(), this,
        [this, id, stock, item](const ApiResult &result, const StockUpdateResult &data) {
            m_pending.remove(id);
            const int r = rowForCode(item.code);
            if (result.kind() == ApiResult::Kind::Ok) {
                applyStock(item.code, data.stock);
                Q_EMIT stockSaved(item.name, data.stock);
            } else if (result.kind() == ApiResult::Kind::Conflict && result.currentStock()) {
                applyStock(item.code, *result.currentStock());
                if (r >= 0)
                    flashRow(r, false);
                Q_EMIT stockConflict(item.code, item.name, stock, *result.currentStock());
            } else {
                if (r >= 0) {
                    emitRow(r);
                    flashRow(r, false);
                }
                Q_EMIT stockSaveFailed(item.code, item.name, stock, result.message());
            }
        });
}

bool MineModel::canFetchMore(const QModelIndex &parent) const
{
    if (parent.isValid() || isLoading() || m_client->baseUrl().isEmpty())
        return false;
    return total() < 0 || m_items.size() < total();
}

void MineModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    auto arrived = [this](const ApiResult &result, const Paged<MineItem> &data) {
        if (!pageArrived(result))
            return;
        setTotal(data.meta.total);
        // Rows already shown (an earlier page grew meanwhile) are not repeated.
        QList<MineItem> fresh;
        for (const MineItem &item : data.items) {
            if (m_rowByKey.contains(ProductCodeValidator::matchKey(item.code)))
                continue;
            // Stock comes from the live copy only (the page's other fields are as new).
            MineItem shown = item;
            if (const auto live = m_live && m_live->isFilled() ? m_live->item(item.code)
                                                               : std::optional<MineItem>();
                live && live->type == item.type)
                takeStock(shown, *live);
            fresh.append(shown);
        }
        if (data.items.isEmpty())
            setTotal(m_items.size()); // past the end: nothing more to fetch
        for (qsizetype i = 0; i < fresh.size(); ++i)
            m_rowByKey.insert(
                ProductCodeValidator::matchKey(fresh.at(i).code), int(m_items.size() + i));
        appendRows(m_items, fresh);
        applySort();
        Q_EMIT totalChanged(total());
    };
    pageRequested(m_lowStockOnly
            ? m_client->mineLowStock(m_type, nextPage(), m_perPage, this, arrived, pageOptions())
            : m_client->mine(m_type, nextPage(), m_perPage, this, arrived, pageOptions()));
}

int MineModel::rowForCode(const QString &code) const
{
    return m_rowByKey.value(ProductCodeValidator::matchKey(code), -1);
}

void MineModel::replaceItem(const MineItem &item)
{
    for (int row = 0; row < int(m_items.size()); ++row) {
        if (m_items.at(row).id != item.id || m_items.at(row).type != item.type)
            continue;
        if (!item.active) {
            beginRemoveRows({}, row, row);
            m_items.removeAt(row);
            m_rowByKey.clear(); // the rows below moved up
            for (int r = 0; r < int(m_items.size()); ++r)
                m_rowByKey.insert(ProductCodeValidator::matchKey(m_items.at(r).code), r);
            endRemoveRows();
            return;
        }
        m_items[row] = item;
        emitRow(row);
        return;
    }
}

void MineModel::applyStock(const QString &code, qint64 stock)
{
    if (m_live)
        m_live->observeStock(code, stock); // every pane that shows it follows
    const int row = rowForCode(code);
    if (row < 0)
        return;
    m_items[row].stock = stock;
    m_items[row].inStock = stock > 0;
    emitRow(row);
    flashRow(row, true);
}

void MineModel::flashCode(const QString &code, bool ok)
{
    const int row = rowForCode(code);
    if (row >= 0)
        flashRow(row, ok);
}

void MineModel::flashRow(int row, bool ok)
{
    const qint64 id = m_items.at(row).id;
    m_flash.insert(id, ok);
    emitRow(row);
    QTimer::singleShot(FlashMs, this, [this, id] {
        if (!m_flash.remove(id))
            return;
        for (int r = 0; r < m_items.size(); ++r) {
            if (m_items.at(r).id == id) {
                emitRow(r);
                break;
            }
        }
    });
}

void MineModel::emitRow(int row)
{
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int MineModel::setLastScanned(const QString &code)
{
    const int row = rowForCode(code);
    const qint64 id = row >= 0 ? m_items.at(row).id : 0;
    if (id == m_lastScanned)
        return row;
    for (int r = 0; r < m_items.size(); ++r) {
        if (m_items.at(r).id == m_lastScanned) {
            m_lastScanned = id;
            emitRow(r);
        }
    }
    m_lastScanned = id;
    if (row >= 0)
        emitRow(row);
    return row;
}

void MineModel::sort(int column, Qt::SortOrder order)
{
    m_sortColumn = column >= 0 && column < ColumnCount ? column : -1;
    m_sortOrder = order;
    applySort();
}

void MineModel::applySort()
{
    if (m_sortColumn < 0 || m_items.size() < 2)
        return;
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QList<qint64> beforeIds;
    for (const QModelIndex &index : before)
        beforeIds << m_items.at(index.row()).id;
    const int column = m_sortColumn;
    const QCollator collator;
    const auto less = [column, &collator](const MineItem &a, const MineItem &b) {
        switch (column) {
        case Code:
            return a.code < b.code;
        case Price:
            return a.price < b.price;
        case Stock:
            return a.stock < b.stock;
        case ReorderLevel: // none set sorts first
            return a.reorderLevel.value_or(-1) < b.reorderLevel.value_or(-1);
        case InStock:
            return int(a.inStock) < int(b.inStock);
        default:
            return collator.compare(a.name, b.name) < 0;
        }
    };
    if (m_sortOrder == Qt::AscendingOrder)
        std::stable_sort(m_items.begin(), m_items.end(), less);
    else
        std::stable_sort(m_items.begin(), m_items.end(),
            [&less](const MineItem &a, const MineItem &b) { return less(b, a); });
    m_rowByKey.clear();
    QHash<qint64, int> rowById;
    for (int row = 0; row < m_items.size(); ++row) {
        m_rowByKey.insert(ProductCodeValidator::matchKey(m_items.at(row).code), row);
        rowById.insert(m_items.at(row).id, row);
    }
    QModelIndexList after;
    for (int i = 0; i < before.size(); ++i)
        after << index(rowById.value(beforeIds.at(i)), before.at(i).column());
    changePersistentIndexList(before, after);
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}
