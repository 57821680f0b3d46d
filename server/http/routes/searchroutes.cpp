#include <QJsonArray>

#include "server/domain/cachetags.h"
#include "server/http/apierror.h"
#include "server/http/paramreader.h"
#include "server/http/requestcontext.h"
#include "server/http/router.h"
#include "server/http/routes/paging.h"
#include "server/http/routes/routes.h"
#include "server/services/catalogservice.h"
#include "server/services/searchservice.h"

using namespace Qt::StringLiterals;

namespace {

void recordSearch(RequestContext &context, const QString &q, const QString &topResult)
{
    SearchService::record(*context.searchLog, q, topResult);
}

} // namespace

void Routes::registerSearchRoutes(Router &router)
{
    // GET search: q (required), page → items {id, name, type, price, image}, meta B.
    // Every valid search is recorded for trending, also when answered from the cache.
    auto &search = router.add("GET", u"search"_s, [](RequestContext &context) {
        ParamReader params(context);
        const QString q = params.requiredText(u"q"_s);
        const qint64 page = params.page();
        params.finish();
        const SearchService::Result result
            = SearchService(context.db).search(q, page, Paging::fixedPageSize);
        const QString &topResult = result.topResult;
        recordSearch(context, q, topResult);
        HttpResponse response
            = HttpResponse::success(result.items, Paging::metaB(page, result.total));
        response.cacheNote = topResult;
        return response;
    });
    search.onCacheHit = [](RequestContext &context, const QString &topResult) {
        recordSearch(context, context.param(u"q"_s), topResult);
    };
    // Search results show no stock: stock changes leave them cached (so do the routes below).
    search.cacheTags = Router::noCacheTags;

    // GET search/suggestions: q (required), seller_id → up to 10 strings by popularity.
    auto &suggestions = router.add("GET", u"search/suggestions"_s, [](RequestContext &context) {
        ParamReader params(context);
        const QString q = params.requiredText(u"q"_s);
        const auto sellerId = params.optionalId(u"seller_id"_s);
        params.finish();
        return HttpResponse::success(
            QJsonArray::fromStringList(SearchService(context.db).suggestions(q, sellerId, 10)));
    });
    suggestions.cacheTags = Router::noCacheTags;

    // GET search/trending: up to 10 {text, result_name, total_count} over the last 7 days.
    auto &trending = router.add("GET", u"search/trending"_s, [](RequestContext &context) {
        return HttpResponse::success(SearchService(context.db).trending(10));
    });
    trending.cacheTags = Router::noCacheTags;

    // GET search/categories: the forest of root categories.
    auto &categories = router.add("GET", u"search/categories"_s, [](RequestContext &context) {
        return HttpResponse::success(CatalogService(context.db).categoryTree());
    });
    categories.cacheTags = Router::noCacheTags;

    // GET search/category/{cat_id}/{book|stationery}: page → items as /search, meta B; 404.
    for (const QString &type : { u"book"_s, u"stationery"_s }) {
        auto &categoryProducts = router.add(
            "GET", u"search/category/{int}/"_s + type, [type](RequestContext &context) {
                ParamReader params(context);
                const qint64 page = params.page();
                params.finish();
                const auto result
                    = CatalogService(context.db)
                          .categoryProducts(context.intArg(0), type, page, Paging::fixedPageSize);
                if (!result)
                    throw ApiError::notFound(u"No such category."_s);
                return HttpResponse::success(result->items, Paging::metaB(page, result->total));
            });
        categoryProducts.cacheTags = Router::noCacheTags;
    }
}
