#include "server/services/webhookrequest.h"

#include <QDateTime>
#include <QSslSocket>
#include <QTcpSocket>

using namespace Qt::StringLiterals;

namespace {

// Retry-After: delay seconds or an HTTP-date (RFC 9110 §10.2.3).
std::optional<qint64> retryAfterOf(const QByteArray &value)
{
    bool ok = false;
    const qint64 seconds = value.trimmed().toLongLong(&ok);
    if (ok)
        return seconds >= 0 ? std::optional<qint64>(seconds) : std::nullopt;
    const QDateTime at
        = QDateTime::fromString(QString::fromLatin1(value.trimmed()), Qt::RFC2822Date);
    if (!at.isValid())
        return std::nullopt;
    return std::max<qint64>(0, QDateTime::currentDateTimeUtc().secsTo(at));
}

} // namespace

WebhookRequest::WebhookRequest(QUrl url, QHostAddress address,
    QList<QPair<QByteArray, QByteArray>> headers, QByteArray body, QSslConfiguration tls,
    QObject *parent)
    : QObject(parent)
    , m_url(std::move(url))
    , m_address(std::move(address))
    , m_headers(std::move(headers))
    , m_body(std::move(body))
    , m_tls(std::move(tls))
{
    m_timeout.setSingleShot(true);
    connect(&m_timeout, &QTimer::timeout, this,
        [this] { finish(u"no answer within %1 s"_s.arg(timeoutMs / 1000)); });
}

void WebhookRequest::start()
{
    m_clock.start();
    m_timeout.start(timeoutMs);
    const bool https = m_url.scheme() == "https"_L1;
    const quint16 port = quint16(m_url.port(https ? 443 : 80));
    if (https) {
        auto *socket = new QSslSocket(this);
        m_socket = socket;
        // The certificate is verified against the URL's host (also the SNI name), while the
        // connection goes to the address that was checked.
        socket->setSslConfiguration(m_tls);
        socket->setPeerVerifyMode(QSslSocket::VerifyPeer);
        connect(socket, &QSslSocket::encrypted, this, &WebhookRequest::onConnected);
        connect(socket, &QSslSocket::sslErrors, this, [this](const QList<QSslError> &errors) {
            finish(u"TLS: "_s
                + (errors.isEmpty() ? u"handshake failed"_s : errors.constFirst().errorString()));
        });
        socket->connectToHostEncrypted(m_address.toString(), port, m_url.host());
    } else {
        m_socket = new QTcpSocket(this);
        connect(m_socket, &QTcpSocket::connected, this, &WebhookRequest::onConnected);
        m_socket->connectToHost(m_address, port);
    }
    connect(m_socket, &QTcpSocket::readyRead, this, &WebhookRequest::onReadyRead);
    connect(m_socket, &QTcpSocket::errorOccurred, this, [this](QAbstractSocket::SocketError) {
        if (m_result.statusCode != 0 && m_socket->error() == QAbstractSocket::RemoteHostClosedError)
            finish(); // the answer ended with the connection
        else
            finish(m_socket->errorString());
    });
    connect(m_socket, &QTcpSocket::disconnected, this, [this] {
        onReadyRead();
        finish(m_result.statusCode != 0 ? QString() : u"the connection closed without an answer"_s);
    });
}

void WebhookRequest::onConnected()
{
    QByteArray host = m_url.host(QUrl::FullyEncoded).toLatin1();
    if (host.contains(':'))
        host = '[' + host + ']';
    if (m_url.port() != -1)
        host += ':' + QByteArray::number(m_url.port());
    QByteArray target = m_url.path(QUrl::FullyEncoded).toLatin1();
    if (target.isEmpty())
        target = "/";
    if (m_url.hasQuery())
        target += '?' + m_url.query(QUrl::FullyEncoded).toLatin1();
    QByteArray head = "POST " + target + " HTTP/1.1\r\nHost: " + host
        + "\r\nUser-Agent: catalog-server-webhooks/1\r\nContent-Type: application/json\r\n"
          "Content-Length: "
        + QByteArray::number(m_body.size()) + "\r\nConnection: close\r\n";
    for (const auto &[name, value] : std::as_const(m_headers))
        head += name + ": " + value + "\r\n";
    m_socket->write(head + "\r\n" + m_body);
}

bool WebhookRequest::parseHead()
{
    const qsizetype end = m_received.indexOf("\r\n\r\n");
    if (end < 0)
        return false;
    const QList<QByteArray> lines = m_received.left(end).split('\n');
    const QList<QByteArray> status = lines.constFirst().trimmed().split(' ');
    bool ok = false;
    const int code
        = status.size() >= 2 && status.at(0).startsWith("HTTP/1.") ? status.at(1).toInt(&ok) : 0;
    if (!ok || code < 100 || code > 999) {
        finish(u"the answer is not HTTP"_s);
        return false;
    }
    m_result.statusCode = code;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0)
            continue;
        const QByteArray name = line.left(colon).trimmed().toLower();
        const QByteArray value = line.mid(colon + 1).trimmed();
        if (name == "content-length")
            m_contentLength = value.toLongLong();
        else if (name == "transfer-encoding")
            m_chunked = value.toLower().contains("chunked");
        else if (name == "retry-after")
            m_result.retryAfterSeconds = retryAfterOf(value);
    }
    m_bodyStart = end + 4;
    return true;
}

bool WebhookRequest::complete() const
{
    const qsizetype received = m_received.size() - m_bodyStart;
    if (received >= answerBytes + 64)
        return true; // enough of it kept
    if (m_chunked)
        return m_received.endsWith("0\r\n\r\n");
    if (m_contentLength)
        return received >= *m_contentLength;
    return false; // until the connection closes
}

QByteArray WebhookRequest::bodyExcerpt() const
{
    if (m_bodyStart < 0)
        return {};
    QByteArray raw = m_received.mid(m_bodyStart);
    if (!m_chunked)
        return raw.left(answerBytes);
    QByteArray body;
    qsizetype at = 0;
    while (body.size() < answerBytes) {
        const qsizetype lineEnd = raw.indexOf("\r\n", at);
        if (lineEnd < 0)
            break;
        bool ok = false;
        const qsizetype size
            = raw.mid(at, lineEnd - at).split(';').constFirst().toLongLong(&ok, 16);
        if (!ok || size <= 0)
            break;
        body += raw.mid(lineEnd + 2, size);
        at = lineEnd + 2 + size + 2;
    }
    return body.left(answerBytes);
}

void WebhookRequest::onReadyRead()
{
    if (m_done || !m_socket)
        return;
    m_received += m_socket->readAll();
    if (m_bodyStart < 0 && !parseHead())
        return;
    if (!m_done && m_bodyStart >= 0 && complete())
        finish();
}

void WebhookRequest::finish(const QString &error)
{
    if (m_done)
        return;
    m_done = true;
    m_timeout.stop();
    if (m_bodyStart < 0 && m_result.statusCode == 0)
        m_result.error = error.isEmpty() ? u"no answer"_s : error;
    else if (m_result.statusCode == 0)
        m_result.error = error;
    m_result.answer = bodyExcerpt();
    m_result.durationMs = m_clock.elapsed();
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->abort();
    }
    Q_EMIT finished(m_result);
}
