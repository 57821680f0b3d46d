// Contract §12's periods, without a server: a period is named by its first day (the day, the
// ISO week's Monday, the month's 1st), every period meeting the range is listed, and the
// range rules (default 30 days ending today, from after until or over 3 years: 422).
#include <QTest>

#include "server/domain/domainerror.h"
#include "server/services/reportservice.h"

using namespace Qt::StringLiterals;
using Grouping = ReportService::Grouping;

class TstReportPeriods : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void periods_data();
    void periods();
    void ranges_data();
    void ranges();
};

void TstReportPeriods::periods_data()
{
    QTest::addColumn<QDate>("from");
    QTest::addColumn<QDate>("until");
    QTest::addColumn<int>("grouping");
    QTest::addColumn<QStringList>("expected");
    const auto d = [](int y, int m, int day) { return QDate(y, m, day); };
    QTest::newRow("days") << d(2024, 2, 28) << d(2024, 3, 1) << int(Grouping::Day)
                          << QStringList { u"2024-02-28"_s, u"2024-02-29"_s, u"2024-03-01"_s };
    // 2027-01-01 is a Friday: its ISO week (2026-W53) starts on Monday 2026-12-28.
    QTest::newRow("weeks over new year")
        << d(2027, 1, 1) << d(2027, 1, 11) << int(Grouping::Week)
        << QStringList { u"2026-12-28"_s, u"2027-01-04"_s, u"2027-01-11"_s };
    QTest::newRow("a Sunday alone") << d(2026, 11, 29) << d(2026, 11, 29) << int(Grouping::Week)
                                    << QStringList { u"2026-11-23"_s };
    QTest::newRow("months from the 31st")
        << d(2024, 1, 31) << d(2024, 3, 1) << int(Grouping::Month)
        << QStringList { u"2024-01-01"_s, u"2024-02-01"_s, u"2024-03-01"_s };
    QTest::newRow("one day, by month") << d(2026, 12, 31) << d(2026, 12, 31) << int(Grouping::Month)
                                       << QStringList { u"2026-12-01"_s };
}

void TstReportPeriods::periods()
{
    QFETCH(QDate, from);
    QFETCH(QDate, until);
    QFETCH(int, grouping);
    QFETCH(QStringList, expected);
    QStringList names;
    for (const QDate period : ReportService::periods({ from, until }, Grouping(grouping))) {
        names << period.toString(Qt::ISODate);
        // Every day of the range falls in a listed period, and each period holds its first day.
        QCOMPARE(ReportService::periodOf(period, Grouping(grouping)), period);
    }
    QCOMPARE(names, expected);
    for (QDate day = from; day <= until; day = day.addDays(1)) {
        QVERIFY(
            names.contains(ReportService::periodOf(day, Grouping(grouping)).toString(Qt::ISODate)));
    }
}

void TstReportPeriods::ranges_data()
{
    QTest::addColumn<QString>("from"); // empty: absent
    QTest::addColumn<QString>("until");
    QTest::addColumn<QString>("expectedFrom"); // empty: 422
    QTest::addColumn<QString>("expectedUntil"); // the field of the 422
    const QString today = u"2026-11-25"_s;
    QTest::newRow("default: 30 days ending today")
        << QString() << QString() << u"2026-10-27"_s << today;
    QTest::newRow("until only: the 30 days before it")
        << QString() << u"2026-03-01"_s << u"2026-01-31"_s << u"2026-03-01"_s;
    QTest::newRow("from only: until today")
        << u"2026-11-01"_s << QString() << u"2026-11-01"_s << today;
    QTest::newRow("exactly 3 years")
        << u"2021-02-28"_s << u"2024-02-28"_s << u"2021-02-28"_s << u"2024-02-28"_s;
    QTest::newRow("3 years and a day")
        << u"2021-02-28"_s << u"2024-02-29"_s << QString() << u"until"_s;
    QTest::newRow("from after until") << u"2026-11-26"_s << QString() << QString() << u"from"_s;
}

void TstReportPeriods::ranges()
{
    QFETCH(QString, from);
    QFETCH(QString, until);
    QFETCH(QString, expectedFrom);
    QFETCH(QString, expectedUntil);
    const auto date = [](const QString &text) {
        return text.isEmpty() ? std::nullopt
                              : std::optional<QDate>(QDate::fromString(text, Qt::ISODate));
    };
    try {
        const ReportService::Range range
            = ReportService::range(date(from), date(until), QDate(2026, 11, 25));
        QVERIFY2(!expectedFrom.isEmpty(), "accepted a range it must refuse");
        QCOMPARE(range.from.toString(Qt::ISODate), expectedFrom);
        QCOMPARE(range.until.toString(Qt::ISODate), expectedUntil);
    } catch (const DomainError &error) {
        QVERIFY2(expectedFrom.isEmpty(), qPrintable(error.message));
        QVERIFY(error.kind == DomainError::Kind::Invalid);
        QVERIFY(error.fields.contains(expectedUntil));
    }
}

QTEST_GUILESS_MAIN(TstReportPeriods)
#include "tst_reportperiods.moc"
