#include "net/countscanoutbox.h"

#include <QDir>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QUuid>
#include <QVariant>
#include <algorithm>

#include "net/apiclient.h"
#include "net/apirequest.h"
#include "net/countclient.h"
#include "net/goodsclient.h"

using namespace Qt::StringLiterals;

CountScanOutbox::CountScanOutbox(
    ApiClient *client, CountClient *counts, const QString &databasePath, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_counts(counts)
    , m_connectionName(u"count-scans-"_s + QUuid::createUuid().toString(QUuid::Id128))
{
    m_retryTimer.setSingleShot(true);
    connect(&m_retryTimer, &QTimer::timeout, this, &CountScanOutbox::pump);
    QDir().mkpath(QFileInfo(databasePath).absolutePath());
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, m_connectionName);
    db.setDatabaseName(databasePath);
    // As the stock outbox: a write-ahead log, one fsync per scan written (each scan is on disk
    // before it is sent) instead of a rollback journal's several, which held the GUI thread
    // for hundreds of milliseconds per scan on a busy disk.
    m_open = db.open() && QSqlQuery(db).exec(u"PRAGMA journal_mode = WAL"_s)
        && QSqlQuery(db).exec(u"CREATE TABLE IF NOT EXISTS count_scans ("
                              "id INTEGER PRIMARY KEY, idempotency_key TEXT NOT NULL, "
                              "server TEXT NOT NULL, app_id TEXT NOT NULL, count_id INTEGER NOT "
                              "NULL, code TEXT NOT NULL, quantity INTEGER NOT NULL, "
                              "state INTEGER NOT NULL DEFAULT 0, "
                              "kind TEXT NOT NULL DEFAULT 'counts')"_s);
    if (m_open && !db.record(u"count_scans"_s).contains(u"kind"_s)) {
        // A file of an older console: its scans are all count scans.
        m_open = QSqlQuery(db).exec(
            u"ALTER TABLE count_scans ADD COLUMN kind TEXT NOT NULL DEFAULT 'counts'"_s);
    }
}

CountScanOutbox::~CountScanOutbox()
{
    if (m_inFlight)
        m_inFlight->abort();
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

QString CountScanOutbox::server() const
{
    return m_client->baseUrl().toString();
}

qint64 CountScanOutbox::enqueue(qint64 countId, const QString &code, qint64 quantity)
{
    return enqueue(u"counts"_s, countId, code, quantity);
}

qint64 CountScanOutbox::enqueue(
    const QString &kind, qint64 countId, const QString &code, qint64 quantity)
{
    if (!m_open || (kind != "counts"_L1 && !m_documents))
        return -1;
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(u"INSERT INTO count_scans (idempotency_key, server, app_id, count_id, code, "
              "quantity, kind) VALUES (?, ?, ?, ?, ?, ?, ?)"_s);
    q.addBindValue(QString::fromLatin1(ApiClient::newIdempotencyKey()));
    q.addBindValue(server());
    q.addBindValue(m_client->appId());
    q.addBindValue(countId);
    q.addBindValue(code);
    q.addBindValue(quantity);
    q.addBindValue(kind);
    if (!q.exec())
        return -1;
    const qint64 id = q.lastInsertId().toLongLong();
    Q_EMIT pendingCountChanged(pendingCount());
    pump();
    return id;
}

int CountScanOutbox::pendingCount() const
{
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(u"SELECT COUNT(*) FROM count_scans WHERE state = 0 AND server = ? AND app_id = ?"_s);
    q.addBindValue(server());
    q.addBindValue(m_client->appId());
    return q.exec() && q.next() ? q.value(0).toInt() : 0;
}

int CountScanOutbox::adoptFrom(const QString &oldAppId)
{
    if (!m_open || oldAppId.isEmpty() || oldAppId == m_client->appId())
        return 0;
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(u"UPDATE count_scans SET app_id = ? WHERE state = 0 AND server = ? AND app_id = ?"_s);
    q.addBindValue(m_client->appId());
    q.addBindValue(server());
    q.addBindValue(oldAppId);
    const int adopted = q.exec() ? q.numRowsAffected() : 0;
    if (adopted > 0)
        Q_EMIT pendingCountChanged(pendingCount());
    return adopted;
}

void CountScanOutbox::resume()
{
    m_paused = false;
    m_failures = 0;
    m_retryTimer.stop();
    pump();
}

void CountScanOutbox::pump()
{
    if (!m_open || m_paused || m_inFlight || m_retryTimer.isActive())
        return;
    // One at a time, oldest first: the line totals the server answers stay in scan order.
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(u"SELECT id, idempotency_key, count_id, code, quantity, kind FROM count_scans "
              "WHERE state = 0 AND server = ? AND app_id = ? ORDER BY id LIMIT 1"_s);
    q.addBindValue(server());
    q.addBindValue(m_client->appId());
    if (!q.exec() || !q.next())
        return;
    Entry entry;
    entry.id = q.value(0).toLongLong();
    entry.idempotencyKey = q.value(1).toString().toLatin1();
    entry.countId = q.value(2).toLongLong();
    entry.code = q.value(3).toString();
    entry.quantity = q.value(4).toLongLong();
    entry.kind = q.value(5).toString();
    if (entry.kind != "counts"_L1) {
        if (!m_documents)
            return;
        const auto kind = entry.kind == "returns"_L1 ? StockDocument::Kind::Return
                                                     : StockDocument::Kind::Receipt;
        m_inFlight = m_documents->scan(kind, entry.countId, entry.code, entry.quantity,
            entry.idempotencyKey, this,
            [this, entry](const ApiResult &result, const DocumentScanResult &scan) {
                onDocumentAnswer(entry, result, scan);
            });
        return;
    }
    m_inFlight = m_counts->scan(entry.countId, entry.code, entry.quantity, entry.idempotencyKey,
        this, [this, entry](const ApiResult &result, const CountScanResult &scan) {
            onAnswer(entry, result, scan);
        });
}

void CountScanOutbox::onAnswer(
    const Entry &sent, const ApiResult &result, const CountScanResult &scan)
{
    m_inFlight = nullptr;
    if (result.kind() == ApiResult::Kind::Unauthorized
        || result.kind() == ApiResult::Kind::Forbidden
        || result.kind() == ApiResult::Kind::IpNotAllowed) {
        // About the key, not the scan: it waits with its own key for new credentials.
        m_paused = true;
        Q_EMIT keyRefused(result.message());
        Q_EMIT pendingCountChanged(pendingCount());
        return;
    }
    const bool retry = result.isTransient() || result.kind() == ApiResult::Kind::RateLimited
        || result.kind() == ApiResult::Kind::Cancelled
        || result.errorCode() == "idempotency_in_progress"_L1;
    if (retry) {
        // Kept with its key; sent again later (backoff up to 30 s).
        ++m_failures;
        m_retryTimer.start(std::min(30000, m_retryDelay * std::min(m_failures, 15)));
        return;
    }
    Entry entry = sent;
    entry.counted = scan.counted;
    entry.name = scan.name;
    finishEntry(entry, result);
}

void CountScanOutbox::onDocumentAnswer(
    const Entry &sent, const ApiResult &result, const DocumentScanResult &scan)
{
    Entry entry = sent;
    entry.counted = scan.quantity;
    entry.name = scan.name;
    entry.expected = scan.expected;
    entry.lineState = scan.state;
    // Same rules as a count scan: a transient failure keeps it with its key.
    onAnswer(entry, result, CountScanResult { scan.code, scan.name, scan.quantity });
}

void CountScanOutbox::finishEntry(Entry entry, const ApiResult &result)
{
    m_failures = 0;
    entry.state = result.isSuccess() ? State::Applied : State::Rejected;
    entry.error = result.isSuccess() ? QString() : result.message();
    entry.errorCode = result.errorCode();
    entry.unknownCode = result.kind() == ApiResult::Kind::NotFound;
    QSqlQuery q(QSqlDatabase::database(m_connectionName, false));
    q.prepare(u"UPDATE count_scans SET state = ? WHERE id = ?"_s);
    q.addBindValue(entry.state == State::Applied ? 1 : 2);
    q.addBindValue(entry.id);
    q.exec();
    Q_EMIT entryFinished(entry);
    Q_EMIT pendingCountChanged(pendingCount());
    pump();
}
