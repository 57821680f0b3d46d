// Shops pushing batches of the same products in opposite orders through two instances over one
// PostgreSQL database (contract §9, §14): no writer ever waits for another in a cycle, so no
// deadlock is run again or, worse, answered 503 and logged as an outage. Every update answers
// 200, and the numbers add up: each movement's `before` is the previous one's `after`, and
// stock = start + Σ deltas. PostgreSQL only (registered as tst_opposingbatches_postgresql).
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QUuid>
#include <atomic>
#include <mutex>
#include <optional>
#include <thread>

#include "tests/support/blockinghttp.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

namespace {

constexpr int items = 30;
constexpr qint64 startStock = 100000;

} // namespace

class TestOpposingBatches : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void opposingBatchesNeverDeadlock();

private:
    TestServer m_a;
    TestServer m_b { m_a.database() };
    TestServer::Key m_key;
};

void TestOpposingBatches::initTestCase()
{
    QVERIFY2(TestServer::isPostgreSql(),
        "tst_opposingbatches is about PostgreSQL: run ctest -R tst_opposingbatches_postgresql");
    QVERIFY(m_a.importStationery(items, startStock, u"Pushed item"_s));
    m_key = m_a.createKey(u"read,stock:write"_s,
        { u"--seller"_s, u"1"_s, u"--rate-per-second"_s, u"100000"_s, u"--rate-per-minute"_s,
            u"10000000"_s });
    QVERIFY(m_a.start());
    QVERIFY(m_b.start());
}

void TestOpposingBatches::cleanupTestCase()
{
    if (m_a.isRunning())
        QCOMPARE(m_a.stop(), 0);
    if (m_b.isRunning())
        QCOMPARE(m_b.stop(), 0);
}

// Three shops per instance push batches of every item, ascending through A and descending
// through B, as a shop pushes its local order. On the old code the batches' row locks met in a
// cycle: PostgreSQL's deadlock detector broke each after a second, the victims ran again, and
// one that kept losing for 5 s answered 503 database_unavailable and set /healthz to 503.
void TestOpposingBatches::opposingBatchesNeverDeadlock()
{
    constexpr int shops = 6;
    constexpr int batches = 12;
    std::mutex mutex;
    QList<qint64> sums(items + 1, 0);
    QStringList problems;
    std::vector<std::thread> threads;
    for (int shop = 0; shop < shops; ++shop) {
        threads.emplace_back([&, shop] {
            const TestServer &server = shop % 2 == 0 ? m_a : m_b;
            BlockingHttp client(server.baseUrl(), m_key.appId, m_key.secret);
            for (int batch = 0; batch < batches; ++batch) {
                QJsonArray updates;
                QList<qint64> deltas(items + 1, 0);
                for (int i = 0; i < items; ++i) {
                    const int n = shop % 2 == 0 ? 1 + i : items - i;
                    // Sales and receipts, so that the deltas do not simply commute to a count.
                    const int delta = (n + batch + shop) % 3 == 0 ? 2 : -1;
                    deltas[n] += delta;
                    updates.append(QJsonObject {
                        { u"code"_s, QString::fromLatin1(TestServer::stationeryBarcode(n)) },
                        { u"delta"_s, delta },
                        { u"movement_id"_s, QUuid::createUuid().toString(QUuid::WithoutBraces) } });
                }
                const auto reply = client.post(u"/products/stock/batch"_s,
                    QJsonDocument(QJsonObject { { u"updates"_s, updates } })
                        .toJson(QJsonDocument::Compact));
                std::lock_guard lock(mutex);
                if (reply.status != 200) {
                    problems << u"shop %1 batch %2: %3 %4"_s.arg(shop)
                                    .arg(batch)
                                    .arg(reply.status)
                                    .arg(QString::fromUtf8(reply.body.left(300)));
                    continue;
                }
                const QJsonArray results
                    = QJsonDocument::fromJson(reply.body)[u"results"_s].toArray();
                for (const QJsonValue &result : results) {
                    if (result[u"status"_s].toString() != "success"_L1)
                        problems << QString::fromUtf8(
                            QJsonDocument(result.toObject()).toJson(QJsonDocument::Compact));
                }
                if (results.size() != items)
                    problems << u"shop %1 batch %2: %3 results"_s.arg(shop).arg(batch).arg(
                        results.size());
                for (int n = 1; n <= items; ++n)
                    sums[n] += deltas[n];
            }
        });
    }
    for (auto &thread : threads)
        thread.join();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 5).join(u'\n')));
    for (const TestServer *server : { &m_a, &m_b }) {
        HttpTestClient health(u"http://127.0.0.1:%1"_s.arg(server->port()));
        QCOMPARE(health.get(u"/healthz"_s).status, 200);
    }

    // The numbers add up, read from the database itself.
    {
        QSqlDatabase db = m_a.openDatabase(u"check"_s);
        QVERIFY2(db.isOpen(), qPrintable(db.lastError().text()));
        for (int n = 1; n <= items; ++n) {
            QSqlQuery rows(db);
            QVERIFY(rows.exec(u"SELECT m.stock_before, m.stock_after, m.delta, p.stock "
                              "FROM stock_movements m JOIN products p ON p.pk = m.product_pk "
                              "WHERE p.seller_id = 1 AND p.id = %1 ORDER BY m.id"_s.arg(n)));
            // The import may record the starting stock as a movement of its own: the chain is
            // checked from whatever came first.
            std::optional<qint64> previous;
            qint64 stock = -1;
            while (rows.next()) {
                const qint64 before = rows.value(0).toLongLong();
                const qint64 after = rows.value(1).toLongLong();
                QCOMPARE(after - before, rows.value(2).toLongLong());
                if (previous)
                    QCOMPARE(before, *previous);
                previous = after;
                stock = rows.value(3).toLongLong();
            }
            QVERIFY(previous.has_value());
            QCOMPARE(*previous, stock);
            QCOMPARE(stock, startStock + sums[n]);
        }
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(u"check"_s);
    }

    // No writer ran a job again after a deadlock or a lost lock wait, and none said the
    // database was failing.
    QCOMPARE(m_a.stop(), 0);
    QCOMPARE(m_b.stop(), 0);
    const QRegularExpression totals(u"writer: (\\d+) jobs .* (\\d+) runs again"_s);
    for (const TestServer *server : { &m_a, &m_b }) {
        const QByteArray log = server->serverLog();
        const QRegularExpressionMatch match = totals.match(QString::fromUtf8(log));
        QVERIFY2(match.hasMatch(), log.right(2000).constData());
        QVERIFY2(match.captured(2).toLongLong() == 0, log.right(3000).constData());
        QVERIFY2(!log.contains("writes fail") && !log.contains("/healthz answers 503"),
            log.right(3000).constData());
    }
}

QTEST_GUILESS_MAIN(TestOpposingBatches)
#include "tst_opposingbatches.moc"
