#include "server/storage/catalogwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTimeZone>
#include <QVariant>

#include "server/domain/searchtext.h"
#include "server/storage/jsonrows.h"
#include "server/storage/searchdialect.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

// Upserts use INSERT ... ON CONFLICT (...) DO UPDATE and RETURNING, which SQLite (3.35+) and
// PostgreSQL both accept; the products' rows alone differ (insertProductsSql()).
const auto upsertAuthorSql = u"INSERT INTO authors (id, name) VALUES (?, ?) "
                             "ON CONFLICT (id) DO UPDATE SET name = excluded.name"_s;
const auto upsertPublisherSql = u"INSERT INTO publishers (id, name) VALUES (?, ?) "
                                "ON CONFLICT (id) DO UPDATE SET name = excluded.name"_s;
const auto upsertSellerSql
    = u"INSERT INTO sellers (id, name, logo, rating, qr_token, active) VALUES (?, ?, ?, ?, ?, ?) "
      "ON CONFLICT (id) DO UPDATE SET name = excluded.name, logo = excluded.logo, "
      "rating = excluded.rating, qr_token = excluded.qr_token, active = excluded.active"_s;
const auto upsertCategorySql
    = u"INSERT INTO categories (id, name, type, parent_id) VALUES (?, ?, ?, ?) "
      "ON CONFLICT (id) DO UPDATE SET name = excluded.name, type = excluded.type, "
      "parent_id = excluded.parent_id"_s;
// Products and variants are written in statements of up to rowsPerStatement rows, each bound
// as one JSON value (JsonRows): a few statements per chunk instead of several per product.
constexpr qsizetype rowsPerStatement = 500;
const QStringList productColumns { u"type"_s, u"id"_s, u"name"_s, u"name_folded"_s, u"price"_s,
    u"old_price"_s, u"image"_s, u"images"_s, u"description"_s, u"pages"_s, u"code"_s,
    u"author_id"_s, u"publisher_id"_s, u"seller_id"_s, u"category_id"_s, u"stock"_s, u"active"_s,
    u"tags"_s, u"popularity"_s, u"created_at"_s, u"reorder_level"_s, u"supplier_id"_s,
    u"reorder_quantity"_s, u"last_cost"_s };
// PostgreSQL's types of those columns (JsonRows::select).
const QStringList productTypes { u"text"_s, u"bigint"_s, u"text"_s, u"text"_s, u"bigint"_s,
    u"bigint"_s, u"text"_s, u"text"_s, u"text"_s, u"bigint"_s, u"text"_s, u"bigint"_s, u"bigint"_s,
    u"bigint"_s, u"bigint"_s, u"bigint"_s, u"integer"_s, u"text"_s, u"bigint"_s, u"text"_s,
    u"bigint"_s, u"bigint"_s, u"bigint"_s, u"bigint"_s };

// "INSERT INTO products (...) SELECT ..." of the products' rows. On PostgreSQL a new row comes
// with its pk, its search key and the quality figures its own columns decide
// (postgresql-032-product-rows-written-once.sql), so neither the index writer nor a bulk load's
// settling rewrites it (each rewrite updates all fifteen of the table's indexes). The pk is
// taken from the identity's sequence in the rows' order, as the column's default would; a row
// that updates an existing product keeps its pk, key and figures until those are computed.
QString insertProductsSql(const QSqlDatabase &db)
{
    const QString head = u"INSERT INTO products (%1"_s.arg(productColumns.join(u", "_s));
    if (!Sql::isPostgres(db))
        return head + u") "_s + JsonRows::select(db, productTypes);
    const auto of = [](const QStringList &columns) {
        QStringList qualified;
        for (const QString &column : columns)
            qualified << u"j."_s + column;
        return qualified.join(u", "_s);
    };
    return head
        + u", pk, search_key, issues, completeness) SELECT j.*, CASE WHEN j.active = 1 THEN %1 "
          "END, product_own_issues(%2), product_completeness(%3) FROM (SELECT incoming.*, "
          "nextval('products_pk_seq') FROM (%4) AS incoming) AS j(%5, pk)"_s.arg(
              SearchDialect(db).searchKeyOfProduct(u"j.popularity"_s, u"j.pk"_s),
              of({ u"type"_s, u"image"_s, u"category_id"_s, u"author_id"_s, u"publisher_id"_s,
                  u"description"_s, u"old_price"_s, u"price"_s, u"code"_s }),
              of({ u"type"_s, u"author_id"_s, u"publisher_id"_s, u"category_id"_s, u"description"_s,
                  u"pages"_s, u"image"_s, u"code"_s }),
              JsonRows::select(db, productTypes), productColumns.join(u", "_s));
}

const auto productConflictSql
    = u" ON CONFLICT (type, id) DO UPDATE SET name = excluded.name, "
      "name_folded = excluded.name_folded, price = excluded.price, "
      "old_price = excluded.old_price, image = excluded.image, images = excluded.images, "
      "description = excluded.description, pages = excluded.pages, code = excluded.code, "
      "author_id = excluded.author_id, publisher_id = excluded.publisher_id, "
      "seller_id = excluded.seller_id, category_id = excluded.category_id, "
      "stock = excluded.stock, active = excluded.active, tags = excluded.tags, "
      "popularity = excluded.popularity, created_at = excluded.created_at, "
      "reorder_level = excluded.reorder_level, supplier_id = excluded.supplier_id, "
      "reorder_quantity = excluded.reorder_quantity, last_cost = excluded.last_cost "
      "RETURNING type, id, pk"_s;
// Runs before the products' upsert: the delete triggers recompute the stock from the
// variants left, which must not overwrite the stock the upsert then sets. By the products' pks
// (variants_product), never through the products' type: a load's statistics may not know a
// type yet (PostgreSQL planned a walk of every stationery product per chunk).
const auto deleteVariantsSql = u"DELETE FROM variants WHERE %1"_s;
// A variant id moved from another product of the same document follows its new owner.
const auto insertVariantsSql
    = u"INSERT INTO variants (id, product_pk, name, barcode, price, stock)"_s;
const QStringList variantTypes { u"bigint"_s, u"bigint"_s, u"text"_s, u"text"_s, u"bigint"_s,
    u"bigint"_s };
const auto variantConflictSql
    = u" ON CONFLICT (id) DO UPDATE SET product_pk = excluded.product_pk, name = excluded.name, "
      "barcode = excluded.barcode, price = excluded.price, stock = excluded.stock"_s;

// A null QString binds as SQL NULL; the optional text columns are NOT NULL DEFAULT ''.
QString notNull(const QString &text)
{
    return text.isNull() ? QString(u""_s) : text;
}

QString jsonArrayText(const QStringList &values)
{
    return QString::fromUtf8(
        QJsonDocument(QJsonArray::fromStringList(values)).toJson(QJsonDocument::Compact));
}

} // namespace

CatalogWriter::CatalogWriter(QSqlDatabase db)
    : m_db(std::move(db))
{ }

QString CatalogWriter::timestampText(const QDateTime &at)
{
    return at.toUTC().toString(u"yyyy-MM-ddTHH:mm:ss'Z'"_s);
}

void CatalogWriter::beginBulkWrite()
{
    if (Sql::isPostgres(m_db)) {
        Sql::run(m_db, u"SET LOCAL catalog.bulk_write = 'on'"_s); // see products_count()
        m_bulkGrowth.emplace();
        return;
    }
    if (m_savedCacheSizes)
        return;
    const auto cacheSize = [this](const QString &schema) {
        QSqlQuery current = Sql::run(m_db, u"PRAGMA %1.cache_size"_s.arg(schema));
        return current.next() ? current.value(0).toLongLong() : -2000;
    };
    m_savedCacheSizes = { cacheSize(u"main"_s), cacheSize(u"temp"_s) };
    // Negative: in KiB, independent of the page size. The temporary schema holds the search
    // index's staging tables (SearchIndexWriter's bulk mode), as large as the index itself.
    // 64 MiB each: with FTS5's 64 MiB of pending index data and a sort's buffer on top, a
    // 1,000,000-product import peaked at 563 MiB with 128 MiB each (≤ 500 MB).
    Sql::run(m_db, u"PRAGMA main.cache_size = -65536"_s);
    Sql::run(m_db, u"PRAGMA temp.cache_size = -65536"_s);
}

void CatalogWriter::suspendProductIndexes(qint64 importedProducts)
{
    // products_code_all stays: schema 25's quality triggers look up each written product's
    // code group by it, and without it every row would scan the table (and the figures'
    // computation at the end, SuspendedQualityTriggers, every group).
    m_productIndexes.suspend(m_db, u"products"_s, importedProducts, { u"products_code_all"_s });
    // Each new product's feed entry (schema 37): its primary key stays for the upserts.
    m_feedIndexes.suspendAlongside(m_productIndexes, m_db, u"feed_entries"_s, importedProducts);
    // A movement per product (recordStockChanges); the load reads none of them back but by id.
    m_movementIndexes.suspend(m_db, u"stock_movements"_s, importedProducts);
    m_qualityTriggers.suspend(m_db, u"products"_s, importedProducts);
}

void CatalogWriter::restoreProductIndexes(const std::function<void()> &built)
{
    m_productIndexes.restore(m_db, built);
    m_feedIndexes.restore(m_db, built);
    m_movementIndexes.restore(m_db, built);
    m_qualityTriggers.restore(m_db);
}

void CatalogWriter::countProducts()
{
    if (Sql::isPostgres(m_db)) {
        Sql::run(m_db,
            u"UPDATE product_counts c SET total = "
            "(SELECT COUNT(*) FROM products p WHERE p.type = c.type AND p.active = 1)"_s);
        // Movements written in bulk mode, into the seller's day counts at once (see
        // stock_movements_counted()).
        Sql::run(m_db,
            u"INSERT INTO stock_movement_days (seller_id, day, reason, movements, first_id, "
            "last_id, units, amount) SELECT m.seller_id, substr(m.at, 1, 10), m.reason, "
            "COUNT(*), MIN(m.id), MAX(m.id), SUM(m.delta), SUM(m.delta * COALESCE(m.price, 0)) "
            "FROM stock_movements_uncounted u JOIN stock_movements m ON m.id = u.id "
            "GROUP BY m.seller_id, substr(m.at, 1, 10), m.reason"_s);
        Sql::run(m_db, u"DELETE FROM stock_movements_uncounted"_s);
        m_qualityTriggers.settle(m_db);
    }
}

void CatalogWriter::endBulkWrite()
{
    if (!m_savedCacheSizes)
        return;
    // PRAGMA takes no bound parameters; the values are our own integers.
    Sql::run(m_db, u"PRAGMA main.cache_size = "_s + QString::number(m_savedCacheSizes->first));
    Sql::run(m_db, u"PRAGMA temp.cache_size = "_s + QString::number(m_savedCacheSizes->second));
    m_savedCacheSizes.reset();
}

QSqlQuery &CatalogWriter::statement(std::optional<QSqlQuery> &slot, const QString &sql)
{
    if (!slot)
        slot = Sql::prepare(m_db, sql);
    return *slot;
}

qint64 CatalogWriter::supplierNamed(qint64 sellerId, const QString &name)
{
    const QString key = name.simplified().toCaseFolded();
    QSqlQuery found = Sql::run(m_db,
        u"SELECT id FROM suppliers WHERE seller_id = ? AND name_key = ?"_s, { sellerId, key });
    if (found.next())
        return found.value(0).toLongLong();
    found.finish();
    QSqlQuery created = Sql::run(m_db,
        u"INSERT INTO suppliers (seller_id, name, name_key) VALUES (?, ?, ?) RETURNING id"_s,
        { sellerId, name.simplified(), key });
    created.next();
    return created.value(0).toLongLong();
}

void CatalogWriter::upsertAuthor(qint64 id, const QString &name)
{
    QSqlQuery &query = statement(m_upsertAuthor, upsertAuthorSql);
    query.addBindValue(id);
    query.addBindValue(name);
    Sql::exec(query);
}

void CatalogWriter::upsertPublisher(qint64 id, const QString &name)
{
    QSqlQuery &query = statement(m_upsertPublisher, upsertPublisherSql);
    query.addBindValue(id);
    query.addBindValue(name);
    Sql::exec(query);
}

void CatalogWriter::upsertSeller(const Seller &seller)
{
    QSqlQuery &query = statement(m_upsertSeller, upsertSellerSql);
    query.addBindValue(seller.id);
    query.addBindValue(seller.name);
    query.addBindValue(notNull(seller.logo));
    query.addBindValue(seller.rating);
    query.addBindValue(Sql::nullable(seller.qrToken));
    query.addBindValue(seller.active ? 1 : 0);
    Sql::exec(query);
}

void CatalogWriter::upsertCategory(const Category &category)
{
    QSqlQuery &query = statement(m_upsertCategory, upsertCategorySql);
    query.addBindValue(category.id);
    query.addBindValue(category.name);
    query.addBindValue(category.type);
    query.addBindValue(Sql::nullable(category.parentId));
    Sql::exec(query);
}

QList<qint64> CatalogWriter::upsertProducts(const QList<Product> &products)
{
    QList<qint64> pks;
    pks.reserve(products.size());
    // One statement cannot change a row twice (PostgreSQL refuses): a chunk ends before a
    // product or variant that is already in it.
    for (qsizetype from = 0; from < products.size();) {
        QSet<std::pair<QString, qint64>> productKeys;
        QSet<qint64> variantIds;
        qsizetype to = from;
        for (; to < products.size() && to - from < rowsPerStatement; ++to) {
            const Product &product = products.at(to);
            const bool repeated = productKeys.contains({ product.type, product.id })
                || std::any_of(product.variants.cbegin(), product.variants.cend(),
                    [&](const Variant &variant) { return variantIds.contains(variant.id); });
            if (repeated)
                break;
            productKeys.insert({ product.type, product.id });
            for (const Variant &variant : product.variants)
                variantIds.insert(variant.id);
        }
        pks += upsertChunk(products.mid(from, to - from));
        from = to;
    }
    if (m_bulkGrowth) {
        qint64 variants = 0;
        for (const Product &product : products)
            variants += product.variants.size();
        analyzeAsTheyGrow({ { u"products"_s, products.size() }, { u"variants"_s, variants } });
    }
    return pks;
}

void CatalogWriter::analyzeAsTheyGrow(const QList<std::pair<QString, qint64>> &written)
{
    // PostgreSQL plans the load's cached statements (a generic plan after five runs) by the
    // statistics of the catalog before it, which no autovacuum renews within one transaction:
    // the products' lookup by ids walked every product of a type (15 s of a 100,000-product
    // load). ANALYZE counts this transaction's own rows, and the statements are planned again;
    // a table once each time its rows written have doubled, and never while it has none (the
    // plans of an empty table scan it: the variants' lookups, once stationery came).
    for (const auto &[table, rows] : written) {
        Growth &growth = (*m_bulkGrowth)[table];
        growth.written += rows;
        if (rows > 0 && growth.written >= growth.nextAnalyze) {
            Sql::run(m_db, u"ANALYZE "_s + table); // our own table names
            growth.nextAnalyze = 2 * growth.written;
        }
    }
}

QList<qint64> CatalogWriter::upsertChunk(const QList<Product> &products)
{
    // The stocks before this chunk, for its movements (read before the variants go).
    QHash<std::pair<QString, qint64>, std::pair<qint64, bool>> productStockBefore;
    QHash<qint64, std::pair<qint64, qint64>> variantStockBefore; // id -> (product pk, stock)
    QList<qint64> pksWithVariants;
    for (const QString &type : { u"book"_s, u"stationery"_s }) {
        QList<qint64> ids;
        for (const Product &product : products) {
            if (product.type == type)
                ids << product.id;
        }
        if (ids.isEmpty())
            continue;
        QSqlQuery &before = Sql::runCached(m_db,
            u"SELECT id, stock, pk, EXISTS (SELECT 1 FROM variants v WHERE v.product_pk = p.pk) "
            "FROM products p WHERE type = ? AND %1"_s.arg(Sql::inIdList(m_db, u"id"_s)),
            { type, Sql::idList(m_db, ids) });
        while (before.next()) {
            const bool hasVariants = before.value(3).toBool();
            productStockBefore.insert({ type, before.value(0).toLongLong() },
                { before.value(1).toLongLong(), hasVariants });
            if (hasVariants)
                pksWithVariants << before.value(2).toLongLong();
        }
        before.finish();
    }
    if (!pksWithVariants.isEmpty()) {
        QSqlQuery &before = Sql::runCached(m_db,
            u"SELECT id, product_pk, stock FROM variants WHERE %1"_s.arg(
                Sql::inIdList(m_db, u"product_pk"_s)),
            { Sql::idList(m_db, pksWithVariants) });
        while (before.next()) {
            variantStockBefore.insert(before.value(0).toLongLong(),
                { before.value(1).toLongLong(), before.value(2).toLongLong() });
        }
        before.finish();
        Sql::runCached(m_db, deleteVariantsSql.arg(Sql::inIdList(m_db, u"product_pk"_s)),
            { Sql::idList(m_db, pksWithVariants) })
            .finish();
    }

    QVariantList values;
    for (const Product &product : products) {
        qint64 stock = product.stock;
        if (!product.variants.isEmpty()) {
            stock = 0;
            for (const Variant &variant : product.variants)
                stock += variant.stock;
        }
        values << product.type << product.id << product.name << SearchText::nameKey(product.name)
               << product.price << product.oldPrice << notNull(product.image)
               << jsonArrayText(product.images) << notNull(product.description) << product.pages
               << Sql::nullable(product.code) << Sql::nullable(product.authorId)
               << Sql::nullable(product.publisherId) << product.sellerId
               << Sql::nullable(product.categoryId) << stock << (product.active ? 1 : 0)
               << jsonArrayText(product.tags) << product.popularity
               << timestampText(product.createdAt) << Sql::nullable(product.reorderLevel)
               << Sql::nullable(product.supplierId) << Sql::nullable(product.reorderQuantity)
               << Sql::nullable(product.lastCost);
    }
    // Cached: the statement is parsed once per import, whatever the chunk's size.
    QSqlQuery &upserted = Sql::runCached(m_db, insertProductsSql(m_db) + productConflictSql,
        { JsonRows::rows(values, productTypes.size()) });
    // RETURNING promises no order: the pks are matched by (type, id).
    QHash<std::pair<QString, qint64>, qint64> pkOf;
    while (upserted.next()) {
        pkOf.insert({ upserted.value(0).toString(), upserted.value(1).toLongLong() },
            upserted.value(2).toLongLong());
    }
    upserted.finish();

    QList<qint64> pks;
    QVariantList variants;
    for (const Product &product : products) {
        const qint64 pk = pkOf.value({ product.type, product.id });
        pks << pk;
        if (product.type != "stationery"_L1)
            continue;
        for (const Variant &variant : product.variants) {
            variants << variant.id << pk << variant.name << variant.barcode << variant.price
                     << variant.stock;
        }
    }
    JsonRows::insert(m_db, insertVariantsSql, variantTypes, variants, variantConflictSql);
    collectStockChanges(products, pkOf, productStockBefore, variantStockBefore);
    return pks;
}

void CatalogWriter::collectStockChanges(const QList<Product> &products,
    const QHash<std::pair<QString, qint64>, qint64> &pkOf,
    const QHash<std::pair<QString, qint64>, std::pair<qint64, bool>> &productStockBefore,
    const QHash<qint64, std::pair<qint64, qint64>> &variantStockBefore)
{
    QHash<qint64, QList<std::pair<qint64, qint64>>> oldVariantsOf; // pk -> (variant, stock)
    for (auto it = variantStockBefore.cbegin(); it != variantStockBefore.cend(); ++it)
        oldVariantsOf[it->first].append({ it.key(), it->second });
    for (const Product &product : products) {
        const qint64 pk = pkOf.value({ product.type, product.id });
        const auto old = productStockBefore.constFind({ product.type, product.id });
        const bool isNew = old == productStockBefore.cend();
        if (product.variants.isEmpty()) {
            const qint64 before = isNew ? 0 : old->first;
            if (before != product.stock)
                m_stockChanges.append({ pk, std::nullopt, before, product.stock, isNew });
            continue;
        }
        QSet<qint64> kept;
        for (const Variant &variant : product.variants) {
            kept.insert(variant.id);
            const auto oldVariant = variantStockBefore.constFind(variant.id);
            const qint64 before = oldVariant != variantStockBefore.cend() && oldVariant->first == pk
                ? oldVariant->second
                : 0;
            if (before != variant.stock)
                m_stockChanges.append({ pk, variant.id, before, variant.stock, isNew });
        }
        // Variants the import dropped took their stock with them.
        for (const auto &[variantId, stock] : oldVariantsOf.value(pk)) {
            if (!kept.contains(variantId) && stock != 0)
                m_stockChanges.append({ pk, variantId, stock, 0, false });
        }
    }
}

void CatalogWriter::recordStockChanges(const QString &note)
{
    // One moment for the whole import, however many calls record its changes.
    if (m_stockChangesAt.isEmpty())
        m_stockChangesAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    const QString &at = m_stockChangesAt;
    // Each movement keeps the item's price (contract §12), as StockRepository's do, and its
    // seller, looked up here in one statement rather than by the table's trigger per row.
    static const QStringList types { u"text"_s, u"bigint"_s, u"bigint"_s, u"bigint"_s, u"bigint"_s,
        u"bigint"_s, u"text"_s, u"text"_s, u"text"_s };
    QVariantList values;
    values.reserve(m_stockChanges.size() * types.size());
    for (const StockChange &change : std::as_const(m_stockChanges)) {
        values << u"import"_s << change.productPk << Sql::nullable(change.variantId)
               << change.before << change.after << change.after - change.before << at
               << (change.newProduct ? u"received"_s : u"correction"_s) << note;
    }
    JsonRows::insert(m_db,
        u"INSERT INTO stock_movements (app_id, product_pk, variant_id, stock_before, "
        "stock_after, delta, at, reason, note, price, seller_id) SELECT m.*, COALESCE((SELECT "
        "price FROM variants v WHERE v.id = m.c2), (SELECT price FROM products p WHERE p.pk = "
        "m.c1)), (SELECT seller_id FROM products p WHERE p.pk = m.c1) FROM ("_s,
        types, values, u") AS m"_s);
    m_stockChanges.clear();
}
