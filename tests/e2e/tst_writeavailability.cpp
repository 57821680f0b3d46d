// The write path seen from outside (issue 8): reads and searches never wait for the
// database's write lock, searches are recorded once it is free, a key revoked by plain SQL is
// refused within a second, and servers started together on a new database all come up.
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <csignal>

#include "tests/e2e/catalogfixture.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

namespace {

// Another process's connection to the server's database file (this test runs in its own
// process): the server must treat its locks as any other program's.
class OtherConnection final
{
public:
    explicit OtherConnection(const QString &path)
    {
        m_db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_name);
        m_db.setDatabaseName(path);
        m_db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=10000"_s);
        m_db.open();
    }
    ~OtherConnection()
    {
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_name);
    }
    bool exec(const QString &sql) { return QSqlQuery(m_db).exec(sql); }
    QSqlDatabase db() const { return m_db; }

private:
    const QString m_name = u"other-process"_s;
    QSqlDatabase m_db;
};

qint64 trendingCount(HttpTestClient &client, const QString &text)
{
    const auto reply = client.get(u"/search/trending"_s, { { "Cache-Control", "no-cache" } });
    for (const QJsonValue &entry : reply.json()[u"data"_s].toArray()) {
        if (entry[u"text"_s].toString() == text)
            return entry[u"total_count"_s].toInteger();
    }
    return 0;
}

} // namespace

class TestWriteAvailability : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void readsAndSearchesIgnoreTheWriteLock();
    void keyRevokedBySqlIsRefusedWithinASecond();
    void concurrentFirstStartsAllComeUp();

private:
    TestServer m_server;
    TestServer::Key m_key;
};

void TestWriteAvailability::initTestCase()
{
    QVERIFY(CatalogFixture::importInto(m_server));
    m_key = m_server.createKey(u"read,stock:write"_s,
        { u"--seller"_s, u"1"_s, u"--rate-per-second"_s, u"10000"_s, u"--rate-per-minute"_s,
            u"1000000"_s });
    QVERIFY(m_server.start());
}

void TestWriteAvailability::cleanupTestCase()
{
    QCOMPARE(m_server.stop(), 0);
}

void TestWriteAvailability::readsAndSearchesIgnoreTheWriteLock()
{
    HttpTestClient client(m_server.baseUrl());
    client.setCredentials(m_key.appId, m_key.secret);
    const qint64 before = trendingCount(client, u"bolalik"_s);
    QCOMPARE(client.get(u"/products/books?per_page=5"_s).status, 200); // cached from here on

    OtherConnection other(m_server.dbUrl().mid(7));
    QVERIFY(other.exec(u"BEGIN IMMEDIATE"_s));
    QElapsedTimer held;
    held.start();
    const QStringList reads { u"/products/books?per_page=5"_s, u"/products/book/1"_s,
        u"/search/categories"_s, u"/products/mine?type=book"_s };
    qint64 slowest = 0;
    for (int i = 0; i < 20; ++i) {
        QElapsedTimer timer;
        timer.start();
        const auto search = client.get(u"/search?q=bolalik"_s);
        QCOMPARE(search.status, 200);
        slowest = std::max(slowest, timer.restart());
        // Half of the reads from the cache, half fresh from the database.
        const HttpTestClient::Headers headers = i % 2 == 0
            ? HttpTestClient::Headers {}
            : HttpTestClient::Headers { { "Cache-Control", "no-cache" } };
        const auto read = client.get(reads.at(i % reads.size()), headers);
        QCOMPARE(read.status, 200);
        slowest = std::max(slowest, timer.elapsed());
    }
    QVERIFY2(slowest < 1000, qPrintable(u"slowest answer took %1 ms"_s.arg(slowest)));
    // Longer than the writer's busy timeout (5 s): its first attempts fail and are retried.
    QTest::qWait(int(std::max<qint64>(0, 8000 - held.elapsed())));
    QCOMPARE(trendingCount(client, u"bolalik"_s), before); // nothing written yet
    QVERIFY(other.exec(u"ROLLBACK"_s));
    QTRY_COMPARE_WITH_TIMEOUT(trendingCount(client, u"bolalik"_s), before + 20, 15'000);
}

void TestWriteAvailability::keyRevokedBySqlIsRefusedWithinASecond()
{
    const auto key = m_server.createKey(
        u"read"_s, { u"--rate-per-second"_s, u"10000"_s, u"--rate-per-minute"_s, u"1000000"_s });
    HttpTestClient client(m_server.baseUrl());
    client.setCredentials(key.appId, key.secret);
    for (int i = 0; i < 5; ++i) // the key and its secret are cached now
        QCOMPARE(client.get(u"/search/categories"_s).status, 200);

    OtherConnection other(m_server.dbUrl().mid(7));
    QSqlQuery revoke(other.db());
    QVERIFY(revoke.prepare(u"UPDATE api_keys SET active = 0 WHERE app_id = ?"_s));
    revoke.addBindValue(key.appId);
    QVERIFY(revoke.exec());
    QCOMPARE(revoke.numRowsAffected(), 1);
    QElapsedTimer timer;
    timer.start();
    int status = 200;
    while (status == 200 && timer.elapsed() < 5000) {
        status = client.get(u"/search/categories"_s).status;
        if (status == 200)
            QTest::qWait(20);
    }
    QCOMPARE(status, 403);
    QVERIFY2(timer.elapsed() < 1500, qPrintable(u"refused after %1 ms"_s.arg(timer.elapsed())));
}

void TestWriteAvailability::concurrentFirstStartsAllComeUp()
{
    for (int trial = 0; trial < 8; ++trial) {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"new.db"_s);
        QFile empty(path);
        QVERIFY(empty.open(QIODevice::WriteOnly));
        empty.close();
        QProcess servers[2];
        for (QProcess &server : servers) {
            server.start(TestServer::binary(),
                { u"serve"_s, u"--db"_s, u"sqlite:"_s + path, u"--listen"_s, u"127.0.0.1:0"_s });
        }
        QByteArray out[2];
        for (int i = 0; i < 2; ++i) {
            QVERIFY(servers[i].waitForStarted(10'000));
            QDeadlineTimer deadline(20'000);
            while (!out[i].contains('\n') && !deadline.hasExpired()
                && servers[i].state() == QProcess::Running) {
                servers[i].waitForReadyRead(100);
                out[i] += servers[i].readAllStandardOutput();
            }
        }
        for (int i = 0; i < 2; ++i) {
            const QByteArray err = servers[i].readAllStandardError();
            QVERIFY2(out[i].startsWith("listening on "),
                qPrintable(u"trial %1, server %2: %3 %4"_s.arg(trial).arg(i).arg(
                    QString::fromUtf8(out[i]), QString::fromUtf8(err))));
        }
        for (QProcess &server : servers) {
            ::kill(pid_t(server.processId()), SIGTERM);
            QVERIFY(server.waitForFinished(20'000));
            QCOMPARE(server.exitCode(), 0);
        }
        OtherConnection check(path);
        QSqlQuery version(check.db());
        QVERIFY(version.exec(u"SELECT value FROM meta WHERE key = 'schema_version'"_s));
        QVERIFY(version.next());
        QCOMPARE(version.value(0).toInt(), 3); // every migration applied, once
    }
}

QTEST_GUILESS_MAIN(TestWriteAvailability)
#include "tst_writeavailability.moc"
