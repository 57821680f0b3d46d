#pragma once

#include <QJsonArray>
#include <QSqlDatabase>
#include <QString>
#include <atomic>
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <mutex>

#include "server/services/follower.h"
#include "server/services/movementsync.h"
#include "server/services/productsync.h"
#include "server/services/upstreamclient.h"

class Database;
class SyncStatus;
class WriteQueue;

// The shop server's sync (contract §14), a Follower of the local database and of upstream: copies
// the seller's data once (SyncInit), then, over and over, pushes the queued local movements
// upstream in local order (POST /products/stock/batch, 100 a request, each with its permanent
// movement_id) and pulls the movements made elsewhere from the movement feed, applying them
// as deltas. Every position is in the local database and advances in the transaction that
// does the work, so a kill at any moment loses nothing and applies nothing twice (a push
// answered but not yet marked is sent again and replayed upstream by its movement_id).
// Upstream away or failing: the shop serves on, the loop tries again with Backoff::sync() (at
// most 5 minutes apart) and honours 429 Retry-After. A key upstream refuses (401/403) is read again
// from its secret file before every try, and a new one written there is used without a
// restart. Product data moves too (ProductSync), ahead of the movements in each direction.
// Two followers: the sync itself, woken by every local commit (a sale is pushed at once) and by
// the watch; and the watch, a long poll of upstream's /products/mine/changes (every stock
// change is one there) that wakes the sync when upstream changed, so a sale made elsewhere
// comes down at once instead of at the next poll. A wake never cuts a backoff short; the
// movement feed is still read every pollInterval, whatever the watch says.
class SyncLoop final
{
public:
    // Called after the loop changed local data that cached responses may show.
    using Invalidate = std::function<void()>;
    // Between two reads of the movement feed when nothing woke the loop: the lag a movement
    // waits at most when the watch is not answered (plus the requests themselves).
    static constexpr std::chrono::milliseconds pollInterval { 500 };
    // The same while the watch is answered: it wakes the loop for every change upstream, so
    // the reads by the clock are a safety net that leaves the key's budget to the work.
    static constexpr std::chrono::seconds watchedPollInterval { 5 };
    // Between two reads of the product feed: product edits are rarer than sales, and the
    // key's default limit (240 a minute) is shared with the movements' pushes and pulls.
    static constexpr std::chrono::seconds productPollInterval { 2 };
    // Products whose pushed stock the watch may still see (more: a watch that is not answered).
    static constexpr std::size_t ownStockLimit = 10000;
    // The watch's long poll (contract §13 `wait=`, at most 30), well inside
    // UpstreamClient::timeoutSeconds.
    static constexpr int watchWaitSeconds = 25;
    // After each answer while a backlog drains (the sync reads on by itself): the key's
    // requests go to the pushes, not to wake-ups.
    static constexpr std::chrono::seconds watchPause { 2 };
    static constexpr std::chrono::milliseconds watchGap { 100 };
    // After an answer of only the shop's own pushes while the limits bind (below).
    static constexpr std::chrono::milliseconds ownPause { 1000 };

    SyncLoop(const Database &database, WriteQueue &writes, UpstreamClient::Credentials credentials,
        SyncStatus &status, Invalidate invalidate);
    ~SyncLoop();

    void start();
    // Ends the round in progress and the threads; before the write queue stops.
    void stop();
    // Something committed locally (any thread): queued movements go up now.
    void wake();

private:
    enum class Step { Idle, More, Failed };
    // One round of the sync follower; how long until the next.
    Follower::Next round();
    // One long poll of the watch follower.
    Follower::Next watch();
    // Whether the watch's entries are only the stock this shop's own pushes left (the push's
    // answer said so): then nothing came from elsewhere and the loop is not woken for them.
    bool ownChanges(const QJsonArray &entries);
    // A movement or product step's result as a step of the loop (its failure through failed(),
    // its changes through the invalidation).
    Step stepOf(const SyncStep::Result &result, const QString &what);
    // After upstream refused the key: the key as its file (or the environment) holds it now;
    // true when it changed, so the next try uses the new one.
    bool reloadKey(UpstreamClient &upstream);
    // A failed request: offline (no answer, 5xx) or error (a refusal); sets the next wait.
    void failed(const UpstreamClient::Reply &reply, const QString &what);
    // Runs a job on the write queue (in its next group commit) and waits for it.
    void write(const std::function<void(const QSqlDatabase &db)> &job);
    bool stopping() const { return m_sync.stopping(); }

    const Database &m_database;
    WriteQueue &m_writes;
    UpstreamClient::Credentials m_credentials;
    SyncStatus &m_status;
    Invalidate m_invalidate;
    // The sync follower's own (made on its thread at its first round).
    std::unique_ptr<UpstreamClient> m_upstream;
    std::unique_ptr<ProductSync> m_products;
    std::unique_ptr<MovementSync> m_movements;
    std::atomic<bool> m_authFailed { false }; // also read by the watch
    std::chrono::steady_clock::time_point m_authRetryAt {}; // the backoff's end while refused
    std::chrono::steady_clock::time_point m_nextProductPull {};
    std::chrono::steady_clock::time_point m_lastPull {};
    std::atomic<bool> m_backlog { false }; // the last round left more to do
    int m_failures = 0; // in a row, for Backoff::sync()
    std::chrono::milliseconds m_nextWait { 0 }; // set by failed()
    std::atomic<bool> m_upstreamChanged { false }; // set by the watch
    // The key's requests, shared by the sync's client and the watch's.
    const std::shared_ptr<RequestBudget> m_budget = std::make_shared<RequestBudget>();
    // "type:id" → the stock a push's answer gave, until the watch sees it (pushed by the
    // sync, read by the watch).
    std::mutex m_ownMutex;
    std::map<QString, qint64> m_ownStock;
    // The watch follower's own.
    std::unique_ptr<UpstreamClient> m_watchClient;
    QString m_watchCursor;
    int m_watchFailures = 0;
    std::atomic<bool> m_watching { false }; // the watch's last long poll was answered
    Follower m_sync;
    Follower m_watch;
};
