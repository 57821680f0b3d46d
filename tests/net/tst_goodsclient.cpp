// The console's client of contract §11 (GoodsClient) against a fake network: the requests it
// sends (paths, PATCH, Idempotency-Keys), what it reads from the answers, and document scans
// through the scan outbox (one key per scan for every resend, unknown codes reported, files
// of older consoles kept). Also the small models built on it: the post summary, the order's
// CSV, and the history's reading of a document's note.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "models/documentsummary.h"
#include "models/movementmodel.h"
#include "models/orderexport.h"
#include "net/apiclient.h"
#include "net/countclient.h"
#include "net/countscanoutbox.h"
#include "net/etagcache.h"
#include "net/goodsclient.h"
#include "net/resourceparser.h"
#include "tests/net/fakenetworkaccessmanager.h"

using namespace Qt::StringLiterals;

namespace {

FakeResponse success(const QByteArray &data, const QByteArray &meta = {})
{
    QByteArray body = R"({"status":"success","data":)" + data;
    if (!meta.isEmpty())
        body += R"(,"meta":)" + meta;
    return FakeResponse::json(200, body + "}");
}

FakeResponse error(int status, const char *code)
{
    return FakeResponse::json(status,
        QByteArray(R"({"status":"error","error":{"code":")") + code
            + R"(","message":"no","details":[]}})");
}

QString pathOf(const FakeNetworkAccessManager::Sent &sent)
{
    return sent.request.url().path();
}

} // namespace

class tst_GoodsClient : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void mineItemReadsSupplierAndCost();
    void newProductLeavesEmptyFieldsOut();
    void documentWithMissingLinesIsRead();
    void ordersAndSuggestionsAreRead();
    void documentScanKeepsItsKeyAcrossResends();
    void unknownCodeIsReportedNotRetried();
    void olderScanFileKeepsItsCountScans();
    void postSummaryCountsOverShortAndNewTitles();
    void orderCsvQuotesFields();
    void historyNamesTheDocument();

private:
    QTemporaryDir m_dir;
    FakeNetworkAccessManager *m_nam = nullptr;
    ApiClient *m_client = nullptr;
    GoodsClient *m_goods = nullptr;
};

void tst_GoodsClient::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void tst_GoodsClient::init()
{
    m_nam = new FakeNetworkAccessManager;
    m_client = new ApiClient(m_nam, new EtagCache(EtagCache::Persistence::MemoryOnly, {}, m_nam));
    m_client->setServer(QUrl(u"http://catalog.test/api/v1/client"_s), u"app-1"_s, u"s3cret"_s);
    m_goods = new GoodsClient(m_client);
}

void tst_GoodsClient::cleanup()
{
    delete m_goods;
    delete m_client;
    delete m_nam;
}

void tst_GoodsClient::mineItemReadsSupplierAndCost()
{
    // /products/mine items carry the usual supplier and the last receipt's cost (contract §11);
    // null or missing: none.
    const QByteArray body
        = R"({"status":"success","data":[{"id":7,"type":"book","name":"A","code":"9780000000002",)"
          R"("price":12000,"stock":3,"in_stock":true,"supplier_id":4,"last_cost":8000},)"
          R"({"id":8,"type":"book","name":"B","code":"9780000000019","price":1,"stock":0,)"
          R"("in_stock":false,"supplier_id":null}],"meta":{"page":1,"per_page":20,"total":2}})";
    Paged<MineItem> mine;
    QString error;
    QVERIFY2(ResourceParser::mine(body, &mine, &error), qPrintable(error));
    QCOMPARE(mine.items.size(), 2);
    QVERIFY(mine.items[0].supplierId == 4);
    QVERIFY(mine.items[0].lastCost == 8000);
    QVERIFY(!mine.items[1].supplierId);
    QVERIFY(!mine.items[1].lastCost);
}

void tst_GoodsClient::newProductLeavesEmptyFieldsOut()
{
    NewProduct product;
    product.type = u"stationery"_s;
    product.code = u" 4006381333931 "_s;
    product.name = u"Pen"_s;
    product.price = 5000;
    const QJsonObject body = QJsonDocument::fromJson(GoodsClient::productBody(product)).object();
    QCOMPARE(body.value(u"code"_s).toString(), u"4006381333931"_s);
    QCOMPARE(body.value(u"price"_s).toInteger(), 5000);
    QVERIFY(!body.contains(u"author"_s));
    QVERIFY(!body.contains(u"reorder_level"_s));
    product.reorderLevel = 0;
    product.author = u"N"_s;
    const QJsonObject more = QJsonDocument::fromJson(GoodsClient::productBody(product)).object();
    QCOMPARE(more.value(u"reorder_level"_s).toInteger(-1), 0);
    QCOMPARE(more.value(u"author"_s).toString(), u"N"_s);
}

void tst_GoodsClient::documentWithMissingLinesIsRead()
{
    const QByteArray body = R"({"status":"success","data":{"id":12,"kind":"receipt",
        "status":"open","supplier_id":3,"order_id":5,"reference":"INV-1","note":null,
        "created_at":"2026-11-25T10:00:00Z","posted_at":null,
        "lines":[{"code":"A","product_id":1,"variant_id":null,"name":"a","quantity":4,
        "expected":3,"state":"over"},{"code":"B","product_id":2,"variant_id":null,"name":"b",
        "quantity":1,"expected":null,"state":"not_on_order"}],
        "missing":[{"code":"C","name":"c","expected":6}]},
        "meta":{"total":2,"page":1,"per_page":100}})";
    StockDocument document;
    QVERIFY(GoodsClient::parseDocument(body, &document));
    QCOMPARE(document.id, 12);
    QVERIFY(document.orderId == 5);
    QCOMPARE(document.kind, StockDocument::Kind::Receipt);
    QCOMPARE(document.lines.size(), 2);
    QVERIFY(document.lines[0].expected == 3);
    QVERIFY(!document.lines[1].expected);
    QCOMPARE(document.lines[1].state, u"not_on_order"_s);
    QCOMPARE(document.missing.size(), 1);
    QCOMPARE(document.missing[0].expected, 6);
    QCOMPARE(document.units, 5);
    QVERIFY(!GoodsClient::parseDocument(R"({"status":"error"})", &document));
}

void tst_GoodsClient::ordersAndSuggestionsAreRead()
{
    m_nam->handler = [](const FakeNetworkAccessManager::Sent &sent, int) {
        if (pathOf(sent).endsWith(u"/reorder"_s))
            return success(R"([{"product_id":1,"type":"book","variant_id":null,"code":"A",)"
                           R"("name":"a","stock":1,"on_order":2,"reorder_level":4,)"
                           R"("suggested":5,"supplier_id":3}])");
        return success(R"([{"id":9,"supplier_id":3,"supplier_name":"S","reference":null,)"
                       R"("note":null,"status":"partially_received","created_at":)"
                       R"("2026-11-25T10:00:00Z","lines":2,"ordered":10,"received":4}])");
    };
    QList<PurchaseOrder> orders;
    QList<ReorderSuggestion> suggestions;
    m_goods->orders(u"open"_s, 3, this,
        [&](const ApiResult &, const QList<PurchaseOrder> &list) { orders = list; });
    m_goods->reorder(3, this,
        [&](const ApiResult &, const QList<ReorderSuggestion> &list) { suggestions = list; });
    QTRY_COMPARE(orders.size(), 1);
    QTRY_COMPARE(suggestions.size(), 1);
    QCOMPARE(orders[0].lineCount, 2);
    QCOMPARE(orders[0].received, 4);
    QVERIFY(orders[0].isOpen());
    QCOMPARE(suggestions[0].suggested, 5);
    QCOMPARE(suggestions[0].onOrder, 2);
    bool filtered = false;
    for (const auto &sent : m_nam->requests) {
        if (pathOf(sent).endsWith(u"/orders"_s))
            filtered = sent.request.url().query().contains(u"supplier_id=3"_s)
                && sent.request.url().query().contains(u"status=open"_s);
    }
    QVERIFY(filtered);
}

void tst_GoodsClient::documentScanKeepsItsKeyAcrossResends()
{
    m_nam->handler = [](const FakeNetworkAccessManager::Sent &, int index) {
        if (index < 2) // offline: no answer at all
            return FakeResponse::failure(QNetworkReply::ConnectionRefusedError);
        return success(R"({"code":"A","product_id":1,"variant_id":null,"name":"a",)"
                       R"("quantity":3,"expected":2,"state":"over"})");
    };
    CountScanOutbox outbox(m_client, nullptr, m_dir.filePath(u"keys.sqlite"_s));
    outbox.setDocumentClient(m_goods);
    outbox.setRetryDelay(20);
    QSignalSpy finished(&outbox, &CountScanOutbox::entryFinished);
    QVERIFY(outbox.enqueue(u"receipts"_s, 5, u"A"_s, 3) > 0);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
    const auto entry = finished.first().first().value<CountScanOutbox::Entry>();
    QCOMPARE(entry.state, CountScanOutbox::State::Applied);
    QCOMPARE(entry.kind, u"receipts"_s);
    QCOMPARE(entry.counted, 3);
    QVERIFY(entry.expected == 2);
    QCOMPARE(entry.lineState, u"over"_s);
    QCOMPARE(outbox.pendingCount(), 0);
    QVERIFY(m_nam->requests.size() >= 3);
    const QByteArray key = m_nam->requests.first().request.rawHeader("Idempotency-Key");
    QVERIFY(!key.isEmpty());
    for (const auto &sent : m_nam->requests) {
        QVERIFY(pathOf(sent).endsWith(u"/products/stock/receipts/5/scans"_s));
        QCOMPARE(sent.request.rawHeader("Idempotency-Key"), key);
        QCOMPARE(QJsonDocument::fromJson(sent.body).object().value(u"quantity"_s).toInteger(), 3);
    }
}

void tst_GoodsClient::unknownCodeIsReportedNotRetried()
{
    m_nam->handler
        = [](const FakeNetworkAccessManager::Sent &, int) { return error(404, "not_found"); };
    CountScanOutbox outbox(m_client, nullptr, m_dir.filePath(u"unknown.sqlite"_s));
    outbox.setDocumentClient(m_goods);
    QSignalSpy finished(&outbox, &CountScanOutbox::entryFinished);
    QVERIFY(outbox.enqueue(u"returns"_s, 8, u"9780000000002"_s, -1) > 0);
    QTRY_COMPARE(finished.size(), 1);
    const auto entry = finished.first().first().value<CountScanOutbox::Entry>();
    QCOMPARE(entry.state, CountScanOutbox::State::Rejected);
    QVERIFY(entry.unknownCode);
    QCOMPARE(entry.quantity, -1);
    QVERIFY(pathOf(m_nam->requests.first()).endsWith(u"/products/stock/returns/8/scans"_s));
    QTest::qWait(100);
    QCOMPARE(m_nam->requests.size(), 1);
    // Without a document client a document scan is not stored at all.
    CountScanOutbox countsOnly(m_client, nullptr, m_dir.filePath(u"counts-only.sqlite"_s));
    QCOMPARE(countsOnly.enqueue(u"receipts"_s, 1, u"A"_s, 1), -1);
}

void tst_GoodsClient::olderScanFileKeepsItsCountScans()
{
    const QString path = m_dir.filePath(u"old.sqlite"_s);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"old"_s);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(u"CREATE TABLE count_scans (id INTEGER PRIMARY KEY, idempotency_key TEXT "
                       "NOT NULL, server TEXT NOT NULL, app_id TEXT NOT NULL, count_id INTEGER "
                       "NOT NULL, code TEXT NOT NULL, quantity INTEGER NOT NULL, state INTEGER "
                       "NOT NULL DEFAULT 0)"_s));
        QVERIFY(q.exec(u"INSERT INTO count_scans (idempotency_key, server, app_id, count_id, "
                       "code, quantity) VALUES ('k-1', '%1', 'app-1', 4, 'A', 2)"_s.arg(
                           m_client->baseUrl().toString())));
    }
    QSqlDatabase::removeDatabase(u"old"_s);
    m_nam->handler = [](const FakeNetworkAccessManager::Sent &, int) {
        return success(R"({"code":"A","name":"a","counted":2})");
    };
    CountClient counts(m_client);
    CountScanOutbox outbox(m_client, &counts, path);
    QVERIFY(outbox.isOpen());
    outbox.setDocumentClient(m_goods);
    QSignalSpy finished(&outbox, &CountScanOutbox::entryFinished);
    outbox.resume();
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(finished.first().first().value<CountScanOutbox::Entry>().kind, u"counts"_s);
    QVERIFY(pathOf(m_nam->requests.first()).endsWith(u"/products/stock/counts/4/scans"_s));
    QCOMPARE(m_nam->requests.first().request.rawHeader("Idempotency-Key"), "k-1");
}

void tst_GoodsClient::postSummaryCountsOverShortAndNewTitles()
{
    StockDocument document;
    document.id = 12;
    document.reference = u"INV-2291"_s;
    document.orderId = 5;
    document.lines = { { u"A"_s, 1, u"a"_s, 5, 3, u"over"_s }, { u"B"_s, 2, u"b"_s, 1, 4, u"ok"_s },
        { u"C"_s, 3, u"c"_s, 2, std::nullopt, u"not_on_order"_s },
        { u"D"_s, 4, u"d"_s, 0, 1, u"ok"_s } };
    document.missing = { { u"E"_s, u"e"_s, 6 } };
    const DocumentSummary summary = DocumentSummary::of(document, 1);
    QCOMPARE(summary.lines, 3); // D was taken back to 0
    QCOMPARE(summary.units, 8);
    QCOMPARE(summary.over, 2);
    QCOMPARE(summary.shortUnits, 3 + 6);
    QCOMPARE(summary.notOnOrder, 1);
    QCOMPARE(summary.newTitles, 1);
    QVERIFY(summary.text().contains(u"receipt 12 INV-2291"_s));
    document.kind = StockDocument::Kind::Return;
    document.orderId.reset();
    QVERIFY(!DocumentSummary::of(document, 0).text().contains(u"order"_s));
}

void tst_GoodsClient::orderCsvQuotesFields()
{
    PurchaseOrder order;
    order.id = 9;
    order.supplierName = u"Sharq, publishers"_s;
    order.lines = { { u"9780000000002"_s, 1, u"Say \"hi\""_s, 3, 0, 1500 },
        { u"4006381333931"_s, 2, u"Pen"_s, 10, 0, std::nullopt } };
    const QByteArray csv = OrderExport::toCsv(order);
    QVERIFY(csv.startsWith("\xEF\xBB\xBF"));
    const QList<QByteArray> lines = csv.mid(3).split('\n');
    QCOMPARE(lines[0], "order,supplier,reference,code,title,quantity,cost\r");
    QCOMPARE(lines[1], "9,\"Sharq, publishers\",,9780000000002,\"Say \"\"hi\"\"\",3,1500\r");
    QCOMPARE(lines[2], "9,\"Sharq, publishers\",,4006381333931,Pen,10,\r");
}

void tst_GoodsClient::historyNamesTheDocument()
{
    QCOMPARE(MovementModel::noteText(u"receipt 12 INV-2291"_s), u"Delivery 12, invoice INV-2291"_s);
    QCOMPARE(MovementModel::noteText(u"return 4"_s), u"Return to supplier 4"_s);
    QCOMPARE(MovementModel::noteText(u"shelf 3 wet"_s), u"shelf 3 wet"_s);
    QCOMPARE(MovementModel::reasonText(u"returned_to_supplier"_s), u"Returned to supplier"_s);
}

QTEST_MAIN(tst_GoodsClient)
#include "tst_goodsclient.moc"
