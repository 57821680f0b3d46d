#include "net/outbox.h"

#include <QStandardPaths>

#include "net/apiclient.h"
#include "net/apiresult.h"
#include "net/countclient.h"
#include "net/countscansender.h"
#include "net/documentscansender.h"
#include "net/goodsclient.h"
#include "net/outboxstore.h"
#include "net/requestengine.h"
#include "net/stockscansender.h"

using namespace Qt::StringLiterals;

Outbox::Outbox(ApiClient *client, const QString &databasePath, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_store(std::make_unique<OutboxStore>(databasePath.isEmpty()
              ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                  + u"/outbox.sqlite"_s
              : databasePath))
{
    auto *counts = new CountClient(client, this);
    auto *documents = new GoodsClient(client, this);
    m_senders.insert(Kind::Stock, std::make_shared<StockScanSender>(client));
    m_senders.insert(Kind::Count, std::make_shared<CountScanSender>(counts));
    m_senders.insert(Kind::Receipt,
        std::make_shared<DocumentScanSender>(documents, StockDocument::Kind::Receipt));
    m_senders.insert(
        Kind::Return, std::make_shared<DocumentScanSender>(documents, StockDocument::Kind::Return));

    m_retryTimer.setSingleShot(true);
    connect(&m_retryTimer, &QTimer::timeout, this, &Outbox::pump);
    m_pruneTimer.setInterval(3600 * 1000);
    connect(&m_pruneTimer, &QTimer::timeout, this, &Outbox::prune);
    // The server answers again (to any request or probe): send now, not after the backoff.
    connect(client->engine(), &RequestEngine::reachabilityChanged, this, [this](bool reachable) {
        if (reachable)
            resume();
    });
    if (m_store->open()) {
        m_pruneTimer.start();
        QTimer::singleShot(0, this, [this] {
            prune();
            pump();
        });
    }
}

Outbox::~Outbox()
{
    if (m_inFlight)
        m_inFlight->abort(); // its callback is bound to this object and stays silent
    // Not answered: resent (with the same key) by the next outbox on this file.
    m_store->releaseSending();
}

bool Outbox::isOpen() const
{
    return m_store->isOpen();
}

QString Outbox::lastError() const
{
    return m_lastError.isEmpty() ? m_store->lastError() : m_lastError;
}

QString Outbox::databasePath() const
{
    return m_store->path();
}

QString Outbox::server() const
{
    return m_client->baseUrl().toString(QUrl::StripTrailingSlash);
}

bool Outbox::isCurrent(const QString &server, const QString &appId) const
{
    return !server.isEmpty() && server == this->server() && appId == m_client->appId();
}

qint64 Outbox::enqueue(const StockChange &change)
{
    OutboxEntry entry;
    entry.kind = Kind::Stock;
    entry.change = change;
    return store(entry);
}

qint64 Outbox::enqueueScan(Kind kind, qint64 documentId, const QString &code, qint64 quantity)
{
    OutboxEntry entry;
    entry.kind = kind;
    entry.documentId = documentId;
    entry.change = StockChange::delta(code, quantity);
    return store(entry);
}

qint64 Outbox::store(OutboxEntry entry)
{
    if (!isOpen())
        return -1;
    if (server().isEmpty() || m_client->appId().isEmpty()) {
        m_lastError = tr("not connected to a server");
        return -1;
    }
    m_lastError.clear();
    entry.idempotencyKey = ApiClient::newIdempotencyKey();
    entry.server = server();
    entry.appId = m_client->appId();
    entry.createdAt = QDateTime::currentDateTimeUtc();
    const qint64 id = m_store->insert(entry);
    if (id <= 0)
        return -1;
    announce(id);
    if (!m_inFlight)
        QTimer::singleShot(0, this, &Outbox::pump);
    return id;
}

std::optional<OutboxEntry> Outbox::entry(qint64 id) const
{
    return m_store->entry(id);
}

QList<OutboxEntry> Outbox::entries(int limit) const
{
    return m_store->newest(limit);
}

int Outbox::pendingCount() const
{
    return server().isEmpty() ? 0 : m_store->countWaiting(server(), {}, std::nullopt, 0);
}

int Outbox::pendingCount(Kind kind, qint64 documentId) const
{
    return server().isEmpty() ? 0 : m_store->countWaiting(server(), {}, kind, documentId);
}

int Outbox::strandedCount() const
{
    if (server().isEmpty() || m_client->appId().isEmpty())
        return 0;
    return m_store->countWaiting(server(), m_client->appId(), std::nullopt, 0);
}

QList<OutboxEntry> Outbox::waiting() const
{
    return server().isEmpty() ? QList<OutboxEntry>() : m_store->waiting(server(), std::nullopt, 0);
}

QList<OutboxEntry> Outbox::waiting(Kind kind, qint64 documentId) const
{
    return server().isEmpty() ? QList<OutboxEntry>() : m_store->waiting(server(), kind, documentId);
}

int Outbox::adoptFrom(const QString &oldAppId)
{
    if (!isOpen() || server().isEmpty() || oldAppId.isEmpty() || oldAppId == m_client->appId())
        return 0;
    // One on its way under the old key is taken over when its answer comes.
    m_adoptedKeys.insert(server() + u' ' + oldAppId);
    const QList<qint64> ids = m_store->waitingIds(server(), oldAppId);
    for (const qint64 id : ids)
        sendWithCurrentKey(id);
    return int(ids.size());
}

bool Outbox::sendWithCurrentKey(qint64 id)
{
    if (server().isEmpty() || m_client->appId().isEmpty() || id == m_inFlightId
        || !m_store->setAppId(id, server(), m_client->appId()))
        return false;
    announce(id);
    resume();
    return true;
}

bool Outbox::discard(qint64 id)
{
    if (id == m_inFlightId || !m_store->discard(id, tr("discarded on this console, never sent")))
        return false;
    announce(id);
    return true;
}

bool Outbox::requeue(qint64 id)
{
    const std::optional<OutboxEntry> rejected = entry(id);
    if (!rejected || rejected->state != OutboxEntry::State::Rejected)
        return false;
    // The server stores every 4xx answer but 401, 403, 408 and 429 under the key (contract §7):
    // the same key would only replay the refusal, so the next attempt is a new one.
    const int status = rejected->httpStatus;
    const bool stored = status >= 400 && status < 500 && status != 401 && status != 403
        && status != 408 && status != 429;
    if (!m_store->requeue(id, stored ? ApiClient::newIdempotencyKey() : QByteArray()))
        return false;
    announce(id);
    resume();
    return true;
}

int Outbox::purgeFinished(const QDateTime &before)
{
    return m_store->purgeFinished(before);
}

void Outbox::prune()
{
    if (m_retentionDays >= 0)
        purgeFinished(QDateTime::currentDateTimeUtc().addDays(-m_retentionDays));
}

void Outbox::resume()
{
    m_failures = 0;
    m_retryTimer.stop();
    QTimer::singleShot(0, this, &Outbox::pump);
}

void Outbox::credentialsChanged()
{
    setPaused(false, {});
    announceCount(); // another server has other entries waiting
    resume();
}

void Outbox::setPaused(bool paused, const QString &reason)
{
    m_pauseReason = reason;
    if (paused == m_paused)
        return;
    m_paused = paused;
    Q_EMIT pausedChanged(paused);
}

void Outbox::pump()
{
    if (!isOpen() || m_paused || m_inFlight || m_retryTimer.isActive())
        return;
    const std::optional<OutboxEntry> next = m_store->next(server(), m_client->appId());
    if (!next || !m_store->markSending(next->id))
        return;
    announce(next->id);
    const std::shared_ptr<OutboxSender> sender = m_senders.value(next->kind);
    m_inFlightId = next->id;
    const qint64 id = next->id;
    m_inFlight = sender->send(
        *next, this, [this, id](const ApiResult &result, const OutboxAnswer &answer) {
            onAnswer(id, result, answer);
        });
}

void Outbox::onAnswer(qint64 id, const ApiResult &result, const OutboxAnswer &answer)
{
    m_inFlight = nullptr;
    m_inFlightId = 0;
    using ResultKind = ApiResult::Kind;
    const ResultKind kind = result.kind();
    const bool inProgress
        = kind == ResultKind::Conflict && result.errorCode() == "idempotency_in_progress"_L1;
    const bool keyRefused = kind == ResultKind::Unauthorized || kind == ResultKind::Forbidden
        || kind == ResultKind::IpNotAllowed;
    const std::optional<OutboxEntry> sent = entry(id);
    if (keyRefused && sent && m_adoptedKeys.contains(sent->server + u' ' + sent->appId)) {
        // Sent under the old key just before the connection got its new one: refused for
        // that key, so not applied; it goes again with the new one (same Idempotency-Key).
        m_store->record(id, OutboxEntry::State::Pending, result, nullptr);
        sendWithCurrentKey(id);
        return;
    }
    if (keyRefused) {
        // Not an answer about this scan: keep it (and everything after it) queued.
        m_store->record(id, OutboxEntry::State::Pending, result, nullptr);
        setPaused(true, result.message());
        announce(id);
        return;
    }
    if (kind == ResultKind::Validation && result.fields().contains(u"scanned_at"_s)
        && m_store->withoutScanTime(id, ApiClient::newIdempotencyKey())) {
        // The server refused the scan time (a device clock far ahead, or a scan older than it
        // keeps): nothing was applied under this key, so a new key sends it without the time.
        announce(id);
        QTimer::singleShot(0, this, &Outbox::pump);
        return;
    }
    if (kind == ResultKind::Ok) {
        finish(id, OutboxEntry::State::Applied, result, &answer);
    } else if (kind == ResultKind::Parse && result.httpStatus() == 200) {
        // The server answered 200, so it applied the scan; only its report was unreadable.
        finish(id, OutboxEntry::State::Applied, result, nullptr);
    } else if (result.isTransient() || kind == ResultKind::RateLimited || inProgress
        || kind == ResultKind::Cancelled || kind == ResultKind::Parse) {
        // Kept with its key: the server stored nothing, or its answer never came.
        m_store->record(id, OutboxEntry::State::Pending, result, nullptr);
        announce(id);
        scheduleRetry();
        return;
    } else {
        finish(id, OutboxEntry::State::Rejected, result, nullptr);
    }
    QTimer::singleShot(0, this, &Outbox::pump);
}

void Outbox::finish(
    qint64 id, OutboxEntry::State state, const ApiResult &result, const OutboxAnswer *answer)
{
    m_failures = 0;
    if (!m_store->record(id, state, result, answer))
        return;
    announce(id);
}

void Outbox::scheduleRetry()
{
    ++m_failures;
    m_retryTimer.start(m_retryPolicy.delayMs(m_failures));
}

void Outbox::announce(qint64 id)
{
    if (const auto e = entry(id)) {
        Q_EMIT entryChanged(*e);
        if (e->isFinished())
            Q_EMIT entryFinished(*e);
    }
    announceCount();
}

void Outbox::announceCount()
{
    const int pending = pendingCount();
    if (pending != m_lastPendingCount) {
        m_lastPendingCount = pending;
        Q_EMIT pendingCountChanged(pending);
    }
}
