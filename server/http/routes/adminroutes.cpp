// The admin's reads (contract §15): products, quality, duplicates, searches and audit, each
// list also as CSV (format=csv: every row, no page limit). Key with 'catalog:admin', no seller.
#include <QJsonArray>
#include <QJsonObject>

#include "server/domain/adminissues.h"
#include "server/http/apierror.h"
#include "server/http/paramreader.h"
#include "server/http/requestcontext.h"
#include "server/http/router.h"
#include "server/http/routes/paging.h"
#include "server/http/routes/routes.h"
#include "server/services/adminauditservice.h"
#include "server/services/admincsv.h"
#include "server/services/adminproductservice.h"
#include "server/services/adminqualityservice.h"

using namespace Qt::StringLiterals;

namespace {

constexpr QByteArrayView csvContentType = "text/csv; charset=utf-8";

bool wantsCsv(const RequestContext &context)
{
    return context.param(u"format"_s) == "csv"_L1;
}

// A list's answer: the page as JSON (meta A), or every row as CSV.
HttpResponse listAnswer(const QJsonArray &items, const QStringList &fields, bool csv, qint64 page,
    int perPage, qint64 total)
{
    if (!csv)
        return HttpResponse::success(items, Paging::metaA(page, perPage, total));
    HttpResponse response;
    response.body = AdminCsv::write(fields, items);
    response.addHeader("Content-Type", csvContentType.toByteArray());
    return response;
}

QString formatOf(ParamReader &params)
{
    return params.oneOf(u"format"_s, { u"json"_s, u"csv"_s }, u"json"_s);
}

// GET admin/products?type=&q=&seller_id=&category_id=&active=&issue=&sort=&page=&per_page=
// &format= → admin items, meta A; 422 for an unknown type, active, issue or sort.
HttpResponse handleProducts(RequestContext &context)
{
    ParamReader params(context);
    AdminProductService::ListQuery query;
    query.filter.type = params.oneOf(u"type"_s, { u"book"_s, u"stationery"_s }, QString());
    query.filter.q = params.optionalText(u"q"_s).trimmed();
    query.filter.sellerId = params.optionalId(u"seller_id"_s);
    query.categoryId = params.optionalId(u"category_id"_s);
    const QString active = params.oneOf(u"active"_s, { u"true"_s, u"false"_s, u"any"_s }, u"any"_s);
    if (active != "any"_L1)
        query.filter.active = active == "true"_L1;
    query.filter.sort = params.oneOf(u"sort"_s,
        { u"id"_s, u"-id"_s, u"name"_s, u"price"_s, u"-price"_s, u"completeness"_s,
            u"-completeness"_s, u"updated"_s, u"-updated"_s },
        u"id"_s);
    query.page = params.page();
    query.perPage = params.perPage();
    const bool csv = formatOf(params) == "csv"_L1;
    const QString issue = context.param(u"issue"_s);
    params.finish();
    if (!issue.isNull()) {
        const auto mask = AdminIssues::maskOf(issue);
        if (!mask) {
            throw ApiError::validation(
                u"issue"_s, u"must be one or more of: "_s + AdminIssues::codes().join(u", "_s));
        }
        query.filter.issueMask = *mask;
    }
    const int perPage = query.perPage;
    if (csv)
        query.perPage = 0;
    qint64 total = 0;
    const QJsonArray items = AdminProductService(context.db).list(query, csv ? nullptr : &total);
    return listAnswer(items, AdminProductService::itemFields(), csv, query.page, perPage, total);
}

// GET admin/quality → the catalog at a glance (kept by the writes, read in constant time).
HttpResponse handleQuality(RequestContext &context)
{
    ParamReader(context).finish();
    return HttpResponse::success(AdminQualityService(context.db).quality());
}

// GET admin/duplicates?page=&per_page=&format= → {code, listings, differs}, meta A.
HttpResponse handleDuplicates(RequestContext &context)
{
    ParamReader params(context);
    const qint64 page = params.page();
    const int perPage = params.perPage();
    const bool csv = formatOf(params) == "csv"_L1;
    params.finish();
    qint64 total = 0;
    const QJsonArray items = AdminQualityService(context.db)
                                 .duplicates(page, csv ? 0 : perPage, csv ? nullptr : &total);
    return listAnswer(items, { u"code"_s, u"listings"_s, u"differs"_s }, csv, page, perPage, total);
}

QString utcText(const std::optional<QDateTime> &at)
{
    return at ? at->toUTC().toString(Qt::ISODateWithMs) : QString();
}

// GET admin/searches?since=&until=&zero_results=&page=&per_page=&format= → {text, count,
// last_at, results}, most frequent first, meta A.
HttpResponse handleSearches(RequestContext &context)
{
    ParamReader params(context);
    AdminSearchFilter filter;
    filter.since = utcText(params.timestamp(u"since"_s));
    filter.until = utcText(params.timestamp(u"until"_s));
    filter.zeroResultsOnly
        = params.oneOf(u"zero_results"_s, { u"true"_s, u"false"_s }, u"false"_s) == "true"_L1;
    const qint64 page = params.page();
    const int perPage = params.perPage();
    const bool csv = formatOf(params) == "csv"_L1;
    params.finish();
    qint64 total = 0;
    const QJsonArray items = AdminAuditService(context.db)
                                 .searches(filter, page, csv ? 0 : perPage, csv ? nullptr : &total);
    return listAnswer(
        items, { u"text"_s, u"count"_s, u"last_at"_s, u"results"_s }, csv, page, perPage, total);
}

// GET admin/audit?since=&key=&object=&page=&per_page=&format= → {at, app_id, key_name,
// request_id, action, object, before, after}, newest first, meta A. object: "type" or
// "type:id" (e.g. book:12, seller:3).
HttpResponse handleAudit(RequestContext &context)
{
    ParamReader params(context);
    AdminAuditFilter filter;
    filter.since = utcText(params.timestamp(u"since"_s));
    filter.appId = params.optionalText(u"key"_s);
    const QString object = params.optionalText(u"object"_s);
    const qint64 page = params.page();
    const int perPage = params.perPage();
    const bool csv = formatOf(params) == "csv"_L1;
    params.finish();
    if (!object.isNull()) {
        const QStringList parts = object.split(u':');
        bool ok = true;
        filter.objectType = parts.value(0);
        if (parts.size() == 2)
            filter.objectId = parts.at(1).toLongLong(&ok);
        if (parts.size() > 2 || !ok || filter.objectType.isEmpty())
            throw ApiError::validation(u"object"_s, u"must be a type or type:id, e.g. book:12"_s);
    }
    qint64 total = 0;
    const QJsonArray items = AdminAuditService(context.db)
                                 .entries(filter, page, csv ? 0 : perPage, csv ? nullptr : &total);
    return listAnswer(items,
        { u"at"_s, u"app_id"_s, u"key_name"_s, u"request_id"_s, u"action"_s, u"object"_s,
            u"before"_s, u"after"_s },
        csv, page, perPage, total);
}

} // namespace

void Routes::registerAdminRoutes(Router &router)
{
    // CSV is never cached: the cache keeps JSON bodies. The search log is written in the
    // background, so its analytics are read fresh.
    const auto csvUncached = [](const RequestContext &context) { return wantsCsv(context); };
    for (const auto &[path, handler] : { std::pair { u"admin/products"_s, &handleProducts },
             std::pair { u"admin/duplicates"_s, &handleDuplicates },
             std::pair { u"admin/audit"_s, &handleAudit } }) {
        router.add("GET", path, handler, Router::Access::Admin).uncachedIf = csvUncached;
    }
    router.add("GET", u"admin/quality"_s, handleQuality, Router::Access::Admin);
    router.add("GET", u"admin/searches"_s, handleSearches, Router::Access::Admin).uncached = true;
    registerAdminWriteRoutes(router);
}
