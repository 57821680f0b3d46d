#include <QJsonObject>

#include "server/domain/cachetags.h"
#include "server/http/paramreader.h"
#include "server/http/requestcontext.h"
#include "server/http/router.h"
#include "server/http/routes/jsonwrite.h"
#include "server/http/routes/paging.h"
#include "server/http/routes/routes.h"
#include "server/services/orderservice.h"

using namespace Qt::StringLiterals;

namespace {

HttpResponse successWith(const QJsonObject &data, int status = 200)
{
    return HttpResponse::json({ { u"status"_s, u"success"_s }, { u"data"_s, data } }, status);
}

// POST products/stock/orders: {supplier_id, reference?, note?, lines: [{code, quantity,
// cost?}]} → 201 the order with its lines; 422 naming lines[i].code.
HttpResponse handleCreate(RequestContext &context)
{
    const qint64 sellerId = *context.key->sellerId;
    return JsonWrite::run(context, [=](const QJsonObject &body) -> JsonWrite::Work {
        const OrderService::CreateRequest request = OrderService::parseCreate(body);
        return [=](const QSqlDatabase &db, const QString &) {
            return JsonWrite::Result { successWith(OrderService(db, sellerId).create(request), 201),
                { CacheTags::goods(sellerId) } };
        };
    });
}

// POST products/stock/orders/{id}/close (→ closed) and .../cancel (→ cancelled, only while
// nothing was received: else 409 order_received); 409 order_closed; no body needed.
HttpResponse handleAction(RequestContext &context, bool close)
{
    const qint64 sellerId = *context.key->sellerId;
    const qint64 id = context.intArg(0);
    return JsonWrite::run(context, [=](const QJsonObject &) -> JsonWrite::Work {
        return [=](const QSqlDatabase &db, const QString &) {
            const OrderService orders(db, sellerId);
            return JsonWrite::Result { successWith(close ? orders.close(id) : orders.cancel(id)),
                { CacheTags::goods(sellerId) } };
        };
    });
}

// GET products/stock/orders?status=&supplier_id=&page=&per_page= → meta A, totals per order.
HttpResponse handleList(RequestContext &context)
{
    ParamReader params(context);
    const QString status = params.oneOf(u"status"_s,
        { u"open"_s, u"partially_received"_s, u"received"_s, u"closed"_s, u"cancelled"_s },
        QString());
    const std::optional<qint64> supplierId = params.optionalId(u"supplier_id"_s);
    const qint64 page = params.page();
    const int perPage = params.perPage();
    params.finish();
    const ListPage result
        = OrderService(context.db, *context.key->sellerId).list(status, supplierId, page, perPage);
    return HttpResponse::success(result.items, Paging::metaA(page, perPage, result.total));
}

// GET products/stock/reorder?supplier_id=&page=&per_page= → meta A (contract §11).
HttpResponse handleReorder(RequestContext &context)
{
    ParamReader params(context);
    const std::optional<qint64> supplierId = params.optionalId(u"supplier_id"_s);
    const qint64 page = params.page();
    const int perPage = params.perPage();
    params.finish();
    const ListPage result
        = OrderService(context.db, *context.key->sellerId).reorder(supplierId, page, perPage);
    return HttpResponse::success(result.items, Paging::metaA(page, perPage, result.total));
}

} // namespace

void Routes::registerOrderRoutes(Router &router)
{
    const auto goods = [](const RequestContext &context) {
        return QStringList { CacheTags::goods(*context.key->sellerId) };
    };
    auto &list
        = router.add("GET", u"products/stock/orders"_s, handleList, Router::Access::SellerRead);
    auto &one = router.add(
        "GET", u"products/stock/orders/{int}"_s,
        [](RequestContext &context) {
            return HttpResponse::success(
                OrderService(context.db, *context.key->sellerId).read(context.intArg(0)));
        },
        Router::Access::SellerRead);
    for (auto *route : { &list, &one }) {
        route->sellerScopedCache = true;
        route->cacheTags = goods;
    }
    // Stock, reorder levels and what is on order: stock changes, product edits and orders.
    auto &reorder
        = router.add("GET", u"products/stock/reorder"_s, handleReorder, Router::Access::SellerRead);
    reorder.sellerScopedCache = true;
    reorder.cacheTags = [](const RequestContext &context) {
        return QStringList { CacheTags::goods(*context.key->sellerId),
            CacheTags::mine(*context.key->sellerId) };
    };
    // The body an order of the most lines may need (contract §11): its longest line,
    // {"code":"<64 characters>","quantity":100000,"cost":9223372036854775807}, is 121 bytes
    // written compactly; 256 leave room for pretty-printing. 64 KiB for the rest.
    constexpr qsizetype longestLineBytes = 256;
    static_assert(OrderService::maximumCodeLength + 57 < longestLineBytes / 2);
    router.add("POST", u"products/stock/orders"_s, handleCreate, Router::Access::StockWrite)
        .maxBodyBytes
        = Router::defaultMaxBodyBytes + OrderService::maximumLines * longestLineBytes;
    router.add(
        "POST", u"products/stock/orders/{int}/close"_s,
        [](RequestContext &context) { return handleAction(context, true); },
        Router::Access::StockWrite);
    router.add(
        "POST", u"products/stock/orders/{int}/cancel"_s,
        [](RequestContext &context) { return handleAction(context, false); },
        Router::Access::StockWrite);
}
