#pragma once

#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <functional>
#include <optional>

// What GET /admin/quality and /admin/duplicates read (contract §15): schema 27's totals per
// seller, issue and category (QualityTotals: kept by the writes, a few thousand rows whatever
// the catalog's size), the sellers and categories they name, and the codes with a
// duplicate_code_conflict.
class AdminQualityRepository final
{
public:
    // A seller's row of schema 27's quality_seller_totals.
    struct SellerTotal
    {
        qint64 sellerId = 0;
        qint64 products = 0;
        qint64 activeProducts = 0;
        qint64 completenessSum = 0;
        qint64 issueCount = 0; // issue occurrences
    };
    struct Seller
    {
        qint64 id = 0;
        QString name;
        bool active = true;
    };
    struct Category
    {
        qint64 id = 0;
        QString name;
        std::optional<qint64> parentId;
    };
    struct Listing
    {
        QString code;
        QString type;
        qint64 id = 0;
        qint64 sellerId = 0;
        QString sellerName;
        QString name;
        std::optional<QString> author;
        qint64 price = 0;
        bool active = true;
    };

    explicit AdminQualityRepository(QSqlDatabase db);

    QList<SellerTotal> sellerTotals() const;
    // Products per issue bit, bit 0 first, for the first `bits` bits.
    QList<qint64> issueTotals(qsizetype bits) const;
    // Products directly in each category (0: none).
    QHash<qint64, qint64> categoryTotals() const;
    QList<Seller> sellers() const;
    QList<Category> categories() const;

    // Codes with a duplicate_code_conflict (issue bit `conflictBit`), most listings first.
    qint64 countConflictingCodes(qint64 conflictMask) const;
    QStringList conflictingCodes(qint64 conflictMask, qint64 page, int perPage) const;
    // Every listing of the codes, by code, then seller and id.
    QList<Listing> listings(const QStringList &codes) const;

private:
    QSqlDatabase m_db;
};
