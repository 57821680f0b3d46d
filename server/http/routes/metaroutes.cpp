#include <QJsonArray>
#include <QUrl>

#include "server/domain/apikey.h"
#include "server/domain/cachetags.h"
#include "server/http/apierror.h"
#include "server/http/openapidocument.h"
#include "server/http/paramreader.h"
#include "server/http/requestcontext.h"
#include "server/http/router.h"
#include "server/http/routes/routes.h"
#include "server/http/serversettings.h"
#include "server/services/catalogservice.h"
#include "server/services/sellerservice.h"

using namespace Qt::StringLiterals;

void Routes::registerMetaRoutes(Router &router)
{
    // GET deeplink: type=book|stationery|seller|category&id=N, or type=search&q=... →
    // {type, id, web_url, app_url}; unknown target 404, bad type/id/q 422.
    auto &deeplink = router.add("GET", u"deeplink"_s, [](RequestContext &context) {
        ParamReader params(context);
        const QString type = params.oneOf(u"type"_s,
            { u"book"_s, u"stationery"_s, u"seller"_s, u"category"_s, u"search"_s }, QString());
        const bool search = type == "search"_L1;
        const QString q = search ? params.requiredText(u"q"_s) : QString();
        std::optional<qint64> id;
        if (!search && !type.isEmpty()) {
            id = params.optionalId(u"id"_s);
            if (!id && context.param(u"id"_s).isNull())
                throw ApiError::validation(u"id"_s, u"is required for this type"_s);
        }
        if (context.param(u"type"_s).isNull())
            throw ApiError::validation(u"type"_s, u"is required"_s);
        params.finish();

        const QString webBase = context.settings->webBaseUrl;
        QJsonObject data { { u"type"_s, type } };
        if (search) {
            const QString encoded = QString::fromLatin1(QUrl::toPercentEncoding(q));
            data.insert(u"id"_s, QJsonValue());
            data.insert(u"web_url"_s, QString(webBase + u"/search?q="_s + encoded));
            data.insert(u"app_url"_s, QString(u"catalog://search?q="_s + encoded));
        } else {
            if (!CatalogService(context.db).exists(type, *id))
                throw ApiError::notFound(u"No such %1."_s.arg(type));
            const QString suffix = type + u'/' + QString::number(*id);
            data.insert(u"id"_s, *id);
            data.insert(u"web_url"_s, QString(webBase + u'/' + suffix));
            data.insert(u"app_url"_s, QString(u"catalog://"_s + suffix));
        }
        return HttpResponse::success(data);
    });
    deeplink.cacheTags = Router::noCacheTags;

    // GET openapi.json: the OpenAPI 3.1 document, byte for byte what `catalog-server openapi`
    // prints; cached and ETagged like every GET.
    auto &openapi = router.add("GET", u"openapi.json"_s, [](RequestContext &) {
        HttpResponse response;
        response.body = OpenApiDocument::bytes();
        return response;
    });
    openapi.cacheTags = Router::noCacheTags;

    // GET key: the calling key as the server knows it (contract §6), so a client never asks a
    // person what the key already says. Any active key; never cached (a revoke or a new seller
    // name shows at once).
    auto &key = router.add(
        "GET", u"key"_s,
        [](RequestContext &context) {
            const ApiKey &key = *context.key;
            QJsonValue sellerName;
            if (key.sellerId) {
                const QString name = SellerService(context.db).name(*key.sellerId);
                if (!name.isNull())
                    sellerName = name;
            }
            return HttpResponse::success(
                QJsonObject { { u"app_id"_s, key.appId }, { u"name"_s, key.name },
                    { u"abilities"_s, QJsonArray::fromStringList(key.abilities) },
                    { u"seller_id"_s, key.sellerId ? QJsonValue(*key.sellerId) : QJsonValue() },
                    { u"seller_name"_s, sellerName }, { u"rate_per_second"_s, key.ratePerSecond },
                    { u"rate_per_minute"_s, key.ratePerMinute } });
        },
        Router::Access::AnyKey);
    key.uncached = true;
}
