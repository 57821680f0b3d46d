#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QList>
#include <QNetworkAccessManager>
#include <QPair>
#include <QString>

// Synchronous HTTP for tests, over a real QNetworkAccessManager.
class HttpTestClient final
{
public:
    struct Reply
    {
        int status = 0;
        QByteArray body;
        QList<QPair<QByteArray, QByteArray>> headers;
        QByteArray header(const QByteArray &name) const;
        QJsonDocument json() const { return QJsonDocument::fromJson(body); }
        QString errorCode() const;
    };
    using Headers = QList<QPair<QByteArray, QByteArray>>;

    explicit HttpTestClient(QString baseUrl);

    void setCredentials(const QString &appId, const QString &secret);
    Reply get(const QString &path, const Headers &headers = {});
    Reply post(const QString &path, const QByteArray &body, const Headers &headers = {});
    Reply send(const QByteArray &method, const QString &url, const QByteArray &body,
        const Headers &headers);

private:
    QNetworkAccessManager m_manager;
    QString m_baseUrl;
    Headers m_credentials;
};
