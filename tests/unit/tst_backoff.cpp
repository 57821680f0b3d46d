#include <QTest>

#include "server/services/backoff.h"

using namespace std::chrono_literals;

// The followers' one retry rule (server/services/backoff.h): the webhook schedule of contract
// §13 and the shop sync's of §14, the jitter's bounds, Retry-After, the window.
class TestBackoff final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void schedule_data();
    void schedule();
    void jitter_data();
    void jitter();
    void retryAfter_data();
    void retryAfter();
    void window();
};

void TestBackoff::schedule_data()
{
    QTest::addColumn<bool>("webhook");
    QTest::addColumn<int>("failures");
    QTest::addColumn<qint64>("seconds");
    QTest::newRow("webhook 1st") << true << 1 << 5LL;
    QTest::newRow("webhook 2nd") << true << 2 << 300LL;
    QTest::newRow("webhook 3rd") << true << 3 << 1800LL;
    QTest::newRow("webhook 4th") << true << 4 << 7200LL;
    QTest::newRow("webhook 5th") << true << 5 << 18000LL;
    QTest::newRow("webhook 6th") << true << 6 << 36000LL;
    QTest::newRow("webhook 7th repeats") << true << 7 << 36000LL;
    QTest::newRow("webhook 0 is the first") << true << 0 << 5LL;
    QTest::newRow("sync 1st") << false << 1 << 1LL;
    QTest::newRow("sync 2nd") << false << 2 << 2LL;
    QTest::newRow("sync 8th") << false << 8 << 128LL;
    QTest::newRow("sync 9th") << false << 9 << 250LL;
    QTest::newRow("sync 50th repeats") << false << 50 << 250LL;
}

void TestBackoff::schedule()
{
    QFETCH(bool, webhook);
    QFETCH(int, failures);
    QFETCH(qint64, seconds);
    const Backoff backoff = webhook ? Backoff::webhook() : Backoff::sync();
    QCOMPARE(backoff.baseDelay(failures), std::chrono::milliseconds(seconds * 1000));
    // Without jitter (unit 0.5) the wait is the base delay.
    QCOMPARE(backoff.delay(failures, std::nullopt, 0.5), std::chrono::milliseconds(seconds * 1000));
}

void TestBackoff::jitter_data()
{
    QTest::addColumn<double>("unit");
    QTest::addColumn<qint64>("ms");
    // Webhook's first retry, 5 s: ±20 %.
    QTest::newRow("lowest") << 0.0 << 4000LL;
    QTest::newRow("a quarter") << 0.25 << 4500LL;
    QTest::newRow("none") << 0.5 << 5000LL;
    QTest::newRow("highest") << 1.0 << 6000LL;
    QTest::newRow("out of range is clamped") << 7.0 << 6000LL;
}

void TestBackoff::jitter()
{
    QFETCH(double, unit);
    QFETCH(qint64, ms);
    QCOMPARE(Backoff::webhook().delay(1, std::nullopt, unit), std::chrono::milliseconds(ms));
    // At random: always within the bounds, for every step of both schedules.
    for (const Backoff &backoff : { Backoff::webhook(), Backoff::sync() }) {
        for (int failures = 1; failures <= 12; ++failures) {
            const auto base = backoff.baseDelay(failures);
            const auto wait = backoff.delay(failures, std::nullopt);
            QVERIFY(wait >= base * 4 / 5 && wait <= base * 6 / 5);
        }
    }
    // Sync never waits more than 5 minutes (docs/sync.md).
    QVERIFY(Backoff::sync().delay(100, std::nullopt, 1.0) <= 5min);
}

void TestBackoff::retryAfter_data()
{
    QTest::addColumn<bool>("webhook");
    QTest::addColumn<qint64>("retryAfter");
    QTest::addColumn<qint64>("expectedMs");
    QTest::newRow("shorter than the step: the step") << true << 1LL << 5000LL;
    QTest::newRow("longer: honoured") << true << 120LL << 120'000LL;
    QTest::newRow("past the longest step: capped") << true << 10 * 86400LL << 36'000'000LL;
    QTest::newRow("negative: ignored") << true << -5LL << 5000LL;
    QTest::newRow("sync 503 Retry-After") << false << 30LL << 30'000LL;
    QTest::newRow("sync capped at its longest") << false << 3600LL << 250'000LL;
}

void TestBackoff::retryAfter()
{
    QFETCH(bool, webhook);
    QFETCH(qint64, retryAfter);
    QFETCH(qint64, expectedMs);
    const Backoff backoff = webhook ? Backoff::webhook() : Backoff::sync();
    QCOMPARE(backoff.delay(1, std::chrono::seconds(retryAfter), 0.5),
        std::chrono::milliseconds(expectedMs));
}

void TestBackoff::window()
{
    const Backoff webhook = Backoff::webhook();
    constexpr qint64 hour = 3'600'000;
    const qint64 start = 1'000'000'000'000;
    QCOMPARE(webhook.nextAttemptAt(1, start, start, std::nullopt, 0.5), start + 5000);
    // Past 3 days from the first failure: given up.
    QCOMPARE(
        webhook.nextAttemptAt(8, start + 72 * hour - hour, start, std::nullopt, 0.5), std::nullopt);
    QVERIFY(webhook.nextAttemptAt(2, start + 24 * hour, start, std::nullopt).has_value());
    // Sync has no window: a shop waits for its upstream as long as it takes.
    QVERIFY(!Backoff::sync().window());
    QVERIFY(Backoff::sync().nextAttemptAt(1000, start + 10'000 * hour, start, std::nullopt));
}

QTEST_GUILESS_MAIN(TestBackoff)
#include "tst_backoff.moc"
