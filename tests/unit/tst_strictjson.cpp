// StrictJson: request bodies parsed as exactly one JSON object, duplicates refused, numbers
// beyond double range kept as invalid values (contract §3, §8).
#include <QJsonObject>
#include <QTest>

#include "server/http/strictjson.h"

using namespace Qt::StringLiterals;

class TestStrictJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void accepts_data();
    void accepts();
    void refuses_data();
    void refuses();
    void hugeNumbersBecomeInvalidValues();
};

void TestStrictJson::accepts_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::newRow("simple") << QByteArray(R"({"code":"123","delta":-2})");
    QTest::newRow("spaces") << QByteArray(
        " {\n\t\"a\" : [1, 2.5e3, -0.5, true, false, null] } \r\n");
    QTest::newRow("empty") << QByteArray("{}");
    QTest::newRow("nested same key in two objects") << QByteArray(R"({"a":{"k":1},"b":{"k":2}})");
    QTest::newRow("escapes") << QByteArray(R"({"a\"b":"\u00e9\n","c":"\ud83d\ude00"})");
    QTest::newRow("utf8") << QByteArray(R"({"имя":"Тетрадь"})");
}

void TestStrictJson::accepts()
{
    QFETCH(QByteArray, body);
    const auto result = StrictJson::parseObject(body);
    QVERIFY2(result.object, qPrintable(result.error));
}

void TestStrictJson::refuses_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::newRow("duplicate key") << QByteArray(R"({"stock":1,"stock":500})");
    QTest::newRow("duplicate key by escape") << QByteArray(R"({"delta":1,"\u0064elta":9})");
    QTest::newRow("duplicate nested") << QByteArray(R"({"a":{"k":1,"k":2}})");
    QTest::newRow("array") << QByteArray("[1,2]");
    QTest::newRow("string") << QByteArray(R"("x")");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("trailing comma") << QByteArray(R"({"a":1,})");
    QTest::newRow("trailing data") << QByteArray(R"({"a":1} {"b":2})");
    QTest::newRow("leading zero") << QByteArray(R"({"a":01})");
    QTest::newRow("bare dot") << QByteArray(R"({"a":1.})");
    QTest::newRow("control character") << QByteArray("{\"a\":\"x\ny\"}");
    QTest::newRow("unterminated") << QByteArray(R"({"a":"x)");
    QTest::newRow("single quotes") << QByteArray("{'a':1}");
    QTest::newRow("too deep") << QByteArray(R"({"a":)") + QByteArray(100, '[')
            + QByteArray(100, ']') + '}';
    QTest::newRow("NaN") << QByteArray(R"({"a":NaN})");
    // PostgreSQL's text cannot hold it: refused on both engines alike.
    QTest::newRow("NUL in a value") << QByteArray(R"({"code":"978\u00009943","delta":1})");
    QTest::newRow("NUL in a nested value") << QByteArray(R"({"lines":[{"note":"a\u0000"}]})");
    QTest::newRow("NUL in a key") << QByteArray(R"({"no\u0000te":"x"})");
}

void TestStrictJson::refuses()
{
    QFETCH(QByteArray, body);
    const auto result = StrictJson::parseObject(body);
    QVERIFY(!result.object);
    QVERIFY(!result.error.isEmpty());
}

void TestStrictJson::hugeNumbersBecomeInvalidValues()
{
    const auto result = StrictJson::parseObject(R"({"code":"1","delta":1e309,"x":-1E+400,"y":2})");
    QVERIFY2(result.object, qPrintable(result.error));
    QCOMPARE(result.object->value(u"delta"_s).toString(), u"out of range"_s);
    QCOMPARE(result.object->value(u"x"_s).toString(), u"out of range"_s);
    QCOMPARE(result.object->value(u"y"_s).toInteger(), 2);
    QCOMPARE(result.object->value(u"code"_s).toString(), u"1"_s);
}

QTEST_GUILESS_MAIN(TestStrictJson)
#include "tst_strictjson.moc"
