#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <optional>

// The SQL of a seller's own product writes (contract §11: POST /products/mine and PATCH
// /products/mine/{type}/{id}): a new product, changed fields, authors and publishers found or
// created by name. Runs inside the write queue's transaction; the caller keeps the search
// index in step (SearchIndexWriter) and records stock movements.
class ProductWriter final
{
public:
    struct NewProduct
    {
        QString type;
        QString code;
        QString name;
        qint64 price = 0;
        qint64 oldPrice = 0;
        std::optional<qint64> authorId;
        std::optional<qint64> publisherId;
        std::optional<qint64> categoryId;
        QString description;
        qint64 pages = 0;
        QString image;
        qint64 stock = 0;
        std::optional<qint64> reorderLevel;
        std::optional<qint64> reorderQuantity;
        std::optional<qint64> supplierId;
        qint64 sellerId = 0;
        // The id is the type's next from here up (a shop synced with the marketplace gives
        // its own products ids above the marketplace's, contract §14).
        qint64 minimumId = 1;
    };
    struct Existing
    {
        qint64 pk = 0;
        qint64 id = 0;
        QString type;
        QString name;
        QString code; // empty: none
        bool active = true;
        QStringList variantBarcodes;
    };
    // A PATCH: each field set only when the body had it (a null inside: cleared).
    struct Changes
    {
        std::optional<QString> name;
        std::optional<qint64> price;
        std::optional<qint64> oldPrice;
        std::optional<std::optional<qint64>> reorderLevel;
        std::optional<std::optional<qint64>> reorderQuantity;
        std::optional<std::optional<qint64>> supplierId;
        std::optional<bool> active;
        // The product's data (contract §11 and §15): author and publisher by name, found or
        // created; a null clears them and the category.
        std::optional<std::optional<QString>> author;
        std::optional<std::optional<QString>> publisher;
        std::optional<std::optional<qint64>> categoryId;
        std::optional<QString> description;
        std::optional<qint64> pages;
        std::optional<QString> image;
        bool changesIndexedText() const { return name || active || author || categoryId; }
    };

    explicit ProductWriter(QSqlDatabase db);

    // PostgreSQL: serializes product creation and reactivation across instances until the
    // transaction ends (one instance's write queue already serializes its own), so two
    // instances never give one code to two items.
    void lockCodes() const;
    // Found case- and space-insensitively, or created with the next id.
    qint64 authorNamed(const QString &name) const;
    qint64 publisherNamed(const QString &name) const;
    // The category's type ("book", "stationery"), or nullopt when there is none with the id.
    std::optional<QString> categoryType(qint64 categoryId) const;
    bool isSupplierOf(qint64 sellerId, qint64 supplierId) const;
    // Inserts with the type's next id; returns (pk, id).
    std::pair<qint64, qint64> insert(const NewProduct &product) const;
    // The seller's product of that type and id, active or not.
    std::optional<Existing> find(qint64 sellerId, const QString &type, qint64 id) const;
    void update(qint64 productPk, const Changes &changes) const;

private:
    qint64 named(const QString &table, const QString &name) const;

    QSqlDatabase m_db;
};
