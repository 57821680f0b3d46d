#pragma once

#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

// Which column of a CSV file gives which product field (contract §2.1): column names are
// matched case-insensitively against the fields and their aliases; --map COLUMN=FIELD names
// the others. Several code columns (isbn and isbn13) may fill one code.
class CsvColumns final
{
public:
    enum class Field {
        Code,
        Name,
        Author,
        Publisher,
        Price,
        OldPrice,
        Stock,
        Category,
        Image,
        Description,
        Pages,
        Type,
        SellerId,
        Tags,
        ReorderLevel,
        Supplier,
        ReorderQuantity,
        Cost,
        Active, // contract §2.1: the export writes it, the import reads it back
    };

    // A field by its name or an alias ("isbn13" → Code); "ignore" and unknown names: nullopt.
    static std::optional<Field> fieldNamed(const QString &name);
    static QString fieldName(Field field);
    // Every field's name in export order.
    static QList<Field> allFields();

    // `map`: column name (any case) → field name or "ignore". Returns nullopt and sets *error
    // when a mapping names an unknown field or a column the header does not have.
    static std::optional<CsvColumns> fromHeader(
        const QStringList &header, const QHash<QString, QString> &map, QString *error);

    // The column of a field (the first, when several columns give it), or -1.
    int column(Field field) const { return m_columns.value(field, -1); }
    bool has(Field field) const { return m_columns.contains(field); }
    const QList<int> &codeColumns() const { return m_codeColumns; }
    int columnCount() const { return int(m_header.size()); }
    QString header(int column) const { return m_header.value(column); }
    // Columns that give no field, for a note to the user.
    QStringList ignored() const { return m_ignored; }

private:
    QStringList m_header;
    QMap<Field, int> m_columns;
    QList<int> m_codeColumns;
    QStringList m_ignored;
};
