#include "app/server/serverruntime.h"

#include "server/http/catalogserver.h"
#include "server/services/syncloop.h"
#include "server/storage/database.h"

ServerRuntime::ServerRuntime(const Database &database, ServerSettings settings,
    std::optional<UpstreamClient::Credentials> upstream)
    : m_database(database)
    , m_upstream(std::move(upstream))
    , m_server(std::make_unique<CatalogServer>(database, std::move(settings)))
{
    m_server->setSyncStatus(&m_syncStatus);
    m_server->onCommit([this] {
        if (SyncLoop *sync = m_wakeSync.load())
            sync->wake();
    });
}

ServerRuntime::~ServerRuntime()
{
    stop();
}

bool ServerRuntime::start(QString *error)
{
    if (!m_server->start(error))
        return false;
    if (m_upstream) {
        // Its writes go through the server's group commit; what it changed is dropped from
        // the response cache.
        m_sync = std::make_unique<SyncLoop>(m_database, m_server->writes(), *m_upstream,
            m_syncStatus, [server = m_server.get()] { server->invalidateCache(); });
        m_sync->start();
        m_wakeSync = m_sync.get();
    }
    return true;
}

void ServerRuntime::stop()
{
    m_wakeSync = nullptr;
    m_sync.reset();
    m_server->stop();
}

QString ServerRuntime::baseUrl() const
{
    return m_server->baseUrl();
}
