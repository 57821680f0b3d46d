#include "server/storage/database.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QUuid>
#include <QVariant>

#include "server/storage/sqlhelpers.h"
#include "server/storage/storageerror.h"

using namespace Qt::StringLiterals;

namespace {

// Migration scripts, in order; the index + 1 is the schema version they lead to.
const QStringList &sqliteMigrations()
{
    static const QStringList files { u":/catalog/sql/sqlite-001-catalog.sql"_s,
        u":/catalog/sql/sqlite-002-code-lookup.sql"_s,
        u":/catalog/sql/sqlite-003-stock-history.sql"_s };
    return files;
}

QStringList statementsOf(const QString &resource)
{
    QFile file(resource);
    if (!file.open(QIODevice::ReadOnly))
        throw StorageError(u"missing migration "_s + resource);
    QStringList statements;
    for (const QString &part : QString::fromUtf8(file.readAll()).split(u";;"_s)) {
        QStringList lines;
        for (const QString &line : part.split(u'\n')) {
            if (!line.trimmed().startsWith("--"_L1))
                lines << line;
        }
        const QString statement = lines.join(u'\n').trimmed();
        if (!statement.isEmpty())
            statements << statement;
    }
    return statements;
}

} // namespace

Database::Database(DatabaseLocation location)
    : m_location(std::move(location))
    , m_id(QUuid::createUuid().toString(QUuid::Id128))
{ }

QString Database::connectionName() const
{
    return u"catalog-%1-%2"_s.arg(m_id).arg(reinterpret_cast<quintptr>(QThread::currentThread()));
}

namespace {
// The calling thread's last connection: looking one up by name takes Qt Sql's global lock,
// which every request would otherwise contend for.
struct ThreadConnection
{
    const void *owner = nullptr;
    QSqlDatabase db;
};
thread_local ThreadConnection threadConnection;
} // namespace

QSqlDatabase Database::connection() const
{
    if (threadConnection.owner == this && threadConnection.db.isOpen())
        return threadConnection.db;
    const QString name = connectionName();
    if (QSqlDatabase::contains(name)) {
        threadConnection = { this, QSqlDatabase::database(name, false) };
        return threadConnection.db;
    }

    const bool sqlite = m_location.dialect == DatabaseLocation::Dialect::Sqlite;
    QSqlDatabase db = QSqlDatabase::addDatabase(sqlite ? u"QSQLITE"_s : u"QPSQL"_s, name);
    if (sqlite) {
        if (m_location.isInMemory()) {
            // One shared in-memory database for every thread of this process.
            db.setDatabaseName(u"file:catalog-%1?mode=memory&cache=shared"_s.arg(m_id));
            db.setConnectOptions(u"QSQLITE_OPEN_URI;QSQLITE_BUSY_TIMEOUT=5000"_s);
        } else {
            db.setDatabaseName(m_location.sqlitePath);
            db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=5000"_s);
        }
    } else {
        db.setHostName(m_location.host);
        db.setPort(m_location.port);
        db.setUserName(m_location.user);
        db.setPassword(m_location.password);
        db.setDatabaseName(m_location.databaseName);
    }
    if (!db.open()) {
        const QString error = db.lastError().text();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(name);
        throw StorageError(u"cannot open %1: %2"_s.arg(m_location.displayName(), error));
    }
    configure(db);
    threadConnection = { this, db };
    return db;
}

void Database::closeConnection() const
{
    if (threadConnection.owner == this)
        threadConnection = {};
    const QString name = connectionName();
    if (!QSqlDatabase::contains(name))
        return;
    Sql::releaseCached(name);
    QSqlDatabase::database(name, false).close();
    QSqlDatabase::removeDatabase(name);
}

namespace {
// Switching a new file to WAL needs it to itself, and SQLite answers "locked" at once rather
// than calling the busy handler: a process started at the same moment may be migrating it.
void enableWal(const QSqlDatabase &db)
{
    QDeadlineTimer deadline(5000);
    for (;;) {
        try {
            Sql::run(db, u"PRAGMA journal_mode = WAL"_s);
            return;
        } catch (const StorageError &) {
            if (deadline.hasExpired())
                throw;
            QThread::msleep(20);
        }
    }
}
} // namespace

void Database::configure(QSqlDatabase &db) const
{
    if (m_location.dialect != DatabaseLocation::Dialect::Sqlite)
        return;
    // WAL keeps readers and the writer apart and survives a kill at any moment;
    // synchronous=FULL syncs the log on every commit, so an acknowledged write survives a
    // power cut too (contract §8); the write queue's group commit pays it once per batch.
    if (!m_location.isInMemory())
        enableWal(db);
    Sql::run(db, u"PRAGMA synchronous = FULL"_s);
    Sql::run(db, u"PRAGMA foreign_keys = ON"_s);
    Sql::run(db, u"PRAGMA busy_timeout = 5000"_s);
}

int Database::schemaVersion() const
{
    const QSqlDatabase db = connection();
    if (!db.tables().contains(u"meta"_s))
        return 0;
    QSqlQuery query = Sql::run(db, u"SELECT value FROM meta WHERE key = 'schema_version'"_s);
    return query.next() ? query.value(0).toInt() : 0;
}

void Database::migrate() const
{
    if (m_location.dialect != DatabaseLocation::Dialect::Sqlite) {
        // The PostgreSQL schema (tsvector search, LISTEN/NOTIFY invalidation) is not written
        // yet: refuse clearly rather than half-create a catalog.
        throw StorageError(u"PostgreSQL catalogs are not supported by this build yet; "
                           "use --db sqlite:FILE"_s);
    }
    const QStringList &migrations = sqliteMigrations();
    if (schemaVersion() >= migrations.size())
        return; // current: no write lock needed
    // Under the write lock, the version read again: processes started at the same moment on
    // an empty database wait for each other here, and the schema is created once.
    QSqlDatabase db = connection();
    Sql::Transaction transaction(db);
    Sql::run(db, u"CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)"_s);
    for (int version = schemaVersion() + 1; version <= migrations.size(); ++version) {
        for (const QString &statement : statementsOf(migrations.at(version - 1)))
            Sql::run(db, statement);
        Sql::run(db,
            u"INSERT INTO meta (key, value) VALUES ('schema_version', ?) "
            "ON CONFLICT (key) DO UPDATE SET value = excluded.value"_s,
            { QString::number(version) });
    }
    transaction.commit();
}
