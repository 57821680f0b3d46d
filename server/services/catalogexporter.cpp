#include "server/services/catalogexporter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "common/csvwriter.h"
#include "server/storage/catalogdump.h"
#include "server/storage/database.h"

using namespace Qt::StringLiterals;

namespace {

QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

// One array of the document, one record a line.
void writeArray(
    const CatalogExporter::Sink &write, const char *key, const QJsonArray &items, bool last = false)
{
    write("  \""_ba + key + "\": ["_ba);
    for (qsizetype i = 0; i < items.size(); ++i)
        write((i == 0 ? "\n    "_ba : ",\n    "_ba) + compact(items.at(i).toObject()));
    write(items.isEmpty() ? "]"_ba : "\n  ]"_ba);
    write(last ? "\n"_ba : ",\n"_ba);
}

} // namespace

CatalogExporter::CatalogExporter(const Database &db, std::optional<qint64> sellerId)
    : m_db(db)
    , m_sellerId(sellerId)
{ }

void CatalogExporter::writeJson(const Sink &write) const
{
    const CatalogDump dump(m_db.connection(), m_sellerId);
    write("{\n"_ba);
    writeArray(write, "authors", dump.authors());
    writeArray(write, "publishers", dump.publishers());
    writeArray(write, "sellers", dump.sellers());
    writeArray(write, "categories", dump.categories());
    for (const char *type : { "book", "stationery" }) {
        write(type == std::string_view("book") ? "  \"books\": ["_ba : "  \"stationery\": ["_ba);
        bool first = true;
        dump.products(QString::fromLatin1(type), [&](const QJsonObject &product) {
            write((first ? "\n    "_ba : ",\n    "_ba) + compact(product));
            first = false;
        });
        write(first ? "],\n"_ba : "\n  ],\n"_ba);
    }
    writeArray(write, "searches", dump.searches(), true);
    write("}\n"_ba);
}

QString CatalogExporter::writeCsv(const Sink &write) const
{
    // The field names the CSV import reads, in CatalogDump::csvRows() order.
    const QStringList header { u"type"_s, u"code"_s, u"name"_s, u"author"_s, u"publisher"_s,
        u"price"_s, u"old_price"_s, u"stock"_s, u"category"_s, u"image"_s, u"description"_s,
        u"pages"_s, u"seller_id"_s, u"tags"_s, u"reorder_level"_s, u"supplier"_s,
        u"reorder_quantity"_s, u"cost"_s, u"active"_s };
    write(CsvWriter::line(header).toUtf8());
    const CatalogDump dump(m_db.connection(), m_sellerId);
    const CatalogDump::LeftOut leftOut
        = dump.csvRows([&](const QStringList &row) { write(CsvWriter::line(row).toUtf8()); });
    QStringList parts;
    if (leftOut.withoutCode > 0) {
        parts << u"%1 products without a code (the CSV import finds a product by its code)"_s.arg(
            leftOut.withoutCode);
    }
    if (leftOut.variants > 0) {
        parts << u"%1 variants (the CSV import cannot read them back)"_s.arg(leftOut.variants);
    }
    if (parts.isEmpty())
        return {};
    return u"the CSV leaves out "_s + parts.join(u" and "_s)
        + u"; --format json exports everything"_s;
}
