#include "net/stockoutbox.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>

#include "net/apiclient.h"
#include "net/apiresult.h"
#include "net/requestengine.h"

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
    = u"SELECT id, idempotency_key, server, app_id, code, mode, value, "
      "expected_stock, state, attempts, created_at, updated_at, "
      "result_stock, error_code, error_message, http_status, "
      "product_name, variant_id, current_stock, reason, note, omit_scanned_at "
      "FROM stock_outbox "_s;

OutboxEntry entryFrom(const QSqlQuery &q)
{
    OutboxEntry e;
    e.id = q.value(0).toLongLong();
    e.idempotencyKey = q.value(1).toString().toLatin1();
    e.server = q.value(2).toString();
    e.appId = q.value(3).toString();
    e.change.code = q.value(4).toString();
    e.change.mode
        = q.value(5).toString() == "set"_L1 ? StockChange::Mode::Set : StockChange::Mode::Delta;
    e.change.value = q.value(6).toLongLong();
    if (!q.value(7).isNull())
        e.change.expectedStock = q.value(7).toLongLong();
    e.state = stateFrom(q.value(8).toString());
    e.attempts = q.value(9).toInt();
    e.createdAt = QDateTime::fromString(q.value(10).toString(), Qt::ISODateWithMs);
    e.updatedAt = QDateTime::fromString(q.value(11).toString(), Qt::ISODateWithMs);
    if (!q.value(12).isNull())
        e.resultStock = q.value(12).toLongLong();
    e.errorCode = q.value(13).toString();
    e.errorMessage = q.value(14).toString();
    e.httpStatus = q.value(15).toInt();
    e.productName = q.value(16).toString();
    if (!q.value(17).isNull())
        e.variantId = q.value(17).toLongLong();
    if (!q.value(18).isNull())
        e.currentStock = q.value(18).toLongLong();
    e.change.reason = q.value(19).toString();
    e.change.note = q.value(20).toString();
    e.omitScanTime = q.value(21).toInt() != 0;
    return e;
}

QVariant orNull(std::optional<qint64> value)
{
    return value ? QVariant(*value) : QVariant();
}

// Columns added after the first release of the outbox file: an older file gets them on open.
const QList<QPair<QString, QString>> addedColumns {
    { u"product_name"_s, u"TEXT"_s },
    { u"variant_id"_s, u"INTEGER"_s },
    { u"current_stock"_s, u"INTEGER"_s },
    // Contract §10: why the stock changed, kept while the change waits to be sent.
    { u"reason"_s, u"TEXT"_s },
    { u"note"_s, u"TEXT"_s },
    // Contract §8 scanned_at: entries of older files were sent without it, and a resend under
    // the same key must be the same request: 1 for them, 0 for new entries.
    { u"omit_scanned_at"_s, u"INTEGER NOT NULL DEFAULT 1"_s },
};

bool addMissingColumns(QSqlDatabase db, QString *error)
{
    QSqlQuery q(db);
    QSet<QString> present;
    if (!q.exec(u"PRAGMA table_info(stock_outbox)"_s)) {
        *error = q.lastError().text();
        return false;
    }
    while (q.next())
        present.insert(q.value(1).toString());
    for (const auto &[name, type] : addedColumns) {
        if (present.contains(name))
            continue;
        // Names and types are the constants above, never input.
        if (!q.exec(u"ALTER TABLE stock_outbox ADD COLUMN "_s % name % u' ' % type)) {
            *error = q.lastError().text();
            return false;
        }
    }
    return true;
}

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

} // namespace

StockOutbox::StockOutbox(ApiClient *client, const QString &databasePath, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_path(databasePath)
    , m_connectionName(
          u"catalog-net-outbox-"_s % QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    if (m_path.isEmpty())
        m_path = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
            % u"/stock-outbox.sqlite"_s;
    m_retryTimer.setSingleShot(true);
    connect(&m_retryTimer, &QTimer::timeout, this, &StockOutbox::pump);
    // The server answers again (to any request or probe): send now, not after the backoff.
    connect(client->engine(), &RequestEngine::reachabilityChanged, this, [this](bool reachable) {
        if (reachable)
            resume();
    });
    m_open = open();
    if (m_open)
        QTimer::singleShot(0, this, &StockOutbox::pump);
}

StockOutbox::~StockOutbox()
{
    if (m_inFlight)
        m_inFlight->abort(); // its callback is bound to this object and stays silent
    if (m_open) {
        // Not answered: resent (with the same key) by the next outbox on this file.
        QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
        q.exec(u"UPDATE stock_outbox SET state = 'pending' WHERE state = 'sending'"_s);
    }
    m_open = false; // nothing may query the closed file from here on
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

bool StockOutbox::open()
{
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connectionName);
    db.setDatabaseName(m_path);
    db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=2000"_s);
    if (!db.open()) {
        m_lastError = db.lastError().text();
        qWarning("stock outbox: cannot open %s: %s", qPrintable(m_path), qPrintable(m_lastError));
        return false;
    }
    QSqlQuery q(db);
    const QStringList statements {
        u"PRAGMA journal_mode = WAL"_s,
        // The entry must be on disk before the first send: a crash after sending must find it.
        u"PRAGMA synchronous = FULL"_s,
        u"CREATE TABLE IF NOT EXISTS stock_outbox ("
        " id INTEGER PRIMARY KEY AUTOINCREMENT,"
        " idempotency_key TEXT NOT NULL UNIQUE,"
        " server TEXT NOT NULL, app_id TEXT NOT NULL,"
        " code TEXT NOT NULL, mode TEXT NOT NULL CHECK (mode IN ('set', 'delta')),"
        " value INTEGER NOT NULL, expected_stock INTEGER,"
        " state TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,"
        " created_at TEXT NOT NULL, updated_at TEXT NOT NULL,"
        " result_stock INTEGER, error_code TEXT, error_message TEXT, http_status INTEGER,"
        " product_name TEXT, variant_id INTEGER, current_stock INTEGER, reason TEXT, note TEXT,"
        " omit_scanned_at INTEGER NOT NULL DEFAULT 1)"_s,
        u"CREATE INDEX IF NOT EXISTS stock_outbox_open ON stock_outbox (server, app_id, state, id)"_s,
        // A previous run that ended while sending: that send was never answered.
        u"UPDATE stock_outbox SET state = 'pending' WHERE state = 'sending'"_s,
        // Older versions rejected a change the server refused for the key (401/403), which
        // dropped it without the seller deciding. The server keeps no such answer, so the
        // same key still applies it once: back to the queue.
        u"UPDATE stock_outbox SET state = 'pending' WHERE state = 'rejected'"
        " AND http_status IN (401, 403)"_s,
    };
    for (const QString &sql : statements) {
        if (!q.exec(sql)) {
            m_lastError = q.lastError().text();
            qWarning("stock outbox: %s", qPrintable(m_lastError));
            return false;
        }
        if (sql.startsWith("CREATE TABLE"_L1) && !addMissingColumns(db, &m_lastError)) {
            qWarning(
                "stock outbox: cannot upgrade %s: %s", qPrintable(m_path), qPrintable(m_lastError));
            return false;
        }
    }
    return true;
}

QString StockOutbox::server() const
{
    return m_client->baseUrl().toString(QUrl::StripTrailingSlash);
}

bool StockOutbox::isCurrent(const QString &server, const QString &appId) const
{
    return !server.isEmpty() && server == this->server() && appId == m_client->appId();
}

qint64 StockOutbox::enqueue(const StockChange &change)
{
    if (!m_open)
        return -1;
    if (server().isEmpty() || m_client->appId().isEmpty()) {
        m_lastError = tr("not connected to a server");
        return -1;
    }
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(u"INSERT INTO stock_outbox (idempotency_key, server, app_id, code, mode, value,"
              " expected_stock, state, created_at, updated_at, reason, note, omit_scanned_at)"
              " VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, 0)"_s);
    q.addBindValue(QString::fromLatin1(ApiClient::newIdempotencyKey()));
    q.addBindValue(server());
    q.addBindValue(m_client->appId());
    q.addBindValue(change.code);
    q.addBindValue(change.mode == StockChange::Mode::Set ? u"set"_s : u"delta"_s);
    q.addBindValue(change.value);
    q.addBindValue(orNull(change.expectedStock));
    const QString stamp = now();
    q.addBindValue(stamp);
    q.addBindValue(stamp);
    // None: NULL, and the server applies its default reason for the mode when it is sent.
    q.addBindValue(change.reason.isEmpty() ? QVariant() : QVariant(change.reason));
    q.addBindValue(change.note.isEmpty() ? QVariant() : QVariant(change.note));
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        qWarning("stock outbox: cannot store a change: %s", qPrintable(m_lastError));
        return -1;
    }
    const qint64 id = q.lastInsertId().toLongLong();
    announce(id);
    if (!m_inFlight)
        QTimer::singleShot(0, this, &StockOutbox::pump);
    return id;
}

std::optional<OutboxEntry> StockOutbox::entry(qint64 id) const
{
    if (!m_open)
        return std::nullopt;
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(selectColumns % u"WHERE id = ?"_s);
    q.addBindValue(id);
    if (q.exec() && q.next())
        return entryFrom(q);
    return std::nullopt;
}

QList<OutboxEntry> StockOutbox::entries(int limit) const
{
    QList<OutboxEntry> out;
    if (!m_open)
        return out;
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(selectColumns % u"ORDER BY id DESC LIMIT ?"_s);
    q.addBindValue(limit);
    if (q.exec()) {
        while (q.next())
            out.append(entryFrom(q));
    }
    return out;
}

int StockOutbox::pendingCount() const
{
    return countWaiting(false);
}

int StockOutbox::strandedCount() const
{
    return countWaiting(true);
}

int StockOutbox::countWaiting(bool strandedOnly) const
{
    if (!m_open || server().isEmpty())
        return 0;
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(u"SELECT COUNT(*) FROM stock_outbox WHERE server = ?"
              " AND state IN ('pending', 'sending') AND (? = 0 OR app_id <> ?)"_s);
    q.addBindValue(server());
    q.addBindValue(strandedOnly ? 1 : 0);
    q.addBindValue(m_client->appId());
    return q.exec() && q.next() ? q.value(0).toInt() : 0;
}

QList<OutboxEntry> StockOutbox::waiting() const
{
    QList<OutboxEntry> out;
    if (!m_open || server().isEmpty())
        return out;
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(
        selectColumns % u"WHERE server = ? AND state IN ('pending', 'sending') ORDER BY id"_s);
    q.addBindValue(server());
    if (q.exec()) {
        while (q.next())
            out.append(entryFrom(q));
    }
    return out;
}

int StockOutbox::adoptFrom(const QString &oldAppId)
{
    if (!m_open || server().isEmpty() || oldAppId.isEmpty() || oldAppId == m_client->appId())
        return 0;
    // One on its way under the old key is taken over when its answer comes.
    m_adoptedKeys.insert(server() + u' ' + oldAppId);
    QList<qint64> ids;
    {
        QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
        q.prepare(u"SELECT id FROM stock_outbox WHERE server = ? AND app_id = ?"
                  " AND state IN ('pending', 'sending')"_s);
        q.addBindValue(server());
        q.addBindValue(oldAppId);
        if (q.exec()) {
            while (q.next())
                ids.append(q.value(0).toLongLong());
        }
    }
    for (const qint64 id : std::as_const(ids))
        sendWithCurrentKey(id);
    return int(ids.size());
}

bool StockOutbox::sendWithCurrentKey(qint64 id)
{
    if (!m_open || server().isEmpty() || m_client->appId().isEmpty() || id == m_inFlightId)
        return false;
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(u"UPDATE stock_outbox SET app_id = ?, state = 'pending', updated_at = ?"
              " WHERE id = ? AND server = ? AND state IN ('pending', 'sending')"_s);
    q.addBindValue(m_client->appId());
    q.addBindValue(now());
    q.addBindValue(id);
    q.addBindValue(server());
    if (!q.exec() || q.numRowsAffected() != 1)
        return false;
    announce(id);
    resume();
    return true;
}

bool StockOutbox::discard(qint64 id)
{
    if (!m_open || id == m_inFlightId)
        return false;
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(u"UPDATE stock_outbox SET state = 'rejected', updated_at = ?, error_code = ?,"
              " error_message = ?, http_status = 0 WHERE id = ? AND state = 'pending'"_s);
    q.addBindValue(now());
    q.addBindValue(u"discarded"_s);
    q.addBindValue(tr("discarded on this console, never sent"));
    q.addBindValue(id);
    if (!q.exec() || q.numRowsAffected() != 1)
        return false;
    announce(id);
    return true;
}

bool StockOutbox::requeue(qint64 id)
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(u"UPDATE stock_outbox SET state = 'pending', updated_at = ? WHERE id = ?"
              " AND state = 'rejected'"_s);
    q.addBindValue(now());
    q.addBindValue(id);
    if (!m_open || !q.exec() || q.numRowsAffected() != 1)
        return false;
    announce(id);
    resume();
    return true;
}

int StockOutbox::purgeFinished(const QDateTime &before)
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(u"DELETE FROM stock_outbox WHERE state IN ('applied', 'rejected')"
              " AND updated_at < ?"_s);
    q.addBindValue(before.toUTC().toString(Qt::ISODateWithMs));
    return m_open && q.exec() ? q.numRowsAffected() : 0;
}

void StockOutbox::resume()
{
    m_failures = 0;
    m_retryTimer.stop();
    QTimer::singleShot(0, this, &StockOutbox::pump);
}

void StockOutbox::credentialsChanged()
{
    setPaused(false, {});
    resume();
}

void StockOutbox::setPaused(bool paused, const QString &reason)
{
    m_pauseReason = reason;
    if (paused == m_paused)
        return;
    m_paused = paused;
    Q_EMIT pausedChanged(paused);
}

void StockOutbox::pump()
{
    if (!m_open || m_paused || m_inFlight || m_retryTimer.isActive())
        return;
    std::optional<OutboxEntry> next;
    {
        QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
        q.prepare(selectColumns
            % u"WHERE server = ? AND app_id = ? AND state IN ('pending', 'sending')"
              " ORDER BY id LIMIT 1"_s);
        q.addBindValue(server());
        q.addBindValue(m_client->appId());
        if (q.exec() && q.next())
            next = entryFrom(q);
    }
    if (!next)
        return;
    if (!updateState(next->id, OutboxEntry::State::Sending, nullptr, nullptr))
        return;
    // Every change says when it was scanned, so an offline scan is dated then in the history
    // (contract §8), from its first send on: every resend under its key is the same request.
    if (!next->omitScanTime && next->createdAt.isValid())
        next->change.scannedAt = next->createdAt.toUTC();
    RequestOptions options;
    options.maxRetries = 0; // the outbox retries itself, for as long as it takes
    m_inFlightId = next->id;
    const qint64 id = next->id;
    m_inFlight = m_client->updateStock(
        next->change, next->idempotencyKey, this,
        [this, id](
            const ApiResult &result, const StockUpdateResult &data) { onAnswer(id, result, data); },
        options);
}

void StockOutbox::onAnswer(qint64 id, const ApiResult &result, const StockUpdateResult &data)
{
    m_inFlight = nullptr;
    m_inFlightId = 0;
    using Kind = ApiResult::Kind;
    const bool inProgress
        = result.kind() == Kind::Conflict && result.errorCode() == "idempotency_in_progress"_L1;
    const bool keyRefused = result.kind() == Kind::Unauthorized || result.kind() == Kind::Forbidden
        || result.kind() == Kind::IpNotAllowed;
    const std::optional<OutboxEntry> sent = entry(id);
    if (keyRefused && sent && m_adoptedKeys.contains(sent->server + u' ' + sent->appId)) {
        // Sent under the old key just before the connection got its new one: refused for
        // that key, so not applied; it goes again with the new one (same Idempotency-Key).
        updateState(id, OutboxEntry::State::Pending, &result, nullptr);
        sendWithCurrentKey(id);
        return;
    }
    if (keyRefused) {
        // Not an answer about this change: keep it (and everything after it) queued.
        updateState(id, OutboxEntry::State::Pending, &result, nullptr);
        setPaused(true, result.message());
        announce(id);
        return;
    }
    if (result.kind() == Kind::Validation && result.fields().contains(u"scanned_at"_s)
        && retryWithoutScanTime(id)) {
        // The server refused the scan time (a device clock far ahead, or a scan older than it
        // keeps): nothing was applied under this key, so a new key sends it without the time.
        QTimer::singleShot(0, this, &StockOutbox::pump);
        return;
    }
    if (result.kind() == Kind::Ok) {
        m_failures = 0;
        updateState(id, OutboxEntry::State::Applied, &result, &data);
    } else if (result.kind() == Kind::Parse && result.httpStatus() == 200) {
        // The server answered 200, so it applied the change; only its report was unreadable.
        m_failures = 0;
        updateState(id, OutboxEntry::State::Applied, &result, nullptr);
    } else if (result.isTransient() || result.kind() == Kind::RateLimited || inProgress
        || result.kind() == Kind::Cancelled || result.kind() == Kind::Parse) {
        updateState(id, OutboxEntry::State::Pending, &result, nullptr);
        scheduleRetry();
        return;
    } else {
        m_failures = 0;
        updateState(id, OutboxEntry::State::Rejected, &result, nullptr);
    }
    QTimer::singleShot(0, this, &StockOutbox::pump);
}

bool StockOutbox::retryWithoutScanTime(qint64 id)
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(u"UPDATE stock_outbox SET idempotency_key = ?, omit_scanned_at = 1,"
              " state = 'pending', updated_at = ? WHERE id = ? AND omit_scanned_at = 0"_s);
    q.addBindValue(QString::fromLatin1(ApiClient::newIdempotencyKey()));
    q.addBindValue(now());
    q.addBindValue(id);
    if (!q.exec() || q.numRowsAffected() != 1)
        return false;
    announce(id);
    return true;
}

void StockOutbox::scheduleRetry()
{
    ++m_failures;
    m_retryTimer.start(m_retryPolicy.delayMs(m_failures));
}

bool StockOutbox::updateState(
    qint64 id, OutboxEntry::State state, const ApiResult *result, const StockUpdateResult *applied)
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    if (!result) {
        q.prepare(u"UPDATE stock_outbox SET state = ?, updated_at = ?,"
                  " attempts = attempts + ? WHERE id = ?"_s);
        q.addBindValue(stateName(state));
        q.addBindValue(now());
        q.addBindValue(state == OutboxEntry::State::Sending ? 1 : 0);
        q.addBindValue(id);
    } else {
        q.prepare(u"UPDATE stock_outbox SET state = ?, updated_at = ?, result_stock = ?,"
                  " error_code = ?, error_message = ?, http_status = ?, product_name = ?,"
                  " variant_id = ?, current_stock = ? WHERE id = ?"_s);
        const bool failed = result->kind() != ApiResult::Kind::Ok;
        q.addBindValue(stateName(state));
        q.addBindValue(now());
        q.addBindValue(applied ? QVariant(applied->stock) : QVariant());
        q.addBindValue(failed ? result->errorCode() : QString());
        q.addBindValue(failed ? result->message() : QString());
        q.addBindValue(result->httpStatus());
        q.addBindValue(applied ? applied->name : QString());
        q.addBindValue(applied ? orNull(applied->variantId) : QVariant());
        q.addBindValue(failed ? orNull(result->currentStock()) : QVariant());
        q.addBindValue(id);
    }
    if (!q.exec()) {
        m_lastError = q.lastError().text();
        qWarning("stock outbox: cannot update entry %lld: %s", id, qPrintable(m_lastError));
        return false;
    }
    announce(id);
    return true;
}

void StockOutbox::announce(qint64 id)
{
    if (const auto e = entry(id))
        Q_EMIT entryChanged(*e);
    const int pending = pendingCount();
    if (pending != m_lastPendingCount) {
        m_lastPendingCount = pending;
        Q_EMIT pendingCountChanged(pending);
    }
}
