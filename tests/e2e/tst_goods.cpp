// Contract §11 (and §2) end to end: codes unique per seller across imports, both types and
// variants; older data's duplicates reported by the migration and answered with 409
// ambiguous_code by the lookups, stock updates and count scans; an import's stock recorded as
// movements — on the real server, on either engine.
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <algorithm>

#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

namespace {
const QString novelOne = u"9789943015012"_s; // book 1, seller 1
const QString novelTwo = u"9789943015029"_s; // book 2, seller 1 (stock 0)
const QString novelThree = u"9789943015036"_s; // book 3, seller 2
const QString novelFour = u"9789943015043"_s; // book 4, seller 1: the second import's
const QString pen = u"4782000000018"_s; // stationery 1
const QString marker = u"4782000000025"_s; // stationery 2, variants only
const QString markerRed = u"4782000000032"_s; // variant 21
const QString markerBlack = u"4782000000049"_s; // variant 22

QJsonObject book(qint64 id, const QString &name, const QString &isbn, qint64 seller, qint64 stock)
{
    return { { u"id"_s, id }, { u"name"_s, name }, { u"price"_s, 30000 }, { u"isbn"_s, isbn },
        { u"seller_id"_s, seller }, { u"category_id"_s, 1 }, { u"stock"_s, stock },
        { u"created_at"_s, u"2026-11-01T09:00:00Z"_s } };
}

QJsonObject marker_(qint64 redStock, qint64 blackStock)
{
    return { { u"id"_s, 2 }, { u"name"_s, u"Marker"_s }, { u"price"_s, 5000 },
        { u"barcode"_s, marker }, { u"seller_id"_s, 1 }, { u"category_id"_s, 10 },
        { u"variants"_s,
            QJsonArray {
                QJsonObject { { u"id"_s, 21 }, { u"name"_s, u"Red"_s }, { u"barcode"_s, markerRed },
                    { u"price"_s, 5000 }, { u"stock"_s, redStock } },
                QJsonObject { { u"id"_s, 22 }, { u"name"_s, u"Black"_s },
                    { u"barcode"_s, markerBlack }, { u"price"_s, 5000 },
                    { u"stock"_s, blackStock } } } } };
}

QJsonObject firstDocument()
{
    return { { u"sellers"_s,
                 QJsonArray { QJsonObject { { u"id"_s, 1 }, { u"name"_s, u"Goods Shop"_s } },
                     QJsonObject { { u"id"_s, 2 }, { u"name"_s, u"Other Shop"_s } } } },
        { u"categories"_s,
            QJsonArray {
                QJsonObject { { u"id"_s, 1 }, { u"name"_s, u"Books"_s }, { u"type"_s, u"book"_s } },
                QJsonObject { { u"id"_s, 10 }, { u"name"_s, u"Stationery"_s },
                    { u"type"_s, u"stationery"_s } } } },
        { u"books"_s,
            QJsonArray { book(1, u"Novel one"_s, novelOne, 1, 10),
                book(2, u"Novel two"_s, novelTwo, 1, 0),
                book(3, u"Novel three"_s, novelThree, 2, 4) } },
        { u"stationery"_s,
            QJsonArray { QJsonObject { { u"id"_s, 1 }, { u"name"_s, u"Pen"_s },
                             { u"price"_s, 3000 }, { u"barcode"_s, pen }, { u"seller_id"_s, 1 },
                             { u"category_id"_s, 10 }, { u"stock"_s, 20 } },
                marker_(4, 6) } } };
}
} // namespace

class TestGoods : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void importRecordsStockAsMovements();
    void importRefusesACodeInUse_data();
    void importRefusesACodeInUse();
    void csvImportRejectsAVariantsCode();
    void createProductAtTheTill();
    void createRefusesACodeInUse_data();
    void createRefusesACodeInUse();
    void createValidation_data();
    void createValidation();
    void patchProduct();
    void patchRefusals_data();
    void patchRefusals();
    void reactivationNeedsItsCodeFree();
    void suppliers();
    void purchaseOrdersAndReorder();
    void orderRefusals_data();
    void orderRefusals();
    void twoPartialDeliveriesFromTwoDevices();
    void concurrentScansAddUp();
    void returnsToTheSupplier();
    void documentRefusals();
    void exportAndImportPurchasingFields();
    void duplicatesAreReportedAndAmbiguous();

private:
    using Reply = HttpTestClient::Reply;
    QString writeFile(const QString &name, const QByteArray &data) const;
    QString writeDocument(const QString &name, const QJsonObject &document) const
    {
        return writeFile(name, QJsonDocument(document).toJson());
    }
    Reply post(const QString &path, const QJsonObject &body, const QByteArray &idempotencyKey = {});
    Reply patch(const QString &path, const QJsonObject &body);
    Reply fresh(const QString &path)
    {
        return m_till->get(path, { { "Cache-Control", "no-cache" } });
    }
    static bool listsName(const Reply &reply, const QString &name);
    QJsonArray movements(const QString &code);
    qint64 stockOf(const QString &code, const QString &type);

    void connect(); // m_till, to the server's current address

    TestServer m_server;
    TestServer::Key m_key; // seller 1
    std::unique_ptr<HttpTestClient> m_till;
    std::unique_ptr<HttpTestClient> m_other; // seller 2
    std::unique_ptr<HttpTestClient> m_scanner; // seller 1, a second device
    TestServer::Key m_scannerKey;
    Reply scan(
        HttpTestClient &client, const QString &document, const QString &code, qint64 quantity = 1);
    qint64 m_sharq = 0; // seller 1's supplier "Sharq Books"
    qint64 m_kalam = 0; // seller 1's supplier "Kalam"
    qint64 m_order = 0; // open, from Sharq: book 1 ×5 (cost 20000), the red marker ×3
};

void TestGoods::initTestCase()
{
    QVERIFY(m_server.importFile(writeDocument(u"goods.json"_s, firstDocument())));
    // Book 1 sold 3, the red marker restocked, a new book: the same items upserted.
    QJsonObject second = firstDocument();
    second.insert(u"books"_s,
        QJsonArray {
            book(1, u"Novel one"_s, novelOne, 1, 7), book(4, u"Novel four"_s, novelFour, 1, 3) });
    second.insert(u"stationery"_s, QJsonArray { marker_(9, 6) });
    QVERIFY(m_server.importFile(writeDocument(u"goods-restock.json"_s, second)));
    m_key = m_server.createKey(u"read,stock:write"_s,
        { u"--seller"_s, u"1"_s, u"--name"_s, u"till"_s, u"--rate-per-second"_s, u"10000"_s,
            u"--rate-per-minute"_s, u"1000000"_s });
    const TestServer::Key other = m_server.createKey(u"read,stock:write"_s,
        { u"--seller"_s, u"2"_s, u"--name"_s, u"other"_s, u"--rate-per-second"_s, u"10000"_s,
            u"--rate-per-minute"_s, u"1000000"_s });
    m_scannerKey = m_server.createKey(u"read,stock:write"_s,
        { u"--seller"_s, u"1"_s, u"--name"_s, u"scanner"_s, u"--rate-per-second"_s, u"10000"_s,
            u"--rate-per-minute"_s, u"1000000"_s });
    QVERIFY(m_server.start());
    connect();
    m_other = std::make_unique<HttpTestClient>(m_server.baseUrl());
    m_other->setCredentials(other.appId, other.secret);
}

void TestGoods::connect()
{
    m_till = std::make_unique<HttpTestClient>(m_server.baseUrl());
    m_till->setCredentials(m_key.appId, m_key.secret);
    m_scanner = std::make_unique<HttpTestClient>(m_server.baseUrl());
    m_scanner->setCredentials(m_scannerKey.appId, m_scannerKey.secret);
}

HttpTestClient::Reply TestGoods::scan(
    HttpTestClient &client, const QString &document, const QString &code, qint64 quantity)
{
    return client.post(document + u"/scans"_s,
        QJsonDocument(QJsonObject { { u"code"_s, code }, { u"quantity"_s, quantity } })
            .toJson(QJsonDocument::Compact),
        { { "Content-Type", "application/json" } });
}

void TestGoods::cleanupTestCase()
{
    QSqlDatabase::removeDatabase(u"inspect"_s);
    QCOMPARE(m_server.stop(), 0);
}

QString TestGoods::writeFile(const QString &name, const QByteArray &data) const
{
    const QString path = m_server.folder() + u'/' + name;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size())
        qWarning("cannot write %s", qPrintable(path));
    return path;
}

HttpTestClient::Reply TestGoods::post(
    const QString &path, const QJsonObject &body, const QByteArray &idempotencyKey)
{
    HttpTestClient::Headers headers { { "Content-Type", "application/json" } };
    if (!idempotencyKey.isEmpty())
        headers.append({ "Idempotency-Key", idempotencyKey });
    return m_till->post(path, QJsonDocument(body).toJson(QJsonDocument::Compact), headers);
}

HttpTestClient::Reply TestGoods::patch(const QString &path, const QJsonObject &body)
{
    return m_till->send("PATCH", m_server.baseUrl() + path,
        QJsonDocument(body).toJson(QJsonDocument::Compact),
        { { "Content-Type", "application/json" } });
}

bool TestGoods::listsName(const Reply &reply, const QString &name)
{
    const QJsonValue data = reply.json()[u"data"_s];
    for (const QJsonValue &item : data.toArray()) {
        if ((item.isString() ? item.toString() : item[u"name"_s].toString()) == name)
            return true;
    }
    return false;
}

QJsonArray TestGoods::movements(const QString &code)
{
    const Reply reply = m_till->get(u"/products/stock/movements?per_page=100&code="_s + code,
        { { "Cache-Control", "no-cache" } });
    return reply.json()[u"data"_s].toArray();
}

qint64 TestGoods::stockOf(const QString &code, const QString &type)
{
    const Reply reply = m_till->get(
        u"/products/mine?per_page=100&type="_s + type, { { "Cache-Control", "no-cache" } });
    for (const QJsonValue &item : reply.json()[u"data"_s].toArray()) {
        if (item[u"code"_s].toString() == code)
            return item[u"stock"_s].toInteger();
    }
    return -1;
}

void TestGoods::importRecordsStockAsMovements()
{
    // Newest first: the second import's correction, then the first's received.
    const QJsonArray novel = movements(novelOne);
    QCOMPARE(novel.size(), 2);
    QCOMPARE(novel[0][u"reason"_s].toString(), u"correction"_s);
    QCOMPARE(novel[0][u"before"_s].toInteger(), 10);
    QCOMPARE(novel[0][u"after"_s].toInteger(), 7);
    QCOMPARE(novel[0][u"delta"_s].toInteger(), -3);
    QCOMPARE(novel[0][u"note"_s].toString(), u"import goods-restock.json"_s);
    QCOMPARE(novel[1][u"reason"_s].toString(), u"received"_s);
    QCOMPARE(novel[1][u"before"_s].toInteger(), 0);
    QCOMPARE(novel[1][u"after"_s].toInteger(), 10);
    QCOMPARE(novel[1][u"note"_s].toString(), u"import goods.json"_s);
    QCOMPARE(novel[1][u"price"_s].toInteger(), 30000); // the price then (contract §12)
    QCOMPARE(stockOf(novelOne, u"book"_s), 7);

    // No stock, no movement; a new product's first stock is received.
    QCOMPARE(movements(novelTwo).size(), 0);
    const QJsonArray fourth = movements(novelFour);
    QCOMPARE(fourth.size(), 1);
    QCOMPARE(fourth[0][u"reason"_s].toString(), u"received"_s);
    QCOMPARE(fourth[0][u"after"_s].toInteger(), 3);

    // Variants: each its own history; an unchanged one gets nothing from the second import.
    const QJsonArray red = movements(markerRed);
    QCOMPARE(red.size(), 2);
    QCOMPARE(red[0][u"variant_id"_s].toInteger(), 21);
    QCOMPARE(red[0][u"reason"_s].toString(), u"correction"_s);
    QCOMPARE(red[0][u"before"_s].toInteger(), 4);
    QCOMPARE(red[0][u"after"_s].toInteger(), 9);
    QCOMPARE(movements(markerBlack).size(), 1);

    // The history adds up to the stock.
    for (const QString &code : { novelOne, novelFour, pen }) {
        qint64 sum = 0;
        for (const QJsonValue &movement : movements(code))
            sum += movement[u"delta"_s].toInteger();
        QCOMPARE(sum, stockOf(code, code == pen ? u"stationery"_s : u"book"_s));
    }
}

void TestGoods::importRefusesACodeInUse_data()
{
    QTest::addColumn<QJsonObject>("document");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QByteArrayList>("named");

    const auto books = [](const QJsonObject &record) {
        return QJsonObject { { u"books"_s, QJsonArray { record } } };
    };
    const auto stationery = [](const QJsonObject &record) {
        return QJsonObject { { u"stationery"_s, QJsonArray { record } } };
    };
    QTest::newRow("another book, the same ISBN in another form")
        << books(book(50, u"Copy"_s, u"978-9943-01-501-2"_s, 1, 0)) << 1
        << QByteArrayList { "books[0] (id 50)", "book 1" };
    QJsonObject item { { u"id"_s, 60 }, { u"name"_s, u"Copy"_s }, { u"price"_s, 1 },
        { u"seller_id"_s, 1 }, { u"barcode"_s, markerRed } };
    QTest::newRow("stationery with a variant's barcode")
        << stationery(item) << 1 << QByteArrayList { "stationery[0] (id 60)", "variant 21" };
    item.insert(u"barcode"_s, novelOne);
    QTest::newRow("stationery with a book's ISBN as its barcode")
        << stationery(item) << 1 << QByteArrayList { "stationery[0] (id 60)", "book 1" };
    // Accepted: per seller; an inactive item takes no code; the same item upserted.
    QTest::newRow("another seller")
        << books(book(51, u"Theirs"_s, novelOne, 2, 0)) << 0 << QByteArrayList {};
    QJsonObject inactive = book(52, u"Old edition"_s, novelOne, 1, 0);
    inactive.insert(u"active"_s, false);
    QTest::newRow("inactive") << books(inactive) << 0 << QByteArrayList {};
}

void TestGoods::importRefusesACodeInUse()
{
    QFETCH(QJsonObject, document);
    QFETCH(int, exitCode);
    QFETCH(QByteArrayList, named);
    const TestServer::CliResult result
        = m_server.run({ u"import"_s, writeDocument(u"more.json"_s, document) });
    QCOMPARE(result.exitCode, exitCode);
    for (const QByteArray &text : named)
        QVERIFY2(result.err.contains(text), result.err.constData());
    if (exitCode == 1)
        QVERIFY(result.err.contains("already used by"));
}

void TestGoods::csvImportRejectsAVariantsCode()
{
    const QString report = m_server.folder() + u"/report.csv"_s;
    const QString csv = writeFile(u"more.csv"_s,
        "code,name,price,stock\n" + markerBlack.toUtf8() + ",Black marker copy,100,1\n"
            + pen.toUtf8() + ",Pen,3000,20\n");
    const TestServer::CliResult result = m_server.run({ u"import"_s, csv, u"--type"_s,
        u"stationery"_s, u"--seller"_s, u"1"_s, u"--report"_s, report });
    QCOMPARE(result.exitCode, 1);
    QFile file(report);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray lines = file.readAll();
    QVERIFY2(lines.contains("2,rejected,code,code 4782000000049 of seller 1 is already used by "
                            "stationery 2 (variant 22)"),
        lines.constData());
    QVERIFY2(lines.contains("3,imported"), lines.constData()); // the pen itself: an upsert
}

void TestGoods::createProductAtTheTill()
{
    const QString code = u"9789943015050"_s;
    // Cached before: the new product must show at once anyway.
    QVERIFY(!listsName(m_till->get(u"/search?q=zulfiya"_s), u"Yangi kitob Zulfiya"_s));
    QVERIFY(!listsName(m_till->get(u"/search/suggestions?q=yangi"_s), u"Yangi kitob Zulfiya"_s));
    const qint64 booksBefore
        = m_till->get(u"/products/books?per_page=1"_s).json()[u"meta"_s][u"total"_s].toInteger();
    QCOMPARE(m_till->get(u"/products/sellers/1/code/"_s + code).status, 404);

    const QJsonObject body { { u"type"_s, u"book"_s }, { u"code"_s, u"978-9943-01-505-0"_s },
        { u"name"_s, u"Yangi kitob Zulfiya"_s }, { u"price"_s, 42000 },
        { u"author"_s, u"Zulfiya  Isroilova"_s }, { u"publisher"_s, u"Sharq"_s },
        { u"category_id"_s, 1 }, { u"stock"_s, 5 }, { u"reorder_level"_s, 2 },
        { u"reorder_quantity"_s, 10 } };
    const Reply created = post(u"/products/mine"_s, body, "create-zulfiya");
    QCOMPARE(created.status, 201);
    const QJsonObject item = created.json()[u"data"_s].toObject();
    const qint64 id = item[u"id"_s].toInteger();
    QCOMPARE(id, 53); // after the imports' books (52 the highest)
    QCOMPARE(item[u"type"_s].toString(), u"book"_s);
    QCOMPARE(item[u"code"_s].toString(), code);
    QCOMPARE(item[u"stock"_s].toInteger(), 5);
    QCOMPARE(item[u"in_stock"_s].toBool(), true);
    QCOMPARE(item[u"reorder_level"_s].toInteger(), 2);
    QCOMPARE(item[u"reorder_quantity"_s].toInteger(), 10);
    QVERIFY(item[u"supplier_id"_s].isNull());
    QVERIFY(item[u"last_cost"_s].isNull());

    // The retry replays; nothing is created twice.
    const Reply retry = post(u"/products/mine"_s, body, "create-zulfiya");
    QCOMPARE(retry.status, 201);
    QCOMPARE(retry.header("Idempotent-Replayed"), QByteArray("true"));
    QCOMPARE(retry.body, created.body);

    QVERIFY(listsName(m_till->get(u"/search?q=zulfiya"_s), u"Yangi kitob Zulfiya"_s));
    QVERIFY(listsName(m_till->get(u"/search?q=isroil"_s), u"Yangi kitob Zulfiya"_s));
    QVERIFY(listsName(m_till->get(u"/search/suggestions?q=yangi"_s), u"Yangi kitob Zulfiya"_s));
    QCOMPARE(m_till->get(u"/products/books?per_page=1"_s).json()[u"meta"_s][u"total"_s].toInteger(),
        booksBefore + 1);
    const Reply lookup = m_till->get(u"/products/sellers/1/code/"_s + code);
    QCOMPARE(lookup.status, 200);
    QCOMPARE(lookup.json()[u"data"_s][u"id"_s].toInteger(), id);
    const QJsonObject detail
        = m_till->get(u"/products/book/%1"_s.arg(id)).json()[u"data"_s].toObject();
    QCOMPARE(detail[u"author"_s][u"name"_s].toString(), u"Zulfiya Isroilova"_s);
    QCOMPARE(detail[u"publisher"_s][u"name"_s].toString(), u"Sharq"_s);

    // The first stock is a delivery in the history.
    const QJsonArray history = movements(code);
    QCOMPARE(history.size(), 1);
    QCOMPARE(history[0][u"reason"_s].toString(), u"received"_s);
    QCOMPARE(history[0][u"before"_s].toInteger(), 0);
    QCOMPARE(history[0][u"after"_s].toInteger(), 5);

    // The author is found again, case- and space-insensitively.
    const Reply second = post(u"/products/mine"_s,
        { { u"type"_s, u"book"_s }, { u"code"_s, u"0-306-40615-2"_s },
            { u"name"_s, u"Ikkinchi kitob"_s }, { u"price"_s, 1000 },
            { u"author"_s, u"zulfiya isroilova"_s } });
    QCOMPARE(second.status, 201);
    QCOMPARE(second.json()[u"data"_s][u"code"_s].toString(), u"9780306406157"_s);
    QCOMPARE(second.json()[u"data"_s][u"stock"_s].toInteger(), 0);
    const QJsonObject secondDetail
        = m_till->get(u"/products/book/%1"_s.arg(id + 1)).json()[u"data"_s].toObject();
    QCOMPARE(
        secondDetail[u"author"_s][u"id"_s].toInteger(), detail[u"author"_s][u"id"_s].toInteger());
    QCOMPARE(movements(u"9780306406157"_s).size(), 0);
}

void TestGoods::createRefusesACodeInUse_data()
{
    QTest::addColumn<QJsonObject>("body");
    QTest::addColumn<QString>("type");
    QTest::addColumn<qint64>("id");
    QTest::addColumn<qint64>("variantId");
    QTest::newRow("a book's ISBN, another form")
        << QJsonObject { { u"type"_s, u"book"_s }, { u"code"_s, u"978-9943-01-501-2"_s } }
        << u"book"_s << qint64(1) << qint64(0);
    QTest::newRow("a book's ISBN as a barcode")
        << QJsonObject { { u"type"_s, u"stationery"_s }, { u"code"_s, novelOne } } << u"book"_s
        << qint64(1) << qint64(0);
    QTest::newRow("a variant's barcode")
        << QJsonObject { { u"type"_s, u"stationery"_s }, { u"code"_s, markerRed } }
        << u"stationery"_s << qint64(2) << qint64(21);
    QTest::newRow("a stationery item's barcode")
        << QJsonObject { { u"type"_s, u"stationery"_s }, { u"code"_s, pen } } << u"stationery"_s
        << qint64(1) << qint64(0);
}

void TestGoods::createRefusesACodeInUse()
{
    QFETCH(QJsonObject, body);
    QFETCH(QString, type);
    QFETCH(qint64, id);
    QFETCH(qint64, variantId);
    body.insert(u"name"_s, u"Copy"_s);
    body.insert(u"price"_s, 1);
    body.insert(u"stock"_s, 3);
    const Reply reply = post(u"/products/mine"_s, body);
    QCOMPARE(reply.status, 409);
    QCOMPARE(reply.errorCode(), u"code_exists"_s);
    const QJsonObject product = reply.json()[u"error"_s][u"product"_s].toObject();
    QCOMPARE(product[u"type"_s].toString(), type);
    QCOMPARE(product[u"id"_s].toInteger(), id);
    QCOMPARE(product[u"variant_id"_s].toInteger(), variantId);
    QVERIFY(!product[u"name"_s].toString().isEmpty());
    QVERIFY(!listsName(fresh(u"/search?q=copy"_s), u"Copy"_s));
}

void TestGoods::createValidation_data()
{
    QTest::addColumn<QJsonObject>("body");
    QTest::addColumn<QString>("field");
    const QJsonObject good { { u"type"_s, u"book"_s }, { u"code"_s, u"9789943015067"_s },
        { u"name"_s, u"Valid"_s }, { u"price"_s, 100 } };
    const auto without = [&](const QString &field) {
        QJsonObject body = good;
        body.remove(field);
        return body;
    };
    const auto with = [&](const QString &field, const QJsonValue &value) {
        QJsonObject body = good;
        body.insert(field, value);
        return body;
    };
    QTest::newRow("no price") << without(u"price"_s) << u"price"_s;
    QTest::newRow("no name") << without(u"name"_s) << u"name"_s;
    QTest::newRow("no code") << without(u"code"_s) << u"code"_s;
    QTest::newRow("bad type") << with(u"type"_s, u"pen"_s) << u"type"_s;
    QTest::newRow("bad ISBN") << with(u"code"_s, u"9789943015068"_s) << u"code"_s;
    QTest::newRow("negative price") << with(u"price"_s, -1) << u"price"_s;
    QTest::newRow("fraction stock") << with(u"stock"_s, 1.5) << u"stock"_s;
    QTest::newRow("reorder quantity 0") << with(u"reorder_quantity"_s, 0) << u"reorder_quantity"_s;
    QTest::newRow("unknown category") << with(u"category_id"_s, 999) << u"category_id"_s;
    QTest::newRow("stationery category") << with(u"category_id"_s, 10) << u"category_id"_s;
    QTest::newRow("unknown supplier") << with(u"supplier_id"_s, 999) << u"supplier_id"_s;
    QJsonObject pen { { u"type"_s, u"stationery"_s }, { u"code"_s, u"4782000000063"_s },
        { u"name"_s, u"Pen"_s }, { u"price"_s, 100 }, { u"author"_s, u"Someone"_s } };
    QTest::newRow("stationery with an author") << pen << u"author"_s;
    pen.remove(u"author"_s);
    pen.insert(u"code"_s, u"4782000000064"_s);
    QTest::newRow("bad barcode") << pen << u"code"_s;
}

void TestGoods::createValidation()
{
    QFETCH(QJsonObject, body);
    QFETCH(QString, field);
    const Reply reply = post(u"/products/mine"_s, body);
    QCOMPARE(reply.status, 422);
    QCOMPARE(reply.errorCode(), u"validation_failed"_s);
    QVERIFY2(reply.json()[u"error"_s][u"fields"_s].toObject().contains(field), reply.body);
}

void TestGoods::patchProduct()
{
    const QString path = u"/products/mine/stationery/1"_s; // the pen
    QVERIFY(listsName(m_till->get(u"/search?q=pen"_s), u"Pen"_s));
    QCOMPARE(m_till->get(u"/products/sellers/1/code/"_s + pen).status, 200);
    Reply reply = patch(path,
        { { u"price"_s, 3500 }, { u"old_price"_s, 4000 }, { u"reorder_level"_s, 5 },
            { u"reorder_quantity"_s, 50 }, { u"name"_s, u"Gel pen"_s } });
    QCOMPARE(reply.status, 200);
    QJsonObject item = reply.json()[u"data"_s].toObject();
    QCOMPARE(item[u"price"_s].toInteger(), 3500);
    QCOMPARE(item[u"old_price"_s].toInteger(), 4000);
    QCOMPARE(item[u"reorder_level"_s].toInteger(), 5);
    QCOMPARE(item[u"reorder_quantity"_s].toInteger(), 50);
    QCOMPARE(item[u"name"_s].toString(), u"Gel pen"_s);
    QCOMPARE(item[u"stock"_s].toInteger(), 20);
    QVERIFY(listsName(m_till->get(u"/search?q=gel"_s), u"Gel pen"_s));
    QCOMPARE(
        m_till->get(u"/products/stationery/1"_s).json()[u"data"_s][u"price"_s].toInteger(), 3500);

    // Cleared with null; hidden everywhere with active false, but PATCH still reaches it.
    reply = patch(path, { { u"reorder_level"_s, QJsonValue() }, { u"active"_s, false } });
    QCOMPARE(reply.status, 200);
    item = reply.json()[u"data"_s].toObject();
    QVERIFY(item[u"reorder_level"_s].isNull());
    QCOMPARE(item[u"active"_s].toBool(), false);
    QVERIFY(!listsName(m_till->get(u"/search?q=gel"_s), u"Gel pen"_s));
    QCOMPARE(m_till->get(u"/products/sellers/1/code/"_s + pen).status, 404);
    QCOMPARE(m_till->get(u"/products/stationery/1"_s).status, 404);
    reply = patch(path, { { u"active"_s, true } });
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.json()[u"data"_s][u"active"_s].toBool(), true);
    QVERIFY(listsName(m_till->get(u"/search?q=gel"_s), u"Gel pen"_s));
    QCOMPARE(m_till->get(u"/products/sellers/1/code/"_s + pen).status, 200);
    // The history kept its movements and the stock did not change.
    QCOMPARE(movements(pen).size(), 1);
    QCOMPARE(stockOf(pen, u"stationery"_s), 20);
}

void TestGoods::patchRefusals_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonObject>("body");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("field");
    QTest::newRow("stock") << u"/products/mine/book/1"_s << QJsonObject { { u"stock"_s, 3 } } << 422
                           << u"stock"_s;
    QTest::newRow("negative price")
        << u"/products/mine/book/1"_s << QJsonObject { { u"price"_s, -5 } } << 422 << u"price"_s;
    QTest::newRow("empty name") << u"/products/mine/book/1"_s
                                << QJsonObject { { u"name"_s, u" "_s } } << 422 << u"name"_s;
    QTest::newRow("active not a boolean")
        << u"/products/mine/book/1"_s << QJsonObject { { u"active"_s, 1 } } << 422 << u"active"_s;
    QTest::newRow("unknown supplier")
        << u"/products/mine/book/1"_s << QJsonObject { { u"supplier_id"_s, 12345 } } << 422
        << u"supplier_id"_s;
    QTest::newRow("another seller's")
        << u"/products/mine/book/3"_s << QJsonObject { { u"price"_s, 1 } } << 404 << QString();
    QTest::newRow("unknown id") << u"/products/mine/book/9999"_s
                                << QJsonObject { { u"price"_s, 1 } } << 404 << QString();
    QTest::newRow("unknown type") << u"/products/mine/pens/1"_s << QJsonObject { { u"price"_s, 1 } }
                                  << 404 << QString();
}

void TestGoods::patchRefusals()
{
    QFETCH(QString, path);
    QFETCH(QJsonObject, body);
    QFETCH(int, status);
    QFETCH(QString, field);
    const Reply reply = patch(path, body);
    QCOMPARE(reply.status, status);
    if (!field.isEmpty())
        QVERIFY2(reply.json()[u"error"_s][u"fields"_s].toObject().contains(field), reply.body);
    QCOMPARE(fresh(u"/products/book/1"_s).json()[u"data"_s][u"price"_s].toInteger(), 30000);
}

void TestGoods::reactivationNeedsItsCodeFree()
{
    // Book 2 hidden; a new book takes its code; book 2 cannot come back with it.
    QCOMPARE(patch(u"/products/mine/book/2"_s, { { u"active"_s, false } }).status, 200);
    const Reply created = post(u"/products/mine"_s,
        { { u"type"_s, u"book"_s }, { u"code"_s, novelTwo }, { u"name"_s, u"Novel two, new"_s },
            { u"price"_s, 100 } });
    QCOMPARE(created.status, 201);
    const Reply back = patch(u"/products/mine/book/2"_s, { { u"active"_s, true } });
    QCOMPARE(back.status, 409);
    QCOMPARE(back.errorCode(), u"code_exists"_s);
    QCOMPARE(back.json()[u"error"_s][u"product"_s][u"id"_s].toInteger(),
        created.json()[u"data"_s][u"id"_s].toInteger());
    QCOMPARE(m_till->get(u"/products/book/2"_s).status, 404);
    // Hidden again, the new one makes room: the old one comes back.
    QCOMPARE(patch(u"/products/mine/book/%1"_s.arg(created.json()[u"data"_s][u"id"_s].toInteger()),
                 { { u"active"_s, false } })
                 .status,
        200);
    QCOMPARE(patch(u"/products/mine/book/2"_s, { { u"active"_s, true } }).status, 200);
    QCOMPARE(m_till->get(u"/products/book/2"_s).status, 200);
}

void TestGoods::suppliers()
{
    Reply reply = post(u"/products/stock/suppliers"_s,
        { { u"name"_s, u"Sharq Books"_s }, { u"phone"_s, u"+998 71 000 00 00"_s } });
    QCOMPARE(reply.status, 201);
    m_sharq = reply.json()[u"data"_s][u"id"_s].toInteger();
    QCOMPARE(reply.json()[u"data"_s].toObject(),
        (QJsonObject { { u"id"_s, m_sharq }, { u"name"_s, u"Sharq Books"_s },
            { u"phone"_s, u"+998 71 000 00 00"_s }, { u"email"_s, QJsonValue() },
            { u"note"_s, QJsonValue() } }));
    reply = post(u"/products/stock/suppliers"_s, { { u"name"_s, u"  sharq   BOOKS "_s } });
    QCOMPARE(reply.status, 409);
    QCOMPARE(reply.errorCode(), u"supplier_exists"_s);
    QCOMPARE(post(u"/products/stock/suppliers"_s, { { u"name"_s, u""_s } }).status, 422);
    QCOMPARE(
        post(u"/products/stock/suppliers"_s, { { u"name"_s, QString(121, u'x') } }).status, 422);
    reply = post(u"/products/stock/suppliers"_s, { { u"name"_s, u"Kalam Supplies"_s } });
    QCOMPARE(reply.status, 201);
    m_kalam = reply.json()[u"data"_s][u"id"_s].toInteger();

    // Read (cached), then changed: the next read shows the change.
    QCOMPARE(
        m_till->get(u"/products/stock/suppliers"_s).json()[u"meta"_s][u"total"_s].toInteger(), 2);
    reply = patch(u"/products/stock/suppliers/%1"_s.arg(m_kalam),
        { { u"name"_s, u"Kalam"_s }, { u"email"_s, u"k@example.uz"_s } });
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.json()[u"data"_s][u"email"_s].toString(), u"k@example.uz"_s);
    const QJsonArray found
        = m_till->get(u"/products/stock/suppliers?q=KAL"_s).json()[u"data"_s].toArray();
    QCOMPARE(found.size(), 1);
    QCOMPARE(found[0][u"name"_s].toString(), u"Kalam"_s);
    QCOMPARE(
        patch(u"/products/stock/suppliers/%1"_s.arg(m_kalam), { { u"name"_s, u"SHARQ books"_s } })
            .errorCode(),
        u"supplier_exists"_s);
    QCOMPARE(patch(u"/products/stock/suppliers/99999"_s, { { u"note"_s, u"x"_s } }).status, 404);
    // Another seller's supplier is not found; its own list is empty.
    QCOMPARE(
        m_other
            ->send("PATCH", m_server.baseUrl() + u"/products/stock/suppliers/%1"_s.arg(m_sharq),
                R"({"note":"mine now"})", { { "Content-Type", "application/json" } })
            .status,
        404);
    QCOMPARE(
        m_other->get(u"/products/stock/suppliers"_s).json()[u"meta"_s][u"total"_s].toInteger(), 0);

    // A product's usual supplier: the seller's own only.
    reply = patch(u"/products/mine/book/1"_s, { { u"supplier_id"_s, m_sharq } });
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.json()[u"data"_s][u"supplier_id"_s].toInteger(), m_sharq);
    QCOMPARE(m_other
                 ->send("PATCH", m_server.baseUrl() + u"/products/mine/book/3"_s,
                     QJsonDocument(QJsonObject { { u"supplier_id"_s, m_sharq } }).toJson(),
                     { { "Content-Type", "application/json" } })
                 .status,
        422);
}

void TestGoods::purchaseOrdersAndReorder()
{
    // Book 1: stock 7, level 8 → suggested max(1, 2×8 − 7 − 0) = 9.
    QCOMPARE(patch(u"/products/mine/book/1"_s, { { u"reorder_level"_s, 8 } }).status, 200);
    const QString reorderPath = u"/products/stock/reorder?supplier_id=%1"_s.arg(m_sharq);
    Reply reply = m_till->get(reorderPath);
    QCOMPARE(reply.status, 200);
    QJsonArray items = reply.json()[u"data"_s].toArray();
    QCOMPARE(items.size(), 1);
    QCOMPARE(items[0].toObject(),
        (QJsonObject { { u"product_id"_s, 1 }, { u"type"_s, u"book"_s },
            { u"variant_id"_s, QJsonValue() }, { u"code"_s, novelOne },
            { u"name"_s, u"Novel one"_s }, { u"stock"_s, 7 }, { u"on_order"_s, 0 },
            { u"reorder_level"_s, 8 }, { u"suggested"_s, 9 }, { u"supplier_id"_s, m_sharq } }));
    QCOMPARE(m_till->get(u"/products/stock/reorder?supplier_id=%1"_s.arg(m_kalam))
                 .json()[u"meta"_s][u"total"_s]
                 .toInteger(),
        0);

    reply = post(u"/products/stock/orders"_s,
        { { u"supplier_id"_s, m_sharq }, { u"reference"_s, u"PO-1"_s },
            { u"lines"_s,
                QJsonArray { QJsonObject { { u"code"_s, u"978-9943-01-501-2"_s },
                                 { u"quantity"_s, 5 }, { u"cost"_s, 20000 } },
                    QJsonObject { { u"code"_s, markerRed }, { u"quantity"_s, 3 } } } } },
        "order-1");
    QCOMPARE(reply.status, 201);
    const QJsonObject order = reply.json()[u"data"_s].toObject();
    m_order = order[u"id"_s].toInteger();
    QCOMPARE(order[u"status"_s].toString(), u"open"_s);
    QCOMPARE(order[u"supplier_id"_s].toInteger(), m_sharq);
    QCOMPARE(order[u"supplier_name"_s].toString(), u"Sharq Books"_s);
    QCOMPARE(order[u"reference"_s].toString(), u"PO-1"_s);
    QVERIFY(order[u"note"_s].isNull());
    const QJsonArray lines = order[u"lines"_s].toArray();
    QCOMPARE(lines.size(), 2);
    QCOMPARE(lines[0].toObject(),
        (QJsonObject { { u"code"_s, novelOne }, { u"product_id"_s, 1 },
            { u"variant_id"_s, QJsonValue() }, { u"name"_s, u"Novel one"_s }, { u"ordered"_s, 5 },
            { u"received"_s, 0 }, { u"cost"_s, 20000 } }));
    QCOMPARE(lines[1][u"code"_s].toString(), markerRed);
    QCOMPARE(lines[1][u"product_id"_s].toInteger(), 2);
    QCOMPARE(lines[1][u"variant_id"_s].toInteger(), 21);
    QVERIFY(lines[1][u"cost"_s].isNull());
    // A retry replays: one order.
    QCOMPARE(post(u"/products/stock/orders"_s,
                 { { u"supplier_id"_s, m_sharq }, { u"reference"_s, u"PO-1"_s },
                     { u"lines"_s,
                         QJsonArray { QJsonObject { { u"code"_s, u"978-9943-01-501-2"_s },
                                          { u"quantity"_s, 5 }, { u"cost"_s, 20000 } },
                             QJsonObject { { u"code"_s, markerRed }, { u"quantity"_s, 3 } } } } },
                 "order-1")
                 .header("Idempotent-Replayed"),
        QByteArray("true"));

    // On order: not suggested again (the cached suggestion was dropped by the order).
    QCOMPARE(m_till->get(reorderPath).json()[u"meta"_s][u"total"_s].toInteger(), 0);

    // Lists with totals instead of lines; one order, read by id; another seller's is a 404.
    reply = m_till->get(u"/products/stock/orders?status=open&supplier_id=%1"_s.arg(m_sharq));
    QCOMPARE(reply.json()[u"meta"_s][u"total"_s].toInteger(), 1);
    const QJsonObject listed = reply.json()[u"data"_s][0].toObject();
    QCOMPARE(listed[u"lines"_s].toInteger(), 2);
    QCOMPARE(listed[u"ordered"_s].toInteger(), 8);
    QCOMPARE(listed[u"received"_s].toInteger(), 0);
    QCOMPARE(m_till->get(u"/products/stock/orders?status=closed"_s)
                 .json()[u"meta"_s][u"total"_s]
                 .toInteger(),
        0);
    QCOMPARE(m_till->get(u"/products/stock/orders/%1"_s.arg(m_order)).json()[u"data"_s].toObject(),
        order);
    QCOMPARE(m_other->get(u"/products/stock/orders/%1"_s.arg(m_order)).status, 404);
    QCOMPARE(m_till->get(u"/products/stock/orders?status=lost"_s).status, 422);

    // Cancelled while nothing came; then neither cancelled nor closed again.
    reply = post(u"/products/stock/orders"_s,
        { { u"supplier_id"_s, m_kalam },
            { u"lines"_s,
                QJsonArray { QJsonObject { { u"code"_s, pen }, { u"quantity"_s, 10 } } } } });
    QCOMPARE(reply.status, 201);
    const QString second
        = u"/products/stock/orders/%1"_s.arg(reply.json()[u"data"_s][u"id"_s].toInteger());
    reply = post(second + u"/cancel"_s, {});
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.json()[u"data"_s][u"status"_s].toString(), u"cancelled"_s);
    QCOMPARE(post(second + u"/cancel"_s, {}).errorCode(), u"order_closed"_s);
    QCOMPARE(post(second + u"/close"_s, {}).errorCode(), u"order_closed"_s);
    // Closed: the rest will not come.
    reply = post(u"/products/stock/orders"_s,
        { { u"supplier_id"_s, m_kalam },
            { u"lines"_s,
                QJsonArray { QJsonObject { { u"code"_s, pen }, { u"quantity"_s, 1 } } } } });
    reply = post(
        u"/products/stock/orders/%1/close"_s.arg(reply.json()[u"data"_s][u"id"_s].toInteger()), {});
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.json()[u"data"_s][u"status"_s].toString(), u"closed"_s);
    QCOMPARE(post(u"/products/stock/orders/99999/close"_s, {}).status, 404);
}

void TestGoods::orderRefusals_data()
{
    QTest::addColumn<QJsonArray>("lines");
    QTest::addColumn<bool>("ownSupplier");
    QTest::addColumn<QString>("field");
    const auto line = [](const QString &code, qint64 quantity) {
        return QJsonObject { { u"code"_s, code }, { u"quantity"_s, quantity } };
    };
    QTest::newRow("unknown code") << QJsonArray { line(pen, 1), line(u"4782000000056"_s, 1) }
                                  << true << u"lines[1].code"_s;
    QTest::newRow("a product with variants")
        << QJsonArray { line(marker, 1) } << true << u"lines[0].code"_s;
    QTest::newRow("the same item twice")
        << QJsonArray { line(novelOne, 1), line(u"978-9943-01-501-2"_s, 2) } << true
        << u"lines[1].code"_s;
    QTest::newRow("quantity 0") << QJsonArray { line(pen, 0) } << true << u"lines[0].quantity"_s;
    QTest::newRow("quantity too large")
        << QJsonArray { line(pen, 100001) } << true << u"lines[0].quantity"_s;
    QTest::newRow("no lines") << QJsonArray {} << true << u"lines"_s;
    QTest::newRow("another seller's supplier")
        << QJsonArray { line(pen, 1) } << false << u"supplier_id"_s;
}

void TestGoods::orderRefusals()
{
    QFETCH(QJsonArray, lines);
    QFETCH(bool, ownSupplier);
    QFETCH(QString, field);
    const QJsonObject body { { u"supplier_id"_s, m_sharq }, { u"lines"_s, lines } };
    const Reply reply = ownSupplier
        ? post(u"/products/stock/orders"_s, body)
        : m_other->post(u"/products/stock/orders"_s, QJsonDocument(body).toJson(),
            { { "Content-Type", "application/json" } });
    QCOMPARE(reply.status, 422);
    QVERIFY2(reply.json()[u"error"_s][u"fields"_s].toObject().contains(field), reply.body);
}

void TestGoods::twoPartialDeliveriesFromTwoDevices()
{
    QCOMPARE(stockOf(novelOne, u"book"_s), 7);
    QCOMPARE(stockOf(pen, u"stationery"_s), 20);
    const qint64 redBefore = 9, blackBefore = 6;
    QCOMPARE(patch(u"/products/mine/book/1"_s, { { u"reorder_level"_s, 20 } }).status, 200);

    // The first delivery, against the order, scanned by the till and a second device.
    Reply reply = post(u"/products/stock/receipts"_s,
        { { u"order_id"_s, m_order }, { u"reference"_s, u"INV-1"_s } }, "receipt-1");
    QCOMPARE(reply.status, 201);
    QJsonObject document = reply.json()[u"data"_s].toObject();
    const qint64 first = document[u"id"_s].toInteger();
    QCOMPARE(document[u"kind"_s].toString(), u"receipt"_s);
    QCOMPARE(document[u"status"_s].toString(), u"open"_s);
    QCOMPARE(document[u"supplier_id"_s].toInteger(), m_sharq); // the order's
    QCOMPARE(document[u"order_id"_s].toInteger(), m_order);
    QCOMPARE(document[u"lines"_s].toArray().size(), 0);
    const QString receipt = u"/products/stock/receipts/%1"_s.arg(first);

    reply = scan(*m_till, receipt, novelOne);
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.json()[u"data"_s].toObject(),
        (QJsonObject { { u"code"_s, novelOne }, { u"product_id"_s, 1 },
            { u"variant_id"_s, QJsonValue() }, { u"name"_s, u"Novel one"_s }, { u"quantity"_s, 1 },
            { u"expected"_s, 5 }, { u"state"_s, u"ok"_s } }));
    reply = scan(*m_scanner, receipt, u"978-9943-01-501-2"_s);
    QCOMPARE(reply.json()[u"data"_s][u"quantity"_s].toInteger(), 2);
    reply = scan(*m_scanner, receipt, pen, 4);
    QCOMPARE(reply.json()[u"data"_s][u"state"_s].toString(), u"not_on_order"_s);
    QVERIFY(reply.json()[u"data"_s][u"expected"_s].isNull());
    // A mis-scan taken back; the line never goes below 0.
    QCOMPARE(scan(*m_till, receipt, markerBlack).json()[u"data"_s][u"quantity"_s].toInteger(), 1);
    QCOMPARE(
        scan(*m_till, receipt, markerBlack, -1).json()[u"data"_s][u"quantity"_s].toInteger(), 0);
    reply = scan(*m_till, receipt, markerBlack, -1);
    QCOMPARE(reply.status, 422);
    QCOMPARE(reply.errorCode(), u"line_would_be_negative"_s);
    // A title not in the catalog: 404, created at the till, then counted.
    const QString newTitle = u"9789943015074"_s;
    QCOMPARE(scan(*m_till, receipt, newTitle).status, 404);
    reply = post(u"/products/mine"_s,
        { { u"type"_s, u"book"_s }, { u"code"_s, newTitle }, { u"name"_s, u"Delivered title"_s },
            { u"price"_s, 25000 }, { u"supplier_id"_s, m_sharq } });
    QCOMPARE(reply.status, 201);
    QCOMPARE(scan(*m_till, receipt, newTitle, 2).json()[u"data"_s][u"state"_s].toString(),
        u"not_on_order"_s);

    // Read by the other device: lines in scan order, and the order's line not brought yet.
    reply = m_scanner->get(receipt);
    QCOMPARE(reply.status, 200);
    document = reply.json()[u"data"_s].toObject();
    QCOMPARE(reply.json()[u"meta"_s][u"total"_s].toInteger(), 4);
    QJsonArray lines = document[u"lines"_s].toArray();
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines[0][u"quantity"_s].toInteger(), 2);
    QCOMPARE(lines[2][u"code"_s].toString(), markerBlack);
    QCOMPARE(lines[2][u"quantity"_s].toInteger(), 0);
    QCOMPARE(lines[3][u"code"_s].toString(), newTitle);
    QCOMPARE(document[u"missing"_s].toArray(),
        (QJsonArray { QJsonObject {
            { u"code"_s, markerRed }, { u"name"_s, u"Marker (Red)"_s }, { u"expected"_s, 3 } } }));

    // Posted once, whatever the retries.
    reply = post(receipt + u"/post"_s, {}, "post-receipt-1");
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.json()[u"data"_s][u"status"_s].toString(), u"posted"_s);
    QVERIFY(!reply.json()[u"data"_s][u"posted_at"_s].toString().isEmpty());
    const Reply replayed = post(receipt + u"/post"_s, {}, "post-receipt-1");
    QCOMPARE(replayed.status, 200);
    QCOMPARE(replayed.header("Idempotent-Replayed"), QByteArray("true"));
    QCOMPARE(post(receipt + u"/post"_s, {}).errorCode(), u"document_closed"_s);
    QCOMPARE(scan(*m_scanner, receipt, pen).errorCode(), u"document_closed"_s);
    QCOMPARE(post(receipt + u"/cancel"_s, {}).errorCode(), u"document_closed"_s);
    QCOMPARE(stockOf(novelOne, u"book"_s), 9);
    QCOMPARE(stockOf(pen, u"stationery"_s), 24);
    QCOMPARE(stockOf(newTitle, u"book"_s), 2);
    QCOMPARE(fresh(u"/products/stationery/2"_s)
                 .json()[u"data"_s][u"variants"_s][1][u"stock"_s]
                 .toInteger(),
        blackBefore);
    const QJsonArray history = movements(novelOne);
    QCOMPARE(history[0][u"reason"_s].toString(), u"received"_s);
    QCOMPARE(history[0][u"delta"_s].toInteger(), 2);
    QCOMPARE(history[0][u"note"_s].toString(), u"receipt %1 INV-1"_s.arg(first));

    // The order: partially received, the rest still on order; the cost known.
    QJsonObject order
        = m_till->get(u"/products/stock/orders/%1"_s.arg(m_order)).json()[u"data"_s].toObject();
    QCOMPARE(order[u"status"_s].toString(), u"partially_received"_s);
    QCOMPARE(order[u"lines"_s][0][u"received"_s].toInteger(), 2);
    QCOMPARE(order[u"lines"_s][1][u"received"_s].toInteger(), 0);
    QJsonArray suggestions = m_till->get(u"/products/stock/reorder?supplier_id=%1"_s.arg(m_sharq))
                                 .json()[u"data"_s]
                                 .toArray();
    QCOMPARE(suggestions.size(), 1);
    QCOMPARE(suggestions[0][u"stock"_s].toInteger(), 9);
    QCOMPARE(suggestions[0][u"on_order"_s].toInteger(), 3);
    QCOMPARE(suggestions[0][u"suggested"_s].toInteger(), 2 * 20 - 9 - 3);
    const QJsonArray books = fresh(u"/products/mine?per_page=100"_s).json()[u"data"_s].toArray();
    QCOMPARE(books[0][u"last_cost"_s].toInteger(), 20000);
    QCOMPARE(post(u"/products/stock/orders/%1/cancel"_s.arg(m_order), {}).errorCode(),
        u"order_received"_s);

    // The second delivery continues the order: over-delivered red markers.
    reply = post(u"/products/stock/receipts"_s,
        { { u"order_id"_s, m_order }, { u"reference"_s, u"INV-2"_s } });
    const QString second
        = u"/products/stock/receipts/%1"_s.arg(reply.json()[u"data"_s][u"id"_s].toInteger());
    reply = scan(*m_scanner, second, markerRed, 5);
    QCOMPARE(reply.json()[u"data"_s][u"expected"_s].toInteger(), 3);
    QCOMPARE(reply.json()[u"data"_s][u"state"_s].toString(), u"over"_s);
    QCOMPARE(reply.json()[u"data"_s][u"variant_id"_s].toInteger(), 21);
    reply = scan(*m_till, second, novelOne, 3);
    QCOMPARE(reply.json()[u"data"_s][u"expected"_s].toInteger(), 3);
    QCOMPARE(reply.json()[u"data"_s][u"state"_s].toString(), u"ok"_s);
    QCOMPARE(m_till->get(second).json()[u"data"_s][u"missing"_s].toArray().size(), 0);
    QCOMPARE(post(second + u"/post"_s, {}, "post-receipt-2").status, 200);
    QCOMPARE(post(second + u"/post"_s, {}, "post-receipt-2").status, 200);
    // Posted receipts read as they were posted (contract §11): each line's expected is what
    // was outstanding before its own post, not after it — the 3 of 3 novels are not "over".
    lines = m_till->get(second).json()[u"data"_s][u"lines"_s].toArray();
    QCOMPARE(lines[0][u"code"_s].toString(), markerRed);
    QCOMPARE(lines[0][u"expected"_s].toInteger(), 3);
    QCOMPARE(lines[0][u"state"_s].toString(), u"over"_s);
    QCOMPARE(lines[1][u"code"_s].toString(), novelOne);
    QCOMPARE(lines[1][u"expected"_s].toInteger(), 3);
    QCOMPARE(lines[1][u"state"_s].toString(), u"ok"_s);
    document = m_till->get(receipt).json()[u"data"_s].toObject();
    QCOMPARE(document[u"lines"_s][0][u"expected"_s].toInteger(), 5);
    QCOMPARE(document[u"lines"_s][0][u"state"_s].toString(), u"ok"_s);
    QCOMPARE(document[u"missing"_s].toArray(),
        (QJsonArray { QJsonObject {
            { u"code"_s, markerRed }, { u"name"_s, u"Marker (Red)"_s }, { u"expected"_s, 3 } } }));
    QCOMPARE(stockOf(novelOne, u"book"_s), 12);
    QCOMPARE(fresh(u"/products/stationery/2"_s)
                 .json()[u"data"_s][u"variants"_s][0][u"stock"_s]
                 .toInteger(),
        redBefore + 5);
    order = m_till->get(u"/products/stock/orders/%1"_s.arg(m_order)).json()[u"data"_s].toObject();
    QCOMPARE(order[u"status"_s].toString(), u"received"_s);
    QCOMPARE(order[u"lines"_s][1][u"received"_s].toInteger(), 5);
    suggestions = m_till->get(u"/products/stock/reorder?supplier_id=%1"_s.arg(m_sharq))
                      .json()[u"data"_s]
                      .toArray();
    QCOMPARE(suggestions[0][u"on_order"_s].toInteger(), 0);
    QCOMPARE(suggestions[0][u"suggested"_s].toInteger(), 2 * 20 - 12);
    // No more deliveries against it.
    reply = post(u"/products/stock/receipts"_s, { { u"order_id"_s, m_order } });
    QCOMPARE(reply.status, 409);
    QCOMPARE(reply.errorCode(), u"order_closed"_s);

    // Lists: both posted, with their totals.
    reply = m_till->get(u"/products/stock/receipts?status=posted&supplier_id=%1"_s.arg(m_sharq));
    QCOMPARE(reply.json()[u"meta"_s][u"total"_s].toInteger(), 2);
    QCOMPARE(reply.json()[u"data"_s][0][u"units"_s].toInteger(), 2 + 4 + 0 + 2);
    QCOMPARE(reply.json()[u"data"_s][1][u"lines"_s].toInteger(), 2);
}

void TestGoods::concurrentScansAddUp()
{
    // Two devices fire their scans without waiting for answers: every one counts.
    Reply reply = post(u"/products/stock/receipts"_s, { { u"reference"_s, u"burst"_s } });
    QCOMPARE(reply.status, 201);
    const QString receipt
        = u"/products/stock/receipts/%1"_s.arg(reply.json()[u"data"_s][u"id"_s].toInteger());
    QNetworkAccessManager manager;
    QList<QNetworkReply *> replies;
    constexpr int perDevice = 25;
    for (int i = 0; i < perDevice; ++i) {
        for (const TestServer::Key *key : { &m_key, &m_scannerKey }) {
            QNetworkRequest request(QUrl(m_server.baseUrl() + receipt + u"/scans"_s));
            request.setRawHeader("Content-Type", "application/json");
            request.setRawHeader("X-App-ID", key->appId.toUtf8());
            request.setRawHeader("X-App-Secret", key->secret.toUtf8());
            request.setRawHeader("Idempotency-Key", QByteArray::number(i) + key->appId.toUtf8());
            replies << manager.post(request, QByteArray(R"({"code":")" + pen.toUtf8() + R"("})"));
        }
    }
    QTRY_VERIFY_WITH_TIMEOUT(std::all_of(replies.cbegin(), replies.cend(),
                                 [](QNetworkReply *r) { return r->isFinished(); }),
        30'000);
    for (QNetworkReply *r : std::as_const(replies)) {
        QCOMPARE(r->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
        r->deleteLater();
    }
    const QJsonArray lines = m_till->get(receipt).json()[u"data"_s][u"lines"_s].toArray();
    QCOMPARE(lines.size(), 1);
    QCOMPARE(lines[0][u"quantity"_s].toInteger(), 2 * perDevice);
    QCOMPARE(
        post(receipt + u"/cancel"_s, {}).json()[u"data"_s][u"status"_s].toString(), u"cancelled"_s);
    QCOMPARE(stockOf(pen, u"stationery"_s), 24); // cancelled: nothing changed
}

void TestGoods::returnsToTheSupplier()
{
    QCOMPARE(post(u"/products/stock/returns"_s, { { u"reference"_s, u"x"_s } }).status, 422);
    Reply reply = post(u"/products/stock/returns"_s,
        { { u"supplier_id"_s, m_sharq }, { u"reference"_s, u"RET-1"_s },
            { u"note"_s, u"damaged in transit"_s } });
    QCOMPARE(reply.status, 201);
    QCOMPARE(reply.json()[u"data"_s][u"kind"_s].toString(), u"return"_s);
    const qint64 id = reply.json()[u"data"_s][u"id"_s].toInteger();
    const QString ret = u"/products/stock/returns/%1"_s.arg(id);
    QCOMPARE(scan(*m_till, ret, pen, 30).json()[u"data"_s][u"state"_s].toString(), u"ok"_s);
    QCOMPARE(scan(*m_scanner, ret, novelOne).status, 200);

    // More pens than in stock: refused whole, naming the line; nothing applied.
    reply = post(ret + u"/post"_s, {}, "post-return-1a");
    QCOMPARE(reply.status, 422);
    QCOMPARE(reply.errorCode(), u"stock_would_be_negative"_s);
    const QJsonArray refused = reply.json()[u"error"_s][u"lines"_s].toArray();
    QCOMPARE(refused.size(), 1);
    QCOMPARE(refused[0][u"code"_s].toString(), pen);
    QCOMPARE(refused[0][u"current_stock"_s].toInteger(), 24);
    QCOMPARE(stockOf(pen, u"stationery"_s), 24);
    QCOMPARE(stockOf(novelOne, u"book"_s), 12);
    QCOMPARE(m_till->get(ret).json()[u"data"_s][u"status"_s].toString(), u"open"_s);

    QCOMPARE(scan(*m_till, ret, pen, -10).json()[u"data"_s][u"quantity"_s].toInteger(), 20);
    reply = post(ret + u"/post"_s, {}, "post-return-1b");
    QCOMPARE(reply.status, 200);
    QCOMPARE(post(ret + u"/post"_s, {}, "post-return-1b").header("Idempotent-Replayed"),
        QByteArray("true"));
    QCOMPARE(stockOf(pen, u"stationery"_s), 4);
    QCOMPARE(stockOf(novelOne, u"book"_s), 11);
    const QJsonArray history = movements(pen);
    QCOMPARE(history[0][u"reason"_s].toString(), u"returned_to_supplier"_s);
    QCOMPARE(history[0][u"delta"_s].toInteger(), -20);
    QCOMPARE(history[0][u"note"_s].toString(), u"return %1 RET-1"_s.arg(id));
    QCOMPARE(fresh(u"/products/stock/movements?reason=returned_to_supplier"_s)
                 .json()[u"meta"_s][u"total"_s]
                 .toInteger(),
        2);
    QCOMPARE(m_till->get(u"/products/stock/returns?status=posted"_s)
                 .json()[u"meta"_s][u"total"_s]
                 .toInteger(),
        1);
}

void TestGoods::documentRefusals()
{
    Reply reply = post(u"/products/stock/receipts"_s, {});
    QCOMPARE(reply.status, 201);
    const QString receipt
        = u"/products/stock/receipts/%1"_s.arg(reply.json()[u"data"_s][u"id"_s].toInteger());
    QCOMPARE(scan(*m_till, receipt, marker).errorCode(), u"has_variants"_s);
    QCOMPARE(scan(*m_till, receipt, u"4782000000056"_s).status, 404);
    QCOMPARE(scan(*m_till, receipt, pen, 0).status, 422);
    QCOMPARE(scan(*m_till, receipt, pen, 100001).status, 422);
    QCOMPARE(m_other->get(receipt).status, 404);
    QCOMPARE(
        m_till->get(u"/products/stock/returns/%1"_s.arg(receipt.section(u'/', -1))).status, 404);
    // Another seller's order or supplier is not found.
    const auto otherPost = [&](const QString &path, const QJsonObject &body) {
        return m_other->post(
            path, QJsonDocument(body).toJson(), { { "Content-Type", "application/json" } });
    };
    QCOMPARE(otherPost(u"/products/stock/receipts"_s, { { u"order_id"_s, m_order } }).status, 422);
    QCOMPARE(
        otherPost(u"/products/stock/returns"_s, { { u"supplier_id"_s, m_sharq } }).status, 422);
    // At most 20 open documents per seller, receipts and returns together.
    QStringList opened { receipt };
    for (int i = 1; i < 20; ++i) {
        reply = post(i % 2 ? u"/products/stock/returns"_s : u"/products/stock/receipts"_s,
            { { u"supplier_id"_s, m_kalam } });
        QCOMPARE(reply.status, 201);
        opened << (i % 2 ? u"/products/stock/returns/%1"_s : u"/products/stock/receipts/%1"_s)
                      .arg(reply.json()[u"data"_s][u"id"_s].toInteger());
    }
    reply = post(u"/products/stock/receipts"_s, {});
    QCOMPARE(reply.status, 422);
    QCOMPARE(reply.errorCode(), u"too_many_open_documents"_s);
    for (const QString &path : std::as_const(opened))
        QCOMPARE(post(path + u"/cancel"_s, {}).status, 200);
    QCOMPARE(post(u"/products/stock/receipts"_s, {}).status, 201);
}

void TestGoods::exportAndImportPurchasingFields()
{
    // The CLI works on the database with the server stopped.
    QCOMPARE(m_server.stop(), 0);
    TestServer::CliResult result
        = m_server.run({ u"export"_s, u"--format"_s, u"csv"_s, u"--seller"_s, u"1"_s });
    QCOMPARE(result.exitCode, 0);
    const QList<QByteArray> rows = QByteArray(result.out).replace("\r\n", "\n").split('\n');
    QCOMPARE(rows[0],
        QByteArray("type,code,name,author,publisher,price,old_price,stock,category,image,"
                   "description,pages,seller_id,tags,reorder_level,supplier,reorder_quantity,cost,"
                   "active"));
    QVERIFY2(std::any_of(rows.cbegin(), rows.cend(),
                 [](const QByteArray &row) {
                     return row.startsWith(QByteArray("book," + novelOne.toUtf8()))
                         && row.endsWith(",20,Sharq Books,,20000,true");
                 }),
        result.out.constData());

    result = m_server.run({ u"export"_s, u"--format"_s, u"json"_s, u"--seller"_s, u"1"_s });
    QCOMPARE(result.exitCode, 0);
    const QJsonObject document = QJsonDocument::fromJson(result.out).object();
    QCOMPARE(document.keys(),
        (QStringList { u"authors"_s, u"books"_s, u"categories"_s, u"publishers"_s, u"searches"_s,
            u"sellers"_s, u"stationery"_s }));
    QJsonObject first, zulfiya;
    for (const QJsonValue &item : document[u"books"_s].toArray()) {
        if (item[u"id"_s].toInteger() == 1)
            first = item.toObject();
        if (item[u"id"_s].toInteger() == 53)
            zulfiya = item.toObject();
    }
    QCOMPARE(first[u"last_cost"_s].toInteger(), 20000);
    QVERIFY(!first.contains(u"supplier_id"_s));
    QCOMPARE(zulfiya[u"reorder_quantity"_s].toInteger(), 10);
    // Imported again: the supplier the document does not name is kept; nothing moves.
    QVERIFY(m_server.importFile(writeDocument(u"goods-export.json"_s, document)));

    // A supplier_id must be one of the product's seller's.
    QJsonObject theirs = book(3, u"Novel three"_s, novelThree, 2, 4);
    theirs.insert(u"supplier_id"_s, m_sharq);
    result = m_server.run({ u"import"_s,
        writeDocument(u"theirs.json"_s, { { u"books"_s, QJsonArray { theirs } } }) });
    QCOMPARE(result.exitCode, 1);
    QVERIFY2(result.err.contains("supplier_id"), result.err.constData());

    // CSV: the supplier by name, found (any case) or created; the reorder quantity; the cost.
    const QString csv = writeFile(u"purchasing.csv"_s,
        "code,name,price,supplier,reorder_quantity,cost\n" + pen.toUtf8()
            + ",Gel pen,3500,kalam,12,2500\n4782000000063,Ruler,1000,Ruler Makers,,\n");
    result
        = m_server.run({ u"import"_s, csv, u"--type"_s, u"stationery"_s, u"--seller"_s, u"1"_s });
    QCOMPARE(result.exitCode, 0);

    QVERIFY(m_server.start());
    connect();
    QJsonObject novel, gelPen, ruler;
    for (const QJsonValue &item :
        fresh(u"/products/mine?per_page=100"_s).json()[u"data"_s].toArray()) {
        if (item[u"id"_s].toInteger() == 1)
            novel = item.toObject();
    }
    for (const QJsonValue &item :
        fresh(u"/products/mine?type=stationery&per_page=100"_s).json()[u"data"_s].toArray()) {
        if (item[u"code"_s].toString() == pen)
            gelPen = item.toObject();
        if (item[u"name"_s].toString() == u"Ruler"_s)
            ruler = item.toObject();
    }
    QCOMPARE(novel[u"supplier_id"_s].toInteger(), m_sharq);
    QCOMPARE(novel[u"last_cost"_s].toInteger(), 20000);
    QCOMPARE(novel[u"stock"_s].toInteger(), 11);
    QCOMPARE(movements(novelOne)[0][u"note"_s].toString().startsWith(u"return"_s), true);
    QCOMPARE(gelPen[u"supplier_id"_s].toInteger(), m_kalam);
    QCOMPARE(gelPen[u"reorder_quantity"_s].toInteger(), 12);
    QCOMPARE(gelPen[u"last_cost"_s].toInteger(), 2500);
    const QJsonArray makers
        = fresh(u"/products/stock/suppliers?q=ruler"_s).json()[u"data"_s].toArray();
    QCOMPARE(makers.size(), 1);
    QCOMPARE(makers[0][u"name"_s].toString(), u"Ruler Makers"_s);
    QCOMPARE(ruler[u"supplier_id"_s].toInteger(), makers[0][u"id"_s].toInteger());
}

void TestGoods::duplicatesAreReportedAndAmbiguous()
{
    // Data from before the rule: book 2 given book 1's ISBN behind the server's back, and the
    // schema set back to the one before the goods migration.
    QCOMPARE(m_server.stop(), 0);
    {
        QSqlDatabase db = m_server.openDatabase(u"inspect"_s);
        QSqlQuery query(db);
        const auto run = [&](const QString &sql) {
            if (!query.exec(sql))
                qWarning("%s: %s", qPrintable(sql), qPrintable(query.lastError().text()));
        };
        run(u"UPDATE products SET code = '%1' WHERE type = 'book' AND id = 2"_s.arg(novelOne));
        // Schema 12's index on the goods migration's last_cost (created again by it).
        run(u"DROP INDEX IF EXISTS products_stock_value"_s);
        // Schema 15's change-feed triggers read those columns too (created again by it and by
        // schema 19, which adds PostgreSQL's private one).
        if (db.driverName() == "QPSQL"_L1) {
            run(u"DROP TRIGGER IF EXISTS products_feed_update ON products"_s);
            run(u"DROP TRIGGER IF EXISTS products_feed_private ON products"_s);
        } else {
            run(u"DROP TRIGGER IF EXISTS products_feed_public"_s);
            run(u"DROP TRIGGER IF EXISTS products_feed_private"_s);
        }
        // What the goods migration adds, undone.
        for (const QString &table : { u"stock_document_lines"_s, u"stock_documents"_s,
                 u"purchase_order_lines"_s, u"purchase_orders"_s, u"suppliers"_s })
            run(u"DROP TABLE "_s + table);
        for (const QString &column : { u"supplier_id"_s, u"reorder_quantity"_s, u"last_cost"_s })
            run(u"ALTER TABLE products DROP COLUMN "_s + column);
        // Schema 9 is the goods migration; what later schemas add is created again if missing.
        constexpr int beforeGoods = 8;
        QVERIFY(query.exec(u"SELECT value FROM meta WHERE key = 'schema_version'"_s));
        QVERIFY(query.next());
        QVERIFY(query.value(0).toInt() > beforeGoods);
        run(u"UPDATE meta SET value = '%1' WHERE key = 'schema_version'"_s.arg(beforeGoods));
        db.close();
    }
    QSqlDatabase::removeDatabase(u"inspect"_s);
    QVERIFY(m_server.start());
    connect();
    QVERIFY2(m_server.serverLog().contains(
                 "duplicate code: seller 1, code 9789943015012 is used by 2 active items"),
        m_server.serverLog().constData());

    // Lookups (both paths), a stock update and a count scan name the candidates, change nothing.
    for (const QString &path : QStringList { u"/products/sellers/1/code/"_s + novelOne,
             u"/products/sellers/1/isbn/978-9943-01-501-2"_s }) {
        const Reply lookup = m_till->get(path);
        QCOMPARE(lookup.status, 409);
        QCOMPARE(lookup.errorCode(), u"ambiguous_code"_s);
        const QJsonArray candidates = lookup.json()[u"error"_s][u"candidates"_s].toArray();
        QCOMPARE(candidates.size(), 2);
        QCOMPARE(candidates[0][u"id"_s].toInteger(), 1);
        QCOMPARE(candidates[1][u"id"_s].toInteger(), 2);
        QCOMPARE(candidates[1][u"type"_s].toString(), u"book"_s);
        QCOMPARE(candidates[1][u"name"_s].toString(), u"Novel two"_s);
    }
    const Reply update
        = post(u"/products/stock/by-code"_s, { { u"code"_s, novelOne }, { u"delta"_s, -1 } });
    QCOMPARE(update.status, 409);
    QCOMPARE(update.errorCode(), u"ambiguous_code"_s);
    QCOMPARE(update.json()[u"error"_s][u"candidates"_s].toArray().size(), 2);
    QCOMPARE(stockOf(novelOne, u"book"_s), 11);
    const Reply count = post(u"/products/stock/counts"_s, { { u"name"_s, u"All"_s } });
    QCOMPARE(count.status, 201);
    const Reply scan = post(
        u"/products/stock/counts/%1/scans"_s.arg(count.json()[u"data"_s][u"id"_s].toInteger()),
        { { u"code"_s, novelOne } });
    QCOMPARE(scan.status, 409);
    QCOMPARE(scan.errorCode(), u"ambiguous_code"_s);
    // Another seller's copy of the code and the other codes are unaffected.
    QCOMPARE(m_till->get(u"/products/sellers/2/code/"_s + novelOne).status, 200);
    QCOMPARE(m_till->get(u"/products/sellers/1/code/"_s + pen).status, 200);
}

QTEST_GUILESS_MAIN(TestGoods)
#include "tst_goods.moc"
