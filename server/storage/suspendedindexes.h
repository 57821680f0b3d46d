#pragma once

#include <QSqlDatabase>
#include <QStringList>
#include <functional>

// A table's secondary indexes set aside for a bulk write on SQLite: dropped when more rows are
// coming than the table holds, then built once from the finished table (sorted, about a second
// per index at a million rows) instead of updated row by row in random order. Used inside the
// write's transaction: readers keep their snapshot (WAL), and a rollback brings the indexes
// back. A no-op on PostgreSQL, where DROP INDEX would lock other instances' readers out for the
// whole write. UNIQUE constraints' own indexes stay (upserts need them).
class SuspendedIndexes final
{
public:
    void suspend(const QSqlDatabase &db, const QString &table, qint64 incomingRows);
    // Calls `built` after each index.
    void restore(const QSqlDatabase &db, const std::function<void()> &built = {});

private:
    QStringList m_statements; // their CREATE INDEX statements
};
