#include "server/storage/database.h"

#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QUuid>
#include <QVariant>

#include "common/searchnormalform.h"
#include "server/domain/searchtext.h"
#include "server/storage/postgresconnection.h"
#include "server/storage/qualitytotals.h"
#include "server/storage/searchindexwriter.h"
#include "server/storage/sqlhelpers.h"
#include "server/storage/storageerror.h"

#include <fcntl.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

// A new SQLite file is created by us, empty and readable by its owner only (it holds the
// keys' hashes); SQLite then gives its -wal and -shm the same mode. An existing file keeps
// the mode it has. O_EXCL: a process creating it at the same moment is not disturbed.
void createPrivately(const QString &file)
{
    const int fd = ::open(
        QFile::encodeName(file).constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd >= 0)
        ::close(fd);
}

Q_LOGGING_CATEGORY(lcMigration, "catalog.migration")

QString prefixOf(DatabaseLocation::Dialect dialect)
{
    return dialect == DatabaseLocation::Dialect::Sqlite ? u"sqlite"_s : u"postgresql"_s;
}

// Migration scripts of a dialect, in the order of their numbers (the files' names are the one
// place that orders them); the index + 1 is the schema version they lead to. Both dialects
// keep the same versions in the same meta table.
QStringList migrationsOf(DatabaseLocation::Dialect dialect)
{
    const QString folder = u":/catalog/sql"_s;
    QStringList files;
    for (const QString &name : QDir(folder).entryList(
             { prefixOf(dialect) + u"-[0-9][0-9][0-9]-*.sql"_s }, QDir::Files, QDir::Name))
        files << folder + u'/' + name;
    return files;
}

// Functions and triggers defined once and re-applied whenever their file changes (like
// Flyway's repeatable R__ files), after the numbered schemas: the meta table keeps each file's
// checksum under "repeatable:<file>".
struct Repeatable
{
    QString resource;
    QString metaKey;
    QString checksum;
};

QList<Repeatable> repeatablesOf(DatabaseLocation::Dialect dialect)
{
    const QString folder = u":/catalog/sql/repeatable"_s;
    QList<Repeatable> result;
    for (const QString &name :
        QDir(folder).entryList({ prefixOf(dialect) + u"-*.sql"_s }, QDir::Files, QDir::Name)) {
        QFile file(folder + u'/' + name);
        if (!file.open(QIODevice::ReadOnly))
            throw StorageError(u"unreadable repeatable script "_s + name);
        result.append({ file.fileName(), u"repeatable:"_s + name,
            QString::fromLatin1(
                QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex()) });
    }
    return result;
}

// The repeatable scripts whose checksum the database does not hold yet.
QList<Repeatable> staleRepeatables(const QSqlDatabase &db, const QList<Repeatable> &repeatables)
{
    if (!db.tables().contains(u"meta"_s, Qt::CaseInsensitive))
        return repeatables;
    QList<Repeatable> stale;
    for (const Repeatable &repeatable : repeatables) {
        QSqlQuery row
            = Sql::run(db, u"SELECT value FROM meta WHERE key = ?"_s, { repeatable.metaKey });
        if (!row.next() || row.value(0).toString() != repeatable.checksum)
            stale.append(repeatable);
    }
    return stale;
}

// The schema that added the last of the counts SearchIndexWriter::recount() fills
// (search_words; search_prefix_counts came with schema 4).
constexpr int searchWordCountsVersion = 6;

// The schema version a migration leads to (its position in the list).
int versionOfMigration(const QStringList &migrations, QStringView name)
{
    for (qsizetype i = 0; i < migrations.size(); ++i) {
        if (migrations.at(i).endsWith(name))
            return int(i + 1);
    }
    return 0;
}

// Logs every code that several active items of one seller share: lookups and stock updates by
// it answer 409 ambiguous_code until someone gives the items their own codes.
void reportDuplicateCodes(const QSqlDatabase &db)
{
    QSqlQuery rows = Sql::run(db,
        u"SELECT seller_id, code, COUNT(*) FROM ("
        "SELECT seller_id, code FROM products WHERE active = 1 AND code IS NOT NULL "
        "UNION ALL SELECT p.seller_id, v.barcode FROM variants v "
        "JOIN products p ON p.pk = v.product_pk WHERE p.active = 1) c "
        "GROUP BY seller_id, code HAVING COUNT(*) > 1 ORDER BY seller_id, code"_s);
    while (rows.next()) {
        qCWarning(lcMigration).noquote()
            << u"duplicate code: seller %1, code %2 is used by %3 active items; lookups and stock "
               "updates by it answer 409 ambiguous_code until each item has its own code"_s
                   .arg(rows.value(0).toLongLong())
                   .arg(rows.value(1).toString())
                   .arg(rows.value(2).toLongLong());
    }
}

// Any constant shared by every instance: the advisory lock that serializes migrations.
constexpr qint64 migrationLockId = 0x636174616c6f67; // "catalog"

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

// SQLite has no ADD COLUMN IF NOT EXISTS: a migration that may run again over its own result
// (a database set back to an older version) has its ADD COLUMN skipped when the column exists.
bool addsExistingColumn(const QSqlDatabase &db, const QString &statement)
{
    static const QRegularExpression addColumn(
        u"^ALTER TABLE (\\w+) ADD COLUMN (\\w+)"_s, QRegularExpression::CaseInsensitiveOption);
    if (Sql::isPostgres(db))
        return false;
    const QRegularExpressionMatch match = addColumn.match(statement);
    if (!match.hasMatch())
        return false;
    QSqlQuery column = Sql::run(db, u"SELECT 1 FROM pragma_table_info(?) WHERE name = ?"_s,
        { match.captured(1), match.captured(2) });
    return column.next();
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
    if (threadConnection.owner == this && threadConnection.db.isOpen()) {
        if (!PostgresConnection::isBroken(threadConnection.db))
            return threadConnection.db;
        // PostgreSQL went away (restart, network): a new connection on this request, so the
        // instance serves again as soon as the database is back.
        closeConnection();
    }
    const QString name = connectionName();
    if (QSqlDatabase::contains(name)) {
        QSqlDatabase existing = QSqlDatabase::database(name, false);
        if (existing.isOpen() && !PostgresConnection::isBroken(existing)) {
            threadConnection = { this, existing };
            return threadConnection.db;
        }
        closeConnection();
    }

    const bool sqlite = m_location.dialect == DatabaseLocation::Dialect::Sqlite;
    QSqlDatabase db = QSqlDatabase::addDatabase(sqlite ? u"QSQLITE"_s : u"QPSQL"_s, name);
    if (sqlite) {
        if (m_location.isInMemory()) {
            // One shared in-memory database for every thread of this process.
            db.setDatabaseName(u"file:catalog-%1?mode=memory&cache=shared"_s.arg(m_id));
            db.setConnectOptions(u"QSQLITE_OPEN_URI;QSQLITE_BUSY_TIMEOUT=5000"_s);
        } else {
            createPrivately(m_location.sqlitePath);
            db.setDatabaseName(m_location.sqlitePath);
            db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=5000"_s);
        }
    } else {
        db.setHostName(m_location.host);
        db.setPort(m_location.port);
        db.setUserName(m_location.user);
        db.setPassword(m_location.password);
        db.setDatabaseName(m_location.databaseName);
        // Fail fast when PostgreSQL is away (contract §9: 503 within 5 s, never a hang), and
        // notice a dead peer through TCP keepalives. No parallel workers: an instance's
        // connections answer many requests at once, and a search's plan with workers took
        // the cores of the others (common words' p99 at 1,000,000: 296 -> 147 ms on two
        // cores, docs/scaling.md).
        db.setConnectOptions(u"connect_timeout=3;application_name=catalog-server;"
                             "keepalives_idle=5;keepalives_interval=2;keepalives_count=2;"
                             "options=-cmax_parallel_workers_per_gather=0"_s);
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

int Database::versionOf(QStringView migrationName) const
{
    return versionOfMigration(migrationsOf(m_location.dialect), migrationName);
}

int Database::schemaVersion() const
{
    const QSqlDatabase db = connection();
    if (!db.tables().contains(u"meta"_s, Qt::CaseInsensitive))
        return 0;
    return Sql::scalar(db, u"SELECT value FROM meta WHERE key = 'schema_version'"_s).toInt();
}

void Database::migrate() const
{
    const QStringList migrations = migrationsOf(m_location.dialect);
    const QList<Repeatable> repeatables = repeatablesOf(m_location.dialect);
    if (schemaVersion() >= migrations.size()
        && staleRepeatables(connection(), repeatables).isEmpty())
        return; // current: no write lock needed
    // Under the write lock (SQLite) or the migration advisory lock (PostgreSQL), the version
    // read again: processes started at the same moment on an empty database wait for each
    // other here, and the schema is created once. PostgreSQL's DDL is transactional too.
    QSqlDatabase db = connection();
    Sql::Transaction transaction(db);
    if (m_location.dialect == DatabaseLocation::Dialect::Postgresql)
        Sql::run(db, u"SELECT pg_advisory_xact_lock(?)"_s, { migrationLockId });
    Sql::run(db, u"CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)"_s);
    const int from = schemaVersion();
    for (int version = from + 1; version <= migrations.size(); ++version) {
        for (const QString &statement : statementsOf(migrations.at(version - 1))) {
            if (!addsExistingColumn(db, statement))
                Sql::run(db, statement);
        }
        Sql::run(db,
            u"INSERT INTO meta (key, value) VALUES ('schema_version', ?) "
            "ON CONFLICT (key) DO UPDATE SET value = excluded.value"_s,
            { QString::number(version) });
    }
    for (const Repeatable &repeatable : staleRepeatables(db, repeatables)) {
        qCDebug(lcMigration).noquote() << u"applying"_s << repeatable.resource;
        for (const QString &statement : statementsOf(repeatable.resource))
            Sql::run(db, statement);
        Sql::run(db,
            u"INSERT INTO meta (key, value) VALUES (?, ?) "
            "ON CONFLICT (key) DO UPDATE SET value = excluded.value"_s,
            { repeatable.metaKey, repeatable.checksum });
    }
    // Filled by the code that keeps them, from the index an older schema already holds.
    const auto recount = [&db] {
        // Once per catalog, and long for a large one (40 s at 1,000,000 products): said first,
        // then each tenth read.
        qCInfo(lcMigration, "counting the search index's words and prefixes again (once)");
        SearchIndexWriter(db).recount([](int percent) {
            qCInfo(lcMigration, "counting the search index: %d %% read", percent);
        });
    };
    if (from > 0
        && (from < searchWordCountsVersion
            || from < versionOfMigration(migrations, u"-one-letter-counts.sql")
            || from < versionOfMigration(migrations, u"-common-word-counts.sql")
            || from < versionOfMigration(migrations, u"-unmarked-typo-keys.sql")
            || from < versionOfMigration(migrations, u"-other-script-typo-keys.sql")
            || from < versionOfMigration(migrations, u"-form-typo-keys.sql")
            || from < versionOfMigration(migrations, u"-form-counts.sql")))
        recount();
    // The index in the normal form of contract §5.1, with forms, code parts and typo keys; or
    // the tokens a catalog indexed since lacks (the writer keeps the counts as it goes).
    const bool normalFormIndexed
        = from >= versionOfMigration(migrations, u"-search-normal-form.sql");
    if (from > 0 && !normalFormIndexed) {
        SearchIndexWriter(db).reindexAll();
        SearchIndexWriter(db).refoldNames();
    } else if (from > 0 && from < versionOfMigration(migrations, u"-joined-initials.sql")) {
        qCInfo(lcMigration, "indexing again the products whose texts hold initials (once)");
        SearchIndexWriter(db).reindexLackingTokens(
            [](const QString &text) { return !SearchText::joinedInitials(text).isEmpty(); });
    }
    if (from > 0 && normalFormIndexed
        && from < versionOfMigration(migrations, u"-fleeting-vowels.sql")) {
        qCInfo(lcMigration,
            "indexing again the products whose Russian words have a fleeting "
            "vowel (once)");
        SearchIndexWriter(db).reindexLackingTokens([](const QString &text) {
            const QStringList words = SearchText::indexWords(text);
            return std::any_of(words.cbegin(), words.cend(), [](const QString &word) {
                return !SearchNormalForm::fleetingVowelForms(word).isEmpty();
            });
        });
        // The common words' counted unions are keyed by their terms, which hold the new forms.
        recount();
    }
    // Schema 27's totals at the answer's grain, from the products any older schema holds.
    if (from < versionOfMigration(migrations, u"-quality-grain.sql"))
        QualityTotals::recount(db);
    // Codes are unique per seller from the goods schema on (contract §11): older data's
    // duplicates are reported, not refused.
    if (from > 0 && from < versionOfMigration(migrations, u"-goods.sql"))
        reportDuplicateCodes(db);
    transaction.commit();
}
