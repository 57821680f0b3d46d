#include "models/adminissuemodel.h"

#include "models/adminproductmodel.h"

AdminIssueModel::AdminIssueModel(QObject *parent)
    : ReportListModel(ColumnCount, parent)
{ }

qint64 AdminIssueModel::countOf(const QString &code) const
{
    const int row = rowOf(code);
    return row < 0 ? 0 : items().at(row).count;
}

int AdminIssueModel::rowOf(const QString &code) const
{
    for (int row = 0; row < items().size(); ++row) {
        if (items().at(row).code == code)
            return row;
    }
    return -1;
}

QVariant AdminIssueModel::data(const QModelIndex &index, int role) const
{
    const AdminQuality::Issue *issue = itemAt(index);
    if (!issue)
        return {};
    if (role == CodeRole)
        return issue->code;
    if (role == Qt::TextAlignmentRole && index.column() == Count)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole)
        return tr("Double-click or press Enter to list these products.");
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case Name:
        return AdminProductModel::issueName(issue->code);
    case Count: // a number: the chart's bar mapper reads the display role
        return issue->count;
    }
    return {};
}

QVariant AdminIssueModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    return section == Name ? tr("Issue") : tr("Products");
}
