#include "server/services/webhookservice.h"

#include <QDateTime>
#include <QRandomGenerator>

#include "server/domain/domainerror.h"
#include "server/services/bodyreader.h"
#include "server/services/webhookaddresspolicy.h"
#include "server/storage/webhookdeliveryrepository.h"
#include "server/storage/webhookrepository.h"

using namespace Qt::StringLiterals;

namespace {

const QStringList knownTypes { u"product"_s, u"category"_s, u"seller"_s, u"stock"_s };

QJsonValue timeOf(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs);
}

// types: an array (or a comma-separated string) of known types, at least one; in the
// canonical order.
std::optional<QStringList> typesOf(const QJsonValue &value, bool sellerKey, QString *problem)
{
    QStringList given;
    if (value.isArray()) {
        for (const QJsonValue &item : value.toArray()) {
            if (!item.isString()) {
                *problem = u"must be an array of strings"_s;
                return std::nullopt;
            }
            given << item.toString().trimmed();
        }
    } else if (value.isString()) {
        given = value.toString().split(u',', Qt::SkipEmptyParts);
        for (QString &type : given)
            type = type.trimmed();
    } else {
        *problem = u"must be an array of: product, category, seller, stock"_s;
        return std::nullopt;
    }
    if (given.isEmpty()) {
        *problem = u"must name at least one of: product, category, seller, stock"_s;
        return std::nullopt;
    }
    for (const QString &type : std::as_const(given)) {
        if (!knownTypes.contains(type)) {
            *problem = u"unknown type '%1' (known: product, category, seller, stock)"_s.arg(type);
            return std::nullopt;
        }
    }
    if (given.contains(u"stock"_s) && !sellerKey) {
        *problem = u"stock needs a seller-scoped key (its seller's movements)"_s;
        return std::nullopt;
    }
    QStringList types;
    for (const QString &type : knownTypes) {
        if (given.contains(type))
            types << type;
    }
    return types;
}

} // namespace

WebhookService::Fields WebhookService::parse(
    const QJsonObject &body, bool create, bool sellerKey, const WebhookAddressPolicy &addresses)
{
    BodyReader reader(body);
    Fields fields;
    if (create || reader.has(u"url"_s)) {
        const QString url = reader.text(u"url"_s, 2000, true);
        if (!url.isEmpty()) {
            const QString problem = WebhookAddressPolicy::urlProblem(QUrl(url, QUrl::StrictMode));
            if (problem.isEmpty())
                fields.url = url;
            else
                reader.report(u"url"_s, problem);
        }
    }
    if (create || reader.has(u"types"_s)) {
        QString problem;
        fields.types = typesOf(body.value(u"types"_s), sellerKey, &problem);
        if (!fields.types)
            reader.report(u"types"_s, problem);
    }
    if (reader.has(u"description"_s) && !reader.isNull(u"description"_s))
        fields.description = reader.text(u"description"_s, 500, false);
    if (!create && reader.has(u"active"_s)) {
        if (body.value(u"active"_s).isBool())
            fields.active = body.value(u"active"_s).toBool();
        else
            reader.report(u"active"_s, u"must be true or false"_s);
    }
    reader.finish();
    if (fields.url) {
        const WebhookAddressPolicy::Target target = addresses.resolve(*fields.url);
        if (target.internal) {
            DomainError refused = DomainError::invalid(u"url_not_allowed"_s,
                u"The webhook URL may not be called: %1."_s.arg(target.problem));
            refused.fields = { { u"url"_s, target.problem } };
            throw refused;
        }
        if (!target.problem.isEmpty())
            throw DomainError::validation(u"url"_s, target.problem);
    }
    return fields;
}

QString WebhookService::newSecret()
{
    QByteArray bytes(32, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(
        reinterpret_cast<quint32 *>(bytes.data()), bytes.size() / int(sizeof(quint32)));
    return u"whsec_"_s + QString::fromLatin1(bytes.toBase64());
}

QJsonObject WebhookService::jsonOf(const WebhookRepository::Webhook &webhook)
{
    return {
        { u"id"_s, webhook.id },
        { u"url"_s, webhook.url },
        { u"types"_s, QJsonArray::fromStringList(webhook.types) },
        { u"description"_s, webhook.description },
        { u"active"_s, webhook.active },
        { u"disabled_reason"_s,
            webhook.active || webhook.disabledReason.isEmpty() ? QJsonValue()
                                                               : webhook.disabledReason },
        { u"previous_secret_expires_at"_s,
            webhook.previousSecret.isEmpty() ? QJsonValue() : timeOf(webhook.previousSecretUntil) },
        { u"created_at"_s, timeOf(webhook.createdAt) },
        { u"updated_at"_s, timeOf(webhook.updatedAt) },
    };
}

WebhookService::WebhookService(QSqlDatabase db, QString appId, std::optional<qint64> sellerId)
    : m_db(std::move(db))
    , m_appId(std::move(appId))
    , m_sellerId(sellerId)
{ }

WebhookRepository::Webhook WebhookService::owned(qint64 id) const
{
    const auto webhook = WebhookRepository(m_db).find(m_appId, id);
    if (!webhook)
        throw DomainError::notFound(u"No such webhook of this key."_s);
    return *webhook;
}

QJsonArray WebhookService::list() const
{
    QJsonArray items;
    for (const auto &webhook : WebhookRepository(m_db).list(m_appId))
        items.append(jsonOf(webhook));
    return items;
}

QJsonObject WebhookService::find(qint64 id) const
{
    return jsonOf(owned(id));
}

QJsonObject WebhookService::create(
    const Fields &fields, const QString &feedHead, const QString &movementHead, qint64 now) const
{
    const WebhookRepository webhooks(m_db);
    if (webhooks.count(m_appId) >= maxPerKey) {
        throw DomainError::invalid(u"too_many_webhooks"_s,
            u"A key has at most %1 webhooks; delete one first."_s.arg(maxPerKey));
    }
    WebhookRepository::Webhook webhook;
    webhook.appId = m_appId;
    webhook.sellerId = m_sellerId;
    webhook.url = *fields.url;
    webhook.types = *fields.types;
    webhook.description = fields.description.value_or(QString());
    webhook.secret = newSecret();
    webhook.feedPosition = feedHead;
    webhook.movementPosition = movementHead;
    webhook.createdAt = now;
    webhook.id = webhooks.insert(webhook);
    QJsonObject result = jsonOf(owned(webhook.id));
    result.insert(u"secret"_s, webhook.secret);
    return result;
}

QJsonObject WebhookService::update(qint64 id, const Fields &fields, qint64 now) const
{
    WebhookRepository::Webhook webhook = owned(id);
    const WebhookRepository webhooks(m_db);
    if (fields.url)
        webhook.url = *fields.url;
    if (fields.types)
        webhook.types = *fields.types;
    if (fields.description)
        webhook.description = *fields.description;
    const bool disabling = fields.active && !*fields.active && webhook.active;
    if (fields.active) {
        webhook.active = *fields.active;
        if (webhook.active)
            webhook.disabledReason.clear();
    }
    webhooks.update(webhook, now);
    if (disabling)
        webhooks.disable(id, u"disabled by its key"_s, now);
    return jsonOf(owned(id));
}

QJsonObject WebhookService::rotate(qint64 id, qint64 now) const
{
    WebhookRepository::Webhook webhook = owned(id);
    webhook.previousSecret = webhook.secret;
    webhook.previousSecretUntil = now + rotationOverlapMs;
    webhook.secret = newSecret();
    WebhookRepository(m_db).update(webhook, now);
    QJsonObject result = jsonOf(owned(id));
    result.insert(u"secret"_s, webhook.secret);
    return result;
}

void WebhookService::remove(qint64 id) const
{
    if (!WebhookRepository(m_db).remove(m_appId, id))
        throw DomainError::notFound(u"No such webhook of this key."_s);
}

ListPage WebhookService::deliveries(
    qint64 id, WebhookDeliveryStatus status, qint64 page, int perPage) const
{
    owned(id);
    return ListPage::of(WebhookDeliveryRepository(m_db).list(id, status, page, perPage));
}

QJsonObject WebhookService::redeliver(qint64 id, qint64 deliveryId, qint64 now) const
{
    const WebhookRepository::Webhook webhook = owned(id);
    const WebhookDeliveryRepository deliveries(m_db);
    if (!deliveries.find(id, deliveryId))
        throw DomainError::notFound(u"No such delivery of this webhook."_s);
    if (!webhook.active) {
        throw DomainError::conflict(u"webhook_inactive"_s,
            u"The webhook is disabled; enable it (PATCH active: true) first."_s);
    }
    deliveries.redeliver(id, deliveryId, now);
    return *deliveries.find(id, deliveryId);
}
