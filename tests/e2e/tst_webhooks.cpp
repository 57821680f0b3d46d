// Webhooks (contract §13) against the real server on both engines: CRUD and its rules, SSRF
// refusals at creation and at connect, signed and coalesced deliveries to a receiver on
// 127.0.0.1 (serve --webhook-allow 127.0.0.1/32), retries with the same webhook-id, 410,
// rotation with two signatures, redelivery and the delivery log, kill -9 with a delivery
// pending, and two PostgreSQL instances delivering every change once.
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>

#include "tests/e2e/webhooktestcase.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"
#include "tests/support/webhookreceiver.h"

using namespace Qt::StringLiterals;

namespace {

const QList<qint64> sellerOneBooks { 1, 3, 7, 9, 12 };

// Every id of a type the receiver was told about.
QSet<qint64> announced(const WebhookReceiver &receiver, const QString &type)
{
    QSet<qint64> ids;
    for (const auto &request : receiver.requests()) {
        for (const QJsonValue &id : request.json()[u"ids"_s][type].toArray())
            ids.insert(id.toInteger());
    }
    return ids;
}

} // namespace

class TestWebhooks : public WebhookTestCase
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void crudAndRules();
    void refusedAddresses_data();
    void refusedAddresses();
    void refusedAgainAtConnect();
    void signedCoalescedDeliveries();
    void failedDeliveryRetriedWithSameId();
    void goneDisables();
    void rotationSignsWithBoth();
    void redeliverAndLog();
    void killWithDeliveryPendingLosesNothing();
    void refusedPositionStartsAgain();
    void twoInstancesDeliverEveryChangeOnce();
    void adminEditIsAnnounced();

private:
    WebhookReceiver m_receiver;
};

void TestWebhooks::init()
{
    prepareServer();
    startServer(allowLoopback);
    m_receiver.clear();
    m_receiver.setDefaultStatus(200);
    QVERIFY(m_receiver.port() != 0 || m_receiver.listen());
}

void TestWebhooks::cleanup()
{
    m_http.reset();
    m_server.reset();
}

void TestWebhooks::crudAndRules()
{
    const auto created = createWebhook(
        { { u"url"_s, m_receiver.url() }, { u"types"_s, QJsonArray { u"product"_s, u"stock"_s } },
            { u"description"_s, u"mirror"_s } });
    QCOMPARE(created.status, 201);
    const QJsonObject data = created.json()[u"data"_s].toObject();
    const qint64 id = data[u"id"_s].toInteger();
    QVERIFY(id > 0);
    QCOMPARE(data[u"url"_s].toString(), m_receiver.url());
    QCOMPARE(data[u"types"_s].toArray(), (QJsonArray { u"product"_s, u"stock"_s }));
    QCOMPARE(data[u"active"_s].toBool(), true);
    const QString secret = data[u"secret"_s].toString();
    QVERIFY(secret.startsWith(u"whsec_"_s));
    QCOMPARE(QByteArray::fromBase64(secret.mid(6).toLatin1()).size(), 32);

    // The secret is shown once.
    const QJsonObject read = webhook(id);
    QCOMPARE(read[u"description"_s].toString(), u"mirror"_s);
    QVERIFY(!read.contains(u"secret"_s));
    const QJsonArray list = m_http->get(u"/webhooks"_s).json()[u"data"_s].toArray();
    QCOMPARE(list.size(), 1);
    QVERIFY(!list.at(0).toObject().contains(u"secret"_s));

    // PATCH url, types, active.
    auto patched = patch(u"/webhooks/%1"_s.arg(id),
        { { u"types"_s, QJsonArray { u"category"_s } }, { u"active"_s, false } });
    QCOMPARE(patched.status, 200);
    QCOMPARE(patched.json()[u"data"_s][u"types"_s].toArray(), (QJsonArray { u"category"_s }));
    QCOMPARE(patched.json()[u"data"_s][u"active"_s].toBool(), false);
    patched = patch(u"/webhooks/%1"_s.arg(id), { { u"active"_s, true } });
    QCOMPARE(patched.json()[u"data"_s][u"active"_s].toBool(), true);
    QCOMPARE(patched.json()[u"data"_s][u"disabled_reason"_s].isNull(), true);

    // Bad bodies: every field named.
    auto bad = createWebhook(
        { { u"url"_s, u"ftp://example.com/x"_s }, { u"types"_s, QJsonArray { u"everything"_s } } });
    QCOMPARE(bad.status, 422);
    QCOMPARE(bad.errorCode(), u"validation_failed"_s);
    const QJsonObject fields = bad.json()[u"error"_s][u"fields"_s].toObject();
    QVERIFY(fields.contains(u"url"_s));
    QVERIFY(fields.contains(u"types"_s));
    QCOMPARE(createWebhook({ { u"types"_s, QJsonArray { u"product"_s } } }).status, 422);
    QCOMPARE(createWebhook({ { u"url"_s, m_receiver.url() } }).status, 422);

    // Another key: 404 for this key's webhook; a key without the ability: 403; stock needs a
    // seller key.
    const auto other = m_server->createKey(u"read,webhooks"_s);
    HttpTestClient otherHttp(m_server->baseUrl());
    otherHttp.setCredentials(other.appId, other.secret);
    QCOMPARE(otherHttp.get(u"/webhooks/%1"_s.arg(id)).status, 404);
    QCOMPARE(otherHttp.get(u"/webhooks"_s).json()[u"data"_s].toArray().size(), 0);
    const auto stock = otherHttp.post(u"/webhooks"_s,
        json({ { u"url"_s, m_receiver.url() }, { u"types"_s, QJsonArray { u"stock"_s } } }),
        jsonType);
    QCOMPARE(stock.status, 422);
    QVERIFY(stock.json()[u"error"_s][u"fields"_s].toObject().contains(u"types"_s));
    const auto reader = m_server->createKey(u"read"_s);
    HttpTestClient readerHttp(m_server->baseUrl());
    readerHttp.setCredentials(reader.appId, reader.secret);
    QCOMPARE(readerHttp.get(u"/webhooks"_s).status, 403);

    // At most 10 per key.
    for (int i = 1; i < 10; ++i) {
        QCOMPARE(createWebhook({ { u"url"_s, m_receiver.url(u"/n%1"_s.arg(i)) },
                                   { u"types"_s, QJsonArray { u"seller"_s } } })
                     .status,
            201);
    }
    const auto eleventh = createWebhook(
        { { u"url"_s, m_receiver.url() }, { u"types"_s, QJsonArray { u"seller"_s } } });
    QCOMPARE(eleventh.status, 422);
    QCOMPARE(eleventh.errorCode(), u"too_many_webhooks"_s);

    // DELETE: gone, and room for another.
    const auto removed
        = m_http->send("DELETE", m_server->baseUrl() + u"/webhooks/%1"_s.arg(id), {}, {});
    QCOMPARE(removed.status, 200);
    QCOMPARE(m_http->get(u"/webhooks/%1"_s.arg(id)).status, 404);
    QCOMPARE(m_http->send("DELETE", m_server->baseUrl() + u"/webhooks/%1"_s.arg(id), {}, {}).status,
        404);
    QCOMPARE(createWebhook(
                 { { u"url"_s, m_receiver.url() }, { u"types"_s, QJsonArray { u"seller"_s } } })
                 .status,
        201);
}

void TestWebhooks::refusedAddresses_data()
{
    QTest::addColumn<QString>("url");
    QTest::newRow("loopback") << u"http://127.0.0.1:9/hook"_s;
    QTest::newRow("localhost") << u"http://localhost:9/hook"_s;
    QTest::newRow("metadata") << u"http://169.254.169.254/latest/meta-data"_s;
    QTest::newRow("private 10") << u"http://10.0.0.1/hook"_s;
    QTest::newRow("private 192.168") << u"https://192.168.1.10/hook"_s;
    QTest::newRow("cgnat") << u"http://100.64.0.1/hook"_s;
    QTest::newRow("ipv6 loopback") << u"http://[::1]:9/hook"_s;
    QTest::newRow("ipv4-mapped loopback") << u"http://[::ffff:127.0.0.1]:9/hook"_s;
    QTest::newRow("6to4 loopback") << u"http://[2002:7f00:1::1]:9/hook"_s;
    QTest::newRow("nat64 loopback") << u"http://[64:ff9b::7f00:1]:9/hook"_s;
    QTest::newRow("unique local") << u"http://[fd00::1]/hook"_s;
    QTest::newRow("unspecified") << u"http://0.0.0.0/hook"_s;
    QTest::newRow("multicast") << u"http://224.0.0.1/hook"_s;
}

void TestWebhooks::refusedAddresses()
{
    QFETCH(QString, url);
    // A server without --webhook-allow: loopback too is refused.
    QCOMPARE(m_server->stop(), 0);
    startServer({});
    const auto reply
        = createWebhook({ { u"url"_s, url }, { u"types"_s, QJsonArray { u"product"_s } } });
    QCOMPARE(reply.status, 422);
    QCOMPARE(reply.errorCode(), u"url_not_allowed"_s);
    // The message names the option that allows the address (contract §13).
    const QString message = reply.json()[u"error"_s][u"message"_s].toString();
    QVERIFY2(message.contains(u"--webhook-allow"_s), qPrintable(message));
    QCOMPARE(m_http->get(u"/webhooks"_s).json()[u"data"_s].toArray().size(), 0);
}

void TestWebhooks::refusedAgainAtConnect()
{
    const auto created = createWebhook(
        { { u"url"_s, m_receiver.url() }, { u"types"_s, QJsonArray { u"product"_s } } });
    QCOMPARE(created.status, 201);
    const qint64 id = created.json()[u"data"_s][u"id"_s].toInteger();
    // The same server without the allowance: the address is checked again before connecting.
    QCOMPARE(m_server->stop(), 0);
    startServer({});
    changePrice(1, 45100);
    QTRY_VERIFY_WITH_TIMEOUT(
        !deliveries(id).isEmpty() && deliveries(id).at(0)[u"attempts"_s].toInt() >= 1, 15000);
    const QJsonObject delivery = deliveries(id).at(0).toObject();
    QCOMPARE(delivery[u"status"_s].toString(), u"pending"_s); // its retry is planned
    QVERIFY2(delivery[u"error"_s].toString().startsWith(u"url_not_allowed"_s),
        qPrintable(delivery[u"error"_s].toString()));
    QVERIFY(delivery[u"status_code"_s].isNull());
    QVERIFY(!delivery[u"next_attempt_at"_s].isNull()); // DNS may change back: retried
    QTest::qWait(500);
    QCOMPARE(m_receiver.requests().size(), 0);
}

void TestWebhooks::signedCoalescedDeliveries()
{
    const auto created = createWebhook(
        { { u"url"_s, m_receiver.url() }, { u"types"_s, QJsonArray { u"product"_s } } });
    QCOMPARE(created.status, 201);
    const QString secret = created.json()[u"data"_s][u"secret"_s].toString();
    // Changes before the webhook existed are not announced; these five are, in fewer
    // deliveries than changes: what commits while a delivery waits for its retry goes into the
    // next one (contract §13).
    m_receiver.planAnswer(503);
    qint64 price = 50000;
    changePrice(sellerOneBooks.constFirst(), ++price);
    QTRY_COMPARE_WITH_TIMEOUT(m_receiver.requests().size(), 1, 10000);
    for (qint64 book : sellerOneBooks.mid(1))
        changePrice(book, ++price);
    QTRY_VERIFY_WITH_TIMEOUT(
        announced(m_receiver, u"book"_s).size() == sellerOneBooks.size(), 15000);
    QVERIFY2(m_receiver.requests().size() <= 3, // the failed one, its retry, the rest
        qPrintable(QString::number(m_receiver.requests().size())));
    QCOMPARE(announced(m_receiver, u"book"_s),
        QSet<qint64>(sellerOneBooks.cbegin(), sellerOneBooks.cend()));
    QSet<QByteArray> ids;
    for (const auto &request : m_receiver.requests()) {
        QVERIFY(WebhookReceiver::verifies(request, secret));
        QVERIFY(!WebhookReceiver::verifies(
            request, u"whsec_"_s + QString::fromLatin1(QByteArray(32, 'x').toBase64())));
        QCOMPARE(request.target, QByteArray("/hook"));
        QCOMPARE(request.header("content-type"), QByteArray("application/json"));
        QVERIFY(request.header("webhook-id").startsWith("msg_"));
        ids.insert(request.header("webhook-id"));
        const qint64 timestamp = request.header("webhook-timestamp").toLongLong();
        QVERIFY(qAbs(timestamp - QDateTime::currentSecsSinceEpoch()) < 60);
        const QJsonObject body = request.json();
        QCOMPARE(body[u"type"_s].toString(), u"changes"_s);
        QCOMPARE(body[u"types"_s].toArray(), (QJsonArray { u"product"_s }));
        QVERIFY(!body[u"cursor"_s].toString().isEmpty());
    }
    QCOMPARE(ids.size(), m_receiver.requests().size() - 1); // the retry kept its message id
    // Nothing more without changes.
    const qsizetype received = m_receiver.requests().size();
    QTest::qWait(2500);
    QCOMPARE(m_receiver.requests().size(), received);
}

void TestWebhooks::failedDeliveryRetriedWithSameId()
{
    const auto created = createWebhook(
        { { u"url"_s, m_receiver.url() }, { u"types"_s, QJsonArray { u"product"_s } } });
    const qint64 id = created.json()[u"data"_s][u"id"_s].toInteger();
    m_receiver.planAnswer(500);
    changePrice(3, 33333);
    QTRY_COMPARE_WITH_TIMEOUT(m_receiver.requests().size(), 1, 10000);
    // Waiting for its retry: pending, with the failed attempt and the next one's time.
    QTRY_VERIFY_WITH_TIMEOUT(!deliveries(id, u"?status=pending"_s).isEmpty()
            && deliveries(id, u"?status=pending"_s).at(0)[u"attempts"_s].toInt() == 1,
        5000);
    const QJsonObject failed = deliveries(id, u"?status=pending"_s).at(0).toObject();
    QCOMPARE(failed[u"status_code"_s].toInt(), 500);
    QCOMPARE(failed[u"attempts"_s].toInt(), 1);
    QVERIFY(failed[u"response"_s].toString().contains(u"received"_s));
    QVERIFY(!failed[u"next_attempt_at"_s].isNull());
    // About 5 s later (with jitter), the same message again.
    QTRY_COMPARE_WITH_TIMEOUT(m_receiver.requests().size(), 2, 15000);
    QCOMPARE(m_receiver.requests().at(1).header("webhook-id"),
        m_receiver.requests().at(0).header("webhook-id"));
    QCOMPARE(m_receiver.requests().at(1).body, m_receiver.requests().at(0).body);
    QTRY_VERIFY_WITH_TIMEOUT(!deliveries(id, u"?status=ok"_s).isEmpty(), 5000);
    const QJsonObject ok = deliveries(id, u"?status=ok"_s).at(0).toObject();
    QCOMPARE(ok[u"attempts"_s].toInt(), 2);
    QCOMPARE(ok[u"status_code"_s].toInt(), 200);
    QVERIFY(ok[u"next_attempt_at"_s].isNull());
    QVERIFY(deliveries(id, u"?status=failed"_s).isEmpty());
}

void TestWebhooks::goneDisables()
{
    const auto created = createWebhook(
        { { u"url"_s, m_receiver.url() }, { u"types"_s, QJsonArray { u"product"_s } } });
    const qint64 id = created.json()[u"data"_s][u"id"_s].toInteger();
    m_receiver.planAnswer(410);
    changePrice(7, 67001);
    QTRY_COMPARE_WITH_TIMEOUT(m_receiver.requests().size(), 1, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!webhook(id)[u"active"_s].toBool(), 5000);
    QVERIFY(webhook(id)[u"disabled_reason"_s].toString().contains(u"410"_s));
    const QJsonObject delivery = deliveries(id).at(0).toObject();
    QCOMPARE(delivery[u"status"_s].toString(), u"failed"_s);
    QCOMPARE(delivery[u"status_code"_s].toInt(), 410);
    QVERIFY(delivery[u"next_attempt_at"_s].isNull());
    // Disabled: nothing more is sent, and a redelivery asks to enable it first.
    changePrice(7, 67002);
    QTest::qWait(2500);
    QCOMPARE(m_receiver.requests().size(), 1);
    const auto redeliver = m_http->post(
        u"/webhooks/%1/deliveries/%2/redeliver"_s.arg(id).arg(delivery[u"id"_s].toInteger()), {});
    QCOMPARE(redeliver.status, 409);
    QCOMPARE(redeliver.errorCode(), u"webhook_inactive"_s);
    // Enabled again, it announces what changed meanwhile.
    patch(u"/webhooks/%1"_s.arg(id), { { u"active"_s, true } });
    QTRY_COMPARE_WITH_TIMEOUT(m_receiver.requests().size(), 2, 10000);
    QVERIFY(announced(m_receiver, u"book"_s).contains(7));
}

void TestWebhooks::rotationSignsWithBoth()
{
    const auto created = createWebhook(
        { { u"url"_s, m_receiver.url() }, { u"types"_s, QJsonArray { u"product"_s } } });
    const qint64 id = created.json()[u"data"_s][u"id"_s].toInteger();
    const QString oldSecret = created.json()[u"data"_s][u"secret"_s].toString();
    const auto rotated = m_http->post(u"/webhooks/%1/rotate"_s.arg(id), {});
    QCOMPARE(rotated.status, 200);
    const QString newSecret = rotated.json()[u"data"_s][u"secret"_s].toString();
    QVERIFY(newSecret.startsWith(u"whsec_"_s));
    QVERIFY(newSecret != oldSecret);
    const QDateTime expires = QDateTime::fromString(
        rotated.json()[u"data"_s][u"previous_secret_expires_at"_s].toString(), Qt::ISODateWithMs);
    QVERIFY(qAbs(QDateTime::currentDateTimeUtc().secsTo(expires) - 24 * 3600) < 120);
    changePrice(9, 30001);
    QTRY_COMPARE_WITH_TIMEOUT(m_receiver.requests().size(), 1, 10000);
    const auto request = m_receiver.requests().at(0);
    QCOMPARE(request.header("webhook-signature").split(' ').size(), 2);
    QVERIFY(WebhookReceiver::verifies(request, newSecret));
    QVERIFY(WebhookReceiver::verifies(request, oldSecret));
    QCOMPARE(m_http->post(u"/webhooks/999999/rotate"_s, {}).status, 404);
}

void TestWebhooks::redeliverAndLog()
{
    const auto created = createWebhook(
        { { u"url"_s, m_receiver.url() }, { u"types"_s, QJsonArray { u"product"_s } } });
    const qint64 id = created.json()[u"data"_s][u"id"_s].toInteger();
    changePrice(12, 18001);
    QTRY_VERIFY_WITH_TIMEOUT(!deliveries(id, u"?status=ok"_s).isEmpty(), 10000);
    const QJsonObject delivery = deliveries(id).at(0).toObject();
    QCOMPARE(delivery[u"message_id"_s].toString().toLatin1(),
        m_receiver.requests().at(0).header("webhook-id"));
    QVERIFY(delivery[u"duration_ms"_s].toInteger() >= 0);
    QVERIFY(!delivery[u"last_attempt_at"_s].isNull());
    QCOMPARE(delivery[u"payload"_s][u"ids"_s][u"book"_s].toArray(), (QJsonArray { 12 }));
    const auto page = m_http->get(u"/webhooks/%1/deliveries?page=1&per_page=5"_s.arg(id));
    QCOMPARE(page.json()[u"meta"_s][u"total"_s].toInteger(), 1);
    QCOMPARE(m_http->get(u"/webhooks/%1/deliveries?status=maybe"_s.arg(id)).status, 422);
    QCOMPARE(m_http->get(u"/webhooks/999999/deliveries"_s).status, 404);

    const auto again = m_http->post(
        u"/webhooks/%1/deliveries/%2/redeliver"_s.arg(id).arg(delivery[u"id"_s].toInteger()), {});
    QCOMPARE(again.status, 200);
    QTRY_COMPARE_WITH_TIMEOUT(m_receiver.requests().size(), 2, 10000);
    QCOMPARE(m_receiver.requests().at(1).header("webhook-id"),
        m_receiver.requests().at(0).header("webhook-id"));
    QCOMPARE(m_http->post(u"/webhooks/%1/deliveries/999999/redeliver"_s.arg(id), {}).status, 404);
}

void TestWebhooks::killWithDeliveryPendingLosesNothing()
{
    const auto created = createWebhook(
        { { u"url"_s, m_receiver.url() }, { u"types"_s, QJsonArray { u"product"_s } } });
    QCOMPARE(created.status, 201);
    // 1. Killed right after the change committed, before any delivery could be planned.
    changePrice(1, 41001);
    m_server->kill();
    startServer(allowLoopback);
    QTRY_VERIFY_WITH_TIMEOUT(announced(m_receiver, u"book"_s).contains(1), 40000);

    // 2. Killed with a delivery pending (its first attempt failed): after the restart the
    // same message arrives.
    m_receiver.clear();
    m_receiver.planAnswer(503);
    changePrice(3, 32001);
    QTRY_COMPARE_WITH_TIMEOUT(m_receiver.requests().size(), 1, 10000);
    m_server->kill();
    QVERIFY(m_server->start(allowLoopback));
    QTRY_COMPARE_WITH_TIMEOUT(m_receiver.requests().size(), 2, 40000);
    QCOMPARE(m_receiver.requests().at(1).header("webhook-id"),
        m_receiver.requests().at(0).header("webhook-id"));
    QVERIFY(announced(m_receiver, u"book"_s).contains(3));
}

void TestWebhooks::refusedPositionStartsAgain()
{
    // A webhook's position that the feed would refuse (contract §13: 400 invalid_cursor, 410
    // cursor_expired, e.g. after a restore from another server) gets the feed's own answer: it
    // starts again from the beginning, as a partner told cursor_expired does, and says so.
    const auto created = createWebhook(
        { { u"url"_s, m_receiver.url() }, { u"types"_s, QJsonArray { u"product"_s } } });
    QCOMPARE(created.status, 201);
    QCOMPARE(m_server->stop(), 0);
    {
        QSqlDatabase db = m_server->openDatabase(u"refusedPosition"_s);
        QVERIFY(db.isOpen());
        QSqlQuery update(db);
        QVERIFY(update.exec(u"UPDATE webhooks SET feed_position = 'not-a-cursor'"_s));
        QCOMPARE(update.numRowsAffected(), 1);
    }
    QSqlDatabase::removeDatabase(u"refusedPosition"_s);
    startServer(allowLoopback);
    changePrice(3, 33001);
    // From the beginning: books changed before the webhook was created are announced too.
    QTRY_VERIFY_WITH_TIMEOUT(announced(m_receiver, u"book"_s).contains(3), 20000);
    QTRY_VERIFY_WITH_TIMEOUT(announced(m_receiver, u"book"_s).contains(1), 20000);
    QCOMPARE(m_server->stop(), 0); // its log is read to the end
    QVERIFY2(m_server->serverLog().contains("starts again from the beginning"),
        m_server->serverLog().right(2000).constData());
}

void TestWebhooks::twoInstancesDeliverEveryChangeOnce()
{
    if (!TestServer::isPostgreSql())
        QSKIP("several instances share a PostgreSQL database (contract §9)");
    TestServer second(m_server->database());
    QVERIFY(second.start(allowLoopback));
    HttpTestClient secondHttp(second.baseUrl());
    secondHttp.setCredentials(m_key.appId, m_key.secret);
    const auto created = createWebhook(
        { { u"url"_s, m_receiver.url() }, { u"types"_s, QJsonArray { u"product"_s } } });
    QCOMPARE(created.status, 201);
    // Changes through both instances for about 4 s.
    QSet<qint64> changed;
    for (int round = 0; round < 8; ++round) {
        for (qint64 book : sellerOneBooks) {
            HttpTestClient &http = (book + round) % 2 ? *m_http : secondHttp;
            const auto reply = http.send("PATCH",
                ((book + round) % 2 ? m_server->baseUrl() : second.baseUrl())
                    + u"/products/mine/book/%1"_s.arg(book),
                json({ { u"price"_s, 60000 + round * 10 + book } }), jsonType);
            QCOMPARE(reply.status, 200);
            changed.insert(book);
        }
        QTest::qWait(500);
    }
    QTRY_COMPARE_WITH_TIMEOUT(announced(m_receiver, u"book"_s), changed, 15000);
    // Every message once: no delivery was sent by both instances.
    QTest::qWait(2000);
    QSet<QByteArray> ids;
    for (const auto &request : m_receiver.requests()) {
        QVERIFY2(!ids.contains(request.header("webhook-id")), request.header("webhook-id"));
        ids.insert(request.header("webhook-id"));
    }
    // Coalesced: far fewer deliveries than the 40 changes, yet the last one's cursor is past
    // them all.
    QVERIFY(m_receiver.requests().size() < 40);
}

QTEST_GUILESS_MAIN(TestWebhooks)
// Contract §15, §13: an admin's edit reaches product webhooks like a seller's own edit (the
// change feed under both is the same).
void TestWebhooks::adminEditIsAnnounced()
{
    const auto created = createWebhook(
        { { u"url"_s, m_receiver.url() }, { u"types"_s, QJsonArray { u"product"_s } } });
    QCOMPARE(created.status, 201);
    const TestServer::Key admin = m_server->createKey(u"read,catalog:admin"_s,
        { u"--rate-per-second"_s, u"100000"_s, u"--rate-per-minute"_s, u"100000"_s });
    QVERIFY(!admin.appId.isEmpty());
    HttpTestClient adminHttp(m_server->baseUrl());
    adminHttp.setCredentials(admin.appId, admin.secret);
    const auto edited = adminHttp.send("PATCH", m_server->baseUrl() + u"/admin/products/book/12"_s,
        json({ { u"name"_s, u"Sen yetim emassan (admin)"_s }, { u"price"_s, 43210 } }), jsonType);
    QCOMPARE(edited.status, 200);
    QTRY_VERIFY_WITH_TIMEOUT(announced(m_receiver, u"book"_s).contains(12), 10000);
    // Product webhooks follow the public feed: an admin's edit of any seller's book is heard.
    m_receiver.clear();
    QCOMPARE(adminHttp
                 .send("PATCH", m_server->baseUrl() + u"/admin/products/book/2"_s,
                     json({ { u"name"_s, u"Mehrobdan chayon (admin)"_s } }), jsonType)
                 .status,
        200);
    QTRY_VERIFY_WITH_TIMEOUT(announced(m_receiver, u"book"_s).contains(2), 10000);
}

#include "tst_webhooks.moc"
