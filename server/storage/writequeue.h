#pragma once

#include <QSqlDatabase>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <exception>
#include <functional>
#include <mutex>
#include <optional>
#include <vector>

class Database;
class QThread;

// The serve path's one database writer (group commit): a thread with its own connection takes
// every queued job (up to maxBatch) and runs them in one write transaction, each job in its
// own savepoint so a failing job rolls back only itself; one COMMIT (one fsync under
// synchronous=FULL) then covers the whole batch. Readers never wait for it (WAL), and no lock
// of this process is held while the writer waits for another process's write lock.
class WriteQueue final
{
public:
    // Runs on the writer thread inside the batch's transaction; throws to roll itself back.
    using Job = std::function<void(const QSqlDatabase &db)>;
    // Runs on the writer thread once the batch committed (error null) or failed: keep it
    // cheap and thread-safe (hand the result to the requester's thread).
    using Completion = std::function<void(std::exception_ptr error)>;

    struct Stats
    {
        qint64 jobs = 0; // jobs run
        qint64 commits = 0; // batches committed
        qint64 largestBatch = 0;
    };

    static constexpr int maxBatch = 256;
    // A job that loses a deadlock or a lock wait (StorageError::transient) runs again after
    // its batch commits, until this long after its first run (SQLite's busy timeout too).
    static constexpr std::chrono::milliseconds retryFor { 5000 };

    explicit WriteQueue(const Database &database);
    ~WriteQueue();

    // Periodic upkeep (pruning), run as a job of the next batch once due; before start().
    void schedule(
        Job job, std::chrono::milliseconds firstAfter, std::chrono::milliseconds interval);
    void start();
    // Runs everything queued (completions included), then ends the thread. Jobs submitted
    // after that complete at once with an error.
    void stop();
    bool stopping() const;

    // Thread-safe, never blocks on the database.
    void submit(Job job, Completion done = {});
    // The same, run no earlier than delay from now (a retry that must not spin).
    void submitAfter(std::chrono::milliseconds delay, Job job, Completion done = {});
    Stats stats() const;

    // Whether writing fails on the database itself (a full disk, an I/O error, a lost
    // connection, a write lock never granted): set when a batch's jobs fail with a
    // StorageError and nothing of it committed, cleared when a batch commits a job again.
    // /healthz answers 503 meanwhile.
    bool failing() const { return m_failing.load(std::memory_order_relaxed); }
    // While failing: queues a small real write (at most once a second) so that the failing
    // state ends as soon as the database takes writes again, even when no client writes.
    void probeWhileFailing();

private:
    struct Entry
    {
        Job job;
        Completion done;
        std::exception_ptr error;
        std::optional<std::chrono::steady_clock::time_point> firstRun;
        bool runAgain = false; // a deadlock's victim: into the next batch, not failed
    };
    struct Delayed
    {
        Entry entry;
        std::chrono::steady_clock::time_point due;
    };
    struct Periodic
    {
        Job job;
        std::chrono::steady_clock::time_point due;
        std::chrono::milliseconds interval;
    };

    void run();
    std::vector<Entry> takeBatch();
    // Returns whether the batch committed.
    bool runBatch(const QSqlDatabase &db, std::vector<Entry> &batch);
    void noteOutcome(const std::vector<Entry> &batch, bool committed);

    const Database &m_database;
    QThread *m_thread = nullptr;
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    std::deque<Entry> m_queue;
    std::vector<Delayed> m_delayed;
    std::vector<Periodic> m_periodic; // writer thread only once started
    bool m_stopping = false;
    bool m_stopped = false;
    Stats m_stats;
    std::atomic<bool> m_failing { false };
    std::atomic<qint64> m_lastProbeMs { 0 };
};
