#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <optional>

#include "server/domain/webhookdeliverystatus.h"
#include "server/services/listpage.h"

struct Webhook;

class WebhookAddressPolicy;

// A key's webhooks (contract §13): create, read, change, rotate, delete; the delivery log and
// redelivery. The rules: http(s) URLs of public addresses (SSRF), types among product,
// category, seller and stock (stock for seller keys), at most 10 per key, a secret shown once.
class WebhookService final
{
public:
    static constexpr qint64 maxPerKey = 10;
    static constexpr qint64 rotationOverlapMs = 24 * 3600 * 1000;
    static constexpr qint64 deliveriesKeptMs = 7LL * 24 * 3600 * 1000;

    // A create or patch body, read; absent fields stay nullopt.
    struct Fields
    {
        std::optional<QString> url;
        std::optional<QStringList> types;
        std::optional<QString> description;
        std::optional<bool> active;
    };

    // Reads and checks a body (throws DomainError: validation_failed naming every field, or
    // url_not_allowed). The URL's host is resolved here (blocking), off the writer's thread.
    static Fields parse(const QJsonObject &body, bool create, bool sellerKey,
        const WebhookAddressPolicy &addresses);
    // whsec_ + base64 of 32 random bytes.
    static QString newSecret();
    static QJsonObject jsonOf(const Webhook &webhook);

    WebhookService(QSqlDatabase db, QString appId, std::optional<qint64> sellerId);

    QJsonArray list() const;
    QJsonObject find(qint64 id) const;
    // The webhook with its secret; it starts at the feeds' current end (announces what
    // changes from now on). Throws 422 too_many_webhooks past maxPerKey.
    QJsonObject create(const Fields &fields, const QString &feedHead, const QString &movementHead,
        qint64 now) const;
    QJsonObject update(qint64 id, const Fields &fields, qint64 now) const;
    // A new secret; the old one signs too for 24 h. Returns {id, secret,
    // previous_secret_expires_at}.
    QJsonObject rotate(qint64 id, qint64 now) const;
    void remove(qint64 id) const;
    ListPage deliveries(qint64 id, WebhookDeliveryStatus status, qint64 page, int perPage) const;
    // Sends the delivery again (same webhook-id); 409 webhook_inactive while disabled.
    QJsonObject redeliver(qint64 id, qint64 deliveryId, qint64 now) const;

private:
    Webhook owned(qint64 id) const; // 404 for another key's

    QSqlDatabase m_db;
    QString m_appId;
    std::optional<qint64> m_sellerId;
};
