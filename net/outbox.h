#pragma once

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QTimer>
#include <memory>
#include <optional>

#include "net/outboxentry.h"
#include "net/retrypolicy.h"

class ApiClient;
class ApiRequest;
class ApiResult;
class OutboxSender;
class OutboxStore;
struct OutboxAnswer;

// Exactly-once scans of every kind (architecture.md "data path", contract §7, §8, §10, §11):
// stock scans, count scans, receipt scans and return scans. Every scan gets a UUID
// Idempotency-Key when it is made and is written to one SQLite file (OutboxStore: WAL,
// synchronous=FULL) before the first send. It is resent with the same key until the server
// answers, across network failures, console restarts and crashes, so the server applies it once.
// Entries are sent one at a time in creation order (a "set" after a "delta" must stay after it;
// line totals stay in scan order), only to the server and app id they were made for, each by
// the small sender of its kind (OutboxSender).
//
// State per entry: Pending -> Sending -> Applied | Rejected; a transport failure, 5xx, 429 or
// 409 idempotency_in_progress puts it back to Pending and retries later (RetryPolicy backoff;
// at once when the server is reachable again or the credentials change). A 401/403 is about
// the key, not the scan: the entry goes back to Pending and the whole outbox pauses (nothing
// is dropped) until credentialsChanged(). Entries left Sending by a run that ended are Pending
// again on open. A key belongs to one content: a rejected entry sent again (requeue) or one the
// server refused for its scan time alone goes under a new key, since the server stored its
// 4xx answer under the old one (contract §7).
// A new key for the same connection takes over the old key's waiting entries (adoptFrom(),
// same Idempotency-Keys). Entries still waiting under a key that is no longer used ("stranded")
// are counted as waiting and listed by waiting(); the seller sends them with the current key
// (sendWithCurrentKey) or discards them; never hidden. Finished entries are pruned after the
// retention period.
class Outbox final : public QObject
{
    Q_OBJECT
public:
    using Kind = OutboxEntry::Kind;

    // databasePath empty: QStandardPaths::AppDataLocation + "/outbox.sqlite". The outbox files
    // of earlier versions in the same folder hand over their waiting scans on first open.
    explicit Outbox(ApiClient *client, const QString &databasePath = {}, QObject *parent = nullptr);
    ~Outbox() override;

    bool isOpen() const;
    QString lastError() const;
    QString databasePath() const;

    // Stores a stock change for the client's current server and app id and starts sending.
    // Returns the entry id, or -1 when it could not be stored (nothing is sent then).
    qint64 enqueue(const StockChange &change);
    // The same for a scan of a count, receipt or return (kind Count, Receipt, Return).
    qint64 enqueueScan(Kind kind, qint64 documentId, const QString &code, qint64 quantity);
    std::optional<OutboxEntry> entry(qint64 id) const;
    // Newest first, every kind.
    QList<OutboxEntry> entries(int limit = 200) const;
    // Whether an entry's server and app id are the client's current ones.
    bool isCurrent(const QString &server, const QString &appId) const;
    // Pending or sending entries of the current server, every kind, under any key.
    int pendingCount() const;
    // The same for one kind; documentId non-zero: of that document only.
    int pendingCount(Kind kind, qint64 documentId = 0) const;
    // Pending entries of the current server queued under another key than the current one.
    int strandedCount() const;
    // Pending or sending entries of the current server (any key), oldest first.
    QList<OutboxEntry> waiting() const;
    QList<OutboxEntry> waiting(Kind kind, qint64 documentId = 0) const;
    // The current key takes over the waiting entries of `oldAppId` on the current server
    // (a new key entered for the same connection). Returns how many.
    int adoptFrom(const QString &oldAppId);
    // A stranded entry of the current server: sent with the current key (same Idempotency-Key).
    bool sendWithCurrentKey(qint64 id);
    // A waiting entry not in flight: never sent, marked rejected ("discarded").
    bool discard(qint64 id);
    // A rejected entry back to Pending: under its own key after a refusal the server did not
    // store (401/403, discarded here), else under a new key (the old one replays the refusal).
    bool requeue(qint64 id);
    // Forgets applied and rejected entries last changed before `before`.
    int purgeFinished(const QDateTime &before);
    // How long finished entries are kept (default 14 days); pruned on open and hourly.
    void setRetentionDays(int days) { m_retentionDays = days; }

    void setRetryPolicy(const RetryPolicy &policy) { m_retryPolicy = policy; }

    // The server refused the key (401/403): nothing is sent until credentialsChanged().
    bool isPaused() const { return m_paused; }
    // Why, translated (the refusal's message); empty while not paused.
    QString pauseReason() const { return m_pauseReason; }

public Q_SLOTS:
    // Sends now instead of waiting for the next retry (e.g. the server or profile changed).
    void resume();
    // The client got a new server, app id or secret: a pause for credentials ends, all
    // pending entries are sent again with the same keys.
    void credentialsChanged();

Q_SIGNALS:
    void pausedChanged(bool paused);
    void entryChanged(const OutboxEntry &entry);
    // An entry reached Applied or Rejected.
    void entryFinished(const OutboxEntry &entry);
    // Waiting entries of the current server, every kind.
    void pendingCountChanged(int count);

private:
    qint64 store(OutboxEntry entry);
    void pump();
    void onAnswer(qint64 id, const ApiResult &result, const OutboxAnswer &answer);
    void finish(
        qint64 id, OutboxEntry::State state, const ApiResult &result, const OutboxAnswer *answer);
    void announce(qint64 id);
    void announceCount();
    void scheduleRetry();
    void prune();
    void setPaused(bool paused, const QString &reason);
    QString server() const;

    ApiClient *m_client;
    std::unique_ptr<OutboxStore> m_store;
    QHash<Kind, std::shared_ptr<OutboxSender>> m_senders;
    RetryPolicy m_retryPolicy { 0, 1000, 30000 };
    QPointer<ApiRequest> m_inFlight;
    qint64 m_inFlightId = 0;
    int m_failures = 0;
    int m_lastPendingCount = -1;
    int m_retentionDays = 14;
    bool m_paused = false;
    QString m_pauseReason;
    QString m_lastError;
    QTimer m_retryTimer;
    QTimer m_pruneTimer;
    QSet<QString> m_adoptedKeys; // "server app-id" whose entries a new key took over
};
