// SQLite's write lock held by another process: reads and searches never wait for it,
// and searches are recorded once it is free. SQLite only: PostgreSQL has no database-wide
// write lock that a reader could wait on.
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>

#include "tests/e2e/catalogfixture.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

namespace {

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

class TestSqliteWriteLock : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void readsAndSearchesIgnoreTheWriteLock();

private:
    TestServer m_server;
    TestServer::Key m_key;
};

void TestSqliteWriteLock::initTestCase()
{
    QVERIFY(CatalogFixture::importInto(m_server));
    m_key = m_server.createKey(u"read,stock:write"_s,
        { u"--seller"_s, u"1"_s, u"--rate-per-second"_s, u"10000"_s, u"--rate-per-minute"_s,
            u"1000000"_s });
    QVERIFY(m_server.start());
}

void TestSqliteWriteLock::cleanupTestCase()
{
    QCOMPARE(m_server.stop(), 0);
}

void TestSqliteWriteLock::readsAndSearchesIgnoreTheWriteLock()
{
    QVERIFY(!m_server.database()->sqliteFile().isEmpty());
    HttpTestClient client(m_server.baseUrl());
    client.setCredentials(m_key.appId, m_key.secret);
    const qint64 before = trendingCount(client, u"bolalik"_s);
    QCOMPARE(client.get(u"/products/books?per_page=5"_s).status, 200); // cached from here on

    // Another process's connection to the server's database file (this test runs in its own
    // process): the server must treat its locks as any other program's.
    {
        QSqlDatabase other = m_server.openDatabase(u"other-process"_s);
        QVERIFY(other.isOpen());
        QSqlQuery lock(other);
        QVERIFY(lock.exec(u"BEGIN IMMEDIATE"_s));
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
        QVERIFY(lock.exec(u"ROLLBACK"_s));
        other.close();
    }
    QSqlDatabase::removeDatabase(u"other-process"_s);
    QTRY_COMPARE_WITH_TIMEOUT(trendingCount(client, u"bolalik"_s), before + 20, 15'000);
}

QTEST_GUILESS_MAIN(TestSqliteWriteLock)
#include "tst_sqlitewritelock.moc"
