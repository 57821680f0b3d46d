#include "server/http/httpworker.h"

#include <QLoggingCategory>
#include <QTcpServer>
#include <QTcpSocket>

#include "server/http/guardedtcpserver.h"
#include "server/http/httpfrontend.h"
#include "server/http/requestpipeline.h"
#include "server/storage/database.h"

HttpWorker::HttpWorker(
    RequestPipeline &pipeline, const Database &database, qintptr socketDescriptor)
    : m_pipeline(pipeline)
    , m_database(database)
    , m_socketDescriptor(socketDescriptor)
{ }

void HttpWorker::start()
{
    // Per worker; the process raises its descriptor limit at start (CatalogServer).
    constexpr int maxConnectionsPerWorker = 4096;
    ConnectionGuard::Limits limits;
    limits.requestTimeoutMs = m_pipeline.settings().requestTimeoutSeconds * 1000;
    limits.idleTimeoutMs = m_pipeline.settings().idleTimeoutSeconds * 1000;
    m_tcpServer = new GuardedTcpServer(limits, maxConnectionsPerWorker, this);
    // QHttpServer binds only to a listening server; this one never accepts by itself.
    if (!m_tcpServer->setSocketDescriptor(m_socketDescriptor))
        qCritical("worker cannot take over its listening socket");
    m_tcpServer->pauseAccepting();
    m_frontend = new HttpFrontend(m_pipeline, this);
    m_frontend->bind(m_tcpServer);
}

void HttpWorker::adopt(qintptr socketDescriptor)
{
    m_tcpServer->adopt(socketDescriptor);
}

void HttpWorker::shutdown()
{
    if (m_tcpServer)
        m_tcpServer->close();
    // Requests are answered synchronously, so none is half-done here; push out what the
    // sockets still hold, then close them.
    const auto sockets
        = m_tcpServer ? m_tcpServer->findChildren<QTcpSocket *>() : QList<QTcpSocket *>();
    for (QTcpSocket *socket : sockets) {
        if (socket->bytesToWrite() > 0)
            socket->waitForBytesWritten(2000);
        socket->disconnectFromHost();
    }
    m_database.closeConnection();
}
