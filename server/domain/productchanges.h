#pragma once

#include <QString>
#include <optional>

// A product's changes as a PATCH sets them (contract §11 PATCH /products/mine, §15 the
// admin's patch and bulk set): each field set only when the body had it (a null inside: cleared).
struct ProductChanges
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
