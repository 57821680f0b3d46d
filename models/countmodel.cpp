#include "models/countmodel.h"

#include <QBrush>
#include <QColor>

using namespace Qt::StringLiterals;

CountModel::CountModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

void CountModel::setLines(const QList<CountLine> &lines)
{
    beginResetModel();
    m_lines = lines;
    endResetModel();
}

void CountModel::setBlind(bool blind)
{
    if (blind == m_blind)
        return;
    beginResetModel();
    m_blind = blind;
    endResetModel();
}

int CountModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_lines.size());
}

int CountModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CountModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_lines.size())
        return {};
    const CountLine &line = m_lines.at(index.row());
    const bool hidden = m_blind && index.column() >= Expected;
    if (role == Qt::DisplayRole) {
        if (hidden)
            return tr("—");
        switch (index.column()) {
        case Product:
            return line.name;
        case Code:
            return line.code;
        case Counted:
            return line.counted;
        case Expected:
            return line.expected;
        case Moved:
            return line.movedSinceStart;
        case Variance:
            return line.variance > 0 ? u"+"_s + QString::number(line.variance)
                                     : QString::number(line.variance);
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() >= Counted)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::BackgroundRole && !m_blind && line.variance != 0)
        return QBrush(line.variance < 0 ? QColor(0xfd, 0xe2, 0xe2) : QColor(0xfe, 0xf3, 0xc7));
    if (role == Qt::UserRole)
        return line.variance;
    return {};
}

QVariant CountModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Product:
        return tr("Product");
    case Code:
        return tr("Code");
    case Counted:
        return tr("Counted");
    case Expected:
        return tr("Expected");
    case Moved:
        return tr("Moved since start");
    case Variance:
        return tr("Variance");
    default:
        return {};
    }
}
