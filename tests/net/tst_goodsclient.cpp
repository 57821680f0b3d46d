// The console's client of contract §11 (GoodsClient) against a fake network: the requests it
// sends (paths, PATCH, Idempotency-Keys), what it reads from the answers, and document scans
// through the scan outbox (one key per scan for every resend, unknown codes reported, files
// of older consoles kept). Also the small models built on it: the post summary, the order's
// CSV, and the history's reading of a document's note.
#include <QDir>
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
#include "net/etagcache.h"
#include "net/goodsclient.h"
#include "net/outbox.h"
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
    void olderScanFilesHandOverTheirScans();
    void postKeyBelongsToOneAttempt();
    void applyRetryReusesItsKey();
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
    Outbox outbox(m_client, m_dir.filePath(u"keys.sqlite"_s));
    outbox.setRetryPolicy(RetryPolicy(0, 20, 100));
    QSignalSpy finished(&outbox, &Outbox::entryFinished);
    QVERIFY(outbox.enqueueScan(Outbox::Kind::Receipt, 5, u"A"_s, 3) > 0);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
    const auto entry = finished.first().first().value<OutboxEntry>();
    QCOMPARE(entry.state, OutboxEntry::State::Applied);
    QCOMPARE(entry.kind, Outbox::Kind::Receipt);
    QCOMPARE(entry.resultStock, 3);
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
    Outbox outbox(m_client, m_dir.filePath(u"unknown.sqlite"_s));
    QSignalSpy finished(&outbox, &Outbox::entryFinished);
    QVERIFY(outbox.enqueueScan(Outbox::Kind::Return, 8, u"9780000000002"_s, -1) > 0);
    QTRY_COMPARE(finished.size(), 1);
    const auto entry = finished.first().first().value<OutboxEntry>();
    QCOMPARE(entry.state, OutboxEntry::State::Rejected);
    QVERIFY(entry.isUnknownCode());
    QCOMPARE(entry.quantity(), -1);
    QVERIFY(pathOf(m_nam->requests.first()).endsWith(u"/products/stock/returns/8/scans"_s));
    QTest::qWait(100);
    QCOMPARE(m_nam->requests.size(), 1);
}

// The count, receipt and return outboxes of earlier versions (one file each) hand their
// waiting scans to the one outbox on its first open, with their keys; then they are gone.
void tst_GoodsClient::olderScanFilesHandOverTheirScans()
{
    QDir folder(m_dir.filePath(u"older"_s));
    QVERIFY(folder.mkpath(u"."_s));
    const auto olderFile = [&](const QString &name, bool withKind, const QString &kind,
                               const QString &key, qint64 document) {
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"old"_s);
            db.setDatabaseName(folder.filePath(name));
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(u"CREATE TABLE count_scans (id INTEGER PRIMARY KEY, idempotency_key "
                           "TEXT NOT NULL, server TEXT NOT NULL, app_id TEXT NOT NULL, count_id "
                           "INTEGER NOT NULL, code TEXT NOT NULL, quantity INTEGER NOT NULL, "
                           "state INTEGER NOT NULL DEFAULT 0%1)"_s.arg(
                               withKind ? u", kind TEXT NOT NULL DEFAULT 'counts'"_s : QString())));
            q.prepare(withKind ? u"INSERT INTO count_scans (idempotency_key, server, app_id, "
                                 "count_id, code, quantity, kind) VALUES (?, ?, ?, ?, ?, ?, ?)"_s
                               : u"INSERT INTO count_scans (idempotency_key, server, app_id, "
                                 "count_id, code, quantity) VALUES (?, ?, ?, ?, ?, ?)"_s);
            for (const QVariant &v : QVariantList {
                     key, m_client->baseUrl().toString(), m_client->appId(), document, u"A"_s, 2 })
                q.addBindValue(v);
            if (withKind)
                q.addBindValue(kind);
            QVERIFY(q.exec());
            // One the older outbox finished: not handed over.
            QVERIFY(q.exec(u"INSERT INTO count_scans (idempotency_key, server, app_id, count_id,"
                           " code, quantity, state) VALUES ('done', 'x', 'y', 1, 'B', 1, 1)"_s));
        }
        QSqlDatabase::removeDatabase(u"old"_s);
    };
    olderFile(u"count-scans.sqlite"_s, false, {}, u"k-count"_s, 4);
    olderFile(u"receipt-scans.sqlite"_s, true, u"receipts"_s, u"k-receipt"_s, 5);
    olderFile(u"return-scans.sqlite"_s, true, u"returns"_s, u"k-return"_s, 6);
    m_nam->handler = [](const FakeNetworkAccessManager::Sent &sent, int) {
        if (pathOf(sent).contains(u"/counts/"_s))
            return success(R"({"code":"A","name":"a","counted":2})");
        return success(R"({"code":"A","product_id":1,"variant_id":null,"name":"a",)"
                       R"("quantity":2,"expected":null,"state":"not_on_order"})");
    };
    {
        Outbox outbox(m_client, folder.filePath(u"outbox.sqlite"_s));
        QVERIFY2(outbox.isOpen(), qPrintable(outbox.lastError()));
        QCOMPARE(outbox.pendingCount(), 3);
        QCOMPARE(outbox.pendingCount(Outbox::Kind::Count), 1);
        QCOMPARE(outbox.pendingCount(Outbox::Kind::Receipt, 5), 1);
        QCOMPARE(outbox.waiting(Outbox::Kind::Return).size(), 1);
        QTRY_COMPARE(outbox.pendingCount(), 0);
    }
    QCOMPARE(m_nam->requests.size(), 3);
    QMap<QString, QByteArray> keys;
    for (const auto &sent : m_nam->requests)
        keys.insert(pathOf(sent).section(u"/products/stock/"_s, 1),
            sent.request.rawHeader("Idempotency-Key"));
    QCOMPARE(keys.value(u"counts/4/scans"_s), "k-count"_ba);
    QCOMPARE(keys.value(u"receipts/5/scans"_s), "k-receipt"_ba);
    QCOMPARE(keys.value(u"returns/6/scans"_s), "k-return"_ba);
    for (const QString &name :
        { u"count-scans.sqlite"_s, u"receipt-scans.sqlite"_s, u"return-scans.sqlite"_s })
        QVERIFY2(!folder.exists(name), qPrintable(name));
    // Opened again: nothing is handed over twice.
    Outbox again(m_client, folder.filePath(u"outbox.sqlite"_s));
    QCOMPARE(again.pendingCount(), 0);
    QTest::qWait(50);
    QCOMPARE(m_nam->requests.size(), 3);
}

// A key belongs to one attempt of one content (contract §7): a post that got no answer is sent
// again with its key (the server replays what it did); after a refusal (422 stock below 0,
// stored under that key) the next post has a new key, so it is not refused again for ever.
void tst_GoodsClient::postKeyBelongsToOneAttempt()
{
    m_client->setRetryPolicy(RetryPolicy(0, 10, 10));
    m_nam->handler = [](const FakeNetworkAccessManager::Sent &, int index) {
        if (index == 0)
            return FakeResponse::failure(QNetworkReply::RemoteHostClosedError);
        if (index == 1)
            return FakeResponse::json(422,
                R"({"status":"error","error":{"code":"stock_would_be_negative","message":"These )"
                R"(lines would take a stock below 0; nothing was posted.","lines":[{"code":)"
                R"("9780000000002","product_id":1,"variant_id":null,"name":"Dune","quantity":3,)"
                R"("current_stock":1}]}})");
        return success(R"({"id":9,"kind":"return","status":"posted","lines":[]})");
    };
    QList<ApiResult> results;
    const auto post = [&] {
        m_goods->post(StockDocument::Kind::Return, 9, this,
            [&](const ApiResult &result, const StockDocument &) { results << result; });
        const qsizetype expected = results.size() + 1;
        QTRY_COMPARE(results.size(), expected);
    };
    post();
    QCOMPARE(results.last().kind(), ApiResult::Kind::Network);
    post();
    QCOMPARE(results.last().kind(), ApiResult::Kind::Validation);
    // The refusal says which lines and what stock they have.
    const QString message = results.last().message();
    QVERIFY2(message.contains(u"Dune"_s) && message.contains(u"9780000000002"_s)
            && message.contains(u"3 on the document, 1 in stock"_s),
        qPrintable(message));
    post();
    QCOMPARE(results.last().httpStatus(), 200);
    QCOMPARE(m_nam->requests.size(), 3);
    const auto key
        = [&](int i) { return m_nam->requests.at(i).request.rawHeader("Idempotency-Key"); };
    QVERIFY(!key(0).isEmpty());
    QCOMPARE(key(1), key(0)); // no answer: the same attempt
    QVERIFY(key(2) != key(1)); // refused: a new attempt
    QVERIFY(pathOf(m_nam->requests.at(2)).endsWith(u"/products/stock/returns/9/post"_s));
}

// Count Apply: a retry after a lost answer reuses the key (the server replays the applied
// count instead of answering count_closed); another choice is another content, a new key.
void tst_GoodsClient::applyRetryReusesItsKey()
{
    m_client->setRetryPolicy(RetryPolicy(0, 10, 10));
    m_nam->handler = [](const FakeNetworkAccessManager::Sent &, int index) {
        if (index == 0)
            return FakeResponse::failure(QNetworkReply::RemoteHostClosedError);
        return FakeResponse::json(
            503, R"({"status":"error","error":{"code":"database_unavailable","message":"m"}})");
    };
    CountClient counts(m_client);
    int answers = 0;
    const auto apply = [&](bool zero) {
        counts.apply(4, zero, this, [&](const ApiResult &, const StockCount &) { ++answers; });
        const int expected = answers + 1;
        QTRY_COMPARE(answers, expected);
    };
    apply(false);
    apply(false);
    apply(false);
    apply(true);
    QCOMPARE(m_nam->requests.size(), 4);
    const auto key
        = [&](int i) { return m_nam->requests.at(i).request.rawHeader("Idempotency-Key"); };
    QCOMPARE(key(1), key(0));
    QCOMPARE(key(2), key(0)); // a 5xx is no answer either
    QVERIFY(key(3) != key(0));
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
