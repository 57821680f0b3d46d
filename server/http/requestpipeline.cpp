#include "server/http/requestpipeline.h"

#include <QLoggingCategory>
#include <QSqlQuery>
#include <QUrlQuery>
#include <algorithm>

#include "server/auth/clientaddress.h"
#include "server/auth/keycache.h"
#include "server/domain/cachetags.h"
#include "server/http/apierror.h"
#include "server/http/deferredresponse.h"
#include "server/http/entitytag.h"
#include "server/http/heavyreadpool.h"
#include "server/http/paramreader.h"
#include "server/http/ratelimitfields.h"
#include "server/http/requestcontext.h"
#include "server/media/mediafile.h"
#include "server/storage/database.h"
#include "server/storage/storageerror.h"
#include "server/storage/writequeue.h"

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcHttp, "catalog.http")

namespace {

// "%2F" in the path: an encoded slash is part of a segment, and no route has one (contract §3).
bool hasEncodedSlash(const QByteArray &target)
{
    const qsizetype query = target.indexOf('?');
    const QByteArrayView path = QByteArrayView(target).first(query < 0 ? target.size() : query);
    for (qsizetype at = path.indexOf('%'); at >= 0 && at + 2 < path.size();
         at = path.indexOf('%', at + 1)) {
        if (path[at + 1] == '2' && (path[at + 2] == 'F' || path[at + 2] == 'f'))
            return true;
    }
    return false;
}

} // namespace

RequestPipeline::RequestPipeline(
    const Database &database, const Router &router, ServerSettings settings)
    : m_database(database)
    , m_router(router)
    , m_settings(std::move(settings))
    , m_cache(m_settings.cacheMaxBytes, m_settings.cacheTtlSeconds)
    , m_securityLog(m_settings.securityLogIntervalSeconds)
    , m_id(nextPipelineId())
{ }

// path + sorted query: the part of the cache key that the target decides.
QString RequestPipeline::cacheKeyOf(const RequestContext &context)
{
    auto items = context.query.queryItems(QUrl::FullyEncoded);
    std::sort(items.begin(), items.end());
    QString key = context.path;
    for (qsizetype i = 0; i < items.size(); ++i)
        key += (i == 0 ? u'?' : u'&') + items.at(i).first + u'=' + items.at(i).second;
    return key;
}

// + the seller for seller-scoped routes: one seller never sees another's cached data; + the
// key for the admin's.
QString RequestPipeline::cacheKeyOf(
    const QString &targetKey, const Router::Route &route, const ApiKey *key)
{
    if (route.sellerScopedCache && key && key->sellerId)
        return targetKey + u"#seller="_s + QString::number(*key->sellerId);
    // Contract §15: the admin's reads are cached per key.
    if (route.access == Router::Access::Admin && key)
        return targetKey + u"#key="_s + key->appId;
    return targetKey;
}

QHostAddress RequestPipeline::peerAddress(const HttpRequest &request) const
{
    if (m_settings.trustedProxies.isEmpty())
        return request.peer;
    QList<QByteArray> forwardedFor;
    for (const auto &[name, value] : request.headers) {
        if (name.compare("X-Forwarded-For", Qt::CaseInsensitive) == 0)
            forwardedFor.append(value);
    }
    return ClientAddress::resolve(request.peer, forwardedFor, m_settings.trustedProxies);
}

HttpResponse RequestPipeline::health()
{
    // A database that answers but takes no writes (a full disk) is not healthy either: the
    // probe writes new data (at most once a second) and this answer waits a moment for it.
    if (m_writes) {
        m_writes->probe(std::chrono::milliseconds(500));
        if (m_writes->failing())
            return HttpResponse::json({ { u"status"_s, u"unavailable"_s } }, 503);
    }
    try {
        QSqlQuery probe(m_database.connection());
        if (probe.exec(u"SELECT 1"_s) && probe.next())
            return HttpResponse::json({ { u"status"_s, u"ok"_s } });
    } catch (const StorageError &error) {
        qCWarning(lcHttp) << "health check failed:" << error.what();
    }
    return HttpResponse::json({ { u"status"_s, u"unavailable"_s } }, 503);
}

void RequestPipeline::handle(const HttpRequest &request, const HttpResponder &responder)
{
    HttpResponse response = respond(request);
    if (response.deferred)
        response.deferred->deliverTo(responder); // a write: answered after its commit
    else
        responder(std::move(response));
}

qsizetype RequestPipeline::maxBodyBytesOf(const QByteArray &method, const QByteArray &target) const
{
    const QString path = QUrl::fromEncoded(target).path(QUrl::FullyDecoded);
    if (hasEncodedSlash(target) || !path.startsWith(basePath + u'/'))
        return Router::defaultMaxBodyBytes;
    const Router::Match match = m_router.match(method, path.mid(basePath.size() + 1));
    return match.route ? match.route->maxBodyBytes : Router::defaultMaxBodyBytes;
}

HttpResponse RequestPipeline::respond(const HttpRequest &request)
{
    const QUrl url = request.url();
    const QString path = url.path(QUrl::FullyDecoded);
    HttpResponse response;
    if (hasEncodedSlash(request.target)) {
        response = HttpResponse::fromError(ApiError::notFound(u"No such endpoint."_s));
    } else if (path == "/healthz"_L1) {
        response = health();
    } else if (path.startsWith(MediaFile::prefix)) {
        response = media(request, path);
    } else if (!path.startsWith(basePath + u'/')) {
        response = HttpResponse::fromError(ApiError::notFound(u"No such endpoint."_s));
    } else {
        RequestContext context;
        // HEAD is GET without the body (HttpConnection leaves it out).
        context.method = request.method == "HEAD" ? QByteArray("GET") : request.method;
        context.path = path.mid(basePath.size() + 1);
        context.query = QUrlQuery(url);
        context.peer = peerAddress(request);
        context.header = [&request](const QByteArray &name) { return request.header(name); };
        context.hasHeader = [&request](const QByteArray &name) { return request.hasHeader(name); };
        context.clientGone = request.clientGone;
        context.settings = &m_settings;
        context.cache = &m_cache;
        context.writes = m_writes;
        context.searchLog = m_searchLog;
        context.feedWaits = m_feedWaits;
        context.syncStatus = m_syncStatus;
        context.securityLog = &m_securityLog;
        try {
            context.db = m_database.connection();
            response = authenticated(context, request);
        } catch (const StorageError &error) {
            response = HttpResponse::fromError(ApiError::fromStorage(error));
        }
    }
    response.finish([](HttpResponse &answer) {
        if (answer.status != 304 && answer.header("Content-Type").isEmpty())
            answer.addHeader("Content-Type", HttpResponse::jsonContentType.toByteArray());
        if (answer.header("X-API-Cache").isEmpty())
            answer.setHeader("X-API-Cache", "BYPASS");
    });
    return response;
}

HttpResponse RequestPipeline::authenticated(RequestContext &context, const HttpRequest &request)
{
    if (const int wait = m_authThrottle.retryAfterSeconds(context.peer)) {
        m_securityLog.record(context.peer, "throttled"_L1, "auth_failures"_L1);
        return RateLimitFields::rateLimited(
            wait, u"Too many failed authentication attempts from this address."_s);
    }

    // The security log names the address and a fixed reason, never what was sent.
    const auto failed = [&](QLatin1StringView reason) {
        m_authThrottle.recordFailure(context.peer);
        m_securityLog.record(context.peer, "auth_failed"_L1, reason);
    };
    const QByteArray appId = request.header("X-App-ID").trimmed();
    const QByteArray secret = request.header("X-App-Secret").trimmed();
    if (appId.isEmpty() || secret.isEmpty()) {
        failed("missing_credentials"_L1);
        return HttpResponse::fromError({ 401, u"unauthenticated"_s,
            u"Send the X-App-ID and X-App-Secret headers."_s, {}, {}, {} });
    }
    KeyCache::AuthFailure why = KeyCache::AuthFailure::WrongSecret;
    context.key = KeyCache::authenticate(context.db, QString::fromLatin1(appId), secret, &why);
    if (!context.key) {
        failed(why == KeyCache::AuthFailure::UnknownAppId   ? "unknown_app_id"_L1
                : why == KeyCache::AuthFailure::InactiveKey ? "inactive_key"_L1
                                                            : "wrong_secret"_L1);
        return HttpResponse::fromError(
            ApiError::forbidden(u"The credentials are wrong or the key is inactive."_s));
    }
    if (!context.key->allows(context.peer)) {
        failed("ip_not_allowed"_L1);
        return HttpResponse::fromError({ 403, u"ip_not_allowed"_s,
            u"This key may not be used from this address."_s, {}, {}, {} });
    }

    RateLimiter::Decision decision = acquireQuota(context);
    HttpResponse response;
    if (!decision.accepted) {
        m_securityLog.record(context.peer, "throttled"_L1, "rate_limited"_L1);
        response = RateLimitFields::rateLimited(decision.retryAfterSeconds,
            u"Rate limit exceeded; retry after the number of seconds in Retry-After."_s);
    } else {
        const Router::Match match = m_router.match(context.method, context.path);
        response = dispatch(context, match, request, &decision);
    }
    response.finish([decision](HttpResponse &answer) { RateLimitFields::addTo(answer, decision); });
    return response;
}

RateLimiter::Decision RequestPipeline::acquireQuota(const RequestContext &context)
{
    const RateLimiter::Limits limits { context.key->ratePerSecond, context.key->ratePerMinute };
    if (!m_settings.sharedRateLimit)
        return m_rateLimiter.acquire(context.key->appId, limits);
    return RateLimiter::acquireShared(context.db, context.key->appId, limits);
}

HttpResponse RequestPipeline::dispatch(RequestContext &context, const Router::Match &match,
    const HttpRequest &request, RateLimiter::Decision *decision)
{
    if (!match.route) {
        if (match.allowedMethods.isEmpty())
            return HttpResponse::fromError(ApiError::notFound(u"No such endpoint."_s));
        ApiError error { 405, u"method_not_allowed"_s,
            u"This endpoint does not accept %1."_s.arg(QString::fromLatin1(context.method)), {}, {},
            { { "Allow", match.allowedMethods.join(", ") } } };
        return HttpResponse::fromError(error);
    }
    const Router::Route &route = *match.route;
    context.args = match.args;
    if (const QString refusal = Router::accessRefusal(route.access, *context.key);
        !refusal.isEmpty())
        return HttpResponse::fromError(ApiError::forbidden(refusal));
    // Text in the target (query parameters, text path segments) is UTF-8 without NUL, on every
    // route alike (contract §4): nothing else reaches a handler or the database.
    const QJsonObject badText
        = ParamReader::targetProblems(request.target, route.pattern, basePath.count(u'/') + 1);
    if (!badText.isEmpty())
        return HttpResponse::fromError(ApiError::validation(badText));
    context.maxBodyBytes = route.maxBodyBytes;

    if (context.method != "GET" || route.uncached
        || (route.uncachedIf && route.uncachedIf(context))) {
        context.body = request.body;
        HttpResponse response = runHandler(route, context);
        response.finish([](HttpResponse &answer) { answer.setHeader("X-API-Cache", "BYPASS"); });
        return response;
    }

    const QString targetKey = cacheKeyOf(context);
    const QString cacheKey = cacheKeyOf(targetKey, route, context.key ? &*context.key : nullptr);
    // A route acting on hits (the search log) keeps them on this path.
    if (!route.onCacheHit)
        rememberHitRoute(request.target, route, targetKey);
    // A heavy read's miss goes to its own thread, unless it revalidates (a 304 gives back
    // quota in the headers written here).
    if (route.heavyRead && m_heavyReads && request.header("If-None-Match").isEmpty()
        && (request.header("Cache-Control").toLower().contains("no-cache")
            || !m_cache.find(cacheKey, ResponseCache::nowMs())))
        return readApart(route, context, request, cacheKey);
    HttpResponse response = cachedGet(
        cacheKey, request,
        [&] {
            return route.cacheTags ? route.cacheTags(context)
                                   : QStringList { CacheTags::anyStock() };
        },
        [&] { return runHandler(route, context); },
        [&](const QString &note) {
            if (route.onCacheHit)
                route.onCacheHit(context, note);
        });
    if (response.status == 304) {
        if (m_settings.sharedRateLimit)
            RateLimiter::refundShared(context.db, context.key->appId);
        else
            m_rateLimiter.refundMinute(context.key->appId);
        decision->remainingMinute
            = std::min(decision->limits.perMinute, decision->remainingMinute + 1);
    }
    return response;
}

HttpResponse RequestPipeline::readApart(const Router::Route &route, const RequestContext &context,
    const HttpRequest &request, const QString &cacheKey)
{
    // The request outlives this call: the job keeps its own copies.
    auto copy = std::make_shared<HttpRequest>(request);
    RequestContext apart = context;
    apart.header = [copy](const QByteArray &name) { return copy->header(name); };
    apart.hasHeader = [copy](const QByteArray &name) { return copy->hasHeader(name); };
    auto deferred = std::make_shared<DeferredResponse>();
    m_heavyReads->run([this, &route, apart, copy, cacheKey, deferred]() mutable {
        HttpResponse response;
        try {
            apart.db = m_database.connection(); // this thread's own
            response = cachedGet(
                cacheKey, *copy,
                [&] {
                    return route.cacheTags ? route.cacheTags(apart)
                                           : QStringList { CacheTags::anyStock() };
                },
                [&] { return runHandler(route, apart); },
                [&](const QString &note) {
                    if (route.onCacheHit)
                        route.onCacheHit(apart, note);
                });
        } catch (const StorageError &error) {
            response = HttpResponse::fromError(ApiError::fromStorage(error));
        }
        deferred->resolve(std::move(response));
    });
    HttpResponse response;
    response.deferred = deferred;
    return response;
}

HttpResponse RequestPipeline::cachedGet(const QString &cacheKey, const HttpRequest &request,
    const std::function<QStringList()> &tags, const std::function<HttpResponse()> &produce,
    const std::function<void(const QString &)> &onHit)
{
    // no-cache: read fresh data and refresh the entry; no-store: read fresh, store nothing.
    const QByteArray cacheControl = request.header("Cache-Control").toLower();
    const bool noStore = cacheControl.contains("no-store");
    const bool noCache = noStore || cacheControl.contains("no-cache");
    const qint64 now = ResponseCache::nowMs();
    HttpResponse response;
    qint64 expiresAt = now + qint64(m_cache.ttlSeconds()) * 1000;
    QByteArray etag;
    std::optional<ResponseCache::Entry> cached;
    if (!noCache)
        cached = m_cache.find(cacheKey, now);
    if (cached) {
        response.body = cached->body;
        etag = cached->etag;
        expiresAt = cached->expiresAtMs;
        response.addHeader("X-API-Cache", "HIT");
        onHit(cached->note);
    } else {
        // Taken before the handler reads: a write that lands meanwhile keeps this body out.
        const ResponseCache::Ticket ticket = m_cache.ticket(tags());
        response = produce();
        if (response.status != 200) {
            response.setHeader("X-API-Cache", "BYPASS");
            return response;
        }
        etag = EntityTag::of(response.body);
        const bool stored = !noStore
            && m_cache.store(
                cacheKey, { response.body, etag, response.cacheNote, 0, {} }, ticket, now);
        response.addHeader(
            "X-API-Cache", noCache || (!stored && m_cache.suspended()) ? "BYPASS" : "MISS");
    }
    response.addHeader("ETag", etag);
    response.addHeader("Cache-Control",
        "private, max-age=" + QByteArray::number(std::max<qint64>(0, (expiresAt - now) / 1000)));
    const QByteArray ifNoneMatch = request.header("If-None-Match");
    if (!ifNoneMatch.isEmpty() && EntityTag::matches(ifNoneMatch, etag)) {
        response.status = 304;
        response.body.clear();
    }
    return response;
}

HttpResponse RequestPipeline::media(const HttpRequest &request, const QString &path)
{
    const std::optional<MediaFile> file = MediaFile::find(path);
    if (!file)
        return HttpResponse::fromError(ApiError::notFound(u"No such file."_s));
    if (request.method != "GET" && request.method != "HEAD") {
        ApiError error { 405, u"method_not_allowed"_s,
            u"This file does not accept %1."_s.arg(QString::fromLatin1(request.method)), {}, {},
            { { "Allow", "GET" } } };
        return HttpResponse::fromError(error);
    }
    try {
        const QSqlDatabase db = m_database.connection();
        HttpResponse response = cachedGet(
            path, request, [&] { return file->cacheTags; },
            [&] {
                const std::optional<QByteArray> bytes = file->render(db);
                if (!bytes)
                    return HttpResponse::fromError(ApiError::notFound(u"No such file."_s));
                HttpResponse found;
                found.body = *bytes;
                return found;
            },
            [](const QString &) {});
        if (response.status == 200)
            response.addHeader("Content-Type", MediaFile::contentType);
        return response;
    } catch (const StorageError &error) {
        return HttpResponse::fromError(ApiError::fromStorage(error));
    }
}

HttpResponse RequestPipeline::runHandler(const Router::Route &route, RequestContext &context)
{
    try {
        return route.handler(context);
    } catch (const ApiError &error) {
        return HttpResponse::fromError(error);
    } catch (const DomainError &error) {
        return HttpResponse::fromError(error);
    } catch (const StorageError &error) {
        return HttpResponse::fromError(ApiError::fromStorage(error));
    } catch (const std::exception &error) {
        qCCritical(lcHttp) << "handler failure:" << error.what();
    }
    return HttpResponse::fromError(ApiError::internal());
}
