#include "server/http/httpworker.h"

#include <QDeadlineTimer>
#include <QEventLoop>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

#include "server/http/connectionlimiter.h"
#include "server/http/httpconnection.h"
#include "server/http/requestpipeline.h"
#include "server/storage/database.h"

#include <unistd.h>

using namespace Qt::StringLiterals;

HttpWorker::HttpWorker(
    RequestPipeline &pipeline, const Database &database, ConnectionLimiter &limiter)
    : m_pipeline(pipeline)
    , m_database(database)
    , m_limiter(limiter)
{ }

void HttpWorker::adopt(qintptr socketDescriptor)
{
    if (m_stopping) {
        ::close(int(socketDescriptor));
        return;
    }
    const QHostAddress peer = HttpConnection::peerOf(socketDescriptor);
    if (peer.isNull()) {
        ::close(int(socketDescriptor)); // reset before it was served
        return;
    }
    const QHostAddress key = ConnectionLimiter::keyOf(peer);
    if (!m_limiter.tryAcquire(key)) {
        m_pipeline.securityLog().record(peer, "refused"_L1, "overloaded"_L1);
        auto *socket = new QTcpSocket;
        if (!socket->setSocketDescriptor(socketDescriptor)) {
            delete socket;
            ::close(int(socketDescriptor));
            return;
        }
        socket->setParent(this);
        HttpConnection::refuse(
            socket, 503, u"overloaded"_s, u"Too many open connections; retry shortly."_s);
        return;
    }
    const ServerSettings &settings = m_pipeline.settings();
    HttpConnection::Settings connection;
    connection.requestTimeoutMs = settings.requestTimeoutSeconds * 1000;
    connection.idleTimeoutMs = settings.idleTimeoutSeconds * 1000;
    connection.securityLog = &m_pipeline.securityLog();
    RequestPipeline &pipeline = m_pipeline;
    connection.answerHit = [&pipeline](const HttpRequest &request, WireAnswer &answer) {
        return pipeline.answerHit(request, answer);
    };
    connection.limits.maxBodyBytesOf
        = [&pipeline](const QByteArray &method, const QByteArray &target) {
              return pipeline.maxBodyBytesOf(method, target);
          };
    new HttpConnection(
        socketDescriptor,
        [&pipeline](const HttpRequest &request, const HttpResponder &responder) {
            pipeline.handle(request, responder);
        },
        connection, &m_limiter, key, this);
}

void HttpWorker::shutdown()
{
    m_stopping = true;
    QList<QPointer<HttpConnection>> connections;
    bool handling = false;
    for (HttpConnection *connection : findChildren<HttpConnection *>(Qt::FindDirectChildrenOnly)) {
        connections << connection;
        handling = connection->beginShutdown() || handling;
    }
    // Answers may come from another thread: wait for them, within reason.
    const QDeadlineTimer deadline(10'000);
    while (handling && !deadline.hasExpired()) {
        QEventLoop loop;
        QTimer::singleShot(20, &loop, &QEventLoop::quit);
        loop.exec();
        handling = std::any_of(connections.cbegin(), connections.cend(),
            [](const QPointer<HttpConnection> &c) { return c && c->isHandling(); });
    }
    for (const QPointer<HttpConnection> &connection : std::as_const(connections)) {
        if (connection) {
            connection->flushAndClose();
            delete connection.data();
        }
    }
    m_database.closeConnection();
}
