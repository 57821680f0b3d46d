#pragma once

#include <QString>
#include <memory>
#include <mutex>
#include <optional>

#include "server/http/serversettings.h"
#include "server/services/syncstatus.h"
#include "server/services/upstreamclient.h"

class CatalogServer;
class Database;
class SyncLoop;
class WebhookDispatcher;

// `serve`'s one place that starts and stops what runs (docs/architecture.md): the HTTP server
// (with the feeds' long polls, which answer its requests), then the followers of the
// database: the webhook dispatcher (contract §13) and, on a shop server (--upstream, §14), the
// sync. Every commit — of this instance's writer, or of another instance on PostgreSQL — wakes
// each of them. Stopped in the reverse order: the followers before the server's writer, which
// their last steps still use (releasing claims, recording a push).
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
    void wakeFollowers();

    const Database &m_database;
    const ServerSettings m_settings;
    const std::optional<UpstreamClient::Credentials> m_upstream;
    SyncStatus m_syncStatus;
    std::unique_ptr<CatalogServer> m_server;
    std::unique_ptr<WebhookDispatcher> m_webhooks;
    std::unique_ptr<SyncLoop> m_sync;
    // What a commit wakes (on the writer's or the listener's thread): set once each runs,
    // cleared under the mutex before it stops, so no wake reaches one being destroyed.
    std::mutex m_wakeMutex;
    WebhookDispatcher *m_wakeWebhooks = nullptr;
    SyncLoop *m_wakeSync = nullptr;
};
