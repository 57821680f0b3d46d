#include "server/storage/syncproductdetail.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

#include "server/domain/productreference.h"
#include "server/storage/catalogwriter.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

// The detail's images are [image] + the extra ones; the products table keeps the extra ones.
QString extraImages(const QJsonObject &data)
{
    QJsonArray images = data.value(u"images"_s).toArray();
    if (!images.isEmpty())
        images.removeFirst();
    return QString::fromUtf8(QJsonDocument(images).toJson(QJsonDocument::Compact));
}

QString referenceText(const std::optional<qint64> &id)
{
    return id ? QString::number(*id) : QString();
}

QString variantsText(const QJsonArray &variants)
{
    QStringList lines;
    for (const QJsonValue &variant : variants) {
        lines << u"%1|%2|%3|%4"_s.arg(variant[u"id"_s].toInteger())
                     .arg(variant[u"name"_s].toString(), variant[u"barcode"_s].toString())
                     .arg(variant[u"price"_s].toInteger());
    }
    lines.sort();
    return lines.join(u'\n');
}

} // namespace

SyncProductDetail::SyncProductDetail(QSqlDatabase db)
    : m_db(std::move(db))
{ }

bool SyncProductDetail::differs(
    qint64 productPk, const QString &type, const QJsonObject &data) const
{
    QSqlQuery row = Sql::run(m_db,
        u"SELECT description, image, images, pages, author_id, publisher_id, category_id "
        "FROM products WHERE pk = ?"_s,
        { productPk });
    if (!row.next())
        return true;
    const auto idText = [&](int column) {
        return row.value(column).isNull() ? QString() : row.value(column).toString();
    };
    const bool book = type == "book"_L1;
    if ((data.contains(u"description"_s)
            && data[u"description"_s].toString() != row.value(0).toString())
        || (data.contains(u"image"_s) && data[u"image"_s].toString() != row.value(1).toString())
        || (data.contains(u"images"_s)
            && QJsonDocument::fromJson(extraImages(data).toUtf8())
                != QJsonDocument::fromJson(row.value(2).toByteArray()))
        || (book && data.contains(u"pages"_s)
            && data[u"pages"_s].toInteger() != row.value(3).toLongLong())
        || (book && data.contains(u"author"_s)
            && referenceText(productReference(data, u"author"_s)) != idText(4))
        || (book && data.contains(u"publisher"_s)
            && referenceText(productReference(data, u"publisher"_s)) != idText(5))
        || (data.contains(u"category"_s)
            && referenceText(productReference(data, u"category"_s)) != idText(6)))
        return true;
    row.finish();
    if (book || !data.contains(u"variants"_s))
        return false;
    QSqlQuery variants = Sql::run(m_db,
        u"SELECT id, name, barcode, price FROM variants WHERE product_pk = ?"_s, { productPk });
    QJsonArray here;
    while (variants.next()) {
        here.append(QJsonObject { { u"id"_s, variants.value(0).toLongLong() },
            { u"name"_s, variants.value(1).toString() },
            { u"barcode"_s, variants.value(2).toString() },
            { u"price"_s, variants.value(3).toLongLong() } });
    }
    return variantsText(here) != variantsText(data[u"variants"_s].toArray());
}

void SyncProductDetail::apply(qint64 productPk, const QString &type, const QJsonObject &data) const
{
    if (data.isEmpty())
        return;
    CatalogWriter writer(m_db);
    std::optional<qint64> author;
    std::optional<qint64> publisher;
    if (type == "book"_L1) {
        author = productReference(data, u"author"_s);
        if (author)
            writer.upsertAuthor(*author, data[u"author"_s][u"name"_s].toString());
        publisher = productReference(data, u"publisher"_s);
        if (publisher)
            writer.upsertPublisher(*publisher, data[u"publisher"_s][u"name"_s].toString());
    }
    // Only the fields the data has: a public detail (an older marketplace's feed, a linked
    // product) shows no stationery category, and a missing field is not an empty one.
    QStringList columns;
    QVariantList values;
    const auto set = [&](const QString &field, const QString &column, const QVariant &value) {
        if (data.contains(field)) {
            columns << column + u" = ?"_s;
            values << value;
        }
    };
    set(u"description"_s, u"description"_s, data[u"description"_s].toString());
    set(u"image"_s, u"image"_s, data[u"image"_s].toString());
    set(u"images"_s, u"images"_s, extraImages(data));
    set(u"category"_s, u"category_id"_s, Sql::nullable(productReference(data, u"category"_s)));
    if (type == "book"_L1) {
        set(u"pages"_s, u"pages"_s, data[u"pages"_s].toInteger());
        set(u"author"_s, u"author_id"_s, Sql::nullable(author));
        set(u"publisher"_s, u"publisher_id"_s, Sql::nullable(publisher));
    }
    if (!columns.isEmpty()) {
        values << productPk;
        // The column names are the fixed ones above, never input.
        Sql::run(
            m_db, u"UPDATE products SET "_s + columns.join(u", "_s) + u" WHERE pk = ?"_s, values);
    }
    // Variants by their marketplace ids: names, barcodes and prices as there; a new one with
    // stock 0 (its stock comes with its movements). One the shop has that the marketplace does
    // not show is kept: it may be the shop's own, not pushed yet.
    for (const QJsonValue &value : data[u"variants"_s].toArray()) {
        const QJsonObject variant = value.toObject();
        const qint64 id = variant[u"id"_s].toInteger();
        QSqlQuery updated = Sql::run(m_db,
            u"UPDATE variants SET name = ?, barcode = ?, price = ? WHERE id = ? AND product_pk = ? "
            "RETURNING id"_s,
            { variant[u"name"_s].toString(), variant[u"barcode"_s].toString(),
                variant[u"price"_s].toInteger(), id, productPk });
        if (updated.next())
            continue;
        updated.finish();
        // An id another product here holds (a local variant not pushed yet) is left alone.
        Sql::run(m_db,
            u"INSERT INTO variants (id, product_pk, name, barcode, price, stock) "
            "SELECT ?, ?, ?, ?, ?, 0 WHERE NOT EXISTS (SELECT 1 FROM variants WHERE id = ?)"_s,
            { id, productPk, variant[u"name"_s].toString(), variant[u"barcode"_s].toString(),
                variant[u"price"_s].toInteger(), id });
    }
}
