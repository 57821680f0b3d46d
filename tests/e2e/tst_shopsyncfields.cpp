// Product data between two shop servers (SQLite) and one marketplace (the run's engine;
// PostgreSQL in tst_shopsyncfields_postgresql), contract §14, field by field: each field of
// the catalog document edited alone upstream (through the marketplace's import) reaches both
// shops, and each field a shop edits alone goes up and to the other shop; a CSV import at a
// shop goes up like the API's writes (and queues nothing where nothing is followed). The cases
// edit only fixture products with values the fixture does not hold, over a fixture of their
// own (shopsyncfixture.h), so they need nothing tst_shopsyncproducts does before them.
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
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
const QByteArray importedPen = QByteArrayLiteral("4780000005002");
const QByteArray importedRuler = QByteArrayLiteral("4780000006009");

} // namespace

class TestShopSyncFields : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void eachFieldEditedUpstreamAloneReachesBothShops_data();
    void eachFieldEditedUpstreamAloneReachesBothShops();
    void eachFieldEditedAtAShopAloneGoesUp_data();
    void eachFieldEditedAtAShopAloneGoesUp();
    void csvImportAtAShopGoesUp();
    void csvImportAtADatabaseFollowingNothingQueuesNothing();

private:
    ShopSyncFixture m_sync;
};

void TestShopSyncFields::initTestCase()
{
    QVERIFY(m_sync.start());
}

void TestShopSyncFields::cleanupTestCase()
{
    QVERIFY(m_sync.stop());
}

void TestShopSyncFields::eachFieldEditedUpstreamAloneReachesBothShops_data()
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

void TestShopSyncFields::eachFieldEditedUpstreamAloneReachesBothShops()
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
    BlockingHttp upstream = m_sync.online();
    const QJsonObject before = copyOf(upstream);
    QVERIFY(before[u"public_detail"_s].isObject());
    QVERIFY(m_sync.editUpstream(type, id, field, value, categories));
    const QJsonObject after = copyOf(upstream);
    QVERIFY2(after != before, text(after).constData()); // the edit changed what a copy keeps
    for (const Shop &shop : m_sync.shops()) {
        BlockingHttp http = m_sync.till(shop);
        QVERIFY2(waitFor([&] { return copyOf(http) == after; }, 15'000),
            QByteArray("upstream " + text(after) + "\nshop     " + text(copyOf(http))).constData());
    }
}

void TestShopSyncFields::eachFieldEditedAtAShopAloneGoesUp_data()
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

void TestShopSyncFields::eachFieldEditedAtAShopAloneGoesUp()
{
    QFETCH(QString, type);
    QFETCH(qint64, id);
    QFETCH(QByteArray, body);
    BlockingHttp shopA = m_sync.till(m_sync.shop(0));
    BlockingHttp upstream = m_sync.online();
    const auto edited = shopA.patch(u"/products/mine/%1/%2"_s.arg(type).arg(id), body);
    QVERIFY2(edited.status == 200, edited.body.constData());
    const QJsonObject sent = json(body);
    const QString field = sent.constBegin().key();
    const QJsonObject here = ownView(shopA, type, id);
    QCOMPARE(here[field], sent[field]);
    QVERIFY2(waitFor([&] { return ownView(upstream, type, id) == here; }, 15'000),
        QByteArray("shop     " + text(here) + "\nupstream " + text(ownView(upstream, type, id)))
            .constData());
    BlockingHttp shopB = m_sync.till(m_sync.shop(1));
    QVERIFY2(waitFor([&] { return ownView(shopB, type, id) == here; }, 15'000),
        QByteArray("shop A " + text(here) + "\nshop B " + text(ownView(shopB, type, id)))
            .constData());
}

void TestShopSyncFields::csvImportAtAShopGoesUp()
{
    // A CSV import at a shop (catalog-server import, as the console's Local server pane runs
    // it): its new products go up with their stock and its edit of a product the marketplace
    // has goes up as an edit, its stock change as the delta it made (docs/sync.md).
    const QByteArray edited = QByteArrayLiteral("9785040900237"); // book 7, seller 1
    BlockingHttp upstream = m_sync.online();
    BlockingHttp shopA = m_sync.till(m_sync.shop(0));
    const QJsonObject shopBefore = mineItem(shopA, edited);
    const QJsonObject upstreamBefore = mineItem(upstream, edited);
    QCOMPARE(shopBefore[u"id"_s].toInteger(), 7);
    const qint64 stockThere = upstreamBefore[u"stock"_s].toInteger();
    const qint64 stockHere = shopBefore[u"stock"_s].toInteger();
    const qint64 newStock = stockHere + 6;

    const QString csv = m_sync.shop(0).server->folder() + u"/shop-import.csv"_s;
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
    const auto imported = m_sync.shop(0).server->run({ u"import"_s, csv, u"--seller"_s, u"1"_s });
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
    QVERIFY2(m_sync.converged(30'000, &difference), qPrintable(difference));
    QCOMPARE(m_sync.syncOf(m_sync.shop(0))[u"conflicts"_s].toInteger(-1), 0);
    QSqlDatabase db = m_sync.shop(0).server->openDatabase(u"import"_s);
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

void TestShopSyncFields::csvImportAtADatabaseFollowingNothingQueuesNothing()
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
QTEST_GUILESS_MAIN(TestShopSyncFields)
#include "tst_shopsyncfields.moc"
