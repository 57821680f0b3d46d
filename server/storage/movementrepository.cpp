#include "server/storage/movementrepository.h"

#include <QSqlQuery>
#include <QVariant>
#include <algorithm>
#include <vector>

#include "server/storage/rowmapper.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;
using Kind = RowMapper::Kind;

namespace {
// Stored times are UTC with milliseconds ("…T12:00:00.000Z"), so they compare as text, and
// their first 10 characters are the UTC day of stock_movement_days.
QString storedForm(const QDateTime &at)
{
    return at.toUTC().toString(Qt::ISODateWithMs);
}

QString dayOf(const QDateTime &at)
{
    return at.toUTC().date().toString(Qt::ISODate);
}

QString dayAfter(const QString &day)
{
    return QDate::fromString(day, Qt::ISODate).addDays(1).toString(Qt::ISODate);
}

// SQLite's planner, without statistics, may walk the seller's whole index for the ORDER BY
// where a product's own index holds a few rows; PostgreSQL has no INDEXED BY and picks well.
QString indexedBy(const QSqlDatabase &db, const QString &index)
{
    return Sql::isPostgres(db) ? QString() : u" INDEXED BY "_s + index;
}
} // namespace

void MovementRepository::Conditions::add(const QString &condition, const QVariantList &bound)
{
    sql += (sql.isEmpty() ? u" WHERE "_s : u" AND "_s) + condition;
    values += bound;
}

MovementRepository::MovementRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

qint64 MovementRepository::countWhere(const Conditions &conditions) const
{
    return Sql::scalar(
        m_db, u"SELECT COUNT(*) FROM stock_movements m"_s + conditions.sql, conditions.values)
        .toLongLong();
}

QList<MovementRepository::Day> MovementRepository::daysOf(
    qint64 sellerId, const Filter &filter) const
{
    const QString sinceDay = filter.since ? dayOf(*filter.since) : QString();
    const QString untilDay = filter.until ? dayOf(*filter.until) : QString();
    Conditions where;
    where.add(u"seller_id = ?"_s, { sellerId });
    if (!filter.reason.isEmpty())
        where.add(u"reason = ?"_s, { filter.reason });
    if (!sinceDay.isEmpty())
        where.add(u"day >= ?"_s, { sinceDay });
    if (!untilDay.isEmpty())
        where.add(u"day <= ?"_s, { untilDay });
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT day, SUM(movements), MIN(first_id), MAX(last_id) FROM stock_movement_days"_s
            + where.sql + u" GROUP BY day"_s,
        where.values);
    QList<Day> days;
    QStringList names;
    while (rows.next()) {
        names << rows.value(0).toString();
        days.append(
            { rows.value(1).toLongLong(), rows.value(2).toLongLong(), rows.value(3).toLongLong() });
    }
    // After the list is read: PostgreSQL streams a forward-only result, which another query
    // on the connection would cut short.
    rows.finish();
    for (qsizetype i = 0; i < days.size(); ++i) {
        const QString &day = names.at(i);
        if (day != sinceDay && day != untilDay)
            continue;
        // Cut by since or until: its movements are one id span of the seller's index,
        // counted with their times.
        Day &counted = days[i];
        Conditions part;
        part.add(u"m.seller_id = ?"_s, { sellerId });
        if (!filter.reason.isEmpty())
            part.add(u"m.reason = ?"_s, { filter.reason });
        part.add(u"m.id BETWEEN ? AND ?"_s, { counted.first, counted.last });
        const QString since = filter.since ? storedForm(*filter.since) : QString();
        part.add(u"m.at >= ?"_s, { std::max(day, since) });
        part.add(u"m.at < ?"_s, { dayAfter(day) });
        if (filter.until)
            part.add(u"m.at <= ?"_s, { storedForm(*filter.until) });
        counted.movements = countWhere(part);
    }
    return days;
}

MovementRepository::Start MovementRepository::startOf(QList<Day> days, qint64 offset)
{
    // Newest first. A day's first id is a clean boundary when no older day reaches it (ids
    // are in time order on one server; instances writing at once interleave a little): then
    // exactly the movements of the days so far lie at or above it. The page starts below the
    // last clean boundary with no more than `offset` movements above it.
    std::sort(
        days.begin(), days.end(), [](const Day &a, const Day &b) { return a.first > b.first; });
    std::vector<qint64> olderLast(days.size() + 1, 0);
    for (qsizetype i = days.size() - 1; i >= 0; --i)
        olderLast[i] = std::max(olderLast[i + 1], days.at(i).last);
    Start start { std::nullopt, offset };
    qint64 above = 0;
    for (qsizetype i = 0; i < days.size(); ++i) {
        above += days.at(i).movements;
        if (above > offset)
            break;
        if (olderLast[i + 1] < days.at(i).first)
            start = { days.at(i).first, offset - above };
    }
    return start;
}

void MovementRepository::compactDayCounts() const
{
    if (!Sql::isPostgres(m_db))
        return;
    // One statement: instances running it at once never count a row twice (the second
    // DELETE skips the rows the first removed). A key whose movements all moved to another
    // day (an edit, schema 12's stock_movements_recounted) goes.
    Sql::run(m_db,
        u"WITH merged AS (DELETE FROM stock_movement_days WHERE (seller_id, day, reason) IN "
        "(SELECT seller_id, day, reason FROM stock_movement_days "
        "GROUP BY seller_id, day, reason HAVING COUNT(*) > 1) "
        "RETURNING seller_id, day, reason, movements, first_id, last_id, units, amount) "
        "INSERT INTO stock_movement_days (seller_id, day, reason, movements, first_id, last_id, "
        "units, amount) SELECT seller_id, day, reason, SUM(movements), MIN(first_id), "
        "MAX(last_id), SUM(units), SUM(amount) FROM merged GROUP BY seller_id, day, reason "
        "HAVING SUM(movements) <> 0"_s);
}

MovementRepository::Page MovementRepository::list(
    qint64 sellerId, const Filter &filter, const Position &position) const
{
    Page result;
    // Conditions are fixed text; every value is bound.
    Conditions where;
    where.add(u"m.seller_id = ?"_s, { sellerId });
    QString index;
    if (filter.productPk) {
        // One product's history: its own index (newest first), counted directly.
        index = filter.variantId ? u"stock_movements_item"_s : u"stock_movements_product_history"_s;
        where.add(u"m.product_pk = ?"_s, { *filter.productPk });
        if (filter.variantId)
            where.add(u"m.variant_id = ?"_s, { *filter.variantId });
    } else {
        index = filter.reason.isEmpty() ? u"stock_movements_seller"_s
                                        : u"stock_movements_seller_reason"_s;
    }
    if (!filter.reason.isEmpty())
        where.add(u"m.reason = ?"_s, { filter.reason });
    QList<Day> days;
    const qint64 offset = position.before ? 0 : Sql::offsetOf(position.page, position.perPage);
    if (!filter.productPk && !filter.since && !filter.until && offset == 0) {
        // The first page of the seller's history (or a reason's): the total alone.
        Conditions seller;
        seller.add(u"seller_id = ?"_s, { sellerId });
        if (!filter.reason.isEmpty())
            seller.add(u"reason = ?"_s, { filter.reason });
        result.total = Sql::scalar(m_db,
            u"SELECT COALESCE(SUM(movements), 0) FROM stock_movement_days"_s + seller.sql,
            seller.values)
                           .toLongLong();
    } else if (!filter.productPk) {
        days = daysOf(sellerId, filter);
        if (days.isEmpty())
            return result;
        if (filter.since || filter.until) {
            // The days in range bound the ids: the index is read from there, not from the top.
            qint64 first = days.constFirst().first;
            qint64 last = days.constFirst().last;
            for (const Day &day : std::as_const(days)) {
                first = std::min(first, day.first);
                last = std::max(last, day.last);
            }
            where.add(u"m.id BETWEEN ? AND ?"_s, { first, last });
        }
        for (const Day &day : std::as_const(days))
            result.total += day.movements;
    }
    if (filter.since)
        where.add(u"m.at >= ?"_s, { storedForm(*filter.since) });
    if (filter.until)
        where.add(u"m.at <= ?"_s, { storedForm(*filter.until) });
    const QString movements = u" FROM stock_movements m"_s + indexedBy(m_db, index);
    if (filter.productPk)
        result.total = countWhere(where);

    Conditions page = where;
    if (position.before) {
        page.add(u"m.id < ?"_s, { *position.before });
    } else if (offset > 0) {
        if (offset >= result.total)
            return result; // past the end
        // Whole days skipped by their counts, then the rest of the offset from the index
        // alone (no product, variant or key rows read for the movements skipped).
        const Start start
            = filter.productPk ? Start { std::nullopt, offset } : startOf(days, offset);
        Conditions skipped = where;
        if (start.below)
            skipped.add(u"m.id < ?"_s, { *start.below });
        QSqlQuery first = Sql::run(m_db,
            u"SELECT m.id"_s + movements + skipped.sql + u" ORDER BY m.id DESC LIMIT 1 OFFSET ?"_s,
            skipped.values + QVariantList { start.skip });
        if (!first.next())
            return result;
        page.add(u"m.id <= ?"_s, { first.value(0).toLongLong() });
    }

    QSqlQuery rows = Sql::run(m_db,
        u"SELECT "_s + itemColumns() + movements + itemJoins() + page.sql
            + u" ORDER BY m.id DESC LIMIT ?"_s,
        page.values + QVariantList { position.perPage });
    while (rows.next())
        result.items.append(item(rows));
    return result;
}

QString MovementRepository::itemColumns()
{
    return u"m.id, m.at, p.type, p.id, p.name, COALESCE(v.barcode, p.code, ''), m.variant_id, "
           "m.stock_before, m.stock_after, m.delta, m.reason, m.note, m.app_id, "
           "COALESCE(k.name, ''), m.scanned_at, m.price, m.movement_id"_s;
}

QString MovementRepository::itemJoins()
{
    return u" JOIN products p ON p.pk = m.product_pk LEFT JOIN variants v ON v.id = m.variant_id "
           "LEFT JOIN api_keys k ON k.app_id = m.app_id"_s;
}

QJsonObject MovementRepository::item(const QSqlQuery &row)
{
    static const RowMapper mapper { { u"id"_s, Kind::Integer }, { u"at"_s, Kind::Text },
        { u"type"_s, Kind::Text }, { u"product_id"_s, Kind::Integer }, { u"name"_s, Kind::Text },
        { u"code"_s, Kind::Text }, { u"variant_id"_s, Kind::NullableInteger },
        { u"before"_s, Kind::Integer }, { u"after"_s, Kind::Integer },
        { u"delta"_s, Kind::Integer }, { u"reason"_s, Kind::Text } };
    QJsonObject item = mapper.object(row);
    const auto nullableText = [&row](int column) {
        const QVariant value = row.value(column);
        return value.isNull() ? QJsonValue() : QJsonValue(value.toString());
    };
    item.insert(u"note"_s, nullableText(11));
    item.insert(u"app_id"_s, row.value(12).toString());
    item.insert(u"key_name"_s, row.value(13).toString());
    // An idempotent replay answers from its stored result and appends no movement, so no
    // movement is ever a replay of another.
    item.insert(u"replayed_of"_s, QJsonValue());
    item.insert(u"scanned_at"_s, nullableText(14));
    const QVariant price = row.value(15);
    item.insert(u"price"_s, price.isNull() ? QJsonValue() : QJsonValue(price.toLongLong()));
    // Contract §13: the client's own id of the change (§8) and the app id that made it.
    item.insert(u"movement_id"_s, nullableText(16));
    item.insert(u"origin"_s, row.value(12).toString());
    return item;
}
