#pragma once

#include <QList>
#include <QObject>
#include <functional>

#include "net/apiresult.h"
#include "net/webhookresources.h"

class ApiClient;
class ApiRequest;

// The console's calls of contract §13 (the key's webhooks), through the ApiClient's request
// engine like ReportClient: shared pacing and retries; writes carry an Idempotency-Key.
// Callbacks run on `context`'s thread and are dropped when `context` is gone.
class WebhookClient final : public QObject
{
    Q_OBJECT
public:
    template<typename T> using Callback = std::function<void(const ApiResult &, const T &)>;
    struct DeliveryPage
    {
        QList<WebhookDelivery> items;
        qint64 total = 0;
    };

    explicit WebhookClient(ApiClient *client, QObject *parent = nullptr);

    ApiRequest *list(QObject *context, Callback<QList<Webhook>> callback);
    ApiRequest *create(const QString &url, const QStringList &types, const QString &description,
        QObject *context, Callback<WebhookWithSecret> callback);
    ApiRequest *setActive(qint64 id, bool active, QObject *context, Callback<Webhook> callback);
    ApiRequest *rotate(qint64 id, QObject *context, Callback<WebhookWithSecret> callback);
    ApiRequest *remove(qint64 id, QObject *context, Callback<bool> callback);
    // status: empty (all), ok or failed; newest first.
    ApiRequest *deliveries(qint64 id, const QString &status, int page, QObject *context,
        Callback<DeliveryPage> callback);
    ApiRequest *redeliver(
        qint64 id, qint64 deliveryId, QObject *context, Callback<WebhookDelivery> callback);

    static bool parseWebhook(const QByteArray &body, Webhook *webhook);
    static bool parseWebhooks(const QByteArray &body, QList<Webhook> *webhooks);
    static bool parseWithSecret(const QByteArray &body, WebhookWithSecret *created);
    static bool parseDelivery(const QByteArray &body, WebhookDelivery *delivery);
    static bool parseDeliveries(const QByteArray &body, DeliveryPage *page);

private:
    ApiClient *m_client;
};
