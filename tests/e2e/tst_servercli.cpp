// The catalog-server command line (contract §1): subcommands, --help, exit codes, output.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include "tests/e2e/catalogfixture.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

class TestServerCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void help_data();
    void help();
    void badArguments_data();
    void badArguments();
    void keysLifecycle();
    void importRejectsBadRecordsAndWritesNothing();
    void importReportsParseErrors();
    void demoIsDeterministic();
    void serveAnnouncesAndStopsCleanly();

private:
    static QString productDigest(const TestServer &server);
};

void TestServerCli::help_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("top level") << QStringList { u"--help"_s };
    QTest::newRow("serve") << QStringList { u"serve"_s, u"--help"_s };
    QTest::newRow("import") << QStringList { u"import"_s, u"--help"_s };
    QTest::newRow("demo") << QStringList { u"demo"_s, u"--help"_s };
    QTest::newRow("keys") << QStringList { u"keys"_s, u"--help"_s };
    QTest::newRow("keys create") << QStringList { u"keys"_s, u"create"_s, u"--help"_s };
    QTest::newRow("keys list") << QStringList { u"keys"_s, u"list"_s, u"--help"_s };
    QTest::newRow("keys revoke") << QStringList { u"keys"_s, u"revoke"_s, u"--help"_s };
    QTest::newRow("openapi") << QStringList { u"openapi"_s, u"--help"_s };
}

void TestServerCli::help()
{
    QFETCH(QStringList, arguments);
    TestServer server;
    const auto result = server.run(arguments, false);
    QCOMPARE(result.exitCode, 0);
    QVERIFY(result.out.contains("sage") || result.out.contains("Options"));
}

void TestServerCli::badArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("no command") << QStringList {};
    QTest::newRow("unknown command") << QStringList { u"fly"_s };
    QTest::newRow("unknown option") << QStringList { u"serve"_s, u"--fast"_s };
    QTest::newRow("bad listen") << QStringList { u"serve"_s, u"--listen"_s, u"nowhere"_s };
    QTest::newRow("bad port") << QStringList { u"serve"_s, u"--listen"_s, u"127.0.0.1:99999"_s };
    QTest::newRow("bad cache ttl") << QStringList { u"serve"_s, u"--cache-ttl"_s, u"-1"_s };
    QTest::newRow("per-address cap 0")
        << QStringList { u"serve"_s, u"--max-connections-per-address"_s, u"0"_s };
    QTest::newRow("per-address cap not a number")
        << QStringList { u"serve"_s, u"--max-connections-per-address"_s, u"many"_s };
    QTest::newRow("bad db url") << QStringList { u"demo"_s, u"--db"_s, u"mysql://x"_s };
    QTest::newRow("bad size") << QStringList { u"demo"_s, u"--size"_s, u"lots"_s };
    QTest::newRow("import without file") << QStringList { u"import"_s };
    QTest::newRow("keys without action") << QStringList { u"keys"_s };
    QTest::newRow("keys create without name")
        << QStringList { u"keys"_s, u"create"_s, u"--abilities"_s, u"read"_s };
    QTest::newRow("unknown ability")
        << QStringList { u"keys"_s, u"create"_s, u"--name"_s, u"x"_s, u"--abilities"_s, u"fly"_s };
    QTest::newRow("stock:write without seller") << QStringList { u"keys"_s, u"create"_s,
        u"--name"_s, u"x"_s, u"--abilities"_s, u"read,stock:write"_s };
    QTest::newRow("bad CIDR") << QStringList { u"keys"_s, u"create"_s, u"--name"_s, u"x"_s,
        u"--abilities"_s, u"read"_s, u"--allow-ip"_s, u"10.0.0.0/99"_s };
    QTest::newRow("bad rate") << QStringList { u"keys"_s, u"create"_s, u"--name"_s, u"x"_s,
        u"--abilities"_s, u"read"_s, u"--rate-per-second"_s, u"0"_s };
    QTest::newRow("revoke without id") << QStringList { u"keys"_s, u"revoke"_s };
}

void TestServerCli::badArguments()
{
    QFETCH(QStringList, arguments);
    TestServer server;
    const auto result = server.run(arguments, false);
    QCOMPARE(result.exitCode, 2);
    QVERIFY(result.out.isEmpty());
    // One line on stderr.
    QCOMPARE(result.err.trimmed().count('\n'), 0);
    QVERIFY(!result.err.trimmed().isEmpty());
}

void TestServerCli::keysLifecycle()
{
    TestServer server;
    QVERIFY(CatalogFixture::importInto(server));
    const auto created = server.run({ u"keys"_s, u"create"_s, u"--name"_s, u"till 1"_s,
        u"--abilities"_s, u"read,stock:write"_s, u"--seller"_s, u"2"_s, u"--allow-ip"_s,
        u"192.168.1.0/24"_s, u"--allow-ip"_s, u"2001:db8::/32"_s, u"--rate-per-second"_s, u"5"_s });
    QCOMPARE(created.exitCode, 0);
    const QJsonObject key = QJsonDocument::fromJson(created.out).object();
    QCOMPARE(key.keys(), (QStringList { u"app_id"_s, u"app_secret"_s }));
    QVERIFY(key[u"app_secret"_s].toString().size() >= 43); // 32 random bytes, base64
    QVERIFY(created.out.endsWith('\n'));

    const auto unknownSeller = server.run({ u"keys"_s, u"create"_s, u"--name"_s, u"x"_s,
        u"--abilities"_s, u"read,stock:write"_s, u"--seller"_s, u"99"_s });
    QCOMPARE(unknownSeller.exitCode, 1);

    auto list = server.run({ u"keys"_s, u"list"_s });
    QCOMPARE(list.exitCode, 0);
    const QList<QByteArray> lines = list.out.trimmed().split('\n');
    QCOMPARE(lines.size(), 1);
    QJsonObject listed = QJsonDocument::fromJson(lines.first()).object();
    QCOMPARE(listed[u"app_id"_s], key[u"app_id"_s]);
    QCOMPARE(listed[u"name"_s].toString(), u"till 1"_s);
    QCOMPARE(listed[u"abilities"_s].toArray(), (QJsonArray { u"read"_s, u"stock:write"_s }));
    QCOMPARE(listed[u"seller_id"_s].toInt(), 2);
    QCOMPARE(
        listed[u"allow_ip"_s].toArray(), (QJsonArray { u"192.168.1.0/24"_s, u"2001:db8::/32"_s }));
    QCOMPARE(listed[u"active"_s].toBool(), true);
    QVERIFY(QDateTime::fromString(listed[u"created_at"_s].toString(), Qt::ISODate).isValid());
    QVERIFY(!list.out.contains(key[u"app_secret"_s].toString().toUtf8()));

    QCOMPARE(server.run({ u"keys"_s, u"revoke"_s, key[u"app_id"_s].toString() }).exitCode, 0);
    QCOMPARE(server.run({ u"keys"_s, u"revoke"_s, u"app_nope"_s }).exitCode, 1);
    list = server.run({ u"keys"_s, u"list"_s });
    listed = QJsonDocument::fromJson(list.out.trimmed()).object();
    QCOMPARE(listed[u"active"_s].toBool(), false);
}

QString TestServerCli::productDigest(const TestServer &server)
{
    const QString name = u"digest-"_s + server.dbUrl();
    QString digest;
    {
        QSqlDatabase db = server.openDatabase(name);
        QSqlQuery query(db);
        if (!query.exec(u"SELECT name, price, stock FROM products ORDER BY type, id"_s))
            qWarning("digest: %s", qPrintable(query.lastError().text()));
        int count = 0;
        double price = 0;
        qint64 stock = 0;
        QString names;
        while (query.next()) {
            ++count;
            names += query.value(0).toString() + u'|';
            price += query.value(1).toDouble();
            stock += query.value(2).toLongLong();
        }
        digest = QString::number(count) + u'/' + QString::number(price, 'f', 2) + u'/'
            + QString::number(stock) + u'/' + QString::number(qHash(names));
    }
    QSqlDatabase::removeDatabase(name);
    return digest;
}

void TestServerCli::importRejectsBadRecordsAndWritesNothing()
{
    TestServer server;
    QVERIFY(CatalogFixture::importInto(server));
    const QString before = productDigest(server);
    QVERIFY2(!before.startsWith(u"0/"_s), qPrintable(before));

    QFile fixture(CatalogFixture::path());
    QVERIFY(fixture.open(QIODevice::ReadOnly));
    QJsonObject document = QJsonDocument::fromJson(fixture.readAll()).object();
    QJsonArray books = document[u"books"_s].toArray();
    QJsonObject renamed = books[0].toObject();
    renamed[u"name"_s] = u"Renamed, must not be written"_s;
    books[0] = renamed;
    QJsonObject broken = books[3].toObject();
    broken[u"isbn"_s] = u"978-9943-01237-1"_s; // wrong check digit
    books[3] = broken;
    document[u"books"_s] = books;
    const QString path = QDir(server.folder()).filePath(u"bad.json"_s);
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(document).toJson());
    out.close();

    const auto result = server.run({ u"import"_s, path });
    QCOMPARE(result.exitCode, 1);
    QVERIFY2(
        result.err.contains("books[3]") && result.err.contains("isbn"), result.err.constData());
    QCOMPARE(productDigest(server), before);
}

void TestServerCli::importReportsParseErrors()
{
    TestServer server;
    const QString path = QDir(server.folder()).filePath(u"broken.json"_s);
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write("{\n  \"books\": [\n    {\"id\": 1,,}\n  ]\n}\n");
    out.close();
    const auto result = server.run({ u"import"_s, path });
    QCOMPARE(result.exitCode, 1);
    QVERIFY2(result.err.contains("line"), result.err.constData());
    QCOMPARE(server.run({ u"import"_s, u"/nonexistent/catalog.json"_s }).exitCode, 1);
}

void TestServerCli::demoIsDeterministic()
{
    TestServer first;
    TestServer second;
    QVERIFY(first.demo(400));
    QVERIFY(second.demo(400));
    const QString a = productDigest(first);
    QVERIFY(a.startsWith(u"4"_s)); // about 400 products
    QCOMPARE(productDigest(second), a);
}

void TestServerCli::serveAnnouncesAndStopsCleanly()
{
    TestServer server;
    QVERIFY(server.demo(50));
    QVERIFY(server.start());
    QVERIFY(QRegularExpression(u"^http://127\\.0\\.0\\.1:[1-9][0-9]*/api/v1/client$"_s)
                .match(server.baseUrl())
                .hasMatch());
    QCOMPARE(server.stop(), 0);
    // A second server on a busy port fails with a message, not silently.
    TestServer other;
    QVERIFY(other.demo(10));
    QVERIFY(server.start());
    const auto busy
        = other.run({ u"serve"_s, u"--listen"_s, u"127.0.0.1:%1"_s.arg(server.port()) });
    QCOMPARE(busy.exitCode, 1);
    QVERIFY2(busy.err.contains("cannot listen"), busy.err.constData());
    QCOMPARE(server.stop(), 0);
}

QTEST_GUILESS_MAIN(TestServerCli)
#include "tst_servercli.moc"
