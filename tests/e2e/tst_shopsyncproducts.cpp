// Product data between two shop servers (SQLite) and one marketplace (the run's engine;
// PostgreSQL in tst_shopsyncproducts_postgresql), contract §14: an edit and a deactivation
// upstream reach both shops; a product created at a shop goes up with its stock and reaches
// the other shop; a code the seller already has upstream links the shop's product to it; an
// upstream that refuses the key (revoked) pauses the sync with its state in GET /sync until a
// new key is written to the secret file, without a restart; a field edited on both sides ends
// with the edit the marketplace took last; edits on all three converge; a CSV import at a
// shop goes up like the API's writes (and queues nothing where nothing is followed); and
// `sync init` refuses a database that is not empty.
#include <QDeadlineTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>
#include <functional>
#include <memory>

#include "tests/e2e/catalogfixture.h"
#include "tests/support/blockinghttp.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

namespace {

QJsonObject json(const QByteArray &body)
{
    return QJsonDocument::fromJson(body).object();
}

QByteArray text(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QString typeOf(const QByteArray &code)
{
    return code.startsWith("478") ? u"stationery"_s : u"book"_s;
}

// The seller's active product with that code as /products/mine shows it; empty when none.
QJsonObject mineItem(BlockingHttp &http, const QByteArray &code)
{
    const auto reply = http.get(u"/products/mine?type=%1&per_page=100"_s.arg(typeOf(code)),
        { { "Cache-Control", "no-cache" } });
    for (const QJsonValue &item : json(reply.body)[u"data"_s].toArray()) {
        if (item[u"code"_s].toString().toLatin1() == code)
            return item.toObject();
    }
    return {};
}

// What product data must agree on (ids, fields, stock), every active product of the seller.
QMap<QString, QString> catalogOf(BlockingHttp &http)
{
    QMap<QString, QString> result;
    for (const QString &type : { u"book"_s, u"stationery"_s }) {
        const auto reply = http.get(u"/products/mine?type=%1&per_page=100"_s.arg(type),
            { { "Cache-Control", "no-cache" } });
        for (const QJsonValue &value : json(reply.body)[u"data"_s].toArray()) {
            const QJsonObject item = value.toObject();
            result.insert(item[u"code"_s].toString(),
                u"%1 %2 %3 %4 %5 %6"_s.arg(type)
                    .arg(item[u"id"_s].toInteger())
                    .arg(item[u"name"_s].toString())
                    .arg(item[u"price"_s].toInteger())
                    .arg(item[u"old_price"_s].toInteger())
                    .arg(item[u"stock"_s].toInteger()));
        }
    }
    return result;
}

// The product as the seller's change feed shows it (every field a copy keeps, contract §13),
// without what is each database's own (supplier, last cost); empty when not there.
QJsonObject ownView(BlockingHttp &http, const QString &type, qint64 id)
{
    QJsonObject found;
    QString after;
    for (int page = 0; page < 100; ++page) {
        const auto reply = http.get(u"/products/mine/changes?limit=1000&after="_s + after);
        const QJsonObject body = json(reply.body);
        for (const QJsonValue &entry : body[u"data"_s].toArray()) {
            if (entry[u"type"_s].toString() == type && entry[u"id"_s].toInteger() == id)
                found = entry[u"data"_s].toObject();
        }
        after = body[u"meta"_s][u"next"_s].toString();
        if (!body[u"meta"_s][u"has_more"_s].toBool())
            break;
    }
    found.remove(u"supplier_id"_s);
    found.remove(u"last_cost"_s);
    return found;
}

bool waitFor(const std::function<bool()> &done, int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    while (!deadline.hasExpired()) {
        if (done())
            return true;
        QTest::qWait(200);
    }
    return done();
}

bool writeSecret(const QString &path, const QByteArray &content)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        || !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner))
        return false;
    return file.write(content) == content.size();
}

// New stationery codes (EAN-13 with their check digits), unknown to the fixture.
const QByteArray createdAtShop = QByteArrayLiteral("4780000001004");
const QByteArray createdOnBothSides = QByteArrayLiteral("4780000002001");
const QByteArray createdAndEdited = QByteArrayLiteral("4780000003008");
const QByteArray refusedUpstream = QByteArrayLiteral("4780000004005");
const QByteArray importedPen = QByteArrayLiteral("4780000005002");
const QByteArray importedRuler = QByteArrayLiteral("4780000006009");

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
    void eachFieldEditedUpstreamAloneReachesBothShops_data();
    void eachFieldEditedUpstreamAloneReachesBothShops();
    void eachFieldEditedAtAShopAloneGoesUp_data();
    void eachFieldEditedAtAShopAloneGoesUp();
    void csvImportAtAShopGoesUp();
    void csvImportAtADatabaseFollowingNothingQueuesNothing();

private:
    struct Shop
    {
        std::unique_ptr<TestServer> server;
        TestServer::Key till; // the shop's own key, seller 1
        TestServer::Key status; // a key without seller, made before the copy
        QString secretFile;
    };
    // The upstream's own record of the product (its export), one field set to `value`, imported
    // there again: an edit of that field alone, as the marketplace's import makes it.
    bool editUpstream(const QString &type, qint64 id, const QString &field, const QJsonValue &value,
        const QJsonArray &categories = {});
    bool startShop(Shop &shop, const TestServer::Key &upstreamKey, const QString &name);
    QJsonObject syncOf(const Shop &shop) const;
    // Until both shops have pushed everything, are ok, and all three show the same products.
    bool converged(int timeoutMs, QString *difference = nullptr);
    BlockingHttp online() const
    {
        return BlockingHttp(m_upstream.baseUrl(), m_online.appId, m_online.secret);
    }
    static BlockingHttp till(const Shop &shop)
    {
        return BlockingHttp(shop.server->baseUrl(), shop.till.appId, shop.till.secret);
    }

    TestServer m_upstream;
    TestServer::Key m_online; // the marketplace's own edits, generous limits
    TestServer::Key m_shopAKey;
    TestServer::Key m_shopBKey;
    Shop m_shops[2];
};

void TestShopSyncProducts::initTestCase()
{
    QVERIFY(CatalogFixture::importInto(m_upstream));
    m_online = m_upstream.createKey(u"read,stock:write"_s,
        { u"--seller"_s, u"1"_s, u"--rate-per-second"_s, u"100000"_s, u"--rate-per-minute"_s,
            u"10000000"_s });
    QVERIFY(m_upstream.start());
    m_shopAKey = m_upstream.createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s });
    QVERIFY(startShop(m_shops[0], m_shopAKey, u"a"_s));
    m_shopBKey = m_upstream.createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s });
    QVERIFY(startShop(m_shops[1], m_shopBKey, u"b"_s));
}

void TestShopSyncProducts::cleanupTestCase()
{
    for (Shop &shop : m_shops) {
        if (shop.server && shop.server->isRunning())
            QCOMPARE(shop.server->stop(), 0);
    }
    QCOMPARE(m_upstream.stop(), 0);
}

bool TestShopSyncProducts::startShop(
    Shop &shop, const TestServer::Key &upstreamKey, const QString &name)
{
    shop.server = std::make_unique<TestServer>(
        std::make_shared<TestDatabase>(TestDatabase::Engine::Sqlite));
    shop.secretFile = shop.server->folder() + u"/upstream-secret-"_s + name;
    if (!writeSecret(shop.secretFile, upstreamKey.secret.toUtf8()))
        return false;
    shop.status = shop.server->createKey(u"read"_s);
    if (shop.status.secret.isEmpty()
        || !shop.server->start({ u"--upstream"_s, m_upstream.baseUrl(), u"--upstream-app-id"_s,
            upstreamKey.appId, u"--upstream-secret-file"_s, shop.secretFile }))
        return false;
    if (!waitFor(
            [&] { return !syncOf(shop).value(u"last_pull_at"_s).toString().isEmpty(); }, 60'000)) {
        qWarning("shop %s did not finish its copy: %s", qPrintable(name),
            text(syncOf(shop)).constData());
        return false;
    }
    shop.till = shop.server->createKey(u"read,stock:write"_s,
        { u"--seller"_s, u"1"_s, u"--rate-per-second"_s, u"100000"_s, u"--rate-per-minute"_s,
            u"10000000"_s });
    return !shop.till.secret.isEmpty();
}

QJsonObject TestShopSyncProducts::syncOf(const Shop &shop) const
{
    BlockingHttp http(shop.server->baseUrl(), shop.status.appId, shop.status.secret);
    return json(http.get(u"/sync"_s).body)[u"data"_s].toObject();
}

bool TestShopSyncProducts::converged(int timeoutMs, QString *difference)
{
    return waitFor(
        [&] {
            for (const Shop &shop : m_shops) {
                const QJsonObject sync = syncOf(shop);
                if (sync[u"pending"_s].toInteger(-1) != 0 || sync[u"state"_s] != u"ok"_s) {
                    if (difference)
                        *difference = QString::fromUtf8(text(sync));
                    return false;
                }
            }
            BlockingHttp upstream = online();
            const auto expected = catalogOf(upstream);
            for (const Shop &shop : m_shops) {
                BlockingHttp http = till(shop);
                const auto here = catalogOf(http);
                if (here != expected) {
                    if (difference) {
                        *difference = u"upstream %1\nshop     %2"_s.arg(
                            QStringList(expected.values()).join(u"; "_s),
                            QStringList(here.values()).join(u"; "_s));
                    }
                    return false;
                }
            }
            return true;
        },
        timeoutMs);
}

void TestShopSyncProducts::syncInitRefusesANonEmptyDatabase()
{
    // A database with a catalog of its own: its ids would clash with the marketplace's.
    TestServer local(std::make_shared<TestDatabase>(TestDatabase::Engine::Sqlite));
    QVERIFY(CatalogFixture::importInto(local));
    const QString secretFile = local.folder() + u"/upstream-secret"_s;
    const TestServer::Key key
        = m_upstream.createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s });
    QVERIFY(writeSecret(secretFile, key.secret.toUtf8()));
    const QStringList init { u"sync"_s, u"init"_s, u"--upstream"_s, m_upstream.baseUrl(),
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
    QCOMPARE(statusOf(m_upstream)[u"content"_s].toString(), u"own_catalog"_s);
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
    QCOMPARE(follows[u"upstream"_s].toString(), m_upstream.baseUrl());
    QVERIFY(!follows[u"initialized_at"_s].toString().isEmpty());
    // A shop that follows the marketplace says so too.
    QCOMPARE(statusOf(*m_shops[0].server)[u"content"_s].toString(), u"follows_marketplace"_s);
}

void TestShopSyncProducts::productEditedUpstreamReachesBothShops()
{
    BlockingHttp upstream = online();
    const QByteArray code = QByteArrayLiteral("9785040900237"); // book 7
    const auto edited = upstream.patch(u"/products/mine/book/7"_s,
        QByteArrayLiteral("{\"name\":\"Karamazovlar\",\"price\":77700,\"old_price\":99900,"
                          "\"reorder_level\":2}"));
    QCOMPARE(edited.status, 200);
    const qint64 stock = json(edited.body)[u"data"_s][u"stock"_s].toInteger();
    for (const Shop &shop : m_shops) {
        BlockingHttp http = till(shop);
        QVERIFY2(
            waitFor([&] { return mineItem(http, code)[u"name"_s].toString() == u"Karamazovlar"_s; },
                15'000),
            QByteArray(text(mineItem(http, code)) + ' ' + text(syncOf(shop))).constData());
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
    QVERIFY2(converged(20'000, &difference), qPrintable(difference));
}

void TestShopSyncProducts::productDeactivatedUpstreamLeavesBothShops()
{
    BlockingHttp upstream = online();
    const QByteArray code = QByteArrayLiteral("9789943012363"); // book 3
    QCOMPARE(upstream.patch(u"/products/mine/book/3"_s, "{\"active\":false}").status, 200);
    for (const Shop &shop : m_shops) {
        BlockingHttp http = till(shop);
        QVERIFY(waitFor([&] { return mineItem(http, code).isEmpty(); }, 15'000));
        QCOMPARE(http.get(u"/products/book/3"_s, { { "Cache-Control", "no-cache" } }).status, 404);
    }
    // And back.
    QCOMPARE(upstream.patch(u"/products/mine/book/3"_s, "{\"active\":true}").status, 200);
    for (const Shop &shop : m_shops) {
        BlockingHttp http = till(shop);
        QVERIFY(waitFor([&] { return !mineItem(http, code).isEmpty(); }, 15'000));
    }
    QString difference;
    QVERIFY2(converged(20'000, &difference), qPrintable(difference));
}

void TestShopSyncProducts::productCreatedAtAShopGoesUpAndToTheOtherShop()
{
    BlockingHttp shopA = till(m_shops[0]);
    const auto created = shopA.post(u"/products/mine"_s,
        "{\"type\":\"stationery\",\"code\":\"" + createdAtShop
            + "\",\"name\":\"Shop-made notebook\",\"price\":12000,\"category_id\":11,"
              "\"description\":\"Squared, 96 pages\","
              "\"stock\":5}");
    QVERIFY2(created.status == 201, created.body.constData());
    BlockingHttp upstream = online();
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
    BlockingHttp shopB = till(m_shops[1]);
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
    QVERIFY2(converged(20'000, &difference), qPrintable(difference));
    QCOMPARE(syncOf(m_shops[1])[u"conflicts"_s].toInteger(), 0);
    QSqlDatabase db = m_shops[0].server->openDatabase(u"echo"_s);
    {
        QSqlQuery queued(db);
        QVERIFY(queued.exec(u"SELECT COUNT(*) FROM sync_product_queue"_s) && queued.next());
        QCOMPARE(queued.value(0).toInt(), 2); // the create and the one edit, nothing echoed
    }
    db.close();
}

void TestShopSyncProducts::revokedKeyPausesAndANewSecretFileResumes()
{
    Shop &shop = m_shops[0];
    // The shop's key is revoked upstream: the sync pauses and says why, the shop serves on.
    QCOMPARE(m_upstream.run({ u"keys"_s, u"revoke"_s, m_shopAKey.appId }).exitCode, 0);
    QVERIFY2(waitFor([&] { return syncOf(shop)[u"state"_s] == u"auth_failed"_s; }, 20'000),
        text(syncOf(shop)).constData());
    const QJsonObject paused = syncOf(shop);
    QVERIFY2(paused[u"last_error"_s].toString().contains(u"401"_s)
            || paused[u"last_error"_s].toString().contains(u"403"_s),
        text(paused).constData());
    QVERIFY(!paused[u"offline_since"_s].toString().isEmpty());

    // Meanwhile the same code is created upstream and at the paused shop.
    BlockingHttp upstream = online();
    const auto there = upstream.post(u"/products/mine"_s,
        "{\"type\":\"stationery\",\"code\":\"" + createdOnBothSides
            + "\",\"name\":\"Marketplace ruler\",\"price\":5000,\"stock\":4}");
    QVERIFY2(there.status == 201, there.body.constData());
    const qint64 upstreamId = json(there.body)[u"data"_s][u"id"_s].toInteger();
    BlockingHttp shopA = till(shop);
    const auto here = shopA.post(u"/products/mine"_s,
        "{\"type\":\"stationery\",\"code\":\"" + createdOnBothSides
            + "\",\"name\":\"Ruler 30 cm\",\"price\":4500,\"stock\":3}");
    QVERIFY2(here.status == 201, here.body.constData());
    QCOMPARE_NE(json(here.body)[u"data"_s][u"id"_s].toInteger(), upstreamId);
    QTest::qWait(1500);
    QCOMPARE(syncOf(shop)[u"state"_s].toString(), u"auth_failed"_s);
    QVERIFY(syncOf(shop)[u"pending"_s].toInteger() >= 2); // the create and its stock

    // A new key written to the secret file (app id and secret): the sync resumes by itself.
    const TestServer::Key fresh
        = m_upstream.createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s });
    QVERIFY(writeSecret(shop.secretFile, (fresh.appId + u' ' + fresh.secret).toUtf8()));
    QVERIFY2(waitFor([&] { return syncOf(shop)[u"state"_s] == u"ok"_s; }, 20'000),
        text(syncOf(shop)).constData());
    m_shopAKey = fresh;

    // 409 code_exists linked the shop's product to the marketplace's: one product, its id and
    // fields the marketplace's, the stock of both sides' movements.
    QVERIFY(
        waitFor([&] { return mineItem(upstream, createdOnBothSides)[u"stock"_s].toInteger() == 7; },
            15'000));
    QString difference;
    QVERIFY2(converged(20'000, &difference), qPrintable(difference));
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
    Shop &shop = m_shops[1];
    QCOMPARE(m_upstream.run({ u"keys"_s, u"revoke"_s, m_shopBKey.appId }).exitCode, 0);
    QVERIFY(waitFor([&] { return syncOf(shop)[u"state"_s] == u"auth_failed"_s; }, 20'000));
    BlockingHttp upstream = online();
    QCOMPARE(upstream
                 .patch(u"/products/mine/book/1"_s,
                     "{\"price\":46000,\"name\":\"O'tkan kunlar (2-nashr)\"}")
                 .status,
        200);
    BlockingHttp shopB = till(shop);
    QCOMPARE(shopB.patch(u"/products/mine/book/1"_s, "{\"price\":47000}").status, 200);
    // Shop A takes the marketplace's edit meanwhile.
    BlockingHttp shopA = till(m_shops[0]);
    const QByteArray code = QByteArrayLiteral("9789943012349");
    QVERIFY(
        waitFor([&] { return mineItem(shopA, code)[u"price"_s].toInteger() == 46000; }, 15'000));

    m_shopBKey = m_upstream.createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s });
    QVERIFY(writeSecret(shop.secretFile, (m_shopBKey.appId + u' ' + m_shopBKey.secret).toUtf8()));
    QString difference;
    QVERIFY2(converged(30'000, &difference), qPrintable(difference));
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
    BlockingHttp upstream = online();
    BlockingHttp shopA = till(m_shops[0]);
    BlockingHttp shopB = till(m_shops[1]);
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
    QVERIFY2(converged(30'000, &difference), qPrintable(difference));
    // The last round's fields that only one side edited are everyone's.
    const QJsonObject book = mineItem(upstream, QByteArrayLiteral("9789943012417"));
    QCOMPARE(book[u"name"_s].toString(), u"Sen yetim emassan 5"_s);
    QCOMPARE(book[u"old_price"_s].toInteger(), 53000);
}

void TestShopSyncProducts::droppedCreateStaysLocalUntilTheMarketplaceHasItsCode()
{
    // A category only shop B has: the marketplace refuses a product in it for good (422).
    Shop &shop = m_shops[1];
    {
        QSqlDatabase db = shop.server->openDatabase(u"category"_s);
        QSqlQuery insert(db);
        QVERIFY(insert.exec(u"INSERT INTO categories (id, name, type, parent_id) "
                            "VALUES (777, 'Shop shelf', 'stationery', NULL)"_s));
        insert.finish();
        db.close();
    }
    BlockingHttp shopB = till(shop);
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
    QVERIFY2(
        waitFor([&] { return !openConflict().isEmpty(); }, 15'000), text(syncOf(shop)).constData());
    const QJsonObject conflict = openConflict();
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
                     const QJsonObject sync = syncOf(shop);
                     return sync[u"pending"_s].toInteger(-1) == 0 && sync[u"state"_s] == u"ok"_s;
                 },
                 15'000),
        text(syncOf(shop)).constData());
    QTest::qWait(2500); // a few rounds of the loop
    QVERIFY(openConflict().isEmpty());
    QCOMPARE(syncOf(shop)[u"pending"_s].toInteger(), 0);
    const QJsonObject local = mineItem(shopB, refusedUpstream);
    QCOMPARE(local[u"id"_s].toInteger(), localId);
    QCOMPARE(local[u"stock"_s].toInteger(), 4);
    QCOMPARE(local[u"price"_s].toInteger(), 2500);
    BlockingHttp upstream = online();
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
    QVERIFY2(converged(30'000, &difference), qPrintable(difference));
    const QJsonObject linked = mineItem(shopB, refusedUpstream);
    QCOMPARE(linked[u"id"_s].toInteger(), upstreamId);
    QCOMPARE(linked[u"stock"_s].toInteger(), 14);
    QCOMPARE(linked[u"price"_s].toInteger(), 2500); // the shop's edit, taken after the create
    QCOMPARE(linked[u"name"_s].toString(), u"Paper clips 28 mm"_s);
    QVERIFY(openConflict().isEmpty());
}

bool TestShopSyncProducts::editUpstream(const QString &type, qint64 id, const QString &field,
    const QJsonValue &value, const QJsonArray &categories)
{
    const TestServer::CliResult exported = m_upstream.run({ u"export"_s, u"--seller"_s, u"1"_s });
    if (exported.exitCode != 0) {
        qWarning("export failed: %s", exported.err.constData());
        return false;
    }
    const QString list = type == "book"_L1 ? u"books"_s : u"stationery"_s;
    for (const QJsonValue &value_ : json(exported.out)[list].toArray()) {
        QJsonObject record = value_.toObject();
        if (record[u"id"_s].toInteger() != id)
            continue;
        record.insert(field, value);
        const QString path
            = m_upstream.folder() + u"/edit-%1-%2-%3.json"_s.arg(type).arg(id).arg(field);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return false;
        file.write(
            text(QJsonObject { { u"categories"_s, categories }, { list, QJsonArray { record } } }));
        file.close();
        return m_upstream.importFile(path);
    }
    qWarning("no %s %lld in the export", qPrintable(type), id);
    return false;
}

void TestShopSyncProducts::eachFieldEditedUpstreamAloneReachesBothShops_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<qint64>("id");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QJsonArray>("categories");
    const QJsonArray none;
    // Book 12 (seller 1): each field of the catalog document (contract §2) alone.
    QTest::newRow("book name") << u"book"_s << qint64(12) << u"name"_s
                               << QJsonValue(u"Sen yetim emassan (yangi)"_s) << none;
    QTest::newRow("book price") << u"book"_s << qint64(12) << u"price"_s << QJsonValue(61000)
                                << none;
    QTest::newRow("book old_price")
        << u"book"_s << qint64(12) << u"old_price"_s << QJsonValue(71000) << none;
    QTest::newRow("book image") << u"book"_s << qint64(12) << u"image"_s
                                << QJsonValue(u"https://img.example/b12-new.jpg"_s) << none;
    QTest::newRow("book images") << u"book"_s << qint64(12) << u"images"_s
                                 << QJsonValue(QJsonArray { u"https://img.example/b12-back.jpg"_s })
                                 << none;
    QTest::newRow("book description") << u"book"_s << qint64(12) << u"description"_s
                                      << QJsonValue(u"A new edition's blurb."_s) << none;
    QTest::newRow("book pages") << u"book"_s << qint64(12) << u"pages"_s << QJsonValue(420) << none;
    QTest::newRow("book isbn") << u"book"_s << qint64(12) << u"isbn"_s
                               << QJsonValue(u"9780306406157"_s) << none;
    QTest::newRow("book author") << u"book"_s << qint64(12) << u"author_id"_s << QJsonValue(3)
                                 << none;
    QTest::newRow("book publisher")
        << u"book"_s << qint64(12) << u"publisher_id"_s << QJsonValue(2) << none;
    QTest::newRow("book category")
        << u"book"_s << qint64(12) << u"category_id"_s << QJsonValue(5) << none;
    QTest::newRow("book reorder_level")
        << u"book"_s << qint64(12) << u"reorder_level"_s << QJsonValue(6) << none;
    QTest::newRow("book reorder_quantity")
        << u"book"_s << qint64(12) << u"reorder_quantity"_s << QJsonValue(24) << none;
    // Stationery 1 (with variants) and 2.
    QTest::newRow("stationery description")
        << u"stationery"_s << qint64(2) << u"description"_s
        << QJsonValue(u"Graphite pencil, HB, with eraser."_s) << none;
    QTest::newRow("stationery image") << u"stationery"_s << qint64(2) << u"image"_s
                                      << QJsonValue(u"https://img.example/p2-new.jpg"_s) << none;
    QTest::newRow("stationery category")
        << u"stationery"_s << qint64(2) << u"category_id"_s << QJsonValue(13) << none;
    QTest::newRow("stationery new category")
        << u"stationery"_s << qint64(2) << u"category_id"_s << QJsonValue(90)
        << QJsonArray { QJsonObject { { u"id"_s, 90 }, { u"name"_s, u"Pencils"_s },
               { u"type"_s, u"stationery"_s }, { u"parent_id"_s, 10 } } };
    QTest::newRow("stationery barcode")
        << u"stationery"_s << qint64(2) << u"barcode"_s << QJsonValue(u"4780000000502"_s) << none;
    QTest::newRow("stationery variants")
        << u"stationery"_s << qint64(1) << u"variants"_s
        << QJsonValue(QJsonArray {
               QJsonObject { { u"id"_s, 11 }, { u"name"_s, u"Blue ink"_s },
                   { u"barcode"_s, u"4780000000021"_s }, { u"price"_s, 3100 }, { u"stock"_s, 5 } },
               QJsonObject { { u"id"_s, 12 }, { u"name"_s, u"Black"_s },
                   { u"barcode"_s, u"4780000000038"_s }, { u"price"_s, 3000 }, { u"stock"_s, 0 } },
               QJsonObject { { u"id"_s, 13 }, { u"name"_s, u"Red"_s },
                   { u"barcode"_s, u"4780000000045"_s }, { u"price"_s, 3200 }, { u"stock"_s, 2 } },
               QJsonObject { { u"id"_s, 14 }, { u"name"_s, u"Green"_s },
                   { u"barcode"_s, u"4780000000069"_s }, { u"price"_s, 3300 },
                   { u"stock"_s, 0 } } })
        << none;
}

void TestShopSyncProducts::eachFieldEditedUpstreamAloneReachesBothShops()
{
    QFETCH(QString, type);
    QFETCH(qint64, id);
    QFETCH(QString, field);
    QFETCH(QJsonValue, value);
    QFETCH(QJsonArray, categories);
    // What a copy must show: the seller's own view and the public detail (for stationery the
    // spec's detail has no category; the seller's own view does).
    const auto copyOf = [&](BlockingHttp &http) {
        QJsonObject copy = ownView(http, type, id);
        copy.insert(u"public_detail"_s,
            json(http.get(u"/products/%1/%2"_s.arg(type).arg(id),
                         { { "Cache-Control", "no-cache" } })
                     .body)[u"data"_s]);
        return copy;
    };
    BlockingHttp upstream = online();
    const QJsonObject before = copyOf(upstream);
    QVERIFY(before[u"public_detail"_s].isObject());
    QVERIFY(editUpstream(type, id, field, value, categories));
    const QJsonObject after = copyOf(upstream);
    QVERIFY2(after != before, text(after).constData()); // the edit changed what a copy keeps
    for (const Shop &shop : m_shops) {
        BlockingHttp http = till(shop);
        QVERIFY2(waitFor([&] { return copyOf(http) == after; }, 15'000),
            QByteArray("upstream " + text(after) + "\nshop     " + text(copyOf(http))).constData());
    }
}

void TestShopSyncProducts::eachFieldEditedAtAShopAloneGoesUp_data()
{
    // The fields a shop edits (PATCH /products/mine, contract §11), each alone, at shop A.
    QTest::addColumn<QString>("type");
    QTest::addColumn<qint64>("id");
    QTest::addColumn<QByteArray>("body");
    QTest::newRow("name") << u"book"_s << qint64(1) << QByteArray(R"({"name":"O'tkan kunlar - shop"
})");
    QTest::newRow("price") << u"book"_s << qint64(1) << QByteArray(R"({"price":48800})");
    QTest::newRow("old_price") << u"book"_s << qint64(1) << QByteArray(R"({"old_price":55500})");
    QTest::newRow("reorder_level")
        << u"book"_s << qint64(1) << QByteArray(R"({"reorder_level":3})");
    QTest::newRow("reorder_quantity")
        << u"book"_s << qint64(1) << QByteArray(R"({"reorder_quantity":10})");
    QTest::newRow("reorder cleared")
        << u"book"_s << qint64(1) << QByteArray(R"({"reorder_level":null})");
    QTest::newRow("inactive") << u"stationery"_s << qint64(2) << QByteArray(R"({"active":false})");
    QTest::newRow("active again") << u"stationery"_s << qint64(2)
                                  << QByteArray(R"({"active":true})");
    QTest::newRow("stationery price")
        << u"stationery"_s << qint64(1) << QByteArray(R"({"price":3600})");
    QTest::newRow("stationery name")
        << u"stationery"_s << qint64(1) << QByteArray(R"({"name":"Gel pen 0.7 mm"})");
}

void TestShopSyncProducts::eachFieldEditedAtAShopAloneGoesUp()
{
    QFETCH(QString, type);
    QFETCH(qint64, id);
    QFETCH(QByteArray, body);
    BlockingHttp shopA = till(m_shops[0]);
    BlockingHttp upstream = online();
    const auto edited = shopA.patch(u"/products/mine/%1/%2"_s.arg(type).arg(id), body);
    QVERIFY2(edited.status == 200, edited.body.constData());
    const QJsonObject sent = json(body);
    const QString field = sent.constBegin().key();
    const QJsonObject here = ownView(shopA, type, id);
    QCOMPARE(here[field], sent[field]);
    QVERIFY2(waitFor([&] { return ownView(upstream, type, id) == here; }, 15'000),
        QByteArray("shop     " + text(here) + "\nupstream " + text(ownView(upstream, type, id)))
            .constData());
    BlockingHttp shopB = till(m_shops[1]);
    QVERIFY2(waitFor([&] { return ownView(shopB, type, id) == here; }, 15'000),
        QByteArray("shop A " + text(here) + "\nshop B " + text(ownView(shopB, type, id)))
            .constData());
}

void TestShopSyncProducts::csvImportAtAShopGoesUp()
{
    // A CSV import at a shop (catalog-server import, as the console's Local server pane runs
    // it): its new products go up with their stock and its edit of a product the marketplace
    // has goes up as an edit, its stock change as the delta it made (docs/sync.md).
    const QByteArray edited = QByteArrayLiteral("9785040900237"); // book 7, seller 1
    BlockingHttp upstream = online();
    BlockingHttp shopA = till(m_shops[0]);
    const QJsonObject shopBefore = mineItem(shopA, edited);
    const QJsonObject upstreamBefore = mineItem(upstream, edited);
    QCOMPARE(shopBefore[u"id"_s].toInteger(), 7);
    const qint64 stockThere = upstreamBefore[u"stock"_s].toInteger();
    const qint64 stockHere = shopBefore[u"stock"_s].toInteger();
    const qint64 newStock = stockHere + 6;

    const QString csv = m_shops[0].server->folder() + u"/shop-import.csv"_s;
    {
        QFile file(csv);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("type,code,name,price,stock\n"
                   "stationery,"
            + importedPen
            + ",Imported pen,3100,7\n"
              "stationery,"
            + importedRuler
            + ",Imported ruler,4600,3\n"
              "book,"
            + edited + ",Karamazovy (imported edition),39000," + QByteArray::number(newStock)
            + "\n");
    }
    const auto imported = m_shops[0].server->run({ u"import"_s, csv, u"--seller"_s, u"1"_s });
    QVERIFY2(imported.exitCode == 0, QByteArray(imported.out + imported.err).constData());

    const auto showsUpstream
        = [&](const QByteArray &code, const QString &name, qint64 price, qint64 stock) {
              const QJsonObject item = mineItem(upstream, code);
              return item[u"name"_s].toString() == name && item[u"price"_s].toInteger() == price
                  && item[u"stock"_s].toInteger() == stock;
          };
    QVERIFY2(
        waitFor([&] { return showsUpstream(importedPen, u"Imported pen"_s, 3100, 7); }, 20'000),
        text(mineItem(upstream, importedPen)).constData());
    QVERIFY2(
        waitFor([&] { return showsUpstream(importedRuler, u"Imported ruler"_s, 4600, 3); }, 20'000),
        text(mineItem(upstream, importedRuler)).constData());
    // The marketplace's stock moved by the import's delta, not to the shop's absolute value.
    QVERIFY2(waitFor(
                 [&] {
                     return showsUpstream(edited, u"Karamazovy (imported edition)"_s, 39000,
                         stockThere + newStock - stockHere);
                 },
                 20'000),
        text(mineItem(upstream, edited)).constData());
    QCOMPARE(mineItem(upstream, edited)[u"id"_s].toInteger(), 7);

    // The shop's new products took the marketplace's ids; the other shop has them too.
    for (const QByteArray &code : { importedPen, importedRuler }) {
        const qint64 upstreamId = mineItem(upstream, code)[u"id"_s].toInteger();
        QVERIFY(upstreamId > 0);
        QVERIFY2(waitFor([&] { return mineItem(shopA, code)[u"id"_s].toInteger() == upstreamId; },
                     15'000),
            text(mineItem(shopA, code)).constData());
    }
    QString difference;
    QVERIFY2(converged(30'000, &difference), qPrintable(difference));
    QCOMPARE(syncOf(m_shops[0])[u"conflicts"_s].toInteger(), 0);
    QSqlDatabase db = m_shops[0].server->openDatabase(u"import"_s);
    {
        // Two creates and one edit of the name and price, queued by the import.
        QSqlQuery queued(db);
        QVERIFY(queued.exec(u"SELECT q.action, q.fields FROM sync_product_queue q "
                            "JOIN products p ON p.pk = q.product_pk WHERE p.code IN ('%1', '%2', "
                            "'%3') ORDER BY q.id"_s.arg(QString::fromLatin1(importedPen),
                                QString::fromLatin1(importedRuler), QString::fromLatin1(edited))));
        QStringList rows;
        while (queued.next())
            rows << queued.value(0).toString() + u' ' + queued.value(1).toString();
        QCOMPARE(rows,
            QStringList({ u"create []"_s, u"create []"_s, u"update [\"name\",\"price\"]"_s }));
    }
    db.close();
}

void TestShopSyncProducts::csvImportAtADatabaseFollowingNothingQueuesNothing()
{
    // The same import into a database that follows no marketplace: nothing queued, ids as
    // before (the next after the largest).
    TestServer local(std::make_shared<TestDatabase>(TestDatabase::Engine::Sqlite));
    QVERIFY(CatalogFixture::importInto(local));
    const QString csv = local.folder() + u"/local-import.csv"_s;
    {
        QFile file(csv);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("type,code,name,price,stock\nstationery," + importedPen
            + ",Imported pen,3100,7\nbook,9785040900237,Karamazovy (imported edition),39000,9\n");
    }
    const auto imported = local.run({ u"import"_s, csv, u"--seller"_s, u"1"_s });
    QVERIFY2(imported.exitCode == 0, QByteArray(imported.out + imported.err).constData());
    QSqlDatabase db = local.openDatabase(u"local"_s);
    {
        QSqlQuery query(db);
        QVERIFY(query.exec(u"SELECT (SELECT COUNT(*) FROM sync_product_queue), "
                           "(SELECT COUNT(*) FROM sync_push_queue), "
                           "(SELECT id FROM products WHERE code = '%1'), "
                           "(SELECT MAX(id) FROM products WHERE type = 'stationery' AND code <> "
                           "'%1')"_s.arg(QString::fromLatin1(importedPen)))
            && query.next());
        QCOMPARE(query.value(0).toInt(), 0);
        QCOMPARE(query.value(1).toInt(), 0);
        QCOMPARE(query.value(2).toLongLong(), query.value(3).toLongLong() + 1);
    }
    db.close();
}

QTEST_GUILESS_MAIN(TestShopSyncProducts)
#include "tst_shopsyncproducts.moc"
