#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QSqlDatabase>
#include <QString>
#include <optional>

#include "server/services/listpage.h"

// The public catalog as any key reads it (spec 2.1–2.6): product details, lists by type, owner
// and category, recommendations, the category tree, the seller's own list, and whether a
// deep link's target exists. Reads only; the routes add parameters, statuses and envelopes.
class CatalogService final
{
public:
    explicit CatalogService(QSqlDatabase db);

    // The detail's JSON object as text (spec 2.2); nullopt: no such product.
    std::optional<QByteArray> bookDetail(qint64 id) const;
    std::optional<QByteArray> stationeryDetail(qint64 id) const;
    // nullopt: no such author (publisher).
    std::optional<ListPage> byAuthor(qint64 authorId, qint64 page, int perPage) const;
    std::optional<ListPage> byPublisher(qint64 publisherId, qint64 page, int perPage) const;
    // type: book or stationery; q: a name substring (empty: any); sort: popular, new,
    // price_asc or price_desc.
    ListPage list(
        const QString &type, const QString &q, const QString &sort, qint64 page, int perPage) const;
    QJsonArray recommendations(const QString &type, int limit) const;
    // The seller's products with stock (GET products/mine).
    ListPage mine(
        qint64 sellerId, const QString &type, bool lowStock, qint64 page, int perPage) const;
    // The forest of root categories.
    QJsonArray categoryTree() const;
    // A category's products of one type; nullopt: no such category.
    std::optional<ListPage> categoryProducts(
        qint64 categoryId, const QString &type, qint64 page, int perPage) const;
    // Whether a deep link's target exists: type book, stationery, seller or category.
    bool exists(const QString &type, qint64 id) const;

private:
    QSqlDatabase m_db;
};
