#include "server/services/admincatalogservice.h"

#include "server/domain/domainerror.h"
#include "server/services/adminauditservice.h"
#include "server/services/bodyreader.h"
#include "server/storage/admincatalogrepository.h"
#include "server/storage/adminproductrepository.h"
#include "server/storage/searchindexwriter.h"

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype maximumNameLength = 500;

QJsonObject sellerJson(const AdminCatalogRepository::Seller &seller)
{
    return { { u"id"_s, seller.id }, { u"name"_s, seller.name }, { u"active"_s, seller.active } };
}

QJsonObject categoryJson(const AdminCatalogRepository::Category &category)
{
    return { { u"id"_s, category.id }, { u"name"_s, category.name }, { u"type"_s, category.type },
        { u"parent_id"_s,
            category.parentId ? QJsonValue(*category.parentId) : QJsonValue(QJsonValue::Null) } };
}

std::optional<bool> readBool(BodyReader &reader, const QJsonObject &body, const QString &field)
{
    if (!reader.has(field))
        return std::nullopt;
    if (!body.value(field).isBool())
        reader.report(field, u"must be true or false"_s);
    return body.value(field).toBool();
}

} // namespace

AdminCatalogService::SellerChanges AdminCatalogService::parseSeller(const QJsonObject &body)
{
    BodyReader reader(body);
    SellerChanges changes;
    if (reader.has(u"name"_s))
        changes.name = reader.text(u"name"_s, maximumNameLength, true);
    changes.active = readBool(reader, body, u"active"_s);
    reader.finish();
    return changes;
}

AdminCatalogService::NewCategory AdminCatalogService::parseNewCategory(const QJsonObject &body)
{
    BodyReader reader(body);
    NewCategory category;
    category.name = reader.text(u"name"_s, maximumNameLength, true);
    category.type = body.value(u"type"_s).toString();
    if (category.type != "book"_L1 && category.type != "stationery"_L1)
        reader.report(u"type"_s, u"must be book or stationery"_s);
    category.parentId = reader.reference(u"parent_id"_s);
    reader.finish();
    return category;
}

AdminCatalogService::CategoryChanges AdminCatalogService::parseCategory(const QJsonObject &body)
{
    BodyReader reader(body);
    CategoryChanges changes;
    if (reader.has(u"name"_s))
        changes.name = reader.text(u"name"_s, maximumNameLength, true);
    if (reader.has(u"parent_id"_s))
        changes.parentId = reader.reference(u"parent_id"_s);
    reader.finish();
    return changes;
}

qint64 AdminCatalogService::parseMerge(const QJsonObject &body)
{
    BodyReader reader(body);
    const std::optional<qint64> into = reader.reference(u"into"_s);
    if (!into)
        reader.report(u"into"_s, u"is required: the id of the category to merge into"_s);
    reader.finish();
    return *into;
}

AdminCatalogService::AdminCatalogService(QSqlDatabase db, AdminActor actor)
    : m_db(std::move(db))
    , m_actor(std::move(actor))
{ }

QJsonObject AdminCatalogService::updateSeller(qint64 id, const SellerChanges &changes) const
{
    const AdminCatalogRepository repository(m_db);
    const auto before = repository.seller(id);
    if (!before)
        throw DomainError::notFound(u"No such seller."_s);
    AdminCatalogRepository::Seller after = *before;
    after.name = changes.name.value_or(before->name);
    after.active = changes.active.value_or(before->active);
    repository.updateSeller(after);
    // Its products leave or rejoin the search index and suggestions with it (contract §15).
    if (after.active != before->active)
        SearchIndexWriter(m_db).reindex(repository.productPksOf(id));
    AdminAuditService(m_db).record(
        m_actor, u"seller.update"_s, u"seller"_s, id, sellerJson(*before), sellerJson(after));
    return sellerJson(after);
}

void AdminCatalogService::checkParent(
    const QString &type, qint64 parentId, std::optional<qint64> self, const QString &field) const
{
    const AdminCatalogRepository repository(m_db);
    const auto parent = repository.category(parentId);
    if (!parent)
        throw DomainError::validation(field, u"no such category"_s);
    if (parent->type != type) {
        throw DomainError::validation(
            field, u"the category is of type %1, not %2"_s.arg(parent->type, type));
    }
    if (self && repository.isAncestorOrSelf(*self, parentId)) {
        throw DomainError::validation(field, u"is the category itself or below it (a cycle)"_s);
    }
}

void AdminCatalogService::reindexCategory(qint64 categoryId) const
{
    // A product's category words include its ancestors' names (contract §5).
    const QList<qint64> subtree = AdminProductRepository(m_db).subtree(categoryId);
    SearchIndexWriter(m_db).reindex(AdminCatalogRepository(m_db).productPksIn(subtree));
}

QJsonObject AdminCatalogService::createCategory(const NewCategory &category) const
{
    if (category.parentId)
        checkParent(category.type, *category.parentId, std::nullopt);
    const AdminCatalogRepository repository(m_db);
    const qint64 id = repository.createCategory(category.name, category.type, category.parentId);
    const QJsonObject created = categoryJson(*repository.category(id));
    AdminAuditService(m_db).record(m_actor, u"category.create"_s, u"category"_s, id, {}, created);
    return created;
}

QJsonObject AdminCatalogService::updateCategory(qint64 id, const CategoryChanges &changes) const
{
    const AdminCatalogRepository repository(m_db);
    const auto before = repository.category(id);
    if (!before)
        throw DomainError::notFound(u"No such category."_s);
    AdminCatalogRepository::Category after = *before;
    after.name = changes.name.value_or(before->name);
    if (changes.parentId) {
        if (*changes.parentId)
            checkParent(before->type, **changes.parentId, id);
        after.parentId = *changes.parentId;
    }
    repository.updateCategory(after);
    reindexCategory(id);
    AdminAuditService(m_db).record(m_actor, u"category.update"_s, u"category"_s, id,
        categoryJson(*before), categoryJson(after));
    return categoryJson(after);
}

QJsonObject AdminCatalogService::mergeCategory(qint64 id, qint64 into) const
{
    const AdminCatalogRepository repository(m_db);
    const auto merged = repository.category(id);
    if (!merged)
        throw DomainError::notFound(u"No such category."_s);
    if (into == id || !repository.category(into))
        throw DomainError::validation(u"into"_s, u"must be another existing category"_s);
    checkParent(merged->type, into, id, u"into"_s);
    repository.mergeCategory(id, into);
    reindexCategory(into);
    const QJsonObject target = categoryJson(*repository.category(into));
    AdminAuditService(m_db).record(m_actor, u"category.merge"_s, u"category"_s, id,
        categoryJson(*merged), QJsonObject { { u"merged_into"_s, target } });
    return target;
}
