#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <optional>

// A count session (contract §10) as stored.
struct StockCount
{
    qint64 id = 0;
    qint64 sellerId = 0;
    QString name;
    QString type; // null: any
    std::optional<qint64> categoryId;
    QString status; // open, applied, cancelled
    QString startedAt;
    QString closedAt; // null while open
    qint64 startMovementId = 0;
    std::optional<qint64> endMovementId;
};

// One item of a count: a line (scanned) or an item in scope not scanned yet.
struct StockCountLine
{
    qint64 productPk = 0;
    qint64 variantId = 0; // 0: the product itself
    qint64 productId = 0;
    QString type;
    QString code;
    QString name;
    qint64 stock = 0; // now
    qint64 counted = 0;
    qint64 expected = 0; // stock when the count started
    qint64 stockWhenCounted = 0; // stock at the line's latest scan
    qint64 movedSinceCounted = 0; // the item's other changes since that scan

    // Exactly the change apply makes.
    qint64 variance() const { return counted - stockWhenCounted; }
    QJsonObject toJson() const;
};

// Count sessions (stocktakes, contract §10) and their lines. Each scan records the item's
// stock at that moment (`stock_when_counted`): the variance is counted − that, so a sale made
// before the shelf was counted is already missing from the shelf and is not taken off twice,
// and one made after it is kept. A count remembers the last movement id when it started, so
// `expected` (the stock then, for information) is derived from the movements.
class CountRepository final
{
public:
    using Count = StockCount;
    using Line = StockCountLine;
    struct LinePage
    {
        QList<Line> lines;
        qint64 total = 0;
    };
    struct CountPage
    {
        QJsonArray items;
        qint64 total = 0;
    };

    explicit CountRepository(QSqlDatabase db);

    qint64 openCount(qint64 sellerId) const;
    bool categoryExists(qint64 categoryId) const;
    Count create(qint64 sellerId, const QString &name, const QString &type,
        std::optional<qint64> categoryId) const;
    std::optional<Count> find(qint64 sellerId, qint64 countId) const;
    bool inScope(const Count &count, qint64 productPk) const;
    // The item's stock now, for a scan: PostgreSQL locks its row FOR SHARE, so a change of it
    // in flight on another instance commits first and the stock recorded with the scan and the
    // movements after it never overlap.
    qint64 stockForScan(qint64 productPk, qint64 variantId) const;
    // The count's status for a scan, under the count's scan lock (PostgreSQL, until the scan
    // commits), so that no apply or cancel passes in between; null: no such count.
    QString statusForScan(qint64 countId) const;
    // Adds quantity (negative: a take-back) to the item's line and records stockNow (from
    // stockForScan()); returns the line's total, or nullopt when a take-back would go below 0.
    // A line taken back to 0 is removed: the item is "not scanned" again.
    std::optional<qint64> addScan(
        qint64 countId, qint64 productPk, qint64 variantId, qint64 quantity, qint64 stockNow) const;
    // The products an apply changes (the lines' and, zeroing, every item in scope), as a
    // condition over `products p` for StockRepository::lockProducts().
    QString applyItems(const Count &count, bool notScanned, QVariantList &values) const;
    // Moves an open count to status ("applied", "cancelled") under the count's exclusive lock,
    // in one statement that only an open one passes: of two applies at once exactly one claims
    // it. false: it was not open.
    bool claim(qint64 countId, const QString &status) const;
    qint64 lineCount(qint64 countId) const;
    // perPage 0: every line.
    LinePage lines(const Count &count, qint64 page, int perPage) const;
    LinePage notScanned(const Count &count, qint64 page, int perPage) const;
    // Stores each line's moved_since_counted as it is now (before apply writes its own
    // movements), so a closed count keeps showing what it applied.
    void freezeMovedSinceCounted(qint64 countId) const;
    void close(qint64 countId, const QString &status) const;
    // status null: any.
    CountPage list(qint64 sellerId, const QString &status, qint64 page, int perPage) const;
    QJsonObject summary(const Count &count) const;

private:
    QString movedSinceStartSql(const Count &count, QVariantList &values) const;
    QString scopeSql(const Count &count, QVariantList &values) const;
    LinePage readLines(const Count &count, const QString &inner, const QVariantList &innerValues,
        qint64 page, int perPage) const;

    QSqlDatabase m_db;
};
