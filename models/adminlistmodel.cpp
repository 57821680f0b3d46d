#include "models/adminlistmodel.h"

AdminListModel::AdminListModel(QObject *parent)
    : PagedTableModel(parent)
{ }

void AdminListModel::reload()
{
    restartPaging();
    m_current = false;
    fetchPage();
}

int AdminListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : loadedRows();
}

bool AdminListModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && !isLoading() && m_current && total() > loadedRows();
}

void AdminListModel::fetchMore(const QModelIndex &parent)
{
    if (canFetchMore(parent))
        fetchPage();
}
