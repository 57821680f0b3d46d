#include "server/storage/webhookrepository.h"

#include <QSqlQuery>
#include <QVariant>

#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

const QString columns = u"id, app_id, seller_id, url, types, description, active, "
                        "disabled_reason, secret, previous_secret, previous_secret_until, "
                        "feed_position, movement_position, last_planned_at, created_at, "
                        "updated_at"_s;

WebhookRepository::Webhook webhookOf(const QSqlQuery &row)
{
    WebhookRepository::Webhook webhook;
    webhook.id = row.value(0).toLongLong();
    webhook.appId = row.value(1).toString();
    if (!row.value(2).isNull())
        webhook.sellerId = row.value(2).toLongLong();
    webhook.url = row.value(3).toString();
    webhook.types = row.value(4).toString().split(u',', Qt::SkipEmptyParts);
    webhook.description = row.value(5).toString();
    webhook.active = row.value(6).toInt() != 0;
    webhook.disabledReason = row.value(7).toString();
    webhook.secret = row.value(8).toString();
    webhook.previousSecret = row.value(9).toString();
    webhook.previousSecretUntil = row.value(10).toLongLong();
    webhook.feedPosition = row.value(11).toString();
    webhook.movementPosition = row.value(12).toString();
    webhook.lastPlannedAt = row.value(13).toLongLong();
    webhook.createdAt = row.value(14).toLongLong();
    webhook.updatedAt = row.value(15).toLongLong();
    return webhook;
}

// A text column that is never NULL: a null QString binds as NULL, an empty one as ''.
QString text(const QString &value)
{
    return value.isNull() ? u""_s : value;
}

QList<WebhookRepository::Webhook> webhooksOf(QSqlQuery &rows)
{
    QList<WebhookRepository::Webhook> result;
    while (rows.next())
        result << webhookOf(rows);
    return result;
}

} // namespace

WebhookRepository::WebhookRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

qint64 WebhookRepository::insert(const Webhook &webhook) const
{
    QSqlQuery row = Sql::run(m_db,
        u"INSERT INTO webhooks (app_id, seller_id, url, types, description, active, secret, "
        "feed_position, movement_position, created_at, updated_at) "
        "VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?) RETURNING id"_s,
        { webhook.appId, Sql::nullable(webhook.sellerId), webhook.url, webhook.types.join(u','),
            text(webhook.description), webhook.secret, text(webhook.feedPosition),
            text(webhook.movementPosition), webhook.createdAt, webhook.createdAt });
    row.next();
    return row.value(0).toLongLong();
}

std::optional<WebhookRepository::Webhook> WebhookRepository::find(
    const QString &appId, qint64 id) const
{
    QSqlQuery row = Sql::run(m_db,
        u"SELECT "_s + columns + u" FROM webhooks WHERE id = ? AND app_id = ?"_s, { id, appId });
    if (!row.next())
        return std::nullopt;
    return webhookOf(row);
}

std::optional<WebhookRepository::Webhook> WebhookRepository::find(qint64 id) const
{
    QSqlQuery row
        = Sql::run(m_db, u"SELECT "_s + columns + u" FROM webhooks WHERE id = ?"_s, { id });
    if (!row.next())
        return std::nullopt;
    return webhookOf(row);
}

QList<WebhookRepository::Webhook> WebhookRepository::list(const QString &appId) const
{
    QSqlQuery rows = Sql::run(
        m_db, u"SELECT "_s + columns + u" FROM webhooks WHERE app_id = ? ORDER BY id"_s, { appId });
    return webhooksOf(rows);
}

qint64 WebhookRepository::count(const QString &appId) const
{
    return Sql::scalar(m_db, u"SELECT COUNT(*) FROM webhooks WHERE app_id = ?"_s, { appId })
        .toLongLong();
}

void WebhookRepository::update(const Webhook &webhook, qint64 now) const
{
    Sql::run(m_db,
        u"UPDATE webhooks SET url = ?, types = ?, description = ?, active = ?, "
        "disabled_reason = ?, secret = ?, previous_secret = ?, previous_secret_until = ?, "
        "updated_at = ? WHERE id = ?"_s,
        { webhook.url, webhook.types.join(u','), text(webhook.description), webhook.active ? 1 : 0,
            Sql::nullable(webhook.disabledReason.isEmpty() ? QString() : webhook.disabledReason),
            webhook.secret, Sql::nullable(webhook.previousSecret),
            webhook.previousSecret.isNull() ? QVariant(QMetaType::fromType<qint64>())
                                            : QVariant(webhook.previousSecretUntil),
            now, webhook.id });
}

bool WebhookRepository::remove(const QString &appId, qint64 id) const
{
    // Its deliveries first: SQLite enforces the foreign key only with its pragma.
    Sql::run(m_db,
        u"DELETE FROM webhook_deliveries WHERE webhook_id IN "
        "(SELECT id FROM webhooks WHERE id = ? AND app_id = ?)"_s,
        { id, appId });
    QSqlQuery removed
        = Sql::run(m_db, u"DELETE FROM webhooks WHERE id = ? AND app_id = ?"_s, { id, appId });
    return removed.numRowsAffected() > 0;
}

QList<WebhookRepository::Webhook> WebhookRepository::readyToPlan() const
{
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT "_s + columns
            + u" FROM webhooks w WHERE active = 1 AND EXISTS (SELECT 1 FROM api_keys k "
              "WHERE k.app_id = w.app_id AND k.active = 1) AND NOT EXISTS "
              "(SELECT 1 FROM webhook_deliveries d WHERE d.webhook_id = w.id "
              "AND d.state = 'pending') ORDER BY id"_s);
    return webhooksOf(rows);
}

std::optional<WebhookRepository::Webhook> WebhookRepository::lockForPlanning(qint64 id) const
{
    // READ COMMITTED: the row is read again by this statement after the lock, so a position
    // another instance advanced and committed is seen here.
    const QString lock = Sql::isPostgres(m_db) ? u" FOR UPDATE SKIP LOCKED"_s : QString();
    QSqlQuery row = Sql::run(m_db,
        u"SELECT "_s + columns + u" FROM webhooks WHERE id = ? AND active = 1"_s + lock, { id });
    if (!row.next())
        return std::nullopt;
    return webhookOf(row);
}

bool WebhookRepository::hasPending(qint64 id) const
{
    QSqlQuery row = Sql::run(m_db,
        u"SELECT 1 FROM webhook_deliveries WHERE webhook_id = ? AND state = 'pending' LIMIT 1"_s,
        { id });
    return row.next();
}

void WebhookRepository::advance(
    qint64 id, const QString &feedPosition, const QString &movementPosition, qint64 now) const
{
    Sql::run(m_db,
        u"UPDATE webhooks SET feed_position = ?, movement_position = ?, last_planned_at = ? "
        "WHERE id = ?"_s,
        { text(feedPosition), text(movementPosition), now, id });
}

void WebhookRepository::disable(qint64 id, const QString &reason, qint64 now) const
{
    Sql::run(m_db,
        u"UPDATE webhooks SET active = 0, disabled_reason = ?, updated_at = ? WHERE id = ?"_s,
        { reason, now, id });
    Sql::run(m_db,
        u"UPDATE webhook_deliveries SET state = 'failed', finished_at = ? "
        "WHERE webhook_id = ? AND state = 'pending'"_s,
        { now, id });
}
