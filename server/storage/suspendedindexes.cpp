#include "server/storage/suspendedindexes.h"

#include <QSqlQuery>
#include <QVariant>

#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

void SuspendedIndexes::suspend(const QSqlDatabase &db, const QString &table, qint64 incomingRows)
{
    if (Sql::isPostgres(db) || !m_statements.isEmpty())
        return;
    // The table name is our own constant; COUNT(*) reads the table's smallest index.
    QSqlQuery existing = Sql::run(db, u"SELECT COUNT(*) FROM "_s + table);
    if (!existing.next() || existing.value(0).toLongLong() >= incomingRows)
        return;
    existing.finish();
    // Named indexes only: those of UNIQUE constraints have no SQL. products_code_all stays:
    // schema 25's quality triggers look up each written product's code group by it, and
    // without it every row would scan the table.
    QSqlQuery indexes = Sql::run(db,
        u"SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? "
        "AND sql IS NOT NULL AND name <> 'products_code_all' ORDER BY name"_s,
        { table });
    QStringList names;
    while (indexes.next()) {
        names << indexes.value(0).toString();
        m_statements << indexes.value(1).toString();
    }
    indexes.finish();
    for (const QString &name : std::as_const(names)) // names from the schema, quoted anyway
        Sql::run(db, u"DROP INDEX \"%1\""_s.arg(QString(name).replace(u'"', u"\"\""_s)));
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
    if (Sql::isPostgres(db) || !m_statements.isEmpty())
        return;
    QSqlQuery existing = Sql::run(db, u"SELECT COUNT(*) FROM "_s + table);
    if (!existing.next() || existing.value(0).toLongLong() >= incomingRows)
        return;
    existing.finish();
    QSqlQuery triggers = Sql::run(db,
        u"SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ? "
        "AND name LIKE 'products\\_quality\\_%' ESCAPE '\\' ORDER BY name"_s,
        { table });
    QStringList names;
    while (triggers.next()) {
        names << triggers.value(0).toString();
        m_statements << triggers.value(1).toString();
    }
    triggers.finish();
    for (const QString &name : std::as_const(names))
        Sql::run(db, u"DROP TRIGGER \"%1\""_s.arg(QString(name).replace(u'"', u"\"\""_s)));
}

void SuspendedQualityTriggers::restore(const QSqlDatabase &db)
{
    if (m_statements.isEmpty())
        return;
    // As sqlite-025-catalog-admin.sql computes them (contract §15).
    Sql::run(db,
        u"UPDATE products SET (issues, completeness) = (SELECT q.issues, q.completeness "
        "FROM product_quality q WHERE q.pk = products.pk)"_s);
    Sql::run(db, u"DELETE FROM quality_totals"_s);
    Sql::run(db,
        u"INSERT INTO quality_totals (seller_id, category_id, issues, products, "
        "active_products, completeness_sum) SELECT seller_id, COALESCE(category_id, 0), "
        "issues, COUNT(*), SUM(COALESCE(own_active, active) <> 0), SUM(completeness) "
        "FROM products GROUP BY seller_id, COALESCE(category_id, 0), issues"_s);
    while (!m_statements.isEmpty())
        Sql::run(db, m_statements.takeFirst());
}
