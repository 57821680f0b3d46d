// The admin's writes (contract §15): products one by one and in bulk, sellers, categories.
// Each goes through JsonWrite (Idempotency-Key, the write queue, cache invalidation before
// the answer) and drops every cached response: a product's or seller's visibility, name,
// price or category shows in every list, search and page. The change feed and webhooks
// follow the database's own triggers; every change is audited with the request's id.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUuid>
#include <variant>

#include "server/domain/cachetags.h"
#include "server/http/apierror.h"
#include "server/http/requestcontext.h"
#include "server/http/router.h"
#include "server/http/routes/jsonwrite.h"
#include "server/http/routes/routes.h"
#include "server/services/admincatalogservice.h"
#include "server/services/adminproductservice.h"

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype maximumBulkItems = 500;

HttpResponse successWith(const QJsonObject &data, int status = 200)
{
    return HttpResponse::json({ { u"status"_s, u"success"_s }, { u"data"_s, data } }, status);
}

JsonWrite::Result changed(const HttpResponse &response)
{
    return { response, { CacheTags::everything() } };
}

AdminActor actorOf(const RequestContext &context)
{
    return { context.key->appId, context.key->name,
        QUuid::createUuid().toString(QUuid::WithoutBraces) };
}

QString typeArg(const RequestContext &context)
{
    const QString type = context.args.at(0);
    if (type != "book"_L1 && type != "stationery"_L1)
        throw ApiError::notFound(u"The type is book or stationery."_s);
    return type;
}

// PATCH admin/products/{type}/{id}: any of {name, author, publisher, category_id, description,
// pages, image, price, old_price, active} → 200 the admin item; 404; 409 code_exists; 422.
HttpResponse handleProductPatch(RequestContext &context)
{
    const QString type = typeArg(context);
    const qint64 id = context.intArg(1);
    const AdminActor actor = actorOf(context);
    return JsonWrite::run(context, [=](const QJsonObject &body) -> JsonWrite::Work {
        const ProductChanges changes = AdminProductService::parsePatch(body);
        return [=](const QSqlDatabase &db, const QString &) {
            return changed(successWith(AdminProductService(db).patch(type, id, changes, actor)));
        };
    });
}

// One item's outcome as a bulk result: the body a single PATCH would get; an error adds its
// status as http_status (contract §14's batch form).
QJsonObject errorResult(const ApiError &error)
{
    QJsonObject result = QJsonDocument::fromJson(HttpResponse::fromError(error).body).object();
    result.insert(u"http_status"_s, error.status);
    return result;
}

// POST admin/products/bulk: {items: [{type, id}] (1-500), set: {category_id?, active?,
// author?, publisher?, price?, old_price?}} → 200 {results: [...]} in order; each applies or
// fails on its own.
HttpResponse handleBulk(RequestContext &context)
{
    const AdminActor actor = actorOf(context);
    return JsonWrite::run(context, [=](const QJsonObject &body) -> JsonWrite::Work {
        const QJsonValue items = body.value(u"items"_s);
        if (!items.isArray() || items.toArray().isEmpty()
            || items.toArray().size() > maximumBulkItems)
            throw ApiError::validation(u"items"_s, u"must be an array of 1 to 500 {type, id}"_s);
        if (!body.value(u"set"_s).isObject())
            throw ApiError::validation(u"set"_s, u"must be an object of the fields to set"_s);
        const ProductChanges changes
            = AdminProductService::parseBulkSet(body.value(u"set"_s).toObject());
        // An item that names no product of a type is that item's 404 alone.
        std::vector<std::variant<std::pair<QString, qint64>, ApiError>> targets;
        for (const QJsonValue &item : items.toArray()) {
            const QString type = item[u"type"_s].toString();
            const QJsonValue id = item[u"id"_s];
            if (!item.isObject() || (type != "book"_L1 && type != "stationery"_L1) || !id.isDouble()
                || id.toDouble() < 1 || id.toDouble() != double(id.toInteger()))
                targets.emplace_back(
                    ApiError::validation(u"items"_s, u"each item must be {type, id}"_s));
            else
                targets.emplace_back(std::pair { type, id.toInteger() });
        }
        QList<std::pair<QString, qint64>> valid;
        for (const auto &target : targets) {
            if (const auto *item = std::get_if<std::pair<QString, qint64>>(&target))
                valid.append(*item);
        }
        return [=](const QSqlDatabase &db, const QString &) {
            const QList<AdminProductService::BulkResult> applied
                = AdminProductService(db).bulk(valid, changes, actor);
            QJsonArray results;
            qsizetype next = 0;
            for (const auto &target : targets) {
                if (const auto *error = std::get_if<ApiError>(&target)) {
                    results.append(errorResult(*error));
                    continue;
                }
                const AdminProductService::BulkResult &result = applied.at(next++);
                if (const auto *item = std::get_if<QJsonObject>(&result)) {
                    results.append(
                        QJsonObject { { u"status"_s, u"success"_s }, { u"data"_s, *item } });
                } else {
                    results.append(
                        errorResult(ApiError::fromDomain(std::get<DomainError>(result))));
                }
            }
            return changed(successWith({ { u"results"_s, results } }));
        };
    });
}

// PATCH admin/sellers/{id}: {name?, active?} → 200 {id, name, active}; 404. An inactive
// seller's products leave every public list, search, lookup and the public feed.
HttpResponse handleSellerPatch(RequestContext &context)
{
    const qint64 id = context.intArg(0);
    const AdminActor actor = actorOf(context);
    return JsonWrite::run(context, [=](const QJsonObject &body) -> JsonWrite::Work {
        const auto changes = AdminCatalogService::parseSeller(body);
        return [=](const QSqlDatabase &db, const QString &) {
            return changed(successWith(AdminCatalogService(db, actor).updateSeller(id, changes)));
        };
    });
}

// POST admin/categories: {name, type, parent_id?} → 201 {id, name, type, parent_id}; 422.
HttpResponse handleCategoryCreate(RequestContext &context)
{
    const AdminActor actor = actorOf(context);
    return JsonWrite::run(context, [=](const QJsonObject &body) -> JsonWrite::Work {
        const auto category = AdminCatalogService::parseNewCategory(body);
        return [=](const QSqlDatabase &db, const QString &) {
            return changed(
                successWith(AdminCatalogService(db, actor).createCategory(category), 201));
        };
    });
}

// PATCH admin/categories/{id}: {name?, parent_id?} → 200 the category; 404; 422 (a cycle).
HttpResponse handleCategoryPatch(RequestContext &context)
{
    const qint64 id = context.intArg(0);
    const AdminActor actor = actorOf(context);
    return JsonWrite::run(context, [=](const QJsonObject &body) -> JsonWrite::Work {
        const auto changes = AdminCatalogService::parseCategory(body);
        return [=](const QSqlDatabase &db, const QString &) {
            return changed(successWith(AdminCatalogService(db, actor).updateCategory(id, changes)));
        };
    });
}

// POST admin/categories/{id}/merge: {into} → 200 the category merged into; 404; 422.
HttpResponse handleCategoryMerge(RequestContext &context)
{
    const qint64 id = context.intArg(0);
    const AdminActor actor = actorOf(context);
    return JsonWrite::run(context, [=](const QJsonObject &body) -> JsonWrite::Work {
        const qint64 into = AdminCatalogService::parseMerge(body);
        return [=](const QSqlDatabase &db, const QString &) {
            return changed(successWith(AdminCatalogService(db, actor).mergeCategory(id, into)));
        };
    });
}

} // namespace

void Routes::registerAdminWriteRoutes(Router &router)
{
    router.add(
        "PATCH", u"admin/products/{type}/{int}"_s, handleProductPatch, Router::Access::Admin);
    router.add("POST", u"admin/products/bulk"_s, handleBulk, Router::Access::Admin);
    router.add("PATCH", u"admin/sellers/{int}"_s, handleSellerPatch, Router::Access::Admin);
    router.add("POST", u"admin/categories"_s, handleCategoryCreate, Router::Access::Admin);
    router.add("PATCH", u"admin/categories/{int}"_s, handleCategoryPatch, Router::Access::Admin);
    router.add(
        "POST", u"admin/categories/{int}/merge"_s, handleCategoryMerge, Router::Access::Admin);
}
