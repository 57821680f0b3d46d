#include "app/server/upstreamoptions.h"

#include <QUrl>

#include "app/server/cliutil.h"

using namespace Qt::StringLiterals;

namespace ServerCli {

UpstreamOptions::UpstreamOptions()
    : url { u"upstream"_s,
        u"The marketplace's base URL (…/api/v1/client): this shop server follows it, pushing its "
        "stock movements and pulling the ones made there."_s,
        u"URL"_s }
    , appId { u"upstream-app-id"_s, u"The seller's app id at the marketplace (with --upstream)."_s,
        u"ID"_s }
    , secretFile { u"upstream-secret-file"_s,
        u"A file (mode 0600) holding the key's secret; or set CATALOG_UPSTREAM_SECRET."_s,
        u"FILE"_s }
{ }

std::optional<UpstreamClient::Credentials> upstreamCredentials(
    const QCommandLineParser &parser, const UpstreamOptions &options)
{
    if (!parser.isSet(options.url)) {
        if (parser.isSet(options.appId) || parser.isSet(options.secretFile))
            throw UsageError { u"--upstream-app-id and --upstream-secret-file need --upstream"_s };
        return std::nullopt;
    }
    const QUrl url(parser.value(options.url), QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != "http"_L1 && url.scheme() != "https"_L1)
        || url.host().isEmpty() || url.hasQuery() || url.hasFragment())
        throw UsageError { u"--upstream expects the marketplace's http(s) base URL, e.g. "
                           "https://market.example/api/v1/client"_s };
    if (parser.value(options.appId).isEmpty())
        throw UsageError { u"--upstream needs upstream-app-id (the seller's key there)"_s };
    UpstreamClient::Credentials credentials { url.toString(QUrl::StripTrailingSlash),
        parser.value(options.appId), qEnvironmentVariable("CATALOG_UPSTREAM_SECRET"), {} };
    if (parser.isSet(options.secretFile)) {
        const QString problem
            = UpstreamClient::readSecretFile(parser.value(options.secretFile), credentials);
        if (!problem.isEmpty())
            throw UsageError { problem };
    }
    if (credentials.secret.isEmpty())
        throw UsageError {
            u"--upstream needs the key's secret: CATALOG_UPSTREAM_SECRET or upstream-secret-file"_s
        };
    return credentials;
}

} // namespace ServerCli
