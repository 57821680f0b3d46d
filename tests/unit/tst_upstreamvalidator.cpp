#include <QtTest>

#include "server/services/upstreamvalidator.h"

using namespace Qt::StringLiterals;

namespace {

// A movement feed item as the marketplace writes it (contract §10, §13).
QJsonObject validMovement()
{
    return { { u"id"_s, 42 }, { u"at"_s, u"2026-05-01T12:00:00.000Z"_s }, { u"type"_s, u"book"_s },
        { u"product_id"_s, 7 }, { u"name"_s, u"Book"_s }, { u"code"_s, u"9789943012349"_s },
        { u"variant_id"_s, QJsonValue() }, { u"before"_s, 3 }, { u"after"_s, -2 },
        { u"delta"_s, -5 }, { u"reason"_s, u"sold"_s }, { u"note"_s, QJsonValue() },
        { u"app_id"_s, u"app"_s }, { u"scanned_at"_s, u"2026-05-01T11:59:00.000Z"_s },
        { u"movement_id"_s, u"1b4e28ba-2fa1-11d2-883f-0016d3cca427"_s } };
}

// A seller's change feed entry (contract §13) with every field a copy keeps.
QJsonObject validEntry()
{
    const QJsonObject data {
        { u"type"_s, u"stationery"_s }, { u"id"_s, 9 }, { u"name"_s, u"Pen"_s },
        { u"code"_s, u"4780000000052"_s }, { u"price"_s, 3000 }, { u"old_price"_s, QJsonValue() },
        { u"stock"_s, -1 }, { u"active"_s, true }, { u"reorder_level"_s, 2 },
        { u"reorder_quantity"_s, QJsonValue() }, { u"description"_s, u"Blue"_s },
        { u"image"_s, u"/media/covers/stationery/9.svg"_s },
        { u"images"_s, QJsonArray { u"https://example.com/a.png"_s } },
        { u"category"_s, QJsonObject { { u"id"_s, 3 }, { u"name"_s, u"Pens"_s } } },
        { u"variants"_s,
            QJsonArray { QJsonObject { { u"id"_s, 5 }, { u"name"_s, u"Red"_s },
                { u"barcode"_s, u"4780000000069"_s }, { u"price"_s, 3000 }, { u"stock"_s, 4 } } } }
    };
    return { { u"type"_s, u"stationery"_s }, { u"id"_s, 9 }, { u"data"_s, data } };
}

QJsonObject with(QJsonObject object, const QString &field, const QJsonValue &value)
{
    object.insert(field, value);
    return object;
}

QJsonObject withData(const QString &field, const QJsonValue &value)
{
    QJsonObject entry = validEntry();
    entry.insert(u"data"_s, with(entry[u"data"_s].toObject(), field, value));
    return entry;
}

} // namespace

// What comes down from a marketplace (contract §14): what the marketplace itself writes passes,
// each value a client could not send is refused, naming its field.
class TestUpstreamValidator : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void movements_data();
    void movements();
    void productEntries_data();
    void productEntries();
    void pagesAndCategories();
};

void TestUpstreamValidator::movements_data()
{
    QTest::addColumn<QJsonObject>("movement");
    QTest::addColumn<QString>("field"); // empty: accepted
    const QJsonObject valid = validMovement();
    QTest::newRow("the marketplace's own") << valid << QString();
    QTest::newRow("a variant's, no movement_id")
        << with(with(valid, u"variant_id"_s, 11), u"movement_id"_s, QJsonValue()) << QString();
    QTest::newRow("id 0") << with(valid, u"id"_s, 0) << u"id"_s;
    QTest::newRow("id a string") << with(valid, u"id"_s, u"42"_s) << u"id"_s;
    QTest::newRow("product -5") << with(valid, u"product_id"_s, -5) << u"product_id"_s;
    QTest::newRow("product in the shop's own ids")
        << with(valid, u"product_id"_s, qint64(1'000'000'000'000)) << u"product_id"_s;
    QTest::newRow("variant 0") << with(valid, u"variant_id"_s, 0) << u"variant_id"_s;
    QTest::newRow("type") << with(valid, u"type"_s, u"car"_s) << u"type"_s;
    QTest::newRow("delta fraction") << with(valid, u"delta"_s, 1.5) << u"delta"_s;
    QTest::newRow("delta beyond the range")
        << with(valid, u"delta"_s, 2'000'000'001.0) << u"delta"_s;
    QTest::newRow("delta missing") << with(valid, u"delta"_s, QJsonValue()) << u"delta"_s;
    QTest::newRow("after beyond the range")
        << with(valid, u"after"_s, -1'000'000'001.0) << u"after"_s;
    QTest::newRow("reason") << with(valid, u"reason"_s, u"stolen"_s) << u"reason"_s;
    QTest::newRow("note of 201") << with(valid, u"note"_s, QString(201, u'n')) << u"note"_s;
    QTest::newRow("scanned_at") << with(valid, u"scanned_at"_s, u"yesterday"_s) << u"scanned_at"_s;
    QTest::newRow("movement_id") << with(valid, u"movement_id"_s, u"x"_s) << u"movement_id"_s;
}

void TestUpstreamValidator::movements()
{
    QFETCH(QJsonObject, movement);
    QFETCH(QString, field);
    const QString problem = UpstreamValidator::movement(movement);
    if (field.isEmpty())
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    else
        QVERIFY2(problem.startsWith(field + u": "_s), qPrintable(problem));
}

void TestUpstreamValidator::productEntries_data()
{
    QTest::addColumn<QJsonObject>("entry");
    QTest::addColumn<QString>("field"); // empty: accepted
    QTest::newRow("the marketplace's own") << validEntry() << QString();
    QTest::newRow("a tombstone") << QJsonObject { { u"type"_s, u"book"_s }, { u"id"_s, 4 },
        { u"deleted"_s, true }, { u"data"_s, QJsonValue() } }
                                 << QString();
    QTest::newRow("id -5") << with(validEntry(), u"id"_s, -5) << u"id"_s;
    QTest::newRow("name of 501") << withData(u"name"_s, QString(501, u'x')) << u"name"_s;
    QTest::newRow("empty name") << withData(u"name"_s, u"  "_s) << u"name"_s;
    QTest::newRow("stock beyond the range") << withData(u"stock"_s, 2'000'000'000.0) << u"stock"_s;
    QTest::newRow("price below 0") << withData(u"price"_s, -1) << u"price"_s;
    QTest::newRow("description of 10,001")
        << withData(u"description"_s, QString(10'001, u'd')) << u"description"_s;
    QTest::newRow("code of 65") << withData(u"code"_s, QString(65, u'1')) << u"code"_s;
    QTest::newRow("active a string") << withData(u"active"_s, u"yes"_s) << u"active"_s;
    QTest::newRow("category id 0")
        << withData(u"category"_s, QJsonObject { { u"id"_s, 0 }, { u"name"_s, u"C"_s } })
        << u"category"_s;
    QTest::newRow("variant of product -1") << withData(
        u"variants"_s, QJsonArray { QJsonObject { { u"id"_s, -1 }, { u"name"_s, u"V"_s } } })
                                           << u"variants[0]"_s;
    QTest::newRow("images not URLs") << withData(u"images"_s, QJsonArray { 1 }) << u"images"_s;
}

void TestUpstreamValidator::productEntries()
{
    QFETCH(QJsonObject, entry);
    QFETCH(QString, field);
    const QString problem = UpstreamValidator::productEntry(entry);
    if (field.isEmpty())
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    else
        QVERIFY2(problem.startsWith(field + u": "_s), qPrintable(problem));
}

void TestUpstreamValidator::pagesAndCategories()
{
    const QJsonObject meta { { u"next"_s, u"abc"_s }, { u"has_more"_s, false } };
    QVERIFY(
        UpstreamValidator::page({ { u"data"_s, QJsonArray() }, { u"meta"_s, meta } }).isEmpty());
    QVERIFY(!UpstreamValidator::page({ { u"meta"_s, meta } }).isEmpty());
    QVERIFY(!UpstreamValidator::page(
        { { u"data"_s, QJsonArray() }, { u"meta"_s, with(meta, u"next"_s, QString(513, u'c')) } })
                 .isEmpty());
    QVERIFY(!UpstreamValidator::page(
        { { u"data"_s, QJsonArray() }, { u"meta"_s, with(meta, u"has_more"_s, 1) } })
                 .isEmpty());
    const QJsonObject category { { u"id"_s, 3 }, { u"name"_s, u"Pens"_s }, { u"type"_s, u""_s },
        { u"parent_id"_s, QJsonValue() } };
    QVERIFY(UpstreamValidator::category(category).isEmpty());
    QVERIFY(UpstreamValidator::category(with(category, u"id"_s, -5)).startsWith(u"id: "_s));
    QVERIFY(UpstreamValidator::category(with(category, u"name"_s, QString(501, u'c')))
                .startsWith(u"name: "_s));
    QVERIFY(
        UpstreamValidator::key({ { u"seller_id"_s, 1 }, { u"seller_name"_s, u"S"_s } }).isEmpty());
    QVERIFY(UpstreamValidator::key({ { u"seller_id"_s, 0 } }).startsWith(u"seller_id: "_s));
}

QTEST_GUILESS_MAIN(TestUpstreamValidator)
#include "tst_upstreamvalidator.moc"
