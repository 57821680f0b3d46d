// Several catalog-server instances over one PostgreSQL database (contract §9):
// idempotency, stock deltas, cache invalidation, key revocation and rate limits across
// instances, a PostgreSQL restart under load, and instances starting together on an empty
// database. PostgreSQL only (CATALOG_TEST_ENGINE=postgresql): registered as
// tst_scaleout_postgresql.
#include <QDateTime>
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <memory>
#include <thread>
#include <vector>

#include "server/storage/writequeue.h"
#include "tests/e2e/catalogfixture.h"
#include "tests/support/blockinghttp.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

namespace {

// Seller 1's products in the fixture.
const QByteArray book1 = QByteArrayLiteral("9789943012349"); // stock 12
const QByteArray book3 = QByteArrayLiteral("9789943012363"); // stock 0
const QByteArray book7 = QByteArrayLiteral("9785040900237"); // stock 0
const QByteArray book12 = QByteArrayLiteral("9789943012417"); // stock 30
const QByteArray pen = QByteArrayLiteral("4780000000052"); // stationery 2, stock 40

const QStringList generousLimits { u"--rate-per-second"_s, u"100000"_s, u"--rate-per-minute"_s,
    u"10000000"_s };

QByteArray deltaBody(const QByteArray &code, int delta)
{
    return R"({"code":")" + code + R"(","delta":)" + QByteArray::number(delta) + "}";
}

QByteArray stockBody(const QByteArray &code, int stock)
{
    return R"({"code":")" + code + R"(","stock":)" + QByteArray::number(stock) + "}";
}

QString errorCode(const QByteArray &body)
{
    return QJsonDocument::fromJson(body)[u"error"_s][u"code"_s].toString();
}

// The stock of one of the key's products in a /products/mine body, -1 if absent.
qint64 stockIn(const QByteArray &mineBody, const QByteArray &code)
{
    for (const QJsonValue &item : QJsonDocument::fromJson(mineBody)[u"data"_s].toArray()) {
        if (item[u"code"_s].toString().toLatin1() == code)
            return item[u"stock"_s].toInteger(-1);
    }
    return -1;
}

QString minePath(const QByteArray &code)
{
    return code.startsWith("478") ? u"/products/mine?type=stationery&per_page=100"_s
                                  : u"/products/mine?type=book&per_page=100"_s;
}

// The stock as the database has it now (no cache).
qint64 freshStock(BlockingHttp &http, const QByteArray &code)
{
    return stockIn(http.get(minePath(code), { { "Cache-Control", "no-cache" } }).body, code);
}

int healthStatus(const TestServer &server)
{
    HttpTestClient http(u"http://127.0.0.1:%1"_s.arg(server.port()));
    return http.get(u"/healthz"_s).status;
}

// A PostgreSQL cluster of this test's own (tests/postgres/pg-cluster.sh), so stopping it does
// not disturb the other tests that share the suite's cluster.
class PrivateCluster final
{
public:
    PrivateCluster() { m_ok = script(u"start"_s); }
    ~PrivateCluster() { script(u"stop"_s); }
    bool isOk() const { return m_ok; }
    bool script(const QString &mode)
    {
        QProcess process;
        process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        process.start(
            u"bash"_s, { qEnvironmentVariable("CATALOG_PG_CLUSTER_SCRIPT"), mode, m_state.path() });
        if (!process.waitForFinished(120'000))
            process.kill();
        return process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
    }
    QString adminUrl() const
    {
        QFile env(m_state.filePath(u"pg.env"_s));
        if (!env.open(QIODevice::ReadOnly))
            return {};
        const QByteArray line = env.readAll().trimmed();
        return QString::fromUtf8(line.mid(line.indexOf('=') + 1));
    }

private:
    QTemporaryDir m_state;
    bool m_ok = false;
};

// One answer under load, as the client saw it.
struct Outcome
{
    bool write = false;
    int status = 0;
    QString code;
    QByteArray retryAfter;
    qint64 elapsedMs = 0;
};

} // namespace

class TestScaleOut : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void replayAcrossInstances();
    void sameKeyOnBothAtOnce();
    void sameKeyRacedOnBoth();
    void concurrentDeltasOnBoth();
    void salesSummaryAcrossInstances();
    void historyChainAcrossInstances();
    void writersWorkInParallel();
    void batchesLockRowsInOneOrder();
    void movedCodeUpdatesItsNewProduct();
    void batchThatLostALockWaitRunsEachUpdateAgain();
    void badUpdateInABatchFailsOnlyItself();
    void invalidationAcrossInstances();
    void lostNotificationConnectionServesNothingStale();
    void frozenNotificationConnectionServesNothingStale();
    void revocationAcrossInstances();
    void rateLimitPerInstanceWithoutTheFlag();
    void sharedRateLimit();
    void postgresRestartUnderLoad();
    void concurrentFirstStartOnEmptyDatabase();

private:
    BlockingHttp http(const TestServer &server, const TestServer::Key &key) const
    {
        return BlockingHttp(server.baseUrl(), key.appId, key.secret);
    }
    // Caches book 1 on reader's instance, sets it through writer's, and returns how long after
    // the acknowledgement reader first served the new value (-1: not within 100 ms).
    qint64 invalidationDelay(const TestServer &writer, const TestServer &reader, int stock);
    // Whether reader serves `stock` (and nothing else) at path and caches it again within 15 s
    // (its listener subscribed anew).
    bool cachedAgain(BlockingHttp &read, const QString &path, qint64 stock) const;
    // The PostgreSQL server processes of every instance's change listener.
    QList<qint64> listenerBackends() const;

    TestServer m_a;
    TestServer m_b { m_a.database() }; // the second instance, same database
    TestServer::Key m_key; // seller 1, read + stock:write, generous limits
};

void TestScaleOut::initTestCase()
{
    QVERIFY2(TestServer::isPostgreSql(),
        "tst_scaleout is about PostgreSQL: run it with CATALOG_TEST_ENGINE=postgresql "
        "(ctest -R tst_scaleout_postgresql)");
    QVERIFY(CatalogFixture::importInto(m_a));
    m_key = m_a.createKey(
        u"read,stock:write"_s, QStringList { u"--seller"_s, u"1"_s } + generousLimits);
    QVERIFY(!m_key.secret.isEmpty());
    QVERIFY(m_a.start());
    QVERIFY(m_b.start());
    QVERIFY(m_a.port() != m_b.port());
}

void TestScaleOut::cleanupTestCase()
{
    QCOMPARE(m_a.stop(), 0);
    QCOMPARE(m_b.stop(), 0);
}

void TestScaleOut::replayAcrossInstances()
{
    auto onA = http(m_a, m_key);
    auto onB = http(m_b, m_key);
    const qint64 before = freshStock(onA, pen);
    const BlockingHttp::Headers key { { "Idempotency-Key", "scaleout-replay-1" } };
    const auto first = onA.post(u"/products/stock/by-code"_s, deltaBody(pen, 2), key);
    QCOMPARE(first.status, 200);
    QVERIFY(first.header("Idempotent-Replayed").isEmpty());
    // Whitespace and key order do not matter: the same JSON object.
    const auto retry
        = onB.post(u"/products/stock/by-code"_s, R"({ "delta": 2, "code": ")" + pen + "\" }", key);
    QCOMPARE(retry.status, 200);
    QCOMPARE(retry.header("Idempotent-Replayed"), QByteArray("true"));
    QCOMPARE(retry.body, first.body);
    QCOMPARE(freshStock(onA, pen), before + 2);
    QCOMPARE(freshStock(onB, pen), before + 2);
    // The same key for another request, on the other instance: refused, nothing changed.
    const auto reused = onB.post(u"/products/stock/by-code"_s, deltaBody(pen, 3), key);
    QCOMPARE(reused.status, 422);
    QCOMPARE(errorCode(reused.body), u"idempotency_key_reused"_s);
    QCOMPARE(freshStock(onB, pen), before + 2);
}

// The request on A is held in flight (its tables locked by another connection) while the same
// key arrives on B: B answers 409 at once, A 200 once the lock is gone.
void TestScaleOut::sameKeyOnBothAtOnce()
{
    auto onB = http(m_b, m_key);
    const qint64 before = freshStock(onB, book3);
    const QByteArray key = "scaleout-in-flight-1";
    QSqlDatabase db = m_a.openDatabase(u"lock"_s);
    QSqlQuery lock(db);
    const auto release = qScopeGuard([&] {
        lock.exec(u"ROLLBACK"_s); // also when a check below fails: A must not stay blocked
        lock = QSqlQuery();
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(u"lock"_s);
    });
    QVERIFY2(db.isOpen(), qPrintable(db.lastError().text()));
    QVERIFY(lock.exec(u"BEGIN"_s));
    QVERIFY2(lock.exec(u"LOCK TABLE products, stock_movements IN EXCLUSIVE MODE"_s),
        qPrintable(lock.lastError().text()));

    QNetworkAccessManager manager;
    QNetworkRequest request(QUrl(m_a.baseUrl() + u"/products/stock/by-code"_s));
    request.setRawHeader("X-App-ID", m_key.appId.toUtf8());
    request.setRawHeader("X-App-Secret", m_key.secret.toUtf8());
    request.setRawHeader("Content-Type", "application/json");
    request.setRawHeader("Idempotency-Key", key);
    QNetworkReply *first = manager.post(request, deltaBody(book3, 5));
    QTest::qWait(300);
    QVERIFY(!first->isFinished());

    QElapsedTimer timer;
    timer.start();
    const auto second = onB.post(
        u"/products/stock/by-code"_s, deltaBody(book3, 5), { { "Idempotency-Key", key } });
    const qint64 waited = timer.elapsed();
    QVERIFY(lock.exec(u"ROLLBACK"_s));
    QTRY_VERIFY_WITH_TIMEOUT(first->isFinished(), 10'000);
    QCOMPARE(second.status, 409);
    QCOMPARE(errorCode(second.body), u"idempotency_in_progress"_s);
    QCOMPARE(second.header("Retry-After"), QByteArray("1"));
    QVERIFY2(waited < 1000, qPrintable(u"B answered after %1 ms"_s.arg(waited)));
    QCOMPARE(first->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
    delete first;
    QCOMPARE(freshStock(onB, book3), before + 5);
    // Once A is done, the retry on B is a replay.
    const auto replay = onB.post(
        u"/products/stock/by-code"_s, deltaBody(book3, 5), { { "Idempotency-Key", key } });
    QCOMPARE(replay.status, 200);
    QCOMPARE(replay.header("Idempotent-Replayed"), QByteArray("true"));
    QCOMPARE(freshStock(onB, book3), before + 5);
}

// The same key sent to A and B at the same moment, many times: never two fresh 200s, every
// answer a 200 (fresh or replayed) or the in-flight 409, each key applied exactly once.
void TestScaleOut::sameKeyRacedOnBoth()
{
    constexpr int rounds = 30;
    auto check = http(m_a, m_key);
    const qint64 before = freshStock(check, book3);
    int conflicts = 0;
    for (int round = 0; round < rounds; ++round) {
        const QByteArray key = "scaleout-race-" + QByteArray::number(round);
        BlockingHttp::Reply replies[2];
        std::atomic<int> ready { 0 };
        auto send = [&](int which) {
            auto client = http(which == 0 ? m_a : m_b, m_key);
            client.get(u"/search/categories"_s); // connect first, so both start together
            ++ready;
            while (ready < 2) { }
            replies[which] = client.post(
                u"/products/stock/by-code"_s, deltaBody(book3, 1), { { "Idempotency-Key", key } });
        };
        std::thread a(send, 0);
        std::thread b(send, 1);
        a.join();
        b.join();
        int fresh = 0;
        for (const auto &reply : replies) {
            if (reply.status == 200 && reply.header("Idempotent-Replayed").isEmpty()) {
                ++fresh;
            } else if (reply.status == 409) {
                ++conflicts;
                QCOMPARE(errorCode(reply.body), u"idempotency_in_progress"_s);
            } else {
                QVERIFY2(reply.status == 200,
                    qPrintable(u"round %1: %2 %3"_s.arg(round)
                                   .arg(reply.status)
                                   .arg(QString::fromUtf8(reply.body))));
            }
        }
        QVERIFY2(fresh == 1, qPrintable(u"round %1: %2 fresh answers"_s.arg(round).arg(fresh)));
    }
    qInfo("%d of %d rounds answered 409 on one instance", conflicts, rounds);
    QCOMPARE(freshStock(check, book3), before + rounds);
}

// 8 clients × 40 deltas of +1 on one product, half through A, half through B: +320 exactly,
// and every intermediate stock answered exactly once.
void TestScaleOut::concurrentDeltasOnBoth()
{
    constexpr int clients = 8;
    constexpr int perClient = 40;
    auto check = http(m_a, m_key);
    const qint64 before = freshStock(check, book12);
    QVERIFY(before >= 0);
    QList<QList<qint64>> answered(clients);
    QList<int> failures(clients, 0);
    std::vector<std::thread> threads;
    for (int c = 0; c < clients; ++c) {
        threads.emplace_back([&, c] {
            auto client = http(c % 2 == 0 ? m_a : m_b, m_key);
            for (int i = 0; i < perClient; ++i) {
                const auto reply = client.post(u"/products/stock/by-code"_s, deltaBody(book12, 1));
                if (reply.status == 200)
                    answered[c] << QJsonDocument::fromJson(reply.body)[u"stock"_s].toInteger(-1);
                else
                    ++failures[c];
            }
        });
    }
    for (auto &thread : threads)
        thread.join();
    QCOMPARE(failures, QList<int>(clients, 0));
    QList<qint64> all;
    for (const auto &values : answered)
        all += values;
    std::sort(all.begin(), all.end());
    QList<qint64> expected;
    for (int i = 1; i <= clients * perClient; ++i)
        expected << before + i;
    QCOMPARE(all, expected);
    QCOMPARE(freshStock(check, book12), before + clients * perClient);
    auto onB = http(m_b, m_key);
    QCOMPARE(freshStock(onB, book12), before + clients * perClient);
}

// Sales and customer returns of three products from eight clients over both instances (each
// instance's batches sell them in any order): schema 12's daily sales rows, updated in place by
// every sale, stay exact (no lost update, no request failing on a deadlock), and the reports'
// figures move by exactly what was sold.
void TestScaleOut::salesSummaryAcrossInstances()
{
    constexpr int clients = 8;
    constexpr int perClient = 30;
    const QList<QByteArray> codes { book1, book12, pen };
    auto check = http(m_a, m_key);
    for (const QByteArray &code : codes) {
        QCOMPARE(check.post(u"/products/stock/by-code"_s, deltaBody(code, 500)).status, 200);
    }
    const QString today = QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate);
    const QString salesPath = u"/products/stock/report/sales?from=%1&until=%1"_s.arg(today);
    const QString topPath = u"/products/stock/report/top?from=%1&until=%1&limit=100"_s.arg(today);
    const BlockingHttp::Headers fresh { { "Cache-Control", "no-cache" } };
    const auto salesToday = [&] {
        return QJsonDocument::fromJson(check.get(salesPath, fresh).body)[u"data"_s][0].toObject();
    };
    // Units and revenue of a product in today's top sellers (0, 0 if absent).
    const auto topOf = [&](const QByteArray &code) {
        const QJsonArray rows
            = QJsonDocument::fromJson(check.get(topPath, fresh).body)[u"data"_s].toArray();
        for (const QJsonValue &row : rows) {
            if (row[u"code"_s].toString().toLatin1() == code)
                return std::pair { row[u"units"_s].toInteger(), row[u"revenue"_s].toInteger() };
        }
        return std::pair<qint64, qint64> { 0, 0 };
    };
    const auto priceOf = [&](const QByteArray &code) {
        for (const QJsonValue &item :
            QJsonDocument::fromJson(check.get(minePath(code), fresh).body)[u"data"_s].toArray()) {
            if (item[u"code"_s].toString().toLatin1() == code)
                return item[u"price"_s].toInteger(-1);
        }
        return qint64(-1);
    };
    const QJsonObject before = salesToday();
    QCOMPARE(before[u"period"_s].toString(), today);
    QList<std::pair<qint64, qint64>> topBefore;
    for (const QByteArray &code : codes)
        topBefore << topOf(code);

    QList<QList<qint64>> sold(clients, QList<qint64>(codes.size(), 0)); // net units per code
    QList<qint64> returned(clients, 0);
    QList<int> failures(clients, 0);
    std::vector<std::thread> threads;
    for (int c = 0; c < clients; ++c) {
        threads.emplace_back([&, c] {
            auto client = http(c % 2 == 0 ? m_a : m_b, m_key);
            for (int i = 0; i < perClient; ++i) {
                const int which = (c + i) % codes.size();
                const bool isReturn = i % 4 == 3;
                const int delta = isReturn ? 1 : -(1 + i % 2);
                const QByteArray body = R"({"code":")" + codes.at(which) + R"(","delta":)"
                    + QByteArray::number(delta) + R"(,"reason":")"
                    + (isReturn ? "returned" : "sold") + "\"}";
                if (client.post(u"/products/stock/by-code"_s, body).status != 200) {
                    ++failures[c];
                    continue;
                }
                sold[c][which] -= delta;
                if (isReturn)
                    returned[c] += delta;
            }
        });
    }
    for (auto &thread : threads)
        thread.join();
    QCOMPARE(failures, QList<int>(clients, 0));

    qint64 units = 0;
    qint64 revenue = 0;
    qint64 returns = 0;
    for (qsizetype which = 0; which < codes.size(); ++which) {
        qint64 productUnits = 0;
        for (int c = 0; c < clients; ++c)
            productUnits += sold[c][which];
        const qint64 price = priceOf(codes.at(which));
        QVERIFY(price > 0);
        const auto [topUnits, topRevenue] = topOf(codes.at(which));
        QCOMPARE(topUnits - topBefore.at(which).first, productUnits);
        QCOMPARE(topRevenue - topBefore.at(which).second, productUnits * price);
        units += productUnits;
        revenue += productUnits * price;
    }
    for (int c = 0; c < clients; ++c)
        returns += returned[c];
    QVERIFY(units > 100);
    const QJsonObject after = salesToday();
    QCOMPARE(after[u"units"_s].toInteger() - before[u"units"_s].toInteger(), units);
    QCOMPARE(after[u"revenue"_s].toInteger() - before[u"revenue"_s].toInteger(), revenue);
    QCOMPARE(after[u"returns"_s].toInteger() - before[u"returns"_s].toInteger(), returns);

    // Every row against the movements themselves.
    QSqlDatabase db = m_a.openDatabase(u"salesSummary"_s);
    QVERIFY(db.isOpen());
    const auto rows = [&](const QString &statement) {
        QStringList result;
        QSqlQuery query(db);
        if (!query.exec(statement))
            return QStringList { query.lastError().text() };
        while (query.next()) {
            QStringList row;
            for (int i = 0; i < 8; ++i)
                row << query.value(i).toString();
            result << row.join(u' ');
        }
        return result;
    };
    const QStringList summary
        = rows(u"SELECT seller_id, day, product_pk, variant_key, units, revenue, returns, "
               "last_sold_at FROM stock_sales_days ORDER BY 1, 2, 3, 4"_s);
    const QStringList movements
        = rows(u"SELECT seller_id, substr(at, 1, 10), product_pk, COALESCE(variant_id, 0), "
               "CAST(-SUM(delta) AS BIGINT), CAST(-SUM(delta * COALESCE(price, 0)) AS BIGINT), "
               "CAST(SUM(CASE WHEN reason = 'returned' THEN delta ELSE 0 END) AS BIGINT), "
               "MAX(CASE WHEN reason = 'sold' THEN at END) FROM stock_movements "
               "WHERE reason IN ('sold', 'returned') GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4"_s);
    db.close();
    QSqlDatabase::removeDatabase(u"salesSummary"_s);
    QVERIFY(summary.size() >= codes.size());
    QCOMPARE(summary, movements);
}

// Sets, deltas and compare-and-sets of one product from six clients over both instances (issue
// 19 items 1-2): every movement's `before` is the previous one's `after`, the deltas add up to
// the stock's change, and every refusal is decided from the row version it names.
void TestScaleOut::historyChainAcrossInstances()
{
    constexpr int clients = 6;
    const QByteArray code = book7;
    auto check = http(m_a, m_key);
    QCOMPARE(check.post(u"/products/stock/by-code"_s, stockBody(code, 10)).status, 200);
    const qint64 start = freshStock(check, code);
    QCOMPARE(start, 10);
    const auto history = [&](const QString &query) {
        return check.get(u"/products/stock/movements?code=%1&per_page=100&%2"_s.arg(
                             QString::fromLatin1(code), query),
            { { "Cache-Control", "no-cache" } });
    };
    const qint64 firstId
        = QJsonDocument::fromJson(history(u"page=1"_s).body)[u"data"_s][0][u"id"_s].toInteger();
    QVERIFY(firstId > 0);

    QMutex mutex;
    QStringList wrongRefusals;
    std::atomic<int> applied { 0 };
    std::vector<std::thread> threads;
    QDeadlineTimer deadline(4000);
    for (int c = 0; c < clients; ++c) {
        threads.emplace_back([&, c] {
            auto client = http(c % 2 == 0 ? m_a : m_b, m_key);
            for (int i = 0; !deadline.hasExpired(); ++i) {
                QByteArray body;
                int delta = 0;
                qint64 expected = -1;
                switch ((c + i) % 4) {
                case 0: // sets: the old value must be read under the row lock
                    body = stockBody(code, (c * 7 + i) % 12);
                    break;
                case 1:
                case 2: // deltas, some of them refused for going below 0
                    delta = (i % 3) - 2 - (c % 2) * 2;
                    body = deltaBody(code, delta);
                    break;
                default: // a compare-and-set against a value that is often stale
                    expected = i % 6;
                    body = R"({"code":")" + code + R"(","delta":1,"expected_stock":)"
                        + QByteArray::number(expected) + "}";
                    delta = 1;
                }
                const auto reply = client.post(u"/products/stock/by-code"_s, body);
                const QJsonObject error
                    = QJsonDocument::fromJson(reply.body)[u"error"_s].toObject();
                const QString errorCode = error[u"code"_s].toString();
                const qint64 current = error[u"current_stock"_s].toInteger(-1);
                bool consistent = true;
                if (reply.status == 200)
                    ++applied;
                else if (errorCode == "stock_would_be_negative"_L1)
                    consistent = current >= 0 && current + delta < 0;
                else if (errorCode == "stock_out_of_range"_L1)
                    consistent = false; // nothing here comes near 1,000,000,000
                else if (errorCode == "stock_conflict"_L1)
                    consistent = current >= 0 && current != expected;
                else
                    consistent = false;
                if (!consistent) {
                    QMutexLocker locker(&mutex);
                    wrongRefusals << QString::fromUtf8(body + " -> " + reply.body);
                }
            }
        });
    }
    for (auto &thread : threads)
        thread.join();
    QVERIFY2(wrongRefusals.isEmpty(), qPrintable(wrongRefusals.mid(0, 5).join(u'\n')));
    QVERIFY(applied > 20);

    // The whole history of the product since the start, oldest first.
    QList<QJsonObject> chain;
    for (int page = 1;; ++page) {
        const QJsonArray items
            = QJsonDocument::fromJson(history(u"page=%1"_s.arg(page)).body)[u"data"_s].toArray();
        for (const QJsonValue &item : items) {
            if (item[u"id"_s].toInteger() >= firstId)
                chain.prepend(item.toObject());
        }
        if (items.isEmpty() || items.last()[u"id"_s].toInteger() <= firstId)
            break;
    }
    QCOMPARE(chain.size(), applied + 1);
    qint64 sum = 0;
    int broken = 0;
    for (qsizetype i = 1; i < chain.size(); ++i) {
        const QJsonObject &movement = chain.at(i);
        if (movement[u"before"_s].toInteger() != chain.at(i - 1)[u"after"_s].toInteger())
            ++broken;
        QCOMPARE(movement[u"after"_s].toInteger() - movement[u"before"_s].toInteger(),
            movement[u"delta"_s].toInteger());
        sum += movement[u"delta"_s].toInteger();
    }
    QCOMPARE(broken, 0);
    const qint64 end = freshStock(check, code);
    QCOMPARE(chain.last()[u"after"_s].toInteger(), end);
    QCOMPARE(start + sum, end);
    auto onB = http(m_b, m_key);
    QCOMPARE(freshStock(onB, code), end);
    QCOMPARE(check.post(u"/products/stock/by-code"_s, stockBody(code, 0)).status, 200);
}

// PostgreSQL has no single-writer limit: while one writer of an instance
// waits for a row another transaction holds, the instance's other writers commit other
// updates. Proved by the database itself: the waiting statement is still the same lock wait
// (same backend, same start) when the other update has been answered.
void TestScaleOut::writersWorkInParallel()
{
    QSqlDatabase holder = m_a.openDatabase(u"holder"_s);
    QSqlDatabase watcher = m_a.openDatabase(u"watcher"_s);
    const auto cleanup = qScopeGuard([&] {
        holder.close();
        watcher.close();
        holder = QSqlDatabase();
        watcher = QSqlDatabase();
        QSqlDatabase::removeDatabase(u"holder"_s);
        QSqlDatabase::removeDatabase(u"watcher"_s);
    });
    auto other = http(m_a, m_key);
    const qint64 otherBefore = freshStock(other, book12);
    bool parallel = false;
    // A writer's lock wait ends after WriteQueue::lockTimeout and starts again: on a loaded
    // machine the other update may take longer than that, so a few attempts.
    for (int attempt = 0; attempt < 5 && !parallel; ++attempt) {
        QVERIFY(holder.transaction());
        QSqlQuery lock(holder);
        QVERIFY2(lock.exec(u"SELECT stock FROM products WHERE seller_id = 1 AND code = '%1' "
                           "FOR UPDATE"_s.arg(QString::fromLatin1(book1))),
            qPrintable(lock.lastError().text()));
        QVERIFY(lock.next());
        const qint64 locked = lock.value(0).toLongLong();
        lock.finish();
        std::atomic<int> blockedStatus { 0 };
        std::thread blocked([&] {
            auto client = http(m_a, m_key);
            blockedStatus = client.post(u"/products/stock/by-code"_s, deltaBody(book1, 1)).status;
        });
        // Whatever fails below: the row is freed and the client thread ends.
        auto release = qScopeGuard([&] {
            if (holder.isOpen())
                holder.commit();
            blocked.join();
        });
        // The writer that took it waits for the lock.
        QSqlQuery waiting(watcher);
        QString waiter;
        QDeadlineTimer seen(5000);
        while (waiter.isEmpty() && !seen.hasExpired()) {
            QVERIFY(waiting.exec(u"SELECT pid || ' ' || query_start FROM pg_stat_activity "
                                 "WHERE wait_event_type = 'Lock' AND datname = current_database() "
                                 "AND application_name = 'catalog-server'"_s));
            if (waiting.next())
                waiter = waiting.value(0).toString();
            waiting.finish();
        }
        QVERIFY2(!waiter.isEmpty(), "no writer waited for the locked row");
        const auto reply = other.post(u"/products/stock/by-code"_s, deltaBody(book12, 1));
        QCOMPARE(reply.status, 200);
        QVERIFY(waiting.exec(u"SELECT pid || ' ' || query_start FROM pg_stat_activity "
                             "WHERE wait_event_type = 'Lock' AND datname = current_database() "
                             "AND application_name = 'catalog-server'"_s));
        parallel = waiting.next() && waiting.value(0).toString() == waiter;
        waiting.finish();
        QVERIFY(holder.commit());
        release.dismiss();
        blocked.join();
        // The waiting update ran once the row was free, exactly once.
        QCOMPARE(blockedStatus.load(), 200);
        QCOMPARE(freshStock(other, book1), locked + 1);
    }
    QVERIFY2(parallel, "the other update was answered only after the waiting writer gave up");
    QVERIFY(freshStock(other, book12) > otherBefore);
}

// Updates of several products in every order from both instances:
// each batch runs its updates in the rows' order, so no writer of either instance ever waits
// for another in a cycle: no job had to run again after a lock wait or a deadlock, and every
// update was answered 200 or refused for its own reason.
void TestScaleOut::batchesLockRowsInOneOrder()
{
    // The writers' totals are logged when an instance stops: counted from a fresh start.
    QCOMPARE(m_a.stop(), 0);
    QCOMPARE(m_b.stop(), 0);
    QVERIFY(m_a.start());
    QVERIFY(m_b.start());
    const auto running = qScopeGuard([&] { // for the tests after this one, whatever happens
        if (!m_a.isRunning())
            m_a.start();
        if (!m_b.isRunning())
            m_b.start();
    });
    const QList<QByteArray> codes { book1, book3, book7, book12, pen };
    constexpr int clients = 8;
    std::atomic<int> applied { 0 };
    std::atomic<int> unexpected { 0 };
    std::vector<std::thread> threads;
    QDeadlineTimer deadline(3000);
    for (int c = 0; c < clients; ++c) {
        threads.emplace_back([&, c] {
            auto client = http(c % 2 == 0 ? m_a : m_b, m_key);
            for (int i = 0; !deadline.hasExpired(); ++i) {
                // Each client walks the codes in its own order, up on one instance and down
                // on the other.
                const qsizetype n = codes.size();
                const qsizetype at = c % 2 == 0 ? (i + c) % n : n - 1 - (i + c) % n;
                const auto reply = client.post(u"/products/stock/by-code"_s,
                    deltaBody(codes.at(at), (i + c) % 3 == 0 ? -1 : 1));
                if (reply.status == 200)
                    ++applied;
                else if (errorCode(reply.body) != "stock_would_be_negative"_L1)
                    ++unexpected;
            }
        });
    }
    for (auto &thread : threads)
        thread.join();
    QCOMPARE(unexpected.load(), 0);
    QVERIFY(applied > 50);
    QCOMPARE(m_a.stop(), 0);
    QCOMPARE(m_b.stop(), 0);
    const QRegularExpression totals(
        u"writer: (\\d+) jobs .* (\\d+) stock updates made together, (\\d+) runs again"_s);
    qint64 jobs = 0;
    qint64 together = 0;
    for (const TestServer *server : { &m_a, &m_b }) {
        const QRegularExpressionMatch match = totals.match(QString::fromUtf8(server->serverLog()));
        QVERIFY2(match.hasMatch(), server->serverLog().right(2000).constData());
        jobs += match.captured(1).toLongLong();
        together += match.captured(2).toLongLong();
        QCOMPARE(match.captured(3).toLongLong(), 0);
    }
    QVERIFY(jobs >= applied);
    // Four clients per instance: batches of several updates, each made in one statement.
    QVERIFY2(together > 0, "no batch made its stock updates together");
}

// An instance orders a batch by the rows each code's earlier updates locked (LockOrderCache):
// only a hint, never the target. A code that moved to another product since (the first one
// hidden, a new one created with it on the other instance) is updated on its new product.
void TestScaleOut::movedCodeUpdatesItsNewProduct()
{
    auto onA = http(m_a, m_key);
    auto onB = http(m_b, m_key);
    const QByteArray code = QByteArrayLiteral("9789943017771");
    const auto create = [&](BlockingHttp &client, const QString &name) {
        const auto reply = client.post(u"/products/mine"_s,
            R"({"type":"book","code":")" + code + R"(","name":")" + name.toUtf8()
                + R"(","price":1000,"stock":5})");
        return reply.status == 201
            ? QJsonDocument::fromJson(reply.body)[u"data"_s][u"id"_s].toInteger(-1)
            : -1;
    };
    const qint64 first = create(onA, u"Moved code, first"_s);
    QVERIFY(first > 0);
    for (int i = 0; i < 2; ++i) // A now remembers the first product's rows for the code
        QCOMPARE(onA.post(u"/products/stock/by-code"_s, deltaBody(code, 1)).status, 200);
    const auto hidden = onB.patch(u"/products/mine/book/%1"_s.arg(first), R"({"active":false})");
    QCOMPARE(hidden.status, 200);
    QCOMPARE(QJsonDocument::fromJson(hidden.body)[u"data"_s][u"stock"_s].toInteger(), 7);
    const qint64 second = create(onB, u"Moved code, second"_s);
    QVERIFY(second > 0 && second != first);
    for (BlockingHttp *client : { &onA, &onB }) {
        const auto reply = client->post(u"/products/stock/by-code"_s, deltaBody(code, 1));
        QCOMPARE(reply.status, 200);
        QCOMPARE(QJsonDocument::fromJson(reply.body)[u"id"_s].toInteger(), second);
    }
    QCOMPARE(freshStock(onA, code), 7); // the second product: 5 + 2
    // The first one kept its own 5 + 2 (PATCH answers the item, inactive too).
    const auto firstItem
        = onA.patch(u"/products/mine/book/%1"_s.arg(first), R"({"name":"Moved code, first"})");
    QCOMPARE(firstItem.status, 200);
    QCOMPARE(QJsonDocument::fromJson(firstItem.body)[u"data"_s][u"stock"_s].toInteger(), 7);
}

// A batch's stock updates are made in one statement: when one of them waits longer than
// WriteQueue::lockTimeout for a row held elsewhere, the whole statement fails. The batch rolls
// back and every update runs again on its own: each is applied exactly once, the one that
// waited as soon as its row is free, and the writers count the runs again.
void TestScaleOut::batchThatLostALockWaitRunsEachUpdateAgain()
{
    QCOMPARE(m_a.stop(), 0); // the writers' totals are logged when an instance stops
    QVERIFY(m_a.start());
    const auto running = qScopeGuard([&] {
        if (!m_a.isRunning())
            m_a.start();
    });
    QSqlDatabase holder = m_a.openDatabase(u"longHolder"_s);
    const auto cleanup = qScopeGuard([&] {
        holder.close();
        holder = QSqlDatabase();
        QSqlDatabase::removeDatabase(u"longHolder"_s);
    });
    auto check = http(m_a, m_key);
    const qint64 book12Before = freshStock(check, book12);
    QVERIFY(holder.transaction());
    QSqlQuery lock(holder);
    QVERIFY(lock.exec(u"SELECT stock FROM products WHERE seller_id = 1 AND code = '%1' "
                      "FOR UPDATE"_s.arg(QString::fromLatin1(book1))));
    QVERIFY(lock.next());
    const qint64 book1Before = lock.value(0).toLongLong();
    lock.finish();
    QElapsedTimer held;
    held.start();
    constexpr int clients = 6; // half on the locked book, half on another
    std::vector<std::thread> threads;
    QList<int> statuses(clients, 0);
    for (int c = 0; c < clients; ++c) {
        threads.emplace_back([&, c] {
            auto client = http(m_a, m_key);
            statuses[c]
                = client
                      .post(u"/products/stock/by-code"_s, deltaBody(c % 2 == 0 ? book1 : book12, 1))
                      .status;
        });
    }
    // Longer than one lock wait, well within WriteQueue::retryFor.
    QTest::qWait(int(WriteQueue::lockTimeout.count()) + 600 - int(held.elapsed()));
    QVERIFY(holder.commit());
    for (auto &thread : threads)
        thread.join();
    QCOMPARE(statuses, QList<int>(clients, 200));
    QCOMPARE(freshStock(check, book1), book1Before + clients / 2);
    QCOMPARE(freshStock(check, book12), book12Before + clients / 2);
    QCOMPARE(m_a.stop(), 0);
    const QRegularExpression totals(u"(\\d+) runs again after a lock wait"_s);
    const QRegularExpressionMatch match = totals.match(QString::fromUtf8(m_a.serverLog()));
    QVERIFY2(match.hasMatch(), m_a.serverLog().right(2000).constData());
    QVERIFY(match.captured(1).toLongLong() > 0);
}

// A batch's updates are one statement. One update that the database refuses with an error of
// its own (here a trigger of this test's, as a constraint would) must cost only its own client
// an answer: the others of its batch are applied, each once.
void TestScaleOut::badUpdateInABatchFailsOnlyItself()
{
    QSqlDatabase holder = m_a.openDatabase(u"batchHolder"_s);
    QSqlQuery ddl(holder);
    QVERIFY2(ddl.exec(u"CREATE OR REPLACE FUNCTION test_refuse_one() RETURNS trigger "
                      "LANGUAGE plpgsql AS $$ BEGIN IF NEW.code = '%1' THEN "
                      "RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$"_s.arg(
                          QString::fromLatin1(book3))),
        qPrintable(ddl.lastError().text()));
    QVERIFY(ddl.exec(u"CREATE TRIGGER test_refuse_one BEFORE UPDATE ON products "
                     "FOR EACH ROW EXECUTE FUNCTION test_refuse_one()"_s));
    const auto cleanup = qScopeGuard([&] {
        if (holder.isOpen()) {
            QSqlQuery drop(holder);
            drop.exec(u"DROP TRIGGER IF EXISTS test_refuse_one ON products"_s);
            drop.exec(u"DROP FUNCTION IF EXISTS test_refuse_one()"_s);
        }
        holder.close();
        holder = QSqlDatabase();
        QSqlDatabase::removeDatabase(u"batchHolder"_s);
    });
    auto check = http(m_a, m_key);
    const QList<QByteArray> good { book12, pen, book7, book12, pen };
    QHash<QByteArray, qint64> before;
    for (const QByteArray &code : good)
        before[code] = freshStock(check, code);
    // Both writers wait for a locked row, so that what comes next queues up as one batch.
    QVERIFY(holder.transaction());
    QSqlQuery lock(holder);
    QVERIFY(lock.exec(u"SELECT stock FROM products WHERE seller_id = 1 AND code = '%1' "
                      "FOR UPDATE"_s.arg(QString::fromLatin1(book1))));
    lock.finish();
    std::vector<std::thread> threads;
    QList<int> waiting(2, 0);
    for (int i = 0; i < 2; ++i) {
        threads.emplace_back([&, i] {
            auto client = http(m_a, m_key);
            waiting[i] = client.post(u"/products/stock/by-code"_s, deltaBody(book1, 1)).status;
        });
    }
    QTest::qWait(300);
    QList<int> statuses(good.size(), 0);
    for (int i = 0; i < good.size(); ++i) {
        threads.emplace_back([&, i] {
            auto client = http(m_a, m_key);
            statuses[i] = client.post(u"/products/stock/by-code"_s, deltaBody(good[i], 1)).status;
        });
    }
    int badStatus = 0;
    threads.emplace_back([&] {
        auto client = http(m_a, m_key);
        badStatus = client.post(u"/products/stock/by-code"_s, deltaBody(book3, 1)).status;
    });
    QTest::qWait(300); // all queued behind the two waiting writers
    QVERIFY(holder.commit());
    for (auto &thread : threads)
        thread.join();
    QCOMPARE(waiting, QList<int>(2, 200));
    QCOMPARE(statuses, QList<int>(good.size(), 200));
    QCOMPARE(badStatus, 503); // the database's refusal, not a rule of the API
    for (const QByteArray &code : QSet<QByteArray>(good.begin(), good.end()))
        QCOMPARE(freshStock(check, code), before[code] + good.count(code));
}

qint64 TestScaleOut::invalidationDelay(
    const TestServer &writer, const TestServer &reader, int stock)
{
    auto write = http(writer, m_key);
    auto read = http(reader, m_key);
    const QString path = minePath(book1);
    read.get(path);
    const auto cached = read.get(path);
    if (cached.header("X-API-Cache") != "HIT") {
        qWarning("the reader did not cache %s: %s", qPrintable(path),
            cached.header("X-API-Cache").constData());
        return -1;
    }
    const auto written = write.post(u"/products/stock/by-code"_s, stockBody(book1, stock));
    QElapsedTimer sinceAck;
    sinceAck.start();
    if (written.status != 200)
        return -1;
    while (true) {
        const qint64 at = sinceAck.elapsed();
        if (stockIn(read.get(path).body, book1) == stock)
            return at;
        if (sinceAck.elapsed() > 100)
            return -1;
    }
}

// B caches, A writes: at most 100 ms after A's answer, B serves the new value (and back).
void TestScaleOut::invalidationAcrossInstances()
{
    qint64 slowest = 0;
    for (int round = 0; round < 10; ++round) {
        const bool aWrites = round % 2 == 0;
        const qint64 delay
            = invalidationDelay(aWrites ? m_a : m_b, aWrites ? m_b : m_a, 100 + round);
        QVERIFY2(delay >= 0,
            qPrintable(u"round %1: the other instance still served the old value 100 ms after "
                       "the write was acknowledged"_s.arg(round)));
        slowest = std::max(slowest, delay);
    }
    qInfo("slowest cross-instance invalidation seen: %lld ms after the acknowledgement", slowest);
}

// Every instance's notification connection is cut (pg_terminate_backend, as a PostgreSQL
// failover or a proxy would) and A writes at once, so B never gets that notification: B must
// still not serve the old value 100 ms after A's answer, serve nothing from its cache until it
// has re-subscribed, and cache and invalidate again afterwards.
void TestScaleOut::lostNotificationConnectionServesNothingStale()
{
    auto read = http(m_b, m_key);
    auto write = http(m_a, m_key);
    const QString path = minePath(book1);
    read.get(path);
    QCOMPARE(read.get(path).header("X-API-Cache"), QByteArray("HIT"));
    int terminated = 0;
    for (const qint64 backend : listenerBackends()) // as pg_terminate_backend() does
        terminated += ::kill(pid_t(backend), SIGTERM) == 0 ? 1 : 0;
    QVERIFY2(terminated >= 2, qPrintable(u"%1 listener connections cut"_s.arg(terminated)));

    const int stock = 700;
    QCOMPARE(write.post(u"/products/stock/by-code"_s, stockBody(book1, stock)).status, 200);
    QElapsedTimer sinceAck;
    sinceAck.start();
    bool seen = false;
    QByteArray cacheHeader;
    while (!seen && sinceAck.elapsed() <= 100) {
        const auto reply = read.get(path);
        seen = stockIn(reply.body, book1) == stock;
        cacheHeader = reply.header("X-API-Cache");
    }
    QVERIFY2(seen,
        qPrintable(u"B still served the old value (%1) 100 ms after the write, its notification "
                   "connection cut"_s.arg(QString::fromLatin1(cacheHeader))));
    // Re-subscribed: cached again, with the new value, and invalidated by A's writes again.
    QVERIFY(cachedAgain(read, path, stock));
    qInfo("after the cut B answered %s; cached again %lld ms after the write",
        cacheHeader.constData(), sinceAck.elapsed());
    QVERIFY(invalidationDelay(m_a, m_b, stock + 1) >= 0);
}

// Every instance's notification connection stops answering (its PostgreSQL process stopped:
// the kernel still acknowledges every packet, so no TCP timeout ends a wait) and A writes: B
// gives the connection up once its quiet-second check goes unanswered for 3 s, serves the new
// value from then on, and caches again once it listens on a new connection.
void TestScaleOut::frozenNotificationConnectionServesNothingStale()
{
    auto read = http(m_b, m_key);
    auto write = http(m_a, m_key);
    const QString path = minePath(book1);
    read.get(path);
    QCOMPARE(read.get(path).header("X-API-Cache"), QByteArray("HIT"));
    const QList<qint64> frozen = listenerBackends();
    QVERIFY2(frozen.size() >= 2, qPrintable(u"%1 listeners"_s.arg(frozen.size())));
    const auto thaw = qScopeGuard([&frozen] {
        for (const qint64 backend : frozen)
            ::kill(pid_t(backend), SIGCONT);
    });
    for (const qint64 backend : frozen)
        QCOMPARE(::kill(pid_t(backend), SIGSTOP), 0);

    const int stock = 800;
    QCOMPARE(write.post(u"/products/stock/by-code"_s, stockBody(book1, stock)).status, 200);
    QElapsedTimer sinceAck;
    sinceAck.start();
    // Within the quiet second, the answer's 3 s and a step's margin.
    QDeadlineTimer givenUp(6'000);
    BlockingHttp::Reply reply = read.get(path);
    while (stockIn(reply.body, book1) != stock && !givenUp.hasExpired()) {
        QTest::qWait(50);
        reply = read.get(path);
    }
    QVERIFY2(stockIn(reply.body, book1) == stock,
        qPrintable(u"B still served the old value 6 s after the write, its notification "
                   "connection frozen (X-API-Cache: %1)"_s.arg(
                       QString::fromLatin1(reply.header("X-API-Cache")))));
    const qint64 seenAfter = sinceAck.elapsed();
    QVERIFY(cachedAgain(read, path, stock));
    qInfo("frozen listeners: B served the new value %lld ms after the write", seenAfter);
    QVERIFY(invalidationDelay(m_a, m_b, stock + 1) >= 0);
}

bool TestScaleOut::cachedAgain(BlockingHttp &read, const QString &path, qint64 stock) const
{
    QDeadlineTimer resubscribed(15'000);
    while (!resubscribed.hasExpired()) {
        const BlockingHttp::Reply reply = read.get(path);
        if (stockIn(reply.body, book1) != stock) {
            qWarning("B served stock %lld, not %lld", stockIn(reply.body, book1), stock);
            return false;
        }
        if (reply.header("X-API-Cache") == "HIT")
            return true;
        QTest::qWait(50);
    }
    qWarning("B did not cache again within 15 s");
    return false;
}

QList<qint64> TestScaleOut::listenerBackends() const
{
    QList<qint64> backends;
    {
        QSqlDatabase admin = m_a.openDatabase(u"listeners"_s);
        QSqlQuery query(admin);
        // The listeners name themselves (server/storage/cachebuslistener.cpp).
        if (query.exec(u"SELECT pid FROM pg_stat_activity WHERE datname = current_database() "
                       "AND application_name = 'catalog-server-listener'"_s)) {
            while (query.next())
                backends << query.value(0).toLongLong();
        } else {
            qWarning("%s", qPrintable(query.lastError().text()));
        }
        query = QSqlQuery();
        admin.close();
    }
    QSqlDatabase::removeDatabase(u"listeners"_s);
    return backends;
}

// `keys revoke` on the shared database: both instances refuse the key within 1 s.
void TestScaleOut::revocationAcrossInstances()
{
    const auto key = m_a.createKey(u"read"_s, generousLimits);
    auto onA = http(m_a, key);
    auto onB = http(m_b, key);
    for (int i = 0; i < 3; ++i) { // cached on both now
        QCOMPARE(onA.get(u"/search/categories"_s).status, 200);
        QCOMPARE(onB.get(u"/search/categories"_s).status, 200);
    }
    QCOMPARE(m_b.run({ u"keys"_s, u"revoke"_s, key.appId }).exitCode, 0);
    QElapsedTimer timer;
    timer.start();
    qint64 refusedAt[2] = { -1, -1 };
    while ((refusedAt[0] < 0 || refusedAt[1] < 0) && timer.elapsed() < 5000) {
        for (int i = 0; i < 2; ++i) {
            if (refusedAt[i] >= 0)
                continue;
            const auto reply = (i == 0 ? onA : onB).get(u"/search/categories"_s);
            if (reply.status == 403) {
                QCOMPARE(errorCode(reply.body), u"forbidden"_s);
                refusedAt[i] = timer.elapsed();
            } else {
                QCOMPARE(reply.status, 200);
            }
        }
        QTest::qWait(20);
    }
    qInfo("refused by A after %lld ms, by B after %lld ms", refusedAt[0], refusedAt[1]);
    for (int i = 0; i < 2; ++i) {
        QVERIFY2(refusedAt[i] >= 0 && refusedAt[i] <= 1000,
            qPrintable(u"instance %1 refused after %2 ms"_s.arg(i).arg(refusedAt[i])));
    }
}

namespace {

// Sends `count` GETs alternately to the given servers as fast as possible; the statuses, and
// how long the whole burst took.
QList<int> burst(const QList<const TestServer *> &servers, const TestServer::Key &key, int count,
    qint64 *elapsedMs, QByteArray *retryAfter)
{
    std::vector<std::unique_ptr<BlockingHttp>> clients;
    for (const TestServer *server : servers)
        clients.push_back(std::make_unique<BlockingHttp>(server->baseUrl(), key.appId, key.secret));
    QElapsedTimer timer;
    timer.start();
    QList<int> statuses;
    for (int i = 0; i < count; ++i) {
        const auto reply = clients[i % clients.size()]->get(u"/search/categories"_s);
        statuses << reply.status;
        if (reply.status == 429 && retryAfter->isEmpty())
            *retryAfter = reply.header("Retry-After");
    }
    *elapsedMs = timer.elapsed();
    return statuses;
}

} // namespace

// Without --shared-rate-limit each instance counts on its own: 8/s on A and 8/s on B.
void TestScaleOut::rateLimitPerInstanceWithoutTheFlag()
{
    const auto key = m_a.createKey(u"read"_s); // 8/s, 240/min
    qint64 elapsed = 0;
    QByteArray retryAfter;
    const QList<int> statuses = burst({ &m_a, &m_b }, key, 20, &elapsed, &retryAfter);
    QVERIFY2(elapsed < 900, qPrintable(u"the burst took %1 ms"_s.arg(elapsed)));
    QCOMPARE(statuses.count(200), 16);
    QCOMPARE(statuses.count(429), 4);
}

// With --shared-rate-limit on both, the key's windows hold across A+B together.
void TestScaleOut::sharedRateLimit()
{
    TestServer c(m_a.database());
    TestServer d(m_a.database());
    QVERIFY(c.start({ u"--shared-rate-limit"_s }));
    QVERIFY(d.start({ u"--shared-rate-limit"_s }));

    const auto perSecond = m_a.createKey(u"read"_s); // 8/s, 240/min
    qint64 elapsed = 0;
    QByteArray retryAfter;
    QList<int> statuses = burst({ &c, &d }, perSecond, 20, &elapsed, &retryAfter);
    QVERIFY2(elapsed < 900, qPrintable(u"the burst took %1 ms"_s.arg(elapsed)));
    QCOMPARE(statuses.count(200), 8);
    QCOMPARE(statuses.count(429), 12);
    QCOMPARE(retryAfter, QByteArray("1"));

    // The per-minute window too, with the key's own limits.
    const auto perMinute = m_a.createKey(
        u"read"_s, { u"--rate-per-second"_s, u"1000"_s, u"--rate-per-minute"_s, u"10"_s });
    retryAfter.clear();
    statuses = burst({ &c, &d }, perMinute, 16, &elapsed, &retryAfter);
    QCOMPARE(statuses.count(200), 10);
    QCOMPARE(statuses.count(429), 6);
    QVERIFY2(retryAfter.toInt() >= 50 && retryAfter.toInt() <= 60, retryAfter.constData());

    QCOMPARE(c.stop(), 0);
    QCOMPARE(d.stop(), 0);
}

// PostgreSQL stops for a few seconds under load on both instances (a cluster of this test's
// own): no request waits over 5 s, every failure is 503 database_unavailable with
// Retry-After, /healthz says 503 while it is down, and afterwards both serve and invalidate
// each other again.
void TestScaleOut::postgresRestartUnderLoad()
{
    PrivateCluster cluster;
    QVERIFY(cluster.isOk());
    const QString adminUrl = cluster.adminUrl();
    QVERIFY(!adminUrl.isEmpty());
    auto database = std::make_shared<TestDatabase>(adminUrl);
    TestServer a(database);
    TestServer b(database);
    QVERIFY(CatalogFixture::importInto(a));
    const auto key = a.createKey(
        u"read,stock:write"_s, QStringList { u"--seller"_s, u"1"_s } + generousLimits);
    QVERIFY(a.start());
    QVERIFY(b.start());

    // A cached answer on A: while the notification connection is down, A must not serve it.
    const QString cachedPath = minePath(book1);
    BlockingHttp cachedOnA(a.baseUrl(), key.appId, key.secret);
    cachedOnA.get(cachedPath);
    QTRY_COMPARE_WITH_TIMEOUT(
        cachedOnA.get(cachedPath).header("X-API-Cache"), QByteArray("HIT"), 5000);

    std::atomic<bool> done { false };
    QMutex mutex;
    QList<Outcome> outcomes;
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t) {
        threads.emplace_back([&, t] {
            BlockingHttp client((t % 2 == 0 ? a : b).baseUrl(), key.appId, key.secret);
            for (int i = 0; !done; ++i) {
                QElapsedTimer timer;
                timer.start();
                const bool write = i % 2 == 1;
                const auto reply = write
                    ? client.post(u"/products/stock/by-code"_s, deltaBody(book7, 1))
                    : client.get(u"/products/book/1"_s, { { "Cache-Control", "no-cache" } });
                const Outcome outcome { write, reply.status, errorCode(reply.body),
                    reply.header("Retry-After"), timer.elapsed() };
                {
                    QMutexLocker locker(&mutex);
                    outcomes << outcome;
                }
                if (reply.status != 200) // a little patience, so the retries leave the CPU
                    std::this_thread::sleep_for(std::chrono::milliseconds(10));
            }
        });
    }
    const auto stopLoad = [&] {
        done = true;
        for (auto &thread : threads) {
            if (thread.joinable())
                thread.join();
        }
    };
    const auto stopLoadOnFailure = qScopeGuard(stopLoad);
    QTest::qWait(1000);
    QVERIFY(cluster.script(u"down"_s));
    QElapsedTimer down;
    down.start();
    // While it is down: /healthz 503 on both, within 5 s.
    QTRY_COMPARE_WITH_TIMEOUT(healthStatus(a), 503, 5000);
    QTRY_COMPARE_WITH_TIMEOUT(healthStatus(b), 503, 5000);
    const auto whileDown = cachedOnA.get(cachedPath);
    QVERIFY2(whileDown.header("X-API-Cache") != "HIT",
        qPrintable(u"served from the cache while PostgreSQL was down: %1"_s.arg(whileDown.status)));
    QTest::qWait(int(std::max<qint64>(0, 3000 - down.elapsed())));
    QVERIFY(cluster.script(u"up"_s));
    qInfo("PostgreSQL was down for %lld ms", down.elapsed());
    QElapsedTimer back;
    back.start();
    QTRY_COMPARE_WITH_TIMEOUT(healthStatus(a), 200, 30'000);
    QTRY_COMPARE_WITH_TIMEOUT(healthStatus(b), 200, 30'000);
    qInfo("both healthy again %lld ms after PostgreSQL was back", back.elapsed());
    QTest::qWait(1000);
    stopLoad();

    QVERIFY(a.isRunning());
    QVERIFY(b.isRunning());
    int ok = 0;
    int unavailable = 0;
    int writes = 0;
    int acknowledgedWrites = 0;
    qint64 slowest = 0;
    QStringList wrong;
    for (const Outcome &outcome : std::as_const(outcomes)) {
        slowest = std::max(slowest, outcome.elapsedMs);
        writes += outcome.write ? 1 : 0;
        if (outcome.status == 200) {
            ++ok;
            acknowledgedWrites += outcome.write ? 1 : 0;
        } else if (outcome.status == 503 && outcome.code == "database_unavailable"_L1
            && outcome.retryAfter.toInt() >= 1) {
            ++unavailable;
        } else if (wrong.size() < 10) {
            wrong << u"%1 %2 Retry-After '%3'"_s.arg(outcome.status)
                         .arg(outcome.code, QString::fromLatin1(outcome.retryAfter));
        }
    }
    qInfo("%lld requests: %d answered 200, %d 503 database_unavailable; slowest %lld ms",
        qint64(outcomes.size()), ok, unavailable, slowest);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u"; "_s)));
    QVERIFY2(slowest < 5000, qPrintable(u"a request took %1 ms"_s.arg(slowest)));
    QVERIFY2(unavailable > 0, "no request saw the outage");
    // Nothing acknowledged is lost; nothing is applied that was not sent (book 7 started at 0;
    // a write refused with 503 may or may not have committed).
    BlockingHttp check(a.baseUrl(), key.appId, key.secret);
    const qint64 stock = freshStock(check, book7);
    QVERIFY2(stock >= acknowledgedWrites && stock <= writes,
        qPrintable(u"stock %1 after %2 acknowledged of %3 sent +1 deltas"_s.arg(stock)
                       .arg(acknowledgedWrites)
                       .arg(writes)));

    // Both serve, and invalidate each other, again: B caches (HIT again once it has
    // re-subscribed), A writes, B has the new value within 100 ms; and the other way round.
    for (int round = 0; round < 4; ++round) {
        const TestServer &writer = round % 2 == 0 ? a : b;
        const TestServer &reader = round % 2 == 0 ? b : a;
        BlockingHttp read(reader.baseUrl(), key.appId, key.secret);
        BlockingHttp write(writer.baseUrl(), key.appId, key.secret);
        const QString path = minePath(book1);
        QDeadlineTimer resubscribed(15'000);
        while (read.get(path).header("X-API-Cache") != "HIT" && !resubscribed.hasExpired())
            QTest::qWait(50);
        QCOMPARE(read.get(path).header("X-API-Cache"), QByteArray("HIT"));
        const int stock = 500 + round;
        QCOMPARE(write.post(u"/products/stock/by-code"_s, stockBody(book1, stock)).status, 200);
        QElapsedTimer sinceAck;
        sinceAck.start();
        bool seen = false;
        while (!seen && sinceAck.elapsed() <= 100)
            seen = stockIn(read.get(path).body, book1) == stock;
        QVERIFY2(
            seen, qPrintable(u"round %1: stale for over 100 ms after the restart"_s.arg(round)));
    }
    QCOMPARE(a.stop(), 0);
    QCOMPARE(b.stop(), 0);
}

// Three instances started at the same moment on an empty database all come up, and the
// schema is the one a single instance creates (every migration applied once).
void TestScaleOut::concurrentFirstStartOnEmptyDatabase()
{
    const auto describe = [](const TestDatabase &database, QStringList *tables) {
        int version = -1;
        {
            QSqlDatabase db = database.open(u"describe"_s);
            *tables = db.tables();
            tables->sort();
            QSqlQuery query(db);
            if (query.exec(u"SELECT value FROM meta WHERE key = 'schema_version'"_s)
                && query.next())
                version = query.value(0).toInt();
            db.close();
        }
        QSqlDatabase::removeDatabase(u"describe"_s);
        return version;
    };
    QStringList referenceTables;
    int referenceVersion = -1;
    {
        TestServer reference;
        QCOMPARE(reference.run({ u"keys"_s, u"list"_s }).exitCode, 0);
        referenceVersion = describe(*reference.database(), &referenceTables);
    }
    QVERIFY(referenceVersion > 0);
    for (int trial = 0; trial < 5; ++trial) {
        TestDatabase database;
        QProcess servers[3];
        for (QProcess &server : servers) {
            server.start(TestServer::binary(),
                { u"serve"_s, u"--db"_s, database.url(), u"--listen"_s, u"127.0.0.1:0"_s });
        }
        QByteArray out[3];
        for (int i = 0; i < 3; ++i) {
            QVERIFY(servers[i].waitForStarted(10'000));
            QDeadlineTimer deadline(30'000);
            while (!out[i].contains('\n') && !deadline.hasExpired()
                && servers[i].state() == QProcess::Running) {
                servers[i].waitForReadyRead(100);
                out[i] += servers[i].readAllStandardOutput();
            }
        }
        for (int i = 0; i < 3; ++i) {
            const QByteArray err = servers[i].readAllStandardError();
            QVERIFY2(out[i].startsWith("listening on "),
                qPrintable(u"trial %1, server %2: %3 %4"_s.arg(trial).arg(i).arg(
                    QString::fromUtf8(out[i]), QString::fromUtf8(err))));
            const QString base = QString::fromUtf8(out[i].mid(13).trimmed());
            HttpTestClient health(base.left(base.indexOf(u"/api/"_s)));
            QCOMPARE(health.get(u"/healthz"_s).status, 200);
        }
        for (QProcess &server : servers) {
            ::kill(pid_t(server.processId()), SIGTERM);
            QVERIFY(server.waitForFinished(20'000));
            QCOMPARE(server.exitCode(), 0);
        }
        QStringList tables;
        QCOMPARE(describe(database, &tables), referenceVersion);
        QCOMPARE(tables, referenceTables);
    }
}

QTEST_GUILESS_MAIN(TestScaleOut)
#include "tst_scaleout.moc"
