// The original system's client habits the contract now accepts (contract §1,
// §5–§8): the /isbn/ alias for any code, `type` and `scanned_at` in the stock body, POSTs with
// an empty body and no Content-Type, `retry_after` in a 429, Cache-Control: no-store, unquoted
// If-None-Match tags, GET /key, and `serve --public-url` for media paths.
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include "tests/e2e/catalogfixture.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

namespace {
// Seller 1's products in the fixture.
const QString book1 = u"9789943012349"_s; // book 1, "O'tkan kunlar"
const QString pen = u"4780000000052"_s; // stationery 2
const HttpTestClient::Headers json { { "Content-Type", "application/json" } };
} // namespace

class TestClientHabits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void isbnAliasTakesAnyCode();
    void stockTypeLimitsTheLookup_data();
    void stockTypeLimitsTheLookup();
    void emptyBodyNeedsNoContentType();
    void rateLimitedCarriesRetryAfter();
    void noStoreReadsFreshAndStoresNothing();
    void unquotedEtagMatches();
    void keyDescribesItself();
    void scannedAtAndPriceAreKept();
    void scannedAtBounds_data();
    void scannedAtBounds();
    void publicUrlMakesMediaPathsAbsolute();

private:
    HttpTestClient::Reply update(const QByteArray &body)
    {
        return m_till->post(u"/products/stock/by-code"_s, body, json);
    }

    TestServer m_server;
    TestServer::Key m_readerKey;
    std::unique_ptr<HttpTestClient> m_till; // seller 1, read + stock:write
    std::unique_ptr<HttpTestClient> m_reader; // read only, no seller
};

void TestClientHabits::initTestCase()
{
    QVERIFY(CatalogFixture::importInto(m_server));
    const QStringList generous { u"--rate-per-second"_s, u"10000"_s, u"--rate-per-minute"_s,
        u"1000000"_s };
    const TestServer::Key till = m_server.createKey(
        u"read,stock:write"_s, QStringList { u"--seller"_s, u"1"_s } + generous);
    m_readerKey = m_server.createKey(u"read"_s, generous);
    QVERIFY(m_server.start());
    m_till = std::make_unique<HttpTestClient>(m_server.baseUrl());
    m_till->setCredentials(till.appId, till.secret);
    m_reader = std::make_unique<HttpTestClient>(m_server.baseUrl());
    m_reader->setCredentials(m_readerKey.appId, m_readerKey.secret);
}

void TestClientHabits::cleanupTestCase()
{
    QCOMPARE(m_server.stop(), 0);
}

void TestClientHabits::isbnAliasTakesAnyCode()
{
    for (const QString &code : { pen, book1, u"978-9943-01-234-9"_s }) {
        const auto byCode = m_reader->get(u"/products/sellers/1/code/%1"_s.arg(code));
        const auto byIsbn = m_reader->get(u"/products/sellers/1/isbn/%1"_s.arg(code));
        QCOMPARE(byIsbn.status, 200);
        QCOMPARE(byIsbn.body, byCode.body);
    }
    QCOMPARE(m_reader->get(u"/products/sellers/1/isbn/%1"_s.arg(pen)).json()[u"data"_s][u"type"_s],
        u"stationery"_s);
    QCOMPARE(m_reader->get(u"/products/sellers/1/isbn/4780000000000"_s).status, 404);
}

void TestClientHabits::stockTypeLimitsTheLookup_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("type");
    QTest::addColumn<int>("status");
    QTest::newRow("book as book") << book1 << u"\"book\""_s << 200;
    QTest::newRow("book as stationery") << book1 << u"\"stationery\""_s << 404;
    QTest::newRow("pen as stationery") << pen << u"\"stationery\""_s << 200;
    QTest::newRow("pen as book") << pen << u"\"book\""_s << 404;
    QTest::newRow("null is no type") << pen << u"null"_s << 200;
    QTest::newRow("another type") << pen << u"\"toy\""_s << 422;
    QTest::newRow("not a string") << pen << u"1"_s << 422;
}

void TestClientHabits::stockTypeLimitsTheLookup()
{
    QFETCH(QString, code);
    QFETCH(QString, type);
    QFETCH(int, status);
    const auto reply
        = update(u"{\"code\":\"%1\",\"delta\":0,\"type\":%2}"_s.arg(code, type).toUtf8());
    QCOMPARE(reply.status, status);
    if (status == 422)
        QVERIFY(reply.json()[u"error"_s][u"fields"_s].toObject().contains(u"type"_s));
}

void TestClientHabits::emptyBodyNeedsNoContentType()
{
    const auto opened = m_till->post(u"/products/stock/counts"_s, R"({"name":"shelf"})", json);
    QCOMPARE(opened.status, 201);
    const qint64 id = opened.json()[u"data"_s][u"id"_s].toInteger();
    // No body, no Content-Type: an action that takes nothing.
    const auto cancelled
        = m_till->post(u"/products/stock/counts/%1/cancel"_s.arg(id), QByteArray(""));
    QCOMPARE(cancelled.status, 200);
    QCOMPARE(cancelled.json()[u"data"_s][u"status"_s], u"cancelled"_s);
    // A body still needs its type.
    QCOMPARE(m_till->post(u"/products/stock/by-code"_s, R"({"code":"x","delta":1})").status, 415);
    // An empty stock update is a body without fields, not bad JSON.
    const auto empty = m_till->post(u"/products/stock/by-code"_s, QByteArray(""));
    QCOMPARE(empty.status, 422);
    QVERIFY(empty.json()[u"error"_s][u"fields"_s].toObject().contains(u"code"_s));
}

void TestClientHabits::rateLimitedCarriesRetryAfter()
{
    const TestServer::Key slow = m_server.createKey(
        u"read"_s, { u"--rate-per-second"_s, u"1"_s, u"--rate-per-minute"_s, u"2"_s });
    HttpTestClient client(m_server.baseUrl());
    client.setCredentials(slow.appId, slow.secret);
    HttpTestClient::Reply reply;
    for (int i = 0; i < 4 && reply.status != 429; ++i)
        reply = client.get(u"/search/categories"_s);
    QCOMPARE(reply.status, 429);
    const int header = reply.header("Retry-After").toInt();
    QVERIFY(header >= 1);
    QCOMPARE(reply.json()[u"error"_s][u"retry_after"_s].toInt(), header);
}

void TestClientHabits::noStoreReadsFreshAndStoresNothing()
{
    const QString path = u"/products/book/2"_s;
    const auto fresh = m_reader->get(path, { { "Cache-Control", "no-store" } });
    QCOMPARE(fresh.status, 200);
    QCOMPARE(fresh.header("X-API-Cache"), QByteArray("BYPASS"));
    // Nothing was stored: the next plain read is a miss, then a hit.
    QCOMPARE(m_reader->get(path).header("X-API-Cache"), QByteArray("MISS"));
    QCOMPARE(m_reader->get(path).header("X-API-Cache"), QByteArray("HIT"));
    // no-store never reads the stored entry either.
    QCOMPARE(m_reader->get(path, { { "Cache-Control", "no-store" } }).header("X-API-Cache"),
        QByteArray("BYPASS"));
}

void TestClientHabits::unquotedEtagMatches()
{
    const QString path = u"/products/book/3"_s;
    const QByteArray etag = m_reader->get(path).header("ETag");
    QVERIFY(etag.startsWith('"') && etag.endsWith('"'));
    const QByteArray bare = etag.mid(1, etag.size() - 2);
    QCOMPARE(m_reader->get(path, { { "If-None-Match", bare } }).status, 304);
    QCOMPARE(m_reader->get(path, { { "If-None-Match", "W/" + bare } }).status, 304);
    QCOMPARE(m_reader->get(path, { { "If-None-Match", "\"other\", " + bare } }).status, 304);
    QCOMPARE(m_reader->get(path, { { "If-None-Match", bare.left(10) } }).status, 200);
}

void TestClientHabits::keyDescribesItself()
{
    auto reply = m_till->get(u"/key"_s);
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.header("X-API-Cache"), QByteArray("BYPASS"));
    QVERIFY(!reply.header("X-RateLimit-Remaining-Second").isEmpty());
    QJsonObject key = reply.json()[u"data"_s].toObject();
    QCOMPARE(key.keys(),
        (QStringList { u"abilities"_s, u"app_id"_s, u"name"_s, u"rate_per_minute"_s,
            u"rate_per_second"_s, u"seller_id"_s, u"seller_name"_s }));
    QCOMPARE(key[u"seller_id"_s].toInteger(), 1);
    QCOMPARE(key[u"seller_name"_s].toString(), u"Kitob Olami"_s);
    QCOMPARE(key[u"abilities"_s].toArray(), (QJsonArray { u"read"_s, u"stock:write"_s }));
    QCOMPARE(key[u"rate_per_second"_s].toInt(), 10000);
    QVERIFY(!reply.body.contains("secret"));

    reply = m_reader->get(u"/key"_s);
    key = reply.json()[u"data"_s].toObject();
    QCOMPARE(key[u"app_id"_s].toString(), m_readerKey.appId);
    QVERIFY(key[u"seller_id"_s].isNull());
    QVERIFY(key[u"seller_name"_s].isNull());
    QCOMPARE(m_reader->get(u"/key"_s).header("X-API-Cache"), QByteArray("BYPASS"));

    HttpTestClient wrong(m_server.baseUrl());
    wrong.setCredentials(m_readerKey.appId, u"not-the-secret"_s);
    QCOMPARE(wrong.get(u"/key"_s).status, 403);
}

void TestClientHabits::scannedAtAndPriceAreKept()
{
    const QDateTime scanned
        = QDateTime::currentDateTimeUtc().addSecs(-3600).toOffsetFromUtc(5 * 3600);
    const QString sent = scanned.toString(Qt::ISODate);
    QVERIFY(sent.endsWith(u"+05:00"_s));
    const auto reply = update(
        u"{\"code\":\"%1\",\"delta\":2,\"scanned_at\":\"%2\"}"_s.arg(book1, sent).toUtf8());
    QCOMPARE(reply.status, 200);
    const auto book = m_reader->get(u"/products/book/1"_s).json()[u"data"_s].toObject();
    auto history = m_till->get(u"/products/stock/movements?per_page=1&code=%1"_s.arg(book1));
    QJsonObject movement = history.json()[u"data"_s][0].toObject();
    QCOMPARE(movement[u"delta"_s].toInteger(), 2);
    QCOMPARE(QDateTime::fromString(movement[u"scanned_at"_s].toString(), Qt::ISODateWithMs),
        QDateTime::fromString(sent, Qt::ISODate).toUTC());
    QVERIFY(movement[u"scanned_at"_s].toString().endsWith(u'Z'));
    QCOMPARE(movement[u"price"_s].toInteger(), book[u"price"_s].toInteger());
    // Without it, null (the movement's own `at` is the time).
    QCOMPARE(update(u"{\"code\":\"%1\",\"delta\":-2}"_s.arg(book1).toUtf8()).status, 200);
    history = m_till->get(u"/products/stock/movements?per_page=1&code=%1"_s.arg(book1));
    movement = history.json()[u"data"_s][0].toObject();
    QVERIFY(movement[u"scanned_at"_s].isNull());
    QCOMPARE(movement[u"price"_s].toInteger(), book[u"price"_s].toInteger());
}

void TestClientHabits::scannedAtBounds_data()
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("status");
    QTest::newRow("29 days old") << now.addDays(-29).toString(Qt::ISODate) << 200;
    QTest::newRow("31 days old") << now.addDays(-31).toString(Qt::ISODate) << 422;
    QTest::newRow("a minute ahead") << now.addSecs(60).toString(Qt::ISODate) << 200;
    QTest::newRow("ten minutes ahead") << now.addSecs(600).toString(Qt::ISODate) << 422;
    QTest::newRow("no zone") << now.toString(u"yyyy-MM-ddTHH:mm:ss"_s) << 422;
    QTest::newRow("a date") << now.toString(u"yyyy-MM-dd"_s) << 422;
    QTest::newRow("words") << u"yesterday"_s << 422;
}

void TestClientHabits::scannedAtBounds()
{
    QFETCH(QString, value);
    QFETCH(int, status);
    const auto reply
        = update(u"{\"code\":\"%1\",\"delta\":0,\"scanned_at\":\"%2\"}"_s.arg(pen, value).toUtf8());
    QCOMPARE(reply.status, status);
    if (status == 422)
        QVERIFY(reply.json()[u"error"_s][u"fields"_s].toObject().contains(u"scanned_at"_s));
}

void TestClientHabits::publicUrlMakesMediaPathsAbsolute()
{
    TestServer demo;
    QVERIFY(demo.demo(40));
    const TestServer::Key key = demo.createKey(u"read"_s);
    QVERIFY(demo.start({ u"--public-url"_s, u"https://shop.example/"_s }));
    HttpTestClient client(demo.baseUrl());
    client.setCredentials(key.appId, key.secret);
    const QJsonObject book = client.get(u"/products/book/1"_s).json()[u"data"_s].toObject();
    QVERIFY2(book[u"image"_s].toString().startsWith(u"https://shop.example/media/"_s),
        qPrintable(book[u"image"_s].toString()));
    for (const QJsonValue &image : book[u"images"_s].toArray())
        QVERIFY(image.toString().startsWith(u"https://"_s));
    const QJsonArray sellers = client.get(u"/products/sellers/list"_s).json()[u"data"_s].toArray();
    QVERIFY(!sellers.isEmpty());
    QVERIFY(sellers[0][u"logo"_s].toString().startsWith(u"https://shop.example/media/"_s));
    const QJsonArray hits = client.get(u"/search?q=a"_s).json()[u"data"_s].toArray();
    QVERIFY(!hits.isEmpty());
    QVERIFY(hits[0][u"image"_s].toString().startsWith(u"https://shop.example/media/"_s));
    // The file itself is still served under its path.
    const QString path
        = book[u"image"_s].toString().mid(QStringLiteral("https://shop.example").size());
    HttpTestClient plain(u"http://127.0.0.1:%1"_s.arg(demo.port()));
    QCOMPARE(plain.get(path).status, 200);
    // The export keeps the stored paths.
    const TestServer::CliResult exported = demo.run({ u"export"_s });
    QVERIFY(exported.out.contains("\"/media/"));
    QVERIFY(!exported.out.contains("https://shop.example"));
    QCOMPARE(demo.stop(), 0);
    // A bad origin is a usage error.
    TestServer bad;
    QCOMPARE(bad.run({ u"serve"_s, u"--public-url"_s, u"ftp://x"_s }).exitCode, 2);
}

QTEST_GUILESS_MAIN(TestClientHabits)
#include "tst_clienthabits.moc"
