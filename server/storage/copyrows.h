#pragma once

#include <QByteArray>
#include <QSqlDatabase>
#include <QString>
#include <QVariantList>

// Rows written into a PostgreSQL table with COPY ... FROM STDIN on a QPSQL connection, in its
// transaction, for plain inserts (no ON CONFLICT, no expressions). Against JsonRows' INSERT
// ... SELECT over a jsonb array the server's time is about the same in a load (the table's
// indexes cost most); the client's is less, since QPSQL escapes a bound value into the text of
// an EXECUTE statement (docs/search.md, 3 Dec). Qt's QPSQL has no COPY; this is libpq's.
namespace CopyRows {

// `values` in COPY's text format, `width` values a row: null QVariants \N, booleans t and f,
// numbers as such, anything else its text with COPY's escapes. Touches no database, so any
// thread may make it (the search index writer's worker does).
QByteArray text(const QVariantList &values, qsizetype width);

// COPY <target> FROM STDIN (target: "table (column, ...)") over rows made by text(). The
// connection must have no query still active (finish() every QSqlQuery on it first). Throws a
// StorageError with PostgreSQL's message when the server refuses a row: the transaction is
// aborted then, as after any failed statement.
void copy(const QSqlDatabase &db, const QString &target, const QByteArray &rows);

} // namespace CopyRows
