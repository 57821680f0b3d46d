#include <QJsonObject>

#include "server/domain/cachetags.h"
#include "server/http/requestcontext.h"
#include "server/http/router.h"
#include "server/http/routes/jsonwrite.h"
#include "server/http/routes/routes.h"
#include "server/services/stockservice.h"

using namespace Qt::StringLiterals;

namespace {

HttpResponse handleStockUpdate(RequestContext &context)
{
    const QString appId = context.key->appId;
    const qint64 sellerId = *context.key->sellerId;
    const QSqlDatabase requestDb = context.db;
    return JsonWrite::run(context, [=](const QJsonObject &body) -> JsonWrite::Work {
        const StockService::Request request = StockService::parse(body);
        // PostgreSQL: the batch runs its updates in the rows' order (remembered from the code's
        // last update, or read here, off the writer), all in one statement (JsonWrite sets this
        // one's idempotency key), and an update needs no savepoint of its own.
        WriteQueue::Options options;
        options.lockOrder = StockService::lockOrder(requestDb, sellerId, request);
        options.savepoint = false;
        options.stockUpdate = std::make_shared<StockRepository::BatchedUpdate>();
        options.stockUpdate->update = StockService(requestDb, appId, sellerId).update(request, {});
        const auto batched = options.stockUpdate;
        return { [=](const QSqlDatabase &db, const QString &idempotencyKey) {
                    const QJsonObject success = StockService(db, appId, sellerId)
                                                    .apply(request, idempotencyKey, batched.get());
                    return JsonWrite::Result { HttpResponse::json(success),
                        CacheTags::forStockChange(success.value(u"type"_s).toString(),
                            success.value(u"id"_s).toInteger(), sellerId) };
                },
            options };
    });
}

} // namespace

void Routes::registerStockRoutes(Router &router)
{
    // POST products/stock/by-code: {code, stock | delta, expected_stock?} → spec 2.10 at top
    // level; 415, 413, 400 invalid_json / invalid_idempotency_key, 422 (validation_failed,
    // stock_would_be_negative, stock_out_of_range, has_variants), 404, 409.
    router.add("POST", u"products/stock/by-code"_s, handleStockUpdate, Router::Access::StockWrite);
}
