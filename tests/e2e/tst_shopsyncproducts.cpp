// Product data between two shop servers (SQLite) and one marketplace (the run's engine;
// PostgreSQL in tst_shopsyncproducts_postgresql), contract §14: an edit and a deactivation
// upstream reach both shops; a product created at a shop goes up with its stock and reaches
// the other shop; a code the seller already has upstream links the shop's product to it; an
// upstream that refuses the key (revoked) pauses the sync with its state in GET /sync until a
// new key is written to the secret file, without a restart; a field edited on both sides ends
// with the edit the marketplace took last; edits on all three converge; a create the
// marketplace refuses for good stays the shop's own until the marketplace has its code; and
// `sync init` refuses a database that is not empty. Each field alone and CSV imports are in
// tst_shopsyncfields, over a fixture of their own (shopsyncfixture.h).
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>

#include "tests/e2e/catalogfixture.h"
#include "tests/e2e/shopsyncfixture.h"
#include "tests/support/blockinghttp.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;
using namespace ShopSyncSupport;
using Shop = ShopSyncFixture::Shop;

namespace {

// New stationery codes (EAN-13 with their check digits), unknown to the fixture.
const QByteArray createdAtShop = QByteArrayLiteral("4780000001004");
const QByteArray createdOnBothSides = QByteArrayLiteral("4780000002001");
const QByteArray createdAndEdited = QByteArrayLiteral("4780000003008");
const QByteArray refusedUpstream = QByteArrayLiteral("4780000004005");

} // namespace

class TestShopSyncProducts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void syncInitRefusesANonEmptyDatabase();
    void productEditedUpstreamReachesBothShops();
    void productDeactivatedUpstreamLeavesBothShops();
    void productCreatedAtAShopGoesUpAndToTheOtherShop();
    void revokedKeyPausesAndANewSecretFileResumes();
    void fieldEditedOnBothSidesLastToReachUpstreamWins();
    void editsOnAllSidesConverge();
    void droppedCreateStaysLocalUntilTheMarketplaceHasItsCode();
    void adminEditUpstreamReachesBothShops();

private:
    ShopSyncFixture m_sync;
};

void TestShopSyncProducts::initTestCase()
{
    QVERIFY(m_sync.start());
}

void TestShopSyncProducts::cleanupTestCase()
{
    QVERIFY(m_sync.stop());
}

void TestShopSyncProducts::syncInitRefusesANonEmptyDatabase()
{
    // A database with a catalog of its own: its ids would clash with the marketplace's.
    TestServer local(std::make_shared<TestDatabase>(TestDatabase::Engine::Sqlite));
    QVERIFY(CatalogFixture::importInto(local));
    const QString secretFile = local.folder() + u"/upstream-secret"_s;
    const TestServer::Key key
        = m_sync.upstream().createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s });
    QVERIFY(writeSecret(secretFile, key.secret.toUtf8()));
    const QStringList init { u"sync"_s, u"init"_s, u"--upstream"_s, m_sync.upstream().baseUrl(),
        u"--upstream-app-id"_s, key.appId, u"--upstream-secret-file"_s, secretFile };
    const auto countOf = [&](const QString &sql) {
        QSqlDatabase db = local.openDatabase(u"refused"_s);
        QSqlQuery query(db);
        const qint64 count = query.exec(sql) && query.next() ? query.value(0).toLongLong() : -1;
        query.finish();
        db.close();
        return count;
    };
    const qint64 products = countOf(u"SELECT COUNT(*) FROM products"_s);
    const qint64 movements = countOf(u"SELECT COUNT(*) FROM stock_movements"_s);
    QVERIFY(products > 0);
    // `sync status` says what a database holds (the console asks it), writing nothing: a file
    // that does not exist is empty and stays absent; the marketplace's own database (the run's
    // engine) and this one hold catalogs of their own.
    const auto statusOf = [](const TestServer &server, const QStringList &db = {}) {
        const TestServer::CliResult status
            = server.run(QStringList { u"sync"_s, u"status"_s } + db, db.isEmpty());
        return status.exitCode == 0 ? json(status.out)
                                    : QJsonObject { { u"error"_s, QString::fromUtf8(status.err) } };
    };
    const QString absent = local.folder() + u"/absent.db"_s;
    const QJsonObject empty = statusOf(local, { u"--db"_s, u"sqlite:"_s + absent });
    QCOMPARE(empty[u"content"_s].toString(), u"empty"_s);
    QVERIFY(!QFile::exists(absent));
    QCOMPARE(statusOf(m_sync.upstream())[u"content"_s].toString(), u"own_catalog"_s);
    const QJsonObject own = statusOf(local);
    QCOMPARE(own[u"content"_s].toString(), u"own_catalog"_s);
    QCOMPARE(own[u"products"_s].toInteger(), products);
    QCOMPARE(own[u"stock_movements"_s].toInteger(), movements);
    QVERIFY(own[u"upstream"_s].isNull());

    const TestServer::CliResult refused = local.run(init);
    QCOMPARE_NE(refused.exitCode, 0);
    QVERIFY2(refused.err.contains("not empty"), refused.err.constData());
    QVERIFY2(refused.err.contains("--allow-non-empty"), refused.err.constData());
    QVERIFY(!refused.err.contains(key.secret.toUtf8()));
    // Nothing changed: the same rows, and the database follows no upstream.
    QCOMPARE(countOf(u"SELECT COUNT(*) FROM products"_s), products);
    QCOMPARE(countOf(u"SELECT COUNT(*) FROM stock_movements"_s), movements);
    QCOMPARE(countOf(u"SELECT COUNT(*) FROM sync_state"_s), 0);

    // Said explicitly, the copy goes over it.
    const TestServer::CliResult allowed = local.run(init + QStringList { u"--allow-non-empty"_s });
    QVERIFY2(allowed.exitCode == 0, allowed.err.constData());
    QCOMPARE(countOf(u"SELECT COUNT(*) FROM sync_state WHERE key = 'upstream'"_s), 1);
    const QJsonObject follows = statusOf(local);
    QCOMPARE(follows[u"content"_s].toString(), u"follows_marketplace"_s);
    QCOMPARE(follows[u"upstream"_s].toString(), m_sync.upstream().baseUrl());
    QVERIFY(!follows[u"initialized_at"_s].toString().isEmpty());
    // A shop that follows the marketplace says so too.
    QCOMPARE(statusOf(*m_sync.shop(0).server)[u"content"_s].toString(), u"follows_marketplace"_s);
}

void TestShopSyncProducts::productEditedUpstreamReachesBothShops()
{
    BlockingHttp upstream = m_sync.online();
    const QByteArray code = QByteArrayLiteral("9785040900237"); // book 7
    const auto edited = upstream.patch(u"/products/mine/book/7"_s,
        QByteArrayLiteral("{\"name\":\"Karamazovlar\",\"price\":77700,\"old_price\":99900,"
                          "\"reorder_level\":2}"));
    QCOMPARE(edited.status, 200);
    const qint64 stock = json(edited.body)[u"data"_s][u"stock"_s].toInteger();
    for (const Shop &shop : m_sync.shops()) {
        BlockingHttp http = m_sync.till(shop);
        QVERIFY2(
            waitFor([&] { return mineItem(http, code)[u"name"_s].toString() == u"Karamazovlar"_s; },
                15'000),
            QByteArray(text(mineItem(http, code)) + ' ' + text(m_sync.syncOf(shop))).constData());
        const QJsonObject item = mineItem(http, code);
        QCOMPARE(item[u"id"_s].toInteger(), 7);
        QCOMPARE(item[u"price"_s].toInteger(), 77700);
        QCOMPARE(item[u"old_price"_s].toInteger(), 99900);
        QCOMPARE(item[u"reorder_level"_s].toInteger(), 2);
        // Stock moves by movements only; an edit leaves it as it was.
        QCOMPARE(item[u"stock"_s].toInteger(), stock);
        // The public detail and search show the new name too.
        const auto detail = http.get(u"/products/book/7"_s, { { "Cache-Control", "no-cache" } });
        QCOMPARE(json(detail.body)[u"data"_s][u"name"_s].toString(), u"Karamazovlar"_s);
    }
    QString difference;
    QVERIFY2(m_sync.converged(20'000, &difference), qPrintable(difference));
}

void TestShopSyncProducts::productDeactivatedUpstreamLeavesBothShops()
{
    BlockingHttp upstream = m_sync.online();
    const QByteArray code = QByteArrayLiteral("9789943012363"); // book 3
    QCOMPARE(upstream.patch(u"/products/mine/book/3"_s, "{\"active\":false}").status, 200);
    for (const Shop &shop : m_sync.shops()) {
        BlockingHttp http = m_sync.till(shop);
        QVERIFY(waitFor([&] { return mineItem(http, code).isEmpty(); }, 15'000));
        QCOMPARE(http.get(u"/products/book/3"_s, { { "Cache-Control", "no-cache" } }).status, 404);
    }
    // And back.
    QCOMPARE(upstream.patch(u"/products/mine/book/3"_s, "{\"active\":true}").status, 200);
    for (const Shop &shop : m_sync.shops()) {
        BlockingHttp http = m_sync.till(shop);
        QVERIFY(waitFor([&] { return !mineItem(http, code).isEmpty(); }, 15'000));
    }
    QString difference;
    QVERIFY2(m_sync.converged(20'000, &difference), qPrintable(difference));
}

void TestShopSyncProducts::productCreatedAtAShopGoesUpAndToTheOtherShop()
{
    BlockingHttp shopA = m_sync.till(m_sync.shop(0));
    const auto created = shopA.post(u"/products/mine"_s,
        "{\"type\":\"stationery\",\"code\":\"" + createdAtShop
            + "\",\"name\":\"Shop-made notebook\",\"price\":12000,\"category_id\":11,"
              "\"description\":\"Squared, 96 pages\","
              "\"stock\":5}");
    QVERIFY2(created.status == 201, created.body.constData());
    BlockingHttp upstream = m_sync.online();
    QVERIFY(waitFor([&] { return !mineItem(upstream, createdAtShop).isEmpty(); }, 15'000));
    // Its stock went up as the movement that recorded it.
    QVERIFY(waitFor(
        [&] { return mineItem(upstream, createdAtShop)[u"stock"_s].toInteger() == 5; }, 15'000));
    const QJsonObject there = mineItem(upstream, createdAtShop);
    QCOMPARE(there[u"name"_s].toString(), u"Shop-made notebook"_s);
    QCOMPARE(there[u"price"_s].toInteger(), 12000);
    const qint64 upstreamId = there[u"id"_s].toInteger();
    const auto detail = upstream.get(u"/products/stationery/%1"_s.arg(upstreamId));
    QCOMPARE(json(detail.body)[u"data"_s][u"description"_s].toString(), u"Squared, 96 pages"_s);
    // The shop's product took the marketplace's id (the mapping), the other shop has it too.
    QVERIFY(waitFor(
        [&] { return mineItem(shopA, createdAtShop)[u"id"_s].toInteger() == upstreamId; }, 15'000));
    BlockingHttp shopB = m_sync.till(m_sync.shop(1));
    QVERIFY(waitFor(
        [&] { return mineItem(shopB, createdAtShop)[u"stock"_s].toInteger() == 5; }, 15'000));
    QCOMPARE(mineItem(shopB, createdAtShop)[u"id"_s].toInteger(), upstreamId);

    // An edit at the shop goes up and to the other shop, and does not come back as a change.
    QCOMPARE(shopA
                 .patch(u"/products/mine/stationery/%1"_s.arg(upstreamId),
                     "{\"price\":13500,\"name\":\"Shop-made notebook A5\"}")
                 .status,
        200);
    QVERIFY(
        waitFor([&] { return mineItem(upstream, createdAtShop)[u"price"_s].toInteger() == 13500; },
            15'000));
    QVERIFY(waitFor(
        [&] {
            return mineItem(shopB, createdAtShop)[u"name"_s].toString()
                == u"Shop-made notebook A5"_s;
        },
        15'000));
    // Created and edited at once at the other shop: the edit names the product by the id its
    // create was given upstream.
    const auto quick = shopB.post(u"/products/mine"_s,
        "{\"type\":\"stationery\",\"code\":\"" + createdAndEdited
            + "\",\"name\":\"Eraser\",\"price\":900}");
    QVERIFY2(quick.status == 201, quick.body.constData());
    QCOMPARE(shopB
                 .patch(u"/products/mine/stationery/%1"_s.arg(
                            json(quick.body)[u"data"_s][u"id"_s].toInteger()),
                     "{\"price\":950}")
                 .status,
        200);
    QVERIFY(
        waitFor([&] { return mineItem(upstream, createdAndEdited)[u"price"_s].toInteger() == 950; },
            15'000));
    QString difference;
    QVERIFY2(m_sync.converged(20'000, &difference), qPrintable(difference));
    QCOMPARE(m_sync.syncOf(m_sync.shop(1))[u"conflicts"_s].toInteger(-1), 0);
    QSqlDatabase db = m_sync.shop(0).server->openDatabase(u"echo"_s);
    {
        QSqlQuery queued(db);
        QVERIFY(queued.exec(u"SELECT COUNT(*) FROM sync_product_queue"_s) && queued.next());
        QCOMPARE(queued.value(0).toInt(), 2); // the create and the one edit, nothing echoed
    }
    db.close();
}

void TestShopSyncProducts::revokedKeyPausesAndANewSecretFileResumes()
{
    Shop &shop = m_sync.shop(0);
    // The shop's key is revoked upstream: the sync pauses and says why, the shop serves on.
    QCOMPARE(m_sync.upstream().run({ u"keys"_s, u"revoke"_s, shop.upstreamKey.appId }).exitCode, 0);
    QVERIFY2(waitFor([&] { return m_sync.syncOf(shop)[u"state"_s] == u"auth_failed"_s; }, 20'000),
        text(m_sync.syncOf(shop)).constData());
    const QJsonObject paused = m_sync.syncOf(shop);
    QVERIFY2(paused[u"last_error"_s].toString().contains(u"401"_s)
            || paused[u"last_error"_s].toString().contains(u"403"_s),
        text(paused).constData());
    QVERIFY(!paused[u"offline_since"_s].toString().isEmpty());

    // Meanwhile the same code is created upstream and at the paused shop.
    BlockingHttp upstream = m_sync.online();
    const auto there = upstream.post(u"/products/mine"_s,
        "{\"type\":\"stationery\",\"code\":\"" + createdOnBothSides
            + "\",\"name\":\"Marketplace ruler\",\"price\":5000,\"stock\":4}");
    QVERIFY2(there.status == 201, there.body.constData());
    const qint64 upstreamId = json(there.body)[u"data"_s][u"id"_s].toInteger();
    BlockingHttp shopA = m_sync.till(shop);
    const auto here = shopA.post(u"/products/mine"_s,
        "{\"type\":\"stationery\",\"code\":\"" + createdOnBothSides
            + "\",\"name\":\"Ruler 30 cm\",\"price\":4500,\"stock\":3}");
    QVERIFY2(here.status == 201, here.body.constData());
    QCOMPARE_NE(json(here.body)[u"data"_s][u"id"_s].toInteger(), upstreamId);
    QTest::qWait(1500);
    QCOMPARE(m_sync.syncOf(shop)[u"state"_s].toString(), u"auth_failed"_s);
    QVERIFY(m_sync.syncOf(shop)[u"pending"_s].toInteger() >= 2); // the create and its stock

    // A new key written to the secret file (app id and secret): the sync resumes by itself.
    const TestServer::Key fresh
        = m_sync.upstream().createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s });
    QVERIFY(writeSecret(shop.secretFile, (fresh.appId + u' ' + fresh.secret).toUtf8()));
    QVERIFY2(waitFor([&] { return m_sync.syncOf(shop)[u"state"_s] == u"ok"_s; }, 20'000),
        text(m_sync.syncOf(shop)).constData());
    shop.upstreamKey = fresh;

    // 409 code_exists linked the shop's product to the marketplace's: one product, its id and
    // fields the marketplace's, the stock of both sides' movements.
    QVERIFY(
        waitFor([&] { return mineItem(upstream, createdOnBothSides)[u"stock"_s].toInteger() == 7; },
            15'000));
    QString difference;
    QVERIFY2(m_sync.converged(20'000, &difference), qPrintable(difference));
    const QJsonObject linked = mineItem(shopA, createdOnBothSides);
    QCOMPARE(linked[u"id"_s].toInteger(), upstreamId);
    QCOMPARE(linked[u"name"_s].toString(), u"Marketplace ruler"_s);
    QCOMPARE(linked[u"price"_s].toInteger(), 5000);
    QCOMPARE(linked[u"stock"_s].toInteger(), 7);
    BlockingHttp status(shop.server->baseUrl(), shop.status.appId, shop.status.secret);
    const QJsonArray conflicts = json(status.get(u"/sync/conflicts"_s).body)[u"data"_s].toArray();
    for (const QJsonValue &conflict : conflicts)
        QVERIFY2(conflict[u"code"_s].toString().toLatin1() != createdOnBothSides,
            text(conflict.toObject()).constData());
}

void TestShopSyncProducts::fieldEditedOnBothSidesLastToReachUpstreamWins()
{
    // Shop B is cut off (its key revoked) and edits the price; meanwhile the marketplace edits
    // the price and the name. When B is back its edit reaches the marketplace after the
    // marketplace's own: B's price wins everywhere, the marketplace's name too (docs/sync.md).
    Shop &shop = m_sync.shop(1);
    QCOMPARE(m_sync.upstream().run({ u"keys"_s, u"revoke"_s, shop.upstreamKey.appId }).exitCode, 0);
    QVERIFY(waitFor([&] { return m_sync.syncOf(shop)[u"state"_s] == u"auth_failed"_s; }, 20'000));
    BlockingHttp upstream = m_sync.online();
    QCOMPARE(upstream
                 .patch(u"/products/mine/book/1"_s,
                     "{\"price\":46000,\"name\":\"O'tkan kunlar (2-nashr)\"}")
                 .status,
        200);
    BlockingHttp shopB = m_sync.till(shop);
    QCOMPARE(shopB.patch(u"/products/mine/book/1"_s, "{\"price\":47000}").status, 200);
    // Shop A takes the marketplace's edit meanwhile.
    BlockingHttp shopA = m_sync.till(m_sync.shop(0));
    const QByteArray code = QByteArrayLiteral("9789943012349");
    QVERIFY(
        waitFor([&] { return mineItem(shopA, code)[u"price"_s].toInteger() == 46000; }, 15'000));

    shop.upstreamKey
        = m_sync.upstream().createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s });
    QVERIFY(writeSecret(
        shop.secretFile, (shop.upstreamKey.appId + u' ' + shop.upstreamKey.secret).toUtf8()));
    QString difference;
    QVERIFY2(m_sync.converged(30'000, &difference), qPrintable(difference));
    for (BlockingHttp *http : { &upstream, &shopA, &shopB }) {
        const QJsonObject item = mineItem(*http, code);
        QCOMPARE(item[u"price"_s].toInteger(), 47000);
        QCOMPARE(item[u"name"_s].toString(), u"O'tkan kunlar (2-nashr)"_s);
    }
}

void TestShopSyncProducts::editsOnAllSidesConverge()
{
    // The same products edited at both shops and upstream at once, then everyone settles on
    // one value per field (docs/sync.md: the edit the marketplace takes last wins).
    BlockingHttp upstream = m_sync.online();
    BlockingHttp shopA = m_sync.till(m_sync.shop(0));
    BlockingHttp shopB = m_sync.till(m_sync.shop(1));
    for (int round = 0; round < 5; ++round) {
        const QByteArray n = QByteArray::number(round + 1);
        QCOMPARE(shopA.patch(u"/products/mine/book/12"_s, "{\"price\":" + n + "1000}").status, 200);
        QCOMPARE(upstream
                     .patch(u"/products/mine/book/12"_s,
                         "{\"price\":" + n + "2000,\"name\":\"Sen yetim emassan " + n + "\"}")
                     .status,
            200);
        QCOMPARE(
            shopB.patch(u"/products/mine/book/12"_s, "{\"old_price\":" + n + "3000}").status, 200);
        QCOMPARE(
            shopB.patch(u"/products/mine/stationery/2"_s, "{\"price\":" + n + "4000}").status, 200);
        QCOMPARE(
            upstream.patch(u"/products/mine/stationery/2"_s, "{\"price\":" + n + "5000}").status,
            200);
        QTest::qWait(300);
    }
    QString difference;
    QVERIFY2(m_sync.converged(30'000, &difference), qPrintable(difference));
    // The last round's fields that only one side edited are everyone's.
    const QJsonObject book = mineItem(upstream, QByteArrayLiteral("9789943012417"));
    QCOMPARE(book[u"name"_s].toString(), u"Sen yetim emassan 5"_s);
    QCOMPARE(book[u"old_price"_s].toInteger(), 53000);
}

void TestShopSyncProducts::droppedCreateStaysLocalUntilTheMarketplaceHasItsCode()
{
    // A category only shop B has: the marketplace refuses a product in it for good (422).
    Shop &shop = m_sync.shop(1);
    {
        QSqlDatabase db = shop.server->openDatabase(u"category"_s);
        QSqlQuery insert(db);
        QVERIFY(insert.exec(u"INSERT INTO categories (id, name, type, parent_id) "
                            "VALUES (777, 'Shop shelf', 'stationery', NULL)"_s));
        insert.finish();
        db.close();
    }
    BlockingHttp shopB = m_sync.till(shop);
    const auto created = shopB.post(u"/products/mine"_s,
        "{\"type\":\"stationery\",\"code\":\"" + refusedUpstream
            + "\",\"name\":\"Paper clips\",\"price\":2000,\"category_id\":777,\"stock\":5}");
    QVERIFY2(created.status == 201, created.body.constData());
    const qint64 localId = json(created.body)[u"data"_s][u"id"_s].toInteger();
    const auto openConflict = [&] {
        for (const QJsonValue &conflict :
            json(shopB.get(u"/sync/conflicts"_s).body)[u"data"_s].toArray()) {
            if (conflict[u"code"_s].toString().toLatin1() == refusedUpstream
                && conflict[u"resolved_at"_s].isNull())
                return conflict.toObject();
        }
        return QJsonObject();
    };
    QVERIFY2(waitFor([&] { return !openConflict().isEmpty(); }, 15'000),
        text(m_sync.syncOf(shop)).constData());
    const QJsonObject conflict = openConflict();
    QCOMPARE(conflict[u"kind"_s].toString(), u"refused"_s);
    QCOMPARE(conflict[u"push"_s].toString(), u"product_create"_s); // the held push, typed
    const auto dropped
        = shopB.post(u"/sync/conflicts/%1/resolve"_s.arg(conflict[u"id"_s].toInteger()),
            "{\"action\":\"drop\"}");
    QVERIFY2(dropped.status == 200, dropped.body.constData());

    // The product stays the shop's own, with its stock and history; a sale and an edit of it
    // afterwards are neither sent (no conflict each) nor left waiting.
    QCOMPARE(shopB
                 .post(u"/products/stock/by-code"_s,
                     "{\"code\":\"" + refusedUpstream + "\",\"delta\":-1,\"reason\":\"sold\"}")
                 .status,
        200);
    QCOMPARE(shopB.patch(u"/products/mine/stationery/%1"_s.arg(localId), "{\"price\":2500}").status,
        200);
    QVERIFY2(waitFor(
                 [&] {
                     const QJsonObject sync = m_sync.syncOf(shop);
                     return sync[u"pending"_s].toInteger(-1) == 0 && sync[u"state"_s] == u"ok"_s;
                 },
                 15'000),
        text(m_sync.syncOf(shop)).constData());
    QTest::qWait(2500); // a few rounds of the loop
    QVERIFY(openConflict().isEmpty());
    QCOMPARE(m_sync.syncOf(shop)[u"pending"_s].toInteger(-1), 0);
    const QJsonObject local = mineItem(shopB, refusedUpstream);
    QCOMPARE(local[u"id"_s].toInteger(), localId);
    QCOMPARE(local[u"stock"_s].toInteger(), 4);
    QCOMPARE(local[u"price"_s].toInteger(), 2500);
    BlockingHttp upstream = m_sync.online();
    QVERIFY(mineItem(upstream, refusedUpstream).isEmpty());

    // The marketplace gets a product with that code later: the feed links the two, and what the
    // shop held goes up then (its stock's movements and its edit), so all three agree.
    const auto there = upstream.post(u"/products/mine"_s,
        "{\"type\":\"stationery\",\"code\":\"" + refusedUpstream
            + "\",\"name\":\"Paper clips 28 mm\",\"price\":2200,\"stock\":10}");
    QVERIFY2(there.status == 201, there.body.constData());
    const qint64 upstreamId = json(there.body)[u"data"_s][u"id"_s].toInteger();
    QVERIFY2(
        waitFor([&] { return mineItem(upstream, refusedUpstream)[u"stock"_s].toInteger() == 14; },
            20'000),
        text(mineItem(upstream, refusedUpstream)).constData());
    QString difference;
    QVERIFY2(m_sync.converged(30'000, &difference), qPrintable(difference));
    const QJsonObject linked = mineItem(shopB, refusedUpstream);
    QCOMPARE(linked[u"id"_s].toInteger(), upstreamId);
    QCOMPARE(linked[u"stock"_s].toInteger(), 14);
    QCOMPARE(linked[u"price"_s].toInteger(), 2500); // the shop's edit, taken after the create
    QCOMPARE(linked[u"name"_s].toString(), u"Paper clips 28 mm"_s);
    QVERIFY(openConflict().isEmpty());
}
QTEST_GUILESS_MAIN(TestShopSyncProducts)
// Contract §15 and §14: a catalog admin's edit of the seller's product at the marketplace
// reaches both shops like the seller's own edit.
void TestShopSyncProducts::adminEditUpstreamReachesBothShops()
{
    const TestServer::Key admin = m_sync.upstream().createKey(u"read,catalog:admin"_s,
        { u"--rate-per-second"_s, u"100000"_s, u"--rate-per-minute"_s, u"100000"_s });
    QVERIFY(!admin.appId.isEmpty());
    BlockingHttp adminHttp(m_sync.upstream().baseUrl(), admin.appId, admin.secret);
    const QByteArray code = QByteArrayLiteral("9789943012417"); // book 12
    const auto edited = adminHttp.patch(u"/admin/products/book/12"_s,
        QByteArrayLiteral("{\"name\":\"Sen yetim emassan (tahrir)\",\"price\":54321}"));
    QVERIFY2(edited.status == 200, edited.body.constData());
    for (const Shop &shop : m_sync.shops()) {
        BlockingHttp http = m_sync.till(shop);
        QVERIFY2(waitFor(
                     [&] {
                         const QJsonObject item = mineItem(http, code);
                         return item[u"name"_s].toString() == u"Sen yetim emassan (tahrir)"_s
                             && item[u"price"_s].toInteger() == 54321;
                     },
                     15'000),
            QByteArray(text(mineItem(http, code)) + ' ' + text(m_sync.syncOf(shop))).constData());
    }
    QString difference;
    QVERIFY2(m_sync.converged(20'000, &difference), qPrintable(difference));
}

#include "tst_shopsyncproducts.moc"
