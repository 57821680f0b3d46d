// The issue codes of contract §15 and their bits: schema 25's product_quality view writes
// bit i for codes()[i], so the order is part of the stored data.
#include <QTest>

#include "server/domain/adminissues.h"

using namespace Qt::StringLiterals;

class TestAdminIssues : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void codesInTheContractsOrder();
    void masks_data();
    void masks();
};

void TestAdminIssues::codesInTheContractsOrder()
{
    QCOMPARE(AdminIssues::codes(),
        (QStringList { u"missing_image"_s, u"missing_category"_s, u"missing_author"_s,
            u"missing_publisher"_s, u"missing_description"_s, u"old_price_below_price"_s,
            u"price_outlier"_s, u"code_type_mismatch"_s, u"duplicate_code_conflict"_s,
            u"seller_inactive"_s }));
    QCOMPARE(AdminIssues::bitOf(u"duplicate_code_conflict"_s).value_or(-1), 8);
    QVERIFY(!AdminIssues::bitOf(u"Missing_Image"_s));
}

void TestAdminIssues::masks_data()
{
    QTest::addColumn<QString>("list");
    QTest::addColumn<qint64>("mask");
    QTest::newRow("one") << u"missing_image"_s << qint64(1);
    QTest::newRow("several") << u"missing_image,seller_inactive"_s << qint64(1 | 512);
    QTest::newRow("spaces") << u" price_outlier , code_type_mismatch"_s << qint64(64 | 128);
    QTest::newRow("unknown") << u"missing_image,nonsense"_s << qint64(-1);
    QTest::newRow("empty") << QString() << qint64(-1);
    QTest::newRow("trailing comma") << u"missing_image,"_s << qint64(-1);
}

void TestAdminIssues::masks()
{
    QFETCH(QString, list);
    QFETCH(qint64, mask);
    const std::optional<qint64> parsed = AdminIssues::maskOf(list);
    QCOMPARE(parsed.value_or(-1), mask);
    if (parsed) {
        const QStringList codes = AdminIssues::codesOf(*parsed);
        QCOMPARE(AdminIssues::maskOf(codes.join(u',')).value_or(-1), *parsed);
    }
}

QTEST_GUILESS_MAIN(TestAdminIssues)
#include "tst_adminissues.moc"
