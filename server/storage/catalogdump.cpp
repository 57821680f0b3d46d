#include "server/storage/catalogdump.h"

#include <QHash>
#include <QJsonDocument>
#include <QSet>
#include <QSqlQuery>
#include <QVariant>

#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

QJsonArray jsonArray(const QVariant &text)
{
    return QJsonDocument::fromJson(text.toString().toUtf8()).array();
}

} // namespace

CatalogDump::CatalogDump(QSqlDatabase db, std::optional<qint64> sellerId)
    : m_db(std::move(db))
    , m_sellerId(sellerId)
{ }

QJsonArray CatalogDump::named(const QString &table, const QString &column) const
{
    // table and column are our own identifiers, never input.
    QString sql = u"SELECT id, name FROM "_s + table;
    QVariantList values;
    if (m_sellerId) {
        sql += u" WHERE id IN (SELECT "_s + column + u" FROM products WHERE seller_id = ?)"_s;
        values << *m_sellerId;
    }
    QSqlQuery query = Sql::run(m_db, sql + u" ORDER BY id"_s, values);
    QJsonArray items;
    while (query.next()) {
        items.append(QJsonObject {
            { u"id"_s, query.value(0).toLongLong() }, { u"name"_s, query.value(1).toString() } });
    }
    return items;
}

QJsonArray CatalogDump::authors() const
{
    return named(u"authors"_s, u"author_id"_s);
}

QJsonArray CatalogDump::publishers() const
{
    return named(u"publishers"_s, u"publisher_id"_s);
}

QJsonArray CatalogDump::sellers() const
{
    QString sql = u"SELECT id, name, logo, rating, qr_token, active FROM sellers"_s;
    QVariantList values;
    if (m_sellerId) {
        sql += u" WHERE id = ?"_s;
        values << *m_sellerId;
    }
    QSqlQuery query = Sql::run(m_db, sql + u" ORDER BY id"_s, values);
    QJsonArray items;
    while (query.next()) {
        QJsonObject seller { { u"id"_s, query.value(0).toLongLong() },
            { u"name"_s, query.value(1).toString() }, { u"rating"_s, query.value(3).toDouble() } };
        if (!query.value(2).toString().isEmpty())
            seller.insert(u"logo"_s, query.value(2).toString());
        if (!query.value(4).isNull())
            seller.insert(u"qr_token"_s, query.value(4).toString());
        if (query.value(5).toInt() == 0)
            seller.insert(u"active"_s, false);
        items.append(seller);
    }
    return items;
}

QJsonArray CatalogDump::categories() const
{
    struct Row
    {
        QJsonObject json;
        std::optional<qint64> parent;
    };
    QList<qint64> order;
    QHash<qint64, Row> rows;
    QSqlQuery query
        = Sql::run(m_db, u"SELECT id, name, type, parent_id FROM categories ORDER BY id"_s);
    while (query.next()) {
        const qint64 id = query.value(0).toLongLong();
        Row row;
        row.json = { { u"id"_s, id }, { u"name"_s, query.value(1).toString() },
            { u"type"_s, query.value(2).toString() } };
        if (!query.value(3).isNull())
            row.parent = query.value(3).toLongLong();
        row.json.insert(
            u"parent_id"_s, row.parent ? QJsonValue(*row.parent) : QJsonValue(QJsonValue::Null));
        order.append(id);
        rows.insert(id, row);
    }
    QSet<qint64> wanted;
    if (m_sellerId) {
        QSqlQuery used = Sql::run(m_db,
            u"SELECT DISTINCT category_id FROM products WHERE seller_id = ? "
            "AND category_id IS NOT NULL"_s,
            { *m_sellerId });
        while (used.next()) {
            // With its ancestors, so the tree stays whole.
            for (std::optional<qint64> id = used.value(0).toLongLong();
                 id && !wanted.contains(*id) && rows.contains(*id); id = rows.value(*id).parent)
                wanted.insert(*id);
        }
    }
    QJsonArray items;
    for (const qint64 id : std::as_const(order)) {
        if (!m_sellerId || wanted.contains(id))
            items.append(rows.value(id).json);
    }
    return items;
}

QJsonArray CatalogDump::searches() const
{
    QJsonArray items;
    if (m_sellerId)
        return items;
    QSqlQuery query = Sql::run(m_db, u"SELECT text, at FROM searches ORDER BY id"_s);
    while (query.next()) {
        items.append(QJsonObject {
            { u"text"_s, query.value(0).toString() }, { u"at"_s, query.value(1).toString() } });
    }
    return items;
}

void CatalogDump::products(
    const QString &type, const std::function<void(const QJsonObject &)> &each) const
{
    const bool book = type == "book"_L1;
    QHash<qint64, QJsonArray> variants;
    if (!book) {
        QSqlQuery query = Sql::run(m_db,
            u"SELECT v.product_pk, v.id, v.name, v.barcode, v.price, v.stock FROM variants v "
            "ORDER BY v.product_pk, v.id"_s);
        while (query.next()) {
            variants[query.value(0).toLongLong()].append(QJsonObject {
                { u"id"_s, query.value(1).toLongLong() }, { u"name"_s, query.value(2).toString() },
                { u"barcode"_s, query.value(3).toString() },
                { u"price"_s, query.value(4).toLongLong() },
                { u"stock"_s, query.value(5).toLongLong() } });
        }
    }
    QString sql = u"SELECT pk, id, name, price, old_price, image, images, description, pages, "
                  "code, author_id, publisher_id, seller_id, category_id, stock, "
                  // The product's own flag: an inactive seller's keeps its own (schema 25).
                  "COALESCE(own_active, active), tags, "
                  "popularity, created_at, reorder_level, reorder_quantity, last_cost "
                  "FROM products WHERE type = ?"_s;
    QVariantList values { type };
    if (m_sellerId) {
        sql += u" AND seller_id = ?"_s;
        values << *m_sellerId;
    }
    QSqlQuery query = Sql::run(m_db, sql + u" ORDER BY pk"_s, values);
    while (query.next()) {
        QJsonObject product { { u"id"_s, query.value(1).toLongLong() },
            { u"name"_s, query.value(2).toString() }, { u"price"_s, query.value(3).toLongLong() },
            { u"old_price"_s, query.value(4).toLongLong() } };
        if (!query.value(5).toString().isEmpty())
            product.insert(u"image"_s, query.value(5).toString());
        const QJsonArray images = jsonArray(query.value(6));
        if (!images.isEmpty())
            product.insert(u"images"_s, images);
        product.insert(u"description"_s, query.value(7).toString());
        if (book)
            product.insert(u"pages"_s, query.value(8).toLongLong());
        if (!query.value(9).isNull())
            product.insert(book ? u"isbn"_s : u"barcode"_s, query.value(9).toString());
        if (book && !query.value(10).isNull())
            product.insert(u"author_id"_s, query.value(10).toLongLong());
        if (book && !query.value(11).isNull())
            product.insert(u"publisher_id"_s, query.value(11).toLongLong());
        product.insert(u"seller_id"_s, query.value(12).toLongLong());
        if (!query.value(13).isNull())
            product.insert(u"category_id"_s, query.value(13).toLongLong());
        product.insert(u"stock"_s, query.value(14).toLongLong());
        product.insert(u"active"_s, query.value(15).toInt() != 0);
        const QJsonArray tags = jsonArray(query.value(16));
        if (!tags.isEmpty())
            product.insert(u"tags"_s, tags);
        product.insert(u"popularity"_s, query.value(17).toLongLong());
        product.insert(u"created_at"_s, query.value(18).toString());
        if (!query.value(19).isNull())
            product.insert(u"reorder_level"_s, query.value(19).toLongLong());
        // Contract §11: supplier_id stays out (suppliers are not catalog data; an import
        // keeps a product's supplier when the document does not name one).
        if (!query.value(20).isNull())
            product.insert(u"reorder_quantity"_s, query.value(20).toLongLong());
        if (!query.value(21).isNull())
            product.insert(u"last_cost"_s, query.value(21).toLongLong());
        const auto own = variants.constFind(query.value(0).toLongLong());
        if (own != variants.cend())
            product.insert(u"variants"_s, *own);
        each(product);
    }
}

CatalogDump::LeftOut CatalogDump::csvRows(
    const std::function<void(const QStringList &)> &each) const
{
    QString sql = u"SELECT p.type, p.code, p.name, a.name, pub.name, p.price, p.old_price, "
                  "p.stock, c.name, p.image, p.description, p.pages, p.seller_id, p.tags, "
                  "p.reorder_level, s.name, p.reorder_quantity, p.last_cost, "
                  // The product's own flag (schema 25).
                  "COALESCE(p.own_active, p.active) "
                  "FROM products p LEFT JOIN authors a ON a.id = p.author_id "
                  "LEFT JOIN suppliers s ON s.id = p.supplier_id "
                  "LEFT JOIN publishers pub ON pub.id = p.publisher_id "
                  "LEFT JOIN categories c ON c.id = p.category_id "
                  "WHERE p.code IS NOT NULL"_s;
    QString scope;
    QVariantList values;
    if (m_sellerId) {
        scope = u" AND p.seller_id = ?"_s;
        values << *m_sellerId;
    }
    sql += scope;
    QSqlQuery query = Sql::run(m_db, sql + u" ORDER BY p.type, p.id"_s, values);
    while (query.next()) {
        const bool book = query.value(0).toString() == "book"_L1;
        QStringList tags;
        for (const QJsonValue &tag : jsonArray(query.value(13)))
            tags << tag.toString();
        each({ query.value(0).toString(), query.value(1).toString(), query.value(2).toString(),
            query.value(3).toString(), query.value(4).toString(), query.value(5).toString(),
            query.value(6).toString(), query.value(7).toString(), query.value(8).toString(),
            query.value(9).toString(), query.value(10).toString(),
            book ? query.value(11).toString() : QString(), query.value(12).toString(),
            tags.join(u';'), query.value(14).isNull() ? QString() : query.value(14).toString(),
            query.value(15).toString(),
            query.value(16).isNull() ? QString() : query.value(16).toString(),
            query.value(17).isNull() ? QString() : query.value(17).toString(),
            query.value(18).toLongLong() != 0 ? u"true"_s : u"false"_s });
    }
    query.finish();
    LeftOut leftOut;
    QSqlQuery counts = Sql::run(m_db,
        u"SELECT (SELECT COUNT(*) FROM products p WHERE p.code IS NULL"_s + scope
            + u"), (SELECT COUNT(*) FROM variants v JOIN products p ON p.pk = v.product_pk "
              "WHERE p.code IS NOT NULL"_s
            + scope + u")"_s,
        m_sellerId ? QVariantList { *m_sellerId, *m_sellerId } : QVariantList());
    if (counts.next()) {
        leftOut.withoutCode = counts.value(0).toLongLong();
        leftOut.variants = counts.value(1).toLongLong();
    }
    return leftOut;
}
