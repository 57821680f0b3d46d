#include "server/storage/sqlhelpers.h"

#include <QHash>
#include <QSqlDriver>
#include <QSqlError>
#include <QVariant>

#include "server/storage/sqlerrorcause.h"
#include "server/storage/storageerror.h"

using namespace Qt::StringLiterals;

namespace Sql {

namespace {
QString describe(const QSqlError &error, const QString &statement)
{
    return u"SQL error: %1 [%2]"_s.arg(error.text(), statement.simplified().left(200));
}

StorageError failure(const QSqlError &error, const QString &statement)
{
    return StorageError(describe(error, statement), causeOf(error.nativeErrorCode()));
}
bool isSqlite(const QSqlDatabase &db)
{
    return db.driverName() == "QSQLITE"_L1;
}
} // namespace

StorageError::Cause causeOf(const QString &code)
{
    using Cause = StorageError::Cause;
    if (code.isEmpty())
        return Cause::Unavailable; // no answer at all: the connection is gone
    if (code.size() == 5) {
        // deadlock_detected, serialization_failure, lock_not_available (lock_timeout)
        if (code == "40P01"_L1 || code == "40001"_L1 || code == "55P03"_L1)
            return Cause::Transient;
        // Classes 08 connection, 53 insufficient resources (disk full, out of memory), 57
        // operator intervention (shutdown), 58 system (I/O), XX internal (corruption).
        const QStringView group = QStringView(code).first(2);
        if (group == u"08" || group == u"53" || group == u"57" || group == u"58" || group == u"XX")
            return Cause::Unavailable;
        return Cause::Refused; // 22 data exception, 23 integrity constraint, P0 raise, ...
    }
    bool numeric = false;
    const int result = code.toInt(&numeric) & 0xff; // an extended code's primary part
    if (!numeric)
        return Cause::Unavailable;
    switch (result) {
    case 1: // SQLITE_ERROR: the statement itself (e.g. a trigger's RAISE)
    case 4: // SQLITE_ABORT
    case 18: // SQLITE_TOOBIG
    case 19: // SQLITE_CONSTRAINT
    case 20: // SQLITE_MISMATCH
    case 25: // SQLITE_RANGE
        return Cause::Refused;
    case 5: // SQLITE_BUSY: another connection kept the write lock past the busy timeout
    case 6: // SQLITE_LOCKED
        return Cause::Transient;
    default: // SQLITE_FULL, IOERR, READONLY, CANTOPEN, CORRUPT, NOMEM, ...
        return Cause::Unavailable;
    }
}

bool isPostgres(const QSqlDatabase &db)
{
    return db.driverName() == "QPSQL"_L1;
}

QString inIdList(const QSqlDatabase &db, const QString &column)
{
    return isPostgres(db) ? column + QStringLiteral(" = ANY (CAST(? AS BIGINT[]))")
                          : column + QStringLiteral(" IN (SELECT value FROM json_each(?))");
}

QString noIndex(const QSqlDatabase &db, const QString &column)
{
    return isPostgres(db) ? column : QStringLiteral("+") + column;
}

QVariant idList(const QSqlDatabase &db, const QList<qint64> &ids)
{
    QByteArray text;
    text.reserve(ids.size() * 8 + 2);
    text += isPostgres(db) ? '{' : '[';
    for (qsizetype i = 0; i < ids.size(); ++i) {
        if (i > 0)
            text += ',';
        text += QByteArray::number(ids.at(i));
    }
    text += isPostgres(db) ? '}' : ']';
    return QString::fromLatin1(text);
}

QVariant nullable(const std::optional<qint64> &value)
{
    return value ? QVariant(*value) : QVariant(QMetaType::fromType<qint64>());
}

QVariant nullable(const std::optional<QString> &value)
{
    return value ? QVariant(*value) : QVariant(QMetaType::fromType<QString>());
}

QVariant nullable(const QString &text)
{
    return text.isNull() ? QVariant(QMetaType::fromType<QString>()) : QVariant(text);
}

QSqlQuery prepare(const QSqlDatabase &db, const QString &statement)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.prepare(statement))
        throw failure(query.lastError(), statement);
    return query;
}

void exec(QSqlQuery &query)
{
    if (!query.exec())
        throw failure(query.lastError(), query.lastQuery());
}

void runAll(const QSqlDatabase &db, const QString &statements)
{
    QSqlQuery query(db);
    if (!query.exec(statements))
        throw failure(query.lastError(), statements);
    // QPSQL's exec() answers for the first statement only; the others' results wait in the
    // query. Read them all: a COMMIT refused after a NOTIFY must not read as done.
    while (query.nextResult()) { }
    if (query.lastError().isValid())
        throw failure(query.lastError(), statements);
}

QSqlQuery run(const QSqlDatabase &db, const QString &statement, const QVariantList &values)
{
    if (values.isEmpty() && isPostgres(db)) {
        // PostgreSQL prepares only queries and DML (not DDL, SET, LOCK): a statement without
        // parameters goes as it is.
        QSqlQuery query(db);
        query.setForwardOnly(true);
        if (!query.exec(statement))
            throw failure(query.lastError(), statement);
        return query;
    }
    QSqlQuery query = prepare(db, statement);
    for (const QVariant &value : values)
        query.addBindValue(value);
    exec(query);
    return query;
}

QVariant scalar(const QSqlDatabase &db, const QString &statement, const QVariantList &values)
{
    QSqlQuery query = run(db, statement, values);
    return query.next() ? query.value(0) : QVariant();
}

bool lockedAtOnce(const QSqlDatabase &db, const QString &lockStatement)
{
    run(db, u"SAVEPOINT lock_at_once"_s);
    try {
        run(db, lockStatement);
    } catch (const StorageError &) {
        run(db, u"ROLLBACK TO SAVEPOINT lock_at_once"_s);
        run(db, u"RELEASE SAVEPOINT lock_at_once"_s);
        return false;
    }
    run(db, u"RELEASE SAVEPOINT lock_at_once"_s);
    return true;
}

namespace {
thread_local QHash<QString, std::shared_ptr<QSqlQuery>> cachedStatements;
}

QSqlQuery &cached(const QSqlDatabase &db, const QString &statement)
{
    auto &statements = cachedStatements;
    const QString key = db.connectionName() + u'\n' + statement;
    auto it = statements.find(key);
    if (it == statements.end())
        it = statements.insert(key, std::make_shared<QSqlQuery>(prepare(db, statement)));
    return **it;
}

QSqlQuery &runCached(const QSqlDatabase &db, const QString &statement, const QVariantList &values)
{
    QSqlQuery &query = cached(db, statement);
    for (const QVariant &value : values)
        query.addBindValue(value);
    exec(query);
    return query;
}

void releaseCached(const QString &connectionName)
{
    const QString prefix = connectionName + u'\n';
    cachedStatements.removeIf([&](const auto &entry) { return entry.key().startsWith(prefix); });
}

Transaction::Transaction(QSqlDatabase db)
    : m_db(std::move(db))
{
    if (isSqlite(m_db)) {
        QSqlQuery begin(m_db);
        if (!begin.exec(u"BEGIN IMMEDIATE"_s))
            throw StorageError(describe(begin.lastError(), u"BEGIN IMMEDIATE"_s));
    } else if (!m_db.transaction()) {
        throw StorageError(describe(m_db.lastError(), u"BEGIN"_s));
    }
    m_open = true;
}

Transaction::~Transaction()
{
    if (m_open) {
        if (isSqlite(m_db))
            QSqlQuery(m_db).exec(u"ROLLBACK"_s);
        else
            m_db.rollback();
    }
}

void Transaction::commit()
{
    bool committed = false;
    if (isSqlite(m_db))
        committed = QSqlQuery(m_db).exec(u"COMMIT"_s);
    else
        committed = m_db.commit();
    if (!committed)
        throw StorageError(describe(m_db.lastError(), u"COMMIT"_s));
    m_open = false;
}

} // namespace Sql
