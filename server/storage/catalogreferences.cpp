#include "server/storage/catalogreferences.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QVariant>

#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

CatalogReferences::CatalogReferences(QSqlDatabase db)
    : m_db(std::move(db))
{ }

QHash<qint64, QString> CatalogReferences::existingNames(CatalogWriter::Table table) const
{
    QString sql;
    switch (table) {
    case CatalogWriter::Table::Authors:
        sql = u"SELECT id, name FROM authors"_s;
        break;
    case CatalogWriter::Table::Publishers:
        sql = u"SELECT id, name FROM publishers"_s;
        break;
    case CatalogWriter::Table::Sellers:
        sql = u"SELECT id, name FROM sellers"_s;
        break;
    case CatalogWriter::Table::Categories:
        sql = u"SELECT id, name FROM categories"_s;
        break;
    }
    QHash<qint64, QString> names;
    QSqlQuery query = Sql::run(m_db, sql);
    while (query.next())
        names.insert(query.value(0).toLongLong(), query.value(1).toString());
    return names;
}

QHash<qint64, CatalogWriter::Category> CatalogReferences::existingCategories() const
{
    QHash<qint64, CatalogWriter::Category> categories;
    QSqlQuery query = Sql::run(m_db, u"SELECT id, name, type, parent_id FROM categories"_s);
    while (query.next()) {
        CatalogWriter::Category category;
        category.id = query.value(0).toLongLong();
        category.name = query.value(1).toString();
        category.type = query.value(2).toString();
        if (!query.value(3).isNull())
            category.parentId = query.value(3).toLongLong();
        categories.insert(category.id, category);
    }
    return categories;
}

QHash<QString, qint64> CatalogReferences::existingQrTokens() const
{
    QHash<QString, qint64> tokens;
    QSqlQuery query
        = Sql::run(m_db, u"SELECT qr_token, id FROM sellers WHERE qr_token IS NOT NULL"_s);
    while (query.next())
        tokens.insert(query.value(0).toString(), query.value(1).toLongLong());
    return tokens;
}

QHash<qint64, CatalogWriter::VariantOwner> CatalogReferences::existingVariantOwners() const
{
    QHash<qint64, CatalogWriter::VariantOwner> owners;
    QSqlQuery query = Sql::run(m_db,
        u"SELECT v.id, p.type, p.id FROM variants v JOIN products p ON p.pk = v.product_pk"_s);
    while (query.next()) {
        owners.insert(query.value(0).toLongLong(),
            { query.value(1).toString(), query.value(2).toLongLong() });
    }
    return owners;
}

QString CatalogReferences::codeKey(qint64 sellerId, const QString &code)
{
    return QString::number(sellerId) + u':' + code;
}

QHash<QString, CatalogWriter::Product> CatalogReferences::existingProductsByCode() const
{
    QHash<QString, CatalogWriter::Product> products;
    QHash<qint64, QString> keyByPk;
    QSqlQuery query = Sql::run(m_db,
        u"SELECT pk, type, id, name, price, old_price, image, images, description, pages, code, "
        "author_id, publisher_id, seller_id, category_id, stock, active, tags, popularity, "
        "created_at, reorder_level, supplier_id, reorder_quantity, last_cost FROM products "
        "WHERE code IS NOT NULL "
        // Active ones last: where an inactive product shares an active one's code, a row
        // updates the active one.
        "ORDER BY active, pk"_s);
    const auto optionalId = [&](int column) {
        return query.value(column).isNull()
            ? std::nullopt
            : std::optional<qint64>(query.value(column).toLongLong());
    };
    const auto list = [&](int column) {
        QStringList items;
        const QJsonArray array
            = QJsonDocument::fromJson(query.value(column).toString().toUtf8()).array();
        for (const QJsonValue &item : array)
            items << item.toString();
        return items;
    };
    while (query.next()) {
        CatalogWriter::Product product;
        product.type = query.value(1).toString();
        product.id = query.value(2).toLongLong();
        product.name = query.value(3).toString();
        product.price = query.value(4).toLongLong();
        product.oldPrice = query.value(5).toLongLong();
        product.image = query.value(6).toString();
        product.images = list(7);
        product.description = query.value(8).toString();
        product.pages = query.value(9).toLongLong();
        product.code = query.value(10).toString();
        product.authorId = optionalId(11);
        product.publisherId = optionalId(12);
        product.sellerId = query.value(13).toLongLong();
        product.categoryId = optionalId(14);
        product.stock = query.value(15).toLongLong();
        product.active = query.value(16).toInt() != 0;
        product.tags = list(17);
        product.popularity = query.value(18).toLongLong();
        product.createdAt = QDateTime::fromString(query.value(19).toString(), Qt::ISODate);
        product.reorderLevel = optionalId(20); // kept unless the file has the column
        product.supplierId = optionalId(21); // these three too
        product.reorderQuantity = optionalId(22);
        product.lastCost = optionalId(23);
        const QString key = codeKey(product.sellerId, *product.code);
        keyByPk.insert(query.value(0).toLongLong(), key);
        products.insert(key, product);
    }
    QSqlQuery variants = Sql::run(
        m_db, u"SELECT product_pk, id, name, barcode, price, stock FROM variants ORDER BY id"_s);
    while (variants.next()) {
        const auto key = keyByPk.constFind(variants.value(0).toLongLong());
        if (key == keyByPk.cend())
            continue;
        products[*key].variants.append({ variants.value(1).toLongLong(),
            variants.value(2).toString(), variants.value(3).toString(),
            variants.value(4).toLongLong(), variants.value(5).toLongLong() });
    }
    return products;
}

QHash<qint64, qint64> CatalogReferences::existingSuppliers() const
{
    QHash<qint64, qint64> sellers;
    QSqlQuery query = Sql::run(m_db, u"SELECT id, seller_id FROM suppliers"_s);
    while (query.next())
        sellers.insert(query.value(0).toLongLong(), query.value(1).toLongLong());
    return sellers;
}

QHash<std::pair<QString, qint64>, CatalogReferences::Purchasing>
CatalogReferences::existingPurchasing() const
{
    QHash<std::pair<QString, qint64>, Purchasing> kept;
    QSqlQuery query = Sql::run(m_db,
        u"SELECT type, id, supplier_id, last_cost FROM products "
        "WHERE supplier_id IS NOT NULL OR last_cost IS NOT NULL"_s);
    while (query.next()) {
        const auto optional = [&](int column) {
            return query.value(column).isNull()
                ? std::nullopt
                : std::optional<qint64>(query.value(column).toLongLong());
        };
        kept.insert({ query.value(0).toString(), query.value(1).toLongLong() },
            { optional(2), optional(3) });
    }
    return kept;
}

QString CatalogReferences::CodeHolder::describe() const
{
    QString text = u"%1 %2"_s.arg(type).arg(productId);
    if (variantId)
        text += u" (variant %1)"_s.arg(*variantId);
    return text;
}

QHash<QString, CatalogReferences::CodeHolder> CatalogReferences::existingActiveCodes() const
{
    QHash<QString, CodeHolder> holders;
    QSqlQuery query = Sql::run(m_db,
        u"SELECT seller_id, code, type, id, CAST(NULL AS BIGINT) FROM products "
        "WHERE active = 1 AND code IS NOT NULL "
        "UNION ALL SELECT p.seller_id, v.barcode, p.type, p.id, v.id FROM variants v "
        "JOIN products p ON p.pk = v.product_pk WHERE p.active = 1"_s);
    while (query.next()) {
        const QString key = codeKey(query.value(0).toLongLong(), query.value(1).toString());
        const auto it = holders.find(key);
        if (it != holders.end()) {
            ++it->users;
            continue;
        }
        holders.insert(key,
            { query.value(2).toString(), query.value(3).toLongLong(),
                query.value(4).isNull() ? std::nullopt
                                        : std::optional<qint64>(query.value(4).toLongLong()),
                1 });
    }
    return holders;
}

QHash<QString, qint64> CatalogReferences::maxProductIds() const
{
    QHash<QString, qint64> ids;
    QSqlQuery query = Sql::run(m_db, u"SELECT type, MAX(id) FROM products GROUP BY type"_s);
    while (query.next())
        ids.insert(query.value(0).toString(), query.value(1).toLongLong());
    return ids;
}

QList<CatalogReferences::Listing> CatalogReferences::listingsAtOtherSellers(
    const QString &code, qint64 sellerId) const
{
    QSqlQuery &query = Sql::runCached(m_db,
        u"SELECT p.seller_id, p.name, COALESCE(a.name, '') FROM products p "
        "LEFT JOIN authors a ON a.id = p.author_id WHERE p.code = ? AND p.seller_id <> ? "
        "ORDER BY p.seller_id, p.pk LIMIT 20"_s,
        { code, sellerId });
    QList<Listing> listings;
    while (query.next()) {
        listings.append(
            { query.value(0).toLongLong(), query.value(1).toString(), query.value(2).toString() });
    }
    query.finish();
    return listings;
}
