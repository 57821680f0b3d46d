#pragma once

#include <QString>
#include <optional>

// A seller's new product as written (contract §11: POST /products/mine, the import and the
// shop sync's copies): parsed by the services, inserted by ProductWriter.
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
