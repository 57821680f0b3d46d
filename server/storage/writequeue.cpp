#include "server/storage/writequeue.h"

#include <QDateTime>
#include <QDeadlineTimer>
#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

#include "server/storage/database.h"
#include "server/storage/sqlhelpers.h"
#include "server/storage/storageerror.h"

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcWrites, "catalog.writes", QtInfoMsg)

namespace {

void execute(const QSqlDatabase &db, const QString &statement)
{
    QSqlQuery query(db);
    if (!query.exec(statement))
        throw StorageError(u"SQL error: %1 [%2]"_s.arg(query.lastError().text(), statement));
}

} // namespace

WriteQueue::WriteQueue(const Database &database)
    : m_database(database)
{ }

WriteQueue::~WriteQueue()
{
    stop();
}

void WriteQueue::schedule(
    Job job, std::chrono::milliseconds firstAfter, std::chrono::milliseconds interval)
{
    m_periodic.push_back(
        { std::move(job), std::chrono::steady_clock::now() + firstAfter, interval });
}

void WriteQueue::start()
{
    if (m_thread)
        return;
    m_thread = QThread::create([this] { run(); });
    m_thread->setObjectName(u"catalog-writer"_s);
    m_thread->start();
}

void WriteQueue::stop()
{
    if (!m_thread)
        return;
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_wake.notify_all();
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    const Stats totals = stats();
    qCInfo(lcWrites, "writer: %lld jobs in %lld commits, largest batch %lld", totals.jobs,
        totals.commits, totals.largestBatch);
}

bool WriteQueue::stopping() const
{
    std::lock_guard lock(m_mutex);
    return m_stopping;
}

void WriteQueue::submit(Job job, Completion done)
{
    {
        std::lock_guard lock(m_mutex);
        if (!m_stopped) {
            m_queue.push_back({ std::move(job), std::move(done), {}, {}, false });
            m_wake.notify_one();
            return;
        }
    }
    if (done)
        done(std::make_exception_ptr(StorageError(u"the database writer has stopped"_s)));
}

void WriteQueue::submitAfter(std::chrono::milliseconds delay, Job job, Completion done)
{
    {
        std::lock_guard lock(m_mutex);
        if (!m_stopped) {
            m_delayed.push_back({ { std::move(job), std::move(done), {}, {}, false },
                std::chrono::steady_clock::now() + delay });
            m_wake.notify_one();
            return;
        }
    }
    if (done)
        done(std::make_exception_ptr(StorageError(u"the database writer has stopped"_s)));
}

WriteQueue::Stats WriteQueue::stats() const
{
    std::lock_guard lock(m_mutex);
    return m_stats;
}

std::vector<WriteQueue::Entry> WriteQueue::takeBatch()
{
    std::vector<Entry> batch;
    std::unique_lock lock(m_mutex);
    for (;;) {
        const auto now = std::chrono::steady_clock::now();
        auto next = std::chrono::steady_clock::time_point::max();
        for (Periodic &periodic : m_periodic) {
            if (periodic.due <= now && !m_stopping) {
                batch.push_back({ periodic.job, {}, {}, {}, false });
                periodic.due = now + periodic.interval;
            }
            next = std::min(next, periodic.due);
        }
        // Delayed jobs are due at once when stopping: stop() runs everything queued.
        for (auto it = m_delayed.begin(); it != m_delayed.end();) {
            if (it->due <= now || m_stopping) {
                m_queue.push_back(std::move(it->entry));
                it = m_delayed.erase(it);
            } else {
                next = std::min(next, it->due);
                ++it;
            }
        }
        while (!m_queue.empty() && batch.size() < size_t(maxBatch)) {
            batch.push_back(std::move(m_queue.front()));
            m_queue.pop_front();
        }
        if (!batch.empty())
            return batch;
        if (m_stopping) {
            m_stopped = true; // from here on submit() answers with an error itself
            return batch;
        }
        if (next == std::chrono::steady_clock::time_point::max())
            m_wake.wait(lock);
        else
            m_wake.wait_until(lock, next);
    }
}

void WriteQueue::run()
{
    for (;;) {
        std::vector<Entry> batch = takeBatch();
        if (batch.empty())
            break;
        bool committed = false;
        try {
            committed = runBatch(m_database.connection(), batch);
        } catch (...) { // the connection could not be opened
            for (Entry &entry : batch) {
                if (!entry.error)
                    entry.error = std::current_exception();
            }
        }
        noteOutcome(batch, committed);
        std::vector<Entry> again;
        for (Entry &entry : batch) {
            if (entry.runAgain && !entry.error) {
                entry.runAgain = false;
                again.push_back(std::move(entry));
                continue;
            }
            if (entry.error && !entry.done) {
                try {
                    std::rethrow_exception(entry.error);
                } catch (const std::exception &error) {
                    qCWarning(lcWrites) << "background write failed:" << error.what();
                } catch (...) {
                    qCWarning(lcWrites) << "background write failed";
                }
            }
            if (entry.done)
                entry.done(entry.error);
        }
        if (!again.empty()) { // first in the next batch, in their order
            std::lock_guard lock(m_mutex);
            for (auto it = again.rbegin(); it != again.rend(); ++it)
                m_queue.push_front(std::move(*it));
        }
    }
    m_database.closeConnection();
}

void WriteQueue::noteOutcome(const std::vector<Entry> &batch, bool committed)
{
    bool wrote = false;
    const std::exception_ptr *storageFailure = nullptr;
    for (const Entry &entry : batch) {
        if (!entry.error && !entry.runAgain) {
            wrote = true;
        } else if (entry.error && !storageFailure) {
            try {
                std::rethrow_exception(entry.error);
            } catch (const StorageError &) {
                storageFailure = &entry.error;
            } catch (...) { }
        }
    }
    if (committed && wrote) {
        if (m_failing.exchange(false, std::memory_order_relaxed))
            qCInfo(lcWrites, "writes succeed again");
    } else if (storageFailure && !m_failing.exchange(true, std::memory_order_relaxed)) {
        try {
            std::rethrow_exception(*storageFailure);
        } catch (const StorageError &error) {
            qCCritical(lcWrites) << "writes fail; /healthz answers 503 until one succeeds:"
                                 << error.what();
        }
    }
}

void WriteQueue::probeWhileFailing()
{
    if (!failing())
        return;
    const qint64 now = QDeadlineTimer::current().deadline();
    qint64 last = m_lastProbeMs.load(std::memory_order_relaxed);
    if (now - last < 1000 || !m_lastProbeMs.compare_exchange_strong(last, now))
        return;
    // A real write: a value that differs each time (SQLite writes no page for a row rewritten
    // as it is), so it commits only when the database takes writes again.
    submit([](const QSqlDatabase &db) {
        Sql::run(db,
            u"INSERT INTO meta (key, value) VALUES ('write_probe', ?) "
            "ON CONFLICT (key) DO UPDATE SET value = excluded.value"_s,
            { QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs) });
    });
}

bool WriteQueue::runBatch(const QSqlDatabase &db, std::vector<Entry> &batch)
{
    // Every job of a failed batch fails; a job that failed by itself keeps its own error.
    const auto failAll = [&](std::exception_ptr error) {
        QSqlQuery(db).exec(u"ROLLBACK"_s);
        for (Entry &entry : batch) {
            entry.runAgain = false;
            if (!entry.error)
                entry.error = error;
        }
    };
    try {
        // SQLite: waits for other processes' writers (busy_timeout). PostgreSQL: row locks,
        // taken by each statement, order the instances' writers.
        // PostgreSQL: a job waits at most 200 ms for a row another instance's batch holds
        // (two batches locking rows in opposite orders would otherwise wait for the deadlock
        // detector, 1 s); it then runs again after this batch commits (transient).
        execute(db,
            Sql::isPostgres(db) ? u"BEGIN; SET LOCAL lock_timeout = '200ms'"_s
                                : u"BEGIN IMMEDIATE"_s);
    } catch (...) {
        for (Entry &entry : batch)
            entry.error = std::current_exception();
        return false;
    }
    for (Entry &entry : batch) {
        try {
            execute(db, u"SAVEPOINT job"_s);
        } catch (...) {
            failAll(std::current_exception());
            return false;
        }
        try {
            if (!entry.firstRun)
                entry.firstRun = std::chrono::steady_clock::now();
            entry.job(db);
            execute(db, u"RELEASE job"_s);
            continue;
        } catch (const StorageError &error) {
            // PostgreSQL: two instances' batches locked rows in opposite orders and this job
            // lost. Its locks go with the savepoint; after this batch commits it runs again
            // (retrying now would wait for the same locks).
            if (error.transient() && std::chrono::steady_clock::now() - *entry.firstRun < retryFor)
                entry.runAgain = true;
            else
                entry.error = std::current_exception();
        } catch (...) {
            entry.error = std::current_exception();
        }
        try {
            execute(db, u"ROLLBACK TO job"_s);
            execute(db, u"RELEASE job"_s);
        } catch (...) {
            failAll(std::current_exception());
            return false;
        }
    }
    try {
        execute(db, u"COMMIT"_s);
    } catch (...) {
        failAll(std::current_exception());
        return false;
    }
    qCDebug(lcWrites) << "committed a batch of" << batch.size() << "jobs";
    std::lock_guard lock(m_mutex);
    m_stats.jobs += qint64(batch.size());
    m_stats.commits += 1;
    m_stats.largestBatch = std::max(m_stats.largestBatch, qint64(batch.size()));
    return true;
}
