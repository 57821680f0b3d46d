#include "server/storage/reportrepository.h"

#include <QJsonObject>
#include <QSqlQuery>
#include <QVariant>

#include "server/storage/rowmapper.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;
using Kind = RowMapper::Kind;

namespace {

// Stored times are UTC text ("2026-05-01T12:00:00.000Z"), so a day's movements are the range
// [day, next day) compared as text, and a movement's day is its first ten characters.
QString dayText(QDate day)
{
    return day.toString(Qt::ISODate);
}

// The seller's sales and customer returns of [from, until], read from the covering
// (reason, at, product_pk, delta, price) index in one range per reason; the seller's products
// are a list the rows are checked against. The unary + keeps SQLite from reading them product by
// product through stock_movements_product_reason instead (thousands of seeks for a large shop).
const QString salesWhere = u" WHERE m.reason IN ('sold', 'returned') AND m.at >= ? AND m.at < ? "
                           "AND +m.product_pk IN (SELECT pk FROM products WHERE seller_id = ?)"_s;
// Net units and revenue: a sale's delta is negative, a return's positive.
const QString netUnits = u"-SUM(m.delta)"_s;
const QString netRevenue = u"-SUM(m.delta * COALESCE(m.price, 0))"_s;

QVariantList salesValues(qint64 sellerId, QDate from, QDate until)
{
    return { dayText(from), dayText(until.addDays(1)), sellerId };
}

} // namespace

ReportRepository::ReportRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

QList<ReportRepository::DaySales> ReportRepository::dailySales(
    qint64 sellerId, QDate from, QDate until) const
{
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT substr(m.at, 1, 10), "_s + netUnits + u", "_s + netRevenue
            + u", SUM(CASE WHEN m.reason = 'returned' THEN m.delta ELSE 0 END) "
              "FROM stock_movements m"_s
            + salesWhere + u" GROUP BY substr(m.at, 1, 10)"_s,
        salesValues(sellerId, from, until));
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
    // A product whose returns outweigh its sales in the period sold nothing: it is left out.
    const QString order
        = byRevenue ? u"t.revenue DESC, t.units DESC"_s : u"t.units DESC, t.revenue DESC"_s;
    // Grouped by product first, then the best few joined to their names.
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT p.id, p.type, COALESCE(p.code, ''), p.name, t.units, t.revenue FROM "
        "(SELECT m.product_pk, "_s
            + netUnits + u" AS units, "_s + netRevenue + u" AS revenue FROM stock_movements m"_s
            + salesWhere + u" GROUP BY m.product_pk HAVING "_s + netUnits
            + u" > 0) t JOIN products p ON p.pk = t.product_pk ORDER BY "_s + order
            + u", p.type, p.id LIMIT ?"_s,
        salesValues(sellerId, from, until) + QVariantList { limit });
    static const RowMapper mapper { { u"product_id"_s, Kind::Integer }, { u"type"_s, Kind::Text },
        { u"code"_s, Kind::Text }, { u"name"_s, Kind::Text }, { u"units"_s, Kind::Integer },
        { u"revenue"_s, Kind::Integer } };
    return mapper.all(rows);
}

ReportRepository::Page ReportRepository::slow(
    qint64 sellerId, const QDateTime &soldBefore, qint64 page, int perPage) const
{
    // The last sale of each product is one seek in stock_movements_product_reason.
    const QString candidates
        = u" FROM (SELECT p.id, p.type, COALESCE(p.code, '') AS code, p.name, p.stock, "
          "(SELECT MAX(m.at) FROM stock_movements m WHERE m.product_pk = p.pk "
          "AND m.reason = 'sold') AS last_sold_at "
          "FROM products p WHERE p.seller_id = ? AND p.active = 1 AND p.stock > 0) s "
          "WHERE s.last_sold_at IS NULL OR s.last_sold_at < ?"_s;
    const QVariantList values { sellerId, soldBefore.toUTC().toString(Qt::ISODateWithMs) };
    Page result;
    QSqlQuery total = Sql::run(m_db, u"SELECT COUNT(*)"_s + candidates, values);
    result.total = total.next() ? total.value(0).toLongLong() : 0;
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT s.id, s.type, s.code, s.name, s.stock, s.last_sold_at"_s + candidates
            + u" ORDER BY CASE WHEN s.last_sold_at IS NULL THEN 0 ELSE 1 END, s.last_sold_at, "
              "s.type, s.id LIMIT ? OFFSET ?"_s,
        values + QVariantList { perPage, Sql::offsetOf(page, perPage) });
    static const RowMapper mapper { { u"product_id"_s, Kind::Integer }, { u"type"_s, Kind::Text },
        { u"code"_s, Kind::Text }, { u"name"_s, Kind::Text }, { u"stock"_s, Kind::Integer } };
    while (rows.next()) {
        QJsonObject item = mapper.object(rows);
        const QVariant last = rows.value(5);
        item.insert(u"last_sold_at"_s, last.isNull() ? QJsonValue() : QJsonValue(last.toString()));
        result.items.append(item);
    }
    return result;
}

ReportRepository::StockValue ReportRepository::stockValue(qint64 sellerId) const
{
    // A product with variants: the sum of its variants at their own prices (its stock is
    // already their sum); without variants, its own stock at its price.
    QSqlQuery row = Sql::run(m_db,
        u"SELECT COUNT(*), COALESCE(SUM(p.stock), 0), COALESCE(SUM(COALESCE("
        "(SELECT SUM(v.stock * v.price) FROM variants v WHERE v.product_pk = p.pk), "
        "p.stock * p.price)), 0) FROM products p WHERE p.seller_id = ? AND p.active = 1"_s,
        { sellerId });
    StockValue value;
    if (row.next()) {
        value.products = row.value(0).toLongLong();
        value.units = row.value(1).toLongLong();
        value.retailValue = row.value(2).toLongLong();
    }
    return value;
}

ReportRepository::CostValue ReportRepository::costValue(qint64 sellerId) const
{
    // last_cost: the cost of the latest posted receipt line (contract §11); a product's stock is
    // the sum of its variants', so it counts once.
    QSqlQuery row = Sql::run(m_db,
        u"SELECT COALESCE(SUM(CASE WHEN last_cost IS NULL THEN 0 ELSE stock * last_cost END), 0), "
        "COALESCE(SUM(CASE WHEN last_cost IS NULL AND stock > 0 THEN 1 ELSE 0 END), 0) "
        "FROM products WHERE seller_id = ? AND active = 1"_s,
        { sellerId });
    CostValue value;
    if (row.next()) {
        value.costValue = row.value(0).toLongLong();
        value.productsWithoutCost = row.value(1).toLongLong();
    }
    return value;
}
