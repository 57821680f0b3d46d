#include "server/storage/productrepository.h"

#include <QSqlQuery>
#include <QVariant>

#include "server/domain/jsonwriter.h"
#include "server/domain/searchtext.h"
#include "server/storage/codematches.h"
#include "server/storage/rowmapper.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;
using Kind = RowMapper::Kind;

namespace {

// Room for a product's JSON without regrowing (a book with a long description may need more).
constexpr qsizetype objectBytes = 1024;

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

std::optional<QByteArray> ProductRepository::bookDetail(qint64 id) const
{
    const QHash<qint64, QByteArray> found = bookDetails({ id });
    if (found.isEmpty())
        return std::nullopt;
    return found.value(id);
}

std::optional<QByteArray> ProductRepository::stationeryDetail(qint64 id) const
{
    const QHash<qint64, QByteArray> found = stationeryDetails({ id });
    if (found.isEmpty())
        return std::nullopt;
    return found.value(id);
}

QHash<qint64, QByteArray> ProductRepository::bookDetails(const QList<qint64> &ids) const
{
    QHash<qint64, QByteArray> books;
    if (ids.isEmpty())
        return books;
    // By the (type, id) key (Sql::noIndex): SQLite walked the (type, active, ...) list index
    // instead from 10 ids on, 200 ms for a feed page of 700 books at 1,000,000 products.
    QSqlQuery &row = Sql::runCached(m_db,
        u"SELECT "_s + detailHeadColumns
            + u", p.pages, p.code, p.image, p.images, a.id, a.name, s.id, s.name, pub.id, "
              "pub.name, c.id, c.name FROM products p JOIN sellers s ON s.id = p.seller_id "
              "LEFT JOIN authors a ON a.id = p.author_id "
              "LEFT JOIN publishers pub ON pub.id = p.publisher_id "
              "LEFT JOIN categories c ON c.id = p.category_id "
              "WHERE p.type = 'book' AND "_s
            + Sql::inIdList(m_db, u"p.id"_s) + u" AND "_s + Sql::noIndex(m_db, u"p.active"_s)
            + u" = 1"_s,
        { Sql::idList(m_db, ids) });
    static const RowMapper mapper(detailHead(),
        { { u"pages"_s, Kind::Integer }, { u"isbn"_s, Kind::Text },
            { u"images"_s, Kind::MediaUrlList }, { u"author"_s, Kind::Reference },
            { u"seller"_s, Kind::Reference }, { u"publisher"_s, Kind::Reference },
            { u"category"_s, Kind::Reference } });
    books.reserve(ids.size());
    while (row.next()) {
        JsonWriter book;
        book.reserve(objectBytes);
        mapper.write(book, row);
        books.insert(row.value(0).toLongLong(), book.take());
    }
    row.finish();
    return books;
}

QHash<qint64, QByteArray> ProductRepository::stationeryDetails(
    const QList<qint64> &ids, VariantStock variantStock) const
{
    QHash<qint64, QByteArray> items;
    if (ids.isEmpty())
        return items;
    // By the (type, id) key, as bookDetails.
    QSqlQuery &row = Sql::runCached(m_db,
        u"SELECT "_s + detailHeadColumns
            + u", COALESCE(p.code, ''), s.id, s.name, c.id, c.name, p.pk FROM products p "
              "JOIN sellers s ON s.id = p.seller_id "
              "LEFT JOIN categories c ON c.id = p.category_id "
              "WHERE p.type = 'stationery' AND "_s
            + Sql::inIdList(m_db, u"p.id"_s) + u" AND "_s + Sql::noIndex(m_db, u"p.active"_s)
            + u" = 1"_s,
        { Sql::idList(m_db, ids) });
    // "variants" sorts after every one of these names: it is written last, once the variants
    // are read.
    // barcode and category as the book detail's isbn and category (contract §5): the change
    // feed's copy is this same object, and a code or category change already moves it.
    static const RowMapper mapper(detailHead(),
        { { u"barcode"_s, Kind::Text }, { u"seller"_s, Kind::Reference },
            { u"category"_s, Kind::Reference } });
    QHash<qint64, JsonWriter> open; // by pk: the items without their variants yet
    QHash<qint64, qint64> idOfPk;
    while (row.next()) {
        const qint64 pk = row.value(mapper.columnCount()).toLongLong();
        JsonWriter &item = open[pk];
        item.reserve(objectBytes);
        item.beginObject();
        mapper.writeFields(item, row);
        idOfPk.insert(pk, row.value(0).toLongLong());
    }
    row.finish();
    closeWithVariants(open, idOfPk, items, variantStock);
    return items;
}

void ProductRepository::closeWithVariants(QHash<qint64, JsonWriter> &open,
    const QHash<qint64, qint64> &idOfPk, QHash<qint64, QByteArray> &items,
    VariantStock variantStock) const
{
    if (open.isEmpty())
        return;
    static const RowMapper variantMapper { { u"id"_s, Kind::Integer }, { u"name"_s, Kind::Text },
        { u"barcode"_s, Kind::Text }, { u"price"_s, Kind::Integer }, { u"stock"_s, Kind::Integer },
        { u"in_stock"_s, Kind::Boolean } };
    static const RowMapper inStockOnlyMapper { { u"id"_s, Kind::Integer },
        { u"name"_s, Kind::Text }, { u"barcode"_s, Kind::Text }, { u"price"_s, Kind::Integer },
        { u"in_stock"_s, Kind::Boolean } };
    const bool count = variantStock == VariantStock::Count;
    const RowMapper &mapper = count ? variantMapper : inStockOnlyMapper;
    const int pkColumn = mapper.columnCount();
    QHash<qint64, JsonWriter> variantsOf; // by pk: the open array of its variants
    QSqlQuery &variants = Sql::runCached(m_db,
        (count ? u"SELECT id, name, barcode, price, stock, stock > 0, product_pk"_s
               : u"SELECT id, name, barcode, price, stock > 0, product_pk"_s)
            + u" FROM variants WHERE "_s + Sql::inIdList(m_db, u"product_pk"_s) + u" ORDER BY id"_s,
        { Sql::idList(m_db, open.keys()) });
    while (variants.next()) {
        JsonWriter &list = variantsOf[variants.value(pkColumn).toLongLong()];
        if (list.bytes().isEmpty())
            list.beginArray();
        mapper.write(list, variants);
    }
    variants.finish();
    items.reserve(items.size() + open.size());
    for (auto it = open.begin(); it != open.end(); ++it) {
        JsonWriter &item = it.value();
        item.key("variants"_L1);
        const auto list = variantsOf.find(it.key());
        if (list == variantsOf.end()) {
            item.beginArray();
            item.endArray();
        } else {
            list->endArray();
            item.raw(list->bytes());
        }
        item.endObject();
        items.insert(idOfPk.value(it.key()), item.take());
    }
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
        result.total
            = Sql::scalar(m_db, u"SELECT total FROM product_counts WHERE type = ?"_s, { type })
                  .toLongLong();
    } else {
        // Contract §5.1: a substring of the name in the normal form, in either script.
        QStringList any;
        for (const QString &filter : SearchText::nameFilters(nameFilter)) {
            any << (Sql::isPostgres(m_db) ? u"strpos(name_folded, ?) > 0"_s
                                          : u"instr(name_folded, ?) > 0"_s);
            values << filter;
        }
        where += u" AND ("_s + any.join(u" OR "_s) + u')';
        result.total
            = Sql::scalar(m_db, u"SELECT COUNT(*) FROM products "_s + where, values).toLongLong();
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
    if (Sql::scalar(m_db, u"SELECT COUNT(*) FROM "_s + ownerTable + u" WHERE id = ?"_s, { ownerId })
            .toLongLong()
        == 0)
        return std::nullopt;
    const QString where
        = u" FROM products WHERE "_s + ownerColumn + u" = ? AND type = 'book' AND active = 1"_s;
    Page result;
    result.total = Sql::scalar(m_db, u"SELECT COUNT(*)"_s + where, { ownerId }).toLongLong();
    // Items as the other public lists (contract §5): a "more by this author" list shows the
    // picture, whether it can be bought, and the old price.
    static const RowMapper mapper { { u"id"_s, Kind::Integer }, { u"name"_s, Kind::Text },
        { u"price"_s, Kind::Integer }, { u"old_price"_s, Kind::Integer },
        { u"image"_s, Kind::MediaUrl }, { u"type"_s, Kind::Text },
        { u"in_stock"_s, Kind::Boolean } };
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT id, name, price, old_price, image, type, stock > 0"_s + where
            + u" ORDER BY id LIMIT ? OFFSET ?"_s,
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
QString mineColumnsOf(QStringView table)
{
    return u"%1.id, %1.type, %1.name, COALESCE(%1.code, ''), %1.price, %1.old_price, %1.stock, "
           "%1.stock > 0, %1.reorder_level, %1.reorder_quantity, %1.supplier_id, %1.last_cost, "
           "%1.active <> 0, %1.stock < 0 OR EXISTS (SELECT 1 FROM variants ov "
           "WHERE ov.product_pk = %1.pk AND ov.stock < 0)"_s.arg(table);
}
const QString mineColumns = mineColumnsOf(u"products");
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
// The seller's feed item (contract §13, §14: a shop copies its products from it): the
// /products/mine item and what a copy keeps beyond it, as the detail shows it; a stationery
// item's variants follow (closeWithVariants). The columns: mineColumnsOf, then those of
// mineChangeColumns.
const RowMapper &mineChangeMapper(bool book)
{
    static const RowMapper stationery(mineMapper(),
        { { u"description"_s, Kind::Text }, { u"image"_s, Kind::MediaUrl },
            { u"images"_s, Kind::MediaUrlList }, { u"category"_s, Kind::Reference } });
    static const RowMapper books(stationery,
        { { u"pages"_s, Kind::Integer }, { u"author"_s, Kind::Reference },
            { u"publisher"_s, Kind::Reference } });
    return book ? books : stationery;
}
const QString mineChangeColumns
    = u"p.description, p.image, p.image, p.images, c.id, c.name, p.pages, a.id, a.name, pub.id, "
      "pub.name"_s;
} // namespace

ProductRepository::Page ProductRepository::mine(
    qint64 sellerId, const QString &type, bool lowStock, qint64 page, int perPage) const
{
    // A fixed condition, no input in it.
    const QString where = u"WHERE seller_id = ? AND type = ? AND active = 1"_s
        + (lowStock ? u" AND reorder_level IS NOT NULL AND stock <= reorder_level"_s : QString());
    Page result;
    result.total
        = Sql::scalar(m_db, u"SELECT COUNT(*) FROM products "_s + where, { sellerId, type })
              .toLongLong();
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

QHash<qint64, QByteArray> ProductRepository::mineChangeItems(
    qint64 sellerId, const QString &type, const QList<qint64> &ids) const
{
    QHash<qint64, QByteArray> items;
    if (ids.isEmpty())
        return items;
    const bool book = type == "book"_L1;
    const RowMapper &mapper = mineChangeMapper(book);
    // By the (type, id) key (Sql::noIndex): SQLite walked the seller's whole (seller_id, type,
    // ...) range instead, 350 ms for 500 of a 150,000-product seller's items.
    QSqlQuery &rows = Sql::runCached(m_db,
        u"SELECT "_s + mineColumnsOf(u"p") + u", "_s + mineChangeColumns
            + u", p.pk FROM products p LEFT JOIN categories c ON c.id = p.category_id "
              "LEFT JOIN authors a ON a.id = p.author_id "
              "LEFT JOIN publishers pub ON pub.id = p.publisher_id WHERE "_s
            + Sql::noIndex(m_db, u"p.seller_id"_s) + u" = ? AND p.type = ? AND "_s
            + Sql::inIdList(m_db, u"p.id"_s),
        { sellerId, type, Sql::idList(m_db, ids) });
    const int pkColumn = mineChangeMapper(true).columnCount();
    QHash<qint64, JsonWriter> open; // stationery by pk, without its variants yet
    QHash<qint64, qint64> idOfPk;
    while (rows.next()) {
        JsonWriter item;
        item.reserve(objectBytes);
        if (book) {
            mapper.write(item, rows);
            items.insert(rows.value(0).toLongLong(), item.take());
        } else {
            item.beginObject();
            mapper.writeFields(item, rows);
            const qint64 pk = rows.value(pkColumn).toLongLong();
            open.insert(pk, std::move(item));
            idOfPk.insert(pk, rows.value(0).toLongLong());
        }
    }
    rows.finish();
    closeWithVariants(open, idOfPk, items);
    return items;
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
