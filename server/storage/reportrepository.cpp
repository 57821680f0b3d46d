#include "server/storage/reportrepository.h"

#include <QJsonObject>
#include <QSqlQuery>
#include <QVariant>
#include <utility>

#include "server/storage/rowmapper.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;
using Kind = RowMapper::Kind;

namespace {

// Stored times are UTC text ("2026-05-01T12:00:00.000Z"), and the summaries' days are their
// first ten characters: a period is a range of day texts.
QString dayText(QDate day)
{
    return day.toString(Qt::ISODate);
}

// Slow sellers: reading this many rows of the daily sales costs about one seek into a
// product's movements (measured at 1,000,000 movements: ~0.2 µs per row, ~2 µs per seek).
constexpr qint64 rowsPerSeek = 10;

} // namespace

ReportRepository::ReportRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

QList<ReportRepository::DaySales> ReportRepository::dailySales(
    qint64 sellerId, QDate from, QDate until) const
{
    // The seller's day counts (schema 12) carry each day's Σ delta and Σ delta × price per
    // reason: a day is two rows (PostgreSQL: a few more until they are merged), whatever the
    // number of its movements. Net units and revenue: a sale's delta is negative, a return's
    // positive.
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT day, -SUM(units), -SUM(amount), "
        "SUM(CASE WHEN reason = 'returned' THEN units ELSE 0 END) FROM stock_movement_days "
        "WHERE seller_id = ? AND day >= ? AND day <= ? AND reason IN ('sold', 'returned') "
        "GROUP BY day"_s,
        { sellerId, dayText(from), dayText(until) });
    QList<DaySales> days;
    while (rows.next()) {
        days.append({ QDate::fromString(rows.value(0).toString(), Qt::ISODate),
            rows.value(1).toLongLong(), rows.value(2).toLongLong(), rows.value(3).toLongLong() });
    }
    return days;
}

QJsonArray ReportRepository::top(
    qint64 sellerId, QDate from, QDate until, bool byRevenue, int limit) const
{
    // The period's rows of the seller's daily sales per item (schema 12: at most one per item
    // and day, already net), grouped by product (its variants together). A product whose
    // returns outweigh its sales in the period sold nothing: it is left out. Only the products
    // ranking at least as high as the limit-th (ties with it included) are joined to their
    // names and ordered with the product tie-break: a shop's thousands of products sold are
    // not all joined and sorted.
    const auto [first, second] = byRevenue ? std::pair { u"revenue"_s, u"units"_s }
                                           : std::pair { u"units"_s, u"revenue"_s };
    const QString order = u"t.%1 DESC, t.%2 DESC"_s.arg(first, second);
    const QString below = u"t.%1 < c.%1 OR (t.%1 = c.%1 AND t.%2 < c.%2)"_s.arg(first, second);
    QSqlQuery rows = Sql::run(m_db,
        u"WITH t AS MATERIALIZED (SELECT product_pk, SUM(units) AS units, "
        "SUM(revenue) AS revenue FROM stock_sales_days "
        "WHERE seller_id = ? AND day >= ? AND day <= ? "
        "GROUP BY product_pk HAVING SUM(units) > 0), "
        "cut AS MATERIALIZED (SELECT t.units, t.revenue FROM t ORDER BY "_s
            + order
            + u" LIMIT 1 OFFSET ?) "
              "SELECT p.id, p.type, COALESCE(p.code, ''), p.name, t.units, t.revenue FROM t "
              "JOIN products p ON p.pk = t.product_pk "
              "WHERE NOT EXISTS (SELECT 1 FROM cut c WHERE "_s
            + below + u") ORDER BY "_s + order + u", p.type, p.id LIMIT ?"_s,
        { sellerId, dayText(from), dayText(until), limit - 1, limit });
    static const RowMapper mapper { { u"product_id"_s, Kind::Integer }, { u"type"_s, Kind::Text },
        { u"code"_s, Kind::Text }, { u"name"_s, Kind::Text }, { u"units"_s, Kind::Integer },
        { u"revenue"_s, Kind::Integer } };
    return mapper.all(rows);
}

ReportRepository::Page ReportRepository::slow(
    qint64 sellerId, const QDateTime &soldBefore, qint64 page, int perPage) const
{
    const QString cutoff = soldBefore.toUTC().toString(Qt::ISODateWithMs);
    const QString cutoffDay = dayText(soldBefore.toUTC().date());
    // The products that sold since the cutoff are left out, found the cheaper way: from the
    // daily sales (one row per item and day sold, each with its latest sale) when the period
    // is short, or with one seek per product into its own sales when the period holds many
    // more rows than the seller has products (years of a busy shop).
    QSqlQuery sizes = Sql::run(m_db,
        u"SELECT (SELECT COALESCE(SUM(movements), 0) FROM stock_movement_days "
        "WHERE seller_id = ? AND day >= ? AND reason = 'sold'), "
        "(SELECT COUNT(*) FROM products WHERE seller_id = ?)"_s,
        { sellerId, cutoffDay, sellerId });
    const bool fromDailySales
        = !sizes.next() || sizes.value(0).toLongLong() <= rowsPerSeek * sizes.value(1).toLongLong();
    sizes.finish();
    // SQLite builds the daily sales' products into a temporary index once (a correlated NOT
    // EXISTS would scan the period per product); PostgreSQL makes NOT EXISTS a hash anti-join,
    // where NOT IN would compare every product with every row once the list outgrows work_mem.
    const QString sold = u"SELECT d.product_pk FROM stock_sales_days d WHERE d.seller_id = ? "
                         "AND d.day >= ? AND d.last_sold_at >= ?"_s;
    const QString soldSince = !fromDailySales
        ? u"NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.product_pk = p.pk "
          "AND m.reason = 'sold' AND m.at >= ?)"_s
        : Sql::isPostgres(m_db) ? u"NOT EXISTS ("_s + sold + u" AND d.product_pk = p.pk)"_s
                                : u"p.pk NOT IN ("_s + sold + u")"_s;
    const QVariantList soldSinceValues
        = fromDailySales ? QVariantList { sellerId, cutoffDay, cutoff } : QVariantList { cutoff };
    const QString candidates
        = u" FROM products p WHERE p.seller_id = ? AND p.active = 1 AND p.stock > 0 AND "_s
        + soldSince;
    const QVariantList values = QVariantList { sellerId } + soldSinceValues;
    // The page and the total in one pass; the last sale of each candidate is one seek in
    // stock_movements_product_reason, made once (materialized: not again for the order).
    QSqlQuery rows = Sql::run(m_db,
        u"WITH s AS MATERIALIZED (SELECT p.id, p.type, COALESCE(p.code, '') AS code, p.name, "
        "p.stock, (SELECT MAX(m.at) FROM stock_movements m WHERE m.product_pk = p.pk "
        "AND m.reason = 'sold') AS last_sold_at"_s
            + candidates
            + u") SELECT s.id, s.type, s.code, s.name, s.stock, s.last_sold_at, COUNT(*) OVER () "
              "FROM s ORDER BY CASE WHEN s.last_sold_at IS NULL THEN 0 ELSE 1 END, "
              "s.last_sold_at, s.type, s.id LIMIT ? OFFSET ?"_s,
        values + QVariantList { perPage, Sql::offsetOf(page, perPage) });
    static const RowMapper mapper { { u"product_id"_s, Kind::Integer }, { u"type"_s, Kind::Text },
        { u"code"_s, Kind::Text }, { u"name"_s, Kind::Text }, { u"stock"_s, Kind::Integer } };
    Page result;
    while (rows.next()) {
        QJsonObject item = mapper.object(rows);
        const QVariant last = rows.value(5);
        item.insert(u"last_sold_at"_s, last.isNull() ? QJsonValue() : QJsonValue(last.toString()));
        result.items.append(item);
        result.total = rows.value(6).toLongLong();
    }
    rows.finish();
    if (result.items.isEmpty() && page > 1) {
        // Past the last page: the total alone.
        result.total = Sql::scalar(m_db, u"SELECT COUNT(*)"_s + candidates, values).toLongLong();
    }
    return result;
}

ReportRepository::StockValue ReportRepository::stockValue(qint64 sellerId) const
{
    // A product with variants: the sum of its variants at their own prices (its stock is
    // already their sum, so it counts once); without variants, its own stock at its price.
    QSqlQuery row = Sql::run(m_db,
        u"SELECT COUNT(*), COALESCE(SUM(p.stock), 0), COALESCE(SUM(COALESCE("
        "(SELECT SUM(v.stock * v.price) FROM variants v WHERE v.product_pk = p.pk), "
        "p.stock * p.price)), 0), "
        "COALESCE(SUM(CASE WHEN p.last_cost IS NULL THEN 0 ELSE p.stock * p.last_cost END), 0), "
        "COALESCE(SUM(CASE WHEN p.last_cost IS NULL AND p.stock > 0 THEN 1 ELSE 0 END), 0) "
        "FROM products p WHERE p.seller_id = ? AND p.active = 1"_s,
        { sellerId });
    StockValue value;
    if (row.next()) {
        value.products = row.value(0).toLongLong();
        value.units = row.value(1).toLongLong();
        value.retailValue = row.value(2).toLongLong();
        value.costValue = row.value(3).toLongLong();
        value.productsWithoutCost = row.value(4).toLongLong();
    }
    return value;
}
