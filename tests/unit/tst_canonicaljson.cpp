// canonicalJson: the spelling Idempotency-Key fingerprints compare (contract §7).
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "server/http/canonicaljson.h"

using namespace Qt::StringLiterals;

namespace {
QByteArray canonical(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("bad test JSON: %s", json.constData());
    return canonicalJson(
        document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array()));
}
} // namespace

class tst_CanonicalJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void spelling_data();
    void spelling();
    void sameRequest_data();
    void sameRequest();
    void differentRequest_data();
    void differentRequest();
};

void tst_CanonicalJson::spelling_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("keys sorted") << QByteArray(R"({"delta":1,"code":"x"})")
                                 << QByteArray(R"({"code":"x","delta":1})");
    QTest::newRow("whitespace removed") << QByteArray(" {\n \"code\" :\t\"a b\" , \"delta\": 2 }\n")
                                        << QByteArray(R"({"code":"a b","delta":2})");
    QTest::newRow("nested keys sorted")
        << QByteArray(R"({"z":{"b":[{"y":1,"x":2}],"a":null},"a":true})")
        << QByteArray(R"({"a":true,"z":{"a":null,"b":[{"x":2,"y":1}]}})");
    QTest::newRow("2.0 is 2") << QByteArray(R"({"delta":2.0})") << QByteArray(R"({"delta":2})");
    QTest::newRow("exponent integral")
        << QByteArray(R"({"delta":1e3})") << QByteArray(R"({"delta":1000})");
    QTest::newRow("negative zero")
        << QByteArray(R"({"delta":-0.0})") << QByteArray(R"({"delta":0})");
    QTest::newRow("fraction kept")
        << QByteArray(R"({"delta":1.50})") << QByteArray(R"({"delta":1.5})");
    QTest::newRow("large integer exact")
        << QByteArray(R"({"n":9007199254740993})") << QByteArray(R"({"n":9007199254740993})");
    QTest::newRow("string escapes") << QByteArray(R"({"s":"a\"b\\c\u00e9\n"})")
                                    << QByteArray("{\"s\":\"a\\\"b\\\\c\xc3\xa9\\n\"}");
    QTest::newRow("array order kept") << QByteArray(R"([3,1,2])") << QByteArray(R"([3,1,2])");
    QTest::newRow("empty") << QByteArray(R"({"a":{},"b":[]})") << QByteArray(R"({"a":{},"b":[]})");
}

void tst_CanonicalJson::spelling()
{
    QFETCH(QByteArray, json);
    QFETCH(QByteArray, expected);
    QCOMPARE(canonical(json), expected);
}

void tst_CanonicalJson::sameRequest_data()
{
    QTest::addColumn<QByteArray>("a");
    QTest::addColumn<QByteArray>("b");
    QTest::newRow("re-serialized") << QByteArray(R"({"code":"4780000000052","delta":5})")
                                   << QByteArray(R"({ "delta" : 5 ,  "code" : "4780000000052" })");
    QTest::newRow("number forms") << QByteArray(R"({"stock":10,"expected_stock":2})")
                                  << QByteArray(R"({"expected_stock":2.0,"stock":1e1})");
}

void tst_CanonicalJson::sameRequest()
{
    QFETCH(QByteArray, a);
    QFETCH(QByteArray, b);
    QCOMPARE(canonical(a), canonical(b));
}

void tst_CanonicalJson::differentRequest_data()
{
    QTest::addColumn<QByteArray>("a");
    QTest::addColumn<QByteArray>("b");
    QTest::newRow("other value") << QByteArray(R"({"delta":1})") << QByteArray(R"({"delta":2})");
    QTest::newRow("number vs string")
        << QByteArray(R"({"delta":1})") << QByteArray(R"({"delta":"1"})");
    QTest::newRow("extra field") << QByteArray(R"({"delta":1})")
                                 << QByteArray(R"({"delta":1,"note":"x"})");
    QTest::newRow("array order") << QByteArray(R"({"a":[1,2]})") << QByteArray(R"({"a":[2,1]})");
    QTest::newRow("null vs missing") << QByteArray(R"({"a":null})") << QByteArray(R"({})");
    QTest::newRow("fraction") << QByteArray(R"({"delta":1.5})") << QByteArray(R"({"delta":1})");
}

void tst_CanonicalJson::differentRequest()
{
    QFETCH(QByteArray, a);
    QFETCH(QByteArray, b);
    QVERIFY(canonical(a) != canonical(b));
}

QTEST_GUILESS_MAIN(tst_CanonicalJson)
#include "tst_canonicaljson.moc"
