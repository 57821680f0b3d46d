#include <QTest>

#include "models/productcodevalidator.h"

using namespace Qt::StringLiterals;
using Kind = ProductCodeValidator::Kind;

// The console's own check-digit validation, data-driven (as KDE Tellico's isbntest).
class TstCodeValidator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void check_data();
    void check();
    void validatorStates();
    void matchKey();
};

void TstCodeValidator::check_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("addOn");
    QTest::newRow("isbn13") << u"9789943550940"_s << int(Kind::Isbn13) << u"9789943550940"_s
                            << QString();
    QTest::newRow("isbn13 hyphens")
        << u"978-0-306-40615-7"_s << int(Kind::Isbn13) << u"9780306406157"_s << QString();
    QTest::newRow("isbn13 bad check")
        << u"9780306406158"_s << int(Kind::Invalid) << u"9780306406158"_s << QString();
    QTest::newRow("isbn10") << u"0-306-40615-2"_s << int(Kind::Isbn10) << u"0306406152"_s
                            << QString();
    QTest::newRow("isbn10 X") << u"080442957x"_s << int(Kind::Isbn10) << u"080442957X"_s
                              << QString();
    QTest::newRow("isbn10 bad") << u"0306406153"_s << int(Kind::Invalid) << u"0306406153"_s
                                << QString();
    QTest::newRow("ean13") << u"4006381333931"_s << int(Kind::Ean13) << u"4006381333931"_s
                           << QString();
    QTest::newRow("ean13 bad") << u"4006381333932"_s << int(Kind::Invalid) << u"4006381333932"_s
                               << QString();
    QTest::newRow("ean8") << u"73513537"_s << int(Kind::Ean8) << u"73513537"_s << QString();
    QTest::newRow("ean8 bad") << u"73513538"_s << int(Kind::Invalid) << u"73513538"_s << QString();
    QTest::newRow("upc-a") << u"036000291452"_s << int(Kind::UpcA) << u"036000291452"_s
                           << QString();
    QTest::newRow("upc-a bad") << u"036000291453"_s << int(Kind::Invalid) << u"036000291453"_s
                               << QString();
    QTest::newRow("5-digit add-on")
        << u"978030640615751299"_s << int(Kind::Isbn13) << u"9780306406157"_s << u"51299"_s;
    QTest::newRow("2-digit add-on")
        << u"978030640615705"_s << int(Kind::Isbn13) << u"9780306406157"_s << u"05"_s;
    QTest::newRow("letters") << u"97803064O6157"_s << int(Kind::Invalid) << QString() << QString();
    QTest::newRow("too short") << u"12345"_s << int(Kind::Invalid) << u"12345"_s << QString();
    QTest::newRow("empty") << QString() << int(Kind::Invalid) << QString() << QString();
}

void TstCodeValidator::check()
{
    QFETCH(QString, input);
    QFETCH(int, kind);
    QFETCH(QString, code);
    QFETCH(QString, addOn);
    const ProductCodeValidator::Check result = ProductCodeValidator::check(input);
    QCOMPARE(int(result.kind), kind);
    QCOMPARE(result.isValid(), kind != int(Kind::Invalid));
    QCOMPARE(result.problem.isEmpty(), result.isValid());
    if (!code.isEmpty())
        QCOMPARE(result.code, code);
    QCOMPARE(result.addOn, addOn);
}

void TstCodeValidator::validatorStates()
{
    ProductCodeValidator v;
    int pos = 0;
    QString s = u"978"_s;
    QCOMPARE(v.validate(s, pos), QValidator::Intermediate);
    s = u"9780306406157"_s;
    QCOMPARE(v.validate(s, pos), QValidator::Acceptable);
    s = u"9780306406158"_s;
    QCOMPARE(v.validate(s, pos), QValidator::Intermediate);
    s = u"97a"_s;
    QCOMPARE(v.validate(s, pos), QValidator::Invalid);
    s = u"978-0-306-40615-7"_s;
    v.fixup(s);
    QCOMPARE(s, u"9780306406157"_s);
}

void TstCodeValidator::matchKey()
{
    QCOMPARE(ProductCodeValidator::matchKey(u"0-306-40615-2"_s), u"9780306406157"_s);
    QCOMPARE(ProductCodeValidator::matchKey(u"978-0-306-40615-7"_s), u"9780306406157"_s);
}

QTEST_GUILESS_MAIN(TstCodeValidator)
#include "tst_codevalidator.moc"
