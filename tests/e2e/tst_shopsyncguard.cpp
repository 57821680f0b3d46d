// A shop server (the run's engine) following a marketplace that misbehaves (contract §14, "What
// comes down is checked"): a fake upstream in the test answers its feed with movements it
// repeats from the start, a cursor that does not advance, garbage JSON, 2 GiB bodies (streamed,
// never allocated), a body that trickles for ever, and forged entries. Each upstream movement
// is applied once; each fault shows state error with its reason in GET /sync, nothing forged
// is stored; the shop serves its tills throughout, /healthz stays 200, its memory stays within
// 100 MB of what it used at rest, and its stock ends at its start plus every real delta. A
// first copy (sync init) that meets a forged product copies nothing until upstream is right.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>
#include <QUuid>
#include <memory>

#include "tests/e2e/fakeupstream.h"
#include "tests/e2e/shopsyncfixture.h"
#include "tests/support/blockinghttp.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;
using ShopSyncSupport::json;
using ShopSyncSupport::text;
using ShopSyncSupport::waitFor;

namespace {

const QString isbn = u"9789943012349"_s;
// Enough for every sale the test makes at the till.
constexpr qint64 startStock = 1000;
// How far above its resting size the shop may grow while upstream misbehaves.
constexpr qint64 memoryMarginKiB = 100 * 1024;

QJsonObject bookEntry(qint64 id, const QString &name, qint64 stock)
{
    const QJsonObject data { { u"type"_s, u"book"_s }, { u"id"_s, id }, { u"name"_s, name },
        { u"code"_s, isbn }, { u"price"_s, 1000 }, { u"stock"_s, stock }, { u"active"_s, true },
        { u"description"_s, u"A book"_s }, { u"images"_s, QJsonArray() }, { u"pages"_s, 100 } };
    return { { u"type"_s, u"book"_s }, { u"id"_s, id }, { u"data"_s, data } };
}

QJsonObject with(QJsonObject object, const QString &field, const QJsonValue &value)
{
    object.insert(field, value);
    return object;
}

QJsonObject movement(qint64 id, qint64 delta, qint64 after)
{
    return { { u"id"_s, id }, { u"type"_s, u"book"_s }, { u"product_id"_s, 1 },
        { u"variant_id"_s, QJsonValue() }, { u"delta"_s, delta }, { u"after"_s, after },
        { u"before"_s, after - delta }, { u"reason"_s, delta < 0 ? u"sold"_s : u"received"_s },
        { u"note"_s, QJsonValue() }, { u"movement_id"_s, QJsonValue() } };
}

} // namespace

class TestShopSyncGuard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void movementsRepeatedFromTheStartApplyOnce();
    void cursorThatDoesNotAdvanceIsAnError();
    void garbageJsonIsAnError();
    void hugeBodiesAreCutOff_data();
    void hugeBodiesAreCutOff();
    void endlessBodyIsGivenUp();
    void forgedEntriesAreRefused_data();
    void forgedEntriesAreRefused();
    void stockIsStartPlusEveryRealDelta();
    void forgedCopyIsRefusedUntilUpstreamIsRight();

private:
    QJsonObject sync() const;
    qint64 stock() const;
    int health() const;
    // Until /sync shows state error with `reason` in last_error; meanwhile checks that the
    // tills are served, /healthz answers 200 and memory stays bounded.
    void expectError(const QString &reason, int timeoutMs);
    // Upstream behaves again: the sync is ok and the stock the expected one.
    void expectRecovered();
    void expectServing();

    FakeUpstream m_fake;
    std::unique_ptr<TestServer> m_shop;
    TestServer::Key m_status;
    TestServer::Key m_till;
    qint64 m_restKiB = 0;
    qint64 m_peakKiB = 0;
    qint64 m_expected = startStock; // start + every real delta so far
    qint64 m_nextId = 102;
};

void TestShopSyncGuard::initTestCase()
{
    QVERIFY(m_fake.start());
    m_fake.setProducts({ bookEntry(1, u"Fake book"_s, startStock) });
    // Made before the copy: its effect is in the copied stock.
    m_fake.addMovement(movement(101, 4, startStock));
    m_shop = std::make_unique<TestServer>();
    const QString secretFile = m_shop->folder() + u"/upstream-secret"_s;
    QVERIFY(ShopSyncSupport::writeSecret(secretFile, "fake-secret"));
    // /sync is read several times a second while the test waits.
    m_status = m_shop->createKey(
        u"read"_s, { u"--rate-per-second"_s, u"1000"_s, u"--rate-per-minute"_s, u"100000"_s });
    QVERIFY(!m_status.secret.isEmpty());
    QVERIFY(m_shop->start({ u"--upstream"_s, m_fake.baseUrl(), u"--upstream-app-id"_s,
        u"fake-app"_s, u"--upstream-secret-file"_s, secretFile }));
    QVERIFY2(waitFor([&] { return !sync()[u"last_pull_at"_s].toString().isEmpty(); }, 60'000),
        text(sync()).constData());
    m_till = m_shop->createKey(u"read,stock:write"_s, TestServer::seller1Unthrottled);
    QVERIFY(!m_till.secret.isEmpty());
    QCOMPARE(stock(), startStock);
    QTest::qWait(1000);
    m_restKiB = m_shop->rssKiB();
    QVERIFY(m_restKiB > 0);
}

void TestShopSyncGuard::cleanupTestCase()
{
    if (m_shop && m_shop->isRunning())
        QCOMPARE(m_shop->stop(), 0);
    qInfo("resident memory: %lld KiB at rest, %lld KiB at most", m_restKiB, m_peakKiB);
}

QJsonObject TestShopSyncGuard::sync() const
{
    BlockingHttp http(m_shop->baseUrl(), m_status.appId, m_status.secret);
    return json(http.get(u"/sync"_s).body)[u"data"_s].toObject();
}

qint64 TestShopSyncGuard::stock() const
{
    BlockingHttp http(m_shop->baseUrl(), m_till.appId, m_till.secret);
    const auto reply
        = http.get(u"/products/mine?type=book&per_page=100"_s, { { "Cache-Control", "no-cache" } });
    for (const QJsonValue &item : json(reply.body)[u"data"_s].toArray()) {
        if (item[u"id"_s].toInteger() == 1)
            return item[u"stock"_s].toInteger();
    }
    return -1'000'000'001;
}

int TestShopSyncGuard::health() const
{
    BlockingHttp http(u"http://127.0.0.1:%1"_s.arg(m_shop->port()), QString(), QString());
    return http.get(u"/healthz"_s).status;
}

void TestShopSyncGuard::expectServing()
{
    QCOMPARE(health(), 200);
    // A sale at the till: answered at once, whatever upstream does.
    BlockingHttp till(m_shop->baseUrl(), m_till.appId, m_till.secret);
    const auto sold = till.post(u"/products/stock/by-code"_s,
        "{\"code\":\"" + isbn.toLatin1() + "\",\"delta\":-1,\"reason\":\"sold\",\"movement_id\":\""
            + QUuid::createUuid().toString(QUuid::WithoutBraces).toLatin1() + "\"}");
    QVERIFY2(sold.status == 200, sold.body.constData());
    --m_expected;
    const qint64 rss = m_shop->rssKiB();
    m_peakKiB = std::max(m_peakKiB, rss);
    QVERIFY2(rss < m_restKiB + memoryMarginKiB,
        qPrintable(u"%1 KiB resident, %2 KiB at rest"_s.arg(rss).arg(m_restKiB)));
}

void TestShopSyncGuard::expectError(const QString &reason, int timeoutMs)
{
    const bool shown = waitFor(
        [&] {
            m_peakKiB = std::max(m_peakKiB, m_shop->rssKiB());
            const QJsonObject state = sync();
            return state[u"state"_s] == u"error"_s
                && state[u"last_error"_s].toString().contains(reason);
        },
        timeoutMs);
    QVERIFY2(shown, text(sync()).constData());
    expectServing();
}

void TestShopSyncGuard::expectRecovered()
{
    QVERIFY2(waitFor(
                 [&] {
                     return sync()[u"state"_s] == u"ok"_s && sync()[u"pending"_s].toInteger(-1) == 0
                         && stock() == m_expected;
                 },
                 30'000),
        qPrintable(u"%1, stock %2, expected %3"_s.arg(QString::fromUtf8(text(sync())))
                       .arg(stock())
                       .arg(m_expected)));
}

void TestShopSyncGuard::movementsRepeatedFromTheStartApplyOnce()
{
    m_fake.addMovement(movement(m_nextId++, -3, startStock - 3));
    m_expected -= 3;
    expectRecovered();
    // The feed forgets the cursor: every page starts at the first movement again.
    m_fake.setMode(FakeUpstream::Mode::Rewind);
    m_fake.addMovement(movement(m_nextId++, -2, startStock - 5));
    m_expected -= 2;
    expectRecovered();
    const int requests = m_fake.movementRequests();
    QVERIFY(waitFor([&] { return m_fake.movementRequests() >= requests + 5; }, 20'000));
    QCOMPARE(stock(), m_expected);
    QCOMPARE(sync()[u"state"_s].toString(), u"ok"_s);
    m_fake.setMode(FakeUpstream::Mode::Normal);
}

void TestShopSyncGuard::cursorThatDoesNotAdvanceIsAnError()
{
    m_fake.setMode(FakeUpstream::Mode::Stuck);
    m_fake.addMovement(movement(m_nextId++, -1, startStock - 6));
    expectError(u"cursor does not advance"_s, 20'000);
    // An error waits its backoff: no loop of requests.
    const int requests = m_fake.movementRequests();
    QTest::qWait(3000);
    QVERIFY2(m_fake.movementRequests() - requests <= 6,
        qPrintable(u"%1 requests in 3 s"_s.arg(m_fake.movementRequests() - requests)));
    m_fake.setMode(FakeUpstream::Mode::Normal);
    --m_expected; // read once the cursor moves
    expectRecovered();
}

void TestShopSyncGuard::garbageJsonIsAnError()
{
    m_fake.setMode(FakeUpstream::Mode::Garbage);
    expectError(u"not a JSON object"_s, 20'000);
    m_fake.setMode(FakeUpstream::Mode::Normal);
    expectRecovered();
    // The till's sale went up while the pulls failed.
    const QJsonArray pushed = m_fake.pushed();
    QVERIFY(!pushed.isEmpty());
    QCOMPARE(pushed.last()[u"delta"_s].toInteger(), -1);
}

void TestShopSyncGuard::hugeBodiesAreCutOff_data()
{
    QTest::addColumn<FakeUpstream::Mode>("mode");
    QTest::newRow("Content-Length 2 GiB") << FakeUpstream::Mode::Huge;
    QTest::newRow("chunked 2 GiB") << FakeUpstream::Mode::HugeChunked;
}

void TestShopSyncGuard::hugeBodiesAreCutOff()
{
    QFETCH(FakeUpstream::Mode, mode);
    m_fake.setMode(mode);
    expectError(u"larger than"_s, 60'000);
    m_fake.setMode(FakeUpstream::Mode::Normal);
    expectRecovered();
    QVERIFY(m_shop->rssKiB() < m_restKiB + memoryMarginKiB);
}

void TestShopSyncGuard::endlessBodyIsGivenUp()
{
    m_fake.setMode(FakeUpstream::Mode::Endless);
    // The transfer never idles, so only the total deadline (60 s) ends it.
    QTest::qWait(5000);
    expectServing();
    expectError(u"no complete answer within"_s, 90'000);
    m_fake.setMode(FakeUpstream::Mode::Normal);
    expectRecovered();
}

void TestShopSyncGuard::forgedEntriesAreRefused_data()
{
    QTest::addColumn<QJsonObject>("movement");
    QTest::addColumn<QJsonObject>("product");
    QTest::addColumn<QString>("reason");
    QJsonObject negativeProduct = movement(900, 3, 3);
    negativeProduct.insert(u"product_id"_s, -5);
    QTest::newRow("movement of product -5")
        << negativeProduct << QJsonObject() << u"refused: product_id:"_s;
    QTest::newRow("delta beyond any stock")
        << movement(901, 5'000'000'000, 3) << QJsonObject() << u"refused: delta:"_s;
    QJsonObject fraction = movement(902, 1, 3);
    fraction.insert(u"delta"_s, 1.5);
    QTest::newRow("fractional delta") << fraction << QJsonObject() << u"refused: delta:"_s;
    // Well-formed, but it takes the stock (about 1,000) above 1,000,000,000: the database
    // refuses it, which is the peer's fault and not the database's.
    QTest::newRow("stock out of range")
        << movement(903, 1'000'000'000, 3) << QJsonObject() << u"out of range"_s;
    // A variant of another item (here: of none) must not move that item's stock.
    QTest::newRow("variant of another product")
        << with(movement(905, 1, 3), u"variant_id"_s, 77) << QJsonObject() << u"names variant 77"_s;
    QJsonObject note = movement(904, 1, 3);
    note.insert(u"note"_s, QString(201, u'n'));
    QTest::newRow("over-long note") << note << QJsonObject() << u"refused: note:"_s;
    QTest::newRow("product -5") << QJsonObject() << bookEntry(-5, u"Forged"_s, 1)
                                << u"refused: id:"_s;
    QTest::newRow("over-long name")
        << QJsonObject() << bookEntry(2, QString(501, u'x'), 1) << u"refused: name:"_s;
    QTest::newRow("product stock out of range")
        << QJsonObject() << bookEntry(3, u"Forged stock"_s, 2'000'000'000) << u"refused: stock:"_s;
}

void TestShopSyncGuard::forgedEntriesAreRefused()
{
    QFETCH(QJsonObject, movement);
    QFETCH(QJsonObject, product);
    QFETCH(QString, reason);
    if (!movement.isEmpty())
        m_fake.setForgedMovement(movement);
    if (!product.isEmpty())
        m_fake.setForgedProduct(product);
    expectError(reason, 30'000);
    QCOMPARE(stock(), m_expected);
    m_fake.setForgedMovement(std::nullopt);
    m_fake.setForgedProduct(std::nullopt);
    expectRecovered();
    // Nothing of it was stored.
    QSqlDatabase db = m_shop->openDatabase(u"forged"_s);
    {
        QSqlQuery query(db);
        QVERIFY(query.exec(u"SELECT COUNT(*) FROM products WHERE id <> 1"_s) && query.next());
        QCOMPARE(query.value(0).toInt(), 0);
        QVERIFY(query.exec(u"SELECT COUNT(*) FROM sync_pulled_movements WHERE upstream_id >= 900"_s)
            && query.next());
        QCOMPARE(query.value(0).toInt(), 0);
    }
    db.close();
    db = QSqlDatabase();
    QSqlDatabase::removeDatabase(u"forged"_s);
}

void TestShopSyncGuard::stockIsStartPlusEveryRealDelta()
{
    expectRecovered();
    // Every real upstream movement is remembered once; the shop's own sales all went up.
    QSqlDatabase db = m_shop->openDatabase(u"final"_s);
    {
        QSqlQuery query(db);
        QVERIFY(query.exec(u"SELECT COUNT(*), MIN(upstream_id), MAX(upstream_id) FROM "
                           "sync_pulled_movements"_s)
            && query.next());
        QCOMPARE(query.value(0).toLongLong(), m_nextId - 101);
        QCOMPARE(query.value(1).toLongLong(), 101);
        QCOMPARE(query.value(2).toLongLong(), m_nextId - 1);
    }
    db.close();
    db = QSqlDatabase();
    QSqlDatabase::removeDatabase(u"final"_s);
    QVERIFY(waitFor([&] { return sync()[u"pending"_s].toInteger(-1) == 0; }, 10'000));
    QCOMPARE(stock(), m_expected);
}

void TestShopSyncGuard::forgedCopyIsRefusedUntilUpstreamIsRight()
{
    // A second shop's first copy meets a forged product: nothing is copied, /sync says why.
    m_fake.setForgedProduct(bookEntry(-5, u"Forged"_s, 1));
    TestServer shop;
    const QString secretFile = shop.folder() + u"/upstream-secret"_s;
    QVERIFY(ShopSyncSupport::writeSecret(secretFile, "fake-secret"));
    const TestServer::Key status = shop.createKey(
        u"read"_s, { u"--rate-per-second"_s, u"1000"_s, u"--rate-per-minute"_s, u"100000"_s });
    QVERIFY(shop.start({ u"--upstream"_s, m_fake.baseUrl(), u"--upstream-app-id"_s, u"fake-app"_s,
        u"--upstream-secret-file"_s, secretFile }));
    BlockingHttp http(shop.baseUrl(), status.appId, status.secret);
    const auto stateOf = [&] { return json(http.get(u"/sync"_s).body)[u"data"_s].toObject(); };
    QVERIFY2(waitFor(
                 [&] {
                     return stateOf()[u"state"_s] == u"error"_s
                         && stateOf()[u"last_error"_s].toString().contains(u"refused: id:"_s);
                 },
                 30'000),
        text(stateOf()).constData());
    const auto products = [&] {
        QSqlDatabase db = shop.openDatabase(u"copy"_s);
        qint64 count = -1;
        {
            QSqlQuery query(db);
            if (query.exec(u"SELECT COUNT(*) FROM products"_s) && query.next())
                count = query.value(0).toLongLong();
        }
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(u"copy"_s);
        return count;
    };
    QCOMPARE(products(), 0);
    // Upstream is right again: the copy is made by itself, of the real product only.
    m_fake.setForgedProduct(std::nullopt);
    QVERIFY2(waitFor([&] { return !stateOf()[u"last_pull_at"_s].toString().isEmpty(); }, 60'000),
        text(stateOf()).constData());
    QCOMPARE(stateOf()[u"state"_s].toString(), u"ok"_s);
    QCOMPARE(products(), 1);
    QCOMPARE(shop.stop(), 0);
}

QTEST_GUILESS_MAIN(TestShopSyncGuard)
#include "tst_shopsyncguard.moc"
