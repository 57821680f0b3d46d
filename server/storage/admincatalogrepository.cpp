#include "server/storage/admincatalogrepository.h"

#include <QSqlQuery>
#include <QVariant>

#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

AdminCatalogRepository::AdminCatalogRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

std::optional<AdminCatalogRepository::Seller> AdminCatalogRepository::seller(qint64 id) const
{
    QSqlQuery query = Sql::run(m_db,
        u"SELECT id, name, active FROM sellers WHERE id = ?"_s + Sql::rowLock(m_db, u"UPDATE"_s),
        { id });
    if (!query.next())
        return std::nullopt;
    return Seller { query.value(0).toLongLong(), query.value(1).toString(),
        query.value(2).toLongLong() != 0 };
}

void AdminCatalogRepository::updateSeller(const Seller &seller) const
{
    Sql::run(m_db, u"UPDATE sellers SET name = ?, active = ? WHERE id = ?"_s,
        { seller.name, seller.active ? 1 : 0, seller.id });
}

QList<qint64> AdminCatalogRepository::productPksOf(qint64 sellerId) const
{
    QList<qint64> pks;
    QSqlQuery query = Sql::run(
        m_db, u"SELECT pk FROM products WHERE seller_id = ? ORDER BY pk"_s, { sellerId });
    while (query.next())
        pks << query.value(0).toLongLong();
    return pks;
}

QList<qint64> AdminCatalogRepository::productPksIn(const QList<qint64> &categoryIds) const
{
    QList<qint64> pks;
    if (categoryIds.isEmpty())
        return pks;
    QSqlQuery query = Sql::run(m_db,
        u"SELECT pk FROM products WHERE "_s + Sql::inIdList(m_db, u"category_id"_s)
            + u" ORDER BY pk"_s,
        { Sql::idList(m_db, categoryIds) });
    while (query.next())
        pks << query.value(0).toLongLong();
    return pks;
}

std::optional<AdminCatalogRepository::Category> AdminCatalogRepository::category(qint64 id) const
{
    QSqlQuery query = Sql::run(
        m_db, u"SELECT id, name, type, parent_id FROM categories WHERE id = ?"_s, { id });
    if (!query.next())
        return std::nullopt;
    Category category { query.value(0).toLongLong(), query.value(1).toString(),
        query.value(2).toString(), std::nullopt };
    if (!query.value(3).isNull())
        category.parentId = query.value(3).toLongLong();
    return category;
}

qint64 AdminCatalogRepository::createCategory(
    const QString &name, const QString &type, const std::optional<qint64> &parentId) const
{
    QSqlQuery next = Sql::run(m_db, u"SELECT COALESCE(MAX(id), 0) + 1 FROM categories"_s);
    const qint64 id = next.next() ? next.value(0).toLongLong() : 1;
    next.finish();
    Sql::run(m_db, u"INSERT INTO categories (id, name, type, parent_id) VALUES (?, ?, ?, ?)"_s,
        { id, name, type, Sql::nullable(parentId) });
    return id;
}

void AdminCatalogRepository::updateCategory(const Category &category) const
{
    Sql::run(m_db, u"UPDATE categories SET name = ?, parent_id = ? WHERE id = ?"_s,
        { category.name, Sql::nullable(category.parentId), category.id });
}

bool AdminCatalogRepository::isAncestorOrSelf(qint64 ancestor, qint64 id) const
{
    // Up the parents from id; a tree of categories is shallow, and a cycle already in the
    // data ends the walk after as many steps as there are categories.
    std::optional<qint64> current = id;
    for (int step = 0; current && step < 100'000; ++step) {
        if (*current == ancestor)
            return true;
        const auto node = category(*current);
        current = node ? node->parentId : std::nullopt;
    }
    return false;
}

QList<qint64> AdminCatalogRepository::mergeCategory(qint64 id, qint64 into) const
{
    QList<qint64> pks;
    QSqlQuery moved = Sql::run(m_db,
        u"UPDATE products SET category_id = ? WHERE category_id = ? RETURNING pk"_s, { into, id });
    while (moved.next())
        pks << moved.value(0).toLongLong();
    moved.finish();
    Sql::run(m_db, u"UPDATE categories SET parent_id = ? WHERE parent_id = ?"_s, { into, id });
    Sql::run(m_db, u"DELETE FROM categories WHERE id = ?"_s, { id });
    return pks;
}
