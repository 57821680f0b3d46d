#include "tests/e2e/webhooktestcase.h"

#include <QJsonDocument>
#include <QTest>

#include "tests/e2e/catalogfixture.h"

using namespace Qt::StringLiterals;

const QStringList WebhookTestCase::allowLoopback { u"--webhook-allow"_s, u"127.0.0.1/32"_s };
const HttpTestClient::Headers WebhookTestCase::jsonType { { "Content-Type", "application/json" } };

QByteArray WebhookTestCase::json(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

void WebhookTestCase::prepareServer()
{
    m_server = std::make_unique<TestServer>();
    QVERIFY(CatalogFixture::importInto(*m_server));
    m_key = m_server->createKey(u"read,stock:write,webhooks"_s, TestServer::seller1Unthrottled);
    QVERIFY(!m_key.appId.isEmpty());
}

void WebhookTestCase::startServer(const QStringList &arguments)
{
    QVERIFY(m_server->start(arguments));
    m_http = std::make_unique<HttpTestClient>(m_server->baseUrl());
    m_http->setCredentials(m_key.appId, m_key.secret);
}

HttpTestClient::Reply WebhookTestCase::createWebhook(const QJsonObject &body)
{
    return m_http->post(u"/webhooks"_s, json(body), jsonType);
}

QJsonObject WebhookTestCase::webhook(qint64 id)
{
    return m_http->get(u"/webhooks/%1"_s.arg(id)).json()[u"data"_s].toObject();
}

QJsonArray WebhookTestCase::deliveries(qint64 id, const QString &query)
{
    return m_http->get(u"/webhooks/%1/deliveries%2"_s.arg(id).arg(query))
        .json()[u"data"_s]
        .toArray();
}

void WebhookTestCase::changePrice(qint64 book, qint64 price)
{
    QCOMPARE(patch(u"/products/mine/book/%1"_s.arg(book), { { u"price"_s, price } }).status, 200);
}

HttpTestClient::Reply WebhookTestCase::patch(const QString &path, const QJsonObject &body)
{
    return m_http->send("PATCH", m_server->baseUrl() + path, json(body), jsonType);
}
