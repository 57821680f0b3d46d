#include "server/storage/productrepository.h"

#include <QJsonDocument>
#include <QSqlQuery>
#include <QVariant>

#include "server/domain/mediaurl.h"
#include "server/storage/codematches.h"
#include "server/storage/rowmapper.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;
using Kind = RowMapper::Kind;

namespace {

QJsonValue reference(const QSqlQuery &row, int idColumn)
{
    if (row.value(idColumn).isNull())
        return QJsonValue();
    return QJsonObject { { u"id"_s, row.value(idColumn).toLongLong() },
        { u"name"_s, row.value(idColumn + 1).toString() } };
}

qint64 count(const QSqlDatabase &db, const QString &statement, const QVariantList &values)
{
    QSqlQuery query = Sql::run(db, statement, values);
    return query.next() ? query.value(0).toLongLong() : 0;
}

// What a book's and a stationery item's detail (contract §4) start with: these columns of
// products p, read by detailHead().
const QString detailHeadColumns = u"p.id, p.name, p.price, p.old_price, p.image, p.type, "
                                  "p.stock > 0, p.description"_s;

const RowMapper &detailHead()
{
    static const RowMapper mapper { { u"id"_s, Kind::Integer }, { u"name"_s, Kind::Text },
        { u"price"_s, Kind::Integer }, { u"old_price"_s, Kind::Integer },
        { u"image"_s, Kind::MediaUrl }, { u"type"_s, Kind::Text }, { u"in_stock"_s, Kind::Boolean },
        { u"description"_s, Kind::Text } };
    return mapper;
}

// A product's images (contract §4): the main one (column `image`), then the extra ones of the
// JSON array in column `extra`.
QJsonArray imagesOf(const QSqlQuery &row, int image, int extra)
{
    QJsonArray images { MediaUrl::forClient(row.value(image).toString()) };
    for (const QJsonValue &path : QJsonDocument::fromJson(row.value(extra).toByteArray()).array())
        images.append(MediaUrl::forClient(path.toString()));
    return images;
}

// Sets the variants (contract §4) of the stationery items in *items (by id) whose pks idOfPk
// maps to their ids; items without variants keep what they have.
void insertVariants(
    const QSqlDatabase &db, const QHash<qint64, qint64> &idOfPk, QHash<qint64, QJsonObject> *items)
{
    if (idOfPk.isEmpty())
        return;
    static const RowMapper variantMapper { { u"id"_s, Kind::Integer }, { u"name"_s, Kind::Text },
        { u"barcode"_s, Kind::Text }, { u"price"_s, Kind::Integer }, { u"stock"_s, Kind::Integer },
        { u"in_stock"_s, Kind::Boolean } };
    QHash<qint64, QJsonArray> variantsOf;
    QSqlQuery &variants = Sql::runCached(db,
        u"SELECT id, name, barcode, price, stock, stock > 0, product_pk FROM variants WHERE "_s
            + Sql::inIdList(db, u"product_pk"_s) + u" ORDER BY id"_s,
        { Sql::idList(db, idOfPk.keys()) });
    while (variants.next())
        variantsOf[variants.value(6).toLongLong()].append(variantMapper.object(variants));
    variants.finish();
    for (auto it = variantsOf.cbegin(); it != variantsOf.cend(); ++it)
        (*items)[idOfPk.value(it.key())].insert(u"variants"_s, it.value());
}

QString orderBy(ProductRepository::Sort sort)
{
    switch (sort) {
    case ProductRepository::Sort::Popular:
        return u"popularity DESC, id"_s;
    case ProductRepository::Sort::New:
        return u"created_at DESC, id"_s;
    case ProductRepository::Sort::PriceAscending:
        return u"price, id"_s;
    case ProductRepository::Sort::PriceDescending:
        return u"price DESC, id"_s;
    }
    return u"id"_s;
}

} // namespace

ProductRepository::ProductRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

std::optional<QJsonObject> ProductRepository::bookDetail(qint64 id) const
{
    const QHash<qint64, QJsonObject> found = bookDetails({ id });
    if (found.isEmpty())
        return std::nullopt;
    return found.value(id);
}

std::optional<QJsonObject> ProductRepository::stationeryDetail(qint64 id) const
{
    const QHash<qint64, QJsonObject> found = stationeryDetails({ id });
    if (found.isEmpty())
        return std::nullopt;
    return found.value(id);
}

QHash<qint64, QJsonObject> ProductRepository::bookDetails(const QList<qint64> &ids) const
{
    QHash<qint64, QJsonObject> books;
    if (ids.isEmpty())
        return books;
    // By the (type, id) key (Sql::noIndex): SQLite walked the (type, active, ...) list index
    // instead from 10 ids on, 200 ms for a feed page of 700 books at 1,000,000 products.
    QSqlQuery &row = Sql::runCached(m_db,
        u"SELECT "_s + detailHeadColumns
            + u", p.pages, p.code, p.images, a.id, a.name, s.id, s.name, pub.id, pub.name, c.id, "
              "c.name "
              "FROM products p JOIN sellers s ON s.id = p.seller_id "
              "LEFT JOIN authors a ON a.id = p.author_id "
              "LEFT JOIN publishers pub ON pub.id = p.publisher_id "
              "LEFT JOIN categories c ON c.id = p.category_id "
              "WHERE p.type = 'book' AND "_s
            + Sql::inIdList(m_db, u"p.id"_s) + u" AND "_s + Sql::noIndex(m_db, u"p.active"_s)
            + u" = 1"_s,
        { Sql::idList(m_db, ids) });
    static const RowMapper mapper(
        detailHead(), { { u"pages"_s, Kind::Integer }, { u"isbn"_s, Kind::Text } });
    while (row.next()) {
        QJsonObject book = mapper.object(row);
        book.insert(u"images"_s, imagesOf(row, 4, 10));
        book.insert(u"author"_s, reference(row, 11));
        book.insert(u"seller"_s, reference(row, 13));
        book.insert(u"publisher"_s, reference(row, 15));
        book.insert(u"category"_s, reference(row, 17));
        books.insert(row.value(0).toLongLong(), book);
    }
    row.finish();
    return books;
}

QHash<qint64, QJsonObject> ProductRepository::stationeryDetails(const QList<qint64> &ids) const
{
    QHash<qint64, QJsonObject> items;
    if (ids.isEmpty())
        return items;
    // By the (type, id) key, as bookDetails.
    QSqlQuery &row = Sql::runCached(m_db,
        u"SELECT "_s + detailHeadColumns
            + u", s.id, s.name, p.pk FROM products p JOIN sellers s ON s.id = p.seller_id "
              "WHERE p.type = 'stationery' AND "_s
            + Sql::inIdList(m_db, u"p.id"_s) + u" AND "_s + Sql::noIndex(m_db, u"p.active"_s)
            + u" = 1"_s,
        { Sql::idList(m_db, ids) });
    QHash<qint64, qint64> idOfPk;
    while (row.next()) {
        QJsonObject item = detailHead().object(row);
        item.insert(u"seller"_s, reference(row, 8));
        item.insert(u"variants"_s, QJsonArray());
        const qint64 id = row.value(0).toLongLong();
        items.insert(id, item);
        idOfPk.insert(row.value(10).toLongLong(), id);
    }
    row.finish();

    insertVariants(m_db, idOfPk, &items);
    return items;
}

ProductRepository::Page ProductRepository::list(
    const QString &type, const QString &nameFilter, Sort sort, qint64 page, int perPage) const
{
    static const RowMapper mapper { { u"id"_s, Kind::Integer }, { u"name"_s, Kind::Text },
        { u"price"_s, Kind::Integer }, { u"old_price"_s, Kind::Integer },
        { u"image"_s, Kind::MediaUrl }, { u"type"_s, Kind::Text }, { u"in_stock"_s, Kind::Boolean },
        { u"seller_id"_s, Kind::Integer } };
    QString where = u"WHERE type = ? AND active = 1"_s;
    QVariantList values { type };
    Page result;
    if (nameFilter.isEmpty()) {
        result.total = count(m_db, u"SELECT total FROM product_counts WHERE type = ?"_s, { type });
    } else {
        where += Sql::isPostgres(m_db) ? u" AND strpos(name_folded, ?) > 0"_s
                                       : u" AND instr(name_folded, ?) > 0"_s;
        values << nameFilter;
        result.total = count(m_db, u"SELECT COUNT(*) FROM products "_s + where, values);
    }
    // The page's keys come from the sort index alone (a covering scan, cheap even deep into
    // the list); only those rows are read from the table.
    const QString order = u" ORDER BY "_s + orderBy(sort);
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT id, name, price, old_price, image, type, stock > 0, seller_id FROM products "
        "WHERE pk IN (SELECT pk FROM products "_s
            + where + order + u" LIMIT ? OFFSET ?)"_s + order,
        values + QVariantList { perPage, Sql::offsetOf(page, perPage) });
    result.items = mapper.all(rows);
    return result;
}

std::optional<ProductRepository::Page> ProductRepository::byOwner(const QString &ownerTable,
    const QString &ownerColumn, qint64 ownerId, qint64 page, int perPage) const
{
    // ownerTable/ownerColumn come from the two callers below, never from input.
    if (count(m_db, u"SELECT COUNT(*) FROM "_s + ownerTable + u" WHERE id = ?"_s, { ownerId }) == 0)
        return std::nullopt;
    const QString where
        = u" FROM products WHERE "_s + ownerColumn + u" = ? AND type = 'book' AND active = 1"_s;
    Page result;
    result.total = count(m_db, u"SELECT COUNT(*)"_s + where, { ownerId });
    static const RowMapper mapper { { u"id"_s, Kind::Integer }, { u"name"_s, Kind::Text },
        { u"price"_s, Kind::Integer }, { u"type"_s, Kind::Text } };
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT id, name, price, type"_s + where + u" ORDER BY id LIMIT ? OFFSET ?"_s,
        { ownerId, perPage, Sql::offsetOf(page, perPage) });
    result.items = mapper.all(rows);
    return result;
}

std::optional<ProductRepository::Page> ProductRepository::byAuthor(
    qint64 authorId, qint64 page, int perPage) const
{
    return byOwner(u"authors"_s, u"author_id"_s, authorId, page, perPage);
}

std::optional<ProductRepository::Page> ProductRepository::byPublisher(
    qint64 publisherId, qint64 page, int perPage) const
{
    return byOwner(u"publishers"_s, u"publisher_id"_s, publisherId, page, perPage);
}

QJsonArray ProductRepository::recommendations(const QString &type, int limit) const
{
    static const RowMapper mapper { { u"id"_s, Kind::Integer }, { u"name"_s, Kind::Text },
        { u"price"_s, Kind::Integer }, { u"image"_s, Kind::MediaUrl }, { u"type"_s, Kind::Text },
        { u"in_stock"_s, Kind::Boolean } };
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT id, name, price, image, type, stock > 0 FROM products "
        "WHERE type = ? AND active = 1 AND stock > 0 ORDER BY popularity DESC, id LIMIT ?"_s,
        { type, limit });
    return mapper.all(rows);
}

namespace {
// A /products/mine item (contract §10, §11): its columns and their API names.
const QString mineColumns
    = u"id, type, name, COALESCE(code, ''), price, old_price, stock, stock > 0, reorder_level, "
      "reorder_quantity, supplier_id, last_cost, active <> 0, stock < 0 OR EXISTS (SELECT 1 FROM "
      "variants ov WHERE ov.product_pk = products.pk AND ov.stock < 0)"_s;
const RowMapper &mineMapper()
{
    static const RowMapper mapper { { u"id"_s, Kind::Integer }, { u"type"_s, Kind::Text },
        { u"name"_s, Kind::Text }, { u"code"_s, Kind::Text }, { u"price"_s, Kind::Integer },
        { u"old_price"_s, Kind::Integer }, { u"stock"_s, Kind::Integer },
        { u"in_stock"_s, Kind::Boolean }, { u"reorder_level"_s, Kind::NullableInteger },
        { u"reorder_quantity"_s, Kind::NullableInteger },
        { u"supplier_id"_s, Kind::NullableInteger }, { u"last_cost"_s, Kind::NullableInteger },
        { u"active"_s, Kind::Boolean },
        // A sale recorded below 0 (contract §14), by the product or one of its variants.
        { u"oversold"_s, Kind::Boolean } };
    return mapper;
}
} // namespace

ProductRepository::Page ProductRepository::mine(
    qint64 sellerId, const QString &type, bool lowStock, qint64 page, int perPage) const
{
    // A fixed condition, no input in it.
    const QString where = u"WHERE seller_id = ? AND type = ? AND active = 1"_s
        + (lowStock ? u" AND reorder_level IS NOT NULL AND stock <= reorder_level"_s : QString());
    Page result;
    result.total = count(m_db, u"SELECT COUNT(*) FROM products "_s + where, { sellerId, type });
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT "_s + mineColumns + u" FROM products "_s + where
            + u" ORDER BY id LIMIT ? OFFSET ?"_s,
        { sellerId, type, perPage, Sql::offsetOf(page, perPage) });
    result.items = mineMapper().all(rows);
    return result;
}

std::optional<QJsonObject> ProductRepository::mineItem(qint64 productPk) const
{
    QSqlQuery row = Sql::run(
        m_db, u"SELECT "_s + mineColumns + u" FROM products WHERE pk = ?"_s, { productPk });
    if (!row.next())
        return std::nullopt;
    return mineMapper().object(row);
}

QHash<qint64, QJsonObject> ProductRepository::mineItems(
    qint64 sellerId, const QString &type, const QList<qint64> &ids) const
{
    QHash<qint64, QJsonObject> items;
    if (ids.isEmpty())
        return items;
    // By the (type, id) key (Sql::noIndex): SQLite walked the seller's whole (seller_id, type,
    // ...) range instead, 350 ms for 500 of a 150,000-product seller's items.
    QSqlQuery &rows = Sql::runCached(m_db,
        u"SELECT "_s + mineColumns + u" FROM products WHERE "_s + Sql::noIndex(m_db, u"seller_id"_s)
            + u" = ? AND type = ? AND "_s + Sql::inIdList(m_db, u"id"_s),
        { sellerId, type, Sql::idList(m_db, ids) });
    while (rows.next())
        items.insert(rows.value(0).toLongLong(), mineMapper().object(rows));
    rows.finish();
    return items;
}

QHash<qint64, QJsonObject> ProductRepository::mineDetails(
    qint64 sellerId, const QString &type, const QList<qint64> &ids) const
{
    QHash<qint64, QJsonObject> details;
    if (ids.isEmpty())
        return details;
    // By the (type, id) key, as mineItems.
    QSqlQuery &rows = Sql::runCached(m_db,
        u"SELECT p.id, p.pk, p.description, p.image, p.images, p.pages, a.id, a.name, pub.id, "
        "pub.name, c.id, c.name FROM products p LEFT JOIN authors a ON a.id = p.author_id "
        "LEFT JOIN publishers pub ON pub.id = p.publisher_id "
        "LEFT JOIN categories c ON c.id = p.category_id WHERE "_s
            + Sql::noIndex(m_db, u"p.seller_id"_s) + u" = ? AND p.type = ? AND "_s
            + Sql::inIdList(m_db, u"p.id"_s),
        { sellerId, type, Sql::idList(m_db, ids) });
    const bool book = type == "book"_L1;
    QHash<qint64, qint64> idOfPk;
    while (rows.next()) {
        const qint64 id = rows.value(0).toLongLong();
        const QJsonArray images = imagesOf(rows, 3, 4);
        QJsonObject detail { { u"description"_s, rows.value(2).toString() },
            { u"image"_s, images.first() }, { u"images"_s, images },
            { u"category"_s, reference(rows, 10) } };
        if (book) {
            detail.insert(u"pages"_s, rows.value(5).toLongLong());
            detail.insert(u"author"_s, reference(rows, 6));
            detail.insert(u"publisher"_s, reference(rows, 8));
        } else {
            detail.insert(u"variants"_s, QJsonArray());
            idOfPk.insert(rows.value(1).toLongLong(), id);
        }
        details.insert(id, detail);
    }
    rows.finish();
    insertVariants(m_db, idOfPk, &details);
    return details;
}

std::optional<QJsonObject> ProductRepository::findByCode(qint64 sellerId,
    const std::optional<QString> &isbn13, const std::optional<QString> &barcode) const
{
    static const RowMapper mapper { { u"id"_s, Kind::Integer }, { u"name"_s, Kind::Text },
        { u"price"_s, Kind::Integer }, { u"in_stock"_s, Kind::Boolean },
        { u"seller_id"_s, Kind::Integer }, { u"type"_s, Kind::Text } };
    // Throws 409 ambiguous_code when several items have the code (contract §11).
    const auto match = CodeMatches(m_db).findOne(sellerId, isbn13, barcode);
    if (!match)
        return std::nullopt;
    if (!match->variantId) {
        QSqlQuery row = Sql::run(m_db,
            u"SELECT id, name, price, stock > 0, seller_id, type FROM products WHERE pk = ?"_s,
            { match->productPk });
        if (!row.next())
            return std::nullopt;
        return mapper.object(row);
    }
    QSqlQuery variant = Sql::run(m_db,
        u"SELECT p.id, p.name, v.price, v.stock > 0, p.seller_id, p.type, v.id "
        "FROM variants v JOIN products p ON p.pk = v.product_pk WHERE v.id = ?"_s,
        { *match->variantId });
    if (!variant.next())
        return std::nullopt;
    QJsonObject result = mapper.object(variant);
    result.insert(u"variant_id"_s, variant.value(6).toLongLong());
    return result;
}
