#pragma once

#include <QSqlDatabase>
#include <QStringList>
#include <functional>

// A table's secondary indexes set aside for a bulk write: dropped, then built once from the
// finished table (sorted, about a second per index at a million rows) instead of updated row by
// row in random order (a GIN index entry by entry). Used inside the write's transaction: a
// rollback brings the indexes back. SQLite: when more rows are coming than the table holds
// (readers keep their snapshot, WAL). PostgreSQL: only into an empty table of a database no
// other session uses, taken at once or not at all, since DROP INDEX locks every other reader of
// the table out until the commit (docs/search.md, "Bulk load"); there its foreign keys are set
// aside too, each checked again in one join over the finished table. Unique indexes stay
// (upserts need them), and so do those in `kept` (what the write itself looks rows up by).
class SuspendedIndexes final
{
public:
    void suspend(const QSqlDatabase &db, const QString &table, qint64 incomingRows,
        const QStringList &kept = {});
    // As suspend(), for a table the load writes a row of per row of `owner`'s (the change
    // feed's entries of new products): on PostgreSQL when `owner` set its own aside — its empty
    // table and lone session are this one's conditions too — whatever rows this one holds.
    void suspendAlongside(const SuspendedIndexes &owner, const QSqlDatabase &db,
        const QString &table, qint64 incomingRows);
    // Calls `built` after each index.
    void restore(const QSqlDatabase &db, const std::function<void()> &built = {});
    // Whether suspend() set anything aside that restore() has not built again.
    bool holdsAny() const { return !m_statements.isEmpty(); }

private:
    QStringList m_statements; // their CREATE INDEX statements
    bool m_postgres = false;
};

// Schema 25's quality triggers on products set aside for the same bulk write on SQLite: each
// written row recomputed its code group's issues and moved its quality_totals rows (a third
// of a demo import's product writes). restore() computes every product's issues and
// completeness and the totals once, as the migration that made them does, then puts the
// triggers back: the tables end as the triggers would have left them (quality_totals without
// rows the triggers would have brought down to zero). Same transaction, same conditions. On
// PostgreSQL the triggers stay for other instances' writes and pass this transaction's rows by
// (SET LOCAL catalog.quality_deferred, schema 29), the totals locked against other writers
// until the commit; settle() computes the figures and the totals as the transaction's last
// step.
class SuspendedQualityTriggers final
{
public:
    void suspend(const QSqlDatabase &db, const QString &table, qint64 incomingRows);
    void restore(const QSqlDatabase &db); // SQLite
    void settle(const QSqlDatabase &db); // PostgreSQL

private:
    static void rebuildTotals(const QSqlDatabase &db);

    QStringList m_statements; // their CREATE TRIGGER statements (SQLite)
    bool m_deferred = false; // PostgreSQL
};
