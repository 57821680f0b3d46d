#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

// Which products the admin's list selects (contract §15).
struct AdminProductFilter
{
    QString type; // empty: both
    // q: empty: any; else the name (products.name_folded, contract §5.1's normal form)
    // holds one of nameFilters (SearchText::nameFilters(q), both scripts), or the code is
    // `code` (q as a normalized ISBN-13 or barcode) or q itself.
    QString q;
    QStringList nameFilters;
    QString code;
    std::optional<qint64> sellerId;
    QList<qint64> categoryIds; // empty: any; else one of these (a category and its subtree)
    std::optional<bool> active; // the product's own flag; nullopt: any
    qint64 issueMask = 0; // all of these bits
    QString sort = QStringLiteral("id"); // a contract §15 sort value
};
