#include <QDateTime>
#include <QJsonObject>

#include "server/domain/domainerror.h"
#include "server/http/paramreader.h"
#include "server/http/requestcontext.h"
#include "server/http/router.h"
#include "server/http/routes/jsonwrite.h"
#include "server/http/routes/paging.h"
#include "server/http/routes/routes.h"
#include "server/http/securitylog.h"
#include "server/http/serversettings.h"
#include "server/services/webhookaddresspolicy.h"
#include "server/services/webhookfeed.h"
#include "server/services/webhookservice.h"

using namespace Qt::StringLiterals;

// The key's webhooks (contract §13), ability `webhooks`. Never cached: the dispatcher changes
// their state (disabled, deliveries) without a request.
namespace {

qint64 nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

HttpResponse successWith(const QJsonValue &data, int status = 200)
{
    return HttpResponse::json({ { u"status"_s, u"success"_s }, { u"data"_s, data } }, status);
}

WebhookService serviceOf(const QSqlDatabase &db, const RequestContext &context)
{
    return WebhookService(db, context.key->appId, context.key->sellerId);
}

WebhookAddressPolicy addressesOf(const RequestContext &context)
{
    return WebhookAddressPolicy(context.settings ? context.settings->webhookAllow : QList<Cidr>());
}

// Reads a create or patch body. A URL refused as an internal address (SSRF, contract §13) is
// a security event, logged like a failed login: by the client that asked for it.
WebhookService::Fields parseFields(const QJsonObject &body, bool create, bool sellerKey,
    const WebhookAddressPolicy &addresses, SecurityLog *log, const QHostAddress &peer)
{
    try {
        return WebhookService::parse(body, create, sellerKey, addresses);
    } catch (const DomainError &error) {
        if (log && error.code == "url_not_allowed"_L1)
            log->record(peer, "url_not_allowed"_L1, "webhook_registration"_L1);
        throw;
    }
}

// GET webhooks → the key's webhooks by id (never their secrets).
HttpResponse handleList(RequestContext &context)
{
    return successWith(serviceOf(context.db, context).list());
}

// GET webhooks/{id} → the webhook; 404 for another key's.
HttpResponse handleRead(RequestContext &context)
{
    return successWith(serviceOf(context.db, context).find(context.intArg(0)));
}

// POST webhooks {url, types, description?} → 201 {id, url, types, active, ..., secret}; 422
// validation_failed, url_not_allowed, too_many_webhooks.
HttpResponse handleCreate(RequestContext &context)
{
    const WebhookAddressPolicy addresses = addressesOf(context);
    SecurityLog *const log = context.securityLog;
    const QHostAddress peer = context.peer;
    const QString appId = context.key->appId;
    const std::optional<qint64> sellerId = context.key->sellerId;
    return JsonWrite::run(context, [=](const QJsonObject &body) -> JsonWrite::Work {
        const WebhookService::Fields fields
            = parseFields(body, true, sellerId.has_value(), addresses, log, peer);
        return [=](const QSqlDatabase &db, const QString &) {
            const WebhookFeed::Heads heads = WebhookFeed::heads(db, sellerId);
            return JsonWrite::Result {
                successWith(WebhookService(db, appId, sellerId)
                                .create(fields, heads.feed, heads.movements, nowMs()),
                    201),
                {}
            };
        };
    });
}

// PATCH webhooks/{id}: any of {url, types, description, active} → 200; 404; 422.
HttpResponse handleUpdate(RequestContext &context)
{
    const WebhookAddressPolicy addresses = addressesOf(context);
    SecurityLog *const log = context.securityLog;
    const QHostAddress peer = context.peer;
    const QString appId = context.key->appId;
    const std::optional<qint64> sellerId = context.key->sellerId;
    const qint64 id = context.intArg(0);
    return JsonWrite::run(context, [=](const QJsonObject &body) -> JsonWrite::Work {
        const WebhookService::Fields fields
            = parseFields(body, false, sellerId.has_value(), addresses, log, peer);
        return [=](const QSqlDatabase &db, const QString &) {
            return JsonWrite::Result {
                successWith(WebhookService(db, appId, sellerId).update(id, fields, nowMs())), {}
            };
        };
    });
}

// DELETE webhooks/{id} → 200 {id, deleted: true}; its deliveries go with it; 404.
HttpResponse handleDelete(RequestContext &context)
{
    const QString appId = context.key->appId;
    const std::optional<qint64> sellerId = context.key->sellerId;
    const qint64 id = context.intArg(0);
    return JsonWrite::run(context, [=](const QJsonObject &) -> JsonWrite::Work {
        return [=](const QSqlDatabase &db, const QString &) {
            WebhookService(db, appId, sellerId).remove(id);
            return JsonWrite::Result {
                successWith(QJsonObject { { u"id"_s, id }, { u"deleted"_s, true } }), {}
            };
        };
    });
}

// POST webhooks/{id}/rotate → 200 the webhook with its new secret; the old one signs too for
// 24 h (previous_secret_expires_at).
HttpResponse handleRotate(RequestContext &context)
{
    const QString appId = context.key->appId;
    const std::optional<qint64> sellerId = context.key->sellerId;
    const qint64 id = context.intArg(0);
    return JsonWrite::run(context, [=](const QJsonObject &) -> JsonWrite::Work {
        return [=](const QSqlDatabase &db, const QString &) {
            return JsonWrite::Result {
                successWith(WebhookService(db, appId, sellerId).rotate(id, nowMs())), {}
            };
        };
    });
}

// GET webhooks/{id}/deliveries?status=ok|failed|pending&page=&per_page= → newest first,
// meta A; kept 7 days.
HttpResponse handleDeliveries(RequestContext &context)
{
    ParamReader params(context);
    const QString status
        = params.oneOf(u"status"_s, { u"any"_s, u"ok"_s, u"failed"_s, u"pending"_s }, u"any"_s);
    const qint64 page = params.page();
    const int perPage = params.perPage();
    params.finish();
    using Status = WebhookDeliveryStatus;
    const Status filter = status == "ok"_L1 ? Status::Ok
        : status == "failed"_L1             ? Status::Failed
        : status == "pending"_L1            ? Status::Pending
                                            : Status::Any;
    const auto result
        = serviceOf(context.db, context).deliveries(context.intArg(0), filter, page, perPage);
    return HttpResponse::success(result.items, Paging::metaA(page, perPage, result.total));
}

// POST webhooks/{id}/deliveries/{delivery_id}/redeliver → 200 the delivery, due now with the
// same webhook-id; 404; 409 webhook_inactive.
HttpResponse handleRedeliver(RequestContext &context)
{
    const QString appId = context.key->appId;
    const std::optional<qint64> sellerId = context.key->sellerId;
    const qint64 id = context.intArg(0);
    const qint64 deliveryId = context.intArg(1);
    return JsonWrite::run(context, [=](const QJsonObject &) -> JsonWrite::Work {
        return [=](const QSqlDatabase &db, const QString &) {
            return JsonWrite::Result {
                successWith(WebhookService(db, appId, sellerId).redeliver(id, deliveryId, nowMs())),
                {}
            };
        };
    });
}

} // namespace

void Routes::registerWebhookRoutes(Router &router)
{
    using Access = Router::Access;
    router.add("GET", u"webhooks"_s, handleList, Access::Webhooks).uncached = true;
    router.add("POST", u"webhooks"_s, handleCreate, Access::Webhooks);
    router.add("GET", u"webhooks/{int}"_s, handleRead, Access::Webhooks).uncached = true;
    router.add("PATCH", u"webhooks/{int}"_s, handleUpdate, Access::Webhooks);
    router.add("DELETE", u"webhooks/{int}"_s, handleDelete, Access::Webhooks);
    router.add("POST", u"webhooks/{int}/rotate"_s, handleRotate, Access::Webhooks);
    router.add("GET", u"webhooks/{int}/deliveries"_s, handleDeliveries, Access::Webhooks).uncached
        = true;
    router.add(
        "POST", u"webhooks/{int}/deliveries/{int}/redeliver"_s, handleRedeliver, Access::Webhooks);
}
