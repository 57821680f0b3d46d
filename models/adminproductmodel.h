#pragma once

#include <QList>
#include <QSet>

#include "models/adminlistmodel.h"
#include "net/adminclient.h"

// The catalog admin's product list (contract §15 GET /admin/products): any filter
// combination, the server's sorts, paged in with fetchMore.
class AdminProductModel final : public AdminListModel
{
    Q_OBJECT
public:
    enum Column {
        Seller,
        Code,
        Name,
        Author,
        Price,
        OldPrice,
        Stock,
        Completeness,
        Issues,
        ColumnCount
    };
    enum Role { IdRole = Qt::UserRole + 1, TypeRole, IssuesRole, ActiveRole };

    AdminProductModel(AdminClient *admin, QObject *parent = nullptr);

    AdminProductFilter filter() const { return m_filter; }
    // Reloads when it differs.
    void setFilter(const AdminProductFilter &filter);
    void setPerPage(int perPage) { m_perPage = perPage; }

    const QList<AdminProduct> &items() const { return m_items; }
    const AdminProduct &item(int row) const { return m_items.at(row); }
    int rowOf(const QString &type, qint64 id) const;
    // The server's item after an edit: the row shows it.
    void replaceItem(const AdminProduct &product);
    // Rows as CSV in the server's columns (contract §15 format=csv: JSON field names,
    // lists joined with ';'), cells neutralised (§2.1).
    QByteArray toCsv(const QList<int> &rows) const;

    // The translated name of an issue code.
    static QString issueName(const QString &code);
    // The server's sort for a column; empty when the server cannot sort by it.
    static QString sortFor(int column, Qt::SortOrder order);

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    // The server sorts (name, price, completeness; id otherwise): reloads in that order.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

private:
    int loadedRows() const override { return int(m_items.size()); }
    void fetchPage() override;

    AdminClient *m_admin;
    AdminProductFilter m_filter;
    int m_perPage = 100;
    QList<AdminProduct> m_items;
};
