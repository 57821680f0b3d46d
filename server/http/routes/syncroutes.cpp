#include <QCryptographicHash>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "server/http/apierror.h"
#include "server/http/paramreader.h"
#include "server/http/requestcontext.h"
#include "server/http/router.h"
#include "server/http/routes/jsonwrite.h"
#include "server/http/routes/routes.h"
#include "server/services/feedservice.h"
#include "server/services/syncconflicts.h"
#include "server/services/syncstatus.h"
#include "server/storage/cachebus.h"
#include "server/storage/syncrepository.h"

using namespace Qt::StringLiterals;

namespace {

QJsonValue textOrNull(const std::optional<QString> &value)
{
    return value && !value->isEmpty() ? QJsonValue(*value) : QJsonValue();
}

// The shop's sync as it is now (contract §14 GET /sync), with `version`: the same while nothing
// a person reads changed (lag_seconds grows by itself and is left out).
QJsonObject syncState(const QSqlDatabase &db, const SyncStatus *syncStatus)
{
    const SyncRepository sync(db);
    const SyncStatus::Snapshot status
        = syncStatus ? syncStatus->snapshot() : SyncStatus::Snapshot {};
    const qint64 pending = sync.pendingCount();
    const QString oldest = sync.oldestPendingAt();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    // How far the marketplace is behind this shop: the oldest change not yet taken upstream;
    // while upstream is away, also how long nothing came down.
    qint64 lag = 0;
    if (!oldest.isEmpty())
        lag = std::max<qint64>(0, QDateTime::fromString(oldest, Qt::ISODateWithMs).secsTo(now));
    if (status.state != SyncStatus::State::Ok && status.offlineSince.isValid())
        lag = std::max(lag, status.offlineSince.secsTo(now));
    const QString upstream = status.upstream.isEmpty()
        ? sync.value(u"upstream"_s).value_or(QString())
        : status.upstream;
    QJsonObject data { { u"upstream"_s, upstream.isEmpty() ? QJsonValue() : QJsonValue(upstream) },
        { u"state"_s, upstream.isEmpty() ? u"off"_s : SyncStatus::name(status.state) },
        { u"pending"_s, pending },
        { u"oldest_pending_at"_s, oldest.isEmpty() ? QJsonValue() : QJsonValue(oldest) },
        { u"last_push_at"_s, textOrNull(sync.value(u"last_push_at"_s)) },
        { u"last_pull_at"_s, textOrNull(sync.value(u"last_pull_at"_s)) }, { u"lag_seconds"_s, lag },
        { u"conflicts"_s, SyncConflicts(db).openCount() },
        { u"offline_since"_s,
            status.offlineSince.isValid()
                ? QJsonValue(status.offlineSince.toString(Qt::ISODateWithMs))
                : QJsonValue() },
        { u"last_error"_s,
            status.lastError.isEmpty() ? QJsonValue() : QJsonValue(status.lastError) } };
    QJsonObject stable = data;
    stable.remove(u"lag_seconds"_s);
    data.insert(u"version"_s,
        QString::fromLatin1(QCryptographicHash::hash(
            QJsonDocument(stable).toJson(QJsonDocument::Compact), QCryptographicHash::Sha1)
                                .toHex()
                                .left(16)));
    return data;
}

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
    const QJsonObject data = syncState(context.db, context.syncStatus);
    if (wait == 0 || known.isEmpty() || data.value(u"version"_s).toString() != known
        || !context.feedWaits)
        return HttpResponse::success(data);
    return Routes::waitOnFeeds(context, wait,
        [known, status = context.syncStatus](
            const QSqlDatabase &db, bool last) -> std::optional<HttpResponse> {
            const QJsonObject again = syncState(db, status);
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
                { CacheBus::everything } };
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
