#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>
#include <deque>
#include <functional>

#include "server/http/httpresponse.h"

struct ApiKey;

struct RequestContext;

// Maps method + path (relative to the base path) to a handler. Patterns are segments
// separated by '/': literals, "{int}" (a non-negative integer; anything else does not match,
// so it is a 404) and "{name}" (any non-empty segment: text named as the client knows it, e.g.
// "{code}", in the 422 that refuses it; contract §4).
class Router final
{
public:
    // What a route needs of the key, checked after routing (contract §3 order).
    // AnyKey: any active key, whatever its abilities (GET /key). Webhooks: the key's own
    // webhooks (contract §13).
    // Admin: catalog administration, a key with 'catalog:admin' and no seller (contract §15).
    enum class Access { Read, SellerRead, StockWrite, Webhooks, AnyKey, Admin };
    using Handler = std::function<HttpResponse(RequestContext &)>;
    // Runs when a cached response is served instead of calling the handler.
    using CacheHitHandler = std::function<void(RequestContext &, const QString &cacheNote)>;
    // What a cached response of this route shows (CacheTags); unset: any stock.
    using CacheTagger = std::function<QStringList(const RequestContext &)>;
    // For routes whose answers no stock change can alter.
    static QStringList noCacheTags(const RequestContext &) { return {}; }
    // Why key may not use a route of this access (the 403's message), or empty: it may.
    // The full path and the cache-hit path ask the same question here.
    static QString accessRefusal(Access access, const ApiKey &key);

    // Contract §3: a body over 64 KiB is refused with 413, unless the route takes more.
    static constexpr qsizetype defaultMaxBodyBytes = 64 * 1024;

    struct Route
    {
        QByteArray method;
        QStringList pattern;
        Access access = Access::Read;
        Handler handler;
        CacheHitHandler onCacheHit;
        bool sellerScopedCache = false; // the cache key includes the key's seller
        bool uncached = false; // never served from or stored in the response cache
        // Set: a request it holds true for is uncached (a feed mode of a cached listing).
        std::function<bool(const RequestContext &)> uncachedIf;
        CacheTagger cacheTags;
        // A read whose cost grows with the seller's data: on a cache miss it runs on the
        // HeavyReadPool, not on the worker thread (contract §10).
        bool heavyRead = false;
        // The largest body the route reads: what its own maximum (lines, updates) needs.
        qsizetype maxBodyBytes = defaultMaxBodyBytes;
    };

    struct Match
    {
        const Route *route = nullptr;
        QStringList args;
        QList<QByteArray> allowedMethods; // path known, method not: 405 with Allow
    };

    // The returned route stays valid while the router lives (later adds do not move it).
    Route &add(const QByteArray &method, const QString &pattern, Handler handler,
        Access access = Access::Read);
    Match match(const QByteArray &method, const QString &path) const;

private:
    static bool matches(const QStringList &pattern, const QStringList &segments, QStringList *args);

    std::deque<Route> m_routes;
};
