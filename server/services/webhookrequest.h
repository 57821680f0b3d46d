#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QSslConfiguration>
#include <QString>
#include <QTimer>
#include <QUrl>
#include <optional>

class QTcpSocket;

// One webhook POST (contract §13) to an address checked beforehand: the connection goes to
// that address, not to a second DNS answer, while Host, SNI and the certificate check use the
// URL's host. HTTP/1.1 with Connection: close; a redirect is an answer like any other (never
// followed); 10 s for the whole exchange; the answer's first 1 KiB is kept.
class WebhookRequest final : public QObject
{
    Q_OBJECT

public:
    struct Result
    {
        int statusCode = 0; // 0: no answer (error says why)
        QByteArray answer; // the first 1 KiB of the body
        QString error;
        qint64 durationMs = 0;
        std::optional<qint64> retryAfterSeconds;
    };

    static constexpr int timeoutMs = 10'000;
    static constexpr qsizetype answerBytes = 1024;

    // tls: the configuration of an https URL's connection (its trusted CAs).
    WebhookRequest(QUrl url, QHostAddress address, QList<QPair<QByteArray, QByteArray>> headers,
        QByteArray body, QSslConfiguration tls, QObject *parent = nullptr);
    void start();

Q_SIGNALS:
    void finished(const WebhookRequest::Result &result);

private:
    void onConnected();
    void onReadyRead();
    void finish(const QString &error = QString());
    bool parseHead();
    bool complete() const;
    QByteArray bodyExcerpt() const;

    QUrl m_url;
    QHostAddress m_address;
    QList<QPair<QByteArray, QByteArray>> m_headers;
    QByteArray m_body;
    QSslConfiguration m_tls;
    QTcpSocket *m_socket = nullptr;
    QTimer m_timeout;
    QElapsedTimer m_clock;
    QByteArray m_received;
    qsizetype m_bodyStart = -1;
    std::optional<qint64> m_contentLength;
    bool m_chunked = false;
    Result m_result;
    bool m_done = false;
};
