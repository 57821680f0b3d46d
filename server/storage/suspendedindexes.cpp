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

// Whether a PostgreSQL table must be empty for its indexes to be set aside.
enum class TableRows { MustBeEmpty, Any };

// PostgreSQL: whether this transaction may drop the table's indexes for a load. DROP INDEX takes
// the table for itself until the commit, so every other reader of it would wait for the whole
// load: only an empty table (nothing to serve yet; or one written alongside such a table,
// TableRows::Any) in a database no other session is connected to (no serving instance), locked
// at once or not at all (NOWAIT).
bool mayTakeTable(const QSqlDatabase &db, const QString &table, TableRows rows)
{
    if (rows == TableRows::MustBeEmpty
        && Sql::run(db, u"SELECT 1 FROM "_s + table + u" LIMIT 1"_s).next())
        return false;
    const qint64 others = Sql::scalar(db,
        u"SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() "
        "AND pid <> pg_backend_pid() AND backend_type = 'client backend'"_s)
                              .toLongLong();
    if (others > 0)
        return false;
    return Sql::lockedAtOnce(db, u"LOCK TABLE "_s + table + u" IN ACCESS EXCLUSIVE MODE NOWAIT"_s);
}

// PostgreSQL: drops the table's foreign keys; returns the statements that add them again, each
// checking every row in one join (as pg_restore does) instead of one lookup per row written
// (5 µs per key a row: a million products with four keys spent 20 s in them).
QStringList setAsideForeignKeys(const QSqlDatabase &db, const QString &table)
{
    QSqlQuery keys = Sql::run(db,
        u"SELECT conname, pg_get_constraintdef(oid) FROM pg_constraint "
        "WHERE conrelid = CAST(? AS regclass) AND contype = 'f' ORDER BY conname"_s,
        { table });
    QStringList names, statements;
    while (keys.next()) {
        // Names from the catalog, quoted anyway; the table name is our own constant.
        const QString name = u"\"%1\""_s.arg(keys.value(0).toString().replace(u'"', u"\"\""_s));
        names << name;
        statements << u"ALTER TABLE %1 ADD CONSTRAINT %2 %3"_s.arg(
            table, name, keys.value(1).toString());
    }
    keys.finish();
    for (const QString &name : std::as_const(names))
        Sql::run(db, u"ALTER TABLE %1 DROP CONSTRAINT %2"_s.arg(table, name));
    return statements;
}

// PostgreSQL: drops the table's indexes but the unique ones (primary keys, upserts' conflict
// targets) and those named in `kept`, and its foreign keys; returns the statements that build
// them again, the indexes first (a key's check reads the table whole).
QStringList setAsidePostgres(
    const QSqlDatabase &db, const QString &table, const QStringList &kept, TableRows rows)
{
    if (!mayTakeTable(db, table, rows))
        return {};
    QSqlQuery indexes = Sql::run(db,
        u"SELECT c.relname, pg_get_indexdef(i.indexrelid) FROM pg_index i "
        "JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = CAST(? AS regclass) "
        "AND NOT i.indisunique ORDER BY c.relname"_s,
        { table });
    QStringList names, statements;
    while (indexes.next()) {
        if (kept.contains(indexes.value(0).toString()))
            continue;
        names << indexes.value(0).toString();
        statements << indexes.value(1).toString();
    }
    indexes.finish();
    for (const QString &name : std::as_const(names)) // names from the catalog, quoted anyway
        Sql::run(db, u"DROP INDEX \"%1\""_s.arg(QString(name).replace(u'"', u"\"\""_s)));
    return statements + setAsideForeignKeys(db, table);
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

void SuspendedIndexes::suspend(
    const QSqlDatabase &db, const QString &table, qint64 incomingRows, const QStringList &kept)
{
    if (!m_statements.isEmpty() || incomingRows <= 0)
        return;
    m_postgres = Sql::isPostgres(db);
    if (m_postgres) {
        m_statements = setAsidePostgres(db, table, kept, TableRows::MustBeEmpty);
        return;
    }
    // Named indexes only: those of UNIQUE constraints have no SQL.
    QString which = u"sql IS NOT NULL"_s;
    for (const QString &name : kept) // our own constants
        which += u" AND name <> '%1'"_s.arg(name);
    m_statements = setAside(db, table, incomingRows, u"index"_s, which);
}

void SuspendedIndexes::suspendAlongside(const SuspendedIndexes &owner, const QSqlDatabase &db,
    const QString &table, qint64 incomingRows)
{
    if (!Sql::isPostgres(db)) {
        suspend(db, table, incomingRows);
        return;
    }
    if (!m_statements.isEmpty() || !owner.holdsAny())
        return;
    m_postgres = true;
    m_statements = setAsidePostgres(db, table, {}, TableRows::Any);
}

void SuspendedIndexes::restore(const QSqlDatabase &db, const std::function<void()> &built)
{
    if (m_statements.isEmpty())
        return;
    // PostgreSQL, for this transaction only: a B-tree's sort in memory instead of runs on disk;
    // a GIN index's posting lists gathered in small batches, which was faster than in large
    // ones (the search index's at 1,000,000 products: 22-26 s with 256 MB, 12 s with 8 MB,
    // 13-14 s with 2-4 MB; and 10 % smaller).
    QString memory;
    while (!m_statements.isEmpty()) {
        const QString statement = m_statements.takeFirst();
        if (m_postgres) {
            const QString wanted = statement.contains(u" USING gin "_s) ? u"8MB"_s : u"256MB"_s;
            if (wanted != memory) {
                Sql::run(db, u"SET LOCAL maintenance_work_mem = '%1'"_s.arg(wanted));
                memory = wanted;
            }
        }
        Sql::run(db, statement);
        if (built)
            built();
    }
    if (m_postgres)
        Sql::run(db, u"SET LOCAL maintenance_work_mem TO DEFAULT"_s);
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
    // row version). The view looks each product's code group up twice (25 s at 1,000,000), so
    // it is read only for the products whose figures may differ from those of their own
    // columns, which a new row holds already (schema 32): a seller inactive, a code another
    // seller holds too, or figures not their own columns' (a product the load updated, or one
    // that left such a group). For any other product the view's figures are its own.
    Sql::run(db,
        u"WITH candidates AS MATERIALIZED (SELECT p.pk FROM products p "
        "JOIN sellers s ON s.id = p.seller_id "
        "LEFT JOIN (SELECT code FROM products WHERE code IS NOT NULL GROUP BY code "
        "HAVING MIN(seller_id) <> MAX(seller_id)) AS shared ON shared.code = p.code "
        "WHERE s.active = 0 OR shared.code IS NOT NULL "
        "OR (p.issues, p.completeness) IS DISTINCT FROM (product_own_issues(p.type, p.image, "
        "p.category_id, p.author_id, p.publisher_id, p.description, p.old_price, p.price, "
        "p.code), product_completeness(p.type, p.author_id, p.publisher_id, p.category_id, "
        "p.description, p.pages, p.image, p.code))) "
        "UPDATE products p SET issues = q.issues, completeness = q.completeness "
        "FROM candidates c CROSS JOIN LATERAL (SELECT v.issues, v.completeness "
        "FROM product_quality v WHERE v.pk = c.pk) AS q WHERE p.pk = c.pk "
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
