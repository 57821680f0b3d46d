// Two shop servers (SQLite) synced with one marketplace (the run's engine; PostgreSQL in
// tst_shopsync_postgresql) in bad weather (contract §14): sales at both tills and directly
// upstream for 20 s while the upstream is stopped (SIGSTOP) for a stretch and one shop is
// killed with kill -9 and restarted. Once settled every product's stock is the same on all
// three and equals its starting stock plus every delta, no movement_id is upstream twice; a
// count at a shop while online sales go on converges by §10's rule; a sale beyond stock at a
// shop is oversold upstream and a conflict at the shop, whose resolution makes both agree.
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>
#include <QUuid>
#include <atomic>
#include <csignal>
#include <memory>
#include <thread>
#include <vector>

#include "tests/e2e/catalogfixture.h"
#include "tests/e2e/shopsyncfixture.h"
#include "tests/support/blockinghttp.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;
using ShopSyncSupport::json;
using ShopSyncSupport::mineItem;
using ShopSyncSupport::writeSecret;

namespace {

// Seller 1's products in the fixture.
const QList<QByteArray> codes { QByteArrayLiteral("9789943012349"),
    QByteArrayLiteral("9789943012417"), QByteArrayLiteral("4780000000052") };
const QByteArray pen = QByteArrayLiteral("4780000000052");

// Every product of seller 1 as /products/mine shows it: code → stock.
QHash<QByteArray, qint64> stocks(BlockingHttp &http)
{
    QHash<QByteArray, qint64> result;
    for (const QString &type : { u"book"_s, u"stationery"_s }) {
        const auto reply = http.get(u"/products/mine?type=%1&per_page=100"_s.arg(type),
            { { "Cache-Control", "no-cache" } });
        for (const QJsonValue &item : json(reply.body)[u"data"_s].toArray())
            result.insert(item[u"code"_s].toString().toLatin1(), item[u"stock"_s].toInteger());
    }
    return result;
}

// One stock update made at a till or online, sent until it is acknowledged.
struct Sale
{
    int where = 0; // 0: upstream, 1: shop A, 2: shop B
    QByteArray code;
    int delta = 0;
    QByteArray body;
    bool acknowledged = false;
};

QByteArray saleBody(const QByteArray &code, int delta, const QByteArray &movementId)
{
    // No raw strings here: moc would read this file wrongly before the test class.
    return "{\"code\":\"" + code + "\",\"delta\":" + QByteArray::number(delta) + ",\"reason\":\""
        + (delta < 0 ? "sold" : "received") + "\",\"movement_id\":\"" + movementId + '"'
        + (delta < 0 ? ",\"allow_negative\":true" : "") + '}';
}

bool waitFor(const std::function<bool()> &done, int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    while (!deadline.hasExpired()) {
        if (done())
            return true;
        QTest::qWait(250);
    }
    return done();
}

} // namespace

class TestShopSync : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void firstStartCopiesTheSellersData();
    void salesEverywhereInBadWeatherConverge();
    void countAtAShopWhileOnlineSalesGoOn();
    void saleBeyondStockIsAConflictAtTheShop();

private:
    struct Shop
    {
        std::unique_ptr<TestServer> server;
        TestServer::Key till; // the shop's own key, seller 1
        TestServer::Key status; // a key without seller, made before the copy
        QStringList serveArgs;
        quint16 port = 0;
    };
    bool startShop(Shop &shop, const TestServer::Key &upstreamKey, const QString &name);
    QJsonObject syncOf(const Shop &shop) const;
    // Until both shops have pushed everything and all three show the same stock.
    bool settled(int timeoutMs);

    TestServer m_upstream;
    TestServer::Key m_online; // direct upstream sales, generous limits
    Shop m_shops[2];
};

void TestShopSync::initTestCase()
{
    QVERIFY(CatalogFixture::importInto(m_upstream));
    m_online = m_upstream.createKey(u"read,stock:write"_s,
        { u"--seller"_s, u"1"_s, u"--rate-per-second"_s, u"100000"_s, u"--rate-per-minute"_s,
            u"10000000"_s });
    QVERIFY(m_upstream.start());
    // Each shop has its own seller key upstream, with the default limits (8/s, 240/min).
    QVERIFY(startShop(m_shops[0],
        m_upstream.createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s }), u"a"_s));
    QVERIFY(startShop(m_shops[1],
        m_upstream.createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s }), u"b"_s));
}

void TestShopSync::cleanupTestCase()
{
    for (Shop &shop : m_shops) {
        if (shop.server && shop.server->isRunning())
            QCOMPARE(shop.server->stop(), 0);
    }
    QCOMPARE(m_upstream.stop(), 0);
}

bool TestShopSync::startShop(Shop &shop, const TestServer::Key &upstreamKey, const QString &name)
{
    shop.server = std::make_unique<TestServer>(
        std::make_shared<TestDatabase>(TestDatabase::Engine::Sqlite));
    const QString secretFile = shop.server->folder() + u"/upstream-secret-"_s + name;
    if (!writeSecret(secretFile, upstreamKey.secret.toUtf8()))
        return false;
    shop.serveArgs = { u"--upstream"_s, m_upstream.baseUrl(), u"--upstream-app-id"_s,
        upstreamKey.appId, u"--upstream-secret-file"_s, secretFile };
    // An empty database: the server copies the seller's data by itself.
    // The tests poll /sync many times a second: a key whose limits never bind, so a 429 is
    // never read as "no conflicts, nothing pending".
    shop.status = shop.server->createKey(
        u"read"_s, { u"--rate-per-second"_s, u"100000"_s, u"--rate-per-minute"_s, u"10000000"_s });
    if (shop.status.secret.isEmpty() || !shop.server->start(shop.serveArgs))
        return false;
    shop.port = shop.server->port();
    const bool copied = waitFor(
        [&] { return !syncOf(shop).value(u"last_pull_at"_s).toString().isEmpty(); }, 60'000);
    if (!copied) {
        qWarning("shop %s did not finish its copy: %s", qPrintable(name),
            QJsonDocument(syncOf(shop)).toJson().constData());
        return false;
    }
    shop.till = shop.server->createKey(u"read,stock:write"_s,
        { u"--seller"_s, u"1"_s, u"--rate-per-second"_s, u"100000"_s, u"--rate-per-minute"_s,
            u"10000000"_s });
    return !shop.till.secret.isEmpty();
}

QJsonObject TestShopSync::syncOf(const Shop &shop) const
{
    BlockingHttp http(shop.server->baseUrl(), shop.status.appId, shop.status.secret);
    const auto reply = http.get(u"/sync"_s);
    if (reply.status != 200)
        qWarning("GET /sync answered %d: %s", reply.status, reply.body.constData());
    return json(reply.body)[u"data"_s].toObject();
}

bool TestShopSync::settled(int timeoutMs)
{
    return waitFor(
        [&] {
            for (const Shop &shop : m_shops) {
                const QJsonObject sync = syncOf(shop);
                if (sync[u"pending"_s].toInteger(-1) != 0 || sync[u"state"_s] != u"ok"_s)
                    return false;
            }
            BlockingHttp upstream(m_upstream.baseUrl(), m_online.appId, m_online.secret);
            BlockingHttp a(
                m_shops[0].server->baseUrl(), m_shops[0].till.appId, m_shops[0].till.secret);
            BlockingHttp b(
                m_shops[1].server->baseUrl(), m_shops[1].till.appId, m_shops[1].till.secret);
            const auto there = stocks(upstream);
            return !there.isEmpty() && there == stocks(a) && there == stocks(b);
        },
        timeoutMs);
}

void TestShopSync::firstStartCopiesTheSellersData()
{
    BlockingHttp upstream(m_upstream.baseUrl(), m_online.appId, m_online.secret);
    const auto expected = stocks(upstream);
    QVERIFY(expected.size() >= 3);
    for (const Shop &shop : m_shops) {
        BlockingHttp local(shop.server->baseUrl(), shop.till.appId, shop.till.secret);
        QCOMPARE(stocks(local), expected);
        const QJsonObject sync = syncOf(shop);
        QCOMPARE(sync[u"upstream"_s].toString(), m_upstream.baseUrl());
        QCOMPARE(sync[u"state"_s].toString(), u"ok"_s);
        QCOMPARE(sync[u"pending"_s].toInteger(-1), 0);
        QCOMPARE(sync[u"conflicts"_s].toInteger(-1), 0);
        // The secret is nowhere in the shop's log.
        QVERIFY(!shop.server->serverLog().contains(shop.serveArgs.at(5).toUtf8()));
    }
}

void TestShopSync::salesEverywhereInBadWeatherConverge()
{
    QVERIFY(settled(30'000));
    BlockingHttp upstreamCheck(m_upstream.baseUrl(), m_online.appId, m_online.secret);
    const auto start = stocks(upstreamCheck);

    QMutex mutex;
    std::vector<Sale> sales;
    std::atomic<bool> running { true };
    const auto seller = [&](int where) {
        QRandomGenerator random(quint32(where + 7));
        while (running) {
            const QByteArray code = codes.at(random.bounded(int(codes.size())));
            const int delta = random.bounded(2) ? 1 : -1;
            const QByteArray movementId
                = QUuid::createUuid().toString(QUuid::WithoutBraces).toLatin1();
            const QByteArray body = saleBody(code, delta, movementId);
            const TestServer::Key key = where == 0 ? m_online : m_shops[where - 1].till;
            const quint16 port = where == 0 ? m_upstream.port() : m_shops[where - 1].port;
            BlockingHttp http(
                u"http://127.0.0.1:%1/api/v1/client"_s.arg(port), key.appId, key.secret);
            const auto reply = http.post(u"/products/stock/by-code"_s, body);
            QMutexLocker locker(&mutex);
            sales.push_back({ where, code, delta, body, reply.status == 200 });
            locker.unlock();
            QThread::msleep(reply.status == 0 ? 200 : 40);
        }
    };
    std::vector<std::thread> threads;
    for (int where = 0; where < 3; ++where)
        threads.emplace_back(seller, where);

    QTest::qWait(4000);
    ::kill(pid_t(m_upstream.pid()), SIGSTOP); // the marketplace stops answering
    QTest::qWait(3000);
    // A shop machine that loses power during the outage starts again with the network still
    // down: its tills sell at once, and what waited before the kill still waits.
    Shop &restartedOffline = m_shops[1];
    restartedOffline.server->kill();
    QVERIFY(restartedOffline.server->start(restartedOffline.serveArgs, restartedOffline.port));
    {
        BlockingHttp till(restartedOffline.server->baseUrl(), restartedOffline.till.appId,
            restartedOffline.till.secret);
        QElapsedTimer answered;
        answered.start();
        QCOMPARE(till.get(u"/products/mine?per_page=1"_s).status, 200);
        QVERIFY(answered.elapsed() < 2000);
        QTRY_VERIFY_WITH_TIMEOUT(syncOf(restartedOffline)[u"pending"_s].toInteger() > 0, 5000);
    }
    QTest::qWait(2000);
    ::kill(pid_t(m_upstream.pid()), SIGCONT);
    QTest::qWait(2000);
    Shop &killed = m_shops[0];
    killed.server->kill(); // kill -9 while its till sells and it pushes
    QTest::qWait(2000);
    QVERIFY(killed.server->start(killed.serveArgs, killed.port));
    QTest::qWait(7000);
    running = false;
    for (auto &thread : threads)
        thread.join();

    // What was sent but not answered (a stopped or killed server) is sent again with its
    // movement_id: applied once, whether it was applied before or not.
    QHash<QByteArray, qint64> expected = start;
    int unanswered = 0;
    for (Sale &sale : sales) {
        if (!sale.acknowledged) {
            ++unanswered;
            const TestServer::Key key = sale.where == 0 ? m_online : m_shops[sale.where - 1].till;
            const QString base = sale.where == 0 ? m_upstream.baseUrl()
                                                 : m_shops[sale.where - 1].server->baseUrl();
            BlockingHttp http(base, key.appId, key.secret);
            const auto reply = http.post(u"/products/stock/by-code"_s, sale.body);
            QVERIFY2(reply.status == 200, reply.body.constData());
        }
        expected[sale.code] += sale.delta;
    }
    qInfo("%zu sales, %d sent again after no answer", sales.size(), unanswered);
    QVERIFY(sales.size() > 100);

    QVERIFY2(settled(120'000), "the three did not agree within 120 s");
    BlockingHttp upstream(m_upstream.baseUrl(), m_online.appId, m_online.secret);
    QCOMPARE(stocks(upstream), expected);

    // Every movement upstream has its own movement_id, and every shop sale is there once.
    QSqlDatabase db = m_upstream.openDatabase(u"shopsync-check"_s);
    QVERIFY(db.isOpen());
    {
        QSqlQuery twice(db);
        QVERIFY(twice.exec(u"SELECT movement_id FROM stock_movements WHERE movement_id IS NOT "
                           "NULL GROUP BY movement_id HAVING COUNT(*) > 1"_s));
        QVERIFY(!twice.next());
        QSqlQuery ids(db);
        QVERIFY(ids.exec(u"SELECT COUNT(*) FROM stock_movements WHERE movement_id IS NOT NULL"_s));
        QVERIFY(ids.next());
        QVERIFY(ids.value(0).toLongLong() >= qint64(sales.size()));
    }
    db.close();
    db = QSqlDatabase();
    QSqlDatabase::removeDatabase(u"shopsync-check"_s);
}

void TestShopSync::countAtAShopWhileOnlineSalesGoOn()
{
    QVERIFY(settled(30'000));
    Shop &shop = m_shops[1];
    BlockingHttp till(shop.server->baseUrl(), shop.till.appId, shop.till.secret);
    BlockingHttp online(m_upstream.baseUrl(), m_online.appId, m_online.secret);
    const auto count = till.post(u"/products/stock/counts"_s, R"({"name":"pens"})");
    QCOMPARE(count.status, 201);
    const qint64 countId = json(count.body)[u"data"_s][u"id"_s].toInteger();
    // 25 pens on the shelf; then two sell online before the count is applied.
    const auto scan = till.post(u"/products/stock/counts/%1/scans"_s.arg(countId),
        R"({"code":")" + pen + R"(","quantity":25})");
    QCOMPARE(scan.status, 200);
    const qint64 shopBefore = stocks(till).value(pen);
    const auto sold = online.post(u"/products/stock/by-code"_s,
        saleBody(pen, -2, QUuid::createUuid().toString(QUuid::WithoutBraces).toLatin1()));
    QCOMPARE(sold.status, 200);
    QVERIFY(waitFor([&] { return stocks(till).value(pen) == shopBefore - 2; }, 20'000));
    const auto applied
        = till.post(u"/products/stock/counts/%1/apply"_s.arg(countId), R"({"not_scanned":"keep"})");
    QCOMPARE(applied.status, 200);
    // §10: the shelf had 25 when counted; the 2 sold after the scan are gone from it.
    QVERIFY(settled(60'000));
    QCOMPARE(stocks(online).value(pen), 23);
}

void TestShopSync::saleBeyondStockIsAConflictAtTheShop()
{
    Shop &shop = m_shops[0];
    BlockingHttp till(shop.server->baseUrl(), shop.till.appId, shop.till.secret);
    BlockingHttp online(m_upstream.baseUrl(), m_online.appId, m_online.secret);
    const QByteArray code = codes.at(0);
    // Goods in first (the sales before may have left it oversold), then a settled start.
    QCOMPARE(
        till.post(u"/products/stock/by-code"_s,
                saleBody(code, 10, QUuid::createUuid().toString(QUuid::WithoutBraces).toLatin1()))
            .status,
        200);
    QVERIFY(settled(60'000));
    const qint64 stock = stocks(till).value(code);
    QVERIFY(stock > 0);
    QCOMPARE(mineItem(online, code).value(u"oversold"_s), QJsonValue(false));
    const qint64 conflictsBefore = syncOf(shop)[u"conflicts"_s].toInteger();
    // The till sold one more than the shop had (the sale happened).
    const auto sold = till.post(u"/products/stock/by-code"_s,
        saleBody(code, int(-(stock + 1)),
            QUuid::createUuid().toString(QUuid::WithoutBraces).toLatin1()));
    QCOMPARE(sold.status, 200);
    QCOMPARE(json(sold.body)[u"stock"_s].toInteger(), -1);
    QVERIFY(waitFor([&] { return mineItem(online, code).value(u"oversold"_s).toBool(); }, 20'000));
    QVERIFY(waitFor(
        [&] { return syncOf(shop)[u"conflicts"_s].toInteger() == conflictsBefore + 1; }, 20'000));
    BlockingHttp status(shop.server->baseUrl(), shop.status.appId, shop.status.secret);
    const QJsonArray conflicts = json(status.get(u"/sync/conflicts"_s).body)[u"data"_s].toArray();
    QVERIFY(!conflicts.isEmpty());
    // Open ones first, newest first.
    const QJsonObject conflict = conflicts.at(0).toObject();
    QCOMPARE(conflict[u"kind"_s].toString(), u"oversold"_s);
    QCOMPARE(conflict[u"push"_s].toString(), u"movement"_s);
    QCOMPARE(conflict[u"code"_s].toString().toLatin1(), code);
    QCOMPARE(conflict[u"resolved_at"_s], QJsonValue());
    QCOMPARE(conflict[u"detail"_s][u"upstream_stock"_s].toInteger(), -1);

    // Dropped: a local movement undoes the sale, and goes up like any other.
    const QString resolve = u"/sync/conflicts/%1/resolve"_s.arg(conflict[u"id"_s].toInteger());
    QCOMPARE(till.post(resolve, R"({"action":"keep"})").status, 422);
    QCOMPARE(till.post(resolve, R"({"action":"drop"})").status, 200);
    QCOMPARE(till.post(resolve, R"({"action":"drop"})").status, 404);
    QVERIFY(settled(60'000));
    QCOMPARE(stocks(till).value(code), stock);
    QCOMPARE(stocks(online).value(code), stock);
    QCOMPARE(mineItem(online, code).value(u"oversold"_s), QJsonValue(false));
    QCOMPARE(syncOf(shop)[u"conflicts"_s].toInteger(), conflictsBefore);
}

QTEST_GUILESS_MAIN(TestShopSync)
#include "tst_shopsync.moc"
