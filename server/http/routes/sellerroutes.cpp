#include "common/productcodes.h"
#include "server/domain/cachetags.h"
#include "server/http/apierror.h"
#include "server/http/paramreader.h"
#include "server/http/requestcontext.h"
#include "server/http/router.h"
#include "server/http/routes/paging.h"
#include "server/http/routes/routes.h"
#include "server/services/sellerservice.h"

using namespace Qt::StringLiterals;

namespace {

// GET products/sellers/{sellerId}/code/{code} and its alias .../isbn/{code} (the original's
// clients scan barcodes into it too): one product of the seller by ISBN (any valid form) or
// barcode (product or variant); 404 unknown seller/code.
HttpResponse codeLookup(RequestContext &context)
{
    const qint64 sellerId = context.intArg(0);
    const SellerService sellers(context.db);
    if (!sellers.exists(sellerId))
        throw ApiError::notFound(u"No such seller."_s);
    const auto product
        = sellers.productByCode(sellerId, ProductCodes::stripSeparators(context.args.at(1)));
    if (!product)
        throw ApiError::notFound(u"No product of this seller has this code."_s);
    return HttpResponse::success(*product);
}

} // namespace

void Routes::registerSellerRoutes(Router &router)
{
    // GET products/sellers/list: page; 20 sellers a page by id with latest_products. No meta.
    auto &sellerList = router.add("GET", u"products/sellers/list"_s, [](RequestContext &context) {
        ParamReader params(context);
        const qint64 page = params.page();
        params.finish();
        return HttpResponse::success(
            SellerService(context.db).list(page, Paging::fixedPageSize, 5));
    });
    sellerList.cacheTags
        = [](const RequestContext &) { return QStringList { CacheTags::sellers() }; };
    // GET products/sellers/by-qr/{token}: {id, name, rating}; 404.
    auto &byQr
        = router.add("GET", u"products/sellers/by-qr/{token}"_s, [](RequestContext &context) {
              const auto seller = SellerService(context.db).byQrToken(context.args.at(0));
              if (!seller)
                  throw ApiError::notFound(u"No seller has this QR token."_s);
              return HttpResponse::success(*seller);
          });
    byQr.cacheTags = Router::noCacheTags;
    // GET products/sellers/profile/{id}/{page}: {id, name, products, meta B}; page 0 → 422.
    auto &profile = router.add(
        "GET", u"products/sellers/profile/{int}/{int}"_s, [](RequestContext &context) {
            const qint64 page = context.intArg(1);
            if (page < 1)
                throw ApiError::validation(u"page"_s, u"must be an integer >= 1"_s);
            const auto profile
                = SellerService(context.db).profile(context.intArg(0), page, Paging::fixedPageSize);
            if (!profile)
                throw ApiError::notFound(u"No such seller."_s);
            return HttpResponse::success(*profile);
        });
    auto &byCode = router.add("GET", u"products/sellers/{int}/code/{code}"_s,
        [](RequestContext &context) { return codeLookup(context); });
    auto &byIsbn = router.add("GET", u"products/sellers/{int}/isbn/{isbn}"_s,
        [](RequestContext &context) { return codeLookup(context); });
    // The seller's pages show in_stock.
    profile.cacheTags = byCode.cacheTags = byIsbn.cacheTags = [](const RequestContext &context) {
        return QStringList { CacheTags::seller(context.intArg(0)) };
    };
}
