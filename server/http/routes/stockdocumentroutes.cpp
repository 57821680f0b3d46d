#include <QJsonObject>

#include "server/domain/cachetags.h"
#include "server/http/paramreader.h"
#include "server/http/requestcontext.h"
#include "server/http/router.h"
#include "server/http/routes/jsonwrite.h"
#include "server/http/routes/paging.h"
#include "server/http/routes/routes.h"
#include "server/services/stockdocumentservice.h"

using namespace Qt::StringLiterals;

namespace {

struct Kind
{
    QString collection; // path segment: receipts, returns
    QString kind; // "receipt", "return"
};
const Kind kinds[] = { { u"receipts"_s, u"receipt"_s }, { u"returns"_s, u"return"_s } };

HttpResponse successWith(const QJsonObject &data, int status = 200)
{
    return HttpResponse::json({ { u"status"_s, u"success"_s }, { u"data"_s, data } }, status);
}

StockDocumentService serviceOf(
    const QSqlDatabase &db, const QString &appId, qint64 sellerId, const QString &kind)
{
    return StockDocumentService(db, appId, sellerId, kind);
}

// POST products/stock/receipts {supplier_id?, order_id?, reference?} and
// products/stock/returns {supplier_id, reference?, note?} → 201 the document; 409
// order_closed; 422 (too_many_open_documents).
HttpResponse handleCreate(RequestContext &context, const QString &kind)
{
    const QString appId = context.key->appId;
    const qint64 sellerId = *context.key->sellerId;
    return JsonWrite::run(context, [=](const QJsonObject &body) -> JsonWrite::Work {
        const auto request = StockDocumentService::parseCreate(kind, body);
        return [=](const QSqlDatabase &db, const QString &) {
            return JsonWrite::Result {
                successWith(serviceOf(db, appId, sellerId, kind).create(request), 201),
                { CacheTags::goods(sellerId) }
            };
        };
    });
}

// POST .../{id}/scans {code, quantity?} → the line's total with expected and state; 404
// unknown code; 409 document_closed; 422 has_variants, line_would_be_negative.
HttpResponse handleScan(RequestContext &context, const QString &kind)
{
    const QString appId = context.key->appId;
    const qint64 sellerId = *context.key->sellerId;
    const qint64 id = context.intArg(0);
    return JsonWrite::run(context, [=](const QJsonObject &body) -> JsonWrite::Work {
        const auto request = ScanRequest::parse(body);
        return [=](const QSqlDatabase &db, const QString &) {
            return JsonWrite::Result { successWith(
                                           serviceOf(db, appId, sellerId, kind).scan(id, request)),
                { CacheTags::goods(sellerId) } };
        };
    });
}

// POST .../{id}/post → in one transaction: a movement per line, the order's received
// quantities and status, last_cost; 409 document_closed; 422 stock_would_be_negative.
// POST .../{id}/cancel → cancelled, nothing changed. Neither needs a body.
HttpResponse handleClose(RequestContext &context, const QString &kind, bool post)
{
    const QString appId = context.key->appId;
    const qint64 sellerId = *context.key->sellerId;
    const qint64 id = context.intArg(0);
    return JsonWrite::run(context, [=](const QJsonObject &) -> JsonWrite::Work {
        return [=](const QSqlDatabase &db, const QString &idempotencyKey) {
            const StockDocumentService documents = serviceOf(db, appId, sellerId, kind);
            if (!post) {
                return JsonWrite::Result { successWith(documents.cancel(id)),
                    { CacheTags::goods(sellerId) } };
            }
            const StockDocumentService::Posted posted = documents.post(id, idempotencyKey);
            return JsonWrite::Result { successWith(posted.document), posted.changedTags };
        };
    });
}

// GET .../{id}?page=&per_page= → the document, meta A over its lines.
HttpResponse handleRead(RequestContext &context, const QString &kind)
{
    ParamReader params(context);
    const qint64 page = params.page();
    const int perPage = params.perPage();
    params.finish();
    qint64 total = 0;
    const QJsonObject data = serviceOf(context.db, context.key->appId, *context.key->sellerId, kind)
                                 .read(context.intArg(0), page, perPage, &total);
    return HttpResponse::success(data, Paging::metaA(page, perPage, total));
}

// GET products/stock/{receipts|returns}?status=&supplier_id=&page= → meta A, totals.
HttpResponse handleList(RequestContext &context, const QString &kind)
{
    ParamReader params(context);
    const QString status
        = params.oneOf(u"status"_s, { u"open"_s, u"posted"_s, u"cancelled"_s }, QString());
    const std::optional<qint64> supplierId = params.optionalId(u"supplier_id"_s);
    const qint64 page = params.page();
    const int perPage = params.perPage();
    params.finish();
    const ListPage result = serviceOf(context.db, context.key->appId, *context.key->sellerId, kind)
                                .list(status, supplierId, page, perPage);
    return HttpResponse::success(result.items, Paging::metaA(page, perPage, result.total));
}

} // namespace

void Routes::registerStockDocumentRoutes(Router &router)
{
    for (const Kind &kind : kinds) {
        const QString base = u"products/stock/"_s + kind.collection;
        const QString name = kind.kind;
        auto &list = router.add(
            "GET", base, [name](RequestContext &context) { return handleList(context, name); },
            Router::Access::SellerRead);
        auto &one = router.add(
            "GET", base + u"/{int}"_s,
            [name](RequestContext &context) { return handleRead(context, name); },
            Router::Access::SellerRead);
        // Lines show expected quantities from the order, which posting another delivery
        // changes: the goods tag covers both.
        for (auto *route : { &list, &one }) {
            route->sellerScopedCache = true;
            route->cacheTags = [](const RequestContext &context) {
                return QStringList { CacheTags::goods(*context.key->sellerId) };
            };
        }
        router.add(
            "POST", base, [name](RequestContext &context) { return handleCreate(context, name); },
            Router::Access::StockWrite);
        router.add(
            "POST", base + u"/{int}/scans"_s,
            [name](RequestContext &context) { return handleScan(context, name); },
            Router::Access::StockWrite);
        router.add(
            "POST", base + u"/{int}/post"_s,
            [name](RequestContext &context) { return handleClose(context, name, true); },
            Router::Access::StockWrite);
        router.add(
            "POST", base + u"/{int}/cancel"_s,
            [name](RequestContext &context) { return handleClose(context, name, false); },
            Router::Access::StockWrite);
    }
}
