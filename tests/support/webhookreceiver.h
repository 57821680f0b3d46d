#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QSslConfiguration>
#include <QTcpServer>
#include <deque>
#include <memory>

// A webhook receiver for tests: HTTP/1.1 on 127.0.0.1:0, one request per connection, or HTTPS
// (listenTls: a server-side TLS handshake on each connection). Records every POST (headers by
// lower-case name, body) and answers the next planned status, else the default (200).
class QTcpSocket;

class WebhookReceiver final : public QObject
{
    Q_OBJECT

public:
    struct Request
    {
        QByteArray target;
        QHash<QByteArray, QByteArray> headers;
        QByteArray body;
        QJsonObject json() const;
        QByteArray header(const QByteArray &name) const { return headers.value(name); }
    };

    explicit WebhookReceiver(QObject *parent = nullptr);
    bool listen();
    // HTTPS with this certificate and key; url() then names https. A connection that does not
    // finish its handshake (the client refused the certificate) records no request.
    bool listenTls(const QSslConfiguration &tls);
    quint16 port() const { return m_server ? m_server->serverPort() : 0; }
    // TLS: handshakes started, and those that failed (e.g. the client refused the certificate).
    int handshakesStarted() const { return m_handshakesStarted; }
    int handshakesFailed() const { return m_handshakesFailed; }
    QString url(const QString &path = QStringLiteral("/hook")) const;

    void setDefaultStatus(int status) { m_defaultStatus = status; }
    // Answers these statuses first, in order (extra headers with each, e.g. Retry-After).
    void planAnswer(int status, QList<QPair<QByteArray, QByteArray>> headers = {});
    const QList<Request> &requests() const { return m_requests; }
    void clear() { m_requests.clear(); }

    // Standard Webhooks 1.0: whether one of the signatures in webhook-signature is the one
    // `secret` makes for this request.
    static bool verifies(const Request &request, const QString &secret);

private:
    void onConnection();
    void serve(QTcpSocket *socket);
    struct Answer
    {
        int status = 200;
        QList<QPair<QByteArray, QByteArray>> headers;
    };

    std::unique_ptr<QTcpServer> m_server;
    bool m_tls = false;
    int m_handshakesStarted = 0;
    int m_handshakesFailed = 0;
    int m_defaultStatus = 200;
    std::deque<Answer> m_planned;
    QList<Request> m_requests;
};
