#include "tests/support/testdatabase.h"

#include <QFile>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <atomic>

using namespace Qt::StringLiterals;

namespace {

QString uniqueConnectionName()
{
    static std::atomic<int> counter { 0 };
    return u"test-database-admin-%1"_s.arg(++counter);
}

} // namespace

TestDatabase::Engine TestDatabase::engine()
{
    const QString name = qEnvironmentVariable("CATALOG_TEST_ENGINE", u"sqlite"_s);
    if (name == "sqlite"_L1)
        return Engine::Sqlite;
    if (name == "postgresql"_L1)
        return Engine::PostgreSql;
    qFatal("CATALOG_TEST_ENGINE=%s: expected sqlite or postgresql", qPrintable(name));
    return Engine::Sqlite; // not reached: qFatal aborts
}

QString TestDatabase::postgresAdminUrl()
{
    const QString direct = qEnvironmentVariable("CATALOG_TEST_PG_URL");
    if (!direct.isEmpty())
        return direct;
    const QString envFile = qEnvironmentVariable("CATALOG_TEST_PG_ENV");
    QFile file(envFile);
    if (envFile.isEmpty() || !file.open(QIODevice::ReadOnly)) {
        qFatal("PostgreSQL run without a cluster: CATALOG_TEST_PG_URL is not set and "
               "CATALOG_TEST_PG_ENV (%s) is not readable (ctest starts one through the "
               "postgres_cluster_start fixture: tests/postgres/pg-cluster.sh)",
            qPrintable(envFile));
    }
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.startsWith("CATALOG_TEST_PG_URL="))
            return QString::fromUtf8(line.mid(20).trimmed());
    }
    qFatal("%s has no CATALOG_TEST_PG_URL line", qPrintable(envFile));
    return {}; // not reached: qFatal aborts
}

TestDatabase::TestDatabase()
    : TestDatabase(engine())
{ }

TestDatabase::TestDatabase(Engine engine)
    : m_engine(engine)
{
    if (!m_dir.isValid())
        qFatal("cannot create a temporary folder");
    if (m_engine == Engine::PostgreSql)
        createPostgres(postgresAdminUrl());
    else
        m_url = u"sqlite:"_s + m_dir.filePath(u"catalog.db"_s);
}

TestDatabase::TestDatabase(const QString &adminUrl)
    : m_engine(Engine::PostgreSql)
{
    if (!m_dir.isValid())
        qFatal("cannot create a temporary folder");
    createPostgres(adminUrl);
}

TestDatabase::~TestDatabase()
{
    // FORCE: a server killed by the test may leave connections behind for a moment.
    if (!m_name.isEmpty() && !execAdmin(u"DROP DATABASE IF EXISTS %1 WITH (FORCE)"_s.arg(m_name)))
        qWarning("could not drop the test database %s", qPrintable(m_name));
}

QString TestDatabase::sqliteFile() const
{
    return m_engine == Engine::Sqlite ? m_url.mid(7) : QString();
}

void TestDatabase::createPostgres(const QString &adminUrl)
{
    m_adminUrl = adminUrl;
    // Identifiers cannot be bound: the name is ours, lower-case hex only.
    const QString name
        = u"catalog_t_%1"_s.arg(QRandomGenerator::system()->generate64(), 16, 16, QLatin1Char('0'));
    if (!execAdmin(u"CREATE DATABASE %1"_s.arg(name)))
        qFatal(
            "cannot create the test database %s on the PostgreSQL test cluster", qPrintable(name));
    m_name = name;
    QUrl url(adminUrl);
    url.setPath(u"/"_s + name);
    m_url = url.toString();
}

bool TestDatabase::execAdmin(const QString &sql) const
{
    const QString connection = uniqueConnectionName();
    bool ok = false;
    {
        QSqlDatabase admin = openUrl(m_adminUrl, connection);
        if (!admin.isOpen()) {
            qWarning(
                "PostgreSQL admin connection failed: %s", qPrintable(admin.lastError().text()));
        } else {
            QSqlQuery query(admin);
            ok = query.exec(sql);
            if (!ok)
                qWarning("%s: %s", qPrintable(sql), qPrintable(query.lastError().text()));
        }
        admin.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return ok;
}

QSqlDatabase TestDatabase::open(const QString &connectionName) const
{
    return openUrl(m_url, connectionName);
}

QSqlDatabase TestDatabase::openUrl(const QString &url, const QString &connectionName)
{
    if (url.startsWith("sqlite:"_L1)) {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, connectionName);
        db.setDatabaseName(url.mid(7));
        db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=10000"_s);
        db.open();
        return db;
    }
    const QUrl parsed(url);
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, connectionName);
    db.setHostName(parsed.host());
    db.setPort(parsed.port(5432));
    db.setUserName(parsed.userName());
    db.setPassword(parsed.password());
    db.setDatabaseName(parsed.path().mid(1));
    db.setConnectOptions(u"connect_timeout=5"_s);
    db.open();
    return db;
}
