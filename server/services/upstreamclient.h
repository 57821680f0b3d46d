#pragma once

#include <QJsonObject>
#include <QString>
#include <QUrlQuery>
#include <memory>

#include "server/services/requestbudget.h"

class QNetworkAccessManager;

// The marketplace's API as the shop server calls it (contract §14), with the seller's key
// upstream. Blocking calls (a local event loop per request) for the sync's own thread and the
// `sync init` command; one object per thread. The secret is sent in its header and nowhere
// else: never logged, never part of an error text.
class UpstreamClient final
{
public:
    struct Credentials
    {
        QString baseUrl; // .../api/v1/client, no trailing slash
        QString appId;
        QString secret;
        // Where the secret came from, read again after upstream refused the key (401/403):
        // a new key works without a restart. Empty: CATALOG_UPSTREAM_SECRET.
        QString secretFile;
    };
    struct Reply
    {
        int status = 0; // 0: no answer (network error, timeout)
        QJsonObject body;
        int retryAfterSeconds = 0; // 429 / 503 Retry-After
        int remainingSecond = -1; // X-RateLimit-Remaining-* (-1: not sent)
        int remainingMinute = -1;
        QString networkError; // for the log and /sync; names no secret
        // Why the answer was not taken (over maximumReplyBytes, not complete within
        // deadlineSeconds, a success that is not a JSON object); status is 0 then. Waiting does
        // not fix what upstream sends: /sync shows state error with it, not offline.
        QString refused;
        bool ok() const { return status >= 200 && status < 300; }
        // A reply the sync makes itself: an answer it refuses (what upstream sent breaks a rule
        // of contract §14), or a status to act on (503: try again later).
        static Reply refusal(const QString &why)
        {
            Reply reply;
            reply.refused = why;
            reply.networkError = why;
            return reply;
        }
        static Reply withStatus(int status)
        {
            Reply reply;
            reply.status = status;
            return reply;
        }
    };
    // Seconds without a byte until a request is given up.
    static constexpr int timeoutSeconds = 30;
    // Seconds until a request is answered in full, however steadily it trickles.
    static constexpr int deadlineSeconds = 60;
    // The largest answer read (docs/sync.md, "What comes down is checked"): a feed page of
    // 200 products with every text field at its API maximum is about 6.4 MB.
    static constexpr qint64 maximumReplyBytes = 8 * 1024 * 1024;
    // The longest Retry-After taken (a 429's wait; Backoff::sync() caps a 503's at its longest
    // step).
    static constexpr int maximumRetryAfterSeconds = 300;

    explicit UpstreamClient(Credentials credentials);
    ~UpstreamClient();

    Reply get(const QString &path, const QUrlQuery &query = {});
    // The key's budget as the last answer gave it (X-RateLimit-Remaining-*; -1: not sent):
    // the sync paces itself by it, so that under binding limits its pushes batch.
    int remainingSecond() const { return m_remainingSecond; }
    int remainingMinute() const { return m_remainingMinute; }
    Reply post(const QString &path, const QJsonObject &body);
    Reply patch(const QString &path, const QJsonObject &body);
    // Every request waits for its slot in the key's budget, shared with the key's other
    // clients (docs/sync.md, "Pacing"); without one nothing waits.
    void setBudget(std::shared_ptr<RequestBudget> budget, RequestBudget::Use use);
    const QString &baseUrl() const { return m_credentials.baseUrl; }
    const Credentials &credentials() const { return m_credentials; }
    void setCredentials(const Credentials &credentials);

    // Reads the key from upstream-secret-file into `credentials`: the file holds the secret,
    // or "APP_ID SECRET" on one line (a new key written over a revoked one, app id and all).
    // A file others may read is refused. Returns why it could not be used; empty when read.
    // The error never holds the secret.
    static QString readSecretFile(const QString &path, Credentials &credentials);
    // The key as its source holds it now (the file, else the environment).
    static Credentials reloaded(const Credentials &credentials, QString *error = nullptr);

private:
    // Waits for the budget's slot; false when the thread was stopped meanwhile.
    bool awaitSlot();
    Reply send(const QByteArray &method, const QString &path, const QUrlQuery &query,
        const QByteArray &body);

    Credentials m_credentials;
    std::unique_ptr<QNetworkAccessManager> m_network;
    int m_remainingSecond = -1;
    int m_remainingMinute = -1;
    std::shared_ptr<RequestBudget> m_budget;
    RequestBudget::Use m_use = RequestBudget::Use::Work;
};
