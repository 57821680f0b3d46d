#include <QTest>

#include "common/productcodes.h"

using namespace Qt::StringLiterals;

class tst_ProductCodes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void normalizeIsbn_data();
    void normalizeIsbn();
    void isbn10_data();
    void isbn10();
    void barcodes_data();
    void barcodes();
    void checkDigit();
    void addOn_data();
    void addOn();
};

void tst_ProductCodes::normalizeIsbn_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("expected"); // empty: invalid

    QTest::newRow("isbn13 plain") << u"9780306406157"_s << u"9780306406157"_s;
    QTest::newRow("isbn13 hyphens") << u"978-0-306-40615-7"_s << u"9780306406157"_s;
    QTest::newRow("isbn13 spaces") << u"978 0 306 40615 7"_s << u"9780306406157"_s;
    QTest::newRow("isbn13 979") << u"979-10-90636-07-1"_s << u"9791090636071"_s;
    QTest::newRow("isbn10 to 13") << u"0-306-40615-2"_s << u"9780306406157"_s;
    QTest::newRow("isbn10 X") << u"0-8044-2957-X"_s << u"9780804429573"_s;
    QTest::newRow("isbn10 lower x") << u"080442957x"_s << u"9780804429573"_s;
    QTest::newRow("isbn10 harry potter") << u"0439554934"_s << u"9780439554930"_s;
    QTest::newRow("isbn13 bad check") << u"9780306406158"_s << QString();
    QTest::newRow("isbn10 bad check") << u"0306406153"_s << QString();
    QTest::newRow("ean13 not book prefix") << u"4006381333931"_s << QString();
    QTest::newRow("X not last") << u"08044X2957"_s << QString();
    QTest::newRow("X in isbn13") << u"978030640615X"_s << QString();
    QTest::newRow("letters") << u"97803064O6157"_s << QString();
    QTest::newRow("too short") << u"978030640615"_s << QString();
    QTest::newRow("too long") << u"97803064061570"_s << QString();
    QTest::newRow("empty") << QString() << QString();
    QTest::newRow("only hyphens") << u"---"_s << QString();
    QTest::newRow("other separator") << u"978.0.306.40615.7"_s << QString();
    QTest::newRow("arabic-indic digits")
        << u"\u0669\u0667\u0668\u0660\u0663\u0660\u0666\u0664\u0660\u0666\u0661\u0665\u0667"_s
        << QString();
}

void tst_ProductCodes::normalizeIsbn()
{
    QFETCH(QString, code);
    QFETCH(QString, expected);
    const std::optional<QString> normalized = ProductCodes::normalizeIsbn(code);
    QCOMPARE(normalized.has_value(), !expected.isEmpty());
    if (normalized) {
        QCOMPARE(*normalized, expected);
        QVERIFY(ProductCodes::isValidIsbn13(*normalized));
    }
}

void tst_ProductCodes::isbn10_data()
{
    QTest::addColumn<QString>("digits");
    QTest::addColumn<bool>("valid10");
    QTest::addColumn<bool>("valid13");

    QTest::newRow("valid 10") << u"0306406152"_s << true << false;
    QTest::newRow("valid 10 X") << u"080442957X"_s << true << false;
    QTest::newRow("valid 13") << u"9780306406157"_s << false << true;
    QTest::newRow("hyphens are not digits") << u"0-306-40615-2"_s << false << false;
    QTest::newRow("check 0") << u"0198534531"_s << true << false;
    QTest::newRow("wrong 10") << u"0306406151"_s << false << false;
}

void tst_ProductCodes::isbn10()
{
    QFETCH(QString, digits);
    QFETCH(bool, valid10);
    QFETCH(bool, valid13);
    QCOMPARE(ProductCodes::isValidIsbn10(digits), valid10);
    QCOMPARE(ProductCodes::isValidIsbn13(digits), valid13);
}

void tst_ProductCodes::barcodes_data()
{
    QTest::addColumn<QString>("digits");
    QTest::addColumn<bool>("ean13");
    QTest::addColumn<bool>("ean8");
    QTest::addColumn<bool>("upca");

    QTest::newRow("ean13") << u"4006381333931"_s << true << false << false;
    QTest::newRow("ean13 uz") << u"4780000000014"_s << true << false << false;
    // The contract's example barcode has a wrong check digit (should end in 4).
    QTest::newRow("contract example") << u"4780000000017"_s << false << false << false;
    QTest::newRow("ean13 isbn") << u"9780306406157"_s << true << false << false;
    QTest::newRow("ean13 bad") << u"4006381333932"_s << false << false << false;
    QTest::newRow("ean8") << u"96385074"_s << false << true << false;
    QTest::newRow("ean8 bad") << u"96385075"_s << false << false << false;
    QTest::newRow("upca") << u"036000291452"_s << false << false << true;
    QTest::newRow("upca bad") << u"036000291453"_s << false << false << false;
    QTest::newRow("hyphen") << u"400638-1333931"_s << false << false << false;
    QTest::newRow("space") << u"4006381 333931"_s << false << false << false;
    QTest::newRow("letter") << u"40063813339A1"_s << false << false << false;
    QTest::newRow("empty") << QString() << false << false << false;
    QTest::newRow("all zeros 13") << u"0000000000000"_s << true << false << false;
}

void tst_ProductCodes::barcodes()
{
    QFETCH(QString, digits);
    QFETCH(bool, ean13);
    QFETCH(bool, ean8);
    QFETCH(bool, upca);
    QCOMPARE(ProductCodes::isValidEan13(digits), ean13);
    QCOMPARE(ProductCodes::isValidEan8(digits), ean8);
    QCOMPARE(ProductCodes::isValidUpcA(digits), upca);
    QCOMPARE(ProductCodes::isValidBarcode(digits), ean13 || ean8 || upca);
}

void tst_ProductCodes::checkDigit()
{
    QCOMPARE(ProductCodes::gs1CheckDigit(u"400638133393"), 1);
    QCOMPARE(ProductCodes::gs1CheckDigit(u"978030640615"), 7);
    QCOMPARE(ProductCodes::gs1CheckDigit(u"9638507"), 4);
    QCOMPARE(ProductCodes::gs1CheckDigit(u"03600029145"), 2);
    QCOMPARE(ProductCodes::gs1CheckDigit(u"12a"), -1);
    QCOMPARE(ProductCodes::gs1CheckDigit(u""), -1);
}

void tst_ProductCodes::addOn_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("expected");

    QTest::newRow("5-digit add-on") << u"978030640615751299"_s << u"9780306406157"_s;
    QTest::newRow("2-digit add-on") << u"978030640615705"_s << u"9780306406157"_s;
    QTest::newRow("no add-on") << u"9780306406157"_s << u"9780306406157"_s;
    QTest::newRow("bad isbn part") << u"978030640615851299"_s << u"978030640615851299"_s;
    QTest::newRow("not a book") << u"400638133393151299"_s << u"400638133393151299"_s;
    QTest::newRow("3-digit add-on") << u"9780306406157512"_s << u"9780306406157512"_s;
    QTest::newRow("letters") << u"97803064061575129X"_s << u"97803064061575129X"_s;
    QTest::newRow("empty") << QString() << QString();
}

void tst_ProductCodes::addOn()
{
    QFETCH(QString, code);
    QFETCH(QString, expected);
    QCOMPARE(ProductCodes::stripPriceAddOn(code), expected);
}

QTEST_APPLESS_MAIN(tst_ProductCodes)
#include "tst_productcodes.moc"
