// One table of code forms, each resolved through every path that looks a code up: the stock
// update by code (contract §8; on PostgreSQL the plpgsql stock_apply(), elsewhere
// CodeMatches), the receipt and count scans (§11, §10), and the seller's code lookup (§5).
// Every path must reach the same item, or give the same error (§8 not found, §11
// ambiguous_code with candidates), on either engine.
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QUrl>

#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

namespace {
const QString novel = u"9789943015012"_s; // book 1, seller 1; ISBN-10 9943015012
const QString foreignNovel = u"9789943015029"_s; // book 2, seller 2 only
const QString manga = u"9780804429573"_s; // book 3; ISBN-10 080442957X
const QString hidden = u"9789943015050"_s; // book 4, inactive
const QString twinA = u"9789943015074"_s; // book 5; book 6 is given it behind the server's back
const QString twinB = u"9789943015081"_s; // book 6's own code before that
const QString pen = u"4782000000018"_s; // stationery 1 (EAN-13)
const QString eraser = u"96385074"_s; // stationery 2 (EAN-8)
const QString ruler = u"036000291452"_s; // stationery 3 (UPC-A)
const QString marker = u"4782000000025"_s; // stationery 4, variants only
const QString markerRed = u"4782000000032"_s; // variant 41
const QString markerBlack = u"4782000000049"_s; // variant 42
const QString oldMarkerBlue = u"4782000000056"_s; // variant 61 of inactive stationery 6
const QString diary = u"9789943015098"_s; // stationery 7: an EAN-13 in the ISBN range

QJsonObject book(qint64 id, const QString &name, const QString &isbn, qint64 seller, qint64 stock,
    bool active = true)
{
    return { { u"id"_s, id }, { u"name"_s, name }, { u"price"_s, 30000 }, { u"isbn"_s, isbn },
        { u"seller_id"_s, seller }, { u"category_id"_s, 1 }, { u"stock"_s, stock },
        { u"active"_s, active }, { u"created_at"_s, u"2026-11-01T09:00:00Z"_s } };
}

QJsonObject stationery(
    qint64 id, const QString &name, const QString &barcode, qint64 stock, bool active = true)
{
    return { { u"id"_s, id }, { u"name"_s, name }, { u"price"_s, 3000 }, { u"barcode"_s, barcode },
        { u"seller_id"_s, 1 }, { u"category_id"_s, 10 }, { u"stock"_s, stock },
        { u"active"_s, active } };
}

QJsonObject catalog()
{
    QJsonObject markerItem = stationery(4, u"Marker"_s, marker, 0);
    markerItem.remove(u"stock"_s);
    markerItem.insert(u"variants"_s,
        QJsonArray { QJsonObject { { u"id"_s, 41 }, { u"name"_s, u"Red"_s },
                         { u"barcode"_s, markerRed }, { u"price"_s, 5000 }, { u"stock"_s, 4 } },
            QJsonObject { { u"id"_s, 42 }, { u"name"_s, u"Black"_s }, { u"barcode"_s, markerBlack },
                { u"price"_s, 5000 }, { u"stock"_s, 6 } } });
    // Inactive items may keep a code an active one now uses (contract §11 counts active ones).
    QJsonObject oldMarker = stationery(6, u"Old marker"_s, u"4782000000063"_s, 0, false);
    oldMarker.remove(u"stock"_s);
    oldMarker.insert(u"variants"_s,
        QJsonArray { QJsonObject { { u"id"_s, 61 }, { u"name"_s, u"Blue"_s },
            { u"barcode"_s, oldMarkerBlue }, { u"price"_s, 5000 }, { u"stock"_s, 1 } } });
    return { { u"sellers"_s,
                 QJsonArray { QJsonObject { { u"id"_s, 1 }, { u"name"_s, u"Code Shop"_s } },
                     QJsonObject { { u"id"_s, 2 }, { u"name"_s, u"Other Shop"_s } } } },
        { u"categories"_s,
            QJsonArray {
                QJsonObject { { u"id"_s, 1 }, { u"name"_s, u"Books"_s }, { u"type"_s, u"book"_s } },
                QJsonObject { { u"id"_s, 10 }, { u"name"_s, u"Stationery"_s },
                    { u"type"_s, u"stationery"_s } } } },
        { u"books"_s,
            QJsonArray { book(1, u"Novel"_s, novel, 1, 10),
                book(2, u"Foreign novel"_s, foreignNovel, 2, 5),
                // Imported in its ISBN-10 form with the X check digit.
                book(3, u"Manga"_s, u"0-8044-2957-X"_s, 1, 7),
                book(4, u"Hidden"_s, hidden, 1, 3, false), book(5, u"Twin A"_s, twinA, 1, 2),
                book(6, u"Twin B"_s, twinB, 1, 8),
                book(7, u"Old printing"_s, novel, 1, 1, false) } },
        { u"stationery"_s,
            QJsonArray { stationery(1, u"Pen"_s, pen, 20), stationery(2, u"Eraser"_s, eraser, 30),
                stationery(3, u"Ruler"_s, ruler, 40), markerItem,
                stationery(5, u"Old pen"_s, pen, 2, false), oldMarker,
                stationery(7, u"Diary"_s, diary, 9) } } };
}
} // namespace

class TestCodeLookup : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void everyPathAgrees_data();
    void everyPathAgrees();

private:
    using Reply = HttpTestClient::Reply;
    Reply post(const QString &path, const QJsonObject &body);

    TestServer m_server;
    std::unique_ptr<HttpTestClient> m_till; // seller 1
    qint64 m_receipt = 0;
    qint64 m_count = 0;
};

void TestCodeLookup::initTestCase()
{
    const QString path = m_server.folder() + u"/codes.json"_s;
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(catalog()).toJson());
    }
    QVERIFY(m_server.importFile(path));
    // Two active items with one code: data from before contract §11's rule (an import refuses
    // it), made directly in the database.
    {
        QSqlDatabase db = m_server.openDatabase(u"seed"_s);
        QSqlQuery query(db);
        QVERIFY2(query.exec(u"UPDATE products SET code = '%1' WHERE type = 'book' AND id = 6"_s.arg(
                     twinA)),
            qPrintable(query.lastError().text()));
        QCOMPARE(query.numRowsAffected(), 1);
        db.close();
    }
    QSqlDatabase::removeDatabase(u"seed"_s);
    const TestServer::Key key = m_server.createKey(u"read,stock:write"_s,
        { u"--seller"_s, u"1"_s, u"--name"_s, u"till"_s, u"--rate-per-second"_s, u"10000"_s,
            u"--rate-per-minute"_s, u"1000000"_s });
    QVERIFY(m_server.start());
    m_till = std::make_unique<HttpTestClient>(m_server.baseUrl());
    m_till->setCredentials(key.appId, key.secret);

    const Reply receipt = post(u"/products/stock/receipts"_s, {});
    QCOMPARE(receipt.status, 201);
    m_receipt = receipt.json()[u"data"_s][u"id"_s].toInteger();
    const Reply count = post(u"/products/stock/counts"_s, { { u"name"_s, u"All"_s } });
    QCOMPARE(count.status, 201);
    m_count = count.json()[u"data"_s][u"id"_s].toInteger();
}

void TestCodeLookup::cleanupTestCase()
{
    QCOMPARE(m_server.stop(), 0);
}

HttpTestClient::Reply TestCodeLookup::post(const QString &path, const QJsonObject &body)
{
    return m_till->post(path, QJsonDocument(body).toJson(QJsonDocument::Compact),
        { { "Content-Type", "application/json" } });
}

void TestCodeLookup::everyPathAgrees_data()
{
    // status 200: the item (type, id, variant, its stock); otherwise the error every path
    // answers. A product with variants by its own barcode: the lookup finds it (§5), a stock
    // change or scan is refused (§8, §11 has_variants).
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("error");
    QTest::addColumn<QString>("type");
    QTest::addColumn<qint64>("id");
    QTest::addColumn<qint64>("variant"); // 0: none
    QTest::addColumn<qint64>("stock");
    QTest::addColumn<QList<qint64>>("candidates");

    const auto item = [](const char *name, const QString &code, const QString &type, qint64 id,
                          qint64 variant, qint64 stock) {
        QTest::newRow(name) << code << 200 << QString() << type << id << variant << stock
                            << QList<qint64>();
    };
    const auto refused = [](const char *name, const QString &code, int status, const QString &error,
                             QList<qint64> candidates = {}) {
        QTest::newRow(name) << code << status << error << QString() << qint64(0) << qint64(0)
                            << qint64(0) << candidates;
    };
    const QString bookType = u"book"_s;
    const QString stationeryType = u"stationery"_s;
    item("isbn-13", novel, bookType, 1, 0, 10);
    item("isbn-13 hyphenated", u"978-9943-01-501-2"_s, bookType, 1, 0, 10);
    item("isbn-13 spaced", u"978 9943 01501 2"_s, bookType, 1, 0, 10);
    item("isbn-10", u"9943015012"_s, bookType, 1, 0, 10);
    item("isbn-10 hyphenated", u"99430-1501-2"_s, bookType, 1, 0, 10);
    item("isbn-13 + 2-digit add-on", novel + u"51"_s, bookType, 1, 0, 10);
    item("isbn-13 + 5-digit add-on", novel + u"90000"_s, bookType, 1, 0, 10);
    item("isbn-10 with X", u"080442957X"_s, bookType, 3, 0, 7);
    item("isbn-10 with X hyphenated", u"0-8044-2957-X"_s, bookType, 3, 0, 7);
    item("isbn-10 with lowercase x", u"080442957x"_s, bookType, 3, 0, 7);
    item("isbn-13 of an isbn-10 import", manga, bookType, 3, 0, 7);
    item("ean-13", pen, stationeryType, 1, 0, 20);
    item("ean-13 spaced", u"4 782000 000018"_s, stationeryType, 1, 0, 20);
    item("ean-8", eraser, stationeryType, 2, 0, 30);
    item("upc-a", ruler, stationeryType, 3, 0, 40);
    item("ean-13 in the isbn range", diary, stationeryType, 7, 0, 9);
    item("ean-13 in the isbn range hyphenated", u"978-9943-01509-8"_s, stationeryType, 7, 0, 9);
    item("variant barcode", markerRed, stationeryType, 4, 41, 4);
    item("other variant barcode", markerBlack, stationeryType, 4, 42, 6);
    refused("barcode of a product with variants", marker, 422, u"has_variants"_s);
    refused("inactive product", hidden, 404, u"not_found"_s);
    refused("variant of an inactive product", oldMarkerBlue, 404, u"not_found"_s);
    // Books are found by ISBN, stationery by barcode (contract §8): a stationery EAN-13 is
    // not an ISBN, so its ISBN-10 form names nothing.
    refused("isbn-10 form of a stationery ean-13", u"9943015098"_s, 404, u"not_found"_s);
    refused("shared by two active products", twinA, 409, u"ambiguous_code"_s, { 5, 6 });
    refused("shared, as isbn-10", u"9943015071"_s, 409, u"ambiguous_code"_s, { 5, 6 });
    refused("code moved away", twinB, 404, u"not_found"_s);
    refused("another seller's code", foreignNovel, 404, u"not_found"_s);
    refused("isbn-13 wrong check digit", u"9789943015013"_s, 404, u"not_found"_s);
    refused("isbn-10 wrong check digit", u"9943015013"_s, 404, u"not_found"_s);
    refused("ean-13 wrong check digit", u"4782000000019"_s, 404, u"not_found"_s);
    refused("ean-8 wrong check digit", u"96385075"_s, 404, u"not_found"_s);
    refused("upc-a wrong check digit", u"036000291453"_s, 404, u"not_found"_s);
    refused("add-on after a wrong isbn", u"978994301501351"_s, 404, u"not_found"_s);
}

void TestCodeLookup::everyPathAgrees()
{
    QFETCH(QString, code);
    QFETCH(int, status);
    QFETCH(QString, error);
    QFETCH(QString, type);
    QFETCH(qint64, id);
    QFETCH(qint64, variant);
    QFETCH(qint64, stock);
    QFETCH(QList<qint64>, candidates);

    const auto checkError = [&](const char *path, const Reply &reply) {
        QVERIFY2(reply.status == status,
            qPrintable(u"%1: %2 %3"_s.arg(QLatin1StringView(path))
                           .arg(reply.status)
                           .arg(QString::fromUtf8(reply.body))));
        if (error != "not_found"_L1)
            QCOMPARE(reply.errorCode(), error);
        if (!candidates.isEmpty()) {
            QList<qint64> ids;
            for (const QJsonValue &candidate : reply.json()[u"error"_s][u"candidates"_s].toArray())
                ids << candidate[u"id"_s].toInteger();
            QCOMPARE(ids, candidates);
        }
    };
    const auto checkItem = [&](const char *path, const Reply &reply, const QString &idField) {
        QVERIFY2(reply.status == 200,
            qPrintable(u"%1: %2 %3"_s.arg(QLatin1StringView(path))
                           .arg(reply.status)
                           .arg(QString::fromUtf8(reply.body))));
        const QJsonObject data = reply.json()[u"data"_s].toObject().isEmpty()
            ? reply.json().object()
            : reply.json()[u"data"_s].toObject();
        QCOMPARE(data[idField].toInteger(), id);
        QCOMPARE(data[u"variant_id"_s].toInteger(), variant);
    };

    // 1. The stock update by code (§8): delta 0 changes nothing and names the item.
    {
        const Reply reply
            = post(u"/products/stock/by-code"_s, { { u"code"_s, code }, { u"delta"_s, 0 } });
        if (status != 200) {
            checkError("stock update", reply);
        } else {
            checkItem("stock update", reply, u"id"_s);
            const QJsonObject data = reply.json().object();
            QCOMPARE(data[u"type"_s].toString(), type);
            QCOMPARE(data[u"stock"_s].toInteger(), stock);
        }
    }
    if (QTest::currentTestFailed())
        return;

    // 2. Receipt and count scans (§11, §10): one scan and its take-back.
    for (const QString &document : { u"/products/stock/receipts/%1"_s.arg(m_receipt),
             u"/products/stock/counts/%1"_s.arg(m_count) }) {
        const Reply scanned
            = post(document + u"/scans"_s, { { u"code"_s, code }, { u"quantity"_s, 1 } });
        if (status != 200) {
            checkError(qPrintable(document), scanned);
            continue;
        }
        checkItem(qPrintable(document), scanned, u"product_id"_s);
        const Reply back
            = post(document + u"/scans"_s, { { u"code"_s, code }, { u"quantity"_s, -1 } });
        QCOMPARE(back.status, 200);
        QCOMPARE(back.json()[u"data"_s][u"product_id"_s].toInteger(), id);
    }
    if (QTest::currentTestFailed())
        return;

    // 3. The seller's code lookup (§5) and its alias; the code percent-encoded in the path.
    for (const QString &route : { u"code"_s, u"isbn"_s }) {
        const Reply reply = m_till->get(u"/products/sellers/1/%1/%2"_s.arg(route,
                                            QString::fromLatin1(QUrl::toPercentEncoding(code))),
            { { "Cache-Control", "no-cache" } });
        if (error == "has_variants"_L1) {
            QCOMPARE(reply.status, 200);
            QCOMPARE(reply.json()[u"data"_s][u"id"_s].toInteger(), 4);
        } else if (status != 200) {
            checkError("lookup", reply);
        } else {
            checkItem("lookup", reply, u"id"_s);
            const QJsonObject data = reply.json()[u"data"_s].toObject();
            QCOMPARE(data[u"type"_s].toString(), type);
            QCOMPARE(data[u"in_stock"_s].toBool(), stock > 0);
        }
    }
}

QTEST_GUILESS_MAIN(TestCodeLookup)
#include "tst_codelookup.moc"
