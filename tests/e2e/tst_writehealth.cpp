// /healthz tells the truth about a full disk (contract §5), on a real one: the SQLite database
// lives on a small tmpfs that the test fills with a file. Within 2 s /healthz answers 503 (its
// probe needs new space, which a commit fitting in the -wal already on disk does not),
// writes answer 503 and nothing acknowledged is lost; within 2 s of the file going /healthz
// answers 200 and writes work, without any client writing first. Mounting needs root (CI
// runs as root); anywhere else the test fails, it is not skipped.
#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QTest>
#include <cerrno>
#include <cstring>

#include "tests/e2e/catalogfixture.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

#include <sys/mount.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

class TestWriteHealth : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void healthFollowsARealFullDisk();
};

namespace {

const QByteArray code = "9789943012349";

// Writes until the file system refuses (ENOSPC); returns the bytes written.
qint64 fill(const QString &path)
{
    QFile filler(path);
    if (!filler.open(QIODevice::WriteOnly))
        return -1;
    const QByteArray chunk(64 * 1024, 'x');
    qint64 total = 0;
    for (qint64 size = chunk.size(); size > 0; size /= 2) {
        for (;;) {
            const qint64 written = filler.write(chunk.constData(), size);
            if (written <= 0 || !filler.flush())
                break;
            total += written;
        }
        filler.unsetError();
    }
    filler.close();
    return total;
}

// Polls /healthz until it answers `status` or the time is up; returns the time taken, or -1.
qint64 healthBecomes(HttpTestClient &health, int status, int withinMs)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < withinMs) {
        if (health.get(u"/healthz"_s).status == status)
            return timer.elapsed();
        QTest::qWait(50);
    }
    return -1;
}

} // namespace

void TestWriteHealth::healthFollowsARealFullDisk()
{
    QVERIFY2(::geteuid() == 0,
        "this test mounts a tmpfs and needs root (CI runs it as root); it is not skipped");
    TestServer server;
    const QString disk = server.folder();
    QVERIFY2(::mount("tmpfs", QFile::encodeName(disk).constData(), "tmpfs", 0, "size=8m") == 0,
        std::strerror(errno));
    const auto unmount = qScopeGuard([&] {
        if (server.isRunning())
            server.kill();
        ::umount2(QFile::encodeName(disk).constData(), MNT_DETACH);
    });
    QVERIFY(CatalogFixture::importInto(server));
    const TestServer::Key key = server.createKey(u"read,stock:write"_s,
        { u"--seller"_s, u"1"_s, u"--rate-per-second"_s, u"100000"_s, u"--rate-per-minute"_s,
            u"1000000"_s });
    QVERIFY(server.start());
    const auto showLogOnFailure = qScopeGuard([&] {
        if (QTest::currentTestFailed())
            qWarning("server log:\n%s", server.serverLog().constData());
    });
    HttpTestClient health(server.baseUrl().left(server.baseUrl().indexOf(u"/api/"_s)));
    HttpTestClient client(server.baseUrl());
    client.setCredentials(key.appId, key.secret);
    // A client of the server as it runs now (a restart listens on another port).
    const auto write = [&] {
        HttpTestClient now(server.baseUrl());
        now.setCredentials(key.appId, key.secret);
        return now.post(u"/products/stock/by-code"_s, R"({"code":")" + code + R"(","delta":1})",
            { { "Content-Type", "application/json" } });
    };
    const auto stockOf = [](const HttpTestClient::Reply &reply) {
        return QJsonDocument::fromJson(reply.body).object().value(u"stock"_s).toInteger(-1);
    };
    const auto first = write();
    QCOMPARE(first.status, 200);
    qint64 acknowledged = stockOf(first);
    QVERIFY(acknowledged > 0);
    QCOMPARE(health.get(u"/healthz"_s).status, 200);

    // The disk fills up.
    const QString fillerPath = QDir(disk).filePath(u"filler"_s);
    const qint64 filled = fill(fillerPath);
    QVERIFY2(filled > 0, "could not fill the tmpfs");
    const qint64 tookMs = healthBecomes(health, 503, 2000);
    QVERIFY2(tookMs >= 0, "/healthz still answers 200 2 s after the disk filled");
    qInfo("disk full (%lld bytes of filler): /healthz 503 after %lld ms", filled, tookMs);
    // It stays so, and writes fail; any write acknowledged meanwhile is a real one.
    int refused = 0;
    for (int i = 0; i < 20; ++i) {
        const auto reply = write();
        if (reply.status == 200) {
            QCOMPARE(stockOf(reply), acknowledged + 1);
            acknowledged = stockOf(reply);
        } else {
            QCOMPARE(reply.status, 503);
            QVERIFY2(reply.body.contains("database_unavailable"), reply.body.constData());
            ++refused;
        }
        QCOMPARE(health.get(u"/healthz"_s).status, 503);
    }
    QVERIFY2(refused > 0, "every write succeeded on a full disk");
    // Reads still work.
    QCOMPARE(client.get(u"/products/books"_s).status, 200);
    QTest::qWait(1200); // the next probe fails too
    QCOMPARE(health.get(u"/healthz"_s).status, 503);

    // Space again: /healthz notices without any client writing.
    QVERIFY(QFile::remove(fillerPath));
    const qint64 backMs = healthBecomes(health, 200, 2000);
    QVERIFY2(backMs >= 0, "/healthz still answers 503 2 s after space came back");
    qInfo("space again: /healthz 200 after %lld ms", backMs);
    const auto again = write();
    QCOMPARE(again.status, 200);
    QCOMPARE(stockOf(again), acknowledged + 1);
    acknowledged = stockOf(again);

    QCOMPARE(server.stop(), 0);
    const QByteArray log = server.serverLog();
    QVERIFY2(log.contains("writes fail;"), log.constData());
    QVERIFY2(log.contains("writes succeed again"), log.constData());

    // Nothing acknowledged is lost, also through a crash.
    QVERIFY(server.start());
    const auto beforeCrash = write();
    QCOMPARE(beforeCrash.status, 200);
    QCOMPARE(stockOf(beforeCrash), acknowledged + 1);
    server.kill();
    QVERIFY(server.start());
    const auto afterCrash = write();
    QCOMPARE(afterCrash.status, 200);
    QCOMPARE(stockOf(afterCrash), acknowledged + 2);
    QCOMPARE(server.stop(), 0);
}

QTEST_GUILESS_MAIN(TestWriteHealth)
#include "tst_writehealth.moc"
