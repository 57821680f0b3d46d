#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QStringList>
#include <memory>

#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

// What the webhook e2e tests (plain HTTP and HTTPS receivers) share: a server over the
// fixture catalog with a key of seller 1 allowed to manage webhooks, and the calls of
// contract §13 they make through it.
class WebhookTestCase : public QObject
{
protected:
    // serve --webhook-allow for receivers on 127.0.0.1.
    static const QStringList allowLoopback;
    static const HttpTestClient::Headers jsonType;
    static QByteArray json(const QJsonObject &object);

    // A server over the fixture (not started) and m_key: read, stock:write and webhooks, with
    // rate limits no test reaches.
    void prepareServer();
    // Starts the server with these arguments and points m_http at it with m_key.
    void startServer(const QStringList &arguments);
    // POST /webhooks.
    HttpTestClient::Reply createWebhook(const QJsonObject &body);
    QJsonObject webhook(qint64 id);
    QJsonArray deliveries(qint64 id, const QString &query = QString());
    // PATCH /products/mine/book/{id}: a product change the webhooks announce.
    void changePrice(qint64 book, qint64 price);
    HttpTestClient::Reply patch(const QString &path, const QJsonObject &body);

    std::unique_ptr<TestServer> m_server;
    std::unique_ptr<HttpTestClient> m_http;
    TestServer::Key m_key;
};
