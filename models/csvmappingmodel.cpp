#include "models/csvmappingmodel.h"

#include <QGuiApplication>
#include <QPalette>
#include <QSet>

#include "models/csvfields.h"

using namespace Qt::StringLiterals;

void CsvMappingModel::setColumns(const QStringList &header, const QList<QStringList> &rows)
{
    beginResetModel();
    m_header = header;
    m_samples = QStringList(header.size());
    for (int column = 0; column < header.size(); ++column) {
        for (const QStringList &row : rows) {
            if (!row.value(column).trimmed().isEmpty()) {
                m_samples[column] = row.value(column).simplified();
                break;
            }
        }
    }
    m_map.clear();
    m_fields = CsvFields::resolve(m_header, m_map);
    endResetModel();
    Q_EMIT mappingChanged();
}

bool CsvMappingModel::isMappable(int row) const
{
    const QString name = m_header.value(row);
    return row >= 0 && row < m_header.size() && !CsvFields::key(name).isEmpty()
        && !name.contains(u'=');
}

bool CsvMappingModel::setField(int row, const QString &wanted)
{
    const QString field = wanted.isEmpty() ? u"ignore"_s : wanted;
    if (!isMappable(row) || (field != "ignore"_L1 && !CsvFields::all().contains(field)))
        return false;
    if (m_fields.value(row) == (field == "ignore"_L1 ? QString() : field))
        return true;
    const QString key = CsvFields::key(m_header.at(row));
    // The latest choice wins: another column mapped to the field by hand gives it up. One that
    // only has the field's name gives way by itself, as --map columns come first.
    if (field != "code"_L1 && field != "ignore"_L1) {
        for (int other = 0; other < m_header.size(); ++other) {
            const QString otherKey = CsvFields::key(m_header.at(other));
            if (otherKey != key && m_fields.at(other) == field && m_map.contains(otherKey))
                m_map.insert(otherKey, u"ignore"_s);
        }
    }
    m_map.insert(key, field);
    // Drop what the name says anyway, when that changes nothing: fewer, clearer arguments.
    const QStringList wantedFields = CsvFields::resolve(m_header, m_map);
    for (const QString &mapped : m_map.keys()) {
        const QString byName = CsvFields::fieldOfColumn(mapped);
        if (m_map.value(mapped) != (byName.isEmpty() ? u"ignore"_s : byName))
            continue;
        QHash<QString, QString> without = m_map;
        without.remove(mapped);
        if (CsvFields::resolve(m_header, without) == wantedFields)
            m_map = without;
    }
    update();
    return true;
}

void CsvMappingModel::update()
{
    m_fields = CsvFields::resolve(m_header, m_map);
    if (!m_header.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_header.size()) - 1, ColumnCount - 1));
    Q_EMIT mappingChanged();
}

QStringList CsvMappingModel::mapArguments() const
{
    QStringList arguments;
    QSet<QString> done;
    for (const QString &column : m_header) {
        const QString key = CsvFields::key(column);
        if (!m_map.contains(key) || done.contains(key))
            continue;
        done.insert(key);
        arguments << u"--map"_s << column + u'=' + m_map.value(key);
    }
    return arguments;
}

QString CsvMappingModel::fieldLabel(const QString &field)
{
    static const QHash<QString, const char *> labels {
        { u"code"_s, QT_TR_NOOP("Code (ISBN, barcode)") },
        { u"name"_s, QT_TR_NOOP("Name") },
        { u"author"_s, QT_TR_NOOP("Author") },
        { u"publisher"_s, QT_TR_NOOP("Publisher") },
        { u"price"_s, QT_TR_NOOP("Price") },
        { u"old_price"_s, QT_TR_NOOP("Old price") },
        { u"stock"_s, QT_TR_NOOP("Stock") },
        { u"category"_s, QT_TR_NOOP("Category") },
        { u"image"_s, QT_TR_NOOP("Image URL") },
        { u"description"_s, QT_TR_NOOP("Description") },
        { u"pages"_s, QT_TR_NOOP("Pages") },
        { u"type"_s, QT_TR_NOOP("Type (book or stationery)") },
        { u"seller_id"_s, QT_TR_NOOP("Seller ID") },
        { u"tags"_s, QT_TR_NOOP("Tags") },
        { u"reorder_level"_s, QT_TR_NOOP("Reorder level") },
        { u"supplier"_s, QT_TR_NOOP("Supplier (name)") },
        { u"reorder_quantity"_s, QT_TR_NOOP("Reorder quantity") },
        { u"cost"_s, QT_TR_NOOP("Cost (purchase price)") },
    };
    const auto label = labels.constFind(field);
    return label != labels.cend() ? tr(*label) : tr("Not imported");
}

int CsvMappingModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_header.size());
}

int CsvMappingModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CsvMappingModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const QString field = m_fields.at(row);
    if (role == FieldRole)
        return field;
    switch (index.column()) {
    case ColumnName:
        if (role == Qt::DisplayRole)
            return m_header.at(row);
        break;
    case Sample:
        if (role == Qt::DisplayRole)
            return m_samples.at(row);
        if (role == Qt::ToolTipRole && !m_samples.at(row).isEmpty())
            return m_samples.at(row);
        break;
    case Field:
        if (role == Qt::DisplayRole)
            return fieldLabel(field);
        if (role == Qt::EditRole)
            return field.isEmpty() ? u"ignore"_s : field;
        if (role == Qt::ToolTipRole && !isMappable(row))
            return tr("This column cannot be mapped by hand: its name is empty or contains “=”.");
        break;
    default:
        break;
    }
    // Columns that give nothing are greyed, so the imported ones stand out.
    if (role == Qt::ForegroundRole && field.isEmpty())
        return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
    return {};
}

bool CsvMappingModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)
        || index.column() != Field || role != Qt::EditRole)
        return false;
    return setField(index.row(), value.toString());
}

Qt::ItemFlags CsvMappingModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() == Field && isMappable(index.row()))
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant CsvMappingModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case ColumnName:
        return tr("Column in the file");
    case Sample:
        return tr("First value");
    case Field:
        return tr("Imported as");
    default:
        return {};
    }
}
