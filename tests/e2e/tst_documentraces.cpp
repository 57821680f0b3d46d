// Contract §10 and §11 under concurrency: every document and count rule holds when clients
// race each other exactly as when they take turns — one post of a receipt or a return, one
// apply of a count, no scan answered 200 that the posted document does not hold, an order
// completed by two receipts at once is `received`, and the per-seller limits of open documents
// and counts. On SQLite with its one writer; on PostgreSQL with one instance and its default
// writers, and with two instances over one database (contract §9). After every race the
// history's chain holds: each movement's `before` is the previous movement's `after`.
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QThread>
#include <algorithm>
#include <atomic>
#include <functional>
#include <latch>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

#include "tests/support/blockinghttp.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

namespace {

constexpr int trials = 10;
const QStringList books { u"9789943090019"_s, u"9789943090026"_s, u"9789943090033"_s,
    u"9789943090040"_s, u"9789943090057"_s, u"9789943090064"_s };
const QStringList generousLimits { u"--rate-per-second"_s, u"100000"_s, u"--rate-per-minute"_s,
    u"10000000"_s };

QJsonObject catalog()
{
    QJsonArray items;
    for (qsizetype i = 0; i < books.size(); ++i) {
        items.append(QJsonObject { { u"id"_s, i + 1 }, { u"name"_s, u"Race book %1"_s.arg(i + 1) },
            { u"price"_s, 20000 }, { u"isbn"_s, books.at(i) }, { u"seller_id"_s, 1 },
            { u"category_id"_s, 1 }, { u"stock"_s, 1000 },
            { u"created_at"_s, u"2026-11-01T09:00:00Z"_s } });
    }
    return { { u"sellers"_s,
                 QJsonArray { QJsonObject { { u"id"_s, 1 }, { u"name"_s, u"Race Shop"_s } },
                     QJsonObject { { u"id"_s, 2 }, { u"name"_s, u"Limit Shop"_s } } } },
        { u"categories"_s,
            QJsonArray { QJsonObject {
                { u"id"_s, 1 }, { u"name"_s, u"Books"_s }, { u"type"_s, u"book"_s } } } },
        { u"books"_s, items } };
}

QByteArray json(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QJsonObject dataOf(const BlockingHttp::Reply &reply)
{
    return QJsonDocument::fromJson(reply.body)[u"data"_s].toObject();
}

QString errorOf(const BlockingHttp::Reply &reply)
{
    return QJsonDocument::fromJson(reply.body)[u"error"_s][u"code"_s].toString();
}

// Runs the bodies on threads of their own, released at the same moment.
void together(const std::vector<std::function<void()>> &bodies)
{
    std::latch start(std::ptrdiff_t(bodies.size()));
    std::vector<std::thread> threads;
    threads.reserve(bodies.size());
    for (const auto &body : bodies) {
        threads.emplace_back([&start, &body] {
            start.arrive_and_wait();
            body();
        });
    }
    for (std::thread &thread : threads)
        thread.join();
}

// The two statuses of a race, smaller first.
std::pair<int, int> sorted(int a, int b)
{
    return { std::min(a, b), std::max(a, b) };
}

} // namespace

class TestDocumentRaces : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void cleanup();
    void receiptPostedTwiceAtOnce_data() { topologies(); }
    void receiptPostedTwiceAtOnce();
    void returnPostedTwiceAtOnce_data() { topologies(); }
    void returnPostedTwiceAtOnce();
    void scansWhileTheDocumentIsPosted_data() { topologies(); }
    void scansWhileTheDocumentIsPosted();
    void countAppliedTwiceWhileTillsSell_data() { topologies(); }
    void countAppliedTwiceWhileTillsSell();
    void twoReceiptsCompleteOneOrder_data() { topologies(); }
    void twoReceiptsCompleteOneOrder();
    void openDocumentsLimitAtOnce_data() { topologies(); }
    void openDocumentsLimitAtOnce();
    void openCountsLimitAtOnce_data() { topologies(); }
    void openCountsLimitAtOnce();

private:
    void topologies();
    // Client n's connection: the first instance, or with two instances every other one.
    BlockingHttp client(int n, const TestServer::Key &key) const;
    qint64 stockOf(const QString &code);
    qint64 scalar(const QString &sql, const QVariantList &values);
    // A new order of the seller's supplier: {code: quantity}; returns its id.
    qint64 newOrder(BlockingHttp &http, const std::map<QString, qint64> &lines);
    // A new open receipt (or return) with the scans made; returns its path.
    QString newDocument(BlockingHttp &http, const QString &collection, const QJsonObject &header,
        const std::map<QString, qint64> &scans);
    // Every product's movements chain (each before = the previous after) and end at its stock.
    QString brokenChain();
    void cancelOpen(const TestServer::Key &key);
    // Per-seller limits (contract §10/§11): `attempts` opened at once, exactly `limit` open.
    struct OpenLimit
    {
        QString collection, textField, table, refusal;
        int attempts = 0;
        qint64 limit = 0;
    };
    void openAtOnce(const OpenLimit &kind);

    TestServer m_a;
    std::unique_ptr<TestServer> m_b; // PostgreSQL: a second instance over the same database
    TestServer::Key m_key; // seller 1
    TestServer::Key m_limitKey; // seller 2
    QSqlDatabase m_db;
    qint64 m_supplier = 0;
    bool m_twoInstances = false;
};

void TestDocumentRaces::topologies()
{
    QTest::addColumn<bool>("twoInstances");
    QTest::newRow("one instance") << false;
    if (TestServer::isPostgreSql())
        QTest::newRow("two instances") << true;
}

void TestDocumentRaces::initTestCase()
{
    const QString file = m_a.folder() + u"/races.json"_s;
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(catalog()).toJson());
    out.close();
    QVERIFY(m_a.importFile(file));
    m_key = m_a.createKey(
        u"read,stock:write"_s, QStringList { u"--seller"_s, u"1"_s } + generousLimits);
    m_limitKey = m_a.createKey(
        u"read,stock:write"_s, QStringList { u"--seller"_s, u"2"_s } + generousLimits);
    QVERIFY(!m_key.secret.isEmpty() && !m_limitKey.secret.isEmpty());
    QVERIFY(m_a.start());
    if (TestServer::isPostgreSql()) {
        m_b = std::make_unique<TestServer>(m_a.database());
        QVERIFY(m_b->start());
    }
    m_db = m_a.openDatabase(u"races"_s);
    QVERIFY2(m_db.isOpen(), qPrintable(m_db.lastError().text()));
    BlockingHttp http = client(0, m_key);
    const auto supplier
        = http.post(u"/products/stock/suppliers"_s, json({ { u"name"_s, u"Race Books"_s } }));
    QCOMPARE(supplier.status, 201);
    m_supplier = dataOf(supplier)[u"id"_s].toInteger();
}

void TestDocumentRaces::cleanupTestCase()
{
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(u"races"_s);
    if (m_b)
        QCOMPARE(m_b->stop(), 0);
    QCOMPARE(m_a.stop(), 0);
}

void TestDocumentRaces::cleanup()
{
    // Whatever a race did, the history still adds up.
    const QString broken = brokenChain();
    QVERIFY2(broken.isEmpty(), qPrintable(broken));
}

BlockingHttp TestDocumentRaces::client(int n, const TestServer::Key &key) const
{
    const TestServer &server = m_twoInstances && m_b && n % 2 == 1 ? *m_b : m_a;
    return BlockingHttp(server.baseUrl(), key.appId, key.secret);
}

qint64 TestDocumentRaces::scalar(const QString &sql, const QVariantList &values)
{
    QSqlQuery query(m_db);
    query.prepare(sql);
    for (const QVariant &value : values)
        query.addBindValue(value);
    if (!query.exec() || !query.next()) {
        qWarning() << "query failed:" << sql << query.lastError().text();
        return -1;
    }
    return query.value(0).toLongLong();
}

qint64 TestDocumentRaces::stockOf(const QString &code)
{
    return scalar(u"SELECT stock FROM products WHERE code = ?"_s, { code });
}

qint64 TestDocumentRaces::newOrder(BlockingHttp &http, const std::map<QString, qint64> &lines)
{
    QJsonArray items;
    for (const auto &[code, quantity] : lines)
        items.append(QJsonObject { { u"code"_s, code }, { u"quantity"_s, quantity } });
    const auto reply = http.post(u"/products/stock/orders"_s,
        json({ { u"supplier_id"_s, m_supplier }, { u"lines"_s, items } }));
    if (reply.status != 201)
        qWarning() << "order refused:" << reply.body;
    return dataOf(reply)[u"id"_s].toInteger();
}

QString TestDocumentRaces::newDocument(BlockingHttp &http, const QString &collection,
    const QJsonObject &header, const std::map<QString, qint64> &scans)
{
    const auto created = http.post(u"/products/stock/"_s + collection, json(header));
    if (created.status != 201) {
        qWarning() << "document refused:" << created.body;
        return {};
    }
    const QString path
        = u"/products/stock/%1/%2"_s.arg(collection).arg(dataOf(created)[u"id"_s].toInteger());
    for (const auto &[code, quantity] : scans) {
        const auto scanned = http.post(
            path + u"/scans"_s, json({ { u"code"_s, code }, { u"quantity"_s, quantity } }));
        if (scanned.status != 200)
            qWarning() << "scan refused:" << scanned.body;
    }
    return path;
}

QString TestDocumentRaces::brokenChain()
{
    QSqlQuery rows(m_db);
    if (!rows.exec(u"SELECT m.product_pk, COALESCE(m.variant_id, 0), m.stock_before, "
                   "m.stock_after, m.id FROM stock_movements m "
                   "ORDER BY m.product_pk, COALESCE(m.variant_id, 0), m.id"_s))
        return u"history not readable: "_s + rows.lastError().text();
    std::map<std::pair<qint64, qint64>, qint64> last;
    QStringList problems;
    while (rows.next()) {
        const std::pair item { rows.value(0).toLongLong(), rows.value(1).toLongLong() };
        const auto known = last.find(item);
        if (known != last.end() && known->second != rows.value(2).toLongLong()) {
            problems << u"movement %1 of product %2 starts at %3 after %4"_s
                            .arg(rows.value(4).toLongLong())
                            .arg(item.first)
                            .arg(rows.value(2).toLongLong())
                            .arg(known->second);
        }
        last[item] = rows.value(3).toLongLong();
    }
    for (const auto &[item, after] : last) {
        if (item.second != 0)
            continue;
        const qint64 stock = scalar(u"SELECT stock FROM products WHERE pk = ?"_s, { item.first });
        if (stock != after)
            problems << u"product %1 has stock %2, its last movement ends at %3"_s.arg(item.first)
                            .arg(stock)
                            .arg(after);
    }
    return problems.mid(0, 5).join(u"; "_s);
}

void TestDocumentRaces::cancelOpen(const TestServer::Key &key)
{
    BlockingHttp http = client(0, key);
    for (const QString &collection : { u"receipts"_s, u"returns"_s }) {
        const auto open = http.get(u"/products/stock/%1?status=open&per_page=100"_s.arg(collection),
            { { "Cache-Control", "no-cache" } });
        for (const QJsonValue &document : QJsonDocument::fromJson(open.body)[u"data"_s].toArray()) {
            http.post(u"/products/stock/%1/%2/cancel"_s.arg(collection)
                          .arg(document[u"id"_s].toInteger()),
                {});
        }
    }
    const auto counts = http.get(
        u"/products/stock/counts?status=open&per_page=100"_s, { { "Cache-Control", "no-cache" } });
    for (const QJsonValue &count : QJsonDocument::fromJson(counts.body)[u"data"_s].toArray())
        http.post(u"/products/stock/counts/%1/cancel"_s.arg(count[u"id"_s].toInteger()), {});
}

void TestDocumentRaces::receiptPostedTwiceAtOnce()
{
    QFETCH(bool, twoInstances);
    m_twoInstances = twoInstances;
    const QString a = books.at(0), b = books.at(1);
    QStringList failures;
    for (int trial = 0; trial < trials; ++trial) {
        BlockingHttp setup = client(0, m_key);
        const qint64 order = newOrder(setup, { { a, 2 }, { b, 3 } });
        const QString receipt = newDocument(
            setup, u"receipts"_s, { { u"order_id"_s, order } }, { { a, 2 }, { b, 3 } });
        QVERIFY(!receipt.isEmpty());
        const qint64 stockA = stockOf(a), stockB = stockOf(b);
        BlockingHttp::Reply replies[2];
        const QByteArray trialTag = QByteArray::number(trial) + (twoInstances ? "two" : "one");
        const QByteArray keys[2] { "receipt-post-a-" + trialTag, "receipt-post-b-" + trialTag };
        together({ [&] {
                      replies[0] = client(0, m_key).post(
                          receipt + u"/post"_s, "{}", { { "Idempotency-Key", keys[0] } });
                  },
            [&] {
                replies[1] = client(1, m_key).post(
                    receipt + u"/post"_s, "{}", { { "Idempotency-Key", keys[1] } });
            } });
        QStringList wrong;
        if (sorted(replies[0].status, replies[1].status) != std::pair(200, 409))
            wrong << u"answers %1 and %2"_s.arg(replies[0].status).arg(replies[1].status);
        for (const auto &reply : replies) {
            if (reply.status == 409 && errorOf(reply) != "document_closed"_L1)
                wrong << u"409 %1"_s.arg(errorOf(reply));
        }
        if (stockOf(a) != stockA + 2 || stockOf(b) != stockB + 3)
            wrong << u"stock +%1/+%2"_s.arg(stockOf(a) - stockA).arg(stockOf(b) - stockB);
        const QString note
            = receipt.section(u'/', 3, 3).chopped(1) + u' ' + receipt.section(u'/', 4, 4);
        const qint64 moved
            = scalar(u"SELECT COUNT(*) FROM stock_movements WHERE note = ?"_s, { note });
        if (moved != 2)
            wrong << u"%1 movements"_s.arg(moved);
        const qint64 received = scalar(
            u"SELECT SUM(received) FROM purchase_order_lines WHERE order_id = ?"_s, { order });
        if (received != 5)
            wrong << u"order received %1"_s.arg(received);
        // The winner's retry is its replay.
        const int winner = replies[0].status == 200 ? 0 : 1;
        const auto replay
            = client(winner, m_key)
                  .post(receipt + u"/post"_s, "{}", { { "Idempotency-Key", keys[winner] } });
        if (replay.status != 200 || replay.header("Idempotent-Replayed") != "true")
            wrong << u"replay %1"_s.arg(replay.status);
        if (!wrong.isEmpty())
            failures << u"trial %1: %2"_s.arg(trial).arg(wrong.join(u", "_s));
    }
    qInfo("receipt posted twice: %lld of %d trials wrong", qint64(failures.size()), trials);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u"; "_s)));
}

void TestDocumentRaces::returnPostedTwiceAtOnce()
{
    QFETCH(bool, twoInstances);
    m_twoInstances = twoInstances;
    const QString a = books.at(2);
    QStringList failures;
    for (int trial = 0; trial < trials; ++trial) {
        BlockingHttp setup = client(0, m_key);
        const QString ret
            = newDocument(setup, u"returns"_s, { { u"supplier_id"_s, m_supplier } }, { { a, 4 } });
        QVERIFY(!ret.isEmpty());
        const qint64 before = stockOf(a);
        BlockingHttp::Reply replies[2];
        together({ [&] { replies[0] = client(0, m_key).post(ret + u"/post"_s, "{}"); },
            [&] { replies[1] = client(1, m_key).post(ret + u"/post"_s, "{}"); } });
        QStringList wrong;
        if (sorted(replies[0].status, replies[1].status) != std::pair(200, 409))
            wrong << u"answers %1 and %2"_s.arg(replies[0].status).arg(replies[1].status);
        if (stockOf(a) != before - 4)
            wrong << u"stock %1"_s.arg(stockOf(a) - before);
        if (!wrong.isEmpty())
            failures << u"trial %1: %2"_s.arg(trial).arg(wrong.join(u", "_s));
    }
    qInfo("return posted twice: %lld of %d trials wrong", qint64(failures.size()), trials);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u"; "_s)));
}

void TestDocumentRaces::scansWhileTheDocumentIsPosted()
{
    QFETCH(bool, twoInstances);
    m_twoInstances = twoInstances;
    const QStringList codes { books.at(3), books.at(4), books.at(5) };
    constexpr int scanners = 4;
    QStringList failures;
    qint64 answered = 0, lost = 0, slowestPost = 0;
    for (int trial = 0; trial < trials; ++trial) {
        BlockingHttp setup = client(0, m_key);
        const QString receipt = newDocument(setup, u"receipts"_s, {}, {});
        QVERIFY(!receipt.isEmpty());
        std::map<QString, qint64> before;
        for (const QString &code : codes)
            before[code] = stockOf(code);
        std::mutex mutex;
        std::map<QString, qint64> ok; // scans answered 200, by code
        QStringList odd;
        BlockingHttp::Reply posted;
        std::vector<std::function<void()>> bodies;
        for (int s = 0; s < scanners; ++s) {
            bodies.emplace_back([&, s] {
                BlockingHttp http = client(s, m_key);
                for (int i = 0; i < 2000; ++i) {
                    const QString code = codes.at((s + i) % codes.size());
                    const auto reply = http.post(
                        receipt + u"/scans"_s, json({ { u"code"_s, code }, { u"quantity"_s, 1 } }));
                    std::lock_guard lock(mutex);
                    if (reply.status == 200) {
                        ++ok[code];
                        continue;
                    }
                    if (reply.status != 409 || errorOf(reply) != "document_closed"_L1)
                        odd << u"scan answered %1 %2"_s.arg(reply.status).arg(errorOf(reply));
                    return;
                }
            });
        }
        bodies.emplace_back([&] {
            QThread::msleep(150 + QRandomGenerator::global()->bounded(100));
            QElapsedTimer timer;
            timer.start();
            posted = client(scanners, m_key).post(receipt + u"/post"_s, "{}");
            std::lock_guard lock(mutex);
            slowestPost = std::max(slowestPost, timer.elapsed());
        });
        together(bodies);
        QStringList wrong = odd.mid(0, 3);
        if (posted.status != 200)
            wrong << u"post answered %1"_s.arg(posted.status);
        std::map<QString, qint64> lines;
        for (const QJsonValue &line : dataOf(posted)[u"lines"_s].toArray())
            lines[line[u"code"_s].toString()] = line[u"quantity"_s].toInteger();
        for (const QString &code : codes) {
            answered += ok[code];
            lost += std::max<qint64>(0, ok[code] - lines[code]);
            if (lines[code] != ok[code])
                wrong << u"%1: %2 scans answered 200, %3 posted"_s.arg(code).arg(ok[code]).arg(
                    lines[code]);
            if (stockOf(code) - before[code] != lines[code])
                wrong << u"%1: stock +%2 for %3 posted"_s.arg(code)
                             .arg(stockOf(code) - before[code])
                             .arg(lines[code]);
        }
        if (!wrong.isEmpty())
            failures << u"trial %1: %2"_s.arg(trial).arg(wrong.join(u", "_s));
    }
    qInfo("scans while posting: %lld of %d trials wrong, %lld of %lld scans answered 200 lost; "
          "slowest post %lld ms",
        qint64(failures.size()), trials, lost, answered, slowestPost);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u"; "_s)));
}

void TestDocumentRaces::countAppliedTwiceWhileTillsSell()
{
    QFETCH(bool, twoInstances);
    m_twoInstances = twoInstances;
    const QString counted = books.at(0), sold = books.at(1);
    QStringList failures;
    for (int trial = 0; trial < trials; ++trial) {
        BlockingHttp setup = client(0, m_key);
        const auto created = setup.post(u"/products/stock/counts"_s,
            json({ { u"name"_s, u"race %1"_s.arg(trial) }, { u"type"_s, u"book"_s } }));
        QCOMPARE(created.status, 201);
        const qint64 id = dataOf(created)[u"id"_s].toInteger();
        const QString count = u"/products/stock/counts/%1"_s.arg(id);
        // Counted 7 more than the stock: apply adds exactly 7, once.
        const auto scanned = setup.post(count + u"/scans"_s,
            json({ { u"code"_s, counted }, { u"quantity"_s, stockOf(counted) + 7 } }));
        QCOMPARE(scanned.status, 200);
        std::atomic<bool> selling { true };
        std::atomic<int> sellFailures { 0 };
        BlockingHttp::Reply replies[2];
        std::vector<std::function<void()>> bodies;
        for (int till = 0; till < 2; ++till) {
            bodies.emplace_back([&, till] {
                BlockingHttp http = client(till, m_key);
                for (int i = 0; selling.load(); ++i) {
                    const QString code = i % 2 ? counted : sold;
                    for (const int delta : { -1, 1 }) {
                        const auto reply = http.post(u"/products/stock/by-code"_s,
                            json({ { u"code"_s, code }, { u"delta"_s, delta } }));
                        if (reply.status != 200)
                            ++sellFailures;
                    }
                }
            });
        }
        for (int device = 0; device < 2; ++device) {
            bodies.emplace_back([&, device] {
                QThread::msleep(30);
                replies[device]
                    = client(device, m_key)
                          .post(count + u"/apply"_s, json({ { u"not_scanned"_s, u"keep"_s } }));
                QThread::msleep(30);
                selling = false;
            });
        }
        together(bodies);
        QStringList wrong;
        if (sorted(replies[0].status, replies[1].status) != std::pair(200, 409))
            wrong << u"answers %1 and %2"_s.arg(replies[0].status).arg(replies[1].status);
        for (const auto &reply : replies) {
            if (reply.status == 409 && errorOf(reply) != "count_closed"_L1)
                wrong << u"409 %1"_s.arg(errorOf(reply));
        }
        const qint64 applied
            = scalar(u"SELECT COUNT(*) FROM stock_movements WHERE count_id = ?"_s, { id });
        const qint64 delta = scalar(
            u"SELECT COALESCE(SUM(delta), 0) FROM stock_movements WHERE count_id = ?"_s, { id });
        if (applied != 1 || delta != 7)
            wrong << u"%1 movements adding %2"_s.arg(applied).arg(delta);
        if (sellFailures.load() != 0)
            wrong << u"%1 sales refused"_s.arg(sellFailures.load());
        if (!wrong.isEmpty())
            failures << u"trial %1: %2"_s.arg(trial).arg(wrong.join(u", "_s));
    }
    qInfo("count applied twice: %lld of %d trials wrong", qint64(failures.size()), trials);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u"; "_s)));
}

void TestDocumentRaces::twoReceiptsCompleteOneOrder()
{
    QFETCH(bool, twoInstances);
    m_twoInstances = twoInstances;
    const QString a = books.at(4), b = books.at(5);
    QStringList failures;
    for (int trial = 0; trial < trials; ++trial) {
        BlockingHttp setup = client(0, m_key);
        const qint64 order = newOrder(setup, { { a, 2 }, { b, 3 } });
        const QString first
            = newDocument(setup, u"receipts"_s, { { u"order_id"_s, order } }, { { a, 2 } });
        const QString second
            = newDocument(setup, u"receipts"_s, { { u"order_id"_s, order } }, { { b, 3 } });
        QVERIFY(!first.isEmpty() && !second.isEmpty());
        BlockingHttp::Reply replies[2];
        together({ [&] { replies[0] = client(0, m_key).post(first + u"/post"_s, "{}"); },
            [&] { replies[1] = client(1, m_key).post(second + u"/post"_s, "{}"); } });
        QStringList wrong;
        if (replies[0].status != 200 || replies[1].status != 200)
            wrong << u"answers %1 and %2"_s.arg(replies[0].status).arg(replies[1].status);
        const QString status = dataOf(setup.get(u"/products/stock/orders/%1"_s.arg(order),
            { { "Cache-Control", "no-cache" } }))[u"status"_s]
                                   .toString();
        if (status != "received"_L1)
            wrong << u"order %1"_s.arg(status);
        if (!wrong.isEmpty())
            failures << u"trial %1: %2"_s.arg(trial).arg(wrong.join(u", "_s));
    }
    qInfo("two receipts complete one order: %lld of %d trials wrong", qint64(failures.size()),
        trials);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u"; "_s)));
}

void TestDocumentRaces::openDocumentsLimitAtOnce()
{
    QFETCH(bool, twoInstances);
    m_twoInstances = twoInstances;
    openAtOnce({ u"/products/stock/receipts"_s, u"reference"_s, u"stock_documents"_s,
        u"too_many_open_documents"_s, 30, 20 });
}

void TestDocumentRaces::openCountsLimitAtOnce()
{
    QFETCH(bool, twoInstances);
    m_twoInstances = twoInstances;
    openAtOnce({ u"/products/stock/counts"_s, u"name"_s, u"stock_counts"_s,
        u"too_many_open_counts"_s, 12, 5 });
}

void TestDocumentRaces::openAtOnce(const OpenLimit &kind)
{
    QStringList failures;
    for (int trial = 0; trial < trials; ++trial) {
        cancelOpen(m_limitKey);
        std::atomic<int> created { 0 }, refused { 0 }, other { 0 };
        std::vector<std::function<void()>> bodies;
        for (int n = 0; n < kind.attempts; ++n) {
            bodies.emplace_back([&, n] {
                const auto reply = client(n, m_limitKey)
                                       .post(kind.collection,
                                           json({ { kind.textField, u"limit %1"_s.arg(n) } }));
                if (reply.status == 201)
                    ++created;
                else if (reply.status == 422 && errorOf(reply) == kind.refusal)
                    ++refused;
                else
                    ++other;
            });
        }
        together(bodies);
        const qint64 open = scalar(
            u"SELECT COUNT(*) FROM %1 WHERE seller_id = 2 AND status = 'open'"_s.arg(kind.table),
            {});
        if (created.load() != kind.limit || refused.load() != kind.attempts - kind.limit
            || open != kind.limit || other.load() != 0)
            failures << u"trial %1: %2 created, %3 refused, %4 other, %5 open"_s.arg(trial)
                            .arg(created.load())
                            .arg(refused.load())
                            .arg(other.load())
                            .arg(open);
    }
    cancelOpen(m_limitKey);
    qInfo("%d opened at once in %s: %lld of %d trials wrong", kind.attempts,
        qPrintable(kind.collection), qint64(failures.size()), trials);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u"; "_s)));
}

QTEST_GUILESS_MAIN(TestDocumentRaces)
#include "tst_documentraces.moc"
