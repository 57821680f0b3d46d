#include "models/csvpreviewmodel.h"

#include <QGuiApplication>
#include <QPalette>

#include "models/csvmappingmodel.h"

using namespace Qt::StringLiterals;

void CsvPreviewModel::setPreview(const CsvPreview &preview)
{
    beginResetModel();
    m_header = preview.header;
    m_rows = preview.rows;
    m_fields = QStringList(m_header.size());
    endResetModel();
}

void CsvPreviewModel::setFields(const QStringList &fields)
{
    m_fields = fields;
    m_fields.resize(m_header.size());
    if (m_header.isEmpty())
        return;
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, int(m_header.size()) - 1);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, int(m_header.size()) - 1),
            { Qt::ForegroundRole });
}

int CsvPreviewModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CsvPreviewModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_header.size());
}

QVariant CsvPreviewModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QString value = m_rows.at(index.row()).fields.value(index.column());
    switch (role) {
    case Qt::DisplayRole:
        // One line per cell: descriptions with line breaks stay readable in a row.
        return value.size() > 200 ? value.left(200).simplified() + u'…' : value.simplified();
    case Qt::ToolTipRole:
        return value.size() > 60 ? value : QString();
    case Qt::ForegroundRole:
        if (m_fields.value(index.column()).isEmpty())
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    default:
        return {};
    }
}

QVariant CsvPreviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole && section >= 0 && section < m_rows.size())
            return m_rows.at(section).number;
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    if (section < 0 || section >= m_header.size())
        return {};
    const QString field = m_fields.value(section);
    if (role == Qt::DisplayRole)
        return QString(m_header.at(section) + u"\n→ "_s + CsvMappingModel::fieldLabel(field));
    if (role == Qt::ToolTipRole)
        return tr("Column “%1” is imported as: %2")
            .arg(m_header.at(section), CsvMappingModel::fieldLabel(field));
    if (role == Qt::ForegroundRole && field.isEmpty())
        return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
    return {};
}
