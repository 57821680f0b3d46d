#pragma once

#include <QHash>
#include <QSqlDatabase>
#include <QString>
#include <optional>
#include <utility>

#include "server/storage/catalogwriter.h"

// The reads of the catalog import: what is already in the database, so the importer can check
// a document's references and a CSV row can update the product it names. Apart from
// CatalogWriter, which only writes. Each reads a whole table once. Throw StorageError.
class CatalogReferences final
{
public:
    explicit CatalogReferences(QSqlDatabase db);

    QHash<qint64, QString> existingNames(CatalogWriter::Table table) const;
    QHash<qint64, CatalogWriter::Category> existingCategories() const;
    QHash<QString, qint64> existingQrTokens() const; // token -> seller id
    QHash<qint64, CatalogWriter::VariantOwner>
    existingVariantOwners() const; // variant id -> product
    // Every product that has a code, with its variants, keyed by codeKey(seller, code): a CSV
    // row updates the product of its (seller, code) and keeps what the file does not carry.
    QHash<QString, CatalogWriter::Product> existingProductsByCode() const;
    static QString codeKey(qint64 sellerId, const QString &code);
    // Who uses a code among a seller's active products and variants (contract §11).
    struct CodeHolder
    {
        QString type;
        qint64 productId = 0;
        std::optional<qint64> variantId;
        qint64 users = 1; // more than one only in data older than the rule
        QString describe() const;
    };
    // Keyed by codeKey(seller, code).
    QHash<QString, CodeHolder> existingActiveCodes() const;
    // The suppliers (id -> seller id), for the JSON import's supplier_id.
    QHash<qint64, qint64> existingSuppliers() const;
    // What a JSON document without supplier_id / last_cost keeps: by (type, id).
    struct Purchasing
    {
        std::optional<qint64> supplierId, lastCost;
    };
    QHash<std::pair<QString, qint64>, Purchasing> existingPurchasing() const;
    // The highest id of each product type ("book", "stationery"); absent when none.
    QHash<QString, qint64> maxProductIds() const;
    // The listings of a code at other sellers, as written so far in this transaction, by
    // seller (the import's warnings, contract §15's duplicate_code_conflict in words).
    struct Listing
    {
        qint64 sellerId = 0;
        QString name;
        QString author; // empty: none
    };
    QList<Listing> listingsAtOtherSellers(const QString &code, qint64 sellerId) const;

private:
    QSqlDatabase m_db;
};
