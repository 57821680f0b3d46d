// The client-side pacer: sliding windows, priorities, in-flight cap, corrections from the
// server's remaining counts, the minute window, and the observable waiting state.
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include "net/ratepacer.h"

using namespace Qt::StringLiterals;

class tst_RatePacer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void neverFasterThanPerSecond();
    void interactiveFirst();
    void inFlightCap();
    void remainingCorrects();
    void minuteWindowWaitsVisibly();
};

void tst_RatePacer::neverFasterThanPerSecond()
{
    RatePacer pacer;
    pacer.setLimits(10, 1000);
    QList<qint64> sentAt;
    QElapsedTimer clock;
    clock.start();
    connect(&pacer, &RatePacer::ready, this, [&](quint64 ticket) {
        sentAt << clock.elapsed();
        pacer.release(ticket);
    });
    for (quint64 i = 0; i < 35; ++i)
        pacer.enqueue(i, RatePacer::Priority::Background);
    QTRY_COMPARE_WITH_TIMEOUT(sentAt.size(), 35, 10000);
    // Any 1000 ms span holds at most 10 sends.
    for (qsizetype i = 10; i < sentAt.size(); ++i)
        QVERIFY2(sentAt[i] - sentAt[i - 10] >= 1000,
            qPrintable(u"send %1 only %2 ms after send %3"_s.arg(i)
                           .arg(sentAt[i] - sentAt[i - 10])
                           .arg(i - 10)));
    QVERIFY(sentAt.last() >= 3000);
    QVERIFY2(sentAt.last() < 4500, "pacing is much slower than the limit allows");
}

void tst_RatePacer::interactiveFirst()
{
    RatePacer pacer;
    pacer.setLimits(100, 1000);
    pacer.setMaxInFlight(1);
    QList<quint64> order;
    connect(&pacer, &RatePacer::ready, this, [&](quint64 ticket) {
        order << ticket;
        QTimer::singleShot(5, &pacer, [&pacer, ticket] { pacer.release(ticket); });
    });
    pacer.enqueue(1, RatePacer::Priority::Background);
    pacer.enqueue(2, RatePacer::Priority::Background);
    pacer.enqueue(3, RatePacer::Priority::Interactive);
    QTRY_COMPARE(order.size(), 1);
    pacer.enqueue(4, RatePacer::Priority::Interactive);
    pacer.enqueue(5, RatePacer::Priority::Background);
    QVERIFY(pacer.remove(5));
    QVERIFY(!pacer.remove(5));
    QTRY_COMPARE(order.size(), 4);
    QCOMPARE(order, (QList<quint64> { 3, 4, 1, 2 }));
}

void tst_RatePacer::inFlightCap()
{
    RatePacer pacer;
    pacer.setLimits(100, 1000);
    pacer.setMaxInFlight(2);
    QList<quint64> ready;
    connect(&pacer, &RatePacer::ready, this, [&](quint64 ticket) { ready << ticket; });
    for (quint64 i = 1; i <= 5; ++i)
        pacer.enqueue(i, RatePacer::Priority::Interactive);
    QTest::qWait(50);
    QCOMPARE(ready.size(), 2);
    pacer.release(ready[0]);
    QTRY_COMPARE(ready.size(), 3);
    QCOMPARE(pacer.inFlight(), 2);
}

void tst_RatePacer::remainingCorrects()
{
    RatePacer pacer;
    QSignalSpy remaining(&pacer, &RatePacer::remainingChanged);
    QSignalSpy limits(&pacer, &RatePacer::limitsChanged);
    // Another console used the whole second: we have sent nothing, the server says 0 left.
    pacer.observe([](const QByteArray &name) -> QByteArray {
        if (name == "X-RateLimit-Limit-Second")
            return "10";
        if (name == "X-RateLimit-Limit-Minute")
            return "600";
        if (name == "X-RateLimit-Remaining-Second")
            return "0";
        if (name == "X-RateLimit-Remaining-Minute")
            return "590";
        return {};
    });
    QCOMPARE(pacer.limitPerSecond(), 10);
    QCOMPARE(pacer.limitPerMinute(), 600);
    QCOMPARE(limits.count(), 1);
    QCOMPARE(remaining.count(), 1);
    QCOMPARE(pacer.remainingSecond(), 0);
    QCOMPARE(pacer.sentInLastSecond(), 10);

    QElapsedTimer clock;
    clock.start();
    qint64 sentAt = -1;
    connect(&pacer, &RatePacer::ready, this, [&](quint64) { sentAt = clock.elapsed(); });
    pacer.enqueue(1, RatePacer::Priority::Interactive);
    QTRY_VERIFY_WITH_TIMEOUT(sentAt >= 0, 3000);
    QVERIFY2(sentAt >= 950, qPrintable(QString::number(sentAt)));
}

void tst_RatePacer::minuteWindowWaitsVisibly()
{
    RatePacer pacer;
    pacer.setLimits(100, 5);
    QSignalSpy waiting(&pacer, &RatePacer::waitingChanged);
    int ready = 0;
    connect(&pacer, &RatePacer::ready, this, [&](quint64 ticket) {
        ++ready;
        pacer.release(ticket);
    });
    for (quint64 i = 0; i < 7; ++i)
        pacer.enqueue(i, RatePacer::Priority::Background);
    QTRY_VERIFY(!waiting.isEmpty());
    QCOMPARE(ready, 5);
    QVERIFY(pacer.isWaiting());
    QCOMPARE(waiting.last().at(0).toBool(), true);
    QVERIFY(waiting.last().at(1).toInt() >= 59 && waiting.last().at(1).toInt() <= 61);
    QCOMPARE(pacer.queued(), 2);
    // The countdown ticks once a second, not in a busy loop.
    waiting.clear();
    QTest::qWait(1100);
    QCOMPARE(waiting.count(), 1);
    QVERIFY(waiting.last().at(1).toInt() <= 60);

    // A 429 blocks everything for Retry-After.
    RatePacer blocked;
    QSignalSpy blockedWaiting(&blocked, &RatePacer::waitingChanged);
    blocked.blockFor(2);
    blocked.enqueue(1, RatePacer::Priority::Interactive);
    QTRY_VERIFY(!blockedWaiting.isEmpty());
    QCOMPARE(blockedWaiting.last().at(1).toInt(), 2);
}

QTEST_GUILESS_MAIN(tst_RatePacer)
#include "tst_ratepacer.moc"
