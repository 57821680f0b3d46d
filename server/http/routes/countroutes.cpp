#include <QJsonObject>

#include "server/domain/cachetags.h"
#include "server/http/paramreader.h"
#include "server/http/requestcontext.h"
#include "server/http/router.h"
#include "server/http/routes/jsonwrite.h"
#include "server/http/routes/paging.h"
#include "server/http/routes/routes.h"
#include "server/services/countservice.h"

using namespace Qt::StringLiterals;

namespace {

HttpResponse successWith(const QJsonObject &data, int status = 200)
{
    return HttpResponse::json({ { u"status"_s, u"success"_s }, { u"data"_s, data } }, status);
}

// The count's changes: its reads (lists, lines) of this seller.
QStringList countTags(qint64 sellerId)
{
    return { CacheTags::counts(sellerId) };
}

// POST products/stock/counts: {name, type, category_id} → 201 (contract §10).
HttpResponse handleCreate(RequestContext &context)
{
    const QString appId = context.key->appId;
    const qint64 sellerId = *context.key->sellerId;
    return JsonWrite::run(context, [=](const QJsonObject &body) -> JsonWrite::Work {
        const CountService::CreateRequest request = CountService::parseCreate(body);
        return [=](const QSqlDatabase &db, const QString &) {
            return JsonWrite::Result { successWith(
                                           CountService(db, appId, sellerId).create(request), 201),
                countTags(sellerId) };
        };
    });
}

// POST products/stock/counts/{id}/scans: {code, quantity} → the line's total.
HttpResponse handleScan(RequestContext &context)
{
    const QString appId = context.key->appId;
    const qint64 sellerId = *context.key->sellerId;
    const qint64 countId = context.intArg(0);
    return JsonWrite::run(context, [=](const QJsonObject &body) -> JsonWrite::Work {
        const ScanRequest request = ScanRequest::parse(body);
        return [=](const QSqlDatabase &db, const QString &) {
            return JsonWrite::Result {
                successWith(CountService(db, appId, sellerId).scan(countId, request)),
                countTags(sellerId)
            };
        };
    });
}

// POST products/stock/counts/{id}/apply: {not_scanned: keep|zero} → the count with its lines.
HttpResponse handleApply(RequestContext &context)
{
    const QString appId = context.key->appId;
    const qint64 sellerId = *context.key->sellerId;
    const qint64 countId = context.intArg(0);
    return JsonWrite::run(context, [=](const QJsonObject &body) -> JsonWrite::Work {
        const bool zero = CountService::parseApplyZero(body);
        return [=](const QSqlDatabase &db, const QString &idempotencyKey) {
            const CountService::Applied applied
                = CountService(db, appId, sellerId).apply(countId, zero, idempotencyKey);
            return JsonWrite::Result { successWith(applied.count), applied.changedTags };
        };
    });
}

// POST products/stock/counts/{id}/cancel → status cancelled, no stock change.
HttpResponse handleCancel(RequestContext &context)
{
    const QString appId = context.key->appId;
    const qint64 sellerId = *context.key->sellerId;
    const qint64 countId = context.intArg(0);
    return JsonWrite::run(context, [=](const QJsonObject &) -> JsonWrite::Work {
        return [=](const QSqlDatabase &db, const QString &) {
            return JsonWrite::Result {
                successWith(CountService(db, appId, sellerId).cancel(countId)), countTags(sellerId)
            };
        };
    });
}

// GET products/stock/counts/{id}?page=&per_page=&not_scanned= → meta A over the lines.
HttpResponse handleRead(RequestContext &context)
{
    ParamReader params(context);
    const bool notScanned
        = params.oneOf(u"not_scanned"_s, { u"true"_s, u"false"_s }, u"false"_s) == "true"_L1;
    const qint64 page = params.page();
    const int perPage = params.perPage();
    params.finish();
    qint64 total = 0;
    const QJsonObject data = CountService(context.db, context.key->appId, *context.key->sellerId)
                                 .read(context.intArg(0), notScanned, page, perPage, &total);
    return HttpResponse::success(data, Paging::metaA(page, perPage, total));
}

// GET products/stock/counts?status= → the seller's counts, meta A.
HttpResponse handleList(RequestContext &context)
{
    ParamReader params(context);
    const QString status
        = params.oneOf(u"status"_s, { u"open"_s, u"applied"_s, u"cancelled"_s }, QString());
    const qint64 page = params.page();
    const int perPage = params.perPage();
    params.finish();
    const ListPage result = CountService(context.db, context.key->appId, *context.key->sellerId)
                                .list(status, page, perPage);
    return HttpResponse::success(result.items, Paging::metaA(page, perPage, result.total));
}

} // namespace

void Routes::registerCountRoutes(Router &router)
{
    const auto tags
        = [](const RequestContext &context) { return countTags(*context.key->sellerId); };
    for (auto *route :
        { &router.add("GET", u"products/stock/counts"_s, handleList, Router::Access::SellerRead),
            &router.add("GET", u"products/stock/counts/{int}"_s, handleRead,
                Router::Access::SellerRead) }) {
        route->sellerScopedCache = true;
        route->cacheTags = tags;
    }
    router.add("POST", u"products/stock/counts"_s, handleCreate, Router::Access::StockWrite);
    router.add(
        "POST", u"products/stock/counts/{int}/scans"_s, handleScan, Router::Access::StockWrite);
    router.add(
        "POST", u"products/stock/counts/{int}/apply"_s, handleApply, Router::Access::StockWrite);
    router.add(
        "POST", u"products/stock/counts/{int}/cancel"_s, handleCancel, Router::Access::StockWrite);
}
