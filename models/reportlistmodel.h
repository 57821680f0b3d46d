#pragma once

#include <QAbstractTableModel>
#include <QList>

// What the Reports pane's list models share: one report's items, a row each, replaced whole
// when a new answer arrives. The subclass names its columns and says what a cell shows.
template<typename Item> class ReportListModel : public QAbstractTableModel
{
public:
    const QList<Item> &items() const { return m_items; }

    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_items.size());
    }
    int columnCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : m_columns;
    }

protected:
    ReportListModel(int columns, QObject *parent)
        : QAbstractTableModel(parent)
        , m_columns(columns)
    { }

    void resetItems(const QList<Item> &items)
    {
        beginResetModel();
        m_items = items;
        endResetModel();
    }
    // The item of a valid index of this model, else nullptr.
    const Item *itemAt(const QModelIndex &index) const
    {
        return index.isValid() && index.row() < m_items.size() ? &m_items.at(index.row()) : nullptr;
    }

private:
    QList<Item> m_items;
    int m_columns;
};
