#pragma once

#include "models/reportlistmodel.h"
#include "net/adminclient.h"

// The issue counts of GET /admin/quality (contract §15), one row per issue code in the
// server's order: the Catalog quality pane's list and, through a bar model mapper, its chart,
// so both always show the same numbers.
class AdminIssueModel final : public ReportListModel<AdminQuality::Issue>
{
    Q_OBJECT
public:
    enum Column { Name, Count, ColumnCount };
    enum Role { CodeRole = Qt::UserRole + 1 };

    explicit AdminIssueModel(QObject *parent = nullptr);

    void setIssues(const QList<AdminQuality::Issue> &issues) { resetItems(issues); }
    qint64 countOf(const QString &code) const;
    int rowOf(const QString &code) const;

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
};
