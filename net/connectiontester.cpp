#include "net/connectiontester.h"

#include <QCoreApplication>

#include "net/apiclient.h"
#include "net/connectionprofile.h"
#include "net/etagcache.h"

using namespace Qt::StringLiterals;

ConnectionTester::Outcome ConnectionTester::classify(const ApiResult &result)
{
    using K = ApiResult::Kind;
    switch (result.kind()) {
    case K::Ok:
    case K::NotModified:
        return Outcome::Ok;
    case K::Network:
    case K::Timeout:
        return Outcome::Unreachable;
    case K::NotFound:
    case K::Parse:
        return Outcome::WrongUrl;
    case K::Unauthorized:
        return Outcome::Unauthorized;
    case K::Forbidden:
        return Outcome::Forbidden;
    case K::IpNotAllowed:
        return Outcome::IpNotAllowed;
    case K::RateLimited:
        return Outcome::RateLimited;
    case K::Server:
        return Outcome::ServerError;
    case K::Validation:
        // A 405 or 400 on a plain GET: something else answers at that address.
        return result.errorCode().isEmpty() ? Outcome::WrongUrl : Outcome::Other;
    case K::Conflict:
    case K::Cancelled:
        return Outcome::Other;
    }
    return Outcome::Other;
}

QString ConnectionTester::describe(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Ok:
        return QCoreApplication::translate("ConnectionTester", "Connected.");
    case Outcome::Unreachable:
        return QCoreApplication::translate("ConnectionTester",
            "The server cannot be reached. Check the address and port, and that it is running.");
    case Outcome::WrongUrl:
        return QCoreApplication::translate("ConnectionTester",
            "Something answers at this address, but it is not a Catalog API v1 server. The "
            "base URL usually ends in /api/v1/client.");
    case Outcome::Unauthorized:
        return QCoreApplication::translate("ConnectionTester", "The app ID or secret is missing.");
    case Outcome::Forbidden:
        return QCoreApplication::translate("ConnectionTester",
            "The server refused this app ID and secret: wrong, revoked, or without read access.");
    case Outcome::IpNotAllowed:
        return QCoreApplication::translate("ConnectionTester",
            "The key is valid but may not be used from this computer's address (IP allowlist).");
    case Outcome::RateLimited:
        return QCoreApplication::translate(
            "ConnectionTester", "The key works but is over its rate limit right now.");
    case Outcome::ServerError:
        return QCoreApplication::translate(
            "ConnectionTester", "The server reported an internal error.");
    case Outcome::Other:
        break;
    }
    return QCoreApplication::translate("ConnectionTester", "The connection test failed.");
}

ApiRequest *ConnectionTester::test(ApiClient *client, QObject *context, Callback callback)
{
    RequestOptions options;
    options.useEtag = false;
    options.maxRetries = 0;
    options.maxRateLimitRetries = 0;
    options.timeoutMs = 10000;
    return client->categories(
        context,
        [callback = std::move(callback)](const ApiResult &result, const QList<Category> &) {
            Report report;
            report.result = result;
            report.outcome = classify(result);
            report.message = describe(report.outcome);
            if (callback)
                callback(report);
        },
        options);
}

ApiClient *ConnectionTester::temporaryClient(QNetworkAccessManager *nam,
    const ConnectionProfile &profile, const QString &secret, QObject *context)
{
    auto *client = new ApiClient(nam, new EtagCache(EtagCache::Persistence::MemoryOnly), context);
    client->cache()->setParent(client);
    client->setServer(profile.baseUrl, profile.appId, secret);
    return client;
}

void ConnectionTester::test(QNetworkAccessManager *nam, const ConnectionProfile &profile,
    const QString &secret, QObject *context, Callback callback)
{
    ApiClient *client = temporaryClient(nam, profile, secret, context);
    test(client, client, [client, callback = std::move(callback)](const Report &report) {
        if (callback)
            callback(report);
        client->deleteLater();
    });
}

void ConnectionTester::testKey(QNetworkAccessManager *nam, const ConnectionProfile &profile,
    const QString &secret, QObject *context, KeyCallback callback)
{
    ApiClient *client = temporaryClient(nam, profile, secret, context);
    RequestOptions options;
    options.useEtag = false;
    options.maxRetries = 0;
    options.maxRateLimitRetries = 0;
    options.timeoutMs = 10000;
    client->key(
        client,
        [client, callback = std::move(callback)](const ApiResult &result, const KeyInfo &key) {
            Report report;
            report.result = result;
            report.outcome = classify(result);
            report.message = describe(report.outcome);
            if (callback)
                callback(report, key);
            client->deleteLater();
        },
        options);
}
