#pragma once

#include <QHash>
#include <QList>
#include <optional>

#include "models/pagedtablemodel.h"
#include "net/resources.h"

class ApiClient;
class ApiRequest;
class LiveStock;

// The key's own shop (GET /products/mine): books or stationery, paged in with fetchMore.
// The stock column is editable: an edit sends {code, stock, expected_stock} so that a change
// made meanwhile by someone else is reported as a conflict instead of being overwritten.
class MineModel final : public PagedTableModel
{
    Q_OBJECT
public:
    enum Column { Name, Code, Price, Stock, ReorderLevel, InStock, ColumnCount };
    enum Role {
        CodeRole = Qt::UserRole + 1,
        IdRole,
        FlashRole,
        PendingRole,
        LastScannedRole,
        LowStockRole, // at or below its reorder level
    };

    explicit MineModel(ApiClient *client, QObject *parent = nullptr);

    QString type() const { return m_type; }
    // "book" or "stationery"; reloads.
    void setType(const QString &type);
    void setPerPage(int perPage) { m_perPage = perPage; }
    // Only the products at or below their reorder level (the server's low_stock=true); reloads.
    void setLowStockOnly(bool lowOnly);
    bool lowStockOnly() const { return m_lowStockOnly; }
    void reload();
    // The console's live copy (ConsoleSession::liveStock()): from then on every row's stock
    // and fields are the copy's, kept current as it follows the server, and the stock column
    // shows the outbox's waiting scans on top ("36, −1 waiting").
    void setLiveStock(LiveStock *live);
    LiveStock *liveStock() const { return m_live; }

    const MineItem &item(int row) const { return m_items.at(row); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    // Sorts the loaded rows (the header's click); rows paged in later are sorted in too.
    // column -1: the server's order from the next reload on.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

    int rowForCode(const QString &code) const;
    // After a scan was applied: shows the server's new stock and flashes the row.
    void applyStock(const QString &code, qint64 stock);
    // The server's item after a change (PATCH): the row shows it; a switched-off item leaves
    // the list, as the server's list hides it.
    void replaceItem(const MineItem &item);
    void flashCode(const QString &code, bool ok);
    // The product scanned last stays highlighted, so a seller looking up from the scanner
    // finds its row at a glance. Returns its row or -1.
    int setLastScanned(const QString &code);
    qint64 lastScannedId() const { return m_lastScanned; }
    // Sends a new stock for a row; expected = the value the user saw.
    void sendStock(int row, qint64 stock, std::optional<qint64> expected);

Q_SIGNALS:
    void stockSaved(const QString &name, qint64 stock);
    // Someone else changed the stock: the row shows `current`, `yours` was not saved.
    void stockConflict(const QString &code, const QString &name, qint64 yours, qint64 current);
    void stockSaveFailed(
        const QString &code, const QString &name, qint64 yours, const QString &message);

private:
    void flashRow(int row, bool ok);
    void emitRow(int row);
    void followLive(const MineItem &item);
    void followAllLive();
    QVariant stockText(const MineItem &item) const;

    ApiClient *m_client;
    LiveStock *m_live = nullptr;
    QString m_type = QStringLiteral("book");
    int m_perPage = 50;
    bool m_lowStockOnly = false;
    QList<MineItem> m_items;
    QHash<QString, int> m_rowByKey;
    QHash<qint64, qint64> m_pending; // product id -> stock being saved
    QHash<qint64, bool> m_flash; // product id -> ok
    qint64 m_lastScanned = 0; // product id
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    void applySort();
};
