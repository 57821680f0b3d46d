#include "server/http/router.h"

#include "server/domain/apikey.h"
#include "server/http/requestcontext.h"

using namespace Qt::StringLiterals;

QString RequestContext::param(const QString &name) const
{
    if (!query.hasQueryItem(name))
        return QString();
    return query.queryItemValue(name, QUrl::FullyDecoded).trimmed();
}

Router::Route &Router::add(
    const QByteArray &method, const QString &pattern, Handler handler, Access access)
{
    Route route;
    route.method = method;
    route.pattern = pattern.split(u'/');
    route.access = access;
    route.handler = std::move(handler);
    m_routes.push_back(std::move(route));
    return m_routes.back();
}

bool Router::matches(const QStringList &pattern, const QStringList &segments, QStringList *args)
{
    if (pattern.size() != segments.size())
        return false;
    args->clear();
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QString &expected = pattern.at(i);
        const QString &segment = segments.at(i);
        if (expected == "{int}"_L1) {
            bool ok = false;
            segment.toLongLong(&ok);
            if (!ok || segment.isEmpty()
                || !std::all_of(
                    segment.begin(), segment.end(), [](QChar c) { return c >= u'0' && c <= u'9'; }))
                return false;
            args->append(segment);
        } else if (expected.startsWith(u'{')) {
            if (segment.isEmpty())
                return false;
            args->append(segment);
        } else if (expected != segment) {
            return false;
        }
    }
    return true;
}

Router::Match Router::match(const QByteArray &method, const QString &path) const
{
    Match result;
    const QStringList segments = path.split(u'/');
    QStringList args;
    // Literal routes are registered before patterns that could also match them
    // (e.g. products/mine before products/{col}), so the first match wins.
    for (const Route &route : m_routes) {
        if (!matches(route.pattern, segments, &args))
            continue;
        if (route.method == method) {
            result.route = &route;
            result.args = args;
            result.allowedMethods.clear();
            return result;
        }
        if (!result.allowedMethods.contains(route.method))
            result.allowedMethods.append(route.method);
        if (route.method == "GET" && !result.allowedMethods.contains("HEAD"))
            result.allowedMethods.append("HEAD");
    }
    return result;
}

QString Router::accessRefusal(Access access, const ApiKey &key)
{
    const bool readable = key.can(Abilities::Read);
    switch (access) {
    case Access::Read:
        return readable ? QString() : u"This key lacks the ability 'read'."_s;
    case Access::SellerRead:
        return readable && key.sellerId ? QString()
                                        : u"This endpoint needs a seller-scoped key with 'read'."_s;
    case Access::StockWrite:
        return key.can(Abilities::StockWrite) && key.sellerId
            ? QString()
            : u"This endpoint needs a seller-scoped key with 'stock:write'."_s;
    case Access::Webhooks:
        return key.can(Abilities::Webhooks) ? QString()
                                            : u"This key lacks the ability 'webhooks'."_s;
    case Access::Admin:
        return key.can(Abilities::CatalogAdmin) && !key.sellerId
            ? QString()
            : u"This endpoint needs a key with 'catalog:admin' and no seller."_s;
    case Access::AnyKey:
        break;
    }
    return {};
}
