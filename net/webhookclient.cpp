#include "net/webhookclient.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrlQuery>

#include "net/apiclient.h"
#include "net/apirequest.h"
#include "net/envelopejson.h"
#include "net/parsedreply.h"
#include "net/requestengine.h"

using namespace Qt::StringLiterals;

namespace {

bool webhookOf(const QJsonObject &object, Webhook *webhook)
{
    if (!object.value(u"id"_s).isDouble() || !object.value(u"url"_s).isString())
        return false;
    webhook->id = object.value(u"id"_s).toInteger();
    webhook->url = object.value(u"url"_s).toString();
    webhook->types.clear();
    for (const QJsonValue &type : object.value(u"types"_s).toArray())
        webhook->types << type.toString();
    webhook->description = object.value(u"description"_s).toString();
    webhook->active = object.value(u"active"_s).toBool();
    webhook->disabledReason = object.value(u"disabled_reason"_s).toString();
    webhook->previousSecretExpiresAt
        = EnvelopeJson::time(object.value(u"previous_secret_expires_at"_s));
    webhook->createdAt = EnvelopeJson::time(object.value(u"created_at"_s));
    return true;
}

bool deliveryOf(const QJsonObject &object, WebhookDelivery *delivery)
{
    if (!object.value(u"id"_s).isDouble())
        return false;
    delivery->id = object.value(u"id"_s).toInteger();
    delivery->messageId = object.value(u"message_id"_s).toString();
    delivery->status = object.value(u"status"_s).toString();
    delivery->attempts = object.value(u"attempts"_s).toInt();
    if (object.value(u"status_code"_s).isDouble())
        delivery->statusCode = object.value(u"status_code"_s).toInt();
    delivery->durationMs = object.value(u"duration_ms"_s).toInteger();
    delivery->response = object.value(u"response"_s).toString();
    delivery->error = object.value(u"error"_s).toString();
    delivery->createdAt = EnvelopeJson::time(object.value(u"created_at"_s));
    delivery->lastAttemptAt = EnvelopeJson::time(object.value(u"last_attempt_at"_s));
    delivery->nextAttemptAt = EnvelopeJson::time(object.value(u"next_attempt_at"_s));
    return true;
}

} // namespace

WebhookClient::WebhookClient(ApiClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{ }

bool WebhookClient::parseWebhook(const QByteArray &body, Webhook *webhook)
{
    return webhookOf(EnvelopeJson::data(body).toObject(), webhook);
}

bool WebhookClient::parseWebhooks(const QByteArray &body, QList<Webhook> *webhooks)
{
    const QJsonValue data = EnvelopeJson::data(body);
    if (!data.isArray())
        return false;
    for (const QJsonValue &value : data.toArray()) {
        Webhook webhook;
        if (!webhookOf(value.toObject(), &webhook))
            return false;
        webhooks->append(webhook);
    }
    return true;
}

bool WebhookClient::parseWithSecret(const QByteArray &body, WebhookWithSecret *created)
{
    const QJsonObject data = EnvelopeJson::data(body).toObject();
    created->secret = data.value(u"secret"_s).toString();
    return webhookOf(data, &created->webhook) && created->secret.startsWith(u"whsec_"_s);
}

bool WebhookClient::parseDelivery(const QByteArray &body, WebhookDelivery *delivery)
{
    return deliveryOf(EnvelopeJson::data(body).toObject(), delivery);
}

bool WebhookClient::parseDeliveries(const QByteArray &body, DeliveryPage *page)
{
    QJsonObject meta;
    const QJsonValue data = EnvelopeJson::data(body, &meta);
    if (!data.isArray())
        return false;
    for (const QJsonValue &value : data.toArray()) {
        WebhookDelivery delivery;
        if (!deliveryOf(value.toObject(), &delivery))
            return false;
        page->items.append(delivery);
    }
    page->total = meta.value(u"total"_s).toInteger();
    return true;
}

ApiRequest *WebhookClient::list(QObject *context, Callback<QList<Webhook>> callback)
{
    return deliverParsed<QList<Webhook>>(this, m_client->engine()->get(u"/webhooks"_s, {}, {}),
        context, &WebhookClient::parseWebhooks, std::move(callback));
}

ApiRequest *WebhookClient::create(const QString &url, const QStringList &types,
    const QString &description, QObject *context, Callback<WebhookWithSecret> callback)
{
    const QJsonObject body { { u"url"_s, url.trimmed() },
        { u"types"_s, QJsonArray::fromStringList(types) },
        { u"description"_s, description.trimmed() } };
    return deliverParsed<WebhookWithSecret>(this,
        m_client->engine()->post(
            u"/webhooks"_s, EnvelopeJson::compact(body), ApiClient::newIdempotencyKey(), {}),
        context, &WebhookClient::parseWithSecret, std::move(callback));
}

ApiRequest *WebhookClient::setActive(
    qint64 id, bool active, QObject *context, Callback<Webhook> callback)
{
    return deliverParsed<Webhook>(this,
        m_client->engine()->patch(u"/webhooks/%1"_s.arg(id),
            EnvelopeJson::compact({ { u"active"_s, active } }), ApiClient::newIdempotencyKey(), {}),
        context, &WebhookClient::parseWebhook, std::move(callback));
}

ApiRequest *WebhookClient::rotate(qint64 id, QObject *context, Callback<WebhookWithSecret> callback)
{
    return deliverParsed<WebhookWithSecret>(this,
        m_client->engine()->post(
            u"/webhooks/%1/rotate"_s.arg(id), "{}", ApiClient::newIdempotencyKey(), {}),
        context, &WebhookClient::parseWithSecret, std::move(callback));
}

ApiRequest *WebhookClient::remove(qint64 id, QObject *context, Callback<bool> callback)
{
    return deliverParsed<bool>(
        this, m_client->engine()->remove(u"/webhooks/%1"_s.arg(id), {}), context,
        [](const QByteArray &body, bool *deleted) {
            *deleted = EnvelopeJson::data(body).toObject().value(u"deleted"_s).toBool();
            return *deleted;
        },
        std::move(callback));
}

ApiRequest *WebhookClient::deliveries(
    qint64 id, const QString &status, int page, QObject *context, Callback<DeliveryPage> callback)
{
    QUrlQuery query;
    if (!status.isEmpty())
        query.addQueryItem(u"status"_s, status);
    query.addQueryItem(u"page"_s, QString::number(page));
    query.addQueryItem(u"per_page"_s, u"50"_s);
    return deliverParsed<DeliveryPage>(this,
        m_client->engine()->get(u"/webhooks/%1/deliveries"_s.arg(id), query, {}), context,
        &WebhookClient::parseDeliveries, std::move(callback));
}

ApiRequest *WebhookClient::redeliver(
    qint64 id, qint64 deliveryId, QObject *context, Callback<WebhookDelivery> callback)
{
    return deliverParsed<WebhookDelivery>(this,
        m_client->engine()->post(u"/webhooks/%1/deliveries/%2/redeliver"_s.arg(id).arg(deliveryId),
            "{}", ApiClient::newIdempotencyKey(), {}),
        context, &WebhookClient::parseDelivery, std::move(callback));
}
