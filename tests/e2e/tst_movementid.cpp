// The permanent movement_id of a stock update, allow_negative and the batch endpoint (contract
// §8, §14) on the real server: a replay after a restart and through another key answers the
// first result and changes nothing, another body is refused, a refused update keeps no id, a
// sale recorded below 0 shows oversold until stock is back, and a batch answers each update as
// it would alone. On PostgreSQL also: two instances racing one movement_id apply it once.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QUuid>
#include <atomic>
#include <thread>

#include "tests/e2e/catalogfixture.h"
#include "tests/support/blockinghttp.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

namespace {

// Seller 1's products in the fixture.
const QByteArray book1 = QByteArrayLiteral("9789943012349"); // stock 12
const QByteArray book3 = QByteArrayLiteral("9789943012363"); // stock 0
const QByteArray book12 = QByteArrayLiteral("9789943012417"); // stock 30
const QByteArray pen = QByteArrayLiteral("4780000000052"); // stationery 2, stock 40

const QStringList generousLimits { u"--rate-per-second"_s, u"100000"_s, u"--rate-per-minute"_s,
    u"10000000"_s };

QByteArray newId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces).toLatin1();
}

QByteArray update(
    const QByteArray &code, int delta, const QByteArray &movementId, const QByteArray &extra = {})
{
    // No raw strings here: moc would read this file wrongly before the test class.
    return "{\"code\":\"" + code + "\",\"delta\":" + QByteArray::number(delta)
        + (movementId.isEmpty() ? QByteArray() : ",\"movement_id\":\"" + movementId + '"') + extra
        + '}';
}

QJsonObject json(const QByteArray &body)
{
    return QJsonDocument::fromJson(body).object();
}

QString errorCode(const QByteArray &body)
{
    return json(body)[u"error"_s][u"code"_s].toString();
}

// The item of a /products/mine page with the code (empty if absent).
QJsonObject mineItem(BlockingHttp &http, const QByteArray &code)
{
    const QString path = code.startsWith("478") ? u"/products/mine?type=stationery&per_page=100"_s
                                                : u"/products/mine?type=book&per_page=100"_s;
    const auto reply = http.get(path, { { "Cache-Control", "no-cache" } });
    for (const QJsonValue &item : json(reply.body)[u"data"_s].toArray()) {
        if (item[u"code"_s].toString().toLatin1() == code)
            return item.toObject();
    }
    return {};
}

qint64 stockOf(BlockingHttp &http, const QByteArray &code)
{
    return mineItem(http, code).value(u"stock"_s).toInteger(-1);
}

} // namespace

class TestMovementId : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void replayAfterRestartAndThroughAnotherKey();
    void anotherBodyIsRefused();
    void refusedUpdateKeepsNoId();
    void badMovementIdOrAllowNegative();
    void saleBelowZeroIsOversoldUntilStockIsBack();
    void countVarianceBelowZeroIsRecorded();
    void batchAnswersEachUpdateAsAlone();
    void batchIsOneRequestForTheRateLimit();
    void batchLimits();
    void twoInstancesRaceOneMovementId();

private:
    BlockingHttp http(const TestServer::Key &key) const
    {
        return BlockingHttp(m_server.baseUrl(), key.appId, key.secret);
    }

    TestServer m_server;
    TestServer::Key m_key; // seller 1, read + stock:write
    TestServer::Key m_other; // another key of seller 1
};

void TestMovementId::initTestCase()
{
    QVERIFY(CatalogFixture::importInto(m_server));
    m_key = m_server.createKey(
        u"read,stock:write"_s, QStringList { u"--seller"_s, u"1"_s } + generousLimits);
    m_other = m_server.createKey(
        u"read,stock:write"_s, QStringList { u"--seller"_s, u"1"_s } + generousLimits);
    QVERIFY(!m_key.secret.isEmpty() && !m_other.secret.isEmpty());
    QVERIFY(m_server.start());
}

void TestMovementId::cleanupTestCase()
{
    QCOMPARE(m_server.stop(), 0);
}

void TestMovementId::replayAfterRestartAndThroughAnotherKey()
{
    auto client = http(m_key);
    const qint64 before = stockOf(client, book12);
    QVERIFY(before >= 0);
    const QByteArray id = newId();
    const QByteArray body = update(book12, -3, id, R"(,"reason":"sold","note":"till 2")");
    const auto first = client.post(u"/products/stock/by-code"_s, body);
    QCOMPARE(first.status, 200);
    QVERIFY(first.header("Idempotent-Replayed").isEmpty());
    QCOMPARE(json(first.body)[u"stock"_s].toInteger(), before - 3);
    // Another change after it: the replay still answers the stock right after the first.
    QCOMPARE(client.post(u"/products/stock/by-code"_s, update(book12, 1, {})).status, 200);

    // A restart (the id is in the database, not in memory), then the same body with its keys
    // in another order, through another key of the seller.
    QCOMPARE(m_server.stop(), 0);
    QVERIFY(m_server.start());
    auto other = http(m_other);
    const QByteArray reordered = R"({"note":"till 2","movement_id":")" + id.toUpper()
        + R"(","reason":"sold","delta":-3.0,"code":")" + book12 + R"("})";
    const auto replay = other.post(u"/products/stock/by-code"_s, reordered);
    QCOMPARE(replay.status, 200);
    QCOMPARE(replay.header("Idempotent-Replayed"), QByteArray("true"));
    QCOMPARE(json(replay.body), json(first.body));
    auto again = http(m_key);
    QCOMPARE(stockOf(again, book12), before - 3 + 1);
    // Once in the history, with its id.
    const auto history = again.get(
        u"/products/stock/movements?code=%1&per_page=100"_s.arg(QString::fromLatin1(book12)));
    int withNote = 0;
    for (const QJsonValue &item : json(history.body)[u"data"_s].toArray())
        withNote += item[u"note"_s].toString() == "till 2"_L1 ? 1 : 0;
    QCOMPARE(withNote, 1);
}

void TestMovementId::anotherBodyIsRefused()
{
    auto client = http(m_key);
    const QByteArray id = newId();
    QCOMPARE(client.post(u"/products/stock/by-code"_s, update(pen, 2, id)).status, 200);
    const qint64 after = stockOf(client, pen);
    for (const QByteArray &body :
        { update(pen, 3, id), update(book1, 2, id), update(pen, 2, id, R"(,"note":"x")") }) {
        const auto reused = client.post(u"/products/stock/by-code"_s, body);
        QCOMPARE(reused.status, 422);
        QCOMPARE(errorCode(reused.body), u"movement_id_reused"_s);
    }
    QCOMPARE(stockOf(client, pen), after);
}

void TestMovementId::refusedUpdateKeepsNoId()
{
    auto client = http(m_key);
    const qint64 stock = stockOf(client, book3);
    const QByteArray id = newId();
    const QByteArray body = update(book3, -(stock + 1), id);
    const auto refused = client.post(u"/products/stock/by-code"_s, body);
    QCOMPARE(refused.status, 422);
    QCOMPARE(errorCode(refused.body), u"stock_would_be_negative"_s);
    // Once the goods are there, the same update (same id) applies: a refusal was not kept.
    QCOMPARE(client.post(u"/products/stock/by-code"_s, update(book3, 5, {})).status, 200);
    const auto applied = client.post(u"/products/stock/by-code"_s, body);
    QCOMPARE(applied.status, 200);
    QVERIFY(applied.header("Idempotent-Replayed").isEmpty());
    QCOMPARE(json(applied.body)[u"stock"_s].toInteger(), stock + 5 - (stock + 1));
}

void TestMovementId::badMovementIdOrAllowNegative()
{
    auto client = http(m_key);
    struct Case
    {
        QByteArray body;
        QString field;
    };
    const QList<Case> cases {
        { update(pen, 1, "not-a-uuid"), u"movement_id"_s },
        { R"({"code":")" + pen + R"(","delta":1,"movement_id":7})", u"movement_id"_s },
        { update(pen, -1, {}, R"(,"allow_negative":true)"), u"allow_negative"_s },
        { update(pen, -1, newId(), R"(,"allow_negative":true,"reason":"damaged")"),
            u"allow_negative"_s },
        { update(pen, -1, newId(), R"(,"allow_negative":"yes")"), u"allow_negative"_s },
        { R"({"code":")" + pen + R"(","stock":1,"movement_id":")" + newId()
                + R"(","allow_negative":true})",
            u"allow_negative"_s },
    };
    for (const Case &bad : cases) {
        const auto reply = client.post(u"/products/stock/by-code"_s, bad.body);
        QVERIFY2(reply.status == 422, bad.body.constData());
        QVERIFY2(json(reply.body)[u"error"_s][u"fields"_s].toObject().contains(bad.field),
            reply.body.constData());
    }
}

void TestMovementId::saleBelowZeroIsOversoldUntilStockIsBack()
{
    auto client = http(m_key);
    const qint64 stock = stockOf(client, book1);
    QVERIFY(stock >= 0);
    QCOMPARE(mineItem(client, book1).value(u"oversold"_s), QJsonValue(false));
    // Without allow_negative the rule of §8 stands.
    QCOMPARE(client.post(u"/products/stock/by-code"_s, update(book1, -(stock + 2), newId())).status,
        422);
    const auto sold = client.post(u"/products/stock/by-code"_s,
        update(book1, -(stock + 2), newId(), R"(,"allow_negative":true)"));
    QCOMPARE(sold.status, 200);
    QCOMPARE(json(sold.body)[u"stock"_s].toInteger(), -2);
    QCOMPARE(json(sold.body)[u"in_stock"_s], QJsonValue(false));
    QJsonObject item = mineItem(client, book1);
    QCOMPARE(item.value(u"stock"_s).toInteger(), -2);
    QCOMPARE(item.value(u"oversold"_s), QJsonValue(true));
    QCOMPARE(item.value(u"in_stock"_s), QJsonValue(false));
    // A plain sale still may not go further below.
    QCOMPARE(client.post(u"/products/stock/by-code"_s, update(book1, -1, {})).status, 422);
    // A receipt of 1: still oversold; one more: back at 0, no longer oversold.
    QCOMPARE(client.post(u"/products/stock/by-code"_s, update(book1, 1, {})).status, 200);
    QCOMPARE(mineItem(client, book1).value(u"oversold"_s), QJsonValue(true));
    QCOMPARE(client.post(u"/products/stock/by-code"_s, update(book1, 1, {})).status, 200);
    item = mineItem(client, book1);
    QCOMPARE(item.value(u"stock"_s).toInteger(), 0);
    QCOMPARE(item.value(u"oversold"_s), QJsonValue(false));
    QCOMPARE(client.post(u"/products/stock/by-code"_s, update(book1, int(stock), {})).status, 200);
}

// Contract §8, §14: a count's variance records what is on the shelf, so reason count takes
// allow_negative like a sale (a shop pushes its count's variance with it).
void TestMovementId::countVarianceBelowZeroIsRecorded()
{
    auto client = http(m_key);
    const qint64 stock = stockOf(client, book1);
    QVERIFY(stock >= 0);
    const auto counted = client.post(u"/products/stock/by-code"_s,
        update(book1, -(stock + 3), newId(), R"(,"reason":"count","allow_negative":true)"));
    QVERIFY2(counted.status == 200, counted.body.constData());
    QCOMPARE(json(counted.body)[u"stock"_s].toInteger(), -3);
    QCOMPARE(mineItem(client, book1).value(u"oversold"_s), QJsonValue(true));
    // Without allow_negative the rule of §8 stands for a count too.
    QCOMPARE(
        client
            .post(u"/products/stock/by-code"_s, update(book1, -1, newId(), R"(,"reason":"count")"))
            .status,
        422);
    QCOMPARE(
        client.post(u"/products/stock/by-code"_s, update(book1, int(stock) + 3, {})).status, 200);
    QCOMPARE(stockOf(client, book1), stock);
}

void TestMovementId::batchAnswersEachUpdateAsAlone()
{
    auto client = http(m_key);
    const qint64 penBefore = stockOf(client, pen);
    const qint64 book3Before = stockOf(client, book3);
    const QByteArray replayedId = newId();
    const auto single = client.post(u"/products/stock/by-code"_s, update(pen, 1, replayedId));
    QCOMPARE(single.status, 200);
    const QByteArray batch = "{\"updates\":[" + update(pen, 2, newId()) + ','
        + update("9780000000002", 1, newId()) + ',' // no such code: 404
        + update(book3, -(book3Before + 100), newId()) + ',' // below 0: 422
        + R"({"code":")" + pen + R"(","delta":"x"})" + ',' // invalid: 422 with fields
        + update(pen, 1, replayedId) + ',' // a replay
        + update(pen, 5, replayedId) + ',' // reused
        + "17," // not an object
        + update(pen, -1, newId()) + "]}";
    const auto reply = client.post(u"/products/stock/batch"_s, batch);
    QCOMPARE(reply.status, 200);
    const QJsonArray results = json(reply.body)[u"results"_s].toArray();
    QCOMPARE(results.size(), 8);
    QCOMPARE(results[0][u"status"_s].toString(), u"success"_s);
    QCOMPARE(results[0][u"stock"_s].toInteger(), penBefore + 1 + 2);
    QCOMPARE(results[1][u"http_status"_s].toInt(), 404);
    QCOMPARE(results[1][u"error"_s][u"code"_s].toString(), u"not_found"_s);
    QCOMPARE(results[2][u"http_status"_s].toInt(), 422);
    QCOMPARE(results[2][u"error"_s][u"code"_s].toString(), u"stock_would_be_negative"_s);
    QCOMPARE(results[3][u"http_status"_s].toInt(), 422);
    QVERIFY(results[3][u"error"_s][u"fields"_s].toObject().contains(u"delta"_s));
    QCOMPARE(results[4][u"replayed"_s], QJsonValue(true));
    QCOMPARE(results[4][u"stock"_s].toInteger(), penBefore + 1);
    QCOMPARE(results[5][u"error"_s][u"code"_s].toString(), u"movement_id_reused"_s);
    QCOMPARE(results[6][u"http_status"_s].toInt(), 422);
    QCOMPARE(results[7][u"stock"_s].toInteger(), penBefore + 1 + 2 - 1);
    QCOMPARE(stockOf(client, pen), penBefore + 2);
    QCOMPARE(stockOf(client, book3), book3Before);
    // The whole batch again with an Idempotency-Key-free retry: the applied ones are replays.
    const auto retry = client.post(u"/products/stock/batch"_s, batch);
    QCOMPARE(retry.status, 200);
    const QJsonArray again = json(retry.body)[u"results"_s].toArray();
    QCOMPARE(again[0][u"replayed"_s], QJsonValue(true));
    QCOMPARE(again[0][u"stock"_s].toInteger(), penBefore + 1 + 2);
    QCOMPARE(again[7][u"replayed"_s], QJsonValue(true));
    QCOMPARE(stockOf(client, pen), penBefore + 2);
}

void TestMovementId::batchIsOneRequestForTheRateLimit()
{
    const auto tight = m_server.createKey(u"read,stock:write"_s,
        { u"--seller"_s, u"1"_s, u"--rate-per-second"_s, u"3"_s, u"--rate-per-minute"_s,
            u"100"_s });
    BlockingHttp client(m_server.baseUrl(), tight.appId, tight.secret);
    QByteArray updates;
    for (int i = 0; i < 100; ++i)
        updates += (i ? "," : "") + update(pen, i % 2 ? 1 : -1, newId());
    const auto reply = client.post(u"/products/stock/batch"_s, "{\"updates\":[" + updates + "]}");
    QCOMPARE(reply.status, 200);
    QCOMPARE(json(reply.body)[u"results"_s].toArray().size(), 100);
    QCOMPARE(reply.header("X-RateLimit-Remaining-Minute"), QByteArray("99"));
}

void TestMovementId::batchLimits()
{
    auto client = http(m_key);
    QByteArray many;
    for (int i = 0; i < 101; ++i)
        many += (i ? "," : "") + update(pen, 1, {});
    for (const QByteArray &body : { QByteArray("{}"), QByteArray(R"({"updates":[]})"),
             QByteArray(R"({"updates":{}})"), QByteArray("{\"updates\":[" + many + "]}") }) {
        const auto reply = client.post(u"/products/stock/batch"_s, body);
        QCOMPARE(reply.status, 422);
        QVERIFY(json(reply.body)[u"error"_s][u"fields"_s].toObject().contains(u"updates"_s));
    }
    const auto readOnly = m_server.createKey(u"read"_s, { u"--seller"_s, u"1"_s });
    BlockingHttp reader(m_server.baseUrl(), readOnly.appId, readOnly.secret);
    QCOMPARE(reader.post(u"/products/stock/batch"_s, R"({"updates":[]})").status, 403);
}

void TestMovementId::twoInstancesRaceOneMovementId()
{
    if (!TestServer::isPostgreSql())
        QSKIP("two instances over one database: PostgreSQL (tst_movementid_postgresql)");
    TestServer second(m_server.database());
    QVERIFY(second.start());
    auto check = http(m_key);
    const qint64 before = stockOf(check, book12);
    constexpr int rounds = 30;
    for (int round = 0; round < rounds; ++round) {
        const QByteArray body = update(book12, 1, newId());
        BlockingHttp::Reply replies[2];
        std::atomic<int> ready { 0 };
        auto send = [&](int which) {
            BlockingHttp client(
                (which == 0 ? m_server : second).baseUrl(), m_key.appId, m_key.secret);
            client.get(u"/search/categories"_s); // connected first, so both start together
            ++ready;
            while (ready < 2) { }
            // Half the rounds through the batch endpoint.
            replies[which] = round % 2
                ? client.post(u"/products/stock/by-code"_s, body)
                : client.post(u"/products/stock/batch"_s, "{\"updates\":[" + body + "]}");
        };
        std::thread a(send, 0);
        std::thread b(send, 1);
        a.join();
        b.join();
        int fresh = 0;
        for (const auto &reply : replies) {
            QVERIFY2(reply.status == 200, reply.body.constData());
            const QJsonObject answer = round % 2
                ? json(reply.body)
                : json(reply.body)[u"results"_s].toArray().at(0).toObject();
            QCOMPARE(answer[u"status"_s].toString(), u"success"_s);
            const bool replayed = round % 2 ? !reply.header("Idempotent-Replayed").isEmpty()
                                            : answer[u"replayed"_s].toBool();
            fresh += replayed ? 0 : 1;
        }
        QVERIFY2(fresh == 1, qPrintable(u"round %1: %2 fresh answers"_s.arg(round).arg(fresh)));
    }
    QCOMPARE(stockOf(check, book12), before + rounds);
    QCOMPARE(second.stop(), 0);
}

QTEST_GUILESS_MAIN(TestMovementId)
#include "tst_movementid.moc"
