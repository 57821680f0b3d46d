#pragma once

#include <QByteArray>
#include <QProcess>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <memory>

#include "tests/support/testdatabase.h"

// The real catalog-server for end-to-end tests: a fresh database on the engine of the run
// (TestDatabase: SQLite file or PostgreSQL database), seeded through the real CLI (import,
// demo, keys), served on 127.0.0.1:0.
class TestServer final
{
public:
    struct Key
    {
        QString appId;
        QString secret;
    };
    struct CliResult
    {
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
    };

    TestServer();
    // A server on the given database: TestServer b(a.database()) is a second instance over
    // the same database as a (scale-out tests); the database lives as long as its last user.
    explicit TestServer(std::shared_ptr<TestDatabase> database);
    ~TestServer();

    static QString binary(); // $CATALOG_SERVER_BIN
    // Lets the test process open as many descriptors as the system allows (a test that holds
    // hundreds of connections to the server); false when it may not.
    static bool raiseOpenFileLimit();
    static bool isPostgreSql() { return TestDatabase::isPostgreSql(); }
    std::shared_ptr<TestDatabase> database() const { return m_database; }
    QString dbUrl() const { return m_database->url(); }
    QString folder() const { return m_database->folder(); }
    // A direct connection to the server's database on either engine, for tests that look
    // inside it (see TestDatabase::open: the caller removes it).
    QSqlDatabase openDatabase(const QString &connectionName) const
    {
        return m_database->open(connectionName);
    }

    // Runs `catalog-server <arguments>` with --db added when withDb is true.
    CliResult run(const QStringList &arguments, bool withDb = true) const;
    bool importFile(const QString &path) const;
    // Imports seller 1 ("Shop") with `count` stationery items, ids 1..count, each with
    // stationeryBarcode(id) and `stock`, in one category (id 10): a catalog of many small items.
    bool importStationery(int count, qint64 stock, const QString &namePrefix) const;
    // A valid EAN-13 of the 478 range for item n.
    static QByteArray stationeryBarcode(int n);
    bool demo(int size) const;
    // keys create --name test --abilities <abilities> [extra...]
    Key createKey(const QString &abilities, const QStringList &extra = {}) const;
    // createKey's extra for a test that checks answers, not rate limiting: a key of seller 1
    // with limits no test reaches.
    static const QStringList seller1Unthrottled;

    // Starts `serve --listen 127.0.0.1:<port>` (0 = any) and waits for the listening line.
    bool start(const QStringList &extra = {}, quint16 port = 0);
    // SIGTERM, then waits for a clean exit; returns the exit code (-1: it crashed or did not
    // stop, and its last output is logged).
    int stop();
    // SIGKILL (a crash or power cut as the server sees it), then waits for the process to end.
    void kill();
    bool isRunning() const { return m_process.state() == QProcess::Running; }
    QString baseUrl() const { return m_baseUrl; }
    quint16 port() const { return m_port; }
    qint64 pid() const { return m_process.processId(); }
    // The server process's resident memory (VmRSS), or -1.
    qint64 rssKiB() const;
    QByteArray serverLog() const { return m_log; }

private:
    void reportLastWords(const char *what) const;

    std::shared_ptr<TestDatabase> m_database;
    QProcess m_process;
    QString m_baseUrl;
    quint16 m_port = 0;
    QByteArray m_log;
    bool m_killed = false; // by kill(): its end is no news
};
