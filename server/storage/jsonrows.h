#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QVariant>

// Many rows written by one statement with one bound value: the rows as a JSON array of
// arrays, read back as a table (SQLite's json_each, PostgreSQL's jsonb_array_elements). A
// multi-row VALUES list binds a placeholder per value, and Qt 6.4's QSqlResult looks each
// positional placeholder up among all of them (quadratic in the statement's width: 17 % of a
// demo import with 1,200 placeholders a statement), and every width is another statement to
// prepare. One value keeps the statement's text the same for any number of rows, so it is
// prepared once (Sql::cached) and its triggers compiled once.
namespace JsonRows {

// "SELECT <column 0> AS c0, ..., <column n-1> AS cn-1 FROM <the rows>" for rows of types.size()
// values, in the array's order. `types` are PostgreSQL's (bigint, text, tsvector...): its ->> reads
// text, cast to the column's type; SQLite's ->> reads the JSON value's own type.
QString select(const QSqlDatabase &db, const QStringList &types);

// The bound value: `values` in row order, `width` values a row. Null QVariants are JSON
// null; integers and booleans numbers; doubles numbers; anything else its text.
QVariant rows(const QVariantList &values, qsizetype width);

// Runs "<head> <select(types)> <tail>" over the values in statements of at most maxRows
// rows each (cached, finished).
void insert(const QSqlDatabase &db, const QString &head, const QStringList &types,
    const QVariantList &values, const QString &tail = {});
// insert() in two halves: the bound values, rows() of at most maxRows rows each — touching no
// database, so any thread may make them (the search index writer's worker does) — and the
// statements that run over them.
QVariantList batches(const QVariantList &values, qsizetype width);
void insertBatches(const QSqlDatabase &db, const QString &head, const QStringList &types,
    const QVariantList &batches, const QString &tail = {});

constexpr qsizetype maxRows = 1000;

} // namespace JsonRows
