#pragma once

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>

#include "server/storage/suspendedindexes.h"

// The SQL of the catalog import: upserts by the document's ids, and the reads the importer
// needs to check references against rows already in the database. Statements are prepared
// once per writer and reused, because an import writes hundreds of thousands of rows.
// Callers wrap the writes in one Sql::Transaction.
class CatalogWriter final
{
public:
    enum class Table { Authors, Publishers, Sellers, Categories };

    struct Seller
    {
        qint64 id = 0;
        QString name;
        QString logo;
        double rating = 0;
        std::optional<QString> qrToken;
        bool active = true; // contract §15: an inactive seller's products are hidden
    };
    struct Category
    {
        qint64 id = 0;
        QString name;
        QString type; // "book" or "stationery"
        std::optional<qint64> parentId;
    };
    struct Variant
    {
        qint64 id = 0;
        QString name;
        QString barcode;
        qint64 price = 0;
        qint64 stock = 0;
    };
    struct Product
    {
        QString type; // "book" or "stationery"
        qint64 id = 0;
        QString name;
        qint64 price = 0;
        qint64 oldPrice = 0;
        QString image;
        QStringList images; // extra images, after `image`
        QString description;
        qint64 pages = 0;
        std::optional<QString> code; // normalized ISBN-13 or barcode
        std::optional<qint64> authorId;
        std::optional<qint64> publisherId;
        qint64 sellerId = 0;
        std::optional<qint64> categoryId;
        qint64 stock = 0;
        std::optional<qint64> reorderLevel; // contract §10: low stock at or below it
        // Contract §11. supplierName (CSV): found or created for the seller at write time;
        // empty: no supplier; null: supplierId as it is.
        std::optional<qint64> supplierId, reorderQuantity, lastCost;
        QString supplierName;
        bool active = true;
        QStringList tags;
        qint64 popularity = 0;
        QDateTime createdAt;
        QList<Variant> variants;
    };
    struct VariantOwner
    {
        QString type;
        qint64 productId = 0;
    };

    explicit CatalogWriter(QSqlDatabase db);

    // The seller's supplier of that name (case- and space-insensitively), created if new.
    qint64 supplierNamed(qint64 sellerId, const QString &name);

    // Upserts by id. Throw StorageError. Categories must come parents first (foreign keys).
    void upsertAuthor(qint64 id, const QString &name);
    void upsertPublisher(qint64 id, const QString &name);
    void upsertSeller(const Seller &seller);
    void upsertCategory(const Category &category);
    // Replaces each product's variants with product.variants; returns the products' pks, in
    // order. A stationery item with variants gets stock = the sum of its variants' stock.
    QList<qint64> upsertProducts(const QList<Product> &products);

    // A stock the upserts changed (contract §2: an import records it as a movement).
    struct StockChange
    {
        qint64 productPk = 0;
        std::optional<qint64> variantId;
        qint64 before = 0;
        qint64 after = 0;
        bool newProduct = false; // its first stock: "received", else "correction"
    };
    // What upsertProducts() changed so far, in write order.
    const QList<StockChange> &stockChanges() const { return m_stockChanges; }
    // One movement per change (app id "import", the note naming the file), in multi-row
    // statements, and forgets them. Every call of one writer records the same moment, so a
    // large import may record its changes part by part.
    void recordStockChanges(const QString &note);

    // Around a large import, inside its transaction: on SQLite a bigger page cache keeps the
    // transaction's dirty pages in memory instead of spilling them to the WAL again and again
    // (about a fifth faster at 100,000 products). endBulkWrite() restores the previous size.
    void beginBulkWrite();
    // Before the commit of a bulk write: PostgreSQL's per-type product counts, the movements'
    // day counts and (a load of more products than the catalog held) the quality figures,
    // which their triggers leave to this during a bulk write.
    void countProducts();
    void endBulkWrite();

    // A bulk write of more products than the table holds (SQLite) or into an empty one
    // (PostgreSQL, no other session connected): its secondary indexes, and the movements' and
    // the feed entries', are built once at the end (SuspendedIndexes) instead of updated row by
    // row in random order, which was most of the write at a million products.
    void suspendProductIndexes(qint64 importedProducts);
    // Calls `built` after each index (each takes a second or more at a million products).
    void restoreProductIndexes(const std::function<void()> &built);

    // The stored form of a timestamp: UTC, ISO-8601 with a Z, whole seconds, so text order is
    // time order.
    static QString timestampText(const QDateTime &at);

private:
    QList<qint64> upsertChunk(const QList<Product> &products);
    QSqlQuery &statement(std::optional<QSqlQuery> &slot, const QString &sql);
    void analyzeAsTheyGrow(const QList<std::pair<QString, qint64>> &written);

    // The stock of the chunk's products and variants before its upsert.
    void collectStockChanges(const QList<Product> &products,
        const QHash<std::pair<QString, qint64>, qint64> &pkOf,
        const QHash<std::pair<QString, qint64>, std::pair<qint64, bool>> &productStockBefore,
        const QHash<qint64, std::pair<qint64, qint64>> &variantStockBefore);

    QSqlDatabase m_db;
    QList<StockChange> m_stockChanges;
    QString m_stockChangesAt;
    std::optional<std::pair<qint64, qint64>> m_savedCacheSizes; // main, temp
    // PostgreSQL's bulk write: rows written so far per table, and when to ANALYZE it next.
    struct Growth
    {
        qint64 written = 0;
        qint64 nextAnalyze = 2000;
    };
    std::optional<QHash<QString, Growth>> m_bulkGrowth;
    SuspendedIndexes m_productIndexes;
    SuspendedIndexes m_feedIndexes;
    SuspendedIndexes m_movementIndexes;
    SuspendedQualityTriggers m_qualityTriggers;
    std::optional<QSqlQuery> m_upsertAuthor;
    std::optional<QSqlQuery> m_upsertPublisher;
    std::optional<QSqlQuery> m_upsertSeller;
    std::optional<QSqlQuery> m_upsertCategory;
};
