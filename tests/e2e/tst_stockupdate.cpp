// POST /products/stock/by-code (contract §8) and Idempotency-Key (contract §7), end to end.
#include <QJsonArray>
#include <QJsonObject>
#include <QNetworkReply>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>
#include <QThread>
#include <csignal>

#include "tests/e2e/catalogfixture.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

class TestStockUpdate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void update_data();
    void update();
    void rejectedChangesChangeNothing();
    void hasVariantsChangesNothing();
    void variantUpdatesParentSum();
    void movementPerChange();
    void idempotentReplay();
    void idempotencyKeyReused();
    void idempotencyComparesParsedBodies();
    void invalidIdempotencyKeys_data();
    void invalidIdempotencyKeys();
    void idempotencyInFlight();
    void replaySurvivesRestart();
    void concurrentDeltasAreNeverLost();
    void concurrentRetriesApplyEachDeltaOnce();
    void sigtermFinishesRequestsInFlight(); // last: stops the server

private:
    HttpTestClient::Reply post(const QByteArray &body, const HttpTestClient::Headers &extra = {});
    int stockOf(const QString &code);
    QSqlDatabase database();
    bool holdWrites(QSqlQuery &lock);

    TestServer m_server;
    TestServer::Key m_key;
    std::unique_ptr<HttpTestClient> m_client;
};

void TestStockUpdate::initTestCase()
{
    QVERIFY(CatalogFixture::importInto(m_server));
    m_key = m_server.createKey(u"read,stock:write"_s,
        { u"--seller"_s, u"1"_s, u"--rate-per-second"_s, u"10000"_s, u"--rate-per-minute"_s,
            u"1000000"_s });
    QVERIFY(m_server.start({ u"--workers"_s, u"4"_s }));
    m_client = std::make_unique<HttpTestClient>(m_server.baseUrl());
    m_client->setCredentials(m_key.appId, m_key.secret);
}

void TestStockUpdate::cleanupTestCase()
{
    QSqlDatabase::removeDatabase(u"inspect"_s);
    QCOMPARE(m_server.stop(), 0);
}

QSqlDatabase TestStockUpdate::database()
{
    if (QSqlDatabase::contains(u"inspect"_s))
        return QSqlDatabase::database(u"inspect"_s);
    return m_server.openDatabase(u"inspect"_s);
}

bool TestStockUpdate::holdWrites(QSqlQuery &lock)
{
    // Until ROLLBACK: SQLite's write lock; on PostgreSQL the tables every stock update writes
    // (readers are not blocked by EXCLUSIVE mode).
    if (!TestServer::isPostgreSql())
        return lock.exec(u"BEGIN IMMEDIATE"_s);
    return lock.exec(u"BEGIN"_s)
        && lock.exec(u"LOCK TABLE products, stock_movements IN EXCLUSIVE MODE"_s);
}

HttpTestClient::Reply TestStockUpdate::post(
    const QByteArray &body, const HttpTestClient::Headers &extra)
{
    return m_client->post(u"/products/stock/by-code"_s, body,
        HttpTestClient::Headers { { "Content-Type", "application/json" } } + extra);
}

int TestStockUpdate::stockOf(const QString &code)
{
    const auto reply = m_client->get(u"/products/mine?type=%1&per_page=100"_s.arg(
                                         code.startsWith("478"_L1) ? u"stationery"_s : u"book"_s),
        { { "Cache-Control", "no-cache" } });
    for (const QJsonValue &item : reply.json()[u"data"_s].toArray()) {
        if (item[u"code"_s].toString() == code)
            return item[u"stock"_s].toInt();
    }
    return -1;
}

void TestStockUpdate::update_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("code"); // error code
    QTest::addColumn<int>("stock"); // resulting stock of book 1 (ISBN 9789943012349)

    QTest::newRow("set") << QByteArray(R"({"code":"9789943012349","stock":20})") << 200 << QString()
                         << 20;
    QTest::newRow("delta +3") << QByteArray(R"({"code":"9789943012349","delta":3})") << 200
                              << QString() << 23;
    QTest::newRow("delta -5, hyphenated ISBN")
        << QByteArray(R"({"code":"978-9943-01234-9","delta":-5})") << 200 << QString() << 18;
    QTest::newRow("delta 2.0 is 2")
        << QByteArray(R"({"code":"9789943012349","delta":2.0})") << 200 << QString() << 20;
    QTest::newRow("delta 0 is a no-op")
        << QByteArray(R"({"code":"9789943012349","delta":0})") << 200 << QString() << 20;
    QTest::newRow("unknown fields ignored")
        << QByteArray(R"({"code":"9789943012349","delta":1,"note":"x"})") << 200 << QString() << 21;
    QTest::newRow("expected_stock matches")
        << QByteArray(R"({"code":"9789943012349","stock":10,"expected_stock":21})") << 200
        << QString() << 10;
    QTest::newRow("expected_stock differs")
        << QByteArray(R"({"code":"9789943012349","stock":99,"expected_stock":21})") << 409
        << u"stock_conflict"_s << 10;
    QTest::newRow("below zero") << QByteArray(R"({"code":"9789943012349","delta":-11})") << 422
                                << u"stock_would_be_negative"_s << 10;
    QTest::newRow("delta up to the maximum")
        << QByteArray(R"({"code":"9789943012349","delta":999999990})") << 200 << QString()
        << 1'000'000'000;
    QTest::newRow("delta past the maximum") << QByteArray(R"({"code":"9789943012349","delta":1})")
                                            << 422 << u"stock_out_of_range"_s << 1'000'000'000;
    QTest::newRow("back to 10") << QByteArray(R"({"code":"9789943012349","stock":10})") << 200
                                << QString() << 10;
    QTest::newRow("huge delta") << QByteArray(R"({"code":"9789943012349","delta":1e20})") << 422
                                << u"stock_out_of_range"_s << 10;
    QTest::newRow("huge negative delta") << QByteArray(R"({"code":"9789943012349","delta":-5e15})")
                                         << 422 << u"stock_would_be_negative"_s << 10;
    QTest::newRow("both") << QByteArray(R"({"code":"9789943012349","stock":1,"delta":1})") << 422
                          << u"validation_failed"_s << 10;
    QTest::newRow("neither") << QByteArray(R"({"code":"9789943012349"})") << 422
                             << u"validation_failed"_s << 10;
    QTest::newRow("fraction") << QByteArray(R"({"code":"9789943012349","delta":1.5})") << 422
                              << u"validation_failed"_s << 10;
    QTest::newRow("string delta") << QByteArray(R"({"code":"9789943012349","delta":"1"})") << 422
                                  << u"validation_failed"_s << 10;
    QTest::newRow("null delta") << QByteArray(R"({"code":"9789943012349","delta":null})") << 422
                                << u"validation_failed"_s << 10;
    QTest::newRow("delta 1e309 is a bad value, not bad JSON")
        << QByteArray(R"({"code":"9789943012349","delta":1e309})") << 422 << u"validation_failed"_s
        << 10;
    QTest::newRow("duplicated key is refused, not last-wins")
        << QByteArray(R"({"code":"9789943012349","stock":3,"stock":500})") << 400
        << u"invalid_json"_s << 10;
    QTest::newRow("negative stock") << QByteArray(R"({"code":"9789943012349","stock":-1})") << 422
                                    << u"validation_failed"_s << 10;
    QTest::newRow("stock too large") << QByteArray(R"({"code":"9789943012349","stock":1000000001})")
                                     << 422 << u"validation_failed"_s << 10;
    QTest::newRow("empty code") << QByteArray(R"({"code":"","delta":1})") << 422
                                << u"validation_failed"_s << 10;
    QTest::newRow("unknown code") << QByteArray(R"({"code":"9780000000002","delta":1})") << 404
                                  << u"not_found"_s << 10;
    QTest::newRow("another seller's book")
        << QByteArray(R"({"code":"9789943012356","delta":1})") << 404 << u"not_found"_s << 10;
    QTest::newRow("not an object") << QByteArray(R"([1,2])") << 400 << u"invalid_json"_s << 10;
    QTest::newRow("broken JSON") << QByteArray(R"({"code":)") << 400 << u"invalid_json"_s << 10;
    // PostgreSQL's text cannot hold NUL: both engines refuse it as the body, before any write.
    QTest::newRow("NUL in the note")
        << QByteArray(R"({"code":"9789943012349","delta":1,"note":"a\u0000b"})") << 400
        << u"invalid_json"_s << 10;
}

void TestStockUpdate::update()
{
    QFETCH(QByteArray, body);
    QFETCH(int, status);
    QFETCH(QString, code);
    QFETCH(int, stock);
    const auto reply = post(body);
    QCOMPARE(reply.status, status);
    if (status == 200) {
        QCOMPARE(reply.json().object(),
            (QJsonObject { { u"status"_s, u"success"_s }, { u"success"_s, true },
                { u"type"_s, u"book"_s }, { u"id"_s, 1 }, { u"name"_s, u"O'tkan kunlar"_s },
                { u"stock"_s, stock }, { u"in_stock"_s, stock > 0 } }));
    } else {
        QCOMPARE(reply.errorCode(), code);
        if (code == "stock_conflict"_L1 || code.startsWith("stock_"_L1))
            QCOMPARE(reply.json()[u"error"_s][u"current_stock"_s].toInt(), stock);
    }
    QCOMPARE(stockOf(u"9789943012349"_s), stock);
}

void TestStockUpdate::rejectedChangesChangeNothing()
{
    const int before = stockOf(u"9789943012349"_s);
    auto reply
        = m_client->post(u"/products/stock/by-code"_s, R"({"code":"9789943012349","delta":1})");
    QCOMPARE(reply.status, 415);
    QCOMPARE(reply.errorCode(), u"unsupported_media_type"_s);
    QByteArray large
        = R"({"code":"9789943012349","delta":1,"pad":")" + QByteArray(70 * 1024, 'x') + "\"}";
    reply = post(large);
    QVERIFY(reply.status == 413 || reply.status == 0); // 413, or the connection closed early
    if (reply.status == 413)
        QCOMPARE(reply.errorCode(), u"payload_too_large"_s);
    QCOMPARE(stockOf(u"9789943012349"_s), before);
}

void TestStockUpdate::hasVariantsChangesNothing()
{
    // Gel pen 4780000000014 has variants: its own stock is theirs, summed.
    const HttpTestClient::Headers fresh { { "Cache-Control", "no-cache" } };
    const auto before = m_client->get(u"/products/stationery/1"_s, fresh);
    QCOMPARE(before.status, 200);
    QSqlQuery count(database());
    QVERIFY(count.exec(u"SELECT COUNT(*) FROM stock_movements"_s) && count.next());
    const int movements = count.value(0).toInt();
    count.finish();
    for (const QByteArray &body : { QByteArray(R"({"code":"4780000000014","delta":3})"),
             QByteArray(R"({"code":"4780000000014","stock":50})") }) {
        const auto reply = post(body);
        QCOMPARE(reply.status, 422);
        QCOMPARE(reply.errorCode(), u"has_variants"_s);
        QCOMPARE(reply.json()[u"error"_s][u"variants"_s].toArray(),
            (QJsonArray { u"4780000000021"_s, u"4780000000038"_s, u"4780000000045"_s }));
    }
    const auto after = m_client->get(u"/products/stationery/1"_s, fresh);
    QCOMPARE(after.json(), before.json());
    QCOMPARE(stockOf(u"4780000000014"_s), 7);
    QVERIFY(count.exec(u"SELECT COUNT(*) FROM stock_movements"_s) && count.next());
    QCOMPARE(count.value(0).toInt(), movements);
}

void TestStockUpdate::variantUpdatesParentSum()
{
    // Gel pen: variants Blue 5, Black 0, Red 2 → product stock 7.
    const auto reply = post(R"({"code":"4780000000038","delta":4})");
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.json().object(),
        (QJsonObject { { u"status"_s, u"success"_s }, { u"success"_s, true },
            { u"type"_s, u"stationery"_s }, { u"id"_s, 1 }, { u"name"_s, u"Gel pen 0.5 mm"_s },
            { u"stock"_s, 4 }, { u"in_stock"_s, true }, { u"variant_id"_s, 12 } }));
    QCOMPARE(stockOf(u"4780000000014"_s), 11);
    const auto detail = m_client->get(u"/products/stationery/1"_s);
    QCOMPARE(detail.json()[u"data"_s][u"variants"_s][1][u"stock"_s].toInt(), 4);

    // Sets and deltas on the other variants: the parent stays the sum, in the same commit.
    QCOMPARE(post(R"({"code":"4780000000021","stock":9})").status, 200);
    QCOMPARE(post(R"({"code":"4780000000045","delta":-2})").status, 200);
    const auto variants
        = m_client->get(u"/products/stationery/1"_s, { { "Cache-Control", "no-cache" } })
              .json()[u"data"_s][u"variants"_s]
              .toArray();
    int sum = 0;
    for (const QJsonValue &variant : variants)
        sum += variant[u"stock"_s].toInt();
    QCOMPARE(sum, 9 + 4 + 0);
    QCOMPARE(stockOf(u"4780000000014"_s), sum);
}

void TestStockUpdate::movementPerChange()
{
    QSqlQuery count(database());
    QVERIFY(count.exec(u"SELECT COUNT(*) FROM stock_movements"_s) && count.next());
    const int before = count.value(0).toInt();
    count.finish(); // an open statement would pin the old WAL snapshot
    QCOMPARE(post(R"({"code":"4780000000052","delta":-2})").status, 200);
    QCOMPARE(post(R"({"code":"4780000000052","delta":-999})").status, 422);
    QSqlQuery last(database());
    QVERIFY(last.exec(u"SELECT COUNT(*), MAX(id) FROM stock_movements"_s) && last.next());
    QCOMPARE(last.value(0).toInt(), before + 1);
    QSqlQuery row(database());
    QVERIFY(row.exec(u"SELECT stock_before, stock_after, delta, app_id FROM stock_movements "
                     "ORDER BY id DESC LIMIT 1"_s)
        && row.next());
    QCOMPARE(row.value(0).toInt(), 40);
    QCOMPARE(row.value(1).toInt(), 38);
    QCOMPARE(row.value(2).toInt(), -2);
    QCOMPARE(row.value(3).toString(), m_key.appId);
}

void TestStockUpdate::idempotentReplay()
{
    const int before = stockOf(u"4780000000052"_s);
    const HttpTestClient::Headers key { { "Idempotency-Key", "replay-1" } };
    const auto first = post(R"({"code":"4780000000052","delta":5})", key);
    QCOMPARE(first.status, 200);
    QVERIFY(first.header("Idempotent-Replayed").isEmpty());
    const auto again = post(R"({"code":"4780000000052","delta":5})", key);
    QCOMPARE(again.status, 200);
    QCOMPARE(again.header("Idempotent-Replayed"), QByteArray("true"));
    QCOMPARE(again.body, first.body);
    QCOMPARE(stockOf(u"4780000000052"_s), before + 5);
    // Error results are replayed too.
    const HttpTestClient::Headers other { { "Idempotency-Key", "replay-2" } };
    QCOMPARE(post(R"({"code":"4780000000052","delta":-100000})", other).status, 422);
    const auto replayedError = post(R"({"code":"4780000000052","delta":-100000})", other);
    QCOMPARE(replayedError.status, 422);
    QCOMPARE(replayedError.header("Idempotent-Replayed"), QByteArray("true"));
}

void TestStockUpdate::idempotencyKeyReused()
{
    const HttpTestClient::Headers key { { "Idempotency-Key", "reuse-1" } };
    QCOMPARE(post(R"({"code":"4780000000052","delta":1})", key).status, 200);
    const int after = stockOf(u"4780000000052"_s);
    const auto reused = post(R"({"code":"4780000000052","delta":2})", key);
    QCOMPARE(reused.status, 422);
    QCOMPARE(reused.errorCode(), u"idempotency_key_reused"_s);
    QCOMPARE(stockOf(u"4780000000052"_s), after);
    // Keys are scoped per app id: another key may use the same value.
    const auto otherKey = m_server.createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s });
    HttpTestClient other(m_server.baseUrl());
    other.setCredentials(otherKey.appId, otherKey.secret);
    const auto reply
        = other.post(u"/products/stock/by-code"_s, R"({"code":"4780000000052","delta":2})",
            { { "Content-Type", "application/json" }, { "Idempotency-Key", "reuse-1" } });
    QCOMPARE(reply.status, 200);
    QCOMPARE(stockOf(u"4780000000052"_s), after + 2);
}

void TestStockUpdate::idempotencyComparesParsedBodies()
{
    const HttpTestClient::Headers key { { "Idempotency-Key", "parsed-1" } };
    const int before = stockOf(u"4780000000052"_s);
    const auto first = post(R"({"code":"4780000000052","delta":2})", key);
    QCOMPARE(first.status, 200);
    // The same object: other whitespace, other key order, 2.0 for 2.
    const auto again = post("{ \"delta\" : 2.0,\n  \"code\" : \"4780000000052\" }", key);
    QCOMPARE(again.status, 200);
    QCOMPARE(again.header("Idempotent-Replayed"), QByteArray("true"));
    QCOMPARE(again.body, first.body);
    QCOMPARE(stockOf(u"4780000000052"_s), before + 2);
    const auto other = post(R"({"code":"4780000000052","delta":3})", key);
    QCOMPARE(other.status, 422);
    QCOMPARE(other.errorCode(), u"idempotency_key_reused"_s);
    QCOMPARE(stockOf(u"4780000000052"_s), before + 2);
}

void TestStockUpdate::invalidIdempotencyKeys_data()
{
    QTest::addColumn<QByteArray>("key");
    QTest::newRow("empty") << QByteArray("");
    QTest::newRow("256 characters") << QByteArray(256, 'k');
    QTest::newRow("not ASCII") << QByteArray("kl\xc3\xbc");
    QTest::newRow("control character") << QByteArray("a\tb");
}

void TestStockUpdate::invalidIdempotencyKeys()
{
    QFETCH(QByteArray, key);
    const int before = stockOf(u"4780000000052"_s);
    const auto reply
        = post(R"({"code":"4780000000052","delta":1})", { { "Idempotency-Key", key } });
    QCOMPARE(reply.status, 400);
    QCOMPARE(reply.errorCode(), u"invalid_idempotency_key"_s);
    QCOMPARE(stockOf(u"4780000000052"_s), before);
}

void TestStockUpdate::idempotencyInFlight()
{
    // Hold the database's writes so the first request stays in flight, then send the same
    // key again: it must be refused at once with 409 and Retry-After: 1. Connections are
    // spread over 4 workers by the kernel; a second request landing on the blocked worker
    // only waits, so try a few keys.
    QNetworkAccessManager manager;
    bool seen = false;
    for (int attempt = 0; attempt < 12 && !seen; ++attempt) {
        const QByteArray key = "in-flight-" + QByteArray::number(attempt);
        QSqlQuery lock(database());
        QVERIFY(holdWrites(lock));
        auto send = [&] {
            QNetworkRequest request(QUrl(m_server.baseUrl() + u"/products/stock/by-code"_s));
            request.setRawHeader("X-App-ID", m_key.appId.toUtf8());
            request.setRawHeader("X-App-Secret", m_key.secret.toUtf8());
            request.setRawHeader("Content-Type", "application/json");
            request.setRawHeader("Idempotency-Key", key);
            return manager.post(request, QByteArray(R"({"code":"4780000000052","delta":1})"));
        };
        QNetworkReply *first = send();
        QTest::qWait(150);
        QNetworkReply *second = send();
        if (QTest::qWaitFor([&] { return second->isFinished(); }, 1000)) {
            QCOMPARE(second->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 409);
            QCOMPARE(second->rawHeader("Retry-After"), QByteArray("1"));
            QVERIFY(second->readAll().contains("idempotency_in_progress"));
            seen = true;
        }
        QVERIFY(QSqlQuery(database()).exec(u"ROLLBACK"_s));
        QTRY_VERIFY_WITH_TIMEOUT(first->isFinished(), 10000);
        QCOMPARE(first->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
        QTRY_VERIFY_WITH_TIMEOUT(second->isFinished(), 10000);
        first->deleteLater();
        second->deleteLater();
    }
    QVERIFY2(seen, "no second request reached another worker while the first was in flight");
}

void TestStockUpdate::replaySurvivesRestart()
{
    const HttpTestClient::Headers key { { "Idempotency-Key", "restart-1" } };
    const auto first = post(R"({"code":"4780000000052","delta":3})", key);
    QCOMPARE(first.status, 200);
    const int after = stockOf(u"4780000000052"_s);

    QSqlDatabase::removeDatabase(u"inspect"_s);
    const quint16 port = m_server.port();
    QCOMPARE(m_server.stop(), 0);
    QVERIFY(m_server.start({ u"--workers"_s, u"4"_s }, port));

    const auto replay = post(R"({"code":"4780000000052","delta":3})", key);
    QCOMPARE(replay.status, 200);
    QCOMPARE(replay.header("Idempotent-Replayed"), QByteArray("true"));
    QCOMPARE(replay.body, first.body);
    QCOMPARE(stockOf(u"4780000000052"_s), after);
}

void TestStockUpdate::concurrentDeltasAreNeverLost()
{
    const int before = stockOf(u"9789943012417"_s);
    constexpr int threads = 8;
    constexpr int perThread = 25;
    QList<QList<int>> results(threads);
    QList<QThread *> workers;
    for (int t = 0; t < threads; ++t) {
        workers << QThread::create([this, t, &results] {
            HttpTestClient client(m_server.baseUrl());
            client.setCredentials(m_key.appId, m_key.secret);
            for (int i = 0; i < perThread; ++i) {
                const auto reply = client.post(u"/products/stock/by-code"_s,
                    R"({"code":"9789943012417","delta":1})",
                    { { "Content-Type", "application/json" } });
                results[t] << (reply.status == 200 ? reply.json()[u"stock"_s].toInt()
                                                   : -reply.status);
            }
        });
        workers.last()->start();
    }
    for (QThread *worker : workers) {
        QVERIFY(worker->wait(120'000));
        delete worker;
    }
    QCOMPARE(stockOf(u"9789943012417"_s), before + threads * perThread);
    // Each answer is the stock right after its own change: all values, each exactly once.
    QList<int> seen;
    for (const auto &list : results)
        seen += list;
    std::sort(seen.begin(), seen.end());
    QList<int> expected;
    for (int i = 1; i <= threads * perThread; ++i)
        expected << before + i;
    QCOMPARE(seen, expected);
}

void TestStockUpdate::concurrentRetriesApplyEachDeltaOnce()
{
    // 8 clients send different deltas, each request twice with its Idempotency-Key (a retry):
    // every delta is applied exactly once, with exactly one movement.
    const int before = stockOf(u"9789943012417"_s);
    constexpr int clients = 8;
    constexpr int perClient = 12;
    QList<int> failures(clients, 0);
    QList<QThread *> workers;
    int expectedChange = 0;
    for (int t = 0; t < clients; ++t) {
        for (int i = 0; i < perClient; ++i)
            expectedChange += (i % 3 == 2) ? -(t + 1) : (t + 1) * 2;
        workers << QThread::create([this, t, &failures] {
            HttpTestClient client(m_server.baseUrl());
            client.setCredentials(m_key.appId, m_key.secret);
            for (int i = 0; i < perClient; ++i) {
                const int delta = (i % 3 == 2) ? -(t + 1) : (t + 1) * 2;
                const HttpTestClient::Headers headers { { "Content-Type", "application/json" },
                    { "Idempotency-Key", "once-" + QByteArray::number(t * 100 + i) } };
                const QByteArray body
                    = R"({"code":"9789943012417","delta":)" + QByteArray::number(delta) + "}";
                const auto first = client.post(u"/products/stock/by-code"_s, body, headers);
                const auto retry = client.post(u"/products/stock/by-code"_s, body, headers);
                if (first.status != 200 || retry.status != 200
                    || retry.header("Idempotent-Replayed") != "true" || retry.body != first.body)
                    failures[t] += 1;
            }
        });
        workers.last()->start();
    }
    for (QThread *worker : workers) {
        QVERIFY(worker->wait(120'000));
        delete worker;
    }
    QCOMPARE(failures, QList<int>(clients, 0));
    QCOMPARE(stockOf(u"9789943012417"_s), before + expectedChange);
    QSqlQuery movements(database());
    QVERIFY(movements.exec(u"SELECT COUNT(*), COUNT(DISTINCT idempotency_key), SUM(delta) "
                           "FROM stock_movements WHERE idempotency_key LIKE 'once-%'"_s)
        && movements.next());
    QCOMPARE(movements.value(0).toInt(), clients * perClient);
    QCOMPARE(movements.value(1).toInt(), clients * perClient);
    QCOMPARE(movements.value(2).toInt(), expectedChange);
}

void TestStockUpdate::sigtermFinishesRequestsInFlight()
{
    const int before = stockOf(u"4780000000052"_s);
    // Keep a stock update in flight by holding the database's writes, stop the server,
    // then let the update go on: it must still be answered, and the server exit cleanly.
    QSqlQuery lock(database());
    QVERIFY(holdWrites(lock));
    QNetworkAccessManager manager;
    QNetworkRequest request(QUrl(m_server.baseUrl() + u"/products/stock/by-code"_s));
    request.setRawHeader("X-App-ID", m_key.appId.toUtf8());
    request.setRawHeader("X-App-Secret", m_key.secret.toUtf8());
    request.setRawHeader("Content-Type", "application/json");
    QNetworkReply *reply
        = manager.post(request, QByteArray(R"({"code":"4780000000052","delta":1})"));
    QTest::qWait(300);
    QVERIFY(!reply->isFinished());
    ::kill(pid_t(m_server.pid()), SIGTERM);
    QTest::qWait(300);
    QVERIFY(QSqlQuery(database()).exec(u"ROLLBACK"_s));
    QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), 10000);
    QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
    QCOMPARE(QJsonDocument::fromJson(reply->readAll())[u"stock"_s].toInt(), before + 1);
    QCOMPARE(m_server.stop(), 0);
    delete reply;
}

QTEST_GUILESS_MAIN(TestStockUpdate)
#include "tst_stockupdate.moc"
