#include "server/http/connectionguard.h"

#include <QTcpSocket>
#include <QTimer>

namespace {
const QByteArray headerEnd = QByteArrayLiteral("\r\n\r\n");
}

ConnectionGuard::ConnectionGuard(QTcpSocket *socket, Limits limits)
    : QObject(socket)
    , m_socket(socket)
    , m_limits(limits)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &ConnectionGuard::onTimeout);
    connect(socket, &QTcpSocket::readyRead, this, &ConnectionGuard::onReadyRead);
    m_timer->start(m_limits.idleTimeoutMs);
}

void ConnectionGuard::refuse(QTcpSocket *socket, int status, const QByteArray &reason,
    const QByteArray &code, const QByteArray &message)
{
    const QByteArray body
        = R"({"status":"error","error":{"code":")" + code + R"(","message":")" + message + "\"}}";
    socket->write("HTTP/1.1 " + QByteArray::number(status) + ' ' + reason
        + "\r\nContent-Type: application/json; charset=utf-8\r\nX-API-Cache: "
          "BYPASS\r\nContent-Length: "
        + QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
    socket->flush();
    socket->disconnectFromHost();
}

void ConnectionGuard::onReadyRead()
{
    if (m_state == State::Rejected) {
        m_socket->readAll(); // discard: QHttpServer must never see it
        return;
    }
    scan(m_socket->peek(m_socket->bytesAvailable()));
    if (m_state == State::Rejected)
        m_socket->readAll();
}

void ConnectionGuard::startRequestTimer()
{
    m_timer->start(m_limits.requestTimeoutMs);
}

void ConnectionGuard::scan(const QByteArray &bytes)
{
    qsizetype at = 0;
    while (at < bytes.size() && m_state != State::Rejected) {
        switch (m_state) {
        case State::Idle:
            m_header.clear();
            m_state = State::Headers;
            startRequestTimer();
            break;
        case State::Headers: {
            // Copy up to the limit only; the terminator may straddle two reads.
            const qsizetype room = m_limits.maxHeaderBytes + 4 - m_header.size();
            const QByteArray piece = bytes.mid(at, room);
            const qsizetype before = m_header.size();
            m_header += piece;
            const qsizetype end = m_header.indexOf(headerEnd);
            if (end < 0) {
                if (m_header.size() > m_limits.maxHeaderBytes) {
                    reject(431, "Request Header Fields Too Large", "header_too_large",
                        "The request line and headers exceed 16 KiB.");
                }
                at += piece.size();
                break;
            }
            at += end + headerEnd.size() - before;
            m_header.truncate(end);
            if (!headersComplete())
                break;
            break;
        }
        case State::Body: {
            const qint64 take = std::min<qint64>(m_bodyLeft, bytes.size() - at);
            m_bodyLeft -= take;
            at += take;
            if (m_bodyLeft == 0) {
                m_state = State::Idle;
                m_timer->start(m_limits.idleTimeoutMs);
            }
            break;
        }
        case State::ChunkedBody: {
            const QByteArray rest = bytes.mid(at);
            m_chunkedSeen += rest.size();
            at = bytes.size();
            if (m_chunkedSeen > m_limits.maxBodyBytes + 1024) {
                reject(413, "Payload Too Large", "payload_too_large",
                    "The body is larger than 64 KiB.");
                break;
            }
            m_chunkedTail = QByteArray(m_chunkedTail + rest).right(5);
            if (m_chunkedTail == "0\r\n\r\n") {
                m_state = State::Idle;
                m_timer->start(m_limits.idleTimeoutMs);
            }
            break;
        }
        case State::Rejected:
            break;
        }
    }
}

bool ConnectionGuard::headersComplete()
{
    qint64 contentLength = 0;
    bool chunked = false;
    // Views into m_header, no copies: this runs for every request.
    const QByteArrayView header(m_header);
    qsizetype lineStart = header.indexOf('\n') + 1; // skip the request line
    while (lineStart > 0 && lineStart < header.size()) {
        qsizetype lineEnd = header.indexOf('\n', lineStart);
        if (lineEnd < 0)
            lineEnd = header.size();
        const QByteArrayView line = header.sliced(lineStart, lineEnd - lineStart).trimmed();
        lineStart = lineEnd + 1;
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0)
            continue;
        const QByteArrayView name = line.first(colon).trimmed();
        const QByteArrayView value = line.sliced(colon + 1).trimmed();
        if (name.compare("content-length", Qt::CaseInsensitive) == 0) {
            bool ok = false;
            contentLength = value.toLongLong(&ok);
            if (!ok || contentLength < 0) {
                reject(400, "Bad Request", "bad_request", "Invalid Content-Length.");
                return false;
            }
        } else if (name.compare("transfer-encoding", Qt::CaseInsensitive) == 0
            && value.toByteArray().toLower().contains("chunked")) {
            chunked = true;
        }
    }
    if (contentLength > m_limits.maxBodyBytes) {
        reject(413, "Payload Too Large", "payload_too_large", "The body is larger than 64 KiB.");
        return false;
    }
    if (chunked) {
        m_state = State::ChunkedBody;
        m_chunkedSeen = 0;
        m_chunkedTail.clear();
    } else if (contentLength > 0) {
        m_state = State::Body;
        m_bodyLeft = contentLength;
    } else {
        m_state = State::Idle;
        m_timer->start(m_limits.idleTimeoutMs);
    }
    return true;
}

void ConnectionGuard::reject(
    int status, const QByteArray &reason, const QByteArray &code, const QByteArray &message)
{
    m_state = State::Rejected;
    m_timer->stop();
    refuse(m_socket, status, reason, code, message);
    // A client that keeps sending after the answer is cut off.
    QTimer::singleShot(2000, m_socket, &QTcpSocket::abort);
}

void ConnectionGuard::onTimeout()
{
    if (m_state == State::Idle) {
        m_socket->disconnectFromHost(); // an idle keep-alive connection
        return;
    }
    reject(408, "Request Timeout", "request_timeout", "The request was not received in time.");
}
