// Benchmark: a burst of 200 requests through ApiClient against the real
// catalog-server with a key of the spec's default limits (8/s, 240/min). The client must reach
// at least 90 % of the rate the key allows, with zero 429s.
//
// Ideal time for N requests at L/s with a full first window: (N - L) / L seconds.
// Efficiency = ideal / measured. Override with NET_BENCH_REQUESTS and NET_BENCH_RATE.
#include <QElapsedTimer>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "net/apiclient.h"
#include "net/ratepacer.h"
#include "net/requestengine.h"
#include "tests/net/catalogserverprocess.h"

using namespace Qt::StringLiterals;

class NetPacingBench : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void burst();
};

void NetPacingBench::burst()
{
    QStandardPaths::setTestModeEnabled(true);
    if (CatalogServerProcess::binary().isEmpty())
        QSKIP("CATALOG_SERVER_BIN is not set");
    const int requests = qEnvironmentVariableIntValue("NET_BENCH_REQUESTS") > 0
        ? qEnvironmentVariableIntValue("NET_BENCH_REQUESTS")
        : 200;
    const int rate = qEnvironmentVariableIntValue("NET_BENCH_RATE") > 0
        ? qEnvironmentVariableIntValue("NET_BENCH_RATE")
        : 8;

    QTemporaryDir dir;
    CatalogServerProcess server(u"sqlite:"_s + dir.filePath(u"bench.db"_s));
    QString error;
    QVERIFY2(
        !server.run({ u"demo"_s, u"--size"_s, u"300"_s }, &error).isEmpty(), qPrintable(error));
    const QJsonObject key = server.createKey(
        { u"--name"_s, u"bench"_s, u"--abilities"_s, u"read"_s, u"--rate-per-second"_s,
            QString::number(rate), u"--rate-per-minute"_s,
            QString::number(std::max(240, requests * 2)) },
        &error);
    QVERIFY2(key.contains(u"app_id"_s), qPrintable(error));
    QVERIFY2(server.start(u"127.0.0.1:0"_s, &error), qPrintable(error));

    ApiClient client;
    client.setServer(
        server.baseUrl(), key.value(u"app_id"_s).toString(), key.value(u"app_secret"_s).toString());
    client.pacer()->setLimits(rate, std::max(240, requests * 2)); // as learned on a first call

    RequestOptions options = RequestOptions::background();
    options.useEtag = false;
    int done = 0;
    int ok = 0;
    QElapsedTimer clock;
    clock.start();
    for (int i = 0; i < requests; ++i) {
        client.book(
            1 + i % 150, this,
            [&](const ApiResult &result, const BookDetail &) {
                ++done;
                // Answered: some demo ids are inactive (404), which is an answer all the same.
                ok += result.kind() == ApiResult::Kind::Ok
                    || result.kind() == ApiResult::Kind::NotFound;
                if (qEnvironmentVariableIsSet("NET_BENCH_VERBOSE"))
                    qInfo("%lld ms: %s %d", clock.elapsed(),
                        qPrintable(ApiResult::kindText(result.kind())), result.httpStatus());
            },
            options);
    }
    QTRY_COMPARE_WITH_TIMEOUT(done, requests, (requests / rate + 30) * 1000);
    const double elapsed = double(clock.elapsed()) / 1000.0;
    const double ideal = double(requests - rate) / double(rate);
    const double efficiency = ideal / elapsed;
    const int limited = client.engine()->rateLimitedCount();
    qInfo("net pacing bench: %d requests, key %d/s: %.2f s (ideal %.2f s), %.2f req/s, "
          "efficiency %.1f %%, %d x 429, %d answered, %d retries",
        requests, rate, elapsed, ideal, double(requests - rate) / elapsed, efficiency * 100.0,
        limited, ok, client.engine()->retryCount());
    QCOMPARE(limited, 0);
    QCOMPARE(ok, requests);
    QVERIFY2(efficiency >= 0.90, qPrintable(u"efficiency %1"_s.arg(efficiency)));
}

QTEST_GUILESS_MAIN(NetPacingBench)
#include "net_pacing_bench.moc"
