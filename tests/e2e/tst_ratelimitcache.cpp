// Rate limits (contract §6) and the response cache with ETag/304 (contract §7), end to end.
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include "tests/e2e/catalogfixture.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

class TestRateLimitCache : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void exactlyEightPerSecond();
    void perMinuteLimit();
    void notModifiedRefundsMinuteQuota();
    void rateLimitHeaders();
    void cacheMissHitBypass();
    void conditionalRequests_data();
    void conditionalRequests();
    void writeInvalidatesCachedReads();
    void sellersNeverShareMine();
    void entriesExpire();

private:
    std::unique_ptr<HttpTestClient> client(const TestServer::Key &key) const;

    TestServer m_server;
    TestServer::Key m_fast; // generous limits, seller 1
    TestServer::Key m_seller2; // generous limits, seller 2
};

std::unique_ptr<HttpTestClient> TestRateLimitCache::client(const TestServer::Key &key) const
{
    auto result = std::make_unique<HttpTestClient>(m_server.baseUrl());
    result->setCredentials(key.appId, key.secret);
    return result;
}

void TestRateLimitCache::initTestCase()
{
    QVERIFY(CatalogFixture::importInto(m_server));
    const QStringList generous { u"--rate-per-second"_s, u"1000"_s, u"--rate-per-minute"_s,
        u"100000"_s };
    m_fast = m_server.createKey(
        u"read,stock:write"_s, QStringList { u"--seller"_s, u"1"_s } + generous);
    m_seller2 = m_server.createKey(
        u"read,stock:write"_s, QStringList { u"--seller"_s, u"2"_s } + generous);
    QVERIFY(m_server.start());
}

void TestRateLimitCache::exactlyEightPerSecond()
{
    const auto key = m_server.createKey(u"read"_s);
    auto http = client(key);
    QElapsedTimer timer;
    timer.start();
    int accepted = 0;
    QList<int> remaining;
    for (int i = 0; i < 20; ++i) {
        const auto reply = http->get(u"/search/categories"_s);
        if (reply.status == 200) {
            ++accepted;
            remaining << reply.header("X-RateLimit-Remaining-Second").toInt();
        } else {
            QCOMPARE(reply.status, 429);
            QCOMPARE(reply.errorCode(), u"rate_limited"_s);
            QCOMPARE(reply.header("Retry-After"), QByteArray("1"));
            QCOMPARE(reply.header("X-RateLimit-Remaining-Second"), QByteArray("0"));
        }
    }
    if (timer.elapsed() >= 1000)
        QSKIP("the machine was too slow to send 20 requests within one second");
    QCOMPARE(accepted, 8);
    QCOMPARE(remaining, (QList<int> { 7, 6, 5, 4, 3, 2, 1, 0 }));
    // The 12 refused requests used no quota: a second later all 8 are available again.
    QTest::qWait(1100);
    QCOMPARE(
        http->get(u"/search/categories"_s).header("X-RateLimit-Remaining-Second"), QByteArray("7"));
}

void TestRateLimitCache::perMinuteLimit()
{
    const auto key = m_server.createKey(
        u"read"_s, { u"--rate-per-second"_s, u"100"_s, u"--rate-per-minute"_s, u"5"_s });
    auto http = client(key);
    for (int i = 0; i < 5; ++i) {
        const auto reply = http->get(u"/products/books?page=%1"_s.arg(i + 1));
        QCOMPARE(reply.status, 200);
        QCOMPARE(reply.header("X-RateLimit-Remaining-Minute").toInt(), 4 - i);
        QCOMPARE(reply.header("X-RateLimit-Limit-Minute"), QByteArray("5"));
    }
    const auto refused = http->get(u"/products/books"_s);
    QCOMPARE(refused.status, 429);
    const int retryAfter = refused.header("Retry-After").toInt();
    QVERIFY2(retryAfter >= 58 && retryAfter <= 60, refused.header("Retry-After").constData());
}

void TestRateLimitCache::notModifiedRefundsMinuteQuota()
{
    const auto key = m_server.createKey(
        u"read"_s, { u"--rate-per-second"_s, u"100"_s, u"--rate-per-minute"_s, u"3"_s });
    auto http = client(key);
    const auto first = http->get(u"/products/book/2"_s);
    QCOMPARE(first.status, 200);
    QCOMPARE(first.header("X-RateLimit-Remaining-Minute"), QByteArray("2"));
    for (int i = 0; i < 6; ++i) {
        const auto revalidated
            = http->get(u"/products/book/2"_s, { { "If-None-Match", first.header("ETag") } });
        QCOMPARE(revalidated.status, 304);
        QVERIFY(revalidated.body.isEmpty());
        QCOMPARE(revalidated.header("X-RateLimit-Remaining-Minute"), QByteArray("2"));
    }
    QCOMPARE(http->get(u"/products/book/3"_s).status, 200);
}

void TestRateLimitCache::rateLimitHeaders()
{
    const auto key = m_server.createKey(u"read"_s);
    const auto reply = client(key)->get(u"/search/categories"_s);
    QCOMPARE(reply.header("X-RateLimit-Limit-Second"), QByteArray("8"));
    QCOMPARE(reply.header("X-RateLimit-Limit-Minute"), QByteArray("240"));
    QCOMPARE(reply.header("X-RateLimit-Remaining-Second"), QByteArray("7"));
    QCOMPARE(reply.header("X-RateLimit-Remaining-Minute"), QByteArray("239"));
    QCOMPARE(
        reply.header("RateLimit-Policy"), QByteArray("\"burst\";q=8;w=1, \"minute\";q=240;w=60"));
    QCOMPARE(reply.header("RateLimit"), QByteArray("\"burst\";r=7;t=1"));
}

void TestRateLimitCache::cacheMissHitBypass()
{
    auto http = client(m_fast);
    const auto miss = http->get(u"/products/books?sort=new&per_page=3"_s);
    QCOMPARE(miss.header("X-API-Cache"), QByteArray("MISS"));
    QCOMPARE(miss.header("Cache-Control"), QByteArray("private, max-age=120"));
    // Same query in another order: the same entry.
    const auto hit = http->get(u"/products/books?per_page=3&sort=new"_s);
    QCOMPARE(hit.header("X-API-Cache"), QByteArray("HIT"));
    QCOMPARE(hit.body, miss.body);
    QCOMPARE(hit.header("ETag"), miss.header("ETag"));
    QVERIFY(hit.header("Cache-Control").startsWith("private, max-age="));
    const auto bypass
        = http->get(u"/products/books?sort=new&per_page=3"_s, { { "Cache-Control", "no-cache" } });
    QCOMPARE(bypass.header("X-API-Cache"), QByteArray("BYPASS"));
    QCOMPARE(bypass.body, miss.body);
    const auto error = http->get(u"/products/books?sort=bad"_s);
    QCOMPARE(error.status, 422);
    QCOMPARE(error.header("X-API-Cache"), QByteArray("BYPASS"));
    QVERIFY(error.header("ETag").isEmpty());
}

void TestRateLimitCache::conditionalRequests_data()
{
    QTest::addColumn<QByteArray>("ifNoneMatch");
    QTest::addColumn<int>("status");
    QTest::newRow("exact") << QByteArray("ETAG") << 304;
    QTest::newRow("weak") << QByteArray("W/ETAG") << 304;
    QTest::newRow("list") << QByteArray("\"other\", ETAG") << 304;
    QTest::newRow("star") << QByteArray("*") << 304;
    QTest::newRow("other") << QByteArray("\"other\"") << 200;
}

void TestRateLimitCache::conditionalRequests()
{
    QFETCH(QByteArray, ifNoneMatch);
    QFETCH(int, status);
    auto http = client(m_fast);
    const auto first = http->get(u"/products/stationery/1"_s);
    const QByteArray etag = first.header("ETag");
    QVERIFY(etag.startsWith('"') && etag.endsWith('"'));
    const auto reply = http->get(u"/products/stationery/1"_s,
        { { "If-None-Match", QByteArray(ifNoneMatch).replace("ETAG", etag) } });
    QCOMPARE(reply.status, status);
    QCOMPARE(reply.header("ETag"), etag);
    QVERIFY(!reply.header("X-API-Cache").isEmpty());
    QVERIFY(!reply.header("X-RateLimit-Remaining-Second").isEmpty());
    if (status == 304)
        QVERIFY(reply.body.isEmpty());
}

void TestRateLimitCache::writeInvalidatesCachedReads()
{
    auto http = client(m_fast);
    const QStringList reads { u"/products/book/12"_s, u"/products/mine"_s,
        u"/products/books?sort=price_asc"_s, u"/products/sellers/1/code/9789943012417"_s };
    for (const QString &path : reads) {
        http->get(path);
        QCOMPARE(http->get(path).header("X-API-Cache"), QByteArray("HIT"));
    }
    const auto write = http->post(u"/products/stock/by-code"_s,
        R"({"code":"9789943012417","stock":0})", { { "Content-Type", "application/json" } });
    QCOMPARE(write.status, 200);
    QCOMPARE(write.header("X-API-Cache"), QByteArray("BYPASS"));
    for (const QString &path : reads)
        QCOMPARE(http->get(path).header("X-API-Cache"), QByteArray("MISS"));
    QCOMPARE(http->get(u"/products/book/12"_s).json()[u"data"_s][u"in_stock"_s].toBool(), false);
    QCOMPARE(http->get(u"/products/sellers/1/code/9789943012417"_s)
                 .json()[u"data"_s][u"in_stock"_s]
                 .toBool(),
        false);
}

void TestRateLimitCache::sellersNeverShareMine()
{
    auto one = client(m_fast);
    auto two = client(m_seller2);
    for (int round = 0; round < 2; ++round) {
        const auto mineOne = one->get(u"/products/mine?per_page=50"_s);
        const auto mineTwo = two->get(u"/products/mine?per_page=50"_s);
        QCOMPARE(
            mineOne.header("X-API-Cache"), round == 0 ? QByteArray("MISS") : QByteArray("HIT"));
        QCOMPARE(
            mineTwo.header("X-API-Cache"), round == 0 ? QByteArray("MISS") : QByteArray("HIT"));
        QList<int> idsOne, idsTwo;
        for (const QJsonValue &item : mineOne.json()[u"data"_s].toArray())
            idsOne << item[u"id"_s].toInt();
        for (const QJsonValue &item : mineTwo.json()[u"data"_s].toArray())
            idsTwo << item[u"id"_s].toInt();
        QCOMPARE(idsOne, (QList<int> { 1, 3, 7, 12 }));
        QCOMPARE(idsTwo, (QList<int> { 2, 5, 6 }));
    }
}

void TestRateLimitCache::entriesExpire()
{
    TestServer shortLived;
    QVERIFY(CatalogFixture::importInto(shortLived));
    const auto key = shortLived.createKey(u"read"_s);
    QVERIFY(shortLived.start({ u"--cache-ttl"_s, u"1"_s }));
    HttpTestClient http(shortLived.baseUrl());
    http.setCredentials(key.appId, key.secret);
    QCOMPARE(http.get(u"/search/categories"_s).header("X-API-Cache"), QByteArray("MISS"));
    const auto hit = http.get(u"/search/categories"_s);
    QCOMPARE(hit.header("X-API-Cache"), QByteArray("HIT"));
    QTest::qWait(1200);
    QCOMPARE(http.get(u"/search/categories"_s).header("X-API-Cache"), QByteArray("MISS"));
}

QTEST_GUILESS_MAIN(TestRateLimitCache)
#include "tst_ratelimitcache.moc"
