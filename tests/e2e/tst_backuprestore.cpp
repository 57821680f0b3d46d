// `catalog-server backup` and `restore` (contract §1): a consistent copy while the server
// serves and writes, a restore that answers the same, and the refusals that protect a
// database in use or a bad backup.
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>
#include <QThread>
#include <atomic>

#include "tests/e2e/catalogfixture.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

class TestBackupRestore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void backupWhileWritingRestoresTheSameAnswers();
    void restoreRefusesADatabaseInUse();
    void restoreRefusesWhatIsNotACatalog();
    void restoreRefusesANewerSchema();
    void restoreKeepsThePreviousDatabase();
    void backupRefusals();
    void help();

private:
    static QString pathOf(const TestServer &server) { return server.dbUrl().mid(7); }
};

void TestBackupRestore::backupWhileWritingRestoresTheSameAnswers()
{
    TestServer source;
    QVERIFY(CatalogFixture::importInto(source));
    const auto key = source.createKey(u"read,stock:write"_s, TestServer::seller1Unthrottled);
    QVERIFY(source.start());

    // Stock writes from another thread for as long as the backup runs.
    std::atomic_bool writing { true };
    std::atomic_int written { 0 };
    QThread *writer = QThread::create([&] {
        HttpTestClient client(source.baseUrl());
        client.setCredentials(key.appId, key.secret);
        while (writing) {
            const auto reply
                = client.post(u"/products/stock/by-code"_s, R"({"code":"9789943012349","delta":1})",
                    { { "Content-Type", "application/json" } });
            if (reply.status == 200)
                ++written;
        }
    });
    writer->start();
    QTRY_VERIFY_WITH_TIMEOUT(written > 5, 20'000);
    const QString backupFile = source.folder() + "/backups/copy.db"_L1;
    const auto backup = source.run({ u"backup"_s, backupFile });
    const int writtenDuringBackup = written;
    QTRY_VERIFY_WITH_TIMEOUT(written > writtenDuringBackup + 5, 20'000); // writes went on
    writing = false;
    writer->wait();
    delete writer;
    QVERIFY2(backup.exitCode == 0, backup.err.constData());
    const QJsonObject summary = QJsonDocument::fromJson(backup.out).object();
    // The latest schema: the one the serving database was migrated to.
    int servedVersion = 0;
    {
        QSqlDatabase db = source.openDatabase(u"served"_s);
        QSqlQuery version(db);
        QVERIFY(version.exec(u"SELECT value FROM meta WHERE key = 'schema_version'"_s));
        QVERIFY(version.next());
        servedVersion = version.value(0).toInt();
    }
    QSqlDatabase::removeDatabase(u"served"_s);
    QVERIFY(servedVersion >= 7);
    QCOMPARE(summary[u"schema_version"_s].toInt(), servedVersion);
    QVERIFY(summary[u"bytes"_s].toInteger() > 0);
    QVERIFY(!QFile::exists(backupFile + ".partial"_L1));

    // The copy is a snapshot: restored elsewhere it serves the data it had then.
    TestServer restored;
    const auto restore = restored.run({ u"restore"_s, backupFile });
    QVERIFY2(restore.exitCode == 0, restore.err.constData());
    QVERIFY(restored.start());
    HttpTestClient fromRestored(restored.baseUrl());
    fromRestored.setCredentials(key.appId, key.secret); // keys are part of the catalog
    const auto stock = fromRestored.get(u"/products/sellers/1/code/9789943012349"_s);
    QCOMPARE(stock.status, 200);
    QVERIFY(source.stop() == 0);

    // Once the source is idle, a second backup answers exactly like the source.
    const auto idleBackup = source.run({ u"backup"_s, backupFile });
    QCOMPARE(idleBackup.exitCode, 0);
    QCOMPARE(restored.stop(), 0);
    QCOMPARE(restored.run({ u"restore"_s, backupFile }).exitCode, 0);
    QVERIFY(source.start());
    QVERIFY(restored.start());
    HttpTestClient fromSource(source.baseUrl());
    fromSource.setCredentials(key.appId, key.secret);
    HttpTestClient again(restored.baseUrl());
    again.setCredentials(key.appId, key.secret);
    for (const QString &path :
        { u"/products/books?per_page=100"_s, u"/products/stationery?per_page=100"_s,
            u"/products/sellers/1/code/9789943012349"_s, u"/search/categories"_s }) {
        const auto expected = fromSource.get(path);
        const auto actual = again.get(path);
        QCOMPARE(expected.status, 200);
        QCOMPARE(actual.status, 200);
        QCOMPARE(actual.body, expected.body);
    }
}

void TestBackupRestore::restoreRefusesADatabaseInUse()
{
    TestServer server;
    QVERIFY(server.demo(20));
    const QString backupFile = server.folder() + "/copy.db"_L1;
    QCOMPARE(server.run({ u"backup"_s, backupFile }).exitCode, 0);

    // A running catalog-server holds the lock file.
    QVERIFY(server.start());
    const auto whileServing = server.run({ u"restore"_s, backupFile });
    QCOMPARE(whileServing.exitCode, 1);
    QVERIFY2(whileServing.err.contains("in use"), whileServing.err.constData());
    QCOMPARE(server.stop(), 0);

    // Any other SQLite program with the file open: SQLite's own locks tell.
    {
        QSqlDatabase other = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"other"_s);
        other.setDatabaseName(pathOf(server));
        QVERIFY(other.open());
        QSqlQuery query(other);
        QVERIFY(query.exec(u"SELECT count(*) FROM meta"_s) && query.next());
        const auto whileOpen = server.run({ u"restore"_s, backupFile });
        QCOMPARE(whileOpen.exitCode, 1);
        QVERIFY2(whileOpen.err.contains("open in another program"), whileOpen.err.constData());
        query.finish();
        other.close();
    }
    QSqlDatabase::removeDatabase(u"other"_s);
    QCOMPARE(server.run({ u"restore"_s, backupFile }).exitCode, 0);
    // And a server cannot start while a restore holds the lock: covered by the lock's
    // exclusivity above (the same lock file, taken the other way).
}

void TestBackupRestore::restoreRefusesWhatIsNotACatalog()
{
    TestServer server;
    const QString text = server.folder() + "/notes.txt"_L1;
    QFile file(text);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(8192, 'x'));
    file.close();
    const auto notSqlite = server.run({ u"restore"_s, text });
    QCOMPARE(notSqlite.exitCode, 1);
    QVERIFY(!QFile::exists(pathOf(server)));

    const QString plain = server.folder() + "/plain.db"_L1;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"plain"_s);
        db.setDatabaseName(plain);
        QVERIFY(db.open());
        QSqlQuery(db).exec(u"CREATE TABLE t (x)"_s);
        db.close();
    }
    QSqlDatabase::removeDatabase(u"plain"_s);
    const auto notCatalog = server.run({ u"restore"_s, plain });
    QCOMPARE(notCatalog.exitCode, 1);
    QVERIFY2(notCatalog.err.contains("not a catalog"), notCatalog.err.constData());

    const auto missing = server.run({ u"restore"_s, server.folder() + "/nothing.db"_L1 });
    QCOMPARE(missing.exitCode, 1);
    QVERIFY(!QFile::exists(pathOf(server)));
}

void TestBackupRestore::restoreRefusesANewerSchema()
{
    TestServer server;
    QVERIFY(server.demo(10));
    const QString backupFile = server.folder() + "/future.db"_L1;
    QCOMPARE(server.run({ u"backup"_s, backupFile }).exitCode, 0);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"future"_s);
        db.setDatabaseName(backupFile);
        QVERIFY(db.open());
        QVERIFY(
            QSqlQuery(db).exec(u"UPDATE meta SET value = '999' WHERE key = 'schema_version'"_s));
        db.close();
    }
    QSqlDatabase::removeDatabase(u"future"_s);
    const auto result = server.run({ u"restore"_s, backupFile });
    QCOMPARE(result.exitCode, 1);
    QVERIFY2(result.err.contains("999"), result.err.constData());
}

void TestBackupRestore::restoreKeepsThePreviousDatabase()
{
    TestServer server;
    QVERIFY(server.demo(10));
    const QString backupFile = server.folder() + "/small.db"_L1;
    QCOMPARE(server.run({ u"backup"_s, backupFile }).exitCode, 0);
    const auto key = server.createKey(u"read"_s); // only in the live database
    QCOMPARE(server.run({ u"restore"_s, backupFile }).exitCode, 0);
    QVERIFY(!server.run({ u"keys"_s, u"list"_s }).out.contains(key.appId.toUtf8()));
    const auto previous = server.run(
        { u"keys"_s, u"list"_s, u"--db"_s, u"sqlite:"_s + pathOf(server) + ".before-restore"_L1 },
        false);
    QVERIFY(previous.out.contains(key.appId.toUtf8()));
}

void TestBackupRestore::backupRefusals()
{
    TestServer server;
    const auto noDatabase = server.run({ u"backup"_s, server.folder() + "/copy.db"_L1 });
    QCOMPARE(noDatabase.exitCode, 1);
    QVERIFY(!QFile::exists(pathOf(server))); // backup never creates the database
    QVERIFY(!QFile::exists(server.folder() + "/copy.db"_L1));

    const auto postgres = server.run(
        { u"backup"_s, u"--db"_s, u"postgresql://u:p@localhost/catalog"_s, u"x.db"_s }, false);
    QCOMPARE(postgres.exitCode, 2);
    QVERIFY2(postgres.err.contains("pg_dump"), postgres.err.constData());
    const auto restorePostgres = server.run(
        { u"restore"_s, u"x.db"_s, u"--db"_s, u"postgresql://u:p@localhost/catalog"_s }, false);
    QCOMPARE(restorePostgres.exitCode, 2);
    QVERIFY2(restorePostgres.err.contains("pg_restore"), restorePostgres.err.constData());
    const auto memory
        = server.run({ u"backup"_s, u"--db"_s, u"sqlite::memory:"_s, u"x.db"_s }, false);
    QCOMPARE(memory.exitCode, 2);
    const auto noFile = server.run({ u"backup"_s });
    QCOMPARE(noFile.exitCode, 2);
}

void TestBackupRestore::help()
{
    TestServer server;
    for (const QString &command : { u"backup"_s, u"restore"_s }) {
        const auto result = server.run({ command, u"--help"_s }, false);
        QCOMPARE(result.exitCode, 0);
        QVERIFY(result.out.contains("--config"));
        QVERIFY(result.out.contains("--db"));
    }
    const auto top = server.run({ u"--help"_s }, false);
    QVERIFY(top.out.contains("backup") && top.out.contains("restore"));
}

QTEST_GUILESS_MAIN(TestBackupRestore)
#include "tst_backuprestore.moc"
