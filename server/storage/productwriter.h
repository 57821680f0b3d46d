#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <optional>

#include "server/domain/newproduct.h"
#include "server/domain/productchanges.h"

// The SQL of a seller's own product writes (contract §11: POST /products/mine and PATCH
// /products/mine/{type}/{id}): a new product, changed fields, authors and publishers found or
// created by name. Runs inside the write queue's transaction; the caller keeps the search
// index in step (SearchIndexWriter) and records stock movements.
class ProductWriter final
{
public:
    using NewProduct = ::NewProduct;
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
    using Changes = ProductChanges;

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
