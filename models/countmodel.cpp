#include "models/countmodel.h"

#include <QBrush>
#include <QColor>
#include <algorithm>

using namespace Qt::StringLiterals;

CountModel::CountModel(QObject *parent, Kind kind)
    : ScanLineTableModel(parent)
    , m_kind(kind)
{ }

void CountModel::setBlind(bool blind)
{
    if (blind == m_blind)
        return;
    beginResetModel();
    m_blind = blind;
    endResetModel();
}

void CountModel::setZeroing(bool zeroing)
{
    if (zeroing == m_zeroing)
        return;
    beginResetModel();
    m_zeroing = zeroing;
    endResetModel();
}

qint64 CountModel::changeOf(const CountLine &line) const
{
    if (m_kind == Kind::Counted)
        return line.variance;
    return m_zeroing ? -line.stockNow() : 0;
}

QString CountModel::signedNumber(qint64 value)
{
    return value > 0 ? u"+"_s + QString::number(value) : QString::number(value);
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
    const bool counted = m_kind == Kind::Counted;
    const qint64 change = changeOf(line);
    const bool hidden = m_blind && index.column() >= OnRecord;
    if (role == Qt::DisplayRole) {
        if (hidden)
            return tr("—");
        switch (index.column()) {
        case Product:
            return line.name;
        case Code:
            return line.code;
        case Counted:
            return counted ? QVariant(line.counted) : QVariant(tr("not scanned"));
        case OnRecord:
            return counted ? line.stockWhenCounted : line.stockNow();
        case MovedSince:
            return counted ? QVariant(signedNumber(line.movedSinceCounted)) : QVariant();
        case Variance:
            // Keep leaves an item never scanned as it is: there is no difference to show.
            return counted || m_zeroing ? QVariant(signedNumber(change)) : QVariant();
        case After:
            return counted ? line.stockAfterApply() : (m_zeroing ? 0 : line.stockNow());
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole && !hidden && index.column() == Variance && counted)
        return tr("Counted %1, on record %2 when it was counted: Apply changes the stock by %3.")
            .arg(line.counted)
            .arg(line.stockWhenCounted)
            .arg(signedNumber(change));
    if (role == Qt::TextAlignmentRole && index.column() >= Counted)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::BackgroundRole && !m_blind && change != 0)
        return QBrush(change < 0 ? QColor(0xfd, 0xe2, 0xe2) : QColor(0xfe, 0xf3, 0xc7));
    if (role == Qt::UserRole)
        return change;
    return {};
}

QVariant CountModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case OnRecord:
            return m_kind == Kind::Counted
                ? tr("The stock on record when the item was last scanned in this count.")
                : tr("The stock on record now.");
        case MovedSince:
            return tr("Sales (−) and deliveries (+) after the item was counted: Apply keeps them.");
        case Variance:
            return tr("What Apply adds to the stock: counted minus on record when counted.");
        case After:
            return tr("The stock once the count is applied.");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Product:
        return tr("Product");
    case Code:
        return tr("Code");
    case Counted:
        return tr("Counted");
    case OnRecord:
        return m_kind == Kind::Counted ? tr("On record when counted") : tr("On record now");
    case MovedSince:
        return tr("Sold/received since");
    case Variance:
        return tr("Difference");
    case After:
        return tr("After applying");
    default:
        return {};
    }
}
