#pragma once

#include <QSqlDatabase>

// PostgreSQL: the lock that orders the scans of a stock document or a count (contract §10/§11)
// against its post, apply or cancel, across every writer of every instance, until the
// transaction ends (docs/locking.md). A transaction-level advisory lock per document, not the
// row's FOR SHARE: PostgreSQL lets a new row share lock pass an UPDATE waiting for the earlier
// ones, so a stream of scans starved a post for seconds, while a request for an advisory lock
// queues behind a waiting exclusive one. SQLite: nothing to do (one writer).
class DocumentLock final
{
public:
    enum class Kind { StockDocument, Count };

    // A scan's: shared with the other scans.
    static void forScan(const QSqlDatabase &db, Kind kind, qint64 id);
    // A post's, apply's or cancel's: alone. When this transaction already took the shared lock
    // (a scan of the same document earlier in its write-queue batch, whose line another scan's
    // transaction waits for while holding the shared lock), waiting would close a cycle: it
    // throws a transient StorageError instead, and the write queue runs the job again first in
    // its next batch.
    static void forClose(const QSqlDatabase &db, Kind kind, qint64 id);
};
