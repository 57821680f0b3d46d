#pragma once

#include <QSqlDatabase>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <utility>
#include <vector>

struct BatchedStockUpdate;
class Database;
class QThread;

// How the write queue runs one job (WriteQueue::Options).
struct WriteJobOptions
{
    // The rows a job locks, in the order every job takes them (PostgreSQL stock updates: the
    // product's pk, then the variant's id or 0).
    using LockOrder = std::pair<qint64, qint64>;
    // Jobs that give it run first in a batch, in this order; the others after them, in the
    // order they came.
    std::optional<LockOrder> lockOrder;
    // false: the job's statements fail only when its whole transaction would (a lost
    // connection, a lock wait given up): it leaves nothing of its own to undo, so it runs
    // without a savepoint, which saves PostgreSQL two round trips per job. When it fails all
    // the same, the batch rolls back and its other jobs run again in the next one. SQLite
    // always uses savepoints (they cost nothing there).
    bool savepoint = true;
    // PostgreSQL, a job without a savepoint whose first statement is this stock update: the
    // writer makes the stock_apply() of all such jobs of a batch in one statement, in the
    // batch's order, and each job then finds its result there (StockRepository::applyByCode).
    std::shared_ptr<BatchedStockUpdate> stockUpdate;
    // Upkeep no client waits for (pruning, the search log, the health probe): its commit
    // does not end WriteQueue::failing(), since it may fit in space the database already
    // holds while a client's write would not.
    bool background = false;
};

// The serve path's database writers (group commit): a writer thread with its own connection
// takes every queued job (up to maxBatch) and runs them in one write transaction, each job in
// its own savepoint so a failing job rolls back only itself; one COMMIT (one fsync under
// synchronous=FULL) then covers the whole batch. Readers never wait for it (WAL), and no lock
// of this process is held while a writer waits for another process's write lock.
// SQLite has one writer (the database has one write lock). PostgreSQL has none such: there
// several writers share the queue, each with its own connection and batches, and a batch runs
// the jobs that name their rows in the rows' order, so that the batches of this and every
// other instance take row locks in one order and never wait for each other in a cycle.
class WriteQueue final
{
public:
    // Runs on the writer thread inside the batch's transaction; throws to roll itself back.
    using Job = std::function<void(const QSqlDatabase &db)>;
    // Runs on the writer thread once the batch committed (error null) or failed: keep it
    // cheap and thread-safe (hand the result to the requester's thread).
    using Completion = std::function<void(std::exception_ptr error)>;

    using LockOrder = WriteJobOptions::LockOrder;
    using Options = WriteJobOptions;

    struct Stats
    {
        qint64 jobs = 0; // jobs run
        qint64 commits = 0; // batches committed
        qint64 largestBatch = 0;
        qint64 retries = 0; // runs that lost a lock wait or a deadlock, run again
        qint64 together = 0; // stock updates made with their batch's others in one statement
    };

    static constexpr int maxBatch = 256;
    // Writers of a PostgreSQL database (SQLite: always one).
    static constexpr int defaultPostgresWriters = 2;
    // A job that loses a deadlock, a serialization conflict or a lock wait
    // (StorageError::transient) runs again — the same work, in a later batch, after a short
    // jittered backoff (retryDelay) — at most maxRuns times and until this long after its first
    // run (SQLite's busy timeout too). Then it fails with that transient error, which the
    // client gets as 503 busy (contract §3) and which never marks writes as failing.
    static constexpr std::chrono::milliseconds retryFor { 5000 };
    static constexpr int maxRuns = 8;
    // The pause before a job's run number `runs` + 1: 10 ms doubled per run, at most 500 ms,
    // a random half of it off, so that two jobs that deadlocked do not meet again in step.
    static std::chrono::milliseconds retryDelay(int runs);
    // PostgreSQL: how long a job waits for a row lock before it runs again (see runBatch).
    // Batches lock rows in one order, so a wait is for another batch's commit, which with
    // fsync=on queues behind every other notifying commit of the cluster: 200 ms
    // gave up on such waits under load and rolled whole batches back. Real
    // cycles (with jobs that give no lock order) are broken by the deadlock detector (1 s).
    // Two waits make retryFor: a row held for 5 s answers busy after about 5 s, not 6.
    static constexpr std::chrono::milliseconds lockTimeout { 2500 };

    // writers: threads (and connections) writing in parallel; 0 = the dialect's default.
    explicit WriteQueue(const Database &database, int writers = 0);
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
    void submit(Job job, Completion done = {}, Options options = {});
    // The same, run no earlier than delay from now (a retry that must not spin).
    void submitAfter(
        std::chrono::milliseconds delay, Job job, Completion done = {}, Options options = {});
    Stats stats() const;
    // Called on the writer thread after each batch that committed (before start()): the
    // change feeds' long polls read again (contract §13). Keep it cheap and thread-safe.
    void onCommit(std::function<void()> committed) { m_committed = std::move(committed); }
    int writers() const { return m_writerCount; }

    // Whether writing fails on the database itself (a full disk, an I/O error, a lost
    // connection; never a statement that refused a client's data, StorageError::refused, nor
    // rows or a write lock held by another transaction, StorageError::transient, contract §3
    // busy): /healthz answers 503 meanwhile (contract §5). Set when a batch's
    // jobs fail so and nothing of it committed, or when the health probe fails. Ended by the
    // probe succeeding, and by a client's write committing unless the probe found no space.
    bool failing() const
    {
        return m_writesFail.load(std::memory_order_relaxed)
            || m_probeFails.load(std::memory_order_relaxed);
    }
    // Queues the health probe (HealthProbe: a write that needs new space on the disk) unless
    // one ran less than probeInterval ago, and waits at most `wait` for its verdict; without
    // a client asking, the failing state ends as soon as the database takes writes again.
    void probe(std::chrono::milliseconds wait);
    static constexpr std::chrono::milliseconds probeInterval { 1000 };

private:
    struct Entry
    {
        Job job;
        Completion done;
        Options options;
        std::exception_ptr error;
        std::optional<std::chrono::steady_clock::time_point> firstRun;
        int runs = 0;
        bool runAgain = false; // a deadlock's victim: into the next batch, not failed
        bool backoff = false; // with runAgain: it lost a wait itself (retryDelay), not a bystander
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
    // PostgreSQL: the batch's stock updates without a savepoint in one statement (Options::
    // stockUpdate). Returns false when that failed and the batch rolled back.
    bool applyStockUpdatesTogether(const QSqlDatabase &db, std::vector<Entry> &batch,
        const std::function<void(Entry &, const std::exception_ptr &)> &lostLockWait);
    void noteOutcome(const std::vector<Entry> &batch, bool committed);

    const Database &m_database;
    int m_writerCount = 1;
    std::vector<QThread *> m_threads;
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    std::deque<Entry> m_queue;
    std::vector<Delayed> m_delayed;
    std::vector<Periodic> m_periodic; // writer thread only once started
    bool m_stopping = false;
    bool m_stopped = false;
    int m_busy = 0; // writers running a batch (stop() waits for their jobs to run again)
    Stats m_stats;
    void noteProbe(const std::exception_ptr &error);

    std::atomic<bool> m_writesFail { false };
    std::atomic<bool> m_probeFails { false };
    // The probe in flight: the one waiting for its verdict (m_mutex).
    std::condition_variable m_probed;
    bool m_probing = false;
    quint64 m_probeRuns = 0; // probes finished
    std::chrono::steady_clock::time_point m_lastProbe;
    std::function<void()> m_committed;
};
