#pragma once

#include <QByteArray>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QUrl>
#include <QUrlQuery>

#include "net/apierrormapper.h"
#include "net/apirequest.h"
#include "net/apiresult.h"
#include "net/requestoptions.h"
#include "net/retrypolicy.h"

class EtagCache;
class QNetworkAccessManager;
class QNetworkReply;
class RatePacer;

// Moves ApiRequests through pacing, sending, the ETag cache, waits after 429 and retries with
// backoff. Knows nothing of the typed resources (ApiClient does). Holds the secret in memory
// only; it goes into the X-App-Secret header and nowhere else.
class RequestEngine final : public QObject
{
    Q_OBJECT
public:
    // nam and cache stay owned by the caller (or by their Qt parents).
    RequestEngine(QNetworkAccessManager *nam, EtagCache *cache, QObject *parent = nullptr);
    ~RequestEngine() override;

    void setServer(const QUrl &baseUrl, const QString &appId, const QString &secret);
    QUrl baseUrl() const { return m_baseUrl; }
    QString appId() const { return m_appId; }
    bool hasSecret() const { return !m_secret.isEmpty(); }

    void setRetryPolicy(const RetryPolicy &policy) { m_retryPolicy = policy; }
    RetryPolicy retryPolicy() const { return m_retryPolicy; }
    RatePacer *pacer() const { return m_pacer; }
    EtagCache *cache() const { return m_cache; }
    QNetworkAccessManager *networkAccessManager() const { return m_nam; }

    // path is relative to the base URL ("/products/book/7").
    ApiRequest *get(const QString &path, const QUrlQuery &query, const RequestOptions &options);
    ApiRequest *post(const QString &path, const QByteArray &jsonBody,
        const QByteArray &idempotencyKey, const RequestOptions &options);
    // PATCH with a JSON body (contract §11 product and supplier edits); like post().
    ApiRequest *patch(const QString &path, const QByteArray &jsonBody,
        const QByteArray &idempotencyKey, const RequestOptions &options);

    // DELETE (contract §13 webhooks); no body.
    ApiRequest *remove(const QString &path, const RequestOptions &options);

    void cancel(ApiRequest *request, ApiErrorMapper::Abort reason);
    void cancelAll();

    // For status bars and tests.
    int rateLimitedCount() const { return m_rateLimited; }
    int retryCount() const { return m_retried; }
    int activeRequests() const { return int(m_requests.size()); }

    // Whether the server answered the latest attempt: any HTTP status counts, even an error;
    // a transport failure or a timeout without an answer does not. Every attempt counts,
    // retries included, so a recovery shows at the first answered retry, not after the last.
    // True until a failure is seen; setServer() starts over.
    bool isReachable() const { return m_reachable; }
    // Asks the server's GET /healthz (outside the base path, no credentials, no quota, not
    // paced) and updates isReachable() from the answer. One probe at a time; for callers that
    // want to know when a server that stopped answering is back while nothing else is sent.
    void probeReachability(int timeoutMs = 1500);

Q_SIGNALS:
    // Every request's final result (after retries), for a status bar or a log.
    void requestFinished(const ApiResult &result);
    void rateLimited(int retryAfterSeconds);
    // isReachable() changed: the server stopped answering, or answers again.
    void reachabilityChanged(bool reachable);

private:
    QUrl urlFor(const QString &path, const QUrlQuery &query) const;
    ApiRequest *create(ApiRequest::Method method, const QUrl &url, const RequestOptions &options);
    void submit(ApiRequest *request, bool front);
    void supersede(ApiRequest *newer);
    void send(quint64 ticket);
    void onReplyFinished(ApiRequest *request);
    bool retryLater(ApiRequest *request, int delayMs);
    void finish(ApiRequest *request, const ApiResult &result, const QByteArray &body);
    void setReachable(bool reachable);

    QNetworkAccessManager *m_nam;
    EtagCache *m_cache;
    RatePacer *m_pacer;
    RetryPolicy m_retryPolicy;
    QUrl m_baseUrl;
    QString m_appId;
    QString m_secret;
    QHash<quint64, ApiRequest *> m_requests;
    quint64 m_nextTicket = 1;
    int m_rateLimited = 0;
    int m_retried = 0;
    bool m_reachable = true;
    QPointer<QNetworkReply> m_probe;
};
