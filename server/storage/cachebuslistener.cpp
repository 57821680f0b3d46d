#include "server/storage/cachebuslistener.h"

#include <QByteArray>
#include <QLoggingCategory>
#include <QSocketNotifier>
#include <algorithm>

#include "server/storage/cachebus.h"

#include <libpq-fe.h>

Q_LOGGING_CATEGORY(lcChanges, "catalog.changes", QtInfoMsg)

using namespace std::chrono_literals;

namespace {

constexpr auto checkInterval = 1000ms;
constexpr auto reconnectDelay = 500ms;
constexpr auto answerTimeout = 3000ms; // as the connection's tcp_user_timeout

PGconn *connect(const DatabaseLocation &location)
{
    const QByteArray host = location.host.toUtf8();
    const QByteArray port = QByteArray::number(location.port);
    const QByteArray user = location.user.toUtf8();
    const QByteArray password = location.password.toUtf8();
    const QByteArray name = location.databaseName.toUtf8();
    const char *keys[] = { "host", "port", "user", "password", "dbname", "connect_timeout",
        "application_name", "keepalives_idle", "keepalives_interval", "keepalives_count",
        "tcp_user_timeout", nullptr };
    const char *values[]
        = { host.constData(), port.constData(), user.constData(), password.constData(),
              name.constData(), "3", "catalog-server-listener", "5", "2", "2", "3000", nullptr };
    return PQconnectdbParams(keys, values, 0);
}

bool execute(PGconn *connection, const char *statement)
{
    PGresult *result = PQexec(connection, statement);
    const ExecStatusType status = PQresultStatus(result);
    PQclear(result);
    return status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK;
}

} // namespace

CacheBusListener::CacheBusListener(DatabaseLocation location, Callbacks callbacks)
    : m_location(std::move(location))
    , m_callbacks(std::move(callbacks))
{ }

CacheBusListener::~CacheBusListener()
{
    close();
}

void CacheBusListener::close()
{
    m_pingSent.invalidate();
    m_readable.reset();
    PQfinish(m_connection);
    m_connection = nullptr;
}

bool CacheBusListener::listen(const std::function<void()> &readable)
{
    m_connection = connect(m_location);
    const QByteArray listen = QByteArray("LISTEN ") + CacheBus::channel;
    if (PQstatus(m_connection) != CONNECTION_OK || !execute(m_connection, listen.constData())) {
        qCDebug(lcChanges) << "cannot listen:" << PQerrorMessage(m_connection);
        close();
        return false;
    }
    // Listening from here: whatever changed while we were not is unknown, so all of it.
    m_callbacks.subscribed();
    qCInfo(lcChanges, "listening to other instances' changes");
    m_readable = std::make_unique<QSocketNotifier>(PQsocket(m_connection), QSocketNotifier::Read);
    // Off until the step has read what came: the socket stays readable until then.
    QObject::connect(m_readable.get(), &QSocketNotifier::activated, m_readable.get(),
        [notifier = m_readable.get(), readable] {
            notifier->setEnabled(false);
            readable();
        });
    m_lastHeard.start();
    return true;
}

bool CacheBusListener::alive()
{
    if (PQconsumeInput(m_connection) != 1)
        return false;
    const auto since
        = [](const QElapsedTimer &timer) { return std::chrono::milliseconds(timer.elapsed()); };
    if (m_pingSent.isValid()) {
        // A frozen server (a stopped process still has its kernel acknowledge every packet,
        // so no TCP timeout ends the wait) must not keep this instance's cache trusted.
        if (PQisBusy(m_connection))
            return since(m_pingSent) < answerTimeout;
        bool answered = true;
        while (PGresult *result = PQgetResult(m_connection)) {
            answered = answered && PQresultStatus(result) == PGRES_TUPLES_OK;
            PQclear(result);
        }
        m_pingSent.invalidate();
        m_lastHeard.start();
        return answered;
    }
    if (since(m_lastHeard) < checkInterval)
        return true;
    // A quiet second: make sure the connection still carries messages. Its answer wakes the
    // step through the socket, as a notification does.
    if (PQsendQuery(m_connection, "SELECT 1") != 1)
        return false;
    m_pingSent.start();
    return true;
}

std::chrono::milliseconds CacheBusListener::step(const std::function<void()> &readable)
{
    if (!m_connection && !listen(readable))
        return reconnectDelay;
    if (!alive()) {
        qCWarning(lcChanges) << "lost the change listener's connection:"
                             << PQerrorMessage(m_connection);
        m_callbacks.lost();
        close();
        return reconnectDelay;
    }
    while (PGnotify *notice = PQnotifies(m_connection)) {
        const CacheBus::Message message = CacheBus::parse(QString::fromUtf8(notice->extra));
        PQfreemem(notice);
        m_lastHeard.start();
        if (message.origin != CacheBus::instanceId())
            m_callbacks.changed(message.tags);
    }
    m_readable->setEnabled(true);
    const auto left = m_pingSent.isValid()
        ? answerTimeout - std::chrono::milliseconds(m_pingSent.elapsed())
        : checkInterval - std::chrono::milliseconds(m_lastHeard.elapsed());
    return std::max(left, 0ms);
}
