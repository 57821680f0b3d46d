#include "common/productcodes.h"
#include "server/domain/cachetags.h"
#include "server/http/paramreader.h"
#include "server/http/requestcontext.h"
#include "server/http/router.h"
#include "server/http/routes/paging.h"
#include "server/http/routes/routes.h"
#include "server/services/movementservice.h"
#include "server/services/stockservice.h"

using namespace Qt::StringLiterals;

namespace {

// GET products/stock/movements: code, reason, since, until, page, per_page, before → meta A,
// newest first (contract §10). before=<movement id>: the page after that movement (keyset);
// page is then ignored and meta.page is 1. total: the whole filtered history.
HttpResponse handleMovements(RequestContext &context)
{
    if (Routes::isMovementFeed(context))
        return Routes::movementFeed(context);
    const qint64 sellerId = *context.key->sellerId;
    ParamReader params(context);
    MovementService::Query query;
    query.code = ProductCodes::stripSeparators(params.optionalText(u"code"_s));
    query.reason = params.oneOf(u"reason"_s, StockService::reasons(), QString());
    query.since = params.timestamp(u"since"_s);
    query.until = params.timestamp(u"until"_s);
    query.before = params.optionalId(u"before"_s);
    if (!query.before)
        query.page = params.page();
    query.perPage = params.perPage();
    params.finish();

    const ListPage result = MovementService(context.db, sellerId).list(query);
    return HttpResponse::success(
        result.items, Paging::metaA(query.page, query.perPage, result.total));
}

} // namespace

void Routes::registerMovementRoutes(Router &router)
{
    auto &movements = router.add(
        "GET", u"products/stock/movements"_s, handleMovements, Router::Access::SellerRead);
    movements.sellerScopedCache = true;
    movements.heavyRead = true; // years of a busy shop's history
    movements.uncachedIf = Routes::isMovementFeed; // the feed (contract §13) is never cached
    movements.cacheTags = [](const RequestContext &context) {
        return QStringList { CacheTags::movements(*context.key->sellerId) };
    };
}
