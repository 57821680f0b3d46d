#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <optional>

#include "server/domain/webhookdeliverystatus.h"

// Webhook deliveries (contract §13): pending ones are the durable queue the dispatcher sends
// from; finished ones are the delivery log, kept 7 days. Times are Unix milliseconds.
class WebhookDeliveryRepository final
{
public:
    // A due delivery this instance claimed, with what sending it needs.
    struct Claimed
    {
        qint64 id = 0;
        qint64 webhookId = 0;
        QString messageId;
        QByteArray payload;
        int attempts = 0; // before this one, redeliveries included
        int failures = 0; // since the first attempt or the last redelivery (the retry step)
        qint64 retryFrom = 0; // retries end 3 days after it
        QString url;
        QString secret;
        QString previousSecret; // null when not within 24 h of a rotation
    };
    // What one attempt gave.
    struct Attempt
    {
        int statusCode = 0; // 0: no HTTP answer (refused address, network error, timeout)
        qint64 durationMs = 0;
        QString answer; // the first 1 KiB of the body
        QString error; // why there was no answer, for people
        qint64 at = 0;
    };
    using Status = WebhookDeliveryStatus;
    struct Page
    {
        QJsonArray items;
        qint64 total = 0;
    };

    explicit WebhookDeliveryRepository(QSqlDatabase db);

    qint64 insert(qint64 webhookId, const QString &messageId, const QByteArray &payload,
        const QString &cursor, qint64 now) const;
    // Claims up to `limit` due pending deliveries of active webhooks of active keys (a revoked
    // key's webhooks wait, contract §6) for `claimant` until `claimUntil`, oldest due first, at
    // most one per webhook and none of a webhook with a delivery in flight (one receiver, one
    // request at a time). PostgreSQL: FOR UPDATE SKIP LOCKED, so instances never claim the
    // same delivery; SQLite has one serving process and one writer.
    QList<Claimed> claimDue(
        qint64 now, int limit, const QString &claimant, qint64 claimUntil) const;
    // Whether any pending delivery is due and unclaimed (a cheap read before claiming).
    bool anyDue(qint64 now) const;
    // This instance's claims end (it stops): another instance, or the next start, sends them.
    void releaseClaims(const QString &claimant) const;
    void succeeded(qint64 id, const Attempt &attempt) const;
    // Another attempt at nextAttemptAt: still pending, one more failure.
    void retryLater(qint64 id, const Attempt &attempt, qint64 nextAttemptAt) const;
    void gaveUp(qint64 id, const Attempt &attempt) const;

    Page list(qint64 webhookId, Status status, qint64 page, int perPage) const;
    std::optional<QJsonObject> find(qint64 webhookId, qint64 id) const;
    // Due again now (same message id), the retry schedule from its start; its attempts go on
    // counting. Returns false for an unknown delivery.
    bool redeliver(qint64 webhookId, qint64 id, qint64 now) const;
    // Finished deliveries older than `before`.
    void prune(qint64 before) const;

private:
    QSqlDatabase m_db;
};
