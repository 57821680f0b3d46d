#include "server/http/httpconnection.h"

#include <QLoggingCategory>
#include <QMutex>
#include <QPointer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>
#include <QTimerEvent>

#include "server/http/apierror.h"
#include "server/http/connectionlimiter.h"
#include "server/http/securitylog.h"

#include <sys/socket.h>

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 readChunkBytes = 64 * 1024;
// Answers the client has not read yet; beyond this no further request is parsed.
constexpr qint64 maxUnsentBytes = 1024 * 1024;
// After the last answer: how long and how much the client may still send before the close.
constexpr int lingerMs = 2000;
constexpr qint64 maxDiscardedBytes = 1024 * 1024;

HttpResponse errorResponse(int status, const QString &code, const QString &message)
{
    HttpResponse response = HttpResponse::fromError({ status, code, message, {}, {}, {} });
    response.addHeader("Content-Type", "application/json; charset=utf-8");
    response.addHeader("X-API-Cache", "BYPASS");
    return response;
}

} // namespace

// The link between one request and its connection, for a responder that may run on another
// thread after the connection is gone.
struct HttpConnection::PendingAnswer
{
    QMutex mutex;
    HttpConnection *connection = nullptr; // null once the connection is destroyed
    bool answered = false;

    void deliver(HttpResponse response)
    {
        const QMutexLocker lock(&mutex);
        if (answered) {
            qWarning("a request was answered twice; the second answer is dropped");
            return;
        }
        answered = true;
        HttpConnection *target = connection;
        if (!target)
            return; // the client went away meanwhile
        if (QThread::currentThread() == target->thread() && target->m_inHandle
            && target->m_pending.get() == this) {
            target->m_syncAnswer = std::move(response); // written once handle() returns
            return;
        }
        // The destructor waits for this mutex, so target is alive while the event is posted;
        // a destroyed receiver's posted events are discarded.
        QMetaObject::invokeMethod(
            target,
            [guard = QPointer<HttpConnection>(target), response = std::move(response)]() mutable {
                if (guard)
                    guard->answerLater(std::move(response));
            },
            Qt::QueuedConnection);
    }
};

HttpConnection::HttpConnection(QTcpSocket *socket, Handler handler, Settings settings,
    ConnectionLimiter *limiter, QHostAddress limiterKey, QObject *parent)
    : QObject(parent)
    , m_socket(socket)
    , m_handler(std::move(handler))
    , m_settings(settings)
    , m_limiter(limiter)
    , m_limiterKey(std::move(limiterKey))
    , m_peer(socket->peerAddress())
    , m_parser(settings.limits)
{
    socket->setParent(this);
    // Bounds what a client can make us hold while a request is being answered.
    socket->setReadBufferSize(readChunkBytes);
    connect(socket, &QTcpSocket::readyRead, this, &HttpConnection::onReadyRead);
    connect(socket, &QTcpSocket::bytesWritten, this, &HttpConnection::onBytesWritten);
    connect(socket, &QTcpSocket::disconnected, this, &QObject::deleteLater);
    // A new connection must send a complete request head in time too.
    m_timer.start(m_settings.requestTimeoutMs, this);
    if (socket->bytesAvailable() > 0)
        QMetaObject::invokeMethod(this, &HttpConnection::process, Qt::QueuedConnection);
}

HttpConnection::~HttpConnection()
{
    if (m_pending) {
        const QMutexLocker lock(&m_pending->mutex);
        m_pending->connection = nullptr;
    }
    if (m_limiter)
        m_limiter->release(m_limiterKey);
}

void HttpConnection::refuse(
    QTcpSocket *socket, int status, const QString &code, const QString &message)
{
    socket->write(HttpResponseWriter::serialize(
        errorResponse(status, code, message), false, HttpResponseWriter::Connection::Close));
    QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    socket->disconnectFromHost();
    QTimer::singleShot(lingerMs, socket, &QTcpSocket::abort);
}

void HttpConnection::onReadyRead()
{
    switch (m_phase) {
    case Phase::Reading:
        process();
        break;
    case Phase::Handling:
        break; // the bytes wait in the socket's bounded buffer
    case Phase::Closing: {
        char sink[16 * 1024];
        qint64 read = 0;
        while ((read = m_socket->read(sink, sizeof sink)) > 0)
            m_discarded += read;
        if (m_discarded > maxDiscardedBytes) {
            m_socket->abort();
            deleteLater();
        }
        break;
    }
    }
}

void HttpConnection::onBytesWritten()
{
    if (m_socket->bytesToWrite() > 0)
        return;
    if (m_phase == Phase::Closing && !m_halfClosed) {
        halfClose();
    } else if (m_phase == Phase::Reading && m_waitingForDrain) {
        m_waitingForDrain = false;
        process();
    }
}

void HttpConnection::process()
{
    while (m_phase == Phase::Reading) {
        if (m_socket->bytesToWrite() > maxUnsentBytes) {
            m_waitingForDrain = true; // resumed by onBytesWritten
            return;
        }
        if (m_inputPos == m_input.size()) {
            // Read into the thread's buffer and keep only what arrived: an idle keep-alive
            // connection holds no read buffer (thousands of them once held 64 KiB each,
            // which a connection flood turned into hundreds of megabytes).
            thread_local QByteArray chunk(readChunkBytes, Qt::Uninitialized);
            const qint64 read = m_socket->read(chunk.data(), readChunkBytes);
            m_inputPos = 0;
            if (read <= 0) {
                m_input = QByteArray();
                return;
            }
            m_input = QByteArray(chunk.constData(), read);
        }
        const bool wasIdle = m_parser.state() == HttpRequestParser::State::Idle;
        m_inputPos += m_parser.feed(QByteArrayView(m_input).sliced(m_inputPos));
        if (m_inputPos == m_input.size()) {
            m_input = QByteArray(); // all parsed: nothing kept while the request is handled
            m_inputPos = 0;
        }
        // The first request's time runs from the connect, a later one's from its first byte.
        if (wasIdle && m_answered > 0 && m_parser.state() != HttpRequestParser::State::Idle)
            m_timer.start(m_settings.requestTimeoutMs, this);
        switch (m_parser.state()) {
        case HttpRequestParser::State::Failed: {
            const auto &failure = m_parser.failure();
            answerError(failure.status, failure.code, failure.message);
            return;
        }
        case HttpRequestParser::State::Complete:
            handle(m_parser.takeRequest());
            break;
        case HttpRequestParser::State::Body:
            if (m_parser.expectsContinue() && !m_continueSent) {
                m_continueSent = true;
                m_socket->write("HTTP/1.1 100 Continue\r\n\r\n");
            }
            break;
        case HttpRequestParser::State::Idle:
        case HttpRequestParser::State::Head:
            break;
        }
    }
}

void HttpConnection::handle(HttpRequest request)
{
    m_phase = Phase::Handling;
    m_timer.stop();
    m_continueSent = false;
    request.peer = m_peer;
    m_headRequest = request.method == "HEAD";
    using Connection = HttpResponseWriter::Connection;
    m_connectionHeader = !request.keepAlive ? Connection::Close
        : request.httpMinor == 0            ? Connection::KeepAliveHttp10
                                            : Connection::KeepAlive;
    auto pending = std::make_shared<PendingAnswer>();
    pending->connection = this;
    m_pending = pending;
    m_inHandle = true;
    m_handler(request, [pending](HttpResponse response) { pending->deliver(std::move(response)); });
    m_inHandle = false;
    if (m_syncAnswer) {
        HttpResponse response = std::move(*m_syncAnswer);
        m_syncAnswer.reset();
        answer(std::move(response));
    }
}

void HttpConnection::answerLater(HttpResponse response)
{
    if (m_phase != Phase::Handling)
        return;
    answer(std::move(response));
    process(); // the requests that waited behind this one
}

void HttpConnection::answer(HttpResponse response)
{
    {
        const QMutexLocker lock(&m_pending->mutex);
        m_pending->connection = nullptr;
    }
    m_pending.reset();
    ++m_answered;
    const bool close = m_shutdown || m_connectionHeader == HttpResponseWriter::Connection::Close;
    m_socket->write(HttpResponseWriter::serialize(response, m_headRequest,
        close ? HttpResponseWriter::Connection::Close : m_connectionHeader));
    // Into the kernel now: on a client's half-close Qt drops the socket, unsent data too.
    m_socket->flush();
    if (close) {
        closeAfterWrite();
        return;
    }
    m_phase = Phase::Reading;
    m_timer.start(m_settings.idleTimeoutMs, this);
}

void HttpConnection::answerError(int status, const QString &code, const QString &message)
{
    if (m_settings.securityLog) {
        const QByteArray reason = code.toLatin1(); // one of the contract's fixed codes
        m_settings.securityLog->record(m_peer, "refused"_L1, QLatin1StringView(reason));
    }
    m_socket->write(HttpResponseWriter::serialize(
        errorResponse(status, code, message), false, HttpResponseWriter::Connection::Close));
    m_socket->flush();
    closeAfterWrite();
}

// The answer goes out first; then our side of the connection is shut (the client sees the
// end at once) and what the client still sends is read and dropped for a moment, so that
// the client gets to read the answer instead of a reset.
void HttpConnection::closeAfterWrite()
{
    m_phase = Phase::Closing;
    m_timer.start(m_settings.idleTimeoutMs, this); // a client that does not read is cut off
    if (m_socket->bytesToWrite() == 0)
        halfClose();
}

void HttpConnection::halfClose()
{
    m_halfClosed = true;
    ::shutdown(int(m_socket->socketDescriptor()), SHUT_WR);
    m_timer.start(lingerMs, this);
}

void HttpConnection::timerEvent(QTimerEvent *event)
{
    if (event->timerId() != m_timer.timerId()) {
        QObject::timerEvent(event);
        return;
    }
    m_timer.stop();
    switch (m_phase) {
    case Phase::Reading:
        if (m_parser.state() != HttpRequestParser::State::Idle) {
            answerError(408, u"request_timeout"_s, u"The request was not received in time."_s);
        } else if (m_socket->bytesToWrite() == 0) {
            closeAfterWrite(); // an idle connection, or one that never sent a byte
        } else {
            m_socket->abort(); // answers the client does not read
            deleteLater();
        }
        break;
    case Phase::Handling:
        break;
    case Phase::Closing:
        m_socket->abort();
        deleteLater();
        break;
    }
}

bool HttpConnection::beginShutdown()
{
    m_shutdown = true;
    return isHandling();
}

void HttpConnection::flushAndClose()
{
    if (m_socket->state() == QAbstractSocket::ConnectedState && m_socket->bytesToWrite() > 0)
        m_socket->waitForBytesWritten(2000);
    m_socket->abort();
}
