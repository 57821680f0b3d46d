#pragma once

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <optional>

// A key's webhook (contract §13) as stored.
struct Webhook
{
    qint64 id = 0;
    QString appId;
    std::optional<qint64> sellerId; // the key's seller: whose movements `stock` follows
    QString url;
    QStringList types; // of product, category, seller, stock
    QString description;
    bool active = true;
    QString disabledReason; // null while active
    QString secret; // whsec_...
    QString previousSecret; // null unless rotated within the last 24 h
    qint64 previousSecretUntil = 0;
    QString feedPosition; // '' = the change feed's beginning
    QString movementPosition; // '' = the movement feed's beginning
    qint64 lastPlannedAt = 0; // when its last delivery was planned
    qint64 createdAt = 0;
    qint64 updatedAt = 0;
};

// A key's webhooks (contract §13) and each one's positions in the feeds it follows. Times are
// Unix milliseconds.
class WebhookRepository final
{
public:
    using Webhook = ::Webhook;

    explicit WebhookRepository(QSqlDatabase db);

    qint64 insert(const Webhook &webhook) const;
    // The key's webhook; nullopt for another key's or an unknown id.
    std::optional<Webhook> find(const QString &appId, qint64 id) const;
    std::optional<Webhook> find(qint64 id) const;
    QList<Webhook> list(const QString &appId) const;
    qint64 count(const QString &appId) const;
    // Writes url, types, description, active, disabled_reason and the secrets.
    void update(const Webhook &webhook, qint64 now) const;
    bool remove(const QString &appId, qint64 id) const;

    // The dispatcher's view: active webhooks of keys not revoked (contract §6: a revoked key's
    // webhooks wait, and go on from their positions once it is active again) that have no
    // delivery pending — changes are coalesced only while one is in flight or waiting for its
    // retry (contract §13).
    QList<Webhook> readyToPlan() const;
    // In a write transaction: locks the webhook for this transaction (PostgreSQL: FOR UPDATE
    // SKIP LOCKED, so another instance planning it is skipped, never waited for) and reads it
    // again; nullopt when another instance holds it, or it is gone or inactive.
    std::optional<Webhook> lockForPlanning(qint64 id) const;
    bool hasPending(qint64 id) const;
    void advance(
        qint64 id, const QString &feedPosition, const QString &movementPosition, qint64 now) const;
    // active false with a reason; its pending deliveries are given up.
    void disable(qint64 id, const QString &reason, qint64 now) const;

private:
    QSqlDatabase m_db;
};
