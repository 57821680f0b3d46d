#pragma once

#include <QDateTime>
#include <QJsonArray>
#include <QSqlDatabase>
#include <QString>
#include <QVariantList>
#include <optional>

// The seller's stock history (contract §10): movements are only ever appended (by
// StockRepository and the documents), never edited; this reads them newest first with their
// product and key. Any page of a history of millions answers in milliseconds (schema 8):
// the seller's movements are one index range by id, pages are found by id (`before`, or the
// id at a page's offset read from the index alone), and totals are sums over the seller's
// day counts (stock_movement_days) plus at most two partial days.
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

private:
    // Conditions on the movement alias m, every value bound.
    struct Conditions
    {
        QString sql;
        QVariantList values;
        void add(const QString &condition, const QVariantList &bound);
    };
    // The seller's movements between since and until (days of stock_movement_days), or
    // nullopt when no day of theirs is in range.
    struct IdSpan
    {
        qint64 first = 0;
        qint64 last = 0;
    };
    std::optional<IdSpan> spanOfDays(
        qint64 sellerId, const QString &reason, const QString &fromDay, const QString &toDay) const;
    qint64 totalFromDays(qint64 sellerId, const Filter &filter) const;
    qint64 countWhere(const Conditions &conditions) const;

    QSqlDatabase m_db;
};
