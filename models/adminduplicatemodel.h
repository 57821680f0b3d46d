#pragma once

#include <QList>

#include "models/adminlistmodel.h"
#include "net/adminclient.h"

// Codes listed by more than one seller whose listings differ (contract §15 GET
// /admin/duplicates, most listings first), paged in with fetchMore. A reload keeps the rows
// until the new first page arrives.
class AdminDuplicateModel final : public AdminListModel
{
    Q_OBJECT
public:
    enum Column { Code, Listings, Differs, ColumnCount };

    explicit AdminDuplicateModel(AdminClient *admin, QObject *parent = nullptr);

    const AdminDuplicate &item(int row) const { return m_items.at(row); }
    // The translated name of a field the listings differ in.
    static QString fieldName(const QString &field);

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    int loadedRows() const override { return int(m_items.size()); }
    void fetchPage() override;

    AdminClient *m_admin;
    QList<AdminDuplicate> m_items;
};
