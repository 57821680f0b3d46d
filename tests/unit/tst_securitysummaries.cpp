// SecurityLog: one line per address and reason per interval with the
// events summed, bounded memory and a bounded number of lines.
#include <QHostAddress>
#include <QTest>

#include "server/http/securitylog.h"

using namespace Qt::StringLiterals;

class TestSecuritySummaries : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void firstEventAtOnceThenSummed();
    void pairsAreSeparate();
    void addressesAreBareTokens_data();
    void addressesAreBareTokens();
    void memoryIsBounded();
    void linesAreBounded();
};

namespace {
const QHostAddress attacker(u"203.0.113.7"_s);
}

void TestSecuritySummaries::firstEventAtOnceThenSummed()
{
    QStringList lines;
    SecurityLog log(60, [&](const QString &line) { lines << line; });
    for (int i = 0; i < 31; ++i)
        log.record(attacker, "auth_failed"_L1, "wrong_secret"_L1, 1000 + i * 100);
    QCOMPARE(lines, QStringList { u"auth_failed from 203.0.113.7 count=1 reason=wrong_secret"_s });
    log.flush(30'000, false); // within the interval: nothing yet
    QCOMPARE(lines.size(), 1);
    log.flush(61'000, false);
    QCOMPARE(lines.value(1), u"auth_failed from 203.0.113.7 count=30 reason=wrong_secret"_s);
    // A later event within the interval of that line waits; after it, it is written at once.
    log.record(attacker, "auth_failed"_L1, "wrong_secret"_L1, 90'000);
    QCOMPARE(lines.size(), 2);
    log.record(attacker, "auth_failed"_L1, "wrong_secret"_L1, 121'000);
    QCOMPARE(lines.value(2), u"auth_failed from 203.0.113.7 count=2 reason=wrong_secret"_s);
    // Quiet pairs are forgotten.
    log.flush(200'000, false);
    QCOMPARE(log.trackedPairs(), 0);
    QCOMPARE(lines.size(), 3);
}

void TestSecuritySummaries::pairsAreSeparate()
{
    QStringList lines;
    SecurityLog log(60, [&](const QString &line) { lines << line; });
    log.record(attacker, "auth_failed"_L1, "wrong_secret"_L1, 0);
    log.record(attacker, "throttled"_L1, "auth_failures"_L1, 1);
    log.record(QHostAddress(u"198.51.100.1"_s), "auth_failed"_L1, "wrong_secret"_L1, 2);
    log.record(attacker, "throttled"_L1, "auth_failures"_L1, 3);
    QCOMPARE(lines.size(), 3);
    // Stopping writes what is pending, whatever the interval.
    log.flush(4, true);
    QCOMPARE(lines.value(3), u"throttled from 203.0.113.7 count=1 reason=auth_failures"_s);
    QCOMPARE(lines.size(), 4);
}

void TestSecuritySummaries::addressesAreBareTokens_data()
{
    QTest::addColumn<QString>("address");
    QTest::addColumn<QString>("text");
    QTest::newRow("ipv4") << u"192.0.2.1"_s << u"192.0.2.1"_s;
    QTest::newRow("mapped") << u"::ffff:192.0.2.1"_s << u"192.0.2.1"_s;
    QTest::newRow("ipv6") << u"2001:db8::1"_s << u"2001:db8::1"_s;
    QTest::newRow("scoped") << u"fe80::1%lo"_s << u"fe80::1"_s;
}

void TestSecuritySummaries::addressesAreBareTokens()
{
    QFETCH(QString, address);
    QFETCH(QString, text);
    QCOMPARE(SecurityLog::addressText(QHostAddress(address)), text);
}

void TestSecuritySummaries::memoryIsBounded()
{
    QStringList lines;
    SecurityLog log(
        60, [&](const QString &line) { lines << line; }, 100, 100'000);
    for (quint32 i = 0; i < 1000; ++i) {
        const QHostAddress address(0x0A000000u + i);
        log.record(address, "auth_failed"_L1, "wrong_secret"_L1, i);
        log.record(address, "auth_failed"_L1, "wrong_secret"_L1, i);
        QVERIFY(log.trackedPairs() <= 100);
    }
    // Every event is accounted for: a dropped pair's count is written as it goes.
    log.flush(1000, true);
    qint64 total = 0;
    for (const QString &line : std::as_const(lines))
        total += line.section(u"count="_s, 1).section(u' ', 0, 0).toLongLong();
    QCOMPARE(total, 2000);
    QCOMPARE(lines.size(), 2000);
}

void TestSecuritySummaries::linesAreBounded()
{
    QStringList lines;
    SecurityLog log(
        60, [&](const QString &line) { lines << line; }, 10'000, 50);
    for (quint32 i = 0; i < 500; ++i)
        log.record(QHostAddress(0x0A000000u + i), "refused"_L1, "bad_request"_L1, 1000);
    QCOMPARE(lines.size(), 50);
    // The next interval writes what was held back, within the same bound.
    log.flush(61'000, false);
    QCOMPARE(lines.size(), 100);
    // Pairs dropped while no line was allowed are summed into one line.
    SecurityLog small(
        60, [&](const QString &line) { lines << line; }, 10, 5);
    lines.clear();
    for (quint32 i = 0; i < 100; ++i)
        small.record(QHostAddress(0x0A000000u + i), "refused"_L1, "bad_request"_L1, 1000);
    QCOMPARE(lines.size(), 5);
    small.flush(61'000, false);
    QVERIFY2(lines.contains(u"85 more events not itemised (log limit of 5 lines per 60 s)"_s),
        qPrintable(lines.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestSecuritySummaries)
#include "tst_securitysummaries.moc"
