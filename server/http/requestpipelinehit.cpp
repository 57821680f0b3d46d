#include <atomic>

#include "server/auth/keycache.h"
#include "server/http/entitytag.h"
#include "server/http/ratelimitfields.h"
#include "server/http/requestpipeline.h"
#include "server/storage/database.h"
#include "server/storage/storageerror.h"

// The cache-hit path (RequestPipeline::answerHit): a GET answered from the response cache
// where the request was parsed, under the same rules as the full path in requestpipeline.cpp.

namespace {

// Case-insensitive, for Cache-Control directives (what toLower().contains() found).
bool containsToken(QByteArrayView value, QByteArrayView token)
{
    for (qsizetype at = 0; at + token.size() <= value.size(); ++at) {
        if (qstrnicmp(value.data() + at, token.data(), token.size()) == 0)
            return true;
    }
    return false;
}

bool named(const QByteArray &field, QByteArrayView name)
{
    return field.size() == name.size()
        && qstrnicmp(field.constData(), name.data(), name.size()) == 0;
}

// answerHit's memory: a target's route and the target's part of its cache key, as the full
// path found them. Both depend on the target alone (path, query, the fixed routes), never on
// the data or the key, so they cannot go stale. Per thread: no lock.
struct HitRoute
{
    const Router::Route *route = nullptr;
    QString cacheKey;
};
struct HitRoutes
{
    quint64 owner = 0;
    QHash<QByteArray, HitRoute> routes;
};
constexpr qsizetype maxHitRoutes = 8192;
std::atomic<quint64> lastPipelineId { 0 };

QHash<QByteArray, HitRoute> &hitRoutesOf(quint64 pipeline)
{
    thread_local HitRoutes hitRoutes;
    if (hitRoutes.owner != pipeline) {
        hitRoutes.routes.clear();
        hitRoutes.owner = pipeline;
    }
    return hitRoutes.routes;
}

} // namespace

quint64 RequestPipeline::nextPipelineId()
{
    return ++lastPipelineId;
}

void RequestPipeline::rememberHitRoute(
    const QByteArray &target, const Router::Route &route, const QString &cacheKey)
{
    QHash<QByteArray, HitRoute> &routes = hitRoutesOf(m_id);
    if (routes.contains(target))
        return;
    if (routes.size() >= maxHitRoutes)
        routes.clear(); // bounded: a client walking endless queries only costs full paths
    routes.insert(target, { &route, cacheKey });
}

bool RequestPipeline::answerHit(const HttpRequest &request, WireAnswer &answer)
{
    const bool headRequest = request.method == "HEAD";
    if ((!headRequest && request.method != "GET") || m_settings.sharedRateLimit)
        return false;
    const QHash<QByteArray, HitRoute> &routes = hitRoutesOf(m_id);
    const auto known = routes.constFind(request.target);
    if (known == routes.cend())
        return false;
    const Router::Route &route = *known->route;

    // The fields a hit depends on, read where they are (the first of each name).
    QByteArrayView appId, secret, cacheControl, ifNoneMatch;
    bool sawAppId = false, sawSecret = false, sawCacheControl = false, sawIfNoneMatch = false;
    for (const auto &[name, value] : request.headers) {
        if (!sawAppId && named(name, "X-App-ID")) {
            appId = value;
            sawAppId = true;
        } else if (!sawSecret && named(name, "X-App-Secret")) {
            secret = value;
            sawSecret = true;
        } else if (!sawCacheControl && named(name, "Cache-Control")) {
            cacheControl = value;
            sawCacheControl = true;
        } else if (!sawIfNoneMatch && named(name, "If-None-Match")) {
            ifNoneMatch = value;
            sawIfNoneMatch = true;
        }
    }
    if (containsToken(cacheControl, "no-cache") || containsToken(cacheControl, "no-store"))
        return false; // reads fresh data
    if (appId.isEmpty() || secret.isEmpty())
        return false; // 401, counted and logged by the full path

    const QHostAddress peer
        = m_settings.trustedProxies.isEmpty() ? request.peer : peerAddress(request);
    if (m_authThrottle.retryAfterSeconds(peer) != 0)
        return false;
    const ApiKey *key = nullptr;
    try {
        key = KeyCache::authenticated(m_database.connection(), appId, secret);
    } catch (const StorageError &) {
        return false; // the full path answers 503
    }
    if (!key || !key->allows(peer))
        return false; // not authenticated lately on this thread, or a refusal to answer
    if (!Router::accessRefusal(route.access, *key).isEmpty())
        return false; // 403, answered by the full path

    const qint64 now = ResponseCache::nowMs();
    const std::optional<ResponseCache::Entry> cached
        = m_cache.find(cacheKeyOf(known->cacheKey, route, key), now);
    if (!cached)
        return false;
    // Last, so a request answered by the full path after all never took quota here.
    RateLimiter::Decision decision
        = m_rateLimiter.acquire(key->appId, { key->ratePerSecond, key->ratePerMinute });
    if (!decision.accepted)
        return false; // 429: rejected requests use no quota, the full path rejects it again
    const bool notModified
        = !ifNoneMatch.isEmpty() && EntityTag::matches(ifNoneMatch, cached->etag);
    if (notModified) {
        m_rateLimiter.refundMinute(key->appId);
        decision.remainingMinute
            = std::min(decision.limits.perMinute, decision.remainingMinute + 1);
    }

    // The fields in the order the full path writes them.
    answer.statusLine = notModified ? QByteArrayView("HTTP/1.1 304 Not Modified\r\n")
                                    : QByteArrayView("HTTP/1.1 200 OK\r\n");
    answer.entryFields = cached->hitFields;
    answer.fieldsSize = 0;
    answer.append("Cache-Control: private, max-age=");
    answer.appendNumber(std::max<qint64>(0, (cached->expiresAtMs - now) / 1000));
    answer.append("\r\n");
    RateLimitFields::appendTo(answer, decision);
    if (!notModified) {
        answer.append("Content-Type: ");
        answer.append(HttpResponse::jsonContentType);
        answer.append("\r\nContent-Length: ");
        answer.appendNumber(cached->body.size());
        answer.append("\r\n");
    }
    answer.body = notModified || headRequest ? QByteArray() : cached->body;
    return true;
}
