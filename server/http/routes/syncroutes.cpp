#include <QJsonObject>

#include "server/domain/cachetags.h"
#include "server/http/apierror.h"
#include "server/http/paramreader.h"
#include "server/http/requestcontext.h"
#include "server/http/router.h"
#include "server/http/routes/jsonwrite.h"
#include "server/http/routes/routes.h"
#include "server/services/feedservice.h"
#include "server/services/syncconflicts.h"
#include "server/services/syncservice.h"

using namespace Qt::StringLiterals;

namespace {

// GET /sync?wait=&known=: never cached. With wait 1–30 and the version the caller last saw,
// the request waits (on the feeds' FeedWaitList, not on a worker; read again at every commit
// and every 250 ms) until the state differs from it, so a console shows an outage or a sale
// pushed up within a second without polling its key's limits away (issue 41).
HttpResponse handleSync(RequestContext &context)
{
    ParamReader params(context);
    const int wait = int(params.integerIn(u"wait"_s, 0, FeedService::maximumWaitSeconds, 0));
    const QString known = params.optionalText(u"known"_s);
    params.finish();
    const QJsonObject data = SyncService(context.db).state(context.syncStatus);
    if (wait == 0 || known.isEmpty() || data.value(u"version"_s).toString() != known
        || !context.feedWaits)
        return HttpResponse::success(data);
    return Routes::waitOnFeeds(context, wait,
        [known, status = context.syncStatus](
            const QSqlDatabase &db, bool last) -> std::optional<HttpResponse> {
            const QJsonObject again = SyncService(db).state(status);
            if (!last && again.value(u"version"_s).toString() == known)
                return std::nullopt;
            return HttpResponse::success(again);
        });
}

HttpResponse handleConflicts(RequestContext &context)
{
    return HttpResponse::success(SyncConflicts(context.db).list());
}

// POST /sync/conflicts/{id}/resolve {action: retry|drop}.
HttpResponse handleResolve(RequestContext &context)
{
    const qint64 id = context.intArg(0);
    return JsonWrite::run(context, [id](const QJsonObject &body) -> JsonWrite::Work {
        const auto action = SyncConflict::actionNamed(body.value(u"action"_s).toString());
        if (!action)
            throw ApiError::validation(u"action"_s, u"must be retry or drop"_s);
        return { [id, action = *action](const QSqlDatabase &db, const QString &) {
            if (!SyncConflicts(db).resolve(id, action))
                throw ApiError::notFound(u"No open conflict %1."_s.arg(id));
            // A drop changed stock: every cached answer may show it.
            return JsonWrite::Result { HttpResponse::success(QJsonObject { { u"id"_s, id },
                                           { u"resolution"_s, SyncConflict::name(action) } }),
                { CacheTags::everything() } };
        } };
    });
}

} // namespace

void Routes::registerSyncRoutes(Router &router)
{
    // GET sync: {upstream, state ok|offline|error (off: no upstream), pending,
    // oldest_pending_at, last_push_at, last_pull_at, lag_seconds, conflicts, offline_since,
    // last_error, version}; wait=1–30 with known=<version>: answered once it differs; any key.
    router.add("GET", u"sync"_s, handleSync, Router::Access::AnyKey).uncached = true;
    // GET sync/conflicts: [{id, kind, code, message, detail, created_at, resolved_at,
    // resolution, type, product_id, name, variant_id, movement_id, actions}], open first.
    router.add("GET", u"sync/conflicts"_s, handleConflicts, Router::Access::AnyKey).uncached = true;
    // POST sync/conflicts/{id}/resolve {action}: 200 {id, resolution}; 404 no open conflict,
    // 422 bad action. Needs stock:write (a drop changes stock).
    router.add(
        "POST", u"sync/conflicts/{int}/resolve"_s, handleResolve, Router::Access::StockWrite);
}
