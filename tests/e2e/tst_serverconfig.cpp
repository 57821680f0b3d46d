// `--config FILE` and CATALOG_DB (contract §1): where each setting comes from, in the order
// flag > config file > CATALOG_DB > built-in default, and how bad files are refused.
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUrl>
#include <csignal>

#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

class TestServerConfig : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void configFileGivesTheDatabase();
    void flagOverridesConfigFile();
    void catalogDbIsTheDefault();
    void configFileOverridesCatalogDb();
    void serveTakesEveryOptionFromTheFile();
    void serveFlagWinsOverABadFileValue();
    void badFiles_data();
    void badFiles();
    void otherCommandsIgnoreServerOnlySettings();

private:
    struct Result
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };
    Result run(const QStringList &arguments, const QString &catalogDb = {}) const;
    QString writeConfig(const QString &name, const QByteArray &text) const;
    // app_ids that `keys list` prints for the database chosen by arguments/environment.
    QStringList listedKeys(const QStringList &arguments, const QString &catalogDb = {}) const;

    QTemporaryDir m_dir;
    TestServer m_keyed; // a database with one key
    QString m_appId;
    TestDatabase m_other; // a database without keys
    QString m_otherDbUrl;
};

void TestServerConfig::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_appId = m_keyed.createKey(u"read"_s).appId;
    QVERIFY(!m_appId.isEmpty());
    m_otherDbUrl = m_other.url();
    QCOMPARE(run({ u"demo"_s, u"--size"_s, u"10"_s, u"--db"_s, m_otherDbUrl }).exitCode, 0);
}

TestServerConfig::Result TestServerConfig::run(
    const QStringList &arguments, const QString &catalogDb) const
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(u"CATALOG_DB"_s);
    if (!catalogDb.isEmpty())
        environment.insert(u"CATALOG_DB"_s, catalogDb);
    // Keeps the built-in default (under the home folder) away from the real one.
    environment.insert(u"XDG_DATA_HOME"_s, m_dir.filePath(u"xdg"_s));
    process.setProcessEnvironment(environment);
    process.start(TestServer::binary(), arguments);
    Result result;
    if (!process.waitForFinished(60'000)) {
        process.kill();
        process.waitForFinished();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

QString TestServerConfig::writeConfig(const QString &name, const QByteArray &text) const
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

QStringList TestServerConfig::listedKeys(
    const QStringList &arguments, const QString &catalogDb) const
{
    const Result result = run(QStringList { u"keys"_s, u"list"_s } + arguments, catalogDb);
    if (result.exitCode != 0) {
        qWarning("keys list failed: %s", result.err.constData());
        return { u"<failed>"_s };
    }
    QStringList ids;
    for (const QByteArray &line : result.out.split('\n')) {
        if (!line.trimmed().isEmpty())
            ids << QJsonDocument::fromJson(line).object().value(u"app_id"_s).toString();
    }
    return ids;
}

void TestServerConfig::configFileGivesTheDatabase()
{
    const QString config = writeConfig(u"keyed.conf"_s, "db = " + m_keyed.dbUrl().toUtf8() + '\n');
    QCOMPARE(listedKeys({ u"--config"_s, config }), QStringList { m_appId });
}

void TestServerConfig::flagOverridesConfigFile()
{
    const QString config = writeConfig(u"other.conf"_s, "db = " + m_otherDbUrl.toUtf8() + '\n');
    QCOMPARE(listedKeys({ u"--config"_s, config }), QStringList {});
    QCOMPARE(
        listedKeys({ u"--config"_s, config, u"--db"_s, m_keyed.dbUrl() }), QStringList { m_appId });
    // The flag may come before --config too.
    QCOMPARE(
        listedKeys({ u"--db"_s, m_keyed.dbUrl(), u"--config"_s, config }), QStringList { m_appId });
}

void TestServerConfig::catalogDbIsTheDefault()
{
    QCOMPARE(listedKeys({}, m_keyed.dbUrl()), QStringList { m_appId });
    QCOMPARE(listedKeys({ u"--db"_s, m_otherDbUrl }, m_keyed.dbUrl()), QStringList {});
    const Result bad = run({ u"keys"_s, u"list"_s }, u"mysql://nope"_s);
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains("CATALOG_DB"), bad.err.constData());
}

void TestServerConfig::configFileOverridesCatalogDb()
{
    const QString config = writeConfig(u"other.conf"_s, "db = " + m_otherDbUrl.toUtf8() + '\n');
    QCOMPARE(listedKeys({ u"--config"_s, config }, m_keyed.dbUrl()), QStringList {});
    // A file without db leaves CATALOG_DB in charge.
    const QString noDb = writeConfig(u"nodb.conf"_s, "; nothing but a comment\n");
    QCOMPARE(listedKeys({ u"--config"_s, noDb }, m_keyed.dbUrl()), QStringList { m_appId });
}

void TestServerConfig::serveTakesEveryOptionFromTheFile()
{
    const QString config = writeConfig(u"serve.conf"_s,
        "; the server's settings\n"
        "db = "
            + m_keyed.dbUrl().toUtf8()
            + "\n"
              "listen = 127.0.0.1:0\n"
              "# cache-ttl = 5\n"
              "cache-ttl = 0\n"
              "web-base-url = \"https://shop.example.com/\"\n"
              "workers = 3\n"
              "db-writers = 3\n"
              "request-timeout = 7\n"
              "idle-timeout = 30\n");
    QProcess server;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(u"CATALOG_DB"_s);
    server.setProcessEnvironment(environment);
    server.start(TestServer::binary(), { u"serve"_s, u"--config"_s, config });
    QVERIFY(server.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(server.canReadLine() || server.state() != QProcess::Running, 20'000);
    const QByteArray line = server.readLine().trimmed();
    QVERIFY2(line.startsWith("listening on http://127.0.0.1:"), line.constData());
    ::kill(pid_t(server.processId()), SIGTERM);
    QVERIFY(server.waitForFinished(20'000));
    QCOMPARE(server.exitCode(), 0);
    const QByteArray log = server.readAllStandardError();
    QVERIFY2(log.contains("(3 workers)"), log.constData());
    // db-writers: PostgreSQL's writers; SQLite has one write lock, so one writer.
    QVERIFY2(
        log.contains(TestServer::isPostgreSql() ? "writers: 3" : "writers: 1"), log.constData());
    // The log names the database, never its password.
    const QUrl url(m_keyed.dbUrl());
    if (url.password().isEmpty()) {
        QVERIFY2(log.contains(m_keyed.dbUrl().toUtf8()), log.constData());
    } else {
        QVERIFY2(log.contains(url.path().mid(1).toUtf8()), log.constData());
        QVERIFY2(!log.contains(url.password().toUtf8()), log.constData());
    }
}

void TestServerConfig::serveFlagWinsOverABadFileValue()
{
    // The file's listen is never looked at when the flag is given.
    const QString config = writeConfig(
        u"badlisten.conf"_s, "listen = nowhere\ndb = " + m_keyed.dbUrl().toUtf8() + '\n');
    const Result bad = run({ u"serve"_s, u"--config"_s, config });
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains("--listen"), bad.err.constData());

    QProcess server;
    server.start(TestServer::binary(),
        { u"serve"_s, u"--config"_s, config, u"--listen"_s, u"127.0.0.1:0"_s });
    QVERIFY(server.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(server.canReadLine() || server.state() != QProcess::Running, 20'000);
    QVERIFY(server.readLine().startsWith("listening on "));
    ::kill(pid_t(server.processId()), SIGTERM);
    QVERIFY(server.waitForFinished(20'000));
    QCOMPARE(server.exitCode(), 0);
    // No workers setting: one per core (at least 2), and 8 on PostgreSQL, whose workers wait
    // for the database.
    const QByteArray log = server.readAllStandardError();
    const int workers = TestDatabase::isPostgreSql() ? 8 : std::max(2, QThread::idealThreadCount());
    QVERIFY2(
        log.contains(QByteArray("(" + QByteArray::number(workers) + " workers)")), log.constData());
}

void TestServerConfig::badFiles_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("mentions");
    QTest::newRow("unknown key") << QByteArray("lisen = 127.0.0.1:8080\n") << QByteArray("lisen");
    QTest::newRow("section") << QByteArray("[server]\nlisten = 127.0.0.1:0\n")
                             << QByteArray("server/listen");
    QTest::newRow("config in config")
        << QByteArray("config = /etc/x.conf\n") << QByteArray("config");
    QTest::newRow("prose with #") << QByteArray("# my server\nlisten = 127.0.0.1:0\n")
                                  << QByteArray("INI");
    QTest::newRow("bad value") << QByteArray("cache-ttl = soon\n") << QByteArray("--cache-ttl");
    QTest::newRow("bad db") << QByteArray("db = mysql://x\n") << QByteArray("db");
}

void TestServerConfig::badFiles()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, mentions);
    const QString config = writeConfig(u"bad.conf"_s, text);
    const Result result = run({ u"serve"_s, u"--config"_s, config });
    QCOMPARE(result.exitCode, 2);
    QVERIFY(result.out.isEmpty());
    QCOMPARE(result.err.trimmed().count('\n'), 0);
    QVERIFY2(result.err.contains(mentions), result.err.constData());

    const Result missing
        = run({ u"serve"_s, u"--config"_s, m_dir.filePath(u"does-not-exist.conf"_s) });
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.contains("cannot read"), missing.err.constData());
}

void TestServerConfig::otherCommandsIgnoreServerOnlySettings()
{
    // The shipped server file works for admin commands: they read only what they know.
    const QString config = writeConfig(u"server.conf"_s,
        "db = " + m_keyed.dbUrl().toUtf8() + "\nlisten = 127.0.0.1:8080\ncache-ttl = 60\n");
    QCOMPARE(listedKeys({ u"--config"_s, config }), QStringList { m_appId });
}

QTEST_GUILESS_MAIN(TestServerConfig)
#include "tst_serverconfig.moc"
