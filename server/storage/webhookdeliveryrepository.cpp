#include "server/storage/webhookdeliveryrepository.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QSet>
#include <QSqlQuery>
#include <QVariant>

#include "server/storage/pagedselect.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

const QString columns = u"id, webhook_id, message_id, payload, cursor, state, attempts, "
                        "next_attempt_at, last_status, last_duration_ms, last_answer, "
                        "last_error, created_at, last_attempt_at, finished_at"_s;

QJsonValue timeOf(const QVariant &ms)
{
    if (ms.isNull())
        return QJsonValue();
    return QDateTime::fromMSecsSinceEpoch(ms.toLongLong(), Qt::UTC).toString(Qt::ISODateWithMs);
}

QJsonValue intOf(const QVariant &value)
{
    return value.isNull() ? QJsonValue() : QJsonValue(value.toLongLong());
}

QJsonValue textOf(const QVariant &value)
{
    return value.isNull() ? QJsonValue() : QJsonValue(value.toString());
}

QJsonObject deliveryOf(const QSqlQuery &row)
{
    const QString state = row.value(5).toString();
    const int attempts = row.value(6).toInt();
    return {
        { u"id"_s, row.value(0).toLongLong() },
        { u"webhook_id"_s, row.value(1).toLongLong() },
        { u"message_id"_s, row.value(2).toString() },
        { u"payload"_s, QJsonDocument::fromJson(row.value(3).toByteArray()).object() },
        { u"cursor"_s, row.value(4).toString() },
        // pending: waiting for its first attempt or its retry (next_attempt_at); failed:
        // given up (contract §13, the delivery log tells what will still happen).
        { u"status"_s, state },
        { u"attempts"_s, attempts },
        { u"next_attempt_at"_s, state == "pending"_L1 ? timeOf(row.value(7)) : QJsonValue() },
        { u"status_code"_s, intOf(row.value(8)) },
        { u"duration_ms"_s, intOf(row.value(9)) },
        { u"response"_s, textOf(row.value(10)) },
        { u"error"_s, textOf(row.value(11)) },
        { u"created_at"_s, timeOf(row.value(12)) },
        { u"last_attempt_at"_s, timeOf(row.value(13)) },
        { u"finished_at"_s, timeOf(row.value(14)) },
    };
}

QString conditionOf(WebhookDeliveryRepository::Status status)
{
    switch (status) {
    case WebhookDeliveryRepository::Status::Ok:
        return u"state = 'ok'"_s;
    case WebhookDeliveryRepository::Status::Failed:
        return u"state = 'failed'"_s;
    case WebhookDeliveryRepository::Status::Pending:
        return u"state = 'pending'"_s;
    case WebhookDeliveryRepository::Status::Any:
        break;
    }
    return QString();
}

// Due, unclaimed deliveries (d) of active webhooks (w) of keys not revoked, of webhooks with no
// delivery in flight; binds now three times.
const QString dueCondition
    = u"d.state = 'pending' AND d.next_attempt_at <= ? AND d.claimed_until < ? AND w.active = 1 "
      "AND EXISTS (SELECT 1 FROM api_keys k WHERE k.app_id = w.app_id AND k.active = 1) "
      "AND NOT EXISTS (SELECT 1 FROM webhook_deliveries o WHERE o.webhook_id = d.webhook_id "
      "AND o.state = 'pending' AND o.claimed_until >= ?)"_s;

} // namespace

WebhookDeliveryRepository::WebhookDeliveryRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

qint64 WebhookDeliveryRepository::insert(qint64 webhookId, const QString &messageId,
    const QByteArray &payload, const QString &cursor, qint64 now) const
{
    QSqlQuery row = Sql::run(m_db,
        u"INSERT INTO webhook_deliveries (webhook_id, message_id, payload, cursor, state, "
        "next_attempt_at, created_at, retry_from) VALUES (?, ?, ?, ?, 'pending', ?, ?, ?) "
        "RETURNING id"_s,
        { webhookId, messageId, QString::fromUtf8(payload), cursor, now, now, now });
    row.next();
    return row.value(0).toLongLong();
}

QList<WebhookDeliveryRepository::Claimed> WebhookDeliveryRepository::claimDue(
    qint64 now, int limit, const QString &claimant, qint64 claimUntil) const
{
    const QString lock = Sql::isPostgres(m_db) ? u" FOR UPDATE OF d SKIP LOCKED"_s : QString();
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT d.id, d.webhook_id, d.message_id, d.payload, d.attempts, d.retry_from, w.url, "
        "w.secret, CASE WHEN w.previous_secret_until > ? THEN w.previous_secret END, "
        "d.failures FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id "
        "WHERE "_s
            + dueCondition + u" ORDER BY d.next_attempt_at, d.id LIMIT ?"_s + lock,
        { now, now, now, now, limit });
    QList<Claimed> claimed;
    QSet<qint64> webhooks;
    while (rows.next()) {
        // One delivery per webhook (a redelivery beside a pending one waits for it).
        if (webhooks.contains(rows.value(1).toLongLong()))
            continue;
        webhooks.insert(rows.value(1).toLongLong());
        Claimed delivery;
        delivery.id = rows.value(0).toLongLong();
        delivery.webhookId = rows.value(1).toLongLong();
        delivery.messageId = rows.value(2).toString();
        delivery.payload = rows.value(3).toString().toUtf8();
        delivery.attempts = rows.value(4).toInt();
        delivery.retryFrom = rows.value(5).toLongLong();
        delivery.url = rows.value(6).toString();
        delivery.secret = rows.value(7).toString();
        delivery.previousSecret = rows.value(8).toString();
        delivery.failures = rows.value(9).toInt();
        claimed << delivery;
    }
    rows.finish();
    for (const Claimed &delivery : std::as_const(claimed)) {
        Sql::run(m_db,
            u"UPDATE webhook_deliveries SET claimed_until = ?, claimed_by = ? WHERE id = ?"_s,
            { claimUntil, claimant, delivery.id });
    }
    return claimed;
}

bool WebhookDeliveryRepository::anyDue(qint64 now) const
{
    QSqlQuery row = Sql::run(m_db,
        u"SELECT 1 FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id WHERE "_s
            + dueCondition + u" LIMIT 1"_s,
        { now, now, now });
    return row.next();
}

void WebhookDeliveryRepository::releaseClaims(const QString &claimant) const
{
    Sql::run(m_db,
        u"UPDATE webhook_deliveries SET claimed_until = 0 WHERE claimed_by = ? "
        "AND state = 'pending' AND claimed_until > 0"_s,
        { claimant });
}

void WebhookDeliveryRepository::succeeded(qint64 id, const Attempt &attempt) const
{
    Sql::run(m_db,
        u"UPDATE webhook_deliveries SET state = 'ok', attempts = attempts + 1, last_status = ?, "
        "last_duration_ms = ?, last_answer = ?, last_error = NULL, last_attempt_at = ?, "
        "finished_at = ?, claimed_until = 0 WHERE id = ?"_s,
        { attempt.statusCode, attempt.durationMs, attempt.answer, attempt.at, attempt.at, id });
}

void WebhookDeliveryRepository::retryLater(
    qint64 id, const Attempt &attempt, qint64 nextAttemptAt) const
{
    Sql::run(m_db,
        u"UPDATE webhook_deliveries SET attempts = attempts + 1, failures = failures + 1, "
        "last_status = ?, last_duration_ms = ?, last_answer = ?, last_error = ?, "
        "last_attempt_at = ?, next_attempt_at = ?, claimed_until = 0 "
        "WHERE id = ? AND state = 'pending'"_s,
        { attempt.statusCode == 0 ? QVariant(QMetaType::fromType<int>())
                                  : QVariant(attempt.statusCode),
            attempt.durationMs, Sql::nullable(attempt.answer), Sql::nullable(attempt.error),
            attempt.at, nextAttemptAt, id });
}

void WebhookDeliveryRepository::gaveUp(qint64 id, const Attempt &attempt) const
{
    Sql::run(m_db,
        u"UPDATE webhook_deliveries SET state = 'failed', attempts = attempts + 1, "
        "last_status = ?, last_duration_ms = ?, last_answer = ?, last_error = ?, "
        "last_attempt_at = ?, finished_at = ?, claimed_until = 0 WHERE id = ?"_s,
        { attempt.statusCode == 0 ? QVariant(QMetaType::fromType<int>())
                                  : QVariant(attempt.statusCode),
            attempt.durationMs, Sql::nullable(attempt.answer), Sql::nullable(attempt.error),
            attempt.at, attempt.at, id });
}

WebhookDeliveryRepository::Page WebhookDeliveryRepository::list(
    qint64 webhookId, Status status, qint64 page, int perPage) const
{
    PagedSelect select(u" FROM webhook_deliveries"_s, u"webhook_id = ?"_s, { webhookId });
    if (const QString condition = conditionOf(status); !condition.isEmpty())
        select.where(condition);
    Page result;
    result.total = select.total(m_db);
    QSqlQuery rows = select.rows(m_db, columns, u"id DESC"_s, page, perPage);
    while (rows.next())
        result.items.append(deliveryOf(rows));
    return result;
}

std::optional<QJsonObject> WebhookDeliveryRepository::find(qint64 webhookId, qint64 id) const
{
    QSqlQuery row = Sql::run(m_db,
        u"SELECT "_s + columns + u" FROM webhook_deliveries WHERE id = ? AND webhook_id = ?"_s,
        { id, webhookId });
    if (!row.next())
        return std::nullopt;
    return deliveryOf(row);
}

bool WebhookDeliveryRepository::redeliver(qint64 webhookId, qint64 id, qint64 now) const
{
    QSqlQuery updated = Sql::run(m_db,
        u"UPDATE webhook_deliveries SET state = 'pending', next_attempt_at = ?, failures = 0, "
        "retry_from = ?, finished_at = NULL WHERE id = ? AND webhook_id = ?"_s,
        { now, now, id, webhookId });
    return updated.numRowsAffected() > 0;
}

void WebhookDeliveryRepository::prune(qint64 before) const
{
    Sql::run(m_db, u"DELETE FROM webhook_deliveries WHERE state <> 'pending' AND created_at < ?"_s,
        { before });
}
