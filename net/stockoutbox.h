#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QTimer>
#include <optional>

#include "net/outboxentry.h"
#include "net/retrypolicy.h"

class ApiClient;
class ApiRequest;
class ApiResult;
struct StockUpdateResult;

// Exactly-once stock changes (architecture.md "data path", contract §7): every change gets a
// UUID Idempotency-Key when it is created and is written to a SQLite outbox before the first
// send. It is resent with the same key until the server answers, across network failures,
// console restarts and crashes, so the server applies it once. Entries are sent one at a time
// in creation order (a "set" after a "delta" must stay after it), only to the server and app
// id they were created for.
//
// State per entry: Pending -> Sending -> Applied | Rejected; a transport failure, 5xx, 429
// or 409 idempotency_in_progress puts it back to Pending and retries later with backoff.
// A 401/403 is about the key, not the change: the entry goes back to Pending and the whole
// outbox pauses (nothing is dropped) until credentialsChanged() says there is a new key.
// A new key for the same connection takes over the old key's waiting entries (adoptFrom(),
// same Idempotency-Keys). Entries still waiting under a key that is no longer used ("stranded":
// another app id on the current server) are counted as waiting and listed by waiting(), and
// the seller sends them with the current key (sendWithCurrentKey) or discards them; never hidden.
// Every entry carries its scan time (contract §8 scanned_at) from its first send; one the server
// refuses for that time alone goes again without it, under a new key (nothing was applied).
class StockOutbox final : public QObject
{
    Q_OBJECT
public:
    // databasePath empty: QStandardPaths::AppDataLocation + "/stock-outbox.sqlite".
    explicit StockOutbox(
        ApiClient *client, const QString &databasePath = {}, QObject *parent = nullptr);
    ~StockOutbox() override;

    bool isOpen() const { return m_open; }
    QString lastError() const { return m_lastError; }
    QString databasePath() const { return m_path; }

    // Stores the change for the client's current server and app id and starts sending.
    // Returns the entry id, or -1 when it could not be stored (nothing is sent then).
    qint64 enqueue(const StockChange &change);
    std::optional<OutboxEntry> entry(qint64 id) const;
    // Newest first.
    QList<OutboxEntry> entries(int limit = 200) const;
    // Whether an entry's server and app id are the client's current ones.
    bool isCurrent(const QString &server, const QString &appId) const;
    // Pending or sending entries of the current server, under any key (stranded included).
    int pendingCount() const;
    // Pending entries of the current server queued under another key than the current one.
    int strandedCount() const;
    // Pending or sending entries of the current server (any key), oldest first.
    QList<OutboxEntry> waiting() const;
    // The current key takes over the waiting entries of `oldAppId` on the current server
    // (a new key entered for the same connection). Returns how many.
    int adoptFrom(const QString &oldAppId);
    // A stranded entry of the current server: sent with the current key (same Idempotency-Key).
    bool sendWithCurrentKey(qint64 id);
    // A waiting entry not in flight: never sent, marked rejected ("discarded").
    bool discard(qint64 id);

    // A rejected entry back to Pending with its original key (e.g. after fixing credentials:
    // the server does not store 401/403 answers, so the same key applies it then).
    bool requeue(qint64 id);
    // Forgets applied and rejected entries last changed before `before`.
    int purgeFinished(const QDateTime &before);

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
    void pendingCountChanged(int count);

private:
    bool open();
    int countWaiting(bool strandedOnly) const;
    void pump();
    void onAnswer(qint64 id, const ApiResult &result, const StockUpdateResult &data);
    // result null: only the state changes (to Sending). applied: the server's report of an
    // applied change (null when it was unreadable or the change was not applied).
    bool updateState(qint64 id, OutboxEntry::State state, const ApiResult *result,
        const StockUpdateResult *applied);
    void announce(qint64 id);
    void scheduleRetry();
    bool retryWithoutScanTime(qint64 id);
    void setPaused(bool paused, const QString &reason);
    QString server() const;

    ApiClient *m_client;
    QString m_path;
    QString m_connectionName;
    bool m_open = false;
    QString m_lastError;
    RetryPolicy m_retryPolicy { 0, 1000, 30000 };
    QPointer<ApiRequest> m_inFlight;
    qint64 m_inFlightId = 0;
    int m_failures = 0;
    int m_lastPendingCount = -1;
    bool m_paused = false;
    QString m_pauseReason;
    QTimer m_retryTimer;
    QSet<QString> m_adoptedKeys; // "server app-id" whose entries a new key took over
};
