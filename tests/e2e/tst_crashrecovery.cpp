// kill -9 in the middle of concurrent stock updates (contract §7, §8): every update answered
// 200 is on disk after a restart, and retrying every update with its Idempotency-Key applies
// each exactly once — answered or not when the server died.
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <atomic>
#include <thread>

#include "tests/e2e/catalogfixture.h"
#include "tests/support/blockinghttp.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

namespace {
const QByteArray code = QByteArrayLiteral("9789943012349"); // book 1, seller 1
constexpr int writers = 4;
constexpr int perWriter = 400;

// Writer w always adds w + 1, so the stock tells how many of its updates were applied.
QByteArray bodyFor(int writer)
{
    return R"({"code":")" + code + R"(","delta":)" + QByteArray::number(writer + 1) + "}";
}
QByteArray keyFor(int writer, int i)
{
    return "crash-" + QByteArray::number(writer) + '-' + QByteArray::number(i);
}
} // namespace

class TestCrashRecovery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void acknowledgedWritesSurviveKill9();
};

void TestCrashRecovery::acknowledgedWritesSurviveKill9()
{
    TestServer server;
    QVERIFY(CatalogFixture::importInto(server));
    const auto key = server.createKey(u"read,stock:write"_s,
        { u"--seller"_s, u"1"_s, u"--rate-per-second"_s, u"100000"_s, u"--rate-per-minute"_s,
            u"10000000"_s });
    QVERIFY(server.start());
    BlockingHttp probe(server.baseUrl(), key.appId, key.secret);
    const auto stockNow = [&](BlockingHttp &http) {
        const auto reply = http.post(
            u"/products/stock/by-code"_s, QByteArray(R"({"code":")" + code + R"(","delta":0})"));
        return QJsonDocument::fromJson(reply.body)[u"stock"_s].toInteger(-1);
    };
    const qint64 initial = stockNow(probe);
    QVERIFY(initial >= 0);

    // Writers send until the server dies; each remembers how far it got acknowledged.
    std::atomic<int> acknowledged[writers] = {};
    std::atomic<int> sent[writers] = {};
    std::vector<std::thread> threads;
    for (int w = 0; w < writers; ++w) {
        threads.emplace_back([&, w] {
            BlockingHttp http(server.baseUrl(), key.appId, key.secret);
            for (int i = 0; i < perWriter; ++i) {
                sent[w] = i + 1;
                const auto reply = http.post(u"/products/stock/by-code"_s, bodyFor(w),
                    { { "Idempotency-Key", keyFor(w, i) } });
                if (reply.status != 200)
                    return; // the server is gone
                acknowledged[w] = i + 1;
            }
        });
    }
    QTest::qWait(700);
    server.kill();
    for (auto &thread : threads)
        thread.join();
    int acknowledgedTotal = 0;
    qint64 acknowledgedDelta = 0;
    for (int w = 0; w < writers; ++w) {
        acknowledgedTotal += acknowledged[w];
        acknowledgedDelta += qint64(acknowledged[w]) * (w + 1);
    }
    QVERIFY2(acknowledgedTotal > 20, "too few updates before the kill to mean anything");

    QVERIFY(server.start());
    BlockingHttp after(server.baseUrl(), key.appId, key.secret);
    // Nothing acknowledged was lost; at most the requests in flight were applied besides.
    const qint64 afterRestart = stockNow(after);
    QVERIFY2(afterRestart >= initial + acknowledgedDelta,
        qPrintable(u"stock %1 < %2 + acknowledged %3"_s.arg(afterRestart)
                       .arg(initial)
                       .arg(acknowledgedDelta)));

    // A client retries everything it sent with the same keys: each applied exactly once.
    qint64 sentDelta = 0;
    for (int w = 0; w < writers; ++w) {
        for (int i = 0; i < sent[w]; ++i) {
            const auto reply = after.post(
                u"/products/stock/by-code"_s, bodyFor(w), { { "Idempotency-Key", keyFor(w, i) } });
            QCOMPARE(reply.status, 200);
            if (i < acknowledged[w])
                QCOMPARE(reply.header("Idempotent-Replayed"), QByteArray("true"));
        }
        sentDelta += qint64(sent[w]) * (w + 1);
    }
    QCOMPARE(stockNow(after), initial + sentDelta);
    QCOMPARE(server.stop(), 0);
}

QTEST_GUILESS_MAIN(TestCrashRecovery)
#include "tst_crashrecovery.moc"
