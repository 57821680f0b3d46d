#include <QDateTime>

#include "server/domain/cachetags.h"
#include "server/http/paramreader.h"
#include "server/http/requestcontext.h"
#include "server/http/router.h"
#include "server/http/routes/paging.h"
#include "server/http/routes/routes.h"
#include "server/services/reportservice.h"

using namespace Qt::StringLiterals;

namespace {

constexpr int defaultTopLimit = 20;
constexpr int maximumTopLimit = 100;
constexpr int defaultSlowDays = 90;
constexpr int maximumSlowDays = 3650;

ReportService::Range rangeOf(ParamReader &params)
{
    const auto from = params.date(u"from"_s);
    const auto until = params.date(u"until"_s);
    params.finish();
    return ReportService::range(from, until, QDateTime::currentDateTimeUtc().date());
}

// GET products/stock/report/sales: from, until (dates, inclusive), group day|week|month →
// [{period, units, revenue, returns}], every period, oldest first (contract §12). 422.
HttpResponse handleSales(RequestContext &context)
{
    ParamReader params(context);
    const QString group = params.oneOf(u"group"_s, ReportService::groupings(), u"day"_s);
    const ReportService::Range range = rangeOf(params);
    return HttpResponse::success(ReportService(context.db, *context.key->sellerId)
                                     .sales(range, ReportService::grouping(group)));
}

// GET products/stock/report/top: from, until, by units|revenue, limit 1–100 (20) →
// [{product_id, type, code, name, units, revenue}], best first. 422.
HttpResponse handleTop(RequestContext &context)
{
    ParamReader params(context);
    const QString by = params.oneOf(u"by"_s, { u"units"_s, u"revenue"_s }, u"units"_s);
    const int limit = int(params.integerIn(u"limit"_s, 1, maximumTopLimit, defaultTopLimit));
    const ReportService::Range range = rangeOf(params);
    return HttpResponse::success(
        ReportService(context.db, *context.key->sellerId).top(range, by == u"revenue"_s, limit));
}

// GET products/stock/report/slow: days 1–3650 (90), page, per_page → products in stock
// without a sale in that many days, longest first, meta A. 422.
HttpResponse handleSlow(RequestContext &context)
{
    ParamReader params(context);
    const int days = int(params.integerIn(u"days"_s, 1, maximumSlowDays, defaultSlowDays));
    const qint64 page = params.page();
    const int perPage = params.perPage();
    params.finish();
    qint64 total = 0;
    const QJsonArray items
        = ReportService(context.db, *context.key->sellerId)
              .slow(QDateTime::currentDateTimeUtc(), days, page, perPage, &total);
    return HttpResponse::success(items, Paging::metaA(page, perPage, total));
}

// GET products/stock/report/value → {products, units, retail_value, cost_value,
// products_without_cost}.
HttpResponse handleValue(RequestContext &context)
{
    ParamReader(context).finish();
    return HttpResponse::success(ReportService(context.db, *context.key->sellerId).value());
}

} // namespace

void Routes::registerReportRoutes(Router &router)
{
    // Cached per seller; every stock change of the seller drops them (CacheTags::reports).
    const auto add = [&](const QString &name, Router::Handler handler) {
        auto &route = router.add("GET", u"products/stock/report/"_s + name, std::move(handler),
            Router::Access::SellerRead);
        route.sellerScopedCache = true;
        route.cacheTags = [](const RequestContext &context) {
            return QStringList { CacheTags::reports(*context.key->sellerId) };
        };
    };
    add(u"sales"_s, handleSales);
    add(u"top"_s, handleTop);
    add(u"slow"_s, handleSlow);
    add(u"value"_s, handleValue);
}
