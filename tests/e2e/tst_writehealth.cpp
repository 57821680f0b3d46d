// /healthz tells a database that answers but takes no writes: on a full
// disk every write fails while SELECT 1 still works. A file size limit on the running server
// (prlimit RLIMIT_FSIZE) makes SQLite's writes fail as a full disk does; the server answers
// those writes 503, /healthz says 503 until a write succeeds again, and finds that out by
// itself once the limit is lifted.
#include <QScopeGuard>
#include <QTest>

#include "tests/e2e/catalogfixture.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

#include <sys/resource.h>

using namespace Qt::StringLiterals;

class TestWriteHealth : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void healthFollowsWrites();
};

namespace {

// The soft limit only: lifting it again needs no privilege.
bool limitFileSize(qint64 pid, rlim_t bytes)
{
    rlimit limit {};
    if (::prlimit(pid_t(pid), RLIMIT_FSIZE, nullptr, &limit) != 0)
        return false;
    limit.rlim_cur = std::min(bytes, limit.rlim_max);
    return ::prlimit(pid_t(pid), RLIMIT_FSIZE, &limit, nullptr) == 0;
}

} // namespace

void TestWriteHealth::healthFollowsWrites()
{
    TestServer server;
    QVERIFY(CatalogFixture::importInto(server));
    const TestServer::Key key = server.createKey(u"read,stock:write"_s,
        { u"--seller"_s, u"1"_s, u"--rate-per-second"_s, u"100000"_s, u"--rate-per-minute"_s,
            u"1000000"_s });
    QVERIFY(server.start());
    const auto showLogOnFailure = qScopeGuard([&] {
        if (QTest::currentTestFailed()) {
            server.stop();
            qWarning("server log:\n%s", server.serverLog().constData());
        }
    });
    HttpTestClient health(server.baseUrl().left(server.baseUrl().indexOf(u"/api/"_s)));
    HttpTestClient client(server.baseUrl());
    client.setCredentials(key.appId, key.secret);
    const auto write = [&] {
        return client.post(u"/products/stock/by-code"_s, R"({"code":"9789943012349","delta":1})",
            { { "Content-Type", "application/json" } });
    };
    QCOMPARE(write().status, 200);
    QCOMPARE(health.get(u"/healthz"_s).status, 200);

    // The disk is full: no file of the server may be written to at all (a limit at the files'
    // current sizes still lets a small write reuse the space a failed larger one had taken in
    // the -wal, as on a real disk).
    QVERIFY(limitFileSize(server.pid(), 0));
    const auto refused = write();
    const int status = refused.status;
    const QByteArray failure = refused.body;
    QCOMPARE(status, 503);
    QVERIFY2(failure.contains("database_unavailable"), failure.constData());
    // Reads still work, but the server is not healthy.
    QCOMPARE(client.get(u"/products/books"_s).status, 200);
    const auto unhealthy = health.get(u"/healthz"_s);
    QCOMPARE(unhealthy.status, 503);
    QVERIFY(unhealthy.body.contains("unavailable"));
    QTest::qWait(1500); // its own probe write fails too
    QCOMPARE(health.get(u"/healthz"_s).status, 503);

    // Space again: /healthz notices without any client writing.
    QVERIFY(limitFileSize(server.pid(), RLIM_INFINITY));
    QTRY_COMPARE_WITH_TIMEOUT(health.get(u"/healthz"_s).status, 200, 10'000);
    QCOMPARE(write().status, 200);
    QVERIFY(server.isRunning());
    QCOMPARE(server.stop(), 0);
    QVERIFY2(server.serverLog().contains("writes fail;"), server.serverLog().constData());
    QVERIFY2(server.serverLog().contains("writes succeed again"), server.serverLog().constData());
}

QTEST_GUILESS_MAIN(TestWriteHealth)
#include "tst_writehealth.moc"
