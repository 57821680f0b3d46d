#pragma once

#include <QList>

#include "models/pagedtablemodel.h"
#include "net/resources.h"

// What the admin's lists (contract §15: products, duplicates, searches) share on top of
// PagedTableModel: a reload keeps the rows shown until the new first page arrives, so a
// server that does not answer leaves what was last read on screen (the pane says so), and
// page 1 is asked only by reload(), never again and again by a view while offline.
class AdminListModel : public PagedTableModel
{
    Q_OBJECT
public:
    void reload();
    // Whether the rows shown are the server's answer to the current query.
    bool isCurrent() const { return m_current; }

    int rowCount(const QModelIndex &parent = {}) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

Q_SIGNALS:
    // The first page of a reload arrived.
    void reloaded();

protected:
    explicit AdminListModel(QObject *parent = nullptr);

    virtual int loadedRows() const = 0;
    // Asks for nextPage() and hands its answer to pageAnswered(); pageRequested() with it.
    virtual void fetchPage() = 0;

    // A page's answer into the rows: page 1 replaces them, later pages append.
    template<typename T>
    void pageAnswered(int page, const ApiResult &result, const Paged<T> &answer, QList<T> &rows)
    {
        if (!pageArrived(result))
            return;
        setTotal(answer.meta.total);
        if (page == 1) {
            beginResetModel();
            rows = answer.items;
            m_current = true;
            endResetModel();
            Q_EMIT totalChanged(total());
            Q_EMIT reloaded();
            return;
        }
        QList<T> more = answer.items;
        appendRows(rows, more);
    }

private:
    bool m_current = false;
};
