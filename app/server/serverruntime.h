#pragma once

#include <QString>
#include <atomic>
#include <memory>
#include <optional>

#include "server/http/serversettings.h"
#include "server/services/syncstatus.h"
#include "server/services/upstreamclient.h"

class CatalogServer;
class Database;
class SyncLoop;

// `serve`'s one place that starts and stops what runs (docs/architecture.md): the HTTP server
// with the followers it runs (feeds' long polls, webhooks), and, on a shop server
// (--upstream, contract §14), the sync, woken by every commit of the server's writer. Stopped
// in the reverse order: the sync before the server's writer, which its last round still uses.
class ServerRuntime final
{
public:
    ServerRuntime(const Database &database, ServerSettings settings,
        std::optional<UpstreamClient::Credentials> upstream);
    ~ServerRuntime();

    // false with *error set when the server cannot listen.
    bool start(QString *error);
    void stop();
    QString baseUrl() const;

private:
    const Database &m_database;
    const std::optional<UpstreamClient::Credentials> m_upstream;
    SyncStatus m_syncStatus;
    std::unique_ptr<CatalogServer> m_server;
    std::unique_ptr<SyncLoop> m_sync;
    // What a commit wakes; set once the sync runs, cleared before it stops (writer's thread).
    std::atomic<SyncLoop *> m_wakeSync { nullptr };
};
