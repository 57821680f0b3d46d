#pragma once

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>
#include <optional>

// The seller's stock history (contract §10): movements are only ever appended (by
// StockRepository and the documents), never edited; this reads them newest first with their
// product and key. Any page of a history of millions answers in milliseconds (schema 8):
// the seller's movements are one index range by id; totals are sums over the seller's day
// counts (stock_movement_days) plus at most two partial days; a page is found by id
// (`before`), or for a page number from the day counts, then the index within one day.
class MovementRepository final
{
public:
    struct Filter
    {
        std::optional<qint64> productPk; // a code's product (all its variants when no variant)
        std::optional<qint64> variantId;
        QString reason; // empty: any
        std::optional<QDateTime> since; // inclusive, UTC
        std::optional<QDateTime> until; // inclusive, UTC
    };
    // Where a page starts: after the movement `before` (keyset), else at (page - 1) × perPage.
    struct Position
    {
        std::optional<qint64> before;
        qint64 page = 1;
        int perPage = 20;
    };
    struct Page
    {
        QJsonArray items;
        qint64 total = 0; // of the whole filtered history, whatever the position
    };

    explicit MovementRepository(QSqlDatabase db);

    Page list(qint64 sellerId, const Filter &filter, const Position &position) const;
    // One movement item (contract §10, §13) from a row of SELECT itemColumns() FROM
    // stock_movements m itemJoins(): the history and the movement feed show the same item.
    static QString itemColumns();
    static QString itemJoins();
    static QJsonObject item(const QSqlQuery &row);
    // PostgreSQL appends a day-count row per inserting statement: merges them into one per
    // seller, day and reason (upkeep; SQLite keeps one row each by itself).
    void compactDayCounts() const;

private:
    // Conditions on the movement alias m, every value bound.
    struct Conditions
    {
        QString sql;
        QVariantList values;
        void add(const QString &condition, const QVariantList &bound);
    };
    // The seller's movements per UTC day between since and until (with the reason): the
    // day's count (exact for the days since and until cut in part) and the span of its ids.
    struct Day
    {
        qint64 movements = 0;
        qint64 first = 0;
        qint64 last = 0;
    };
    QList<Day> daysOf(qint64 sellerId, const Filter &filter) const;
    // An id below which exactly `offset - skip` movements of the days lie above: the page at
    // `offset` is the one `skip` movements below it (nullopt: from the top).
    struct Start
    {
        std::optional<qint64> below;
        qint64 skip = 0;
    };
    static Start startOf(QList<Day> days, qint64 offset);
    qint64 countWhere(const Conditions &conditions) const;

    QSqlDatabase m_db;
};
