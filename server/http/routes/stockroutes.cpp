#include <QJsonDocument>
#include <QJsonObject>

#include "server/http/apierror.h"
#include "server/http/cachetags.h"
#include "server/http/idempotency.h"
#include "server/http/requestcontext.h"
#include "server/http/responsecache.h"
#include "server/http/router.h"
#include "server/http/routes/routes.h"
#include "server/http/strictjson.h"
#include "server/services/stockservice.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype maximumBodyBytes = 64 * 1024;

HttpResponse handleStockUpdate(RequestContext &context)
{
    const QByteArray contentType = context.header("Content-Type").toLower();
    if (!contentType.startsWith("application/json")) {
        throw ApiError { 415, u"unsupported_media_type"_s,
            u"Send the body as JSON with Content-Type: application/json."_s, {}, {}, {} };
    }
    if (context.body.size() > maximumBodyBytes) {
        throw ApiError { 413, u"payload_too_large"_s, u"The body is larger than 64 KiB."_s, {}, {},
            {} };
    }

    IdempotencyScope idempotency(context);
    if (auto early = idempotency.begin())
        return *early;

    HttpResponse response;
    QJsonObject result;
    try {
        const StrictJson::Result body = StrictJson::parseObject(context.body);
        if (!body.object)
            throw ApiError::badRequest(u"invalid_json"_s, body.error);
        const StockService service(context.db, context.key->appId, *context.key->sellerId);
        result = service.update(*body.object, idempotency.key(), [&](const QJsonObject &success) {
            idempotency.store(200, QJsonDocument(success).toJson(QJsonDocument::Compact));
        });
        response = HttpResponse::json(result);
    } catch (const ApiError &error) {
        response = HttpResponse::fromError(error);
        if (idempotency.active()) {
            Sql::Transaction transaction(context.db);
            idempotency.store(response.status, response.body);
            transaction.commit();
        }
        return response;
    }
    // Before answering: no client may read stale stock after a write acknowledged to it.
    context.cache->invalidate(CacheTags::forStockChange(result.value(u"type"_s).toString(),
        result.value(u"id"_s).toInteger(), *context.key->sellerId));
    return response;
}

} // namespace

void Routes::registerStockRoutes(Router &router)
{
    // POST products/stock/by-code: {code, stock | delta, expected_stock?} → spec 2.10 at top
    // level; 415, 413, 400 invalid_json / invalid_idempotency_key, 422, 404, 409.
    router.add("POST", u"products/stock/by-code"_s, handleStockUpdate, Router::Access::StockWrite);
}
