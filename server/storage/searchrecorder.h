#pragma once

#include <QDateTime>
#include <QString>
#include <chrono>
#include <memory>
#include <optional>

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
    // A flush still queued or running keeps the queued records alive and writes them: the
    // recorder may go before its write queue stops.
    ~SearchRecorder();
    SearchRecorder(const SearchRecorder &) = delete;
    SearchRecorder &operator=(const SearchRecorder &) = delete;

    // Any thread; never touches the database.
    void record(Record record);
    qsizetype pending() const;
    qint64 dropped() const;

private:
    // The records and the flush's state, shared with the write queue's jobs.
    class Queue;
    std::shared_ptr<Queue> m_queue;
};
