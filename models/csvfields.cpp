#include "models/csvfields.h"

using namespace Qt::StringLiterals;

namespace {

struct Alias
{
    QLatin1StringView name;
    QLatin1StringView field;
};

// The same table as server/services/csvcolumns.cpp, in the same order.
const Alias aliasTable[] = {
    { "code"_L1, "code"_L1 },
    { "isbn"_L1, "code"_L1 },
    { "isbn13"_L1, "code"_L1 },
    { "isbn10"_L1, "code"_L1 },
    { "barcode"_L1, "code"_L1 },
    { "ean"_L1, "code"_L1 },
    { "name"_L1, "name"_L1 },
    { "title"_L1, "name"_L1 },
    { "author"_L1, "author"_L1 },
    { "authors"_L1, "author"_L1 },
    { "publisher"_L1, "publisher"_L1 },
    { "price"_L1, "price"_L1 },
    { "old_price"_L1, "old_price"_L1 },
    { "stock"_L1, "stock"_L1 },
    { "category"_L1, "category"_L1 },
    { "image"_L1, "image"_L1 },
    { "image_url"_L1, "image"_L1 },
    { "description"_L1, "description"_L1 },
    { "pages"_L1, "pages"_L1 },
    { "type"_L1, "type"_L1 },
    { "seller_id"_L1, "seller_id"_L1 },
    { "tags"_L1, "tags"_L1 },
    { "reorder_level"_L1, "reorder_level"_L1 },
    { "supplier"_L1, "supplier"_L1 },
    { "reorder_quantity"_L1, "reorder_quantity"_L1 },
    { "cost"_L1, "cost"_L1 },
    { "active"_L1, "active"_L1 },
};

} // namespace

QStringList CsvFields::all()
{
    QStringList fields;
    for (const Alias &alias : aliasTable) {
        if (!fields.contains(alias.field))
            fields.append(alias.field);
    }
    return fields;
}

QList<QPair<QString, QString>> CsvFields::aliases()
{
    QList<QPair<QString, QString>> pairs;
    for (const Alias &alias : aliasTable)
        pairs.append({ alias.name, alias.field });
    return pairs;
}

QString CsvFields::key(const QString &column)
{
    return column.trimmed().toCaseFolded();
}

QString CsvFields::fieldOfColumn(const QString &column)
{
    const QString wanted = key(column);
    for (const Alias &alias : aliasTable) {
        if (alias.name == wanted)
            return alias.field;
    }
    return {};
}

QStringList CsvFields::resolve(const QStringList &header, const QHash<QString, QString> &map)
{
    QStringList fields(header.size());
    QStringList taken;
    // Columns named by --map first: they win over a column that only has the field's name.
    for (const bool explicitlyMapped : { true, false }) {
        for (int i = 0; i < header.size(); ++i) {
            const auto mapped = map.constFind(key(header.at(i)));
            if ((mapped != map.cend()) != explicitlyMapped)
                continue;
            const QString field
                = mapped != map.cend() ? fieldOfColumn(*mapped) : fieldOfColumn(header.at(i));
            if (field.isEmpty())
                continue;
            if (field == "code"_L1 || !taken.contains(field)) {
                fields[i] = field;
                taken << field;
            }
        }
    }
    return fields;
}
