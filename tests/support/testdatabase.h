#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QTemporaryDir>

// Where an end-to-end test's catalog-server keeps its data, on the engine CATALOG_TEST_ENGINE
// names (sqlite, the default, or postgresql): a fresh SQLite file in a temporary folder, or a
// fresh database `catalog_t_<random>` on the test cluster, created through a QPSQL admin
// connection and dropped (WITH (FORCE)) by the destructor. The temporary folder exists on
// both engines, for the files a test writes.
class TestDatabase final
{
public:
    enum class Engine { Sqlite, PostgreSql };

    // The engine of this test run; an unknown CATALOG_TEST_ENGINE is fatal.
    static Engine engine();
    static bool isPostgreSql() { return engine() == Engine::PostgreSql; }
    // The PostgreSQL admin URL: $CATALOG_TEST_PG_URL, else CATALOG_TEST_PG_URL= in the file
    // $CATALOG_TEST_PG_ENV (written by tests/postgres/pg-cluster.sh). Fatal when neither is set.
    static QString postgresAdminUrl();

    // On the run's engine.
    TestDatabase();
    // On the given engine, whatever the run's (a shop's SQLite beside a PostgreSQL upstream).
    explicit TestDatabase(Engine engine);
    // On PostgreSQL, in the cluster of adminUrl (a test's own cluster).
    explicit TestDatabase(const QString &adminUrl);
    ~TestDatabase();
    TestDatabase(const TestDatabase &) = delete;
    TestDatabase &operator=(const TestDatabase &) = delete;

    Engine kind() const { return m_engine; }
    // The --db URL (sqlite:/path/catalog.db or postgresql://user:password@host:port/name).
    QString url() const { return m_url; }
    QString folder() const { return m_dir.path(); }
    // The SQLite file; empty on PostgreSQL.
    QString sqliteFile() const;
    // A database name on PostgreSQL; empty on SQLite.
    QString postgresName() const { return m_name; }

    // A new connection to this database under connectionName, opened (check isOpen();
    // lastError says why not). The caller closes it and calls QSqlDatabase::removeDatabase.
    QSqlDatabase open(const QString &connectionName) const;
    // The same for any database URL of either engine.
    static QSqlDatabase openUrl(const QString &url, const QString &connectionName);

private:
    void createPostgres(const QString &adminUrl);
    bool execAdmin(const QString &sql) const;

    Engine m_engine;
    QTemporaryDir m_dir;
    QString m_adminUrl;
    QString m_name;
    QString m_url;
};
