#include "server/storage/suspendedindexes.h"

#include <QSqlQuery>
#include <QVariant>

#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

// Whether more rows are coming than the table holds: then rebuilding once beats keeping up
// row by row.
bool holdsFewerThan(const QSqlDatabase &db, const QString &table, qint64 incomingRows)
{
    // The table name is our own constant; COUNT(*) reads the table's smallest index.
    QSqlQuery existing = Sql::run(db, u"SELECT COUNT(*) FROM "_s + table);
    return existing.next() && existing.value(0).toLongLong() < incomingRows;
}

// Drops the table's schema objects of `kind` (index, trigger) that `which` selects when more
// rows are coming than the table holds (SQLite only); returns their CREATE statements.
QStringList setAside(const QSqlDatabase &db, const QString &table, qint64 incomingRows,
    const QString &kind, const QString &which)
{
    if (Sql::isPostgres(db) || !holdsFewerThan(db, table, incomingRows))
        return {};
    QSqlQuery objects = Sql::run(db,
        u"SELECT name, sql FROM sqlite_master WHERE type = ? AND tbl_name = ? AND %1 "
        "ORDER BY name"_s.arg(which),
        { kind, table });
    QStringList names, statements;
    while (objects.next()) {
        names << objects.value(0).toString();
        statements << objects.value(1).toString();
    }
    objects.finish();
    for (const QString &name : std::as_const(names)) { // names from the schema, quoted anyway
        Sql::run(
            db, u"DROP %1 \"%2\""_s.arg(kind.toUpper(), QString(name).replace(u'"', u"\"\""_s)));
    }
    return statements;
}

} // namespace

void SuspendedIndexes::suspend(const QSqlDatabase &db, const QString &table, qint64 incomingRows)
{
    // Named indexes only: those of UNIQUE constraints have no SQL. products_code_all stays:
    // schema 25's quality triggers look up each written product's code group by it, and
    // without it every row would scan the table (and their computation in
    // SuspendedQualityTriggers::restore() every group).
    if (m_statements.isEmpty()) {
        m_statements = setAside(db, table, incomingRows, u"index"_s,
            u"sql IS NOT NULL AND name <> 'products_code_all'"_s);
    }
}

void SuspendedIndexes::restore(const QSqlDatabase &db, const std::function<void()> &built)
{
    while (!m_statements.isEmpty()) {
        Sql::run(db, m_statements.takeFirst());
        if (built)
            built();
    }
}

void SuspendedQualityTriggers::suspend(
    const QSqlDatabase &db, const QString &table, qint64 incomingRows)
{
    if (m_deferred || !m_statements.isEmpty())
        return;
    if (Sql::isPostgres(db)) {
        // The triggers stay (other instances' writes need them) and pass this transaction's
        // rows by (postgresql-029-deferred-quality.sql).
        if (holdsFewerThan(db, table, incomingRows)) {
            Sql::run(db, u"SET LOCAL catalog.quality_deferred = 'on'"_s);
            // Other instances' writes to the totals wait from here to the commit, so settle()'s
            // rebuild counts every committed product once. Taken first, while this transaction
            // holds nothing: a writer that waits for it holds no row this load waits for before
            // it waits (if it holds one the load needs later, its own deadlock check, a second
            // after it began waiting, makes it the one that gives way, and the server runs its
            // write again: contract §3's busy at worst).
            Sql::run(db, u"LOCK TABLE quality_totals IN EXCLUSIVE MODE"_s);
            m_deferred = true;
        }
        return;
    }
    m_statements = setAside(
        db, table, incomingRows, u"trigger"_s, u"name LIKE 'products\\_quality\\_%' ESCAPE '\\'"_s);
}

void SuspendedQualityTriggers::restore(const QSqlDatabase &db)
{
    if (m_statements.isEmpty())
        return;
    // As sqlite-025-catalog-admin.sql computes them (contract §15).
    Sql::run(db,
        u"UPDATE products SET (issues, completeness) = (SELECT q.issues, q.completeness "
        "FROM product_quality q WHERE q.pk = products.pk)"_s);
    rebuildTotals(db);
    while (!m_statements.isEmpty())
        Sql::run(db, m_statements.takeFirst());
}

void SuspendedQualityTriggers::settle(const QSqlDatabase &db)
{
    if (!m_deferred)
        return;
    // As postgresql-025-catalog-admin.sql computes them, only the rows that change (each a new
    // row version; the load's new products hold zeros until now).
    Sql::run(db,
        u"UPDATE products p SET issues = q.issues, completeness = q.completeness "
        "FROM product_quality q WHERE q.pk = p.pk "
        "AND (p.issues, p.completeness) IS DISTINCT FROM (q.issues, q.completeness)"_s);
    rebuildTotals(db);
    Sql::run(db, u"SET LOCAL catalog.quality_deferred = 'off'"_s);
    m_deferred = false;
}

void SuspendedQualityTriggers::rebuildTotals(const QSqlDatabase &db)
{
    Sql::run(db, u"DELETE FROM quality_totals"_s);
    Sql::run(db,
        u"INSERT INTO quality_totals (seller_id, category_id, issues, products, "
        "active_products, completeness_sum) SELECT seller_id, COALESCE(category_id, 0), "
        "issues, COUNT(*), SUM(CASE WHEN COALESCE(own_active, active) <> 0 THEN 1 ELSE 0 END), "
        "SUM(completeness) FROM products GROUP BY seller_id, COALESCE(category_id, 0), issues"_s);
}
