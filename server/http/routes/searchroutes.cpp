#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>

#include "common/productcodes.h"
#include "server/domain/cachetags.h"
#include "server/domain/mediaurl.h"
#include "server/domain/searchtext.h"
#include "server/http/apierror.h"
#include "server/http/paramreader.h"
#include "server/http/requestcontext.h"
#include "server/http/router.h"
#include "server/http/routes/paging.h"
#include "server/http/routes/routes.h"
#include "server/storage/categoryrepository.h"
#include "server/storage/searchrecorder.h"
#include "server/storage/searchrepository.h"

using namespace Qt::StringLiterals;

namespace {

void recordSearch(RequestContext &context, const QString &q, const QString &topResult)
{
    // Queued in memory and written by the write queue's thread: a search never waits for the
    // database's write lock.
    context.searchLog->record({ SearchText::normalizedQuery(q),
        topResult.isEmpty() ? std::nullopt : std::optional<QString>(topResult),
        QDateTime::currentDateTimeUtc() });
}

// The normalized forms of q when it is one complete, valid ISBN or barcode (contract §5).
QStringList completeCodesIn(const QString &q)
{
    const QString code = ProductCodes::stripSeparators(q.trimmed());
    QStringList codes;
    if (const auto isbn13 = ProductCodes::normalizeIsbn(code))
        codes << *isbn13;
    if (ProductCodes::isValidBarcode(code) && !codes.contains(code))
        codes << code;
    return codes;
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
        const QStringList words = SearchText::words(q);
        const SearchRepository repository(context.db);
        const auto result
            = repository.search(words, page, Paging::fixedPageSize, completeCodesIn(q));
        QJsonArray items;
        for (const auto &hit : result.items) {
            items.append(
                QJsonObject { { u"id"_s, hit.id }, { u"name"_s, hit.name }, { u"type"_s, hit.type },
                    { u"price"_s, hit.price }, { u"image"_s, MediaUrl::forClient(hit.image) } });
        }
        QString topResult;
        if (page == 1)
            topResult = result.items.isEmpty() ? QString() : result.items.first().name;
        else if (const auto top = result.total > 0 ? repository.topHit(words) : std::nullopt)
            topResult = top->name;
        recordSearch(context, q, topResult);
        HttpResponse response = HttpResponse::success(items, Paging::metaB(page, result.total));
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
        return HttpResponse::success(QJsonArray::fromStringList(
            SearchRepository(context.db).suggestions(SearchText::words(q), sellerId, 10)));
    });
    suggestions.cacheTags = Router::noCacheTags;

    // GET search/trending: up to 10 {text, result_name, total_count} over the last 7 days.
    auto &trending = router.add("GET", u"search/trending"_s, [](RequestContext &context) {
        const auto entries = SearchRepository(context.db)
                                 .trending(QDateTime::currentDateTimeUtc().addDays(-7), 10);
        QJsonArray data;
        for (const auto &entry : entries) {
            data.append(QJsonObject { { u"text"_s, entry.text },
                { u"result_name"_s, entry.resultName }, { u"total_count"_s, entry.totalCount } });
        }
        return HttpResponse::success(data);
    });
    trending.cacheTags = Router::noCacheTags;

    // GET search/categories: the forest of root categories.
    auto &categories = router.add("GET", u"search/categories"_s, [](RequestContext &context) {
        return HttpResponse::success(CategoryRepository(context.db).tree());
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
                    = CategoryRepository(context.db)
                          .products(context.intArg(0), type, page, Paging::fixedPageSize);
                if (!result)
                    throw ApiError::notFound(u"No such category."_s);
                return HttpResponse::success(result->items, Paging::metaB(page, result->total));
            });
        categoryProducts.cacheTags = Router::noCacheTags;
    }
}
