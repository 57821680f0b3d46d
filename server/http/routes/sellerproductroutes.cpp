#include <QJsonObject>

#include "server/domain/cachetags.h"
#include "server/http/apierror.h"
#include "server/http/requestcontext.h"
#include "server/http/router.h"
#include "server/http/routes/jsonwrite.h"
#include "server/http/routes/routes.h"
#include "server/services/productservice.h"

using namespace Qt::StringLiterals;

namespace {

HttpResponse successWith(const QJsonObject &data, int status = 200)
{
    return HttpResponse::json({ { u"status"_s, u"success"_s }, { u"data"_s, data } }, status);
}

// A product's name, price, codes and whether it is active show in every list, search,
// suggestion and page of the catalog: such a (rare) write drops every cached response.
QStringList catalogChanged()
{
    return { CacheTags::everything() };
}

// POST products/mine: {type, code, name, price, old_price?, author?, publisher?,
// category_id?, description?, pages?, image?, stock?, reorder_level?, reorder_quantity?,
// supplier_id?} → 201 the /products/mine item; 409 code_exists; 422.
HttpResponse handleCreate(RequestContext &context)
{
    const QString appId = context.key->appId;
    const qint64 sellerId = *context.key->sellerId;
    return JsonWrite::run(context, [=](const QJsonObject &body) -> JsonWrite::Work {
        const ProductService::CreateRequest request = ProductService::parseCreate(body);
        return [=](const QSqlDatabase &db, const QString &idempotencyKey) {
            return JsonWrite::Result {
                successWith(
                    ProductService(db, appId, sellerId).create(request, idempotencyKey), 201),
                catalogChanged()
            };
        };
    });
}

// PATCH products/mine/{type}/{id}: any of {name, price, old_price, reorder_level,
// reorder_quantity, supplier_id, active} → 200 the item (inactive ones too); stock → 422;
// 404 another seller's or unknown; 409 code_exists when reactivating.
HttpResponse handlePatch(RequestContext &context)
{
    const QString type = context.args.at(0);
    if (type != "book"_L1 && type != "stationery"_L1)
        throw ApiError::notFound(u"The type is book or stationery."_s);
    const QString appId = context.key->appId;
    const qint64 sellerId = *context.key->sellerId;
    const qint64 id = context.intArg(1);
    return JsonWrite::run(context, [=](const QJsonObject &body) -> JsonWrite::Work {
        const ProductChanges changes = ProductService::parsePatch(body);
        return [=](const QSqlDatabase &db, const QString &) {
            return JsonWrite::Result {
                successWith(ProductService(db, appId, sellerId).patch(type, id, changes)),
                catalogChanged()
            };
        };
    });
}

} // namespace

void Routes::registerSellerProductRoutes(Router &router)
{
    router.add("POST", u"products/mine"_s, handleCreate, Router::Access::StockWrite);
    router.add("PATCH", u"products/mine/{type}/{int}"_s, handlePatch, Router::Access::StockWrite);
}
