#include "server/storage/searchrecorder.h"

#include <QLoggingCategory>
#include <QSqlDatabase>
#include <deque>
#include <exception>
#include <mutex>
#include <vector>

#include "server/storage/searchrepository.h"
#include "server/storage/sqlhelpers.h"
#include "server/storage/storageerror.h"
#include "server/storage/writequeue.h"

Q_DECLARE_LOGGING_CATEGORY(lcWrites)

using namespace Qt::StringLiterals;

// The recorder's state. The write queue's jobs hold it by a shared pointer, so a flush queued
// or running when the recorder goes finds it alive.
class SearchRecorder::Queue final : public std::enable_shared_from_this<Queue>
{
public:
    Queue(WriteQueue &writes, qsizetype capacity)
        : m_writes(writes)
        , m_capacity(std::max<qsizetype>(1, capacity))
    { }

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

SearchRecorder::SearchRecorder(WriteQueue &writes, qsizetype capacity)
    : m_queue(std::make_shared<Queue>(writes, capacity))
{ }

SearchRecorder::~SearchRecorder() = default;

void SearchRecorder::record(Record record)
{
    m_queue->record(std::move(record));
}

qsizetype SearchRecorder::pending() const
{
    return m_queue->pending();
}

qint64 SearchRecorder::dropped() const
{
    return m_queue->dropped();
}

void SearchRecorder::Queue::record(Record record)
{
    bool submit = false;
    {
        std::lock_guard lock(m_mutex);
        if (qsizetype(m_pending.size()) >= m_capacity)
            dropOldestLocked();
        m_pending.push_back(std::move(record));
        submit = claimFlushLocked();
    }
    if (submit)
        submitFlush(false);
}

qsizetype SearchRecorder::Queue::pending() const
{
    std::lock_guard lock(m_mutex);
    return qsizetype(m_pending.size());
}

qint64 SearchRecorder::Queue::dropped() const
{
    std::lock_guard lock(m_mutex);
    return m_dropped;
}

void SearchRecorder::Queue::dropOldestLocked()
{
    m_pending.pop_front();
    // One line for the first drop and then one per 10,000, not one per search.
    if (m_dropped++ % 10'000 == 0) {
        qCWarning(lcWrites,
            "search log: the database stays locked; dropped the oldest queued "
            "searches (%lld so far)",
            m_dropped);
    }
}

bool SearchRecorder::Queue::claimFlushLocked()
{
    if (m_flushQueued || m_pending.empty())
        return false;
    m_flushQueued = true;
    return true;
}

void SearchRecorder::Queue::submitFlush(bool retry)
{
    // Outside the lock: a stopped queue calls flushed() from submit() itself.
    auto job = [self = shared_from_this()](const QSqlDatabase &db) { self->flush(db); };
    auto done = [self = shared_from_this()](std::exception_ptr error) { self->flushed(error); };
    // A retry waits a little: a failure that is not a lock timeout must not spin.
    WriteQueue::Options options;
    options.background = true;
    if (retry)
        m_writes.submitAfter(std::chrono::milliseconds(500), job, done, options);
    else
        m_writes.submitAfter(flushDelay, job, done, options);
}

void SearchRecorder::Queue::flush(const QSqlDatabase &db)
{
    {
        std::lock_guard lock(m_mutex);
        const auto count = std::min<size_t>(m_pending.size(), size_t(maxRecordsPerFlush));
        m_writing.assign(std::make_move_iterator(m_pending.begin()),
            std::make_move_iterator(m_pending.begin() + qsizetype(count)));
        m_pending.erase(m_pending.begin(), m_pending.begin() + qsizetype(count));
    }
    const SearchRepository repository(db);
    if (!m_oneByOne) {
        for (const Record &record : m_writing)
            repository.recordSearch(record.text, record.resultName, record.at);
        return;
    }
    for (const Record &record : m_writing) {
        Sql::run(db, u"SAVEPOINT search_record"_s);
        try {
            repository.recordSearch(record.text, record.resultName, record.at);
        } catch (const StorageError &error) {
            if (!error.refused())
                throw; // the database itself: the whole flush waits and runs again
            Sql::run(db, u"ROLLBACK TO search_record"_s);
            qCWarning(lcWrites) << "search log: the database refused a search; dropped it:"
                                << error.what();
            std::lock_guard lock(m_mutex);
            ++m_dropped;
        }
        Sql::run(db, u"RELEASE search_record"_s);
    }
}

void SearchRecorder::Queue::flushed(std::exception_ptr error)
{
    bool refused = false;
    if (error) {
        try {
            std::rethrow_exception(error);
        } catch (const StorageError &failure) {
            refused = failure.refused();
        } catch (...) { }
    }
    // One record's data, not the database: again, each record on its own.
    const bool wasOneByOne = m_oneByOne;
    m_oneByOne = refused;
    std::unique_lock lock(m_mutex);
    m_flushQueued = false;
    if (error && refused && !wasOneByOne) {
        for (auto it = m_writing.rbegin(); it != m_writing.rend(); ++it)
            m_pending.push_front(std::move(*it));
        m_writing.clear();
        m_flushQueued = true;
        lock.unlock();
        submitFlush(false);
        return;
    }
    if (error) {
        // Back to the front, oldest first, within the capacity.
        for (auto it = m_writing.rbegin(); it != m_writing.rend(); ++it) {
            if (qsizetype(m_pending.size()) >= m_capacity) {
                m_dropped += 1;
                continue;
            }
            m_pending.push_front(std::move(*it));
        }
        if (m_failures++ == 0) {
            qCWarning(lcWrites, "search log: cannot write %lld searches yet; retrying",
                qlonglong(m_pending.size()));
        }
        if (m_writes.stopping() && !m_pending.empty()) {
            qCWarning(lcWrites, "search log: shutting down, %lld searches not recorded",
                qlonglong(m_pending.size()));
            m_dropped += qint64(m_pending.size());
            m_pending.clear();
        }
    } else if (m_failures > 0) {
        qCInfo(lcWrites, "search log: writing again after %lld failed attempts", m_failures);
        m_failures = 0;
    }
    m_writing.clear();
    const bool submit = claimFlushLocked();
    lock.unlock();
    if (submit)
        submitFlush(error != nullptr);
}
