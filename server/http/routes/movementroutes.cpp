#include "common/productcodes.h"
#include "server/domain/cachetags.h"
#include "server/http/paramreader.h"
#include "server/http/requestcontext.h"
#include "server/http/router.h"
#include "server/http/routes/paging.h"
#include "server/http/routes/routes.h"
#include "server/services/stockservice.h"
#include "server/storage/movementrepository.h"
#include "server/storage/stockrepository.h"

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
    const QString code = ProductCodes::stripSeparators(params.optionalText(u"code"_s));
    MovementRepository::Filter filter;
    filter.reason = params.oneOf(u"reason"_s, StockService::reasons(), QString());
    filter.since = params.timestamp(u"since"_s);
    filter.until = params.timestamp(u"until"_s);
    MovementRepository::Position position;
    position.before = params.optionalId(u"before"_s);
    if (!position.before)
        position.page = params.page();
    position.perPage = params.perPage();
    params.finish();

    if (!code.isEmpty()) {
        const auto target
            = StockRepository(context.db)
                  .find(sellerId, ProductCodes::normalizeIsbn(ProductCodes::stripPriceAddOn(code)),
                      code);
        // An unknown code has no movements: an empty page, like any filter matching nothing.
        filter.productPk = target ? target->productPk : 0;
        if (target && target->variantId)
            filter.variantId = target->variantId;
    }
    const auto result = MovementRepository(context.db).list(sellerId, filter, position);
    return HttpResponse::success(
        result.items, Paging::metaA(position.page, position.perPage, result.total));
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
