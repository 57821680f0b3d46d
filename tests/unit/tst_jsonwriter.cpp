// JsonWriter and RowMapper::write: the bytes QJsonDocument::toJson(Compact) writes for the
// same values (a feed page and a detail endpoint answer the same, contract §4, §13).
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>
#include <limits>

#include "server/domain/jsonwriter.h"
#include "server/domain/mediaurl.h"
#include "server/storage/rowmapper.h"

using namespace Qt::StringLiterals;

class tst_JsonWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void asQtWrites_data();
    void asQtWrites();
    void streamed();
    void rowMapperRenderingsAgree_data();
    void rowMapperRenderingsAgree();
};

void tst_JsonWriter::asQtWrites_data()
{
    QTest::addColumn<QJsonValue>("value");
    QTest::newRow("null") << QJsonValue();
    QTest::newRow("true") << QJsonValue(true);
    QTest::newRow("false") << QJsonValue(false);
    QTest::newRow("zero") << QJsonValue(0);
    QTest::newRow("negative") << QJsonValue(qint64(-42));
    QTest::newRow("int64 max") << QJsonValue(std::numeric_limits<qint64>::max());
    QTest::newRow("int64 min") << QJsonValue(std::numeric_limits<qint64>::min());
    QTest::newRow("whole double") << QJsonValue(4.0);
    QTest::newRow("negative zero") << QJsonValue(-0.0);
    QTest::newRow("fraction") << QJsonValue(4.5);
    QTest::newRow("tenth") << QJsonValue(0.1);
    QTest::newRow("large double") << QJsonValue(1e20);
    QTest::newRow("2^53 + 1 as double") << QJsonValue(9007199254740993.0);
    QTest::newRow("small double") << QJsonValue(4.2e-7);
    QTest::newRow("infinity") << QJsonValue(std::numeric_limits<double>::infinity());
    QTest::newRow("empty text") << QJsonValue(u""_s);
    QTest::newRow("escapes") << QJsonValue(u"q\"b\\s/\b\f\n\r\t\x01\x1f\x7f"_s);
    QTest::newRow("nul") << QJsonValue(u"a"_s + QChar(0) + u"b"_s);
    QTest::newRow("cyrillic and uzbek") << QJsonValue(u"Книга — oʻzbek"_s);
    QTest::newRow("beyond the BMP") << QJsonValue(u"😀 𝄞"_s);
    QTest::newRow("lone high surrogate") << QJsonValue(QString(QChar(0xd800)) + u"x"_s);
    QTest::newRow("lone high surrogate at the end") << QJsonValue(QString(QChar(0xdbff)));
    QTest::newRow("lone low surrogate") << QJsonValue(QString(QChar(0xdc00)));
    QTest::newRow("empty array") << QJsonValue(QJsonArray());
    QTest::newRow("empty object") << QJsonValue(QJsonObject());
    QTest::newRow("nested") << QJsonValue(
        QJsonObject { { u"b"_s, QJsonArray { 1, u"x"_s, QJsonValue() } },
            { u"a"_s, QJsonObject { { u"k\"ey"_s, 2.5 } } }, { u"Z"_s, false } });
}

void tst_JsonWriter::asQtWrites()
{
    QFETCH(QJsonValue, value);
    // QJsonDocument writes only arrays and objects: the value inside an array.
    const QJsonArray wrapped { value };
    QCOMPARE(JsonWriter::of(wrapped), QJsonDocument(wrapped).toJson(QJsonDocument::Compact));
    if (value.isObject()) {
        QCOMPARE(
            JsonWriter::of(value), QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    }
}

void tst_JsonWriter::streamed()
{
    JsonWriter out;
    out.beginArray();
    out.beginObject();
    out.key("a"_L1);
    out.value(qint64(1));
    out.key("b"_L1);
    out.beginArray();
    out.endArray();
    out.key("c"_L1);
    out.raw(R"({"x":[1,2]})");
    out.key("d"_L1);
    out.null();
    out.endObject();
    out.value(u"é"_s);
    out.value(true);
    out.beginObject();
    out.endObject();
    out.endArray();
    QCOMPARE(out.take(), QByteArray(R"([{"a":1,"b":[],"c":{"x":[1,2]},"d":null},"é",true,{}])"));
}

void tst_JsonWriter::rowMapperRenderingsAgree_data()
{
    QTest::addColumn<QString>("origin");
    QTest::newRow("paths stay paths") << QString();
    QTest::newRow("public URL") << u"https://shop.example"_s;
}

// Every kind, with NULLs, through both renderings of one mapper: the same bytes.
void tst_JsonWriter::rowMapperRenderingsAgree()
{
    QFETCH(QString, origin);
    MediaUrl::setPublicOrigin(origin);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"rows"_s);
        db.setDatabaseName(u":memory:"_s);
        QVERIFY(db.open());
        using Kind = RowMapper::Kind;
        const RowMapper mapper { { u"id"_s, Kind::Integer }, { u"name"_s, Kind::Text },
            { u"in_stock"_s, Kind::Boolean }, { u"rating"_s, Kind::Number },
            { u"reorder_level"_s, Kind::NullableInteger }, { u"image"_s, Kind::MediaUrl },
            { u"author"_s, Kind::Reference }, { u"images"_s, Kind::MediaUrlList },
            { u"category"_s, Kind::Reference }, { u"aaa"_s, Kind::Text } };
        QCOMPARE(mapper.columnCount(), 13);
        QSqlQuery rows(db);
        QVERIFY(rows.exec(
            u"SELECT 7, 'Кн\"ига\n😀', 1, 4.0, NULL, '/media/covers/book/7.svg', 3, 'Author', "
            "'/media/a.svg', '[\"/media/b.svg\",\"https://x.example/c.png\"]', NULL, NULL, NULL "
            "UNION ALL SELECT -1, '', 0, 4.25, 12, 'https://x.example/i.png', NULL, NULL, NULL, "
            "'[]', 5, 'Kategoriya', 'z'"_s));
        int seen = 0;
        while (rows.next()) {
            JsonWriter out;
            mapper.write(out, rows);
            QCOMPARE(out.take(), QJsonDocument(mapper.object(rows)).toJson(QJsonDocument::Compact));
            ++seen;
        }
        QCOMPARE(seen, 2);
    }
    QSqlDatabase::removeDatabase(u"rows"_s);
    MediaUrl::setPublicOrigin(QString());
}

QTEST_GUILESS_MAIN(tst_JsonWriter)
#include "tst_jsonwriter.moc"
