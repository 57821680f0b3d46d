#include "server/storage/writequeue.h"

#include <QLoggingCategory>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <algorithm>
#include <utility>

#include "server/storage/cachebus.h"
#include "server/storage/database.h"
#include "server/storage/healthprobe.h"
#include "server/storage/sqlhelpers.h"
#include "server/storage/stockrepository.h"
#include "server/storage/storageerror.h"

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcWrites, "catalog.writes", QtInfoMsg)

WriteQueue::WriteQueue(const Database &database, int writers)
    : m_database(database)
{
    // SQLite has one write lock: a second writer would only wait for it.
    if (database.dialect() == DatabaseLocation::Dialect::Sqlite)
        m_writerCount = 1;
    else
        m_writerCount = writers > 0 ? writers : defaultPostgresWriters;
}

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
    if (!m_threads.empty())
        return;
    for (int i = 0; i < m_writerCount; ++i) {
        QThread *thread = QThread::create([this] { run(); });
        thread->setObjectName(u"catalog-writer"_s);
        thread->start();
        m_threads.push_back(thread);
    }
}

void WriteQueue::stop()
{
    if (m_threads.empty())
        return;
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_wake.notify_all();
    for (QThread *thread : m_threads) {
        thread->wait();
        delete thread;
    }
    m_threads.clear();
    const Stats totals = stats();
    qCInfo(lcWrites,
        "writer: %lld jobs in %lld commits, largest batch %lld, %lld stock updates made "
        "together, %lld runs again after a lock wait or deadlock; writers: %d",
        totals.jobs, totals.commits, totals.largestBatch, totals.together, totals.retries,
        m_writerCount);
}

std::chrono::milliseconds WriteQueue::retryDelay(int runs)
{
    const qint64 full = std::min<qint64>(500, qint64(10) << std::clamp(runs - 1, 0, 6));
    return std::chrono::milliseconds(
        full / 2 + qint64(QRandomGenerator::global()->bounded(quint32(full / 2 + 1))));
}

bool WriteQueue::stopping() const
{
    std::lock_guard lock(m_mutex);
    return m_stopping;
}

void WriteQueue::submit(Job job, Completion done, Options options)
{
    {
        std::lock_guard lock(m_mutex);
        if (!m_stopped) {
            m_queue.push_back(
                { std::move(job), std::move(done), options, {}, {}, 0, false, false });
            m_wake.notify_one();
            return;
        }
    }
    if (done)
        done(std::make_exception_ptr(StorageError(u"the database writer has stopped"_s)));
}

void WriteQueue::submitAfter(
    std::chrono::milliseconds delay, Job job, Completion done, Options options)
{
    {
        std::lock_guard lock(m_mutex);
        if (!m_stopped) {
            m_delayed.push_back(
                { { std::move(job), std::move(done), options, {}, {}, 0, false, false },
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
                WriteJobOptions upkeep;
                upkeep.background = true;
                batch.push_back({ periodic.job, {}, upkeep, {}, {}, 0, false, false });
                periodic.due = now + periodic.interval;
            }
            next = std::min(next, periodic.due);
        }
        // Delayed jobs are due at once when stopping: stop() runs everything queued. A job
        // running again after its backoff goes first, like one that runs again at once (a
        // post that DocumentLock gave back must come before the next scans of its document).
        for (auto it = m_delayed.begin(); it != m_delayed.end();) {
            if (it->due <= now || m_stopping) {
                if (it->entry.runs > 0)
                    m_queue.push_front(std::move(it->entry));
                else
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
        if (!batch.empty()) {
            ++m_busy;
            return batch;
        }
        // Stopping ends once no writer may still queue a job to run again.
        if (m_stopping && m_busy == 0) {
            m_stopped = true; // from here on submit() answers with an error itself
            m_wake.notify_all();
            return batch;
        }
        if (m_stopped)
            return batch;
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
        if (committed && m_committed)
            m_committed();
        std::vector<Entry> again;
        std::vector<Delayed> later;
        for (Entry &entry : batch) {
            if (entry.runAgain && !entry.error) {
                entry.runAgain = false;
                if (std::exchange(entry.backoff, false)) {
                    const auto due = std::chrono::steady_clock::now() + retryDelay(entry.runs);
                    later.push_back({ std::move(entry), due });
                } else {
                    again.push_back(std::move(entry));
                }
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
        std::lock_guard lock(m_mutex);
        // First in the next batch, in their order.
        for (auto it = again.rbegin(); it != again.rend(); ++it)
            m_queue.push_front(std::move(*it));
        for (Delayed &delayed : later)
            m_delayed.push_back(std::move(delayed));
        --m_busy;
        m_wake.notify_all(); // a writer may take them, or stop() may end
    }
    m_database.closeConnection();
}

void WriteQueue::noteOutcome(const std::vector<Entry> &batch, bool committed)
{
    bool wrote = false;
    const std::exception_ptr *storageFailure = nullptr;
    for (const Entry &entry : batch) {
        if (!entry.error && !entry.runAgain) {
            wrote = wrote || !entry.options.background;
        } else if (entry.error && !storageFailure) {
            try {
                std::rethrow_exception(entry.error);
            } catch (const StorageError &failure) {
                // A statement that refused a client's data says nothing of the database, nor
                // does a row or write lock that another transaction held too long (§3 busy).
                if (!failure.refused() && !failure.transient())
                    storageFailure = &entry.error;
            } catch (...) { }
        }
    }
    if (committed && wrote) {
        if (m_writesFail.exchange(false, std::memory_order_relaxed))
            qCInfo(lcWrites, "writes succeed again");
    } else if (storageFailure && !m_writesFail.exchange(true, std::memory_order_relaxed)) {
        try {
            std::rethrow_exception(*storageFailure);
        } catch (const StorageError &error) {
            qCCritical(lcWrites) << "writes fail; /healthz answers 503 until one succeeds:"
                                 << error.what();
        }
    }
}

void WriteQueue::probe(std::chrono::milliseconds wait)
{
    std::unique_lock lock(m_mutex);
    const auto now = std::chrono::steady_clock::now();
    if (m_probing || (m_probeRuns > 0 && now - m_lastProbe < probeInterval) || m_stopped)
        return;
    m_probing = true;
    m_lastProbe = now;
    const quint64 runs = m_probeRuns;
    lock.unlock();
    WriteJobOptions options;
    options.background = true;
    submit([](const QSqlDatabase &db) { HealthProbe::run(db); },
        [this](std::exception_ptr error) { noteProbe(error); }, options);
    lock.lock();
    m_probed.wait_for(lock, wait, [&] { return m_probeRuns != runs; });
}

void WriteQueue::noteProbe(const std::exception_ptr &error)
{
    if (!error) {
        // New space was written and committed: writes succeed, whatever failed before.
        const bool probeFailed = m_probeFails.exchange(false, std::memory_order_relaxed);
        const bool writesFailed = m_writesFail.exchange(false, std::memory_order_relaxed);
        if (probeFailed || writesFailed)
            qCInfo(lcWrites, "writes succeed again (health probe)");
    } else {
        try {
            std::rethrow_exception(error);
        } catch (const StorageError &failure) {
            // Another transaction holding the lock the probe needs says nothing of the disk.
            if (!failure.refused() && !failure.transient()
                && !m_probeFails.exchange(true, std::memory_order_relaxed)) {
                qCCritical(lcWrites) << "writes fail; the health probe could not write new "
                                        "data, /healthz answers 503 until it can:"
                                     << failure.what();
            }
        } catch (const std::exception &failure) {
            qCWarning(lcWrites) << "health probe failed:" << failure.what();
        } catch (...) { }
    }
    {
        std::lock_guard lock(m_mutex);
        m_probing = false;
        ++m_probeRuns;
    }
    m_probed.notify_all();
}

bool WriteQueue::applyStockUpdatesTogether(const QSqlDatabase &db, std::vector<Entry> &batch,
    const std::function<void(Entry &, const std::exception_ptr &)> &lostLockWait)
{
    std::vector<StockRepository::BatchedUpdate *> updates;
    for (Entry &entry : batch) {
        if (!entry.options.stockUpdate)
            continue;
        entry.options.stockUpdate->result.reset(); // of a batch that rolled back
        if (!entry.options.savepoint)
            updates.push_back(entry.options.stockUpdate.get());
    }
    // One update alone makes its own call: the same round trip.
    if (updates.size() < 2)
        return true;
    try {
        StockRepository(db).applyBatched(updates);
        std::lock_guard lock(m_mutex);
        m_stats.together += qint64(updates.size());
        return true;
    } catch (...) {
        // Which update failed is not known (a lost lock wait, or one update's own error such as
        // text PostgreSQL refuses): the transaction rolls back, and every job runs again in the
        // next batch on its own, with a savepoint, so that each gets its own outcome and one
        // client's bad update never fails the others'. Only a job past retryFor fails here.
        const std::exception_ptr error = std::current_exception();
        QSqlQuery(db).exec(u"ROLLBACK"_s);
        qint64 again = 0;
        for (Entry &entry : batch) {
            if (entry.options.stockUpdate)
                entry.options.stockUpdate->result.reset();
            entry.options.savepoint = true;
            if (std::chrono::steady_clock::now() - *entry.firstRun < retryFor
                && entry.runs < maxRuns) {
                entry.runAgain = true;
                ++again;
            } else {
                lostLockWait(entry, error);
            }
        }
        std::lock_guard lock(m_mutex);
        m_stats.retries += again;
        return false;
    }
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
    const bool postgres = Sql::isPostgres(db);
    // The jobs that name their rows first, in the rows' order: every writer of every instance
    // then locks rows in one order (a job waits for another batch's commit, never in a cycle).
    std::stable_sort(batch.begin(), batch.end(), [](const Entry &a, const Entry &b) {
        if (a.options.lockOrder && b.options.lockOrder)
            return *a.options.lockOrder < *b.options.lockOrder;
        return a.options.lockOrder.has_value() && !b.options.lockOrder.has_value();
    });
    try {
        // SQLite: waits for other processes' writers (busy_timeout). PostgreSQL: row locks,
        // taken by each statement, order the writers of every instance.
        // PostgreSQL: a job waits at most lockTimeout for a row another batch holds (a long
        // transaction elsewhere, e.g. an import); it then runs again after this batch commits
        // (transient). Jobs without a lock order (a count's apply) may still lock rows in
        // another order than a batch of stock updates: PostgreSQL's deadlock detector breaks
        // such a cycle after deadlock_timeout (1 s) and its victim runs again.
        Sql::runAll(db,
            postgres ? u"BEGIN; SET LOCAL lock_timeout = '%1ms'"_s.arg(lockTimeout.count())
                     : u"BEGIN IMMEDIATE"_s);
    } catch (...) {
        for (Entry &entry : batch)
            entry.error = std::current_exception();
        return false;
    }
    // The cache tags the jobs publish, sent with one NOTIFY statement before the COMMIT.
    CacheBus::Batch tags;
    const auto lostLockWait = [&](Entry &entry, const std::exception_ptr &error) {
        try {
            std::rethrow_exception(error);
        } catch (const StorageError &failure) {
            // PostgreSQL: a lock wait or a deadlock lost; after this batch commits (or rolls
            // back) the job runs again (retrying now would wait for the same locks).
            if (failure.transient() && entry.runs < maxRuns
                && std::chrono::steady_clock::now() - *entry.firstRun < retryFor) {
                entry.runAgain = true;
                entry.backoff = true;
                return;
            }
        } catch (...) { }
        entry.error = error;
    };
    for (Entry &entry : batch) {
        if (!entry.firstRun)
            entry.firstRun = std::chrono::steady_clock::now();
        ++entry.runs;
    }
    if (postgres && !applyStockUpdatesTogether(db, batch, lostLockWait))
        return false;
    for (Entry &entry : batch) {
        if (postgres && !entry.options.savepoint) {
            try {
                entry.job(db);
                continue;
            } catch (...) {
                // Its statements may have left the transaction aborted: the whole batch rolls
                // back, and every other job of it runs again in the next batch.
                const std::exception_ptr error = std::current_exception();
                QSqlQuery(db).exec(u"ROLLBACK"_s);
                for (Entry &other : batch) {
                    if (&other != &entry && !other.error)
                        other.runAgain = true;
                    // Their next runs take savepoints: when commits are slow (fsync=on under
                    // load) another wait that long rolls back only the job that waited, not
                    // every batch it lands in again.
                    other.options.savepoint = true;
                }
                lostLockWait(entry, error);
                std::lock_guard lock(m_mutex);
                m_stats.retries += entry.runAgain ? 1 : 0;
                return false;
            }
        }
        const qsizetype tagMark = tags.mark();
        try {
            Sql::runAll(db, u"SAVEPOINT job"_s);
        } catch (...) {
            failAll(std::current_exception());
            return false;
        }
        try {
            entry.job(db);
            Sql::runAll(db, u"RELEASE job"_s);
            continue;
        } catch (...) {
            lostLockWait(entry, std::current_exception());
            if (entry.runAgain) {
                std::lock_guard lock(m_mutex);
                ++m_stats.retries;
            }
        }
        tags.rollbackTo(tagMark);
        try {
            if (postgres) {
                Sql::runAll(db, u"ROLLBACK TO job; RELEASE job"_s);
            } else {
                Sql::runAll(db, u"ROLLBACK TO job"_s);
                Sql::runAll(db, u"RELEASE job"_s);
            }
        } catch (...) {
            failAll(std::current_exception());
            return false;
        }
    }
    try {
        Sql::runAll(db, tags.commitStatement(db)); // NOTIFY and COMMIT: one round trip
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
