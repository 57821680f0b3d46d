#include <QTest>

#include "server/services/requestbudget.h"

using namespace std::chrono_literals;
using Use = RequestBudget::Use;

// The key's budget the shop sync spends (server/services/requestbudget.h): contract §6's exact
// sliding windows, learned from the answers, a spare use that leaves a quarter of the second to the
// work, a 429 that costs nothing, requests upstream counted elsewhere.
class TestRequestBudget final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void unknownLimitsNeverWait();
    void secondWindow();
    void minuteWindow();
    void spareLeavesAQuarterOfTheSecond();
    void spareKeepsToTheMinutesPace();
    void rejectedCostsNothing();
    void spentElsewhere();
    void binding();

private:
    // n requests answered at `at` under the default limits (8/s, 240/min).
    static void spend(
        RequestBudget &budget, int n, RequestBudget::Clock::time_point at, int limitMinute = 240)
    {
        for (int i = 0; i < n; ++i) {
            const quint64 ticket = budget.sending(at);
            budget.answered(ticket, at, { 8, limitMinute, -1, -1, false });
        }
    }
    const RequestBudget::Clock::time_point t0 = RequestBudget::Clock::now();
};

void TestRequestBudget::unknownLimitsNeverWait()
{
    RequestBudget budget;
    for (int i = 0; i < 50; ++i)
        budget.sending(t0);
    QCOMPARE(budget.delay(Use::Work, t0), 0ms);
    QCOMPARE(budget.delay(Use::Spare, t0), 0ms);
}

void TestRequestBudget::secondWindow()
{
    RequestBudget budget;
    spend(budget, 7, t0);
    QCOMPARE(budget.delay(Use::Work, t0), 0ms); // the 8th may go
    spend(budget, 1, t0 + 100ms);
    // The 9th waits until the first has left the second (plus the margin).
    const auto wait = budget.delay(Use::Work, t0 + 100ms);
    QCOMPARE(wait, 1000ms + RequestBudget::margin - 100ms + 1ms);
    QCOMPARE(budget.delay(Use::Work, t0 + 100ms + wait), 0ms);
}

void TestRequestBudget::minuteWindow()
{
    RequestBudget budget;
    // 240 spread over 30 s, 8 every second: the second is free again, the minute is not.
    for (int s = 0; s < 30; ++s)
        spend(budget, 8, t0 + std::chrono::seconds(s));
    const auto now = t0 + 40s;
    QCOMPARE(budget.delay(Use::Work, now), 20s + RequestBudget::margin + 1ms);
    QCOMPARE(budget.delay(Use::Work, now + 21s), 0ms);
}

void TestRequestBudget::spareLeavesAQuarterOfTheSecond()
{
    RequestBudget budget;
    spend(budget, 6, t0);
    QCOMPARE(budget.delay(Use::Work, t0), 0ms);
    QVERIFY(budget.delay(Use::Spare, t0) > 0ms); // 2 of 8 left to the work
    for (int s = 1; s <= 22; ++s)
        spend(budget, 8, t0 + std::chrono::seconds(s)); // 182 in the minute
    const auto now = t0 + 30s;
    QCOMPARE(budget.delay(Use::Work, now), 0ms);
    QCOMPARE(budget.delay(Use::Spare, now), 0ms); // the minute is shared
}

void TestRequestBudget::spareKeepsToTheMinutesPace()
{
    RequestBudget budget;
    // 240 a minute is 20 in 5 s; the spare use takes three quarters of it: 15.
    for (int s = 0; s < 3; ++s)
        spend(budget, 5, t0 + std::chrono::seconds(s));
    const auto now = t0 + 3s;
    QCOMPARE(budget.delay(Use::Work, now), 0ms); // the work may burst
    // The 16th spare waits until the first of the 15 has left the 5 s window.
    QCOMPARE(budget.delay(Use::Spare, now), 2s + RequestBudget::margin + 1ms);
    QCOMPARE(budget.delay(Use::Spare, now + 2s + RequestBudget::margin + 1ms), 0ms);
    // So, woken without pause, the spare use alone spends at most 180 of the minute's 240.
}

void TestRequestBudget::rejectedCostsNothing()
{
    RequestBudget budget;
    spend(budget, 7, t0);
    const quint64 ticket = budget.sending(t0);
    QVERIFY(budget.delay(Use::Work, t0) > 0ms);
    budget.answered(ticket, t0, { 8, 240, 1, 233, true }); // upstream counted our 7
    QCOMPARE(budget.delay(Use::Work, t0), 0ms);
}

void TestRequestBudget::spentElsewhere()
{
    RequestBudget budget;
    const quint64 ticket = budget.sending(t0);
    // Upstream says 1 left in the second after this one: 6 more were spent by someone else.
    budget.answered(ticket, t0, { 8, 240, 1, 233, false });
    QCOMPARE(budget.delay(Use::Work, t0), 0ms);
    spend(budget, 1, t0);
    QVERIFY(budget.delay(Use::Work, t0) > 0ms);

    // A long poll answered 25 s later: its headers are the windows of then, not counted.
    RequestBudget later;
    const quint64 poll = later.sending(t0);
    later.answered(poll, t0 + 25s, { 8, 240, 0, 0, false });
    QCOMPARE(later.delay(Use::Work, t0 + 25s), 0ms);
}

void TestRequestBudget::binding()
{
    RequestBudget budget;
    QVERIFY(!budget.binding()); // not known yet
    spend(budget, 1, t0, 240);
    QVERIFY(budget.binding());
    spend(budget, 1, t0, 100000);
    QVERIFY(!budget.binding());
}

QTEST_GUILESS_MAIN(TestRequestBudget)
#include "tst_requestbudget.moc"
