#include "server/storage/cachebuslistener.h"

#include <QByteArray>
#include <QLoggingCategory>

#include "server/storage/cachebus.h"

#include <libpq-fe.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <unistd.h>

Q_LOGGING_CATEGORY(lcChanges, "catalog.changes", QtInfoMsg)

namespace {

constexpr int checkIntervalMs = 1000;
constexpr int reconnectDelayMs = 500;

struct Connection
{
    PGconn *handle = nullptr;
    ~Connection() { PQfinish(handle); }
};

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
    stop();
}

void CacheBusListener::start()
{
    m_wakeFd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    m_thread = std::thread([this] { run(); });
}

void CacheBusListener::stop()
{
    if (!m_thread.joinable())
        return;
    m_stopping = true;
    const quint64 one = 1;
    [[maybe_unused]] const auto written = write(m_wakeFd, &one, sizeof one);
    m_thread.join();
    close(m_wakeFd);
    m_wakeFd = -1;
}

void CacheBusListener::run()
{
    while (listenOnce()) {
        pollfd wake { m_wakeFd, POLLIN, 0 };
        poll(&wake, 1, reconnectDelayMs);
    }
}

bool CacheBusListener::listenOnce()
{
    if (m_stopping)
        return false;
    Connection connection { connect(m_location) };
    const QByteArray listen = QByteArray("LISTEN ") + CacheBus::channel;
    if (PQstatus(connection.handle) != CONNECTION_OK
        || !execute(connection.handle, listen.constData())) {
        qCDebug(lcChanges) << "cannot listen:" << PQerrorMessage(connection.handle);
        return !m_stopping;
    }
    // Listening from here: whatever changed while we were not is unknown, so all of it.
    m_callbacks.subscribed();
    qCInfo(lcChanges, "listening to other instances' changes");
    const int socket = PQsocket(connection.handle);
    while (!m_stopping) {
        pollfd fds[] = { { socket, POLLIN, 0 }, { m_wakeFd, POLLIN, 0 } };
        const int ready = poll(fds, 2, checkIntervalMs);
        if (m_stopping)
            break;
        // A quiet second: make sure the connection still carries messages.
        const bool alive = ready == 0 ? execute(connection.handle, "SELECT 1")
                                      : PQconsumeInput(connection.handle) == 1;
        if (!alive) {
            qCWarning(lcChanges) << "lost the change listener's connection:"
                                 << PQerrorMessage(connection.handle);
            m_callbacks.lost();
            return true;
        }
        while (PGnotify *notice = PQnotifies(connection.handle)) {
            const CacheBus::Message message = CacheBus::parse(QString::fromUtf8(notice->extra));
            PQfreemem(notice);
            if (message.origin != CacheBus::instanceId())
                m_callbacks.changed(message.tags);
        }
    }
    return false;
}
