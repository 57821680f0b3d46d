#include "server/services/adminproductservice.h"

#include "common/productcodes.h"
#include "server/domain/adminissues.h"
#include "server/domain/domainerror.h"
#include "server/domain/searchtext.h"
#include "server/services/adminauditservice.h"
#include "server/services/bodyreader.h"
#include "server/services/productservice.h"
#include "server/storage/adminproductrepository.h"
#include "server/storage/productwriter.h"
#include "server/storage/searchindexwriter.h"

using namespace Qt::StringLiterals;

namespace {

QJsonValue nullableText(const std::optional<QString> &text)
{
    return text ? QJsonValue(*text) : QJsonValue(QJsonValue::Null);
}

void rejectOthers(BodyReader &reader, const QJsonObject &body, const QStringList &known)
{
    for (auto it = body.constBegin(); it != body.constEnd(); ++it) {
        if (!known.contains(it.key()))
            reader.report(it.key(), u"is not a field this request takes"_s);
    }
}

} // namespace

AdminProductService::AdminProductService(QSqlDatabase db)
    : m_db(std::move(db))
{ }

const QStringList &AdminProductService::itemFields()
{
    static const QStringList fields { u"id"_s, u"type"_s, u"name"_s, u"code"_s, u"seller_id"_s,
        u"seller_name"_s, u"category_id"_s, u"category_name"_s, u"author"_s, u"publisher"_s,
        u"price"_s, u"old_price"_s, u"stock"_s, u"active"_s, u"image"_s, u"completeness"_s,
        u"issues"_s, u"updated_at"_s };
    return fields;
}

QJsonObject AdminProductService::itemOf(const AdminProductRepository::Row &row)
{
    return { { u"id"_s, row.id }, { u"type"_s, row.type }, { u"name"_s, row.name },
        { u"code"_s, row.code.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(row.code) },
        { u"seller_id"_s, row.sellerId }, { u"seller_name"_s, row.sellerName },
        { u"category_id"_s,
            row.categoryId ? QJsonValue(*row.categoryId) : QJsonValue(QJsonValue::Null) },
        { u"category_name"_s,
            row.categoryId ? QJsonValue(row.categoryName) : QJsonValue(QJsonValue::Null) },
        { u"author"_s, nullableText(row.author) }, { u"publisher"_s, nullableText(row.publisher) },
        { u"price"_s, row.price }, { u"old_price"_s, row.oldPrice }, { u"stock"_s, row.stock },
        { u"active"_s, row.active }, { u"image"_s, row.image },
        { u"completeness"_s, row.completeness },
        { u"issues"_s, QJsonArray::fromStringList(AdminIssues::codesOf(row.issues)) },
        { u"updated_at"_s, row.updatedAt } };
}

ProductWriter::Changes AdminProductService::parsePatch(const QJsonObject &body)
{
    BodyReader reader(body);
    ProductWriter::Changes changes;
    rejectOthers(reader, body,
        { u"name"_s, u"author"_s, u"publisher"_s, u"category_id"_s, u"description"_s, u"pages"_s,
            u"image"_s, u"price"_s, u"old_price"_s, u"active"_s });
    ProductService::readProductFields(reader, body, changes);
    reader.finish();
    return changes;
}

ProductWriter::Changes AdminProductService::parseBulkSet(const QJsonObject &set)
{
    BodyReader reader(set);
    ProductWriter::Changes changes;
    rejectOthers(reader, set,
        { u"category_id"_s, u"active"_s, u"author"_s, u"publisher"_s, u"price"_s, u"old_price"_s });
    ProductService::readProductFields(reader, set, changes);
    if (set.isEmpty())
        reader.report(u"set"_s, u"must name at least one field"_s);
    reader.finish();
    return changes;
}

QJsonArray AdminProductService::list(const ListQuery &query, qint64 *total) const
{
    const AdminProductRepository repository(m_db);
    AdminProductRepository::Filter filter = query.filter;
    if (query.categoryId) {
        filter.categoryIds = repository.subtree(*query.categoryId);
        if (filter.categoryIds.isEmpty())
            filter.categoryIds = { *query.categoryId }; // an unknown one: nothing
    }
    if (!filter.q.isEmpty()) {
        // A code typed or scanned in any form finds its listings (contract §5.1).
        const QString digits = ProductCodes::stripSeparators(filter.q);
        filter.code = ProductCodes::normalizeIsbn(digits).value_or(digits);
        filter.nameFilters = SearchText::nameFilters(filter.q);
    }
    if (total)
        *total = repository.count(filter);
    QJsonArray items;
    repository.list(filter, query.page, query.perPage,
        [&](const AdminProductRepository::Row &row) { items.append(itemOf(row)); });
    return items;
}

QJsonObject AdminProductService::patch(const QString &type, qint64 id,
    const ProductWriter::Changes &changes, const AdminActor &actor) const
{
    QList<qint64> reindex;
    const QJsonObject item = apply(type, id, changes, actor, &reindex);
    if (!reindex.isEmpty())
        SearchIndexWriter(m_db).reindex(reindex);
    return item;
}

QList<AdminProductService::BulkResult> AdminProductService::bulk(
    const QList<std::pair<QString, qint64>> &items, const ProductWriter::Changes &changes,
    const AdminActor &actor) const
{
    QList<qint64> reindex;
    QList<BulkResult> results;
    results.reserve(items.size());
    for (const auto &[type, id] : items) {
        try {
            results.append(apply(type, id, changes, actor, &reindex));
        } catch (const DomainError &error) {
            // Refused before it wrote anything (each item applies or fails on its own).
            results.append(error);
        }
    }
    if (!reindex.isEmpty())
        SearchIndexWriter(m_db).reindex(reindex);
    return results;
}

QJsonObject AdminProductService::apply(const QString &type, qint64 id,
    const ProductWriter::Changes &changes, const AdminActor &actor, QList<qint64> *reindex) const
{
    const AdminProductRepository products(m_db);
    const auto before = products.find(type, id);
    if (!before)
        throw DomainError::notFound(u"No such product."_s);
    const ProductWriter writer(m_db);
    if (changes.active.value_or(false) && !before->active) {
        // Brought back: its codes must still be its own among its seller's (contract §11).
        writer.lockCodes();
        const auto existing = writer.find(before->sellerId, type, id);
        QStringList codes = existing->variantBarcodes;
        if (!existing->code.isEmpty())
            codes.prepend(existing->code);
        ProductService(m_db, actor.appId, before->sellerId).checkCodesFree(codes);
    }
    ProductService::checkProductFields(m_db, type, changes);
    writer.update(before->pk, changes);
    // A shop's own product edited here goes up like the seller's own edit (contract §14).
    ProductService::queueUpstream(m_db, before->pk, changes);
    if (changes.changesIndexedText())
        reindex->append(before->pk);
    const auto after = products.findByPk(before->pk);
    const QJsonObject afterItem = itemOf(*after);
    AdminAuditService(m_db).record(
        actor, u"product.update"_s, type, id, itemOf(*before), afterItem);
    return afterItem;
}
