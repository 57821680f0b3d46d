#include "server/services/csvcolumns.h"

using namespace Qt::StringLiterals;

namespace {

struct Alias
{
    QLatin1StringView name;
    CsvColumns::Field field;
};

using F = CsvColumns::Field;
// The first name of each field is its own (the export writes it).
const Alias aliases[] = {
    { "code"_L1, F::Code },
    { "isbn"_L1, F::Code },
    { "isbn13"_L1, F::Code },
    { "isbn10"_L1, F::Code },
    { "barcode"_L1, F::Code },
    { "ean"_L1, F::Code },
    { "name"_L1, F::Name },
    { "title"_L1, F::Name },
    { "author"_L1, F::Author },
    { "authors"_L1, F::Author },
    { "publisher"_L1, F::Publisher },
    { "price"_L1, F::Price },
    { "old_price"_L1, F::OldPrice },
    { "stock"_L1, F::Stock },
    { "category"_L1, F::Category },
    { "image"_L1, F::Image },
    { "image_url"_L1, F::Image },
    { "description"_L1, F::Description },
    { "pages"_L1, F::Pages },
    { "type"_L1, F::Type },
    { "seller_id"_L1, F::SellerId },
    { "tags"_L1, F::Tags },
    { "reorder_level"_L1, F::ReorderLevel },
    { "supplier"_L1, F::Supplier },
    { "reorder_quantity"_L1, F::ReorderQuantity },
    { "cost"_L1, F::Cost },
    { "active"_L1, F::Active },
};

QString key(const QString &name)
{
    return name.trimmed().toCaseFolded();
}

} // namespace

std::optional<CsvColumns::Field> CsvColumns::fieldNamed(const QString &name)
{
    const QString wanted = key(name);
    for (const Alias &alias : aliases) {
        if (alias.name == wanted)
            return alias.field;
    }
    return std::nullopt;
}

QString CsvColumns::fieldName(Field field)
{
    for (const Alias &alias : aliases) {
        if (alias.field == field)
            return alias.name;
    }
    return {};
}

QList<CsvColumns::Field> CsvColumns::allFields()
{
    QList<Field> fields;
    for (const Alias &alias : aliases) {
        if (!fields.contains(alias.field))
            fields.append(alias.field);
    }
    return fields;
}

std::optional<CsvColumns> CsvColumns::fromHeader(
    const QStringList &header, const QHash<QString, QString> &map, QString *error)
{
    CsvColumns columns;
    columns.m_header = header;
    QHash<QString, QString> wanted; // folded column name → field name
    for (auto it = map.cbegin(); it != map.cend(); ++it) {
        if (key(it.value()) != "ignore"_L1 && !fieldNamed(it.value())) {
            *error
                = u"--map %1=%2: unknown field '%2' (fields: code, name, author, publisher, "
                  "price, old_price, stock, category, image, description, pages, type, "
                  "seller_id, tags, reorder_level, supplier, reorder_quantity, cost, active, or ignore)"_s
                      .arg(it.key(), it.value());
            return std::nullopt;
        }
        bool found = false;
        for (const QString &column : header)
            found = found || key(column) == key(it.key());
        if (!found) {
            *error = u"--map %1=%2: the file has no column '%1'"_s.arg(it.key(), it.value());
            return std::nullopt;
        }
        wanted.insert(key(it.key()), it.value());
    }
    // Columns named by --map first: they win over a column that only has the field's name.
    for (const bool explicitlyMapped : { true, false }) {
        for (int i = 0; i < header.size(); ++i) {
            const QString column = key(header.at(i));
            const auto mapped = wanted.constFind(column);
            if ((mapped != wanted.cend()) != explicitlyMapped)
                continue;
            const std::optional<Field> field
                = mapped != wanted.cend() ? fieldNamed(*mapped) : fieldNamed(column);
            if (!field) {
                columns.m_ignored << header.at(i);
            } else if (*field == Field::Code) {
                columns.m_codeColumns << i;
            } else if (!columns.m_columns.contains(*field)) {
                columns.m_columns.insert(*field, i);
            } else {
                columns.m_ignored << header.at(i);
            }
        }
    }
    if (!columns.m_codeColumns.isEmpty())
        columns.m_columns.insert(Field::Code, columns.m_codeColumns.constFirst());
    return columns;
}
