#pragma once

#include <QDateTime>
#include <QString>
#include <chrono>
#include <deque>
#include <exception>
#include <mutex>
#include <optional>
#include <vector>

class QSqlDatabase;
class WriteQueue;

// Records /search requests for trending (contract §5) off the request path: a request only
// appends to a bounded in-memory queue; the write queue's thread appends the queued records to
// the database in batches. While the database stays locked by another process the records
// wait; past the capacity the oldest are dropped, with a log line. A record the database
// refuses (StorageError::refused) is dropped with a log line, never retried.
class SearchRecorder final
{
public:
    struct Record
    {
        QString text; // SearchText::normalizedQuery
        std::optional<QString> resultName; // the top hit's name
        QDateTime at;
    };

    static constexpr qsizetype defaultCapacity = 100'000;
    static constexpr int maxRecordsPerFlush = 2'000;
    // Records are written at most this often, together: every commit makes each SQLite reader
    // drop its page cache (WAL) and wakes the followers, which at hundreds of searches a
    // second cost a light search a third of its time (docs/search.md).
    static constexpr std::chrono::milliseconds flushDelay { 250 };

    explicit SearchRecorder(WriteQueue &writes, qsizetype capacity = defaultCapacity);

    // Any thread; never touches the database.
    void record(Record record);
    qsizetype pending() const;
    qint64 dropped() const;

private:
    void flush(const QSqlDatabase &db); // writer thread
    void flushed(std::exception_ptr error); // writer thread
    void dropOldestLocked();
    bool claimFlushLocked(); // true: the caller submits a flush (after unlocking)
    void submitFlush(bool retry);

    WriteQueue &m_writes;
    const qsizetype m_capacity;
    mutable std::mutex m_mutex;
    std::deque<Record> m_pending;
    std::vector<Record> m_writing; // taken by the running flush, put back if it fails
    bool m_flushQueued = false;
    qint64 m_dropped = 0;
    qint64 m_failures = 0; // flushes failed in a row
    // A flush failed on a record the database refused: the next writes each record in its own
    // savepoint and drops the ones refused (writer thread).
    bool m_oneByOne = false;
};
