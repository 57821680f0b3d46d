// The write path seen from outside, on either engine: a key revoked by plain SQL is
// refused within a second, and servers started together on a new database all come up, on
// SQLite the one that holds the file while the other refuses to start (SQLite's write lock
// held by another process: tst_sqlitewritelock).
#include <QDeadlineTimer>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <csignal>

#include "tests/e2e/catalogfixture.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

namespace {

// The schema version a database holds (meta.schema_version), -1 when unreadable.
int schemaVersion(const TestDatabase &database)
{
    int version = -1;
    {
        QSqlDatabase db = database.open(u"schema-check"_s);
        QSqlQuery query(db);
        if (query.exec(u"SELECT value FROM meta WHERE key = 'schema_version'"_s) && query.next())
            version = query.value(0).toInt();
        else
            qWarning("schema version: %s", qPrintable(query.lastError().text()));
        db.close();
    }
    QSqlDatabase::removeDatabase(u"schema-check"_s);
    return version;
}

} // namespace

class TestWriteAvailability : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
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

void TestWriteAvailability::keyRevokedBySqlIsRefusedWithinASecond()
{
    const auto key = m_server.createKey(
        u"read"_s, { u"--rate-per-second"_s, u"10000"_s, u"--rate-per-minute"_s, u"1000000"_s });
    HttpTestClient client(m_server.baseUrl());
    client.setCredentials(key.appId, key.secret);
    for (int i = 0; i < 5; ++i) // the key and its secret are cached now
        QCOMPARE(client.get(u"/search/categories"_s).status, 200);

    {
        // Another process's connection (this test runs in its own process). '0' is valid
        // input for an integer and for a boolean column.
        QSqlDatabase other = m_server.openDatabase(u"other-process"_s);
        QVERIFY2(other.isOpen(), qPrintable(other.lastError().text()));
        QSqlQuery revoke(other);
        QVERIFY(revoke.prepare(u"UPDATE api_keys SET active = '0' WHERE app_id = ?"_s));
        revoke.addBindValue(key.appId);
        QVERIFY2(revoke.exec(), qPrintable(revoke.lastError().text()));
        QCOMPARE(revoke.numRowsAffected(), 1);
        other.close();
    }
    QSqlDatabase::removeDatabase(u"other-process"_s);
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
    // The version one server alone gives a new database: every migration, applied once.
    int expectedVersion = -1;
    {
        TestServer reference;
        QCOMPARE(reference.run({ u"keys"_s, u"list"_s }).exitCode, 0);
        expectedVersion = schemaVersion(*reference.database());
        QVERIFY(expectedVersion > 0);
    }
    for (int trial = 0; trial < 8; ++trial) {
        TestDatabase database;
        if (!database.sqliteFile().isEmpty()) {
            // An existing empty file: both servers find it, neither creates it.
            QFile empty(database.sqliteFile());
            QVERIFY(empty.open(QIODevice::WriteOnly));
        }
        QProcess servers[2];
        for (QProcess &server : servers) {
            server.start(TestServer::binary(),
                { u"serve"_s, u"--db"_s, database.url(), u"--listen"_s, u"127.0.0.1:0"_s });
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
        // One SQLite file has one server: the other refuses to start.
        const bool oneServes = !database.sqliteFile().isEmpty();
        int listening = 0;
        for (int i = 0; i < 2; ++i) {
            if (oneServes && !out[i].startsWith("listening on ")) {
                QVERIFY(servers[i].state() == QProcess::NotRunning
                    || servers[i].waitForFinished(20'000));
                QCOMPARE(servers[i].exitCode(), 1);
                const QByteArray err = servers[i].readAllStandardError();
                QVERIFY2(err.contains("already served"), err.constData());
                continue;
            }
            const QByteArray err = servers[i].readAllStandardError();
            QVERIFY2(out[i].startsWith("listening on "),
                qPrintable(u"trial %1, server %2: %3 %4"_s.arg(trial).arg(i).arg(
                    QString::fromUtf8(out[i]), QString::fromUtf8(err))));
            ++listening;
        }
        QCOMPARE(listening, oneServes ? 1 : 2);
        for (QProcess &server : servers) {
            if (server.state() != QProcess::Running)
                continue;
            ::kill(pid_t(server.processId()), SIGTERM);
            QVERIFY(server.waitForFinished(20'000));
            QCOMPARE(server.exitCode(), 0);
        }
        QCOMPARE(schemaVersion(database), expectedVersion);
    }
}

QTEST_GUILESS_MAIN(TestWriteAvailability)
#include "tst_writeavailability.moc"
