#include "server/services/catalogservice.h"

#include "server/storage/categoryrepository.h"
#include "server/storage/productrepository.h"
#include "server/storage/sellerrepository.h"

using namespace Qt::StringLiterals;

namespace {

ProductRepository::Sort sortOf(const QString &name)
{
    if (name == "new"_L1)
        return ProductRepository::Sort::New;
    if (name == "price_asc"_L1)
        return ProductRepository::Sort::PriceAscending;
    if (name == "price_desc"_L1)
        return ProductRepository::Sort::PriceDescending;
    return ProductRepository::Sort::Popular;
}

std::optional<ListPage> pageOf(const std::optional<ProductRepository::Page> &page)
{
    if (!page)
        return std::nullopt;
    return ListPage::of(*page);
}

} // namespace

CatalogService::CatalogService(QSqlDatabase db)
    : m_db(std::move(db))
{ }

std::optional<QByteArray> CatalogService::bookDetail(qint64 id) const
{
    return ProductRepository(m_db).bookDetail(id);
}

std::optional<QByteArray> CatalogService::stationeryDetail(qint64 id) const
{
    return ProductRepository(m_db).stationeryDetail(id);
}

std::optional<ListPage> CatalogService::byAuthor(qint64 authorId, qint64 page, int perPage) const
{
    return pageOf(ProductRepository(m_db).byAuthor(authorId, page, perPage));
}

std::optional<ListPage> CatalogService::byPublisher(
    qint64 publisherId, qint64 page, int perPage) const
{
    return pageOf(ProductRepository(m_db).byPublisher(publisherId, page, perPage));
}

ListPage CatalogService::list(
    const QString &type, const QString &q, const QString &sort, qint64 page, int perPage) const
{
    return ListPage::of(ProductRepository(m_db).list(type, q, sortOf(sort), page, perPage));
}

QJsonArray CatalogService::recommendations(const QString &type, int limit) const
{
    return ProductRepository(m_db).recommendations(type, limit);
}

ListPage CatalogService::mine(
    qint64 sellerId, const QString &type, bool lowStock, qint64 page, int perPage) const
{
    return ListPage::of(ProductRepository(m_db).mine(sellerId, type, lowStock, page, perPage));
}

QJsonArray CatalogService::categoryTree() const
{
    return CategoryRepository(m_db).tree();
}

std::optional<ListPage> CatalogService::categoryProducts(
    qint64 categoryId, const QString &type, qint64 page, int perPage) const
{
    const auto result = CategoryRepository(m_db).products(categoryId, type, page, perPage);
    if (!result)
        return std::nullopt;
    return ListPage::of(*result);
}

bool CatalogService::exists(const QString &type, qint64 id) const
{
    if (type == "book"_L1)
        return ProductRepository(m_db).bookDetail(id).has_value();
    if (type == "stationery"_L1)
        return ProductRepository(m_db).stationeryDetail(id).has_value();
    if (type == "seller"_L1)
        return SellerRepository(m_db).exists(id);
    return CategoryRepository(m_db).exists(id);
}
