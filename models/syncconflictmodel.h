#pragma once

#include <QAbstractTableModel>
#include <QList>

#include "net/syncresources.h"

// The shop server's sync conflicts (contract §14 GET /sync/conflicts) as a table: the
// product, the change (delta and reason), what went wrong in words, the marketplace's own
// message and since when; open ones first, resolved ones greyed with their resolution.
class SyncConflictModel final : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Product, Change, Problem, Upstream, Since, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;

    void setConflicts(const QList<SyncConflict> &conflicts);
    const SyncConflict &conflict(int row) const { return m_conflicts.at(row); }
    int openCount() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // What went wrong, in words a shop owner can act on.
    static QString problemText(const SyncConflict &conflict);

private:
    QList<SyncConflict> m_conflicts;
};
