#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <functional>

// Builds the demo catalog as an import document (contract §2), so the demo goes through the
// same validation and writes as any import. Deterministic: the same size gives the same
// products, ids, names and prices; only the searches' timestamps follow `now`.
class DemoGenerator final
{
public:
    // About `size` products (70 % books, 30 % stationery), their authors, publishers,
    // sellers and categories, and searches over the 7 days before `now`.
    static QJsonObject generate(int size, const QDateTime &now);
    // The same document in parts, so that a million products never exist at once: first the
    // authors, publishers, sellers, categories and searches, then the books and then the
    // stationery, at most `chunk` products a part. Their arrays joined give generate()'s.
    static void generate(int size, const QDateTime &now, qsizetype chunk,
        const std::function<void(const QJsonObject &part)> &part);
    // Products were created in the two years before this fixed moment.
    static QDateTime catalogDate();
};
