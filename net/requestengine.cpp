#include "net/requestengine.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QUuid>

#include "net/etagcache.h"
#include "net/ratepacer.h"

using namespace Qt::StringLiterals;

RequestEngine::RequestEngine(QNetworkAccessManager *nam, EtagCache *cache, QObject *parent)
    : QObject(parent)
    , m_nam(nam)
    , m_cache(cache)
    , m_pacer(new RatePacer(this))
{
    connect(m_pacer, &RatePacer::ready, this, &RequestEngine::send);
}

RequestEngine::~RequestEngine()
{
    // Replies must not call back into a half-destroyed engine.
    for (ApiRequest *request : std::as_const(m_requests)) {
        if (request->m_reply) {
            request->m_reply->disconnect(this);
            request->m_reply->disconnect(request);
            request->m_reply->abort();
            request->m_reply->deleteLater();
        }
    }
    if (m_probe) {
        m_probe->disconnect(this);
        m_probe->abort();
        m_probe->deleteLater();
    }
}

void RequestEngine::setServer(const QUrl &baseUrl, const QString &appId, const QString &secret)
{
    m_baseUrl = baseUrl.adjusted(QUrl::StripTrailingSlash);
    m_appId = appId;
    m_secret = secret;
    if (m_probe) {
        // Its answer would say nothing about the new server.
        m_probe->disconnect(this);
        m_probe->abort();
        m_probe->deleteLater();
    }
    setReachable(true);
}

void RequestEngine::setReachable(bool reachable)
{
    if (reachable == m_reachable)
        return;
    m_reachable = reachable;
    Q_EMIT reachabilityChanged(reachable);
}

void RequestEngine::probeReachability(int timeoutMs)
{
    if (m_probe || m_baseUrl.isEmpty())
        return;
    QUrl url = m_baseUrl;
    url.setPath(u"/healthz"_s);
    url.setQuery(QString());
    QNetworkRequest request(url);
    // No credentials: the probe goes to a path anybody may call, so it carries no secret.
    request.setAttribute(
        QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(timeoutMs);
    QNetworkReply *reply = m_nam->get(request);
    m_probe = reply;
    connect(reply, &QNetworkReply::finished, this, [this, reply] {
        reply->deleteLater();
        setReachable(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() != 0);
    });
}

QUrl RequestEngine::urlFor(const QString &path, const QUrlQuery &query) const
{
    QUrl url = m_baseUrl;
    url.setPath(m_baseUrl.path() % path);
    if (!query.isEmpty())
        url.setQuery(query);
    return url;
}

ApiRequest *RequestEngine::create(
    ApiRequest::Method method, const QUrl &url, const RequestOptions &options)
{
    const quint64 ticket = m_nextTicket++;
    auto *request = new ApiRequest(this, ticket, this);
    request->m_method = method;
    request->m_url = url;
    request->m_options = options;
    request->m_cacheKey = EtagCache::makeKey(m_baseUrl, m_appId, url);
    connect(&request->m_timeout, &QTimer::timeout, this,
        [this, request] { cancel(request, ApiErrorMapper::Abort::TimedOut); });
    connect(&request->m_retryTimer, &QTimer::timeout, this, [this, request] {
        if (request->m_state == ApiRequest::State::WaitingRetry)
            submit(request, true);
    });
    m_requests.insert(ticket, request);
    return request;
}

ApiRequest *RequestEngine::get(
    const QString &path, const QUrlQuery &query, const RequestOptions &options)
{
    ApiRequest *request = create(ApiRequest::Method::Get, urlFor(path, query), options);
    supersede(request);
    submit(request, false);
    return request;
}

ApiRequest *RequestEngine::post(const QString &path, const QByteArray &jsonBody,
    const QByteArray &idempotencyKey, const RequestOptions &options)
{
    ApiRequest *request = create(ApiRequest::Method::Post, urlFor(path, {}), options);
    request->m_requestBody = jsonBody;
    request->m_idempotencyKey = idempotencyKey;
    supersede(request);
    submit(request, false);
    return request;
}

ApiRequest *RequestEngine::patch(const QString &path, const QByteArray &jsonBody,
    const QByteArray &idempotencyKey, const RequestOptions &options)
{
    ApiRequest *request = create(ApiRequest::Method::Patch, urlFor(path, {}), options);
    request->m_requestBody = jsonBody;
    request->m_idempotencyKey = idempotencyKey;
    supersede(request);
    submit(request, false);
    return request;
}

ApiRequest *RequestEngine::remove(const QString &path, const RequestOptions &options)
{
    ApiRequest *request = create(ApiRequest::Method::Delete, urlFor(path, {}), options);
    supersede(request);
    submit(request, false);
    return request;
}

void RequestEngine::supersede(ApiRequest *newer)
{
    const QString group = newer->m_options.supersedeGroup;
    if (group.isEmpty())
        return;
    const auto requests = m_requests.values();
    for (ApiRequest *older : requests) {
        if (older != newer && older->m_options.supersedeGroup == group && !older->isFinished())
            cancel(older, ApiErrorMapper::Abort::Cancelled);
    }
}

void RequestEngine::submit(ApiRequest *request, bool front)
{
    request->setState(ApiRequest::State::Queued);
    m_pacer->enqueue(request->m_ticket, request->m_options.priority, front);
}

void RequestEngine::send(quint64 ticket)
{
    ApiRequest *request = m_requests.value(ticket);
    if (!request || request->m_state != ApiRequest::State::Queued) {
        m_pacer->release(ticket, false);
        return;
    }
    QNetworkRequest req(request->m_url);
    // Redirects are not followed: they would carry the secret to wherever they point.
    req.setAttribute(
        QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    req.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    req.setAttribute(QNetworkRequest::CacheSaveControlAttribute, false);
    req.setRawHeader("Accept"_ba, "application/json"_ba);
    req.setRawHeader("X-App-ID"_ba, m_appId.toUtf8());
    req.setRawHeader("X-App-Secret"_ba, m_secret.toUtf8());
    if (request->m_options.noCache)
        req.setRawHeader("Cache-Control"_ba, "no-cache"_ba);

    request->m_abort = ApiErrorMapper::Abort::None;
    ++request->m_attempts;
    if (request->m_method == ApiRequest::Method::Get) {
        if (m_cache && request->m_options.useEtag && !request->m_skipEtag) {
            if (const auto entry = m_cache->lookup(request->m_cacheKey))
                req.setRawHeader("If-None-Match"_ba, entry->etag);
        }
        request->m_reply = m_nam->get(req);
    } else if (request->m_method == ApiRequest::Method::Delete) {
        request->m_reply = m_nam->deleteResource(req);
    } else {
        req.setHeader(QNetworkRequest::ContentTypeHeader, u"application/json"_s);
        if (!request->m_idempotencyKey.isEmpty())
            req.setRawHeader("Idempotency-Key"_ba, request->m_idempotencyKey);
        request->m_reply = request->m_method == ApiRequest::Method::Patch
            ? m_nam->sendCustomRequest(req, "PATCH"_ba, request->m_requestBody)
            : m_nam->post(req, request->m_requestBody);
    }
    request->setState(ApiRequest::State::InFlight);
    connect(request->m_reply, &QNetworkReply::finished, request,
        [this, request] { onReplyFinished(request); });
    request->m_timeout.start(std::max(1, request->m_options.timeoutMs));
}

void RequestEngine::cancel(ApiRequest *request, ApiErrorMapper::Abort reason)
{
    switch (request->m_state) {
    case ApiRequest::State::Finished:
        return;
    case ApiRequest::State::InFlight:
        request->m_abort = reason;
        if (request->m_reply) {
            request->m_reply->abort(); // finished() follows, onReplyFinished maps it
            return;
        }
        break;
    case ApiRequest::State::Queued:
        m_pacer->remove(request->m_ticket);
        break;
    case ApiRequest::State::WaitingRetry:
        request->m_retryTimer.stop();
        break;
    }
    request->m_abort = reason;
    finish(request,
        ApiErrorMapper::map(
            0, QNetworkReply::OperationCanceledError, {},
            [](const QByteArray &) { return QByteArray(); }, reason),
        {});
}

void RequestEngine::cancelAll()
{
    const auto requests = m_requests.values();
    for (ApiRequest *request : requests)
        cancel(request, ApiErrorMapper::Abort::Cancelled);
}

void RequestEngine::onReplyFinished(ApiRequest *request)
{
    QNetworkReply *reply = request->m_reply;
    if (!reply || request->m_state != ApiRequest::State::InFlight)
        return;
    request->m_timeout.stop();
    request->m_reply = nullptr;
    reply->disconnect(request);
    reply->deleteLater();
    // An aborted reply is closed: reading it would only warn.
    const QByteArray body = reply->isOpen() ? reply->readAll() : QByteArray();
    ApiResult result = ApiErrorMapper::fromReply(*reply, body, request->m_abort);
    // A refusal of the rate limit used no quota (contract §6); everything else may have,
    // a refused wait (contract §13's too_many_waiting, a 429 too) included.
    m_pacer->release(
        request->m_ticket, result.kind() != ApiResult::Kind::RateLimited || result.isRefusedWait());
    if (result.httpStatus() != 0)
        setReachable(true);
    else if (result.kind() == ApiResult::Kind::Network || result.kind() == ApiResult::Kind::Timeout)
        setReachable(false);
    if (result.httpStatus() != 0 && result.kind() != ApiResult::Kind::Cancelled) {
        m_pacer->observe([reply](const QByteArray &name) { return reply->rawHeader(name); });
        if (m_cache)
            m_cache->recordServerCache(result.serverCache());
    }
    const bool isGet = request->m_method == ApiRequest::Method::Get;
    const bool retryable = isGet || !request->m_idempotencyKey.isEmpty();
    const int maxRetries = request->m_options.maxRetries >= 0 ? request->m_options.maxRetries
                                                              : m_retryPolicy.maxRetries();

    switch (result.kind()) {
    case ApiResult::Kind::NotModified:
        if (const auto entry = m_cache ? m_cache->lookup(request->m_cacheKey) : std::nullopt) {
            m_cache->recordHit();
            finish(request, result, entry->body);
        } else {
            // The entry vanished between send and answer: ask again, unconditionally.
            request->m_skipEtag = true;
            submit(request, true);
        }
        return;
    case ApiResult::Kind::Ok:
        if (isGet && m_cache) {
            m_cache->recordMiss();
            if (request->m_options.useEtag)
                m_cache->store(request->m_cacheKey, result.etag(), body);
        }
        finish(request, result, body);
        return;
    case ApiResult::Kind::RateLimited:
        // Contract §13: the key's places for waiting reads are taken. No rate limit, so
        // nothing else of the key pauses; the caller reads without waiting instead.
        if (result.isRefusedWait())
            break;
        ++m_rateLimited;
        Q_EMIT rateLimited(result.retryAfter());
        if (request->m_rateLimitWaits < request->m_options.maxRateLimitRetries) {
            ++request->m_rateLimitWaits;
            m_pacer->blockFor(result.retryAfter() > 0 ? result.retryAfter() : 1);
            submit(request, true);
            return;
        }
        break;
    case ApiResult::Kind::Conflict:
        // The same Idempotency-Key is still being processed: ask again after Retry-After.
        if (result.errorCode() == "idempotency_in_progress"_L1 && request->m_retries < maxRetries) {
            ++request->m_retries;
            if (retryLater(request, 1000 * std::max(1, result.retryAfter())))
                return;
        }
        break;
    default:
        if (result.isTransient() && retryable && request->m_retries < maxRetries) {
            ++request->m_retries;
            if (retryLater(request, m_retryPolicy.delayMs(request->m_retries)))
                return;
        }
        break;
    }
    finish(request, result, body);
}

bool RequestEngine::retryLater(ApiRequest *request, int delayMs)
{
    ++m_retried;
    request->setState(ApiRequest::State::WaitingRetry);
    request->m_retryTimer.start(delayMs);
    return true;
}

void RequestEngine::finish(ApiRequest *request, const ApiResult &result, const QByteArray &body)
{
    if (request->m_state == ApiRequest::State::Finished)
        return;
    request->m_result = result;
    request->m_body = body;
    request->m_timeout.stop();
    request->m_retryTimer.stop();
    m_requests.remove(request->m_ticket);
    request->setState(ApiRequest::State::Finished);
    Q_EMIT request->finished(result);
    Q_EMIT requestFinished(result);
    request->deleteLater();
}
