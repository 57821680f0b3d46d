#include "tests/support/webhookreceiver.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QMessageAuthenticationCode>
#include <QSslServer>
#include <QSslSocket>
#include <QTcpSocket>

using namespace Qt::StringLiterals;

QJsonObject WebhookReceiver::Request::json() const
{
    return QJsonDocument::fromJson(body).object();
}

WebhookReceiver::WebhookReceiver(QObject *parent)
    : QObject(parent)
{ }

bool WebhookReceiver::listen()
{
    m_server = std::make_unique<QTcpServer>();
    m_tls = false;
    connect(m_server.get(), &QTcpServer::newConnection, this, &WebhookReceiver::onConnection);
    return m_server->listen(QHostAddress::LocalHost, 0);
}

bool WebhookReceiver::listenTls(const QSslConfiguration &tls)
{
    auto server = std::make_unique<QSslServer>();
    server->setSslConfiguration(tls);
    // QSslServer adds a connection to the pending ones once its handshake is done.
    connect(server.get(), &QTcpServer::pendingConnectionAvailable, this,
        &WebhookReceiver::onConnection);
    connect(server.get(), &QSslServer::startedEncryptionHandshake, this,
        [this] { ++m_handshakesStarted; });
    connect(server.get(), &QSslServer::errorOccurred, this,
        [this](QSslSocket *, QAbstractSocket::SocketError) { ++m_handshakesFailed; });
    m_server = std::move(server);
    m_tls = true;
    return m_server->listen(QHostAddress::LocalHost, 0);
}

QString WebhookReceiver::url(const QString &path) const
{
    return u"%1://127.0.0.1:%2%3"_s.arg(m_tls ? u"https"_s : u"http"_s).arg(port()).arg(path);
}

void WebhookReceiver::planAnswer(int status, QList<QPair<QByteArray, QByteArray>> headers)
{
    m_planned.push_back({ status, std::move(headers) });
}

void WebhookReceiver::onConnection()
{
    while (QTcpSocket *socket = m_server->nextPendingConnection())
        serve(socket);
}

void WebhookReceiver::serve(QTcpSocket *socket)
{
    auto buffer = std::make_shared<QByteArray>();
    connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    const auto read = [this, socket, buffer] {
        *buffer += socket->readAll();
        const qsizetype end = buffer->indexOf("\r\n\r\n");
        if (end < 0)
            return;
        Request request;
        const QList<QByteArray> lines = buffer->left(end).split('\n');
        request.target = lines.constFirst().split(' ').value(1);
        qsizetype length = 0;
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const qsizetype colon = lines.at(i).indexOf(':');
            if (colon <= 0)
                continue;
            const QByteArray name = lines.at(i).left(colon).trimmed().toLower();
            const QByteArray value = lines.at(i).mid(colon + 1).trimmed();
            request.headers.insert(name, value);
            if (name == "content-length")
                length = value.toLongLong();
        }
        if (buffer->size() < end + 4 + length)
            return;
        request.body = buffer->mid(end + 4, length);
        buffer->clear();
        m_requests << request;
        Answer answer { m_defaultStatus, {} };
        if (!m_planned.empty()) {
            answer = m_planned.front();
            m_planned.pop_front();
        }
        const QByteArray body
            = R"({"received":true,"status":)" + QByteArray::number(answer.status) + '}';
        QByteArray response = "HTTP/1.1 " + QByteArray::number(answer.status)
            + " Test\r\nContent-Type: application/json\r\nContent-Length: "
            + QByteArray::number(body.size()) + "\r\nConnection: close\r\n";
        for (const auto &[name, value] : std::as_const(answer.headers))
            response += name + ": " + value + "\r\n";
        socket->write(response + "\r\n" + body);
        socket->disconnectFromHost();
    };
    connect(socket, &QTcpSocket::readyRead, this, read);
    // A TLS connection arrives after its handshake, maybe with the request already read.
    if (socket->bytesAvailable() > 0)
        read();
}

bool WebhookReceiver::verifies(const Request &request, const QString &secret)
{
    const QByteArray key = QByteArray::fromBase64(secret.mid(6).toLatin1());
    const QByteArray content = request.header("webhook-id") + '.'
        + request.header("webhook-timestamp") + '.' + request.body;
    const QByteArray expected = "v1,"
        + QMessageAuthenticationCode::hash(content, key, QCryptographicHash::Sha256).toBase64();
    const QList<QByteArray> signatures = request.header("webhook-signature").split(' ');
    return signatures.contains(expected);
}
