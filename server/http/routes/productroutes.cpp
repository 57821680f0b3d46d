#include <QJsonArray>

#include "server/domain/cachetags.h"
#include "server/http/apierror.h"
#include "server/http/paramreader.h"
#include "server/http/requestcontext.h"
#include "server/http/router.h"
#include "server/http/routes/paging.h"
#include "server/http/routes/routes.h"
#include "server/services/catalogservice.h"

using namespace Qt::StringLiterals;

namespace {

struct Kind
{
    QString collection; // path segment: books, stationery
    QString type; // field value: book, stationery
};
const Kind kinds[] = { { u"books"_s, u"book"_s }, { u"stationery"_s, u"stationery"_s } };

// GET products/by-author/{id} and by-publisher/{id}: page, per_page → meta C; 404 unknown.
HttpResponse ownerListing(RequestContext &context, bool byAuthor)
{
    ParamReader params(context);
    const qint64 page = params.page();
    const int perPage = params.perPage();
    params.finish();
    const CatalogService catalog(context.db);
    const auto result = byAuthor ? catalog.byAuthor(context.intArg(0), page, perPage)
                                 : catalog.byPublisher(context.intArg(0), page, perPage);
    if (!result)
        throw ApiError::notFound(byAuthor ? u"No such author."_s : u"No such publisher."_s);
    return HttpResponse::success(result->items, Paging::metaC(page, perPage, result->total));
}

} // namespace

void Routes::registerProductRoutes(Router &router)
{
    // GET products/book/{id}: book detail (spec 2.2 + publisher, category, images); 404.
    auto &book = router.add("GET", u"products/book/{int}"_s, [](RequestContext &context) {
        const auto book = CatalogService(context.db).bookDetail(context.intArg(0));
        if (!book)
            throw ApiError::notFound(u"No such book."_s);
        return HttpResponse::successJson(*book);
    });
    book.cacheTags = [](const RequestContext &context) {
        return QStringList { CacheTags::product(u"book"_s, context.intArg(0)) };
    };
    // GET products/stationery/{id}: stationery detail with variants; 404.
    auto &stationery
        = router.add("GET", u"products/stationery/{int}"_s, [](RequestContext &context) {
              const auto item = CatalogService(context.db).stationeryDetail(context.intArg(0));
              if (!item)
                  throw ApiError::notFound(u"No such stationery item."_s);
              return HttpResponse::successJson(*item);
          });
    stationery.cacheTags = [](const RequestContext &context) {
        return QStringList { CacheTags::product(u"stationery"_s, context.intArg(0)) };
    };
    auto &byAuthor = router.add("GET", u"products/by-author/{int}"_s,
        [](RequestContext &context) { return ownerListing(context, true); });
    auto &byPublisher = router.add("GET", u"products/by-publisher/{int}"_s,
        [](RequestContext &context) { return ownerListing(context, false); });
    byAuthor.cacheTags = byPublisher.cacheTags
        = [](const RequestContext &) { return QStringList { CacheTags::list(u"book"_s) }; };

    // GET products/mine: the key's seller's products with stock; type, page, per_page → meta A.
    auto &mine = router.add(
        "GET", u"products/mine"_s,
        [](RequestContext &context) {
            ParamReader params(context);
            const QString type = params.oneOf(u"type"_s, { u"book"_s, u"stationery"_s }, u"book"_s);
            const bool lowStock
                = params.oneOf(u"low_stock"_s, { u"true"_s, u"false"_s }, u"false"_s) == "true"_L1;
            const qint64 page = params.page();
            const int perPage = params.perPage();
            params.finish();
            const auto result = CatalogService(context.db)
                                    .mine(*context.key->sellerId, type, lowStock, page, perPage);
            return HttpResponse::success(result.items, Paging::metaA(page, perPage, result.total));
        },
        Router::Access::SellerRead);
    mine.sellerScopedCache = true;
    mine.cacheTags = [](const RequestContext &context) {
        return QStringList { CacheTags::mine(*context.key->sellerId) };
    };

    for (const Kind &kind : kinds) {
        // GET products/{col}: page, per_page (≤ 100), q (name substring), sort → meta A.
        auto &list
            = router.add("GET", u"products/"_s + kind.collection, [kind](RequestContext &context) {
                  ParamReader params(context);
                  const qint64 page = params.page();
                  const int perPage = params.perPage();
                  const QString q = params.optionalText(u"q"_s);
                  const QString sort = params.oneOf(u"sort"_s,
                      { u"popular"_s, u"new"_s, u"price_asc"_s, u"price_desc"_s }, u"popular"_s);
                  params.finish();
                  const auto result
                      = CatalogService(context.db).list(kind.type, q, sort, page, perPage);
                  return HttpResponse::success(
                      result.items, Paging::metaA(page, perPage, result.total));
              });
        // GET products/recommendation/{col}: up to 12 in-stock products by popularity.
        auto &recommended = router.add("GET", u"products/recommendation/"_s + kind.collection,
            [kind](RequestContext &context) {
                return HttpResponse::success(
                    CatalogService(context.db).recommendations(kind.type, 12));
            });
        list.cacheTags = recommended.cacheTags
            = [kind](const RequestContext &) { return QStringList { CacheTags::list(kind.type) }; };
    }
}
