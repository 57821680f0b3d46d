// Credentials, abilities, seller scope, IP allowlists and failed-auth throttling
// (contract §3, §6), end to end.
#include <QElapsedTimer>
#include <QFile>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTest>

#include "tests/e2e/catalogfixture.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testdatabase.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

class TestAuthentication : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void access_data();
    void access();
    void methodNotAllowed();
    void headIsGetWithoutBody();
    void revokedKeyIsRefusedAtOnce();
    void secretIsNeverStored();
    void failedAuthIsThrottledPerAddress();

private:
    struct Keys
    {
        TestServer::Key read, seller, readOnlySeller, writeOnly, ipv4Other, ipv4Loopback, ipv6Only;
    };
    TestServer m_server;
    Keys m_keys;
};

void TestAuthentication::initTestCase()
{
    QVERIFY(CatalogFixture::importInto(m_server));
    m_keys.read = m_server.createKey(u"read"_s);
    m_keys.seller = m_server.createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s });
    m_keys.readOnlySeller = m_server.createKey(u"read"_s, { u"--seller"_s, u"1"_s });
    m_keys.writeOnly = m_server.createKey(u"stock:write"_s, { u"--seller"_s, u"1"_s });
    m_keys.ipv4Other = m_server.createKey(u"read"_s, { u"--allow-ip"_s, u"10.0.0.0/8"_s });
    m_keys.ipv4Loopback = m_server.createKey(
        u"read"_s, { u"--allow-ip"_s, u"10.0.0.0/8"_s, u"--allow-ip"_s, u"127.0.0.0/30"_s });
    m_keys.ipv6Only = m_server.createKey(u"read"_s, { u"--allow-ip"_s, u"2001:db8::/32"_s });
    QVERIFY(!m_keys.ipv6Only.appId.isEmpty());
    QVERIFY(m_server.start());
}

void TestAuthentication::access_data()
{
    QTest::addColumn<QString>("who");
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("code");

    const QString books = u"/products/books"_s;
    const QString mine = u"/products/mine"_s;
    const QString stock = u"/products/stock/by-code"_s;
    QTest::newRow("no headers") << u"none"_s << QByteArray("GET") << books << 401
                                << u"unauthenticated"_s;
    QTest::newRow("id only") << u"id-only"_s << QByteArray("GET") << books << 401
                             << u"unauthenticated"_s;
    QTest::newRow("empty secret") << u"empty-secret"_s << QByteArray("GET") << books << 401
                                  << u"unauthenticated"_s;
    QTest::newRow("wrong secret") << u"wrong-secret"_s << QByteArray("GET") << books << 403
                                  << u"forbidden"_s;
    QTest::newRow("unknown app id")
        << u"unknown"_s << QByteArray("GET") << books << 403 << u"forbidden"_s;
    QTest::newRow("401 before 404")
        << u"none"_s << QByteArray("GET") << u"/nope"_s << 401 << u"unauthenticated"_s;
    QTest::newRow("read key reads") << u"read"_s << QByteArray("GET") << books << 200 << QString();
    QTest::newRow("read key, mine: not seller-scoped")
        << u"read"_s << QByteArray("GET") << mine << 403 << u"forbidden"_s;
    QTest::newRow("read key, stock: no ability")
        << u"read"_s << QByteArray("POST") << stock << 403 << u"forbidden"_s;
    QTest::newRow("seller key, mine")
        << u"seller"_s << QByteArray("GET") << mine << 200 << QString();
    QTest::newRow("read-only seller key, stock")
        << u"read-only-seller"_s << QByteArray("POST") << stock << 403 << u"forbidden"_s;
    QTest::newRow("write-only key cannot read")
        << u"write-only"_s << QByteArray("GET") << books << 403 << u"forbidden"_s;
    QTest::newRow("404 before ability")
        << u"write-only"_s << QByteArray("GET") << u"/nope"_s << 404 << u"not_found"_s;
    QTest::newRow("allowlist excludes loopback")
        << u"ipv4-other"_s << QByteArray("GET") << books << 403 << u"ip_not_allowed"_s;
    QTest::newRow("allowlist includes loopback")
        << u"ipv4-loopback"_s << QByteArray("GET") << books << 200 << QString();
    QTest::newRow("IPv6 allowlist, IPv4 peer")
        << u"ipv6-only"_s << QByteArray("GET") << books << 403 << u"ip_not_allowed"_s;
    QTest::newRow("outside the base path")
        << u"read"_s << QByteArray("GET") << u"/../v2/products"_s << 404 << u"not_found"_s;
}

void TestAuthentication::access()
{
    QFETCH(QString, who);
    QFETCH(QByteArray, method);
    QFETCH(QString, path);
    QFETCH(int, status);
    QFETCH(QString, code);

    HttpTestClient client(m_server.baseUrl());
    HttpTestClient::Headers headers;
    const QHash<QString, TestServer::Key> keys { { u"read"_s, m_keys.read },
        { u"seller"_s, m_keys.seller }, { u"read-only-seller"_s, m_keys.readOnlySeller },
        { u"write-only"_s, m_keys.writeOnly }, { u"ipv4-other"_s, m_keys.ipv4Other },
        { u"ipv4-loopback"_s, m_keys.ipv4Loopback }, { u"ipv6-only"_s, m_keys.ipv6Only } };
    if (keys.contains(who))
        client.setCredentials(keys[who].appId, keys[who].secret);
    else if (who == "id-only"_L1)
        headers << qMakePair(QByteArray("X-App-ID"), m_keys.read.appId.toUtf8());
    else if (who == "empty-secret"_L1)
        headers << qMakePair(QByteArray("X-App-ID"), m_keys.read.appId.toUtf8())
                << qMakePair(QByteArray("X-App-Secret"), QByteArray(""));
    else if (who == "wrong-secret"_L1)
        client.setCredentials(m_keys.read.appId, m_keys.read.secret + u'x');
    else if (who == "unknown"_L1)
        client.setCredentials(u"app_unknown"_s, m_keys.read.secret);

    const bool post = method == "POST";
    if (post)
        headers << qMakePair(QByteArray("Content-Type"), QByteArray("application/json"));
    const auto reply = post ? client.post(path, R"({"code":"9789943012349","delta":1})", headers)
                            : client.get(path, headers);
    QCOMPARE(reply.status, status);
    if (!code.isEmpty())
        QCOMPARE(reply.errorCode(), code);
    const bool outsideBase = path.startsWith("/.."_L1); // 404 before credentials
    const bool authenticated = status == 200 || (code == "not_found"_L1 && !outsideBase)
        || (status == 403
            && (who == "read"_L1 || who == "read-only-seller"_L1 || who == "write-only"_L1));
    QCOMPARE(!reply.header("X-RateLimit-Limit-Second").isEmpty(), authenticated);
}

void TestAuthentication::methodNotAllowed()
{
    HttpTestClient client(m_server.baseUrl());
    client.setCredentials(m_keys.seller.appId, m_keys.seller.secret);
    auto reply = client.send("DELETE", m_server.baseUrl() + u"/products/book/1"_s, {}, {});
    QCOMPARE(reply.status, 405);
    QCOMPARE(reply.errorCode(), u"method_not_allowed"_s);
    QCOMPARE(reply.header("Allow"), QByteArray("GET, HEAD"));
    reply = client.get(u"/products/stock/by-code"_s);
    QCOMPARE(reply.status, 405);
    QCOMPARE(reply.header("Allow"), QByteArray("POST"));
}

void TestAuthentication::headIsGetWithoutBody()
{
    HttpTestClient client(m_server.baseUrl());
    client.setCredentials(m_keys.read.appId, m_keys.read.secret);
    const auto get = client.get(u"/products/book/1"_s);
    const auto head = client.send("HEAD", m_server.baseUrl() + u"/products/book/1"_s, {}, {});
    QCOMPARE(head.status, 200);
    QVERIFY(head.body.isEmpty());
    QCOMPARE(head.header("Content-Length").toInt(), get.body.size());
    QCOMPARE(head.header("ETag"), get.header("ETag"));
}

void TestAuthentication::revokedKeyIsRefusedAtOnce()
{
    const auto key = m_server.createKey(u"read"_s);
    HttpTestClient client(m_server.baseUrl());
    client.setCredentials(key.appId, key.secret);
    QCOMPARE(client.get(u"/search/categories"_s).status, 200);
    QCOMPARE(m_server.run({ u"keys"_s, u"revoke"_s, key.appId }).exitCode, 0);
    // SQLite: the next request sees the commit. PostgreSQL: the revocation's notification
    // reaches the server moments later, within 1 s at most (contract §9).
    auto reply = client.get(u"/search/categories"_s);
    QElapsedTimer waited;
    waited.start();
    while (TestDatabase::engine() == TestDatabase::Engine::PostgreSql && reply.status == 200
        && waited.elapsed() < 1000) {
        QTest::qWait(20);
        reply = client.get(u"/search/categories"_s);
    }
    QCOMPARE(reply.status, 403);
    QCOMPARE(reply.errorCode(), u"forbidden"_s);
}

void TestAuthentication::secretIsNeverStored()
{
    const QByteArray secret = m_keys.read.secret.toUtf8();
    // Every value of every table, on either engine.
    {
        QSqlDatabase db = m_server.openDatabase(u"scan"_s);
        QVERIFY2(db.isOpen(), qPrintable(db.lastError().text()));
        const QStringList tables = db.tables();
        QVERIFY(tables.contains(u"api_keys"_s));
        int keyRows = 0;
        for (const QString &table : tables) {
            QSqlQuery query(db);
            QVERIFY2(query.exec(u"SELECT * FROM "_s
                         + db.driver()->escapeIdentifier(table, QSqlDriver::TableName)),
                qPrintable(query.lastError().text()));
            while (query.next()) {
                keyRows += table == "api_keys"_L1 ? 1 : 0;
                for (int column = 0; column < query.record().count(); ++column) {
                    const QVariant value = query.value(column);
                    const QByteArray bytes = value.typeId() == QMetaType::QByteArray
                        ? value.toByteArray()
                        : value.toString().toUtf8();
                    QVERIFY2(!bytes.contains(secret), qPrintable(table));
                }
            }
        }
        QVERIFY(keyRows >= 1);
        db.close();
    }
    QSqlDatabase::removeDatabase(u"scan"_s);
    // SQLite: the file's bytes too (free pages, the WAL).
    if (const QString path = m_server.database()->sqliteFile(); !path.isEmpty()) {
        QFile database(path);
        QVERIFY(database.open(QIODevice::ReadOnly));
        QVERIFY(!database.readAll().contains(secret));
        QFile wal(path + u"-wal"_s);
        if (wal.open(QIODevice::ReadOnly))
            QVERIFY(!wal.readAll().contains(secret));
    }
    const auto list = m_server.run({ u"keys"_s, u"list"_s });
    QCOMPARE(list.exitCode, 0);
    QVERIFY(list.out.contains(m_keys.read.appId.toUtf8()));
    QVERIFY(!list.out.contains(secret));
}

void TestAuthentication::failedAuthIsThrottledPerAddress()
{
    // Last: it locks 127.0.0.1 out for a minute.
    HttpTestClient client(m_server.baseUrl());
    client.setCredentials(m_keys.read.appId, u"guess"_s);
    int refused = 0;
    int throttled = 0;
    for (int i = 0; i < 40; ++i) {
        const auto reply = client.get(u"/products/books"_s);
        if (reply.status == 403)
            ++refused;
        else if (reply.status == 429) {
            ++throttled;
            QVERIFY(reply.header("Retry-After").toInt() >= 1);
        }
    }
    // Earlier rows of this suite failed authentication too, so fewer than 30 may remain.
    QVERIFY(refused <= 30);
    QVERIFY(throttled >= 10);
    // Now even the right secret is refused from this address.
    client.setCredentials(m_keys.read.appId, m_keys.read.secret);
    QCOMPARE(client.get(u"/products/books"_s).status, 429);
}

QTEST_GUILESS_MAIN(TestAuthentication)
#include "tst_authentication.moc"
