#pragma once

#include <QSqlDatabase>
#include <QString>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <mutex>

#include "server/services/productsync.h"
#include "server/services/upstreamclient.h"

class Database;
class QThread;
class WriteQueue;

// The shop server's one sync loop (contract §14), on a thread of its own: copies the seller's
// data once (SyncInit), then, over and over, pushes the queued local movements upstream in
// local order (POST /products/stock/batch, 100 a request, each with its permanent
// movement_id) and pulls the movements made elsewhere from the movement feed, applying them
// as deltas. Every position is in the local database and advances in the transaction that
// does the work, so a kill at any moment loses nothing and applies nothing twice (a push
// answered but not yet marked is sent again and replayed upstream by its movement_id).
// Upstream away or failing: the shop serves on, the loop tries again with Backoff::sync() (at
// most 5 minutes apart) and honours 429 Retry-After. A key upstream refuses (401/403) is read again
// from its secret file before every try, and a new one written there is used without a
// restart. Product data moves too (ProductSync), ahead of the movements in each direction.
class SyncLoop final
{
public:
    // Called after the loop changed local data that cached responses may show.
    using Invalidate = std::function<void()>;
    // Between two rounds while upstream answers: the lag a movement waits at most (plus
    // the requests themselves).
    static constexpr std::chrono::milliseconds pollInterval { 500 };
    // Between two reads of the product feed: product edits are rarer than sales, and the
    // key's default limit (240 a minute) is shared with the movements' pushes and pulls.
    static constexpr std::chrono::seconds productPollInterval { 2 };
    static constexpr int batchSize = 100; // contract §14

    SyncLoop(const Database &database, WriteQueue &writes, UpstreamClient::Credentials credentials,
        Invalidate invalidate);
    ~SyncLoop();

    void start();
    // Ends the round in progress (its writes complete) and the thread; before the write queue
    // stops.
    void stop();
    // Something was queued: the next round starts now instead of after the poll interval.
    void nudge();

private:
    enum class Step { Idle, More, Failed };
    void run();
    Step push(UpstreamClient &upstream);
    Step pull(UpstreamClient &upstream, ProductSync &products);
    // A product step's result as a step of the loop (its failure through failed()).
    Step stepOf(const ProductSync::Result &result, const QString &what);
    // After upstream refused the key: the key as its file (or the environment) holds it now;
    // true when it changed, so the next try uses the new one.
    bool reloadKey(UpstreamClient &upstream);
    // A failed request: offline (no answer, 5xx) or error (a refusal); sets the next wait.
    void failed(const UpstreamClient::Reply &reply, const QString &what);
    // Runs a job on the write queue (in its next group commit) and waits for it.
    void write(const std::function<void(const QSqlDatabase &db)> &job);
    // Waits, unless nudged or stopped first.
    void sleepFor(std::chrono::milliseconds wait);
    bool stopping() const { return m_stopping.load(); }

    const Database &m_database;
    WriteQueue &m_writes;
    UpstreamClient::Credentials m_credentials;
    Invalidate m_invalidate;
    QThread *m_thread = nullptr;
    std::atomic<bool> m_stopping { false };
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_nudged = false;
    bool m_authFailed = false;
    std::chrono::steady_clock::time_point m_nextProductPull {};
    int m_failures = 0; // in a row, for Backoff::sync()
    std::chrono::milliseconds m_nextWait { 0 }; // set by failed()
};
