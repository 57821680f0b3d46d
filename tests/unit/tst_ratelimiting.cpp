// The per-key sliding windows (RateLimiter) and the failed-login throttle per client address
// (AuthFailureThrottle), contract §6, on a fake clock where the class takes one.
#include <QTest>

#include "server/auth/authfailurethrottle.h"
#include "server/auth/ratelimiter.h"

using namespace Qt::StringLiterals;

namespace {
qint64 fakeNow = 1'000'000;
qint64 fakeClock()
{
    return fakeNow;
}
} // namespace

class TestRateLimiting : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void eightPerSecondExactly();
    void slidingMinute();
    void rejectedUseNoQuota();
    void refundGivesMinuteBack();
    void keysAreIndependent();
    void throttleAfterThirtyFailures();
    void throttleGroupsIpv6By64();
    void throttleMemoryIsBounded();
};

void TestRateLimiting::eightPerSecondExactly()
{
    RateLimiter limiter(fakeClock);
    const RateLimiter::Limits limits { 8, 240 };
    for (int i = 0; i < 8; ++i) {
        const auto decision = limiter.acquire(u"k"_s, limits);
        QVERIFY(decision.accepted);
        QCOMPARE(decision.remainingSecond, 7 - i);
        fakeNow += 10;
    }
    auto refused = limiter.acquire(u"k"_s, limits);
    QVERIFY(!refused.accepted);
    QCOMPARE(refused.retryAfterSeconds, 1);
    fakeNow += 1000 - 80; // the first request leaves the window exactly now
    QVERIFY(limiter.acquire(u"k"_s, limits).accepted);
    QVERIFY(!limiter.acquire(u"k"_s, limits).accepted);
}

void TestRateLimiting::slidingMinute()
{
    RateLimiter limiter(fakeClock);
    const RateLimiter::Limits limits { 100, 5 };
    for (int i = 0; i < 5; ++i) {
        QVERIFY(limiter.acquire(u"m"_s, limits).accepted);
        fakeNow += 1000;
    }
    const auto refused = limiter.acquire(u"m"_s, limits);
    QVERIFY(!refused.accepted);
    QCOMPARE(refused.retryAfterSeconds, 55);
    fakeNow += 55'000;
    QVERIFY(limiter.acquire(u"m"_s, limits).accepted);
}

void TestRateLimiting::rejectedUseNoQuota()
{
    RateLimiter limiter(fakeClock);
    const RateLimiter::Limits limits { 2, 240 };
    QVERIFY(limiter.acquire(u"r"_s, limits).accepted);
    QVERIFY(limiter.acquire(u"r"_s, limits).accepted);
    for (int i = 0; i < 50; ++i)
        QVERIFY(!limiter.acquire(u"r"_s, limits).accepted);
    fakeNow += 1000;
    const auto decision = limiter.acquire(u"r"_s, limits);
    QVERIFY(decision.accepted);
    QCOMPARE(decision.remainingMinute, 240 - 3);
}

void TestRateLimiting::refundGivesMinuteBack()
{
    RateLimiter limiter(fakeClock);
    const RateLimiter::Limits limits { 8, 2 };
    QVERIFY(limiter.acquire(u"n"_s, limits).accepted);
    limiter.refundMinute(u"n"_s);
    QVERIFY(limiter.acquire(u"n"_s, limits).accepted);
    QVERIFY(limiter.acquire(u"n"_s, limits).accepted);
    QVERIFY(!limiter.acquire(u"n"_s, limits).accepted);
}

void TestRateLimiting::keysAreIndependent()
{
    RateLimiter limiter(fakeClock);
    const RateLimiter::Limits limits { 1, 240 };
    QVERIFY(limiter.acquire(u"a"_s, limits).accepted);
    QVERIFY(!limiter.acquire(u"a"_s, limits).accepted);
    QVERIFY(limiter.acquire(u"b"_s, limits).accepted);
}

void TestRateLimiting::throttleAfterThirtyFailures()
{
    AuthFailureThrottle throttle(30);
    const QHostAddress client(u"203.0.113.9"_s);
    for (int i = 0; i < 29; ++i)
        throttle.recordFailure(client);
    QCOMPARE(throttle.retryAfterSeconds(client), 0);
    throttle.recordFailure(client);
    QVERIFY(throttle.retryAfterSeconds(client) >= 59);
    QCOMPARE(throttle.retryAfterSeconds(QHostAddress(u"203.0.113.10"_s)), 0);
    // The mapped form is the same client.
    QVERIFY(throttle.retryAfterSeconds(QHostAddress(u"::ffff:203.0.113.9"_s)) > 0);
}

void TestRateLimiting::throttleGroupsIpv6By64()
{
    AuthFailureThrottle throttle(30);
    for (int i = 0; i < 30; ++i) // a host rotating through its /64
        throttle.recordFailure(QHostAddress(u"2001:db8:1:2::%1"_s.arg(i + 1, 0, 16)));
    QVERIFY(throttle.retryAfterSeconds(QHostAddress(u"2001:db8:1:2:ffff::1"_s)) > 0);
    QCOMPARE(throttle.retryAfterSeconds(QHostAddress(u"2001:db8:1:3::1"_s)), 0);
    QCOMPARE(throttle.trackedAddresses(), 1);
}

// 40,000 failures from as many addresses (a spoofing attack) keep at most
// maxTracked entries; the most recent offenders are still refused.
void TestRateLimiting::throttleMemoryIsBounded()
{
    AuthFailureThrottle throttle(30, 1000);
    for (quint32 i = 0; i < 40'000; ++i)
        throttle.recordFailure(QHostAddress(0x0A000000u + i));
    QCOMPARE(throttle.trackedAddresses(), 1000);
    const QHostAddress recent(0x0A000000u + 39'999);
    for (int i = 0; i < 29; ++i)
        throttle.recordFailure(recent);
    QVERIFY(throttle.retryAfterSeconds(recent) > 0);
    QCOMPARE(throttle.trackedAddresses(), 1000);
}

QTEST_GUILESS_MAIN(TestRateLimiting)
#include "tst_ratelimiting.moc"
