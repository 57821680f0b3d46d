#include <QJsonObject>
#include <chrono>
#include <memory>

#include "server/domain/apikey.h"
#include "server/http/apierror.h"
#include "server/http/deferredresponse.h"
#include "server/http/feedwaitlist.h"
#include "server/http/paramreader.h"
#include "server/http/requestcontext.h"
#include "server/http/router.h"
#include "server/http/routes/routes.h"
#include "server/services/feedservice.h"

using namespace Qt::StringLiterals;

namespace {

using Read = std::function<FeedService::Page(const QSqlDatabase &db, const QString &after)>;

HttpResponse pageAnswer(const FeedService::Page &page)
{
    return HttpResponse::successJson(
        page.items, { { u"next"_s, page.next }, { u"has_more"_s, page.hasMore } });
}

// Contract §13: the page after the cursor; when it holds nothing and wait > 0, the request
// waits on the FeedWaitList (not on this worker) until a commit gives it something or the
// wait is over. At most FeedWaitList::maximumPerKey waiting requests per key.
HttpResponse answerFeed(RequestContext &context, const QString &after, int waitSeconds, Read read)
{
    const FeedService::Page page = read(context.db, after);
    if (page.count > 0 || page.hasMore || waitSeconds == 0 || !context.feedWaits)
        return pageAnswer(page);
    const QString next = page.next;
    return Routes::waitOnFeeds(context, waitSeconds,
        [read, next](const QSqlDatabase &db, bool last) -> std::optional<HttpResponse> {
            const FeedService::Page again = read(db, next);
            if (again.count == 0 && !again.hasMore && !last)
                return std::nullopt;
            return pageAnswer(again);
        });
}

struct FeedParams
{
    QString after;
    int limit = FeedService::defaultLimit;
    int wait = 0;
};

FeedParams readFeedParams(ParamReader &params, const RequestContext &context)
{
    FeedParams feed;
    // Not trimmed or length-checked like text: a cursor is opaque (FeedService checks it).
    feed.after = context.query.queryItemValue(u"after"_s, QUrl::FullyDecoded);
    feed.limit = int(
        params.integerIn(u"limit"_s, 1, FeedService::maximumLimit, FeedService::defaultLimit));
    feed.wait = int(params.integerIn(u"wait"_s, 0, FeedService::maximumWaitSeconds, 0));
    return feed;
}

// GET changes: after, limit (1–1000, default 100), types, wait (0–30) → entries {cursor, type,
// id, deleted, data}, meta {next, has_more}; 400 invalid_cursor, 410 cursor_expired, 422,
// 429 too_many_waiting. Never cached.
HttpResponse handleChanges(RequestContext &context)
{
    ParamReader params(context);
    const FeedParams feed = readFeedParams(params, context);
    const auto kinds = FeedService::kindsOf(context.param(u"types"_s));
    params.finish();
    if (!kinds) {
        throw ApiError::validation(u"types"_s,
            u"must be a comma-separated list of book, stationery, product, category, seller"_s);
    }
    const int limit = feed.limit;
    return answerFeed(context, feed.after, feed.wait,
        [limit, kinds = *kinds](const QSqlDatabase &db, const QString &after) {
            return FeedService(db).changes(after, limit, kinds, std::nullopt);
        });
}

// GET products/mine/changes: after, limit, wait → the seller's products with the private
// fields of /products/mine (every stock change is a change here); as /changes otherwise.
HttpResponse handleMineChanges(RequestContext &context)
{
    ParamReader params(context);
    const FeedParams feed = readFeedParams(params, context);
    params.finish();
    const int limit = feed.limit;
    const qint64 sellerId = *context.key->sellerId;
    return answerFeed(context, feed.after, feed.wait,
        [limit, sellerId](const QSqlDatabase &db, const QString &after) {
            return FeedService(db).changes(after, limit, {}, sellerId);
        });
}

} // namespace

HttpResponse Routes::waitOnFeeds(RequestContext &context, int waitSeconds,
    std::function<std::optional<HttpResponse>(const QSqlDatabase &db, bool last)> poll)
{
    auto answer = std::make_shared<DeferredResponse>();
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(waitSeconds);
    if (!context.feedWaits->add(
            context.key->appId, deadline, std::move(poll), answer, context.clientGone)) {
        throw ApiError::tooMany(u"too_many_waiting"_s,
            u"This key already has %1 requests waiting for changes."_s.arg(
                FeedWaitList::maximumPerKey),
            1);
    }
    HttpResponse response;
    response.deferred = answer;
    return response;
}

bool Routes::isMovementFeed(const RequestContext &context)
{
    return context.query.hasQueryItem(u"after"_s);
}

// GET products/stock/movements?after=: the seller's movements oldest first after the cursor
// (empty: from the first), limit 1–1000, wait 0–30 → meta {next, has_more}; the history's
// other parameters do not apply. Never cached.
HttpResponse Routes::movementFeed(RequestContext &context)
{
    ParamReader params(context);
    const FeedParams feed = readFeedParams(params, context);
    params.finish();
    const int limit = feed.limit;
    const qint64 sellerId = *context.key->sellerId;
    return answerFeed(context, feed.after, feed.wait,
        [limit, sellerId](const QSqlDatabase &db, const QString &after) {
            return FeedService(db).movements(after, limit, sellerId);
        });
}

void Routes::registerFeedRoutes(Router &router)
{
    router.add("GET", u"changes"_s, handleChanges).uncached = true;
    router.add("GET", u"products/mine/changes"_s, handleMineChanges, Router::Access::SellerRead)
        .uncached
        = true;
}
