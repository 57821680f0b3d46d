// A count at a shop whose variance takes the marketplace below 0 because online sales took it
// lower meanwhile (contract §14: a count records what is on the shelf, its variance goes up
// with allow_negative like a sale). The shop is cut off while both happen; once it is back,
// the marketplace and both shops show the same stock, and the marketplace shows the product
// oversold — not a push refused with stock_would_be_negative and two sides that disagree.
#include <QJsonObject>
#include <QTest>
#include <QUuid>

#include "tests/e2e/shopsyncfixture.h"
#include "tests/support/blockinghttp.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;
using ShopSyncSupport::json;
using ShopSyncSupport::mineItem;
using ShopSyncSupport::text;
using ShopSyncSupport::waitFor;
using ShopSyncSupport::writeSecret;

namespace {
const QByteArray book = QByteArrayLiteral("9789943012417");

QByteArray movementId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces).toLatin1();
}
} // namespace

class TestShopSyncCount : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_sync.start()); }
    void cleanupTestCase() { QVERIFY(m_sync.stop()); }
    void countBelowWhatOnlineSalesLeftEndsEqualAndOversold();

private:
    ShopSyncFixture m_sync;
};

void TestShopSyncCount::countBelowWhatOnlineSalesLeftEndsEqualAndOversold()
{
    ShopSyncFixture::Shop &shop = m_sync.shop(0);
    BlockingHttp till = ShopSyncFixture::till(shop);
    BlockingHttp online = m_sync.online();
    // Ten more on the shelf first, so the numbers below do not depend on the fixture's stock.
    QCOMPARE(till.post(u"/products/stock/by-code"_s,
                     "{\"code\":\"" + book
                         + "\",\"delta\":10,\"reason\":\"received\","
                           "\"movement_id\":\""
                         + movementId() + "\"}")
                 .status,
        200);
    QString difference;
    QVERIFY2(m_sync.converged(30'000, &difference), qPrintable(difference));
    const qint64 stock = mineItem(till, book)[u"stock"_s].toInteger();
    QVERIFY(stock >= 10);

    // The shop is cut off (its key revoked upstream): its count waits in its queue.
    QCOMPARE(m_sync.upstream().run({ u"keys"_s, u"revoke"_s, shop.upstreamKey.appId }).exitCode, 0);
    QVERIFY(waitFor([&] { return m_sync.syncOf(shop)[u"state"_s] == u"auth_failed"_s; }, 20'000));
    // Online, all but one sell.
    const auto sold = online.post(u"/products/stock/by-code"_s,
        "{\"code\":\"" + book + "\",\"delta\":" + QByteArray::number(-(stock - 1))
            + ",\"reason\":\"sold\",\"movement_id\":\"" + movementId() + "\"}");
    QVERIFY2(sold.status == 200, sold.body.constData());
    // At the shop, a count finds one on the shelf: variance 1 − stock.
    const auto count = till.post(u"/products/stock/counts"_s, "{\"name\":\"shelf\"}");
    QVERIFY2(count.status == 201, count.body.constData());
    const qint64 countId = json(count.body)[u"data"_s][u"id"_s].toInteger();
    QCOMPARE(till.post(u"/products/stock/counts/%1/scans"_s.arg(countId),
                     "{\"code\":\"" + book + "\",\"quantity\":1}")
                 .status,
        200);
    const auto applied = till.post(
        u"/products/stock/counts/%1/apply"_s.arg(countId), "{\"not_scanned\":\"keep\"}");
    QVERIFY2(applied.status == 200, applied.body.constData());
    QCOMPARE(mineItem(till, book)[u"stock"_s].toInteger(), 1);

    // Back online: the count's −(stock − 1) lands on the marketplace's 1, the online sale's
    // −(stock − 1) on the shop's 1. Both sides: 2 − stock, below 0.
    shop.upstreamKey
        = m_sync.upstream().createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s });
    QVERIFY(writeSecret(
        shop.secretFile, (shop.upstreamKey.appId + u' ' + shop.upstreamKey.secret).toUtf8()));
    QVERIFY2(m_sync.converged(60'000, &difference), qPrintable(difference));
    const QJsonObject there = mineItem(online, book);
    QCOMPARE(there[u"stock"_s].toInteger(), 2 - stock);
    QCOMPARE(there[u"oversold"_s], QJsonValue(true));
    for (ShopSyncFixture::Shop &each : m_sync.shops()) {
        BlockingHttp http = ShopSyncFixture::till(each);
        QCOMPARE(mineItem(http, book)[u"stock"_s].toInteger(), 2 - stock);
    }
    // Nothing was refused upstream: no conflict but the oversold one the count's push raised.
    BlockingHttp status(shop.server->baseUrl(), shop.status.appId, shop.status.secret);
    for (const QJsonValue &conflict :
        json(status.get(u"/sync/conflicts"_s).body)[u"data"_s].toArray())
        QVERIFY2(
            conflict[u"kind"_s].toString() != u"refused"_s, text(conflict.toObject()).constData());
}

QTEST_GUILESS_MAIN(TestShopSyncCount)
#include "tst_shopsynccount.moc"
