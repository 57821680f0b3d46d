#pragma once

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <optional>

// Thin helpers that turn every failed statement into a StorageError carrying the driver's
// message (logged by the HTTP layer, never sent to clients).
namespace Sql {

// OFFSET of a page (1-based). Pages past any real table give an offset past its end without
// overflowing, so `page` may be any positive 64-bit integer (contract §4: an empty page).
inline qint64 offsetOf(qint64 page, int perPage)
{
    constexpr qint64 beyondAnyTable = qint64(1) << 50;
    return page - 1 >= beyondAnyTable / perPage ? beyondAnyTable : (page - 1) * perPage;
}

// "?, ?, ?": the placeholders of an IN list of `count` values.
inline QString placeholders(qsizetype count)
{
    return QStringList(count, QStringLiteral("?")).join(QStringLiteral(", "));
}

// "column IN <a list bound as one value>" and that value (idList): the statement's text is the
// same for any number of ids, so it is prepared once (cached()), and neither engine parses and
// binds a placeholder per id — for the 1,000 ids of a feed page that was a fifth of its time.
// SQLite reads a JSON array (json_each), PostgreSQL a BIGINT[]; both look each id up by index.
QString inIdList(const QSqlDatabase &db, const QString &column);
QVariant idList(const QSqlDatabase &db, const QList<qint64> &ids);

// `column` as a term the planner does not look up by index: SQLite's unary plus. SQLite has no
// statistics here and, given `type = ? AND id IN (...) AND active = 1`, walks a (type, active,
// ...) list index instead of the (type, id) key. PostgreSQL plans with statistics, and the
// same plus would only spoil its row estimate (a nested loop, 50 ms instead of 8): the column.
QString noIndex(const QSqlDatabase &db, const QString &column);

// The one test for SQL that must differ between the engines (see the *Dialect helpers of each
// repository): everything else is written once, in the SQL both accept.
bool isPostgres(const QSqlDatabase &db);

// " FOR <strength>" (UPDATE, NO KEY UPDATE, SHARE) on PostgreSQL, nothing on SQLite, whose one
// writer holds the whole database for its transaction. Which rows are locked in which order:
// docs/locking.md.
inline QString rowLock(const QSqlDatabase &db, const QString &strength)
{
    return isPostgres(db) ? QStringLiteral(" FOR ") + strength : QString();
}

// A bound value that is SQL NULL when absent (an empty optional, a null QString), typed so
// that both drivers bind the NULL as the column's type.
QVariant nullable(const std::optional<qint64> &value);
QVariant nullable(const std::optional<QString> &value);
QVariant nullable(const QString &text);

QSqlQuery prepare(const QSqlDatabase &db, const QString &statement);
void exec(QSqlQuery &query);
// Runs a simple query of several statements without parameters or results (PostgreSQL; SQLite
// runs only the first); fails when any of them fails.
void runAll(const QSqlDatabase &db, const QString &statements);
// Prepares, binds positional values in order, executes.
QSqlQuery run(const QSqlDatabase &db, const QString &statement, const QVariantList &values = {});
// run(), then the first column of the first row: a count, a sum, one field. An invalid QVariant
// when there is no row (so toLongLong() is 0 and toString() empty, as for SQL NULL).
QVariant scalar(const QSqlDatabase &db, const QString &statement, const QVariantList &values = {});
// PostgreSQL: runs `lockStatement` (a LOCK TABLE ... NOWAIT) inside a savepoint. False when
// another session holds a conflicting lock: the transaction goes on as if it had not been
// tried.
bool lockedAtOnce(const QSqlDatabase &db, const QString &lockStatement);

// A statement prepared once per thread and connection, for the per-request hot path (key
// lookups): re-preparing costs more than running it. The caller must finish() it before
// running the same statement again.
QSqlQuery &cached(const QSqlDatabase &db, const QString &statement);
// cached(), then binds the values in order and executes; the caller finish()es it.
QSqlQuery &runCached(const QSqlDatabase &db, const QString &statement, const QVariantList &values);
// Drops this thread's cached statements of a connection (before the connection is removed).
void releaseCached(const QString &connectionName);

// A write transaction that rolls back unless commit() is called. On SQLite it takes the
// write lock at once (BEGIN IMMEDIATE), so two writers never deadlock on lock upgrade. For
// the CLI (import, demo, keys, migrations): the server writes only through its WriteQueue.
class Transaction final
{
public:
    explicit Transaction(QSqlDatabase db);
    ~Transaction();
    void commit();

private:
    QSqlDatabase m_db;
    bool m_open = false;
    Q_DISABLE_COPY_MOVE(Transaction)
};

} // namespace Sql
