#include <QJsonObject>

#include "server/domain/cachetags.h"
#include "server/http/paramreader.h"
#include "server/http/requestcontext.h"
#include "server/http/router.h"
#include "server/http/routes/jsonwrite.h"
#include "server/http/routes/paging.h"
#include "server/http/routes/routes.h"
#include "server/services/supplierservice.h"

using namespace Qt::StringLiterals;

namespace {

HttpResponse successWith(const QJsonObject &data, int status = 200)
{
    return HttpResponse::json({ { u"status"_s, u"success"_s }, { u"data"_s, data } }, status);
}

// GET products/stock/suppliers?q=&page=&per_page= → the seller's suppliers by id, meta A.
HttpResponse handleList(RequestContext &context)
{
    ParamReader params(context);
    const QString q = params.optionalText(u"q"_s);
    const qint64 page = params.page();
    const int perPage = params.perPage();
    params.finish();
    const ListPage result
        = SupplierService(context.db, *context.key->sellerId).list(q, page, perPage);
    return HttpResponse::success(result.items, Paging::metaA(page, perPage, result.total));
}

// POST products/stock/suppliers: {name, phone?, email?, note?} → 201; 409 supplier_exists.
HttpResponse handleCreate(RequestContext &context)
{
    const qint64 sellerId = *context.key->sellerId;
    return JsonWrite::run(context, [=](const QJsonObject &body) -> JsonWrite::Work {
        const SupplierFields fields = SupplierService::parse(body, true);
        return [=](const QSqlDatabase &db, const QString &) {
            return JsonWrite::Result { successWith(
                                           SupplierService(db, sellerId).create(fields), 201),
                { CacheTags::goods(sellerId) } };
        };
    });
}

// PATCH products/stock/suppliers/{id}: any of {name, phone, email, note} → 200; 404; 409.
HttpResponse handleUpdate(RequestContext &context)
{
    const qint64 sellerId = *context.key->sellerId;
    const qint64 id = context.intArg(0);
    return JsonWrite::run(context, [=](const QJsonObject &body) -> JsonWrite::Work {
        const SupplierFields fields = SupplierService::parse(body, false);
        return [=](const QSqlDatabase &db, const QString &) {
            return JsonWrite::Result { successWith(
                                           SupplierService(db, sellerId).update(id, fields)),
                { CacheTags::goods(sellerId) } };
        };
    });
}

} // namespace

void Routes::registerSupplierRoutes(Router &router)
{
    auto &list
        = router.add("GET", u"products/stock/suppliers"_s, handleList, Router::Access::SellerRead);
    list.sellerScopedCache = true;
    list.cacheTags = [](const RequestContext &context) {
        return QStringList { CacheTags::goods(*context.key->sellerId) };
    };
    router.add("POST", u"products/stock/suppliers"_s, handleCreate, Router::Access::StockWrite);
    router.add(
        "PATCH", u"products/stock/suppliers/{int}"_s, handleUpdate, Router::Access::StockWrite);
}
