// A wait is not an outage (contract §3 `busy`, §11), on both engines: a till's sale that
// overlaps the post of a 5,000-line receipt is answered 200 within a moment, because a post
// changes its stock set-based and holds its rows briefly; and a sale whose row (SQLite: the
// write lock) another transaction holds for over 5 s answers 503 `busy` with Retry-After while
// /healthz stays 200 and the log never calls the instance unhealthy.
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <atomic>
#include <thread>

#include "tests/support/blockinghttp.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

namespace {

constexpr int receiptLines = 5000; // StockDocumentService::maximumLines
constexpr qint64 startStock = 100000;

QByteArray saleBody(int n)
{
    return R"({"code":")" + TestServer::stationeryBarcode(n) + R"(","delta":-1})";
}

QString errorCodeOf(const QByteArray &body)
{
    return QJsonDocument::fromJson(body)[u"error"_s][u"code"_s].toString();
}

} // namespace

class TestBusyWrites : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void tillSaleOverlappingALongPost();
    void rowsLockedForFiveSecondsAnswerBusy();

private:
    BlockingHttp http() const
    {
        return BlockingHttp(m_server.baseUrl(), m_key.appId, m_key.secret);
    }
    int healthStatus() const
    {
        BlockingHttp health(u"http://127.0.0.1:%1"_s.arg(m_server.port()), {}, {});
        return health.get(u"/healthz"_s).status;
    }
    qint64 stockOf(int n);

    TestServer m_server;
    TestServer::Key m_key;
};

void TestBusyWrites::initTestCase()
{
    // Seller 1's stationery items 1..5001: the receipt takes 1..5000, item 5001 is not on it.
    QVERIFY(m_server.importStationery(receiptLines + 1, startStock, u"Bulk item"_s));
    m_key = m_server.createKey(u"read,stock:write"_s,
        { u"--seller"_s, u"1"_s, u"--rate-per-second"_s, u"100000"_s, u"--rate-per-minute"_s,
            u"10000000"_s });
    QVERIFY(m_server.start());
}

void TestBusyWrites::cleanupTestCase()
{
    QCOMPARE(m_server.stop(), 0);
}

qint64 TestBusyWrites::stockOf(int n)
{
    // The seller's own list (the public detail shows no stock), 100 items a page in id order.
    auto client = http();
    const auto reply = client.get(
        u"/products/mine?type=stationery&per_page=100&page=%1"_s.arg((n - 1) / 100 + 1),
        { { "Cache-Control", "no-cache" } });
    for (const QJsonValue &item : QJsonDocument::fromJson(reply.body)[u"data"_s].toArray()) {
        if (item[u"id"_s].toInteger() == n)
            return item[u"stock"_s].toInteger();
    }
    return -1;
}

// Contract §11: the post of 5,000 lines changes stock in one
// statement per table. Every sale overlapping it — of an item on the receipt (its row locked by
// the post) and of one not on it — answers 200 within 2 s.
void TestBusyWrites::tillSaleOverlappingALongPost()
{
    auto till = http();
    const auto created = till.post(u"/products/stock/receipts"_s, R"({"reference":"BULK-1"})");
    QCOMPARE(created.status, 201);
    const qint64 receipt = QJsonDocument::fromJson(created.body)[u"data"_s][u"id"_s].toInteger();
    {
        // 5,000 scans through the API would take minutes on this machine: the lines are written
        // as the scans would leave them (one line per item, quantity 2).
        QSqlDatabase db = m_server.openDatabase(u"lines"_s);
        QSqlQuery lines(db);
        lines.prepare(u"INSERT INTO stock_document_lines (document_id, product_pk, variant_id, "
                      "quantity) SELECT ?, pk, 0, 2 FROM products WHERE seller_id = 1 "
                      "AND id <= ? ORDER BY id"_s);
        lines.addBindValue(receipt);
        lines.addBindValue(receiptLines);
        QVERIFY2(lines.exec(), qPrintable(lines.lastError().text()));
        QCOMPARE(lines.numRowsAffected(), receiptLines);
        lines = QSqlQuery();
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(u"lines"_s);
    }
    const auto read = till.get(u"/products/stock/receipts/%1?per_page=1"_s.arg(receipt));
    QCOMPARE(QJsonDocument::fromJson(read.body)[u"meta"_s][u"total"_s].toInteger(), receiptLines);

    std::atomic<bool> posting { true };
    std::atomic<int> postStatus { 0 };
    std::atomic<qint64> postMs { 0 };
    struct Sale
    {
        int item = 0;
        int status = 0;
        qint64 ms = 0;
        QString code;
        bool duringPost = false; // sent before the post was answered
    };
    std::vector<Sale> sales;
    std::thread poster([&] {
        auto client = http();
        client.get(u"/search/categories"_s); // connected before the clock starts
        QElapsedTimer timer;
        timer.start();
        postStatus = client.post(u"/products/stock/receipts/%1/post"_s.arg(receipt), {}).status;
        postMs = timer.elapsed();
        posting = false;
    });
    // Sells from the moment the post is sent until a moment after it is answered: items on the
    // receipt (1, 2, 3, …) and the one that is not (5001), alternately.
    QElapsedTimer after;
    int onReceipt = 0;
    while (posting || !after.isValid() || after.elapsed() < 300) {
        if (!posting && !after.isValid())
            after.start();
        const int item = sales.size() % 2 == 0 ? 1 + (onReceipt++ % 3) : receiptLines + 1;
        const bool duringPost = posting;
        QElapsedTimer timer;
        timer.start();
        const auto sold = till.post(u"/products/stock/by-code"_s, saleBody(item));
        sales.push_back({ item, sold.status, timer.elapsed(), errorCodeOf(sold.body), duringPost });
    }
    poster.join();
    QCOMPARE(postStatus.load(), 200);
    qint64 slowest = 0;
    int soldOnReceipt[4] = { 0, 0, 0, 0 };
    int soldOther = 0;
    for (const Sale &sale : sales) {
        QVERIFY2(sale.status == 200,
            qPrintable(u"a sale of item %1 answered %2 %3 after %4 ms"_s.arg(sale.item)
                           .arg(sale.status)
                           .arg(sale.code)
                           .arg(sale.ms)));
        slowest = std::max(slowest, sale.ms);
        if (sale.item <= 3)
            ++soldOnReceipt[sale.item];
        else
            ++soldOther;
    }
    qInfo("post of %d lines answered after %lld ms; %zu sales meanwhile, the slowest %lld ms",
        receiptLines, postMs.load(), sales.size(), slowest);
    QStringList saleMs; // for tests/bench/bench_post_overlap.sh
    for (const Sale &sale : sales) {
        if (sale.duringPost)
            saleMs.append(QString::number(sale.ms));
    }
    qInfo("sale ms: %s", qPrintable(saleMs.join(u',')));
    // The post holds its rows for well under a second on a quiet machine (0.35 s SQLite, 0.5 s
    // PostgreSQL; about twice that on a loaded 2-core one). The old per-line post held them
    // 1 s (SQLite) and 4 s or more (PostgreSQL: its sales answered 503 after 6 s).
    QVERIFY2(slowest < 2000, qPrintable(u"a sale overlapping the post took %1 ms"_s.arg(slowest)));
    // Every change counted once: the receipt's 2 and the sales.
    for (int item = 1; item <= 3; ++item)
        QCOMPARE(stockOf(item), startStock + 2 - soldOnReceipt[item]);
    QCOMPARE(stockOf(4), startStock + 2);
    QCOMPARE(stockOf(receiptLines), startStock + 2);
    QCOMPARE(stockOf(receiptLines + 1), startStock - soldOther);
}

// Contract §3: another transaction holds the item's row (SQLite: the database's write lock) for
// longer than 5 s. The sale answers 503 busy with Retry-After in whole seconds ≥ 1 after about
// 5 s, not database_unavailable; /healthz answers 200 meanwhile and after, and the log never
// says the instance is unhealthy. Once the lock is gone the same sale is applied.
void TestBusyWrites::rowsLockedForFiveSecondsAnswerBusy()
{
    const int item = receiptLines + 1;
    const qint64 before = stockOf(item);
    QSqlDatabase db = m_server.openDatabase(u"holder"_s);
    QVERIFY2(db.isOpen(), qPrintable(db.lastError().text()));
    QSqlQuery lock(db);
    const auto release = [&] {
        if (!db.isValid())
            return;
        lock.exec(u"ROLLBACK"_s);
        lock = QSqlQuery();
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(u"holder"_s);
    };
    const auto released = qScopeGuard(release); // also when a check below fails
    if (TestServer::isPostgreSql()) {
        QVERIFY(lock.exec(u"BEGIN"_s));
        QVERIFY2(lock.exec(u"SELECT stock FROM products WHERE seller_id = 1 AND id = %1 "
                           "FOR UPDATE"_s.arg(item)),
            qPrintable(lock.lastError().text()));
    } else {
        QVERIFY2(lock.exec(u"BEGIN IMMEDIATE"_s), qPrintable(lock.lastError().text()));
    }

    std::atomic<bool> waiting { true };
    BlockingHttp::Reply sold;
    qint64 soldMs = 0;
    std::thread till([&] {
        auto client = http();
        QElapsedTimer timer;
        timer.start();
        sold = client.post(u"/products/stock/by-code"_s, saleBody(item));
        soldMs = timer.elapsed();
        waiting = false;
    });
    // While the sale waits, the instance is healthy.
    QList<int> health;
    QTest::qWait(1000);
    while (waiting) {
        health << healthStatus();
        QTest::qWait(500);
    }
    till.join();
    health << healthStatus();
    QVERIFY2(sold.status == 503, sold.body.constData());
    QCOMPARE(errorCodeOf(sold.body), u"busy"_s);
    bool whole = false;
    const int retryAfter = sold.header("Retry-After").toInt(&whole);
    QVERIFY2(whole && retryAfter >= 1, sold.header("Retry-After").constData());
    QVERIFY2(
        soldMs >= 4500 && soldMs < 7000, qPrintable(u"answered busy after %1 ms"_s.arg(soldMs)));
    QVERIFY(!health.isEmpty());
    QCOMPARE(health, QList<int>(health.size(), 200));

    release();
    QCOMPARE(stockOf(item), before); // nothing of the refused sale
    auto client = http();
    QCOMPARE(client.post(u"/products/stock/by-code"_s, saleBody(item)).status, 200);
    QCOMPARE(stockOf(item), before - 1);
    QCOMPARE(healthStatus(), 200);
    QCOMPARE(m_server.stop(), 0);
    const QByteArray log = m_server.serverLog();
    QVERIFY2(!log.contains("/healthz answers 503") && !log.contains("writes fail"),
        log.right(3000).constData());
    QVERIFY2(log.contains("busy"), log.right(3000).constData());
    QVERIFY(m_server.start());
}

QTEST_GUILESS_MAIN(TestBusyWrites)
#include "tst_busywrites.moc"
