#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <functional>
#include <memory>

#include "server/http/router.h"
#include "server/http/serversettings.h"

class ConnectionLimiter;
class FeedWaitList;
class Database;
class HeavyReadPool;
class HttpWorker;
class QThread;
class QTcpServer;
class QTimer;
class RequestPipeline;
class SearchRecorder;
class SyncStatus;
class SecurityLog;
class WriteQueue;
class CacheBusListener;
class Follower;

// `catalog-server serve`: the routes, the shared middleware state and the worker threads that
// serve HTTP connections, each with its own database connection. This thread accepts
// connections and hands them to the workers in turn.
class CatalogServer final : public QObject
{
    Q_OBJECT

public:
    CatalogServer(const Database &database, ServerSettings settings, QObject *parent = nullptr);
    ~CatalogServer() override;

    // Before start(): GET /sync shows it (contract §14); without it the sync is "off".
    void setSyncStatus(const SyncStatus *status) { m_syncStatus = status; }
    // Before start(): told after every commit of this instance's writer and, on PostgreSQL,
    // of another instance (any thread, cheap), beside the feeds' long polls the server wakes
    // itself: ServerRuntime wakes its followers (webhooks, the shop's sync).
    void onCommit(std::function<void()> committed) { m_committed = std::move(committed); }
    // Returns false with *error set when the address cannot be bound.
    bool start(QString *error);
    // Stops accepting, lets each worker finish the request it is on, closes connections.
    void stop();
    quint16 port() const { return m_port; }
    QString origin() const; // http://HOST:PORT, IPv6 hosts in brackets
    // How many worker threads serve: --workers, else one per core (at least 2).
    static int workerCount(const ServerSettings &settings);
    QString baseUrl() const;
    // For work of this process beside the requests (the shop's sync loop, contract §14):
    // its writes go through the same group commit, and what it changed is dropped from the
    // response cache. Valid between start() and stop().
    WriteQueue &writes() { return *m_writes; }
    void invalidateCache();
    // Where refused requests are counted (contract §13: a webhook refused for an internal
    // address too). Valid between start() and stop().
    SecurityLog &securityLog();

private:
    void listenToOtherInstances();
    // After a connection burst: the heap its connections freed goes back to the system.
    void releaseFreedMemory();
    const Database &m_database;
    ServerSettings m_settings;
    Router m_router;
    // The change feeds' long polls: stopped before the workers, which wait for their answers;
    // destroyed after the writer and the listener that wake it.
    std::unique_ptr<FeedWaitList> m_feedWaits;
    std::unique_ptr<WriteQueue> m_writes; // stopped after the workers, before it is destroyed
    std::unique_ptr<SearchRecorder> m_searchLog;
    std::unique_ptr<RequestPipeline> m_pipeline;
    std::unique_ptr<HeavyReadPool> m_heavyReads; // stopped after the workers
    std::unique_ptr<ConnectionLimiter> m_limiter; // shared by the workers; outlives them
    // PostgreSQL: the other instances' writes, heard by the listener in the steps of a
    // follower of their own. Destroyed first: they call into the pipeline.
    std::unique_ptr<CacheBusListener> m_changes;
    std::unique_ptr<Follower> m_changesFollower; // stopped before the listener goes
    QList<QThread *> m_threads;
    QList<HttpWorker *> m_workers;
    QTcpServer *m_dispatcher = nullptr; // accepts in this thread, hands out round robin
    QTimer *m_memoryTimer = nullptr;
    qsizetype m_nextWorker = 0;
    QTimer *m_securityFlush = nullptr; // SecurityLog::flush() every quarter interval
    quint16 m_port = 0;
    const SyncStatus *m_syncStatus = nullptr;
    std::function<void()> m_committed;
};
