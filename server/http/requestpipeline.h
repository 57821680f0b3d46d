#pragma once

#include <QString>
#include <QStringList>
#include <functional>

#include "server/auth/authfailurethrottle.h"
#include "server/auth/ratelimiter.h"
#include "server/http/httprequest.h"
#include "server/http/httpresponder.h"
#include "server/http/httpresponse.h"
#include "server/http/responsecache.h"
#include "server/http/router.h"
#include "server/http/securitylog.h"
#include "server/http/serversettings.h"
#include "server/http/wireanswer.h"

class Database;
class FeedWaitList;
class SyncStatus;
class HeavyReadPool;
class SearchRecorder;
class WriteQueue;
struct ApiKey;
struct RequestContext;

// The middleware chain, written once around every route, in the order of contract §3:
// base path → credentials → allowlist → rate limit → route (404/405) → ability and seller
// scope → handler (which validates body and parameters); then the response cache, ETag/304
// and the common headers. A route gets all of it by being registered with the Router.
class RequestPipeline final
{
public:
    static constexpr QStringView basePath = u"/api/v1/client";

    RequestPipeline(const Database &database, const Router &router, ServerSettings settings);

    // Called on any worker thread. Answers through responder, exactly once (today before
    // returning; an answer from another thread later is fine too).
    void handle(const HttpRequest &request, const HttpResponder &responder);
    // A cache hit answered where the request was parsed, before any of the above is built:
    // all a hit needs is the target's route and cache key (as this thread's earlier requests
    // for the same target found them), the authenticated key (KeyCache), its allowlist and
    // rate window, and the entry's bytes. Every rule of contract §6–§7 holds as on the full
    // path. Returns false, having changed nothing, for anything else (a miss, an error or
    // refusal to answer, a 429, no-cache, a shared rate limit, a route acting on hits): the
    // request then takes the full path through handle().
    bool answerHit(const HttpRequest &request, WireAnswer &answer);

    // The largest body a request to target may send (its route's, contract §3): asked by
    // the connection before it reads the body. Any thread.
    qsizetype maxBodyBytesOf(const QByteArray &method, const QByteArray &target) const;

    ResponseCache &cache() { return m_cache; }
    // The serve path's background writers, handed to every request (CatalogServer owns them).
    void setWriters(WriteQueue *writes, SearchRecorder *searchLog)
    {
        m_writes = writes;
        m_searchLog = searchLog;
    }
    // Where heavy reads run (Router::Route::heavyRead); without it, on the worker thread.
    void setHeavyReads(HeavyReadPool *pool) { m_heavyReads = pool; }
    // Where the change feeds' long polls wait; without it, `wait=` answers at once.
    void setFeedWaits(FeedWaitList *waits) { m_feedWaits = waits; }
    void setSyncStatus(const SyncStatus *status) { m_syncStatus = status; }
    const ServerSettings &settings() const { return m_settings; }
    // Failed logins, throttling, refused framing and limits: shared by every connection.
    SecurityLog &securityLog() { return m_securityLog; }

private:
    HttpResponse respond(const HttpRequest &request);
    HttpResponse authenticated(RequestContext &context, const HttpRequest &request);
    RateLimiter::Decision acquireQuota(const RequestContext &context);
    HttpResponse dispatch(RequestContext &context, const Router::Match &match,
        const HttpRequest &request, RateLimiter::Decision *decision);
    HttpResponse runHandler(const Router::Route &route, RequestContext &context);
    // A heavy read's cache miss, answered from the HeavyReadPool (a deferred response).
    HttpResponse readApart(const Router::Route &route, const RequestContext &context,
        const HttpRequest &request, const QString &cacheKey);
    // The response cache, ETag and If-None-Match of contract §7 around one GET: produce()
    // runs on a miss and its 200 is stored under tags(); a matching ETag answers 304.
    HttpResponse cachedGet(const QString &cacheKey, const HttpRequest &request,
        const std::function<QStringList()> &tags, const std::function<HttpResponse()> &produce,
        const std::function<void(const QString &cacheNote)> &onHit);
    // GET /media/...: generated covers and logos (MediaFile), public, cached like any GET.
    HttpResponse media(const HttpRequest &request, const QString &path);
    HttpResponse health();
    QHostAddress peerAddress(const HttpRequest &request) const;
    // path + sorted query: the part of the cache key that the target decides.
    static QString cacheKeyOf(const RequestContext &context);
    // + the seller for seller-scoped routes: one seller never sees another's cached data.
    static QString cacheKeyOf(
        const QString &targetKey, const Router::Route &route, const ApiKey *key);
    static quint64 nextPipelineId();
    // For answerHit: what the full path found for a target, per thread.
    void rememberHitRoute(
        const QByteArray &target, const Router::Route &route, const QString &cacheKey);

    const Database &m_database;
    const Router &m_router;
    const ServerSettings m_settings;
    RateLimiter m_rateLimiter;
    AuthFailureThrottle m_authThrottle;
    ResponseCache m_cache;
    SecurityLog m_securityLog;
    WriteQueue *m_writes = nullptr;
    SearchRecorder *m_searchLog = nullptr;
    HeavyReadPool *m_heavyReads = nullptr;
    FeedWaitList *m_feedWaits = nullptr;
    const SyncStatus *m_syncStatus = nullptr;
    const quint64 m_id; // tells this pipeline's per-thread hit routes from another's
};
