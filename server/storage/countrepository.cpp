#include "server/storage/countrepository.h"

#include <QDateTime>
#include <QSqlQuery>
#include <QVariant>

#include "server/storage/documentlock.h"
#include "server/storage/pagedselect.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

QJsonValue jsonOf(const QString &value)
{
    return value.isNull() ? QJsonValue() : QJsonValue(value);
}

const QString countColumns = u"id, seller_id, name, type, category_id, status, started_at, "
                             "closed_at, start_movement_id, end_movement_id"_s;

CountRepository::Count countOf(const QSqlQuery &row)
{
    CountRepository::Count count;
    count.id = row.value(0).toLongLong();
    count.sellerId = row.value(1).toLongLong();
    count.name = row.value(2).toString();
    count.type = row.value(3).isNull() ? QString() : row.value(3).toString();
    if (!row.value(4).isNull())
        count.categoryId = row.value(4).toLongLong();
    count.status = row.value(5).toString();
    count.startedAt = row.value(6).toString();
    count.closedAt = row.value(7).isNull() ? QString() : row.value(7).toString();
    count.startMovementId = row.value(8).toLongLong();
    if (!row.value(9).isNull())
        count.endMovementId = row.value(9).toLongLong();
    return count;
}

} // namespace

QJsonObject CountRepository::Line::toJson() const
{
    return { { u"code"_s, code }, { u"product_id"_s, productId },
        { u"variant_id"_s, variantId ? QJsonValue(variantId) : QJsonValue() }, { u"name"_s, name },
        { u"expected"_s, expected }, { u"stock_when_counted"_s, stockWhenCounted },
        { u"counted"_s, counted }, { u"moved_since_counted"_s, movedSinceCounted },
        { u"variance"_s, variance() } };
}

CountRepository::CountRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

qint64 CountRepository::openCount(qint64 sellerId) const
{
    return Sql::scalar(m_db,
        u"SELECT COUNT(*) FROM stock_counts WHERE seller_id = ? AND status = 'open'"_s,
        { sellerId })
        .toLongLong();
}

bool CountRepository::categoryExists(qint64 categoryId) const
{
    QSqlQuery row = Sql::run(m_db, u"SELECT 1 FROM categories WHERE id = ?"_s, { categoryId });
    return row.next();
}

CountRepository::Count CountRepository::create(qint64 sellerId, const QString &name,
    const QString &type, std::optional<qint64> categoryId) const
{
    QSqlQuery row = Sql::run(m_db,
        u"INSERT INTO stock_counts (seller_id, name, type, category_id, status, started_at, "
        "start_movement_id) VALUES (?, ?, ?, ?, 'open', ?, "
        "(SELECT COALESCE(MAX(id), 0) FROM stock_movements)) RETURNING "_s
            + countColumns,
        { sellerId, name, Sql::nullable(type), Sql::nullable(categoryId), now() });
    row.next();
    return countOf(row);
}

std::optional<CountRepository::Count> CountRepository::find(qint64 sellerId, qint64 countId) const
{
    QSqlQuery row = Sql::run(m_db,
        u"SELECT "_s + countColumns + u" FROM stock_counts WHERE id = ? AND seller_id = ?"_s,
        { countId, sellerId });
    if (!row.next())
        return std::nullopt;
    return countOf(row);
}

QString CountRepository::scopeSql(const Count &count, QVariantList &values) const
{
    // Fixed text per kind of scope; the values are bound. A category covers its descendants.
    QString sql;
    if (!count.type.isNull()) {
        sql += u" AND p.type = ?"_s;
        values << count.type;
    }
    if (count.categoryId) {
        // CAST: PostgreSQL would take a bare parameter as text.
        sql += u" AND p.category_id IN (WITH RECURSIVE sub(id) AS (SELECT CAST(? AS BIGINT) "
               "UNION ALL "
               "SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id) "
               "SELECT id FROM sub)"_s;
        values << *count.categoryId;
    }
    return sql;
}

bool CountRepository::inScope(const Count &count, qint64 productPk) const
{
    QVariantList values { productPk, count.sellerId };
    const QString scope = scopeSql(count, values);
    QSqlQuery row = Sql::run(m_db,
        u"SELECT 1 FROM products p WHERE p.pk = ? AND p.seller_id = ? AND p.active = 1"_s + scope,
        values);
    return row.next();
}

qint64 CountRepository::stockForScan(qint64 productPk, qint64 variantId) const
{
    const QString lock = Sql::rowLock(m_db, u"SHARE"_s);
    QSqlQuery row = variantId
        ? Sql::run(m_db, u"SELECT stock FROM variants WHERE id = ?"_s + lock, { variantId })
        : Sql::run(m_db, u"SELECT stock FROM products WHERE pk = ?"_s + lock, { productPk });
    return row.next() ? row.value(0).toLongLong() : 0;
}

QString CountRepository::statusForScan(qint64 countId) const
{
    DocumentLock::forScan(m_db, DocumentLock::Kind::Count, countId);
    return Sql::scalar(m_db, u"SELECT status FROM stock_counts WHERE id = ?"_s, { countId })
        .toString();
}

QString CountRepository::applyItems(const Count &count, bool notScanned, QVariantList &values) const
{
    values << count.id;
    QString condition
        = u"(p.pk IN (SELECT l.product_pk FROM stock_count_lines l WHERE l.count_id = ?)"_s;
    if (notScanned) {
        values << count.sellerId;
        condition += u" OR (p.seller_id = ? AND p.active = 1"_s + scopeSql(count, values) + u")"_s;
    }
    return condition + u")"_s;
}

bool CountRepository::claim(qint64 countId, const QString &status) const
{
    DocumentLock::forClose(m_db, DocumentLock::Kind::Count, countId);
    QSqlQuery row = Sql::run(m_db,
        u"UPDATE stock_counts SET status = ? WHERE id = ? AND status = 'open' RETURNING id"_s,
        { status, countId });
    return row.next();
}

std::optional<qint64> CountRepository::addScan(
    qint64 countId, qint64 productPk, qint64 variantId, qint64 quantity, qint64 stockNow) const
{
    if (quantity > 0) {
        QSqlQuery row = Sql::run(m_db,
            u"INSERT INTO stock_count_lines (count_id, product_pk, variant_id, counted, "
            "stock_when_counted, counted_at) VALUES (?, ?, ?, ?, ?, ?) "
            "ON CONFLICT (count_id, product_pk, variant_id) DO UPDATE SET "
            "counted = stock_count_lines.counted + excluded.counted, "
            "stock_when_counted = excluded.stock_when_counted, counted_at = excluded.counted_at "
            "RETURNING counted"_s,
            { countId, productPk, variantId, quantity, stockNow, now() });
        return row.next() ? row.value(0).toLongLong() : quantity;
    }
    // A take-back: only an existing line, never below 0, decided in the statement itself so
    // two devices taking back at once cannot both pass.
    QSqlQuery row = Sql::run(m_db,
        u"UPDATE stock_count_lines SET counted = counted + ?, stock_when_counted = ?, "
        "counted_at = ? WHERE count_id = ? AND product_pk = ? AND variant_id = ? "
        "AND counted + ? >= 0 RETURNING counted"_s,
        { quantity, stockNow, now(), countId, productPk, variantId, quantity });
    if (!row.next())
        return std::nullopt;
    const qint64 counted = row.value(0).toLongLong();
    row.finish();
    if (counted == 0) {
        // Taken back to nothing: the item is "not scanned" again, so Keep leaves it alone
        // instead of setting it to 0.
        Sql::run(m_db,
            u"DELETE FROM stock_count_lines WHERE count_id = ? AND product_pk = ? "
            "AND variant_id = ?"_s,
            { countId, productPk, variantId });
    }
    return counted;
}

qint64 CountRepository::lineCount(qint64 countId) const
{
    return Sql::scalar(
        m_db, u"SELECT COUNT(*) FROM stock_count_lines WHERE count_id = ?"_s, { countId })
        .toLongLong();
}

QString CountRepository::movedSinceStartSql(const Count &count, QVariantList &values) const
{
    values << count.startMovementId;
    return u"(SELECT COALESCE(SUM(m.delta), 0) FROM stock_movements m "
           "WHERE m.product_pk = i.product_pk AND m.variant_id IS NOT DISTINCT FROM "
           "NULLIF(i.variant_id, 0) AND m.id > ?)"_s;
}

CountRepository::LinePage CountRepository::readLines(const Count &count, const QString &inner,
    const QVariantList &innerValues, qint64 page, int perPage) const
{
    LinePage result;
    result.total = Sql::scalar(m_db, u"SELECT COUNT(*) FROM ("_s + inner + u") i"_s, innerValues)
                       .toLongLong();

    // Placeholders bind in text order: the subquery, the items, then the page.
    QVariantList values;
    QString sql = u"SELECT i.product_pk, i.variant_id, i.product_id, i.type, i.code, i.name, "
                  "i.stock, i.counted, i.stock_when_counted, i.moved_since_counted, "_s;
    sql += movedSinceStartSql(count, values);
    sql += u" FROM ("_s + inner + u") i ORDER BY i.ord, i.product_id, i.variant_id"_s;
    values += innerValues;
    if (perPage > 0) {
        sql += u" LIMIT ? OFFSET ?"_s;
        values << perPage << Sql::offsetOf(page, perPage);
    }
    QSqlQuery rows = Sql::run(m_db, sql, values);
    while (rows.next()) {
        Line line;
        line.productPk = rows.value(0).toLongLong();
        line.variantId = rows.value(1).toLongLong();
        line.productId = rows.value(2).toLongLong();
        line.type = rows.value(3).toString();
        line.code = rows.value(4).toString();
        line.name = rows.value(5).toString();
        line.stock = rows.value(6).toLongLong();
        line.counted = rows.value(7).toLongLong();
        line.stockWhenCounted = rows.value(8).toLongLong();
        // Frozen when the count closed; while it is open, every change of the item since its
        // scan is in its stock (the history's chain: each before is the previous after).
        line.movedSinceCounted = rows.value(9).isNull() ? line.stock - line.stockWhenCounted
                                                        : rows.value(9).toLongLong();
        // Every movement since the start explains the difference between now and then.
        line.expected = line.stock - rows.value(10).toLongLong();
        result.lines.append(line);
    }
    return result;
}

CountRepository::LinePage CountRepository::lines(const Count &count, qint64 page, int perPage) const
{
    const QString inner
        = u"SELECT l.id AS ord, l.product_pk, l.variant_id, p.id AS product_id, p.type, "
          "COALESCE(v.barcode, p.code, '') AS code, "
          "CASE WHEN v.id IS NULL THEN p.name ELSE p.name || ' — ' || v.name END AS name, "
          "CASE WHEN l.variant_id = 0 THEN p.stock ELSE v.stock END AS stock, l.counted, "
          "l.stock_when_counted, l.moved_since_counted "
          "FROM stock_count_lines l JOIN products p ON p.pk = l.product_pk "
          "LEFT JOIN variants v ON v.id = l.variant_id WHERE l.count_id = ?"_s;
    return readLines(count, inner, { count.id }, page, perPage);
}

CountRepository::LinePage CountRepository::notScanned(
    const Count &count, qint64 page, int perPage) const
{
    QVariantList values { count.sellerId };
    QString inner
        = u"SELECT 0 AS ord, p.pk AS product_pk, 0 AS variant_id, p.id AS product_id, "
          "p.type, COALESCE(p.code, '') AS code, p.name AS name, p.stock AS stock, "
          "0 AS counted, p.stock AS stock_when_counted, "
          "CAST(NULL AS BIGINT) AS moved_since_counted FROM products p WHERE p.seller_id = ? AND p.active = 1"_s;
    inner += scopeSql(count, values);
    inner += u" AND NOT EXISTS (SELECT 1 FROM variants x WHERE x.product_pk = p.pk) "
             "AND NOT EXISTS (SELECT 1 FROM stock_count_lines l WHERE l.count_id = ? "
             "AND l.product_pk = p.pk AND l.variant_id = 0)"_s;
    values << count.id << count.sellerId;
    inner += u" UNION ALL SELECT 0, p.pk, v.id, p.id, p.type, v.barcode, "
             "p.name || ' — ' || v.name, v.stock, 0, v.stock, CAST(NULL AS BIGINT) FROM variants v "
             "JOIN products p ON p.pk = v.product_pk WHERE p.seller_id = ? AND p.active = 1"_s;
    inner += scopeSql(count, values);
    inner += u" AND NOT EXISTS (SELECT 1 FROM stock_count_lines l WHERE l.count_id = ? "
             "AND l.product_pk = p.pk AND l.variant_id = v.id)"_s;
    values << count.id;
    return readLines(count, inner, values, page, perPage);
}

void CountRepository::freezeMovedSinceCounted(qint64 countId) const
{
    Sql::run(m_db,
        u"UPDATE stock_count_lines SET moved_since_counted = COALESCE("
        "(SELECT v.stock FROM variants v WHERE v.id = stock_count_lines.variant_id), "
        "(SELECT p.stock FROM products p WHERE p.pk = stock_count_lines.product_pk)) "
        "- stock_when_counted WHERE count_id = ? AND moved_since_counted IS NULL"_s,
        { countId });
}

void CountRepository::close(qint64 countId, const QString &status) const
{
    freezeMovedSinceCounted(countId);
    Sql::run(m_db,
        u"UPDATE stock_counts SET status = ?, closed_at = ?, "
        "end_movement_id = (SELECT COALESCE(MAX(id), 0) FROM stock_movements) WHERE id = ?"_s,
        { status, now(), countId });
}

QJsonObject CountRepository::summary(const Count &count) const
{
    return { { u"id"_s, count.id }, { u"name"_s, count.name }, { u"type"_s, jsonOf(count.type) },
        { u"category_id"_s, count.categoryId ? QJsonValue(*count.categoryId) : QJsonValue() },
        { u"status"_s, count.status }, { u"started_at"_s, count.startedAt },
        { u"closed_at"_s, jsonOf(count.closedAt) }, { u"lines"_s, lineCount(count.id) } };
}

CountRepository::CountPage CountRepository::list(
    qint64 sellerId, const QString &status, qint64 page, int perPage) const
{
    PagedSelect select(u" FROM stock_counts"_s, u"seller_id = ?"_s, { sellerId });
    if (!status.isNull())
        select.where(u"status = ?"_s, status);
    CountPage result;
    result.total = select.total(m_db);
    QSqlQuery rows = select.rows(m_db, countColumns, u"id"_s, page, perPage);
    QList<Count> counts;
    while (rows.next())
        counts.append(countOf(rows));
    rows.finish();
    for (const Count &count : counts)
        result.items.append(summary(count));
    return result;
}
