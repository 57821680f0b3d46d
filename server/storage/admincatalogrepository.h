#pragma once

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <optional>

// The SQL of the admin's writes to sellers and categories (contract §15): a seller's name and
// active flag (schema 25's triggers hide and bring back its products), categories created,
// renamed, moved and merged. Runs in the write queue's transaction; rows only.
class AdminCatalogRepository final
{
public:
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
        QString type;
        std::optional<qint64> parentId;
    };

    explicit AdminCatalogRepository(QSqlDatabase db);

    std::optional<Seller> seller(qint64 id) const;
    void updateSeller(const Seller &seller) const;
    // The pks of the seller's products (the search index follows their visibility).
    QList<qint64> productPksOf(qint64 sellerId) const;
    // The pks of the products in these categories.
    QList<qint64> productPksIn(const QList<qint64> &categoryIds) const;

    std::optional<Category> category(qint64 id) const;
    // Inserts with the next id; returns it.
    qint64 createCategory(
        const QString &name, const QString &type, const std::optional<qint64> &parentId) const;
    void updateCategory(const Category &category) const;
    // True when `ancestor` is `id` or above it.
    bool isAncestorOrSelf(qint64 ancestor, qint64 id) const;
    // Moves the category's products and children into `into`, then removes it; returns the
    // pks of the products moved.
    QList<qint64> mergeCategory(qint64 id, qint64 into) const;

private:
    QSqlDatabase m_db;
};
