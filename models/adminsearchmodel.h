#pragma once

#include <QDateTime>
#include <QList>

#include "models/adminlistmodel.h"
#include "net/adminclient.h"

// What customers searched for (contract §15 GET /admin/searches) in a period, or only the
// searches that found nothing, most frequent first; paged in with fetchMore. A reload keeps
// the rows until the new first page arrives.
class AdminSearchModel final : public AdminListModel
{
    Q_OBJECT
public:
    enum Column { Text, Count, Results, LastAt, ColumnCount };

    explicit AdminSearchModel(AdminClient *admin, QObject *parent = nullptr);

    // since invalid: from the start; zeroOnly: only searches that found nothing. Reloads.
    void setQuery(const QDateTime &since, bool zeroOnly);
    QDateTime since() const { return m_since; }
    bool zeroOnly() const { return m_zeroOnly; }
    const AdminSearch &item(int row) const { return m_items.at(row); }

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    int loadedRows() const override { return int(m_items.size()); }
    void fetchPage() override;

    AdminClient *m_admin;
    QDateTime m_since;
    bool m_zeroOnly = false;
    QList<AdminSearch> m_items;
};
