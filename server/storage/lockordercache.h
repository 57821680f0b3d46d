#pragma once

#include <QCache>
#include <QSqlDatabase>
#include <QString>
#include <mutex>
#include <optional>
#include <utility>

// PostgreSQL: which rows a stock update by code locks (product pk, variant id or 0), as the
// updates that ran found them. The write queue runs a batch in that order, and reading it
// from the database before every update cost a round trip and a transaction per update on
// the request's thread (a third of PostgreSQL's work per update). An entry is only
// a hint: a code moved to another product since makes at worst two batches lock against each
// other's order, which PostgreSQL's deadlock detector breaks (the job runs again), and the
// next update of that code remembers its real rows. So edits do not invalidate entries.
class LockOrderCache final
{
public:
    using LockOrder = std::pair<qint64, qint64>;

    // Shared by every thread and server of the process: entries name their database.
    static LockOrderCache &instance();

    std::optional<LockOrder> find(const QSqlDatabase &db, qint64 sellerId,
        const std::optional<QString> &isbn13, const std::optional<QString> &barcode) const;
    void remember(const QSqlDatabase &db, qint64 sellerId, const std::optional<QString> &isbn13,
        const std::optional<QString> &barcode, LockOrder order);

    // The codes remembered at most (about 100 bytes each); the least recently used go first.
    static constexpr qsizetype capacity = 100'000;

private:
    static QString key(const QSqlDatabase &db, qint64 sellerId,
        const std::optional<QString> &isbn13, const std::optional<QString> &barcode);

    mutable std::mutex m_mutex; // QCache is not thread-safe, and find() reorders it
    mutable QCache<QString, LockOrder> m_orders { capacity };
};
