// One `serve` per SQLite file: a second server on the same file would answer
// from its own cache what the first has changed, so it refuses to start with a clear message;
// a server killed with SIGKILL leaves nothing that blocks the next start.
#include <QFile>
#include <QTest>

#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

class TestSingleServer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void secondServerOnTheSameFileRefusesToStart();
    void restartAfterKillAndAfterStop();
    void otherCommandsRunBesideTheServer();
};

void TestSingleServer::secondServerOnTheSameFileRefusesToStart()
{
    TestServer first;
    QVERIFY(first.demo(20));
    QVERIFY(first.start());

    TestServer second(first.database());
    QVERIFY(!second.start());
    QVERIFY(!second.isRunning());
    QCOMPARE(second.stop(), 1); // exit status of the refused start
    const QByteArray log = second.serverLog();
    QVERIFY2(log.contains("already served by another catalog-server"), log.constData());
    QVERIFY2(log.contains(QByteArray::number(first.pid())), log.constData()); // names the holder

    // The first one goes on serving.
    const auto key = first.createKey(u"read"_s);
    HttpTestClient client(first.baseUrl());
    client.setCredentials(key.appId, key.secret);
    QCOMPARE(client.get(u"/search/categories"_s).status, 200);

    // The same file by another name is the same file.
    const QString path = first.dbUrl().mid(7);
    const QString link = first.folder() + "/other-name.db"_L1;
    QVERIFY(QFile::link(path, link));
    const auto viaLink = first.run(
        { u"serve"_s, u"--db"_s, "sqlite:"_L1 + link, u"--listen"_s, u"127.0.0.1:0"_s }, false);
    QCOMPARE(viaLink.exitCode, 1);
    QVERIFY2(viaLink.err.contains("already served"), viaLink.err.constData());
    QVERIFY(viaLink.out.isEmpty()); // never said it was listening
    QCOMPARE(first.stop(), 0);
}

void TestSingleServer::restartAfterKillAndAfterStop()
{
    TestServer server;
    QVERIFY(server.demo(20));
    QVERIFY(server.start());
    server.kill(); // the lock file stays behind; the lock does not
    QVERIFY(QFile::exists(server.dbUrl().mid(7) + ".serve.lock"_L1));
    QVERIFY(server.start());
    QCOMPARE(server.stop(), 0);
    QVERIFY(server.start());
    TestServer second(server.database());
    QVERIFY(!second.start()); // still refused while it runs
    QCOMPARE(server.stop(), 0);
    QVERIFY(second.start()); // and free once it has stopped
    QCOMPARE(second.stop(), 0);
}

void TestSingleServer::otherCommandsRunBesideTheServer()
{
    TestServer server;
    QVERIFY(server.demo(20));
    QVERIFY(server.start());
    const auto keys = server.run({ u"keys"_s, u"list"_s });
    QCOMPARE(keys.exitCode, 0);
    const auto created = server.createKey(u"read"_s);
    QVERIFY(!created.appId.isEmpty());
    QCOMPARE(server.stop(), 0);
}

QTEST_GUILESS_MAIN(TestSingleServer)
#include "tst_singleserver.moc"
