#include "server/http/httpconnection.h"

#include <QDeadlineTimer>
#include <QLoggingCategory>
#include <QMutex>
#include <QPointer>
#include <QSocketNotifier>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>
#include <QTimerEvent>
#include <cerrno>

#include "server/http/apierror.h"
#include "server/http/connectionlimiter.h"
#include "server/http/securitylog.h"

#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <sys/uio.h>

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 readChunkBytes = 64 * 1024;
// Answers the client has not read yet; beyond this no further request is parsed.
constexpr qint64 maxUnsentBytes = 1024 * 1024;
// After the last answer: how much the client may still send before the close.
constexpr qint64 maxDiscardedBytes = 1024 * 1024;

HttpResponse errorResponse(int status, const QString &code, const QString &message)
{
    HttpResponse response = HttpResponse::fromError({ status, code, message, {}, {}, {} });
    response.addHeader("Content-Type", HttpResponse::jsonContentType.toByteArray());
    response.addHeader("X-API-Cache", "BYPASS");
    return response;
}

qint64 coarseNowMs()
{
    return QDeadlineTimer::current(Qt::CoarseTimer).deadline();
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

HttpConnection::HttpConnection(qintptr descriptor, Handler handler, Settings settings,
    ConnectionLimiter *limiter, QHostAddress limiterKey, QObject *parent)
    : QObject(parent)
    , m_fd(int(descriptor))
    , m_handler(std::move(handler))
    , m_settings(std::move(settings))
    , m_limiter(limiter)
    , m_limiterKey(std::move(limiterKey))
    , m_peer(peerOf(descriptor))
    , m_parser(m_settings.limits)
{
    ::fcntl(m_fd, F_SETFL, ::fcntl(m_fd, F_GETFL) | O_NONBLOCK);
    // Each answer is one write; it must not wait for the ACK of the one before.
    const int on = 1;
    ::setsockopt(m_fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
    m_readNotifier = new QSocketNotifier(qintptr(m_fd), QSocketNotifier::Read, this);
    connect(m_readNotifier, &QSocketNotifier::activated, this, &HttpConnection::onReadable);
    // A new connection must send a complete request head in time too.
    arm(m_settings.requestTimeoutMs);
}

HttpConnection::~HttpConnection()
{
    if (m_pending) {
        const QMutexLocker lock(&m_pending->mutex);
        m_pending->connection = nullptr;
    }
    closeSocket();
    if (m_limiter)
        m_limiter->release(m_limiterKey);
}

QHostAddress HttpConnection::peerOf(qintptr descriptor)
{
    sockaddr_storage address {};
    socklen_t length = sizeof address;
    if (::getpeername(int(descriptor), reinterpret_cast<sockaddr *>(&address), &length) != 0)
        return {};
    return QHostAddress(reinterpret_cast<const sockaddr *>(&address));
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

void HttpConnection::onReadable()
{
    switch (m_phase) {
    case Phase::Reading:
        process();
        break;
    case Phase::Handling:
        readMore(); // held, up to the bound, until the answer is out
        break;
    case Phase::Closing: {
        char sink[16 * 1024];
        for (;;) {
            const ssize_t read = ::recv(m_fd, sink, sizeof sink, 0);
            if (read > 0) {
                m_discarded += read;
                continue;
            }
            if (read == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR))
                drop(); // the client has closed too (or reset)
            break;
        }
        if (m_discarded > maxDiscardedBytes)
            drop();
        break;
    }
    }
}

bool HttpConnection::readMore()
{
    const qsizetype held = m_input.size() - m_inputPos;
    if (held >= readChunkBytes) {
        setReading(false); // the rest waits in the kernel until the answer is out
        return true;
    }
    thread_local QByteArray chunk(readChunkBytes, Qt::Uninitialized);
    const ssize_t read = ::recv(m_fd, chunk.data(), size_t(readChunkBytes - held), 0);
    if (read < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR))
        return true;
    if (read <= 0) {
        // The client went away while its request was handled: its answer is dropped.
        drop();
        return false;
    }
    if (m_inputPos > 0) {
        m_input.remove(0, m_inputPos);
        m_inputPos = 0;
    }
    m_input.append(chunk.constData(), read);
    return true;
}

void HttpConnection::arm(int ms)
{
    const qint64 now = coarseNowMs();
    m_deadline = now + ms;
    if (!m_timer.isActive() || m_timerDue > m_deadline) {
        m_timer.start(ms, this);
        m_timerDue = m_deadline;
    }
}

void HttpConnection::process()
{
    // One read a call: after it the event loop says whether more has come (a read that finds
    // nothing would cost a system call on every request).
    bool read = false;
    while (m_phase == Phase::Reading && !m_dropped) {
        if (bytesToWrite() > maxUnsentBytes) {
            m_waitingForDrain = true; // resumed by onDrained
            setReading(false);
            return;
        }
        // Parsed straight from the thread's buffer; only what is left over after a complete
        // request is kept: an idle keep-alive connection holds no read buffer (thousands of
        // them once held 64 KiB each, which a connection flood turned into hundreds of MB).
        thread_local QByteArray chunk(readChunkBytes, Qt::Uninitialized);
        QByteArrayView data;
        const bool fromChunk = m_inputPos == m_input.size();
        if (fromChunk) {
            if (m_peerClosed || read)
                return;
            read = true;
            const ssize_t received = ::recv(m_fd, chunk.data(), size_t(readChunkBytes), 0);
            if (received < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR))
                return;
            if (received < 0) {
                drop();
                return;
            }
            if (received == 0) {
                // The client has sent all it will: close once its answers are out.
                m_peerClosed = true;
                setReading(false);
                if (bytesToWrite() == 0)
                    drop();
                return;
            }
            data = QByteArrayView(chunk.constData(), received);
        } else {
            data = QByteArrayView(m_input).sliced(m_inputPos);
        }
        const bool wasIdle = m_parser.state() == HttpRequestParser::State::Idle;
        const qsizetype used = m_parser.feed(data);
        if (fromChunk) {
            if (used < data.size()) {
                m_input = data.sliced(used).toByteArray();
                m_inputPos = 0;
            }
        } else if ((m_inputPos += used) == m_input.size()) {
            m_input = QByteArray(); // all parsed: nothing kept while the request is handled
            m_inputPos = 0;
        }
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
                send(QByteArrayView("HTTP/1.1 100 Continue\r\n\r\n"));
            }
            [[fallthrough]];
        case HttpRequestParser::State::Head:
            // The first request's time runs from the connect, a later one's from its first
            // byte (a request that arrives whole is answered before any timer could matter).
            if (wasIdle && m_answered > 0)
                arm(m_settings.requestTimeoutMs);
            break;
        case HttpRequestParser::State::Idle:
            break;
        }
    }
}

void HttpConnection::handle(HttpRequest request)
{
    m_phase = Phase::Handling;
    m_continueSent = false;
    request.peer = m_peer;
    m_headRequest = request.method == "HEAD";
    using Connection = HttpResponseWriter::Connection;
    m_connectionHeader = !request.keepAlive ? Connection::Close
        : request.httpMinor == 0            ? Connection::KeepAliveHttp10
                                            : Connection::KeepAlive;
    if (m_settings.answerHit) {
        thread_local WireAnswer wire;
        if (m_settings.answerHit(request, wire)) {
            answerWire(wire);
            wire.entryFields = QByteArray(); // the entry's bytes are not held past the write
            wire.body = QByteArray();
            return;
        }
    }
    auto pending = std::make_shared<PendingAnswer>();
    pending->connection = this;
    m_pending = pending;
    request.clientGone = [weak = std::weak_ptr<PendingAnswer>(pending)] {
        const std::shared_ptr<PendingAnswer> link = weak.lock();
        if (!link)
            return true;
        const QMutexLocker lock(&link->mutex);
        return link->connection == nullptr && !link->answered;
    };
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
    if (m_phase != Phase::Handling || m_dropped)
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
    send(HttpResponseWriter::serialize(response, m_headRequest,
        close ? HttpResponseWriter::Connection::Close : m_connectionHeader));
    if (close)
        closeAfterWrite();
    else
        afterAnswer();
}

void HttpConnection::answerWire(WireAnswer &wire)
{
    ++m_answered;
    using Connection = HttpResponseWriter::Connection;
    const bool close = m_shutdown || m_connectionHeader == Connection::Close;
    if (close)
        wire.append("Connection: close\r\n");
    else if (m_connectionHeader == Connection::KeepAliveHttp10)
        wire.append("Connection: keep-alive\r\n");
    wire.append("\r\n");
    const iovec parts[] = {
        { const_cast<char *>(wire.statusLine.data()), size_t(wire.statusLine.size()) },
        { const_cast<char *>(wire.entryFields.constData()), size_t(wire.entryFields.size()) },
        { wire.fields.data(), size_t(wire.fieldsSize) },
        { const_cast<char *>(wire.body.constData()), size_t(wire.body.size()) },
    };
    send(parts, wire.body.isEmpty() ? 3 : 4);
    if (close)
        closeAfterWrite();
    else
        afterAnswer();
}

void HttpConnection::afterAnswer()
{
    if (m_dropped)
        return;
    m_phase = Phase::Reading;
    arm(m_settings.idleTimeoutMs);
    if (!m_waitingForDrain)
        setReading(true);
}

void HttpConnection::answerError(int status, const QString &code, const QString &message)
{
    if (m_settings.securityLog) {
        const QByteArray reason = code.toLatin1(); // one of the contract's fixed codes
        m_settings.securityLog->record(m_peer, "refused"_L1, QLatin1StringView(reason));
    }
    send(HttpResponseWriter::serialize(
        errorResponse(status, code, message), false, HttpResponseWriter::Connection::Close));
    closeAfterWrite();
}

void HttpConnection::timerEvent(QTimerEvent *event)
{
    if (event->timerId() != m_timer.timerId()) {
        QObject::timerEvent(event);
        return;
    }
    m_timer.stop();
    if (m_phase == Phase::Handling || m_dropped)
        return; // the answer arms it again
    if (const qint64 now = coarseNowMs(); now < m_deadline) {
        m_timer.start(int(m_deadline - now), this); // moved on since it was started
        m_timerDue = m_deadline;
        return;
    }
    switch (m_phase) {
    case Phase::Reading:
        if (m_parser.state() != HttpRequestParser::State::Idle) {
            answerError(408, u"request_timeout"_s, u"The request was not received in time."_s);
        } else if (bytesToWrite() == 0) {
            closeAfterWrite(); // an idle connection, or one that never sent a byte
        } else {
            drop(); // answers the client does not read
        }
        break;
    case Phase::Handling:
        break;
    case Phase::Closing:
        drop();
        break;
    }
}

bool HttpConnection::beginShutdown()
{
    m_shutdown = true;
    return isHandling();
}
