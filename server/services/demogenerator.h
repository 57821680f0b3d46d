#pragma once

#include <QDateTime>
#include <QJsonObject>

// Builds the demo catalog as an import document (contract §2), so the demo goes through the
// same validation and writes as any import. Deterministic: the same size gives the same
// products, ids, names and prices; only the searches' timestamps follow `now`.
class DemoGenerator final
{
public:
    // About `size` products (70 % books, 30 % stationery), their authors, publishers,
    // sellers and categories, and searches over the 7 days before `now`.
    static QJsonObject generate(int size, const QDateTime &now);
    // Products were created in the two years before this fixed moment.
    static QDateTime catalogDate();
};
