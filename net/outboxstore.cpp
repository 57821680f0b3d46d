#include "net/outboxstore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QUuid>

#include "net/apiresult.h"
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
      " error_code, error_message, http_status FROM outbox "_s;

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
    return e;
}

QString stamp(const QDateTime &at = QDateTime::currentDateTimeUtc())
{
    return at.toUTC().toString(Qt::ISODateWithMs);
}

// The files of the outboxes this one replaces (one per kind, before there was one outbox).
const QStringList olderFiles { u"stock-outbox.sqlite"_s, u"count-scans.sqlite"_s,
    u"receipt-scans.sqlite"_s, u"return-scans.sqlite"_s };

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
    m_open = createSchema() && migrate();
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
        " error_code TEXT, error_message TEXT, http_status INTEGER)"_s,
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
    return true;
}

bool OutboxStore::migrate()
{
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    // The stock outbox's own table, when this is the file it used.
    if (db.tables().contains(u"stock_outbox"_s) && !migrateStockTable(db, true))
        return false;
    const QDir folder = QFileInfo(m_path).absoluteDir();
    for (const QString &name : olderFiles) {
        const QString file = folder.absoluteFilePath(name);
        if (!QFileInfo::exists(file) || QFileInfo(file) == QFileInfo(m_path))
            continue;
        QSqlQuery done(db);
        done.prepare(u"SELECT 1 FROM outbox_migrations WHERE source = ?"_s);
        done.addBindValue(file);
        if (!exec(done, "read the migrations"))
            return false;
        if (done.next())
            continue;
        const QString connection = m_connectionName + u"-older"_s;
        bool ok = false;
        {
            QSqlDatabase older = QSqlDatabase::addDatabase(u"QSQLITE"_s, connection);
            older.setDatabaseName(file);
            older.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=5000"_s);
            if (!older.open()) {
                m_lastError = older.lastError().text();
                qWarning("outbox: cannot open the older %s: %s", qPrintable(file),
                    qPrintable(m_lastError));
            } else if (!db.transaction()) {
                m_lastError = db.lastError().text();
            } else {
                const QStringList tables = older.tables();
                ok = (!tables.contains(u"stock_outbox"_s) || migrateStockTable(older, false))
                    && (!tables.contains(u"count_scans"_s)
                        || migrateScanTable(older,
                            name.startsWith("receipt"_L1)      ? u"receipts"_s
                                : name.startsWith("return"_L1) ? u"returns"_s
                                                               : u"counts"_s));
                QSqlQuery mark(db);
                mark.prepare(
                    u"INSERT INTO outbox_migrations (source, migrated_at) VALUES (?, ?)"_s);
                mark.addBindValue(file);
                mark.addBindValue(stamp());
                ok = ok && exec(mark, "record a migration") && db.commit();
                if (!ok)
                    db.rollback();
            }
            older.close();
        }
        QSqlDatabase::removeDatabase(connection);
        if (!ok)
            return false;
        // Handed over and committed (synchronous=FULL): the older file goes.
        for (const char *suffix : { "", "-wal", "-shm", "-journal" })
            QFile::remove(file + QLatin1StringView(suffix));
    }
    return true;
}

// Pending entries of a stock_outbox table of any earlier version (columns were added over
// time: each is read only when present). sameFile: the table is in this file and goes in the
// same transaction.
bool OutboxStore::migrateStockTable(QSqlDatabase &from, bool sameFile)
{
    QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
    if (sameFile && !db.transaction()) {
        m_lastError = db.lastError().text();
        return false;
    }
    const auto fail = [&] {
        if (sameFile)
            db.rollback();
        return false;
    };
    const QSqlRecord columns = from.record(u"stock_outbox"_s);
    QSqlQuery read(from);
    // Older versions rejected a change the server refused for the key (401/403): the server
    // keeps no such answer, so the same key still applies it once.
    read.prepare(u"SELECT * FROM stock_outbox WHERE state IN ('pending', 'sending')"
                 " OR (state = 'rejected' AND http_status IN (401, 403)) ORDER BY id"_s);
    if (!exec(read, "read the older stock outbox"))
        return fail();
    while (read.next()) {
        const auto value = [&](const char *name) {
            const QString column = QLatin1StringView(name);
            return columns.contains(column) ? read.value(column) : QVariant();
        };
        OutboxEntry e;
        e.kind = OutboxEntry::Kind::Stock;
        e.idempotencyKey = value("idempotency_key").toString().toLatin1();
        e.server = value("server").toString();
        e.appId = value("app_id").toString();
        e.change.code = value("code").toString();
        e.change.mode = value("mode").toString() == "set"_L1 ? StockChange::Mode::Set
                                                             : StockChange::Mode::Delta;
        e.change.value = value("value").toLongLong();
        e.change.expectedStock = optionalInt(value("expected_stock"));
        e.change.reason = value("reason").toString();
        e.change.note = value("note").toString();
        // Sent without a scan time before the column existed: a resend must be the same request.
        e.omitScanTime
            = !columns.contains(u"omit_scanned_at"_s) || value("omit_scanned_at").toInt();
        e.createdAt = QDateTime::fromString(value("created_at").toString(), Qt::ISODateWithMs);
        e.attempts = value("attempts").toInt();
        if (insert(e) < 0)
            return fail();
    }
    if (sameFile) {
        QSqlQuery drop(db);
        drop.prepare(u"DROP TABLE stock_outbox"_s);
        if (!exec(drop, "drop the older stock outbox") || !db.commit())
            return fail();
    }
    return true;
}

// Pending scans of a count_scans table (the count, receipt and return outboxes): state 0.
bool OutboxStore::migrateScanTable(QSqlDatabase &from, const QString &fallbackKind)
{
    const bool hasKind = from.record(u"count_scans"_s).contains(u"kind"_s);
    QSqlQuery read(from);
    read.prepare(u"SELECT * FROM count_scans WHERE state = 0 ORDER BY id"_s);
    if (!exec(read, "read an older scan outbox"))
        return false;
    while (read.next()) {
        OutboxEntry e;
        const QString kind = hasKind ? read.value(u"kind"_s).toString() : fallbackKind;
        e.kind = OutboxEntry::kindFrom(kind).value_or(OutboxEntry::Kind::Count);
        e.documentId = read.value(u"count_id"_s).toLongLong();
        e.idempotencyKey = read.value(u"idempotency_key"_s).toString().toLatin1();
        // Those files kept the base URL as typed; this one without a trailing slash.
        QString server = read.value(u"server"_s).toString();
        while (server.endsWith(u'/'))
            server.chop(1);
        e.server = server;
        e.appId = read.value(u"app_id"_s).toString();
        e.change = StockChange::delta(
            read.value(u"code"_s).toString(), read.value(u"quantity"_s).toLongLong());
        e.omitScanTime = true;
        if (insert(e) < 0)
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
              " attempts, created_at, updated_at)"
              " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?)"_s);
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
    return select(u"WHERE server = ? AND state IN ('pending', 'sending')"
                  " AND (? = '' OR kind = ?) AND (? = 0 OR document_id = ?) ORDER BY id"_s,
        { server, kind ? OutboxEntry::kindName(*kind) : u""_s,
            kind ? OutboxEntry::kindName(*kind) : u""_s, documentId, documentId });
}

int OutboxStore::countWaiting(const QString &server, const QString &exceptAppId,
    std::optional<OutboxEntry::Kind> kind, qint64 documentId) const
{
    if (!m_open)
        return 0;
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(u"SELECT COUNT(*) FROM outbox WHERE server = ? AND state IN ('pending', 'sending')"
              " AND (? = '' OR app_id <> ?) AND (? = '' OR kind = ?)"
              " AND (? = 0 OR document_id = ?)"_s);
    const QString kindName = kind ? OutboxEntry::kindName(*kind) : QString();
    for (const QVariant &bind : QVariantList {
             server, exceptAppId, exceptAppId, kindName, kindName, documentId, documentId })
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

bool OutboxStore::markSending(qint64 id)
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(u"UPDATE outbox SET state = 'sending', updated_at = ?, attempts = attempts + 1"
              " WHERE id = ?"_s);
    q.addBindValue(stamp());
    q.addBindValue(id);
    return m_open && exec(q, "mark a scan as sending");
}

bool OutboxStore::record(
    qint64 id, OutboxEntry::State state, const ApiResult &result, const OutboxAnswer *answer)
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(u"UPDATE outbox SET state = ?, updated_at = ?, result_stock = ?, product_name = ?,"
              " variant_id = ?, expected = ?, line_state = ?, current_stock = ?, error_code = ?,"
              " error_message = ?, http_status = ? WHERE id = ?"_s);
    const bool failed = result.kind() != ApiResult::Kind::Ok;
    q.addBindValue(stateName(state));
    q.addBindValue(stamp());
    q.addBindValue(answer ? orNull(answer->total) : QVariant());
    q.addBindValue(answer ? answer->name : QString());
    q.addBindValue(answer ? orNull(answer->variantId) : QVariant());
    q.addBindValue(answer ? orNull(answer->expected) : QVariant());
    q.addBindValue(answer ? answer->lineState : QString());
    q.addBindValue(failed ? orNull(result.currentStock()) : QVariant());
    q.addBindValue(failed ? result.errorCode() : QString());
    q.addBindValue(failed ? result.message() : QString());
    q.addBindValue(result.httpStatus());
    q.addBindValue(id);
    return m_open && exec(q, "record an answer");
}

bool OutboxStore::setAppId(qint64 id, const QString &server, const QString &appId)
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(u"UPDATE outbox SET app_id = ?, state = 'pending', updated_at = ?"
              " WHERE id = ? AND server = ? AND state IN ('pending', 'sending')"_s);
    q.addBindValue(appId);
    q.addBindValue(stamp());
    q.addBindValue(id);
    q.addBindValue(server);
    return m_open && exec(q, "move a scan to the current key") && q.numRowsAffected() == 1;
}

bool OutboxStore::discard(qint64 id, const QString &message)
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(u"UPDATE outbox SET state = 'rejected', updated_at = ?, error_code = 'discarded',"
              " error_message = ?, http_status = 0 WHERE id = ? AND state = 'pending'"_s);
    q.addBindValue(stamp());
    q.addBindValue(message);
    q.addBindValue(id);
    return m_open && exec(q, "discard a scan") && q.numRowsAffected() == 1;
}

bool OutboxStore::requeue(qint64 id, const QByteArray &newKey)
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(u"UPDATE outbox SET state = 'pending', updated_at = ?,"
              " idempotency_key = COALESCE(?, idempotency_key)"
              " WHERE id = ? AND state = 'rejected'"_s);
    q.addBindValue(stamp());
    q.addBindValue(newKey.isEmpty() ? QVariant() : QVariant(QString::fromLatin1(newKey)));
    q.addBindValue(id);
    return m_open && exec(q, "requeue a scan") && q.numRowsAffected() == 1;
}

bool OutboxStore::withoutScanTime(qint64 id, const QByteArray &newKey)
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(u"UPDATE outbox SET idempotency_key = ?, omit_scanned_at = 1, state = 'pending',"
              " updated_at = ? WHERE id = ? AND omit_scanned_at = 0"_s);
    q.addBindValue(QString::fromLatin1(newKey));
    q.addBindValue(stamp());
    q.addBindValue(id);
    return m_open && exec(q, "drop a scan time") && q.numRowsAffected() == 1;
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
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(u"UPDATE outbox SET state = 'pending' WHERE state = 'sending'"_s);
    if (m_open)
        exec(q, "release the scan in flight");
}
