#include "server/storage/syncproductrepository.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QVariant>

#include "server/domain/productreference.h"
#include "server/domain/searchtext.h"
#include "server/storage/catalogwriter.h"
#include "server/storage/searchindexwriter.h"
#include "server/storage/sqlhelpers.h"
#include "server/storage/syncproductdetail.h"
#include "server/storage/syncqueue.h"

using namespace Qt::StringLiterals;

namespace {
// The fields of a /products/mine item that a PATCH there may change (contract §11) and this
// side keeps, in the order of the products table's columns below. supplier_id is left out:
// suppliers are each database's own.
const QStringList syncedFields { u"name"_s, u"price"_s, u"old_price"_s, u"reorder_level"_s,
    u"reorder_quantity"_s, u"active"_s };

QVariant valueOf(const QString &field, const QJsonValue &value)
{
    if (value.isNull() || value.isUndefined())
        return Sql::nullable(std::optional<qint64>());
    if (field == "name"_L1)
        return value.toString();
    if (field == "active"_L1)
        return value.toBool() ? 1 : 0;
    return value.toInteger();
}

} // namespace

SyncProductRepository::SyncProductRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

void SyncProductRepository::queue(
    qint64 productPk, const QString &action, const QStringList &fields) const
{
    Sql::run(m_db,
        u"INSERT INTO sync_product_queue (product_pk, action, fields, queued_at) "
        "VALUES (?, ?, ?, ?)"_s,
        { productPk, action,
            QString::fromUtf8(
                QJsonDocument(QJsonArray::fromStringList(fields)).toJson(QJsonDocument::Compact)),
            SyncQueue::now() });
}

QStringList SyncProductRepository::changedFields(
    const CatalogWriter::Product &before, const CatalogWriter::Product &after)
{
    // In the order of syncedFields.
    const bool changed[] { before.name != after.name, before.price != after.price,
        before.oldPrice != after.oldPrice, before.reorderLevel != after.reorderLevel,
        before.reorderQuantity != after.reorderQuantity, before.active != after.active };
    static_assert(std::size(changed) == 6);
    QStringList fields;
    for (qsizetype i = 0; i < syncedFields.size(); ++i) {
        if (changed[i])
            fields << syncedFields.at(i);
    }
    return fields;
}

QList<SyncProductRepository::Pending> SyncProductRepository::pending(int limit) const
{
    // An edit of a product whose create upstream refused waits with it; one of a product whose
    // create was dropped is held (the product is this shop's own).
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT q.id, q.product_pk, q.action, q.fields, p.type, p.id, COALESCE(p.code, '') "
        "FROM sync_product_queue q JOIN products p ON p.pk = q.product_pk "
        "WHERE q.state = 'pending' AND NOT EXISTS (SELECT 1 FROM sync_product_queue c "
        "WHERE c.product_pk = q.product_pk AND c.action = 'create' "
        "AND c.state IN ('conflict', 'dropped')) ORDER BY q.id LIMIT ?"_s,
        { limit });
    QList<Pending> result;
    while (rows.next()) {
        Pending item;
        item.queueId = rows.value(0).toLongLong();
        item.productPk = rows.value(1).toLongLong();
        item.action = rows.value(2).toString();
        for (const QJsonValue &field : QJsonDocument::fromJson(rows.value(3).toByteArray()).array())
            item.fields << field.toString();
        item.type = rows.value(4).toString();
        item.id = rows.value(5).toLongLong();
        item.code = rows.value(6).toString();
        result.append(item);
    }
    return result;
}

qint64 SyncProductRepository::pendingCount() const
{
    return Sql::scalar(m_db, u"SELECT COUNT(*) FROM sync_product_queue WHERE state = 'pending'"_s)
        .toLongLong();
}

QJsonObject SyncProductRepository::createBody(qint64 productPk) const
{
    QSqlQuery row = Sql::run(m_db,
        u"SELECT p.type, COALESCE(p.code, ''), p.name, p.price, p.old_price, a.name, pu.name, "
        "p.category_id, p.description, p.pages, p.reorder_level, p.reorder_quantity "
        "FROM products p LEFT JOIN authors a ON a.id = p.author_id "
        "LEFT JOIN publishers pu ON pu.id = p.publisher_id WHERE p.pk = ?"_s,
        { productPk });
    if (!row.next())
        return {};
    const QString type = row.value(0).toString();
    // No stock: it goes up as the movement that recorded it (contract §14, deltas only).
    QJsonObject body { { u"type"_s, type }, { u"code"_s, row.value(1).toString() },
        { u"name"_s, row.value(2).toString() }, { u"price"_s, row.value(3).toLongLong() } };
    if (row.value(4).toLongLong() > 0)
        body.insert(u"old_price"_s, row.value(4).toLongLong());
    if (type == "book"_L1 && !row.value(5).isNull())
        body.insert(u"author"_s, row.value(5).toString());
    if (type == "book"_L1 && !row.value(6).isNull())
        body.insert(u"publisher"_s, row.value(6).toString());
    if (!row.value(7).isNull())
        body.insert(u"category_id"_s, row.value(7).toLongLong());
    if (!row.value(8).toString().isEmpty())
        body.insert(u"description"_s, row.value(8).toString());
    if (type == "book"_L1 && row.value(9).toLongLong() > 0)
        body.insert(u"pages"_s, row.value(9).toLongLong());
    if (!row.value(10).isNull())
        body.insert(u"reorder_level"_s, row.value(10).toLongLong());
    if (!row.value(11).isNull())
        body.insert(u"reorder_quantity"_s, row.value(11).toLongLong());
    return body;
}

QJsonObject SyncProductRepository::patchBody(qint64 productPk, const QStringList &fields) const
{
    QSqlQuery row = Sql::run(m_db,
        u"SELECT name, price, old_price, reorder_level, reorder_quantity, active <> 0 "
        "FROM products WHERE pk = ?"_s,
        { productPk });
    if (!row.next())
        return {};
    QJsonObject body;
    for (qsizetype i = 0; i < syncedFields.size(); ++i) {
        const QString &field = syncedFields.at(i);
        if (!fields.contains(field))
            continue;
        const QVariant value = row.value(int(i));
        if (value.isNull())
            body.insert(field, QJsonValue::Null);
        else if (field == "name"_L1)
            body.insert(field, value.toString());
        else if (field == "active"_L1)
            body.insert(field, value.toBool());
        else
            body.insert(field, value.toLongLong());
    }
    return body;
}

std::optional<qint64> SyncProductRepository::pkOf(const QString &type, qint64 id) const
{
    QSqlQuery row
        = Sql::run(m_db, u"SELECT pk FROM products WHERE type = ? AND id = ?"_s, { type, id });
    if (!row.next())
        return std::nullopt;
    return row.value(0).toLongLong();
}

QStringList SyncProductRepository::pendingFields(qint64 productPk) const
{
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT action, fields FROM sync_product_queue WHERE product_pk = ? AND state IN "
        "('pending', 'conflict')"_s,
        { productPk });
    QStringList fields;
    while (rows.next()) {
        if (rows.value(0).toString() == "create"_L1)
            return syncedFields;
        for (const QJsonValue &field : QJsonDocument::fromJson(rows.value(1).toByteArray()).array())
            fields << field.toString();
    }
    fields.removeDuplicates();
    return fields;
}

bool SyncProductRepository::link(qint64 productPk, const QString &type, qint64 upstreamId) const
{
    const auto holder = pkOf(type, upstreamId);
    if (holder && *holder != productPk)
        return false;
    if (!holder) {
        // The local id becomes the marketplace's; movements, variants and documents name the
        // product by its pk, so nothing else moves.
        Sql::run(m_db, u"UPDATE products SET id = ? WHERE pk = ?"_s, { upstreamId, productPk });
        SearchIndexWriter(m_db).reindex({ productPk });
    }
    Sql::run(m_db,
        u"INSERT INTO sync_products (product_pk, upstream_id) VALUES (?, ?) "
        "ON CONFLICT (product_pk) DO UPDATE SET upstream_id = excluded.upstream_id"_s,
        { productPk, upstreamId });
    return true;
}

void SyncProductRepository::markSent(qint64 queueId, const QString &answer) const
{
    SyncQueue::markSent(m_db, u"sync_product_queue"_s, queueId, answer);
}

void SyncProductRepository::markConflict(qint64 queueId, const QString &answer) const
{
    SyncQueue::markConflict(m_db, u"sync_product_queue"_s, queueId, answer);
}

SyncProductRepository::Need SyncProductRepository::needOf(const QJsonObject &entry) const
{
    const QJsonObject data = entry.value(u"data"_s).toObject();
    if (entry.value(u"deleted"_s).toBool() || data.isEmpty())
        return Need::Nothing;
    const auto pk = pkOf(entry.value(u"type"_s).toString(), entry.value(u"id"_s).toInteger());
    if (!pk)
        return Need::Detail;
    // What the item shows against what is here: equal when only stock moved, or when the
    // change is the shop's own edit coming back.
    QSqlQuery row = Sql::run(m_db,
        u"SELECT name, price, old_price, reorder_level, reorder_quantity, active <> 0, "
        "COALESCE(code, '') FROM products WHERE pk = ?"_s,
        { *pk });
    if (!row.next())
        return Need::Detail;
    for (qsizetype i = 0; i < syncedFields.size(); ++i) {
        const QString &field = syncedFields.at(i);
        if (!data.contains(field))
            continue;
        const QVariant here = row.value(int(i));
        const QVariant there = valueOf(field, data.value(field));
        if (here.isNull() != there.isNull()
            || (!here.isNull() && here.toString() != there.toString()))
            return Need::Detail;
    }
    if (data.value(u"code"_s).toString() != row.value(6).toString())
        return Need::Detail;
    row.finish();
    // Description, category, author, publisher, images, variants: the feed's entry shows them
    // too (contract §13), so an edit of one of them alone is a change here.
    return SyncProductDetail(m_db).differs(*pk, entry.value(u"type"_s).toString(), data)
        ? Need::Detail
        : Need::Nothing;
}

bool SyncProductRepository::hasCategory(qint64 categoryId) const
{
    QSqlQuery row = Sql::run(m_db, u"SELECT 1 FROM categories WHERE id = ?"_s, { categoryId });
    return row.next();
}

void SyncProductRepository::upsertCategories(const QJsonArray &categories) const
{
    CatalogWriter writer(m_db);
    for (const QJsonValue &value : categories) {
        const QJsonObject category = value.toObject();
        writer.upsertCategory({ category[u"id"_s].toInteger(), category[u"name"_s].toString(),
            category[u"type"_s].toString(),
            category[u"parent_id"_s].isDouble()
                ? std::optional<qint64>(category[u"parent_id"_s].toInteger())
                : std::nullopt });
    }
}

SyncProductRepository::Applied SyncProductRepository::apply(
    const QJsonObject &entry, const QJsonObject &detail, qint64 sellerId) const
{
    const QString type = entry.value(u"type"_s).toString();
    const qint64 id = entry.value(u"id"_s).toInteger();
    const QJsonObject data = entry.value(u"data"_s).toObject();
    std::optional<qint64> pk = pkOf(type, id);
    if (entry.value(u"deleted"_s).toBool() || data.isEmpty()) {
        // A product made inactive upstream (a tombstone of the feed).
        if (!pk)
            return Applied::Unchanged;
        if (pendingFields(*pk).contains(u"active"_s))
            return Applied::Deferred;
        QSqlQuery changed = Sql::run(m_db,
            u"UPDATE products SET active = 0 WHERE pk = ? AND active <> 0 RETURNING pk"_s, { *pk });
        if (!changed.next())
            return Applied::Unchanged;
        changed.finish();
        SearchIndexWriter(m_db).reindex({ *pk });
        return Applied::Changed;
    }
    const QString code = data.value(u"code"_s).toString();
    if (!pk && !code.isEmpty()) {
        // Created on both sides with one code before either knew (contract §14): the shop's
        // product becomes the marketplace's, whose fields win (docs/sync.md).
        QSqlQuery twin = Sql::run(m_db,
            u"SELECT p.pk FROM products p WHERE p.seller_id = ? AND p.type = ? AND p.code = ? "
            "AND p.id >= ? AND EXISTS (SELECT 1 FROM sync_product_queue q WHERE q.product_pk = "
            "p.pk AND q.action = 'create' AND q.state IN ('pending', 'conflict', 'dropped'))"_s,
            { sellerId, type, code, localIdBase });
        if (twin.next()) {
            pk = twin.value(0).toLongLong();
            twin.finish();
            link(*pk, type, id);
            Sql::run(m_db,
                u"UPDATE sync_product_queue SET state = 'sent', sent_at = ?, answer = ? "
                "WHERE product_pk = ? AND action = 'create' "
                "AND state IN ('pending', 'conflict', 'dropped')"_s,
                { SyncQueue::now(), u"{\"linked\":%1}"_s.arg(id), *pk });
        }
    }
    if (!pk) {
        // New here: stock 0, its stock comes with its movements (the feed's stock is not taken).
        CatalogWriter writer(m_db);
        CatalogWriter::Product product;
        product.type = type;
        product.id = id;
        product.name = data.value(u"name"_s).toString();
        product.price = data.value(u"price"_s).toInteger();
        product.oldPrice = data.value(u"old_price"_s).toInteger();
        if (!code.isEmpty())
            product.code = code;
        product.sellerId = sellerId;
        product.active = data.value(u"active"_s).toBool(true);
        product.createdAt = QDateTime::currentDateTimeUtc();
        if (data.value(u"reorder_level"_s).isDouble())
            product.reorderLevel = data.value(u"reorder_level"_s).toInteger();
        if (data.value(u"reorder_quantity"_s).isDouble())
            product.reorderQuantity = data.value(u"reorder_quantity"_s).toInteger();
        for (const QJsonValue &variant : detail.value(u"variants"_s).toArray()) {
            product.variants.append({ variant[u"id"_s].toInteger(), variant[u"name"_s].toString(),
                variant[u"barcode"_s].toString(), variant[u"price"_s].toInteger(), 0 });
        }
        const qint64 newPk = writer.upsertProducts({ product }).constFirst();
        SyncProductDetail(m_db).apply(newPk, type, detail);
        Sql::run(m_db,
            u"INSERT INTO sync_products (product_pk, upstream_id) VALUES (?, ?) "
            "ON CONFLICT (product_pk) DO UPDATE SET upstream_id = excluded.upstream_id"_s,
            { newPk, id });
        SearchIndexWriter(m_db).reindex({ newPk });
        return Applied::Changed;
    }
    // A field the shop edited and has not pushed yet keeps the shop's value: the marketplace
    // orders that edit after this change, so it wins there too (docs/sync.md). The other
    // fields take the marketplace's.
    const QStringList waiting = pendingFields(*pk);
    bool changed = false;
    for (const QString &field : syncedFields) {
        if (!data.contains(field) || waiting.contains(field))
            continue;
        const QVariant value = valueOf(field, data.value(field));
        // The column names are the fixed list above, never input.
        QSqlQuery row = Sql::run(m_db,
            u"UPDATE products SET %1 = ? WHERE pk = ? AND %1 IS DISTINCT FROM ? RETURNING pk"_s.arg(
                field),
            { value, *pk, value });
        changed = row.next() || changed;
    }
    if (!code.isEmpty() && waiting != syncedFields) {
        QSqlQuery row = Sql::run(m_db,
            u"UPDATE products SET code = ? WHERE pk = ? AND code IS DISTINCT FROM ? RETURNING pk"_s,
            { code, *pk, code });
        changed = row.next() || changed;
    }
    if (changed && data.value(u"name"_s).isString() && !waiting.contains(u"name"_s))
        Sql::run(m_db, u"UPDATE products SET name_folded = ? WHERE pk = ?"_s,
            { SearchText::nameKey(data.value(u"name"_s).toString()), *pk });
    if (!detail.isEmpty()) {
        SyncProductDetail(m_db).apply(*pk, type, detail);
        changed = true;
    }
    Sql::run(m_db,
        u"INSERT INTO sync_products (product_pk, upstream_id) VALUES (?, ?) "
        "ON CONFLICT (product_pk) DO NOTHING"_s,
        { *pk, id });
    if (changed)
        SearchIndexWriter(m_db).reindex({ *pk });
    return changed ? Applied::Changed : waiting.isEmpty() ? Applied::Unchanged : Applied::Deferred;
}
