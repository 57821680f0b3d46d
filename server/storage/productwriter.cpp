#include "server/storage/productwriter.h"

#include <QDateTime>
#include <QSqlQuery>
#include <QVariant>

#include "server/domain/searchtext.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

// Any constant shared by every instance: the advisory lock of product codes (contract §11).
constexpr qint64 codesLockId = 0x676f6f64636f6465; // "goodcode"

QString nameKey(const QString &name)
{
    return name.simplified().toCaseFolded();
}

} // namespace

ProductWriter::ProductWriter(QSqlDatabase db)
    : m_db(std::move(db))
{ }

void ProductWriter::lockCodes() const
{
    if (Sql::isPostgres(m_db))
        Sql::run(m_db, u"SELECT pg_advisory_xact_lock(?)"_s, { codesLockId });
}

qint64 ProductWriter::authorNamed(const QString &name) const
{
    return named(u"authors"_s, name);
}

qint64 ProductWriter::publisherNamed(const QString &name) const
{
    return named(u"publishers"_s, name);
}

qint64 ProductWriter::named(const QString &table, const QString &name) const
{
    // The table is one of ours, never input. The exact name is the common case (an index);
    // otherwise every name is compared folded (SQL's lower() knows only ASCII).
    QSqlQuery exact
        = Sql::run(m_db, u"SELECT MIN(id) FROM "_s + table + u" WHERE name = ?"_s, { name });
    if (exact.next() && !exact.value(0).isNull())
        return exact.value(0).toLongLong();
    const QString key = nameKey(name);
    QSqlQuery all = Sql::run(m_db, u"SELECT id, name FROM "_s + table + u" ORDER BY id"_s);
    qint64 next = 1;
    while (all.next()) {
        const qint64 id = all.value(0).toLongLong();
        if (nameKey(all.value(1).toString()) == key)
            return id;
        next = std::max(next, id + 1);
    }
    Sql::run(m_db, u"INSERT INTO "_s + table + u" (id, name) VALUES (?, ?)"_s,
        { next, name.simplified() });
    return next;
}

std::optional<QString> ProductWriter::categoryType(qint64 categoryId) const
{
    QSqlQuery row = Sql::run(m_db, u"SELECT type FROM categories WHERE id = ?"_s, { categoryId });
    if (!row.next())
        return std::nullopt;
    return row.value(0).toString();
}

bool ProductWriter::isSupplierOf(qint64 sellerId, qint64 supplierId) const
{
    QSqlQuery row = Sql::run(m_db, u"SELECT 1 FROM suppliers WHERE id = ? AND seller_id = ?"_s,
        { supplierId, sellerId });
    return row.next();
}

std::pair<qint64, qint64> ProductWriter::insert(const NewProduct &product) const
{
    QSqlQuery next = Sql::run(m_db,
        u"SELECT COALESCE(MAX(id), ? - 1) + 1 FROM products WHERE type = ? AND id >= ?"_s,
        { product.minimumId, product.type, product.minimumId });
    const qint64 id = next.next() ? next.value(0).toLongLong() : 1;
    next.finish();
    QSqlQuery inserted = Sql::run(m_db,
        u"INSERT INTO products (type, id, name, name_folded, price, old_price, image, images, "
        "description, pages, code, author_id, publisher_id, seller_id, category_id, stock, "
        "active, tags, popularity, created_at, reorder_level, reorder_quantity, supplier_id) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, '[]', ?, ?, ?, ?, ?, ?, ?, ?, 1, '[]', 0, ?, ?, ?, ?) "
        "RETURNING pk"_s,
        { product.type, id, product.name, SearchText::nameKey(product.name), product.price,
            product.oldPrice, product.image.isNull() ? u""_s : product.image,
            product.description.isNull() ? u""_s : product.description, product.pages, product.code,
            Sql::nullable(product.authorId), Sql::nullable(product.publisherId), product.sellerId,
            Sql::nullable(product.categoryId), product.stock,
            QDateTime::currentDateTimeUtc().toString(u"yyyy-MM-ddTHH:mm:ss'Z'"_s),
            Sql::nullable(product.reorderLevel), Sql::nullable(product.reorderQuantity),
            Sql::nullable(product.supplierId) });
    inserted.next();
    return { inserted.value(0).toLongLong(), id };
}

std::optional<ProductWriter::Existing> ProductWriter::find(
    qint64 sellerId, const QString &type, qint64 id) const
{
    QSqlQuery row = Sql::run(m_db,
        u"SELECT pk, id, type, name, COALESCE(code, ''), active FROM products "
        "WHERE seller_id = ? AND type = ? AND id = ?"_s,
        { sellerId, type, id });
    if (!row.next())
        return std::nullopt;
    Existing existing { row.value(0).toLongLong(), row.value(1).toLongLong(),
        row.value(2).toString(), row.value(3).toString(), row.value(4).toString(),
        row.value(5).toLongLong() != 0, {} };
    row.finish();
    QSqlQuery variants = Sql::run(
        m_db, u"SELECT barcode FROM variants WHERE product_pk = ? ORDER BY id"_s, { existing.pk });
    while (variants.next())
        existing.variantBarcodes << variants.value(0).toString();
    return existing;
}

void ProductWriter::update(qint64 productPk, const Changes &changes) const
{
    // The column names are fixed text; every value is bound.
    QStringList sets;
    QVariantList values;
    if (changes.name) {
        sets << u"name = ?"_s << u"name_folded = ?"_s;
        values << *changes.name << SearchText::nameKey(*changes.name);
    }
    if (changes.price) {
        sets << u"price = ?"_s;
        values << *changes.price;
    }
    if (changes.oldPrice) {
        sets << u"old_price = ?"_s;
        values << *changes.oldPrice;
    }
    if (changes.reorderLevel) {
        sets << u"reorder_level = ?"_s;
        values << Sql::nullable(*changes.reorderLevel);
    }
    if (changes.reorderQuantity) {
        sets << u"reorder_quantity = ?"_s;
        values << Sql::nullable(*changes.reorderQuantity);
    }
    if (changes.supplierId) {
        sets << u"supplier_id = ?"_s;
        values << Sql::nullable(*changes.supplierId);
    }
    if (changes.active) {
        sets << u"active = ?"_s;
        values << (*changes.active ? 1 : 0);
    }
    if (changes.author) {
        sets << u"author_id = ?"_s;
        values << Sql::nullable(
            *changes.author ? std::optional<qint64>(authorNamed(**changes.author)) : std::nullopt);
    }
    if (changes.publisher) {
        sets << u"publisher_id = ?"_s;
        values << Sql::nullable(*changes.publisher
                ? std::optional<qint64>(publisherNamed(**changes.publisher))
                : std::nullopt);
    }
    if (changes.categoryId) {
        sets << u"category_id = ?"_s;
        values << Sql::nullable(*changes.categoryId);
    }
    if (changes.description) {
        sets << u"description = ?"_s;
        values << *changes.description;
    }
    if (changes.pages) {
        sets << u"pages = ?"_s;
        values << *changes.pages;
    }
    if (changes.image) {
        sets << u"image = ?"_s;
        values << *changes.image;
    }
    if (sets.isEmpty())
        return;
    Sql::run(m_db, u"UPDATE products SET "_s + sets.join(u", "_s) + u" WHERE pk = ?"_s,
        values << productPk);
}
