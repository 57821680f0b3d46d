#include "net/outboxstore.h"

#include <QDir>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

#include "net/apiresult.h"
#include "net/outboxmigration.h"
#include "net/outboxsender.h"

using namespace Qt::StringLiterals;

namespace {

QString stateName(OutboxEntry::State state)
{
    switch (state) {
    case OutboxEntry::State::Pending:
        return u"pending"_s;
    case OutboxEntry::State::Sending:
        return u"sending"_s;
    case OutboxEntry::State::Applied:
        return u"applied"_s;
    case OutboxEntry::State::Rejected:
        return u"rejected"_s;
    }
    return u"pending"_s;
}

OutboxEntry::State stateFrom(const QString &name)
{
    if (name == "sending"_L1)
        return OutboxEntry::State::Sending;
    if (name == "applied"_L1)
        return OutboxEntry::State::Applied;
    if (name == "rejected"_L1)
        return OutboxEntry::State::Rejected;
    return OutboxEntry::State::Pending;
}

const QString selectColumns
    = u"SELECT id, kind, document_id, idempotency_key, server, app_id, code, mode, value,"
      " expected_stock, reason, note, omit_scanned_at, state, attempts, created_at, updated_at,"
      " result_stock, product_name, variant_id, expected, line_state, current_stock,"
      " error_code, error_message, http_status, movement_id, allow_negative FROM outbox "_s;

std::optional<qint64> optionalInt(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional<qint64>(value.toLongLong());
}

QVariant orNull(std::optional<qint64> value)
{
    return value ? QVariant(*value) : QVariant();
}

QVariant textOrNull(const QString &text)
{
    return text.isEmpty() ? QVariant() : QVariant(text);
}

OutboxEntry entryFrom(const QSqlQuery &q)
{
    OutboxEntry e;
    e.id = q.value(0).toLongLong();
    e.kind = OutboxEntry::kindFrom(q.value(1).toString()).value_or(OutboxEntry::Kind::Stock);
    e.documentId = q.value(2).toLongLong();
    e.idempotencyKey = q.value(3).toString().toLatin1();
    e.server = q.value(4).toString();
    e.appId = q.value(5).toString();
    e.change.code = q.value(6).toString();
    e.change.mode
        = q.value(7).toString() == "set"_L1 ? StockChange::Mode::Set : StockChange::Mode::Delta;
    e.change.value = q.value(8).toLongLong();
    e.change.expectedStock = optionalInt(q.value(9));
    e.change.reason = q.value(10).toString();
    e.change.note = q.value(11).toString();
    e.omitScanTime = q.value(12).toInt() != 0;
    e.state = stateFrom(q.value(13).toString());
    e.attempts = q.value(14).toInt();
    e.createdAt = QDateTime::fromString(q.value(15).toString(), Qt::ISODateWithMs);
    e.updatedAt = QDateTime::fromString(q.value(16).toString(), Qt::ISODateWithMs);
    e.resultStock = optionalInt(q.value(17));
    e.productName = q.value(18).toString();
    e.variantId = optionalInt(q.value(19));
    e.expected = optionalInt(q.value(20));
    e.lineState = q.value(21).toString();
    e.currentStock = optionalInt(q.value(22));
    e.errorCode = q.value(23).toString();
    e.errorMessage = q.value(24).toString();
    e.httpStatus = q.value(25).toInt();
    e.change.movementId = q.value(26).toString();
    e.change.allowNegative = q.value(27).toInt() != 0;
    return e;
}

QString stamp(const QDateTime &at = QDateTime::currentDateTimeUtc())
{
    return at.toUTC().toString(Qt::ISODateWithMs);
}

} // namespace

OutboxStore::OutboxStore(const QString &path)
    : m_path(path)
    , m_connectionName(u"catalog-outbox-"_s % QUuid::createUuid().toString(QUuid::WithoutBraces))
{ }

OutboxStore::~OutboxStore()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

bool OutboxStore::exec(QSqlQuery &query, const char *what) const
{
    if (query.exec())
        return true;
    m_lastError = query.lastError().text();
    qWarning("outbox: cannot %s: %s", what, qPrintable(m_lastError));
    return false;
}

bool OutboxStore::open()
{
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connectionName);
    db.setDatabaseName(m_path);
    // Two consoles of one user may share the file for a moment (a restart): wait, not fail.
    db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=5000"_s);
    if (!db.open()) {
        m_lastError = db.lastError().text();
        qWarning("outbox: cannot open %s: %s", qPrintable(m_path), qPrintable(m_lastError));
        return false;
    }
    if (!createSchema())
        return false;
    OutboxMigration migration(this, m_path, m_connectionName);
    if (!migration.run()) {
        m_lastError = migration.lastError();
        return false;
    }
    m_open = true;
    return m_open;
}

bool OutboxStore::createSchema()
{
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    const QStringList statements {
        u"PRAGMA journal_mode = WAL"_s,
        // The entry must be on disk before the first send: a crash after sending must find it.
        u"PRAGMA synchronous = FULL"_s,
        u"CREATE TABLE IF NOT EXISTS outbox ("
        " id INTEGER PRIMARY KEY AUTOINCREMENT,"
        " kind TEXT NOT NULL CHECK (kind IN ('stock', 'counts', 'receipts', 'returns')),"
        " document_id INTEGER NOT NULL DEFAULT 0,"
        " idempotency_key TEXT NOT NULL UNIQUE,"
        " server TEXT NOT NULL, app_id TEXT NOT NULL,"
        " code TEXT NOT NULL, mode TEXT NOT NULL CHECK (mode IN ('set', 'delta')),"
        " value INTEGER NOT NULL, expected_stock INTEGER, reason TEXT, note TEXT,"
        " omit_scanned_at INTEGER NOT NULL DEFAULT 0,"
        " state TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,"
        " created_at TEXT NOT NULL, updated_at TEXT NOT NULL,"
        " result_stock INTEGER, product_name TEXT, variant_id INTEGER, expected INTEGER,"
        " line_state TEXT, current_stock INTEGER,"
        " error_code TEXT, error_message TEXT, http_status INTEGER,"
        " movement_id TEXT, allow_negative INTEGER NOT NULL DEFAULT 0)"_s,
        u"CREATE INDEX IF NOT EXISTS outbox_open ON outbox (server, state, app_id, id)"_s,
        u"CREATE INDEX IF NOT EXISTS outbox_finished ON outbox (state, updated_at)"_s,
        // The older files already handed over (by absolute path): never twice.
        u"CREATE TABLE IF NOT EXISTS outbox_migrations (source TEXT PRIMARY KEY,"
        " migrated_at TEXT NOT NULL)"_s,
        // A previous run that ended while sending: that send was never answered.
        u"UPDATE outbox SET state = 'pending' WHERE state = 'sending'"_s,
    };
    for (const QString &sql : statements) {
        QSqlQuery q(db);
        if (!q.prepare(sql) || !exec(q, "prepare the file")) {
            if (m_lastError.isEmpty())
                m_lastError = q.lastError().text();
            return false;
        }
    }
    return addSaleColumns();
}

bool OutboxStore::addSaleColumns()
{
    // A file of a version before contract §14's sales in hand: the two columns are added (its
    // waiting scans keep no movement id and are sent as before).
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    QSqlQuery columns(db);
    if (!columns.prepare(u"SELECT name FROM pragma_table_info('outbox')"_s)
        || !exec(columns, "read the file's columns"))
        return false;
    bool has = false;
    while (columns.next())
        has = has || columns.value(0).toString() == "movement_id"_L1;
    if (has)
        return true;
    for (const QString &sql : { u"ALTER TABLE outbox ADD COLUMN movement_id TEXT"_s,
             u"ALTER TABLE outbox ADD COLUMN allow_negative INTEGER NOT NULL DEFAULT 0"_s }) {
        QSqlQuery q(db);
        if (!q.prepare(sql) || !exec(q, "add the sale columns"))
            return false;
    }
    return true;
}

qint64 OutboxStore::insert(const OutboxEntry &e)
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    // OR IGNORE: an entry handed over once already (same key) is not stored twice.
    q.prepare(u"INSERT OR IGNORE INTO outbox (kind, document_id, idempotency_key, server, app_id,"
              " code, mode, value, expected_stock, reason, note, omit_scanned_at, state,"
              " attempts, created_at, updated_at, movement_id, allow_negative)"
              " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?)"_s);
    q.addBindValue(OutboxEntry::kindName(e.kind));
    q.addBindValue(e.documentId);
    q.addBindValue(QString::fromLatin1(e.idempotencyKey));
    q.addBindValue(e.server);
    q.addBindValue(e.appId);
    q.addBindValue(e.change.code);
    q.addBindValue(e.change.mode == StockChange::Mode::Set ? u"set"_s : u"delta"_s);
    q.addBindValue(e.change.value);
    q.addBindValue(orNull(e.change.expectedStock));
    // None: NULL, and the server applies its default reason for the mode when it is sent.
    q.addBindValue(textOrNull(e.change.reason));
    q.addBindValue(textOrNull(e.change.note));
    q.addBindValue(e.omitScanTime ? 1 : 0);
    q.addBindValue(e.attempts);
    const QString created
        = stamp(e.createdAt.isValid() ? e.createdAt : QDateTime::currentDateTimeUtc());
    q.addBindValue(created);
    q.addBindValue(stamp());
    q.addBindValue(textOrNull(e.change.movementId));
    q.addBindValue(e.change.allowNegative ? 1 : 0);
    if (!exec(q, "store a scan"))
        return -1;
    return q.numRowsAffected() == 1 ? q.lastInsertId().toLongLong() : 0;
}

QList<OutboxEntry> OutboxStore::select(const QString &where, const QVariantList &binds) const
{
    QList<OutboxEntry> out;
    if (!m_open)
        return out;
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(selectColumns % where);
    for (const QVariant &bind : binds)
        q.addBindValue(bind);
    if (exec(q, "read the outbox")) {
        while (q.next())
            out.append(entryFrom(q));
    }
    return out;
}

std::optional<OutboxEntry> OutboxStore::entry(qint64 id) const
{
    const QList<OutboxEntry> found = select(u"WHERE id = ?"_s, { id });
    return found.isEmpty() ? std::nullopt : std::optional<OutboxEntry>(found.first());
}

QList<OutboxEntry> OutboxStore::newest(int limit) const
{
    return select(u"ORDER BY id DESC LIMIT ?"_s, { limit });
}

QList<OutboxEntry> OutboxStore::waiting(
    const QString &server, std::optional<OutboxEntry::Kind> kind, qint64 documentId) const
{
    // Flags, not empty strings: an empty QString binds as NULL.
    const QString kindName = kind ? OutboxEntry::kindName(*kind) : u"-"_s;
    return select(u"WHERE server = ? AND state IN ('pending', 'sending')"
                  " AND (? = 0 OR kind = ?) AND (? = 0 OR document_id = ?) ORDER BY id"_s,
        { server, kind ? 1 : 0, kindName, documentId, documentId });
}

int OutboxStore::countWaiting(const QString &server, const QString &exceptAppId,
    std::optional<OutboxEntry::Kind> kind, qint64 documentId) const
{
    if (!m_open)
        return 0;
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(u"SELECT COUNT(*) FROM outbox WHERE server = ? AND state IN ('pending', 'sending')"
              " AND (? = 0 OR app_id <> ?) AND (? = 0 OR kind = ?)"
              " AND (? = 0 OR document_id = ?)"_s);
    // Flags, not empty strings: an empty QString binds as NULL.
    const QString kindName = kind ? OutboxEntry::kindName(*kind) : u"-"_s;
    for (const QVariant &bind : QVariantList { server, exceptAppId.isEmpty() ? 0 : 1,
             exceptAppId.isEmpty() ? u"-"_s : exceptAppId, kind ? 1 : 0, kindName, documentId,
             documentId })
        q.addBindValue(bind);
    return exec(q, "count the outbox") && q.next() ? q.value(0).toInt() : 0;
}

QList<qint64> OutboxStore::waitingIds(const QString &server, const QString &appId) const
{
    QList<qint64> ids;
    for (const OutboxEntry &e : waiting(server, std::nullopt, 0)) {
        if (e.appId == appId)
            ids.append(e.id);
    }
    return ids;
}

std::optional<OutboxEntry> OutboxStore::next(const QString &server, const QString &appId) const
{
    const QList<OutboxEntry> found
        = select(u"WHERE server = ? AND app_id = ? AND state IN ('pending', 'sending')"
                 " ORDER BY id LIMIT 1"_s,
            { server, appId });
    return found.isEmpty() ? std::nullopt : std::optional<OutboxEntry>(found.first());
}

bool OutboxStore::change(
    const QString &sql, const QVariantList &binds, const char *what, bool oneRow)
{
    if (!m_open)
        return false;
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(sql);
    for (const QVariant &bind : binds)
        q.addBindValue(bind);
    return exec(q, what) && (!oneRow || q.numRowsAffected() == 1);
}

bool OutboxStore::markSending(qint64 id)
{
    return change(u"UPDATE outbox SET state = 'sending', updated_at = ?,"
                  " attempts = attempts + 1 WHERE id = ?"_s,
        { stamp(), id }, "mark a scan as sending", true);
}

bool OutboxStore::record(
    qint64 id, OutboxEntry::State state, const ApiResult &result, const OutboxAnswer *answer)
{
    const bool failed = result.kind() != ApiResult::Kind::Ok;
    return change(u"UPDATE outbox SET state = ?, updated_at = ?, result_stock = ?,"
                  " product_name = ?, variant_id = ?, expected = ?, line_state = ?,"
                  " current_stock = ?, error_code = ?, error_message = ?, http_status = ?"
                  " WHERE id = ?"_s,
        { stateName(state), stamp(), answer ? orNull(answer->total) : QVariant(),
            answer ? answer->name : QString(), answer ? orNull(answer->variantId) : QVariant(),
            answer ? orNull(answer->expected) : QVariant(), answer ? answer->lineState : QString(),
            failed ? orNull(result.currentStock()) : QVariant(),
            failed ? result.errorCode() : QString(), failed ? result.message() : QString(),
            result.httpStatus(), id },
        "record an answer", true);
}

bool OutboxStore::setAppId(qint64 id, const QString &server, const QString &appId)
{
    return change(u"UPDATE outbox SET app_id = ?, state = 'pending', updated_at = ?"
                  " WHERE id = ? AND server = ? AND state IN ('pending', 'sending')"_s,
        { appId, stamp(), id, server }, "move a scan to the current key", true);
}

bool OutboxStore::discard(qint64 id, const QString &message)
{
    return change(u"UPDATE outbox SET state = 'rejected', updated_at = ?,"
                  " error_code = 'discarded', error_message = ?, http_status = 0"
                  " WHERE id = ? AND state = 'pending'"_s,
        { stamp(), message, id }, "discard a scan", true);
}

bool OutboxStore::requeue(qint64 id, const QByteArray &newKey)
{
    return change(u"UPDATE outbox SET state = 'pending', updated_at = ?,"
                  " idempotency_key = COALESCE(?, idempotency_key)"
                  " WHERE id = ? AND state = 'rejected'"_s,
        { stamp(), newKey.isEmpty() ? QVariant() : QVariant(QString::fromLatin1(newKey)), id },
        "requeue a scan", true);
}

bool OutboxStore::withoutScanTime(qint64 id, const QByteArray &newKey)
{
    return change(u"UPDATE outbox SET idempotency_key = ?, omit_scanned_at = 1,"
                  " state = 'pending', updated_at = ? WHERE id = ? AND omit_scanned_at = 0"_s,
        { QString::fromLatin1(newKey), stamp(), id }, "drop a scan time", true);
}

int OutboxStore::purgeFinished(const QDateTime &before)
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(u"DELETE FROM outbox WHERE state IN ('applied', 'rejected') AND updated_at < ?"_s);
    q.addBindValue(stamp(before));
    return m_open && exec(q, "prune finished scans") ? q.numRowsAffected() : 0;
}

void OutboxStore::releaseSending()
{
    change(u"UPDATE outbox SET state = 'pending' WHERE state = 'sending'"_s, {},
        "release the scan in flight", false);
}
