#include "app/server/serverruntime.h"

#include <QHostAddress>

#include "server/http/catalogserver.h"
#include "server/http/securitylog.h"
#include "server/services/syncloop.h"
#include "server/services/webhookdispatcher.h"
#include "server/storage/database.h"

using namespace Qt::StringLiterals;

ServerRuntime::ServerRuntime(const Database &database, ServerSettings settings,
    std::optional<UpstreamClient::Credentials> upstream)
    : m_database(database)
    , m_settings(settings)
    , m_upstream(std::move(upstream))
    , m_server(std::make_unique<CatalogServer>(database, std::move(settings)))
{
    m_server->setSyncStatus(&m_syncStatus);
    m_server->onCommit([this] { wakeFollowers(); });
}

ServerRuntime::~ServerRuntime()
{
    stop();
}

void ServerRuntime::wakeFollowers()
{
    const std::lock_guard lock(m_wakeMutex);
    if (m_wakeWebhooks)
        m_wakeWebhooks->wake();
    if (m_wakeSync)
        m_wakeSync->wake();
}

bool ServerRuntime::start(QString *error)
{
    if (!m_server->start(error))
        return false;
    m_webhooks = std::make_unique<WebhookDispatcher>(m_database, m_server->writes(),
        WebhookAddressPolicy(m_settings.webhookAllow), m_settings.webhookCaCertificates);
    // A delivery refused for an internal address is logged like the other security events.
    m_webhooks->onRefused([log = &m_server->securityLog()](const QHostAddress &address) {
        log->record(address, "url_not_allowed"_L1, "webhook_delivery"_L1);
    });
    m_webhooks->start();
    {
        const std::lock_guard lock(m_wakeMutex);
        m_wakeWebhooks = m_webhooks.get();
    }
    if (m_upstream) {
        // Its writes go through the server's group commit; what it changed is dropped from
        // the response cache.
        m_sync = std::make_unique<SyncLoop>(m_database, m_server->writes(), *m_upstream,
            m_syncStatus, [server = m_server.get()] { server->invalidateCache(); });
        m_sync->start();
        const std::lock_guard lock(m_wakeMutex);
        m_wakeSync = m_sync.get();
    }
    return true;
}

void ServerRuntime::stop()
{
    {
        const std::lock_guard lock(m_wakeMutex);
        m_wakeSync = nullptr;
        m_wakeWebhooks = nullptr;
    }
    m_sync.reset();
    m_webhooks.reset();
    m_server->stop();
}

QString ServerRuntime::baseUrl() const
{
    return m_server->baseUrl();
}
