#include <QElapsedTimer>
#include <QEventLoop>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <atomic>
#include <stdexcept>

#include "server/domain/domainerror.h"
#include "server/services/follower.h"

using namespace std::chrono_literals;
using namespace Qt::StringLiterals;

// The followers' runtime (server/services/follower.h): a wake runs the next step at once,
// never during a backoff; stop() ends a step blocked in a nested event loop and runs finish()
// on the follower's thread.
namespace {
// Steps that count themselves and then wait `after` (wakeable or not).
Follower::Steps counting(std::atomic<int> &steps, std::chrono::milliseconds after, bool wakeable)
{
    return { [&steps, after, wakeable] {
                ++steps;
                return Follower::Next { after, wakeable };
            },
        {} };
}
} // namespace

class TestFollower final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void firstStepRunsAtOnce();
    void wakeCutsAWaitShort();
    void wakeDoesNotCutABackoffShort();
    void wakesDuringAStepRunItAgain();
    void stopEndsANestedLoopAndFinishes();
    void aStepThatThrowsRunsAgainLater();
};

void TestFollower::firstStepRunsAtOnce()
{
    std::atomic<int> steps { 0 };
    Follower follower(u"test"_s, counting(steps, 1h, true));
    follower.start();
    QTRY_COMPARE_WITH_TIMEOUT(steps.load(), 1, 1000);
    QTest::qWait(100);
    QCOMPARE(steps.load(), 1); // then it waits its hour
}

void TestFollower::wakeCutsAWaitShort()
{
    std::atomic<int> steps { 0 };
    Follower follower(u"test"_s, counting(steps, 1h, true));
    follower.start();
    QTRY_COMPARE_WITH_TIMEOUT(steps.load(), 1, 1000);
    for (int i = 2; i <= 5; ++i) {
        follower.wake();
        QTRY_COMPARE_WITH_TIMEOUT(steps.load(), i, 200);
    }
}

void TestFollower::wakeDoesNotCutABackoffShort()
{
    std::atomic<int> steps { 0 };
    Follower follower(u"test"_s, counting(steps, 400ms, false));
    follower.start();
    QTRY_COMPARE_WITH_TIMEOUT(steps.load(), 1, 1000);
    follower.wake();
    QTest::qWait(150);
    QCOMPARE(steps.load(), 1);
    // The backoff's end runs the step (the wake was not lost, nor did it run one more).
    QTRY_COMPARE_WITH_TIMEOUT(steps.load(), 2, 1000);
}

void TestFollower::wakesDuringAStepRunItAgain()
{
    std::atomic<int> steps { 0 };
    std::atomic<bool> inStep { false };
    Follower follower(u"test"_s,
        { [&] {
             inStep = true;
             // A nested event loop, as a blocking request runs one: the wake arrives inside it.
             QEventLoop loop;
             QTimer::singleShot(150, &loop, &QEventLoop::quit);
             loop.exec();
             inStep = false;
             ++steps;
             return Follower::Next { 1h, true };
         },
            {} });
    follower.start();
    QTRY_VERIFY_WITH_TIMEOUT(inStep.load(), 1000);
    follower.wake();
    // The step in progress ends, then one more runs for what the wake announced.
    QTRY_COMPARE_WITH_TIMEOUT(steps.load(), 2, 1000);
    QTest::qWait(300);
    QCOMPARE(steps.load(), 2);
}

void TestFollower::stopEndsANestedLoopAndFinishes()
{
    std::atomic<bool> inStep { false };
    std::atomic<bool> finishedOnItsThread { false };
    QThread *followerThread = nullptr;
    Follower follower(u"test"_s,
        { [&] {
             followerThread = QThread::currentThread();
             inStep = true;
             QEventLoop loop;
             QTimer::singleShot(60'000, &loop, &QEventLoop::quit); // a long poll
             loop.exec();
             return Follower::Next { 1h, true };
         },
            [&] { finishedOnItsThread = QThread::currentThread() == followerThread; } });
    follower.start();
    QTRY_VERIFY_WITH_TIMEOUT(inStep.load(), 1000);
    QElapsedTimer stopping;
    stopping.start();
    follower.stop();
    QVERIFY2(stopping.elapsed() < 2000, "stop() waited for the long poll");
    QVERIFY(finishedOnItsThread.load());
}

void TestFollower::aStepThatThrowsRunsAgainLater()
{
    std::atomic<int> steps { 0 };
    Follower follower(u"test"_s,
        { [&]() -> Follower::Next {
             if (++steps == 1)
                 throw std::runtime_error("a failure the step did not handle");
             return { 1h, true };
         },
            {} });
    QTest::ignoreMessage(QtWarningMsg, "test step failed: a failure the step did not handle");
    QElapsedTimer sinceStart;
    sinceStart.start();
    follower.start();
    QTRY_COMPARE_WITH_TIMEOUT(steps.load(), 1, 1000);
    follower.wake(); // a failed step backs off: a wake does not cut it short
    QTest::qWait(300);
    QCOMPARE(steps.load(), 1);
    QTRY_COMPARE_WITH_TIMEOUT(steps.load(), 2, 3000);
    QVERIFY(sinceStart.elapsed() >= 900);

    // The domain's own error, which is no std::exception, as well.
    std::atomic<int> domainSteps { 0 };
    Follower domain(u"domain"_s,
        { [&]() -> Follower::Next {
             if (++domainSteps == 1)
                 throw DomainError::notFound(u"no such product"_s);
             return { 1h, true };
         },
            {} });
    QTest::ignoreMessage(QtWarningMsg, "domain step failed: not_found no such product");
    domain.start();
    QTRY_COMPARE_WITH_TIMEOUT(domainSteps.load(), 2, 3000);
}

QTEST_GUILESS_MAIN(TestFollower)
#include "tst_follower.moc"
