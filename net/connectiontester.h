#pragma once

#include <QObject>
#include <QString>
#include <functional>

#include "net/apiresult.h"
#include "net/resources.h"

class ApiClient;
class ApiRequest;
class QNetworkAccessManager;
struct ConnectionProfile;

// "Test connection": one cheap authenticated GET that tells apart the ways a profile can be
// wrong, so the dialog can say which field to fix.
class ConnectionTester final
{
public:
    enum class Outcome {
        Ok,
        Unreachable, // no HTTP answer: wrong host or port, server down, firewall, timeout
        WrongUrl, // an HTTP server, but not a Catalog API v1 base URL (404, not our JSON)
        Unauthorized, // 401: app id or secret empty
        Forbidden, // 403 forbidden: wrong or revoked key, or missing "read"
        IpNotAllowed, // 403 ip_not_allowed: the key's allowlist excludes this machine
        RateLimited, // 429: the key works but is over its limit right now
        ServerError, // 5xx
        Other,
    };

    struct Report
    {
        Outcome outcome = Outcome::Other;
        ApiResult result;
        QString message; // translated
    };
    using Callback = std::function<void(const Report &report)>;

    static Outcome classify(const ApiResult &result);
    static QString describe(Outcome outcome);

    // Tests the client's current server, app id and secret.
    static ApiRequest *test(ApiClient *client, QObject *context, Callback callback);
    // Tests a profile that is not in use yet, with a temporary client (memory-only cache).
    static void test(QNetworkAccessManager *nam, const ConnectionProfile &profile,
        const QString &secret, QObject *context, Callback callback);
    // The same through GET /key (contract §6), which also tells whose key it is and what it
    // may do (a shop server's marketplace key must be a seller's, with stock:write).
    using KeyCallback = std::function<void(const Report &report, const KeyInfo &key)>;
    static void testKey(QNetworkAccessManager *nam, const ConnectionProfile &profile,
        const QString &secret, QObject *context, KeyCallback callback);

private:
    // A client for a profile not in use yet (memory-only cache), deleted after done.
    static ApiClient *temporaryClient(QNetworkAccessManager *nam, const ConnectionProfile &profile,
        const QString &secret, QObject *context);
};
