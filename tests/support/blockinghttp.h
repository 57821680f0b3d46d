#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QTcpSocket>
#include <memory>

// One keep-alive HTTP/1.1 connection with blocking calls, usable from any thread (no event
// loop needed): for tests that drive several clients at once from std::thread.
class BlockingHttp final
{
public:
    struct Reply
    {
        int status = 0; // 0: no answer (connection failed or closed)
        QList<std::pair<QByteArray, QByteArray>> headers;
        QByteArray body;
        QByteArray header(const QByteArray &name) const;
    };
    using Headers = QList<std::pair<QByteArray, QByteArray>>;

    // baseUrl like http://127.0.0.1:PORT/api/v1/client; credentials sent with every request.
    BlockingHttp(const QString &baseUrl, const QString &appId, const QString &secret);
    ~BlockingHttp();

    Reply get(const QString &path, const Headers &headers = {});
    Reply post(const QString &path, const QByteArray &json, const Headers &headers = {});
    Reply patch(const QString &path, const QByteArray &json);

private:
    Reply send(const QByteArray &method, const QString &path, const QByteArray &body,
        const Headers &headers);
    bool ensureConnected();

    QString m_host;
    quint16 m_port = 0;
    QByteArray m_basePath;
    QByteArray m_credentials;
    std::unique_ptr<QTcpSocket> m_socket;
};
