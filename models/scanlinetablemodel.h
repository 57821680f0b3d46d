#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <algorithm>

// The lines of a scanned document (a count, a delivery, a return), one row per product code,
// its columns the subclass's. Shared by CountModel and DocumentLineModel so that a refresh keeps
// the seller's place in both the same way.
template<typename Line> class ScanLineTableModel : public QAbstractTableModel
{
public:
    using QAbstractTableModel::QAbstractTableModel;

    // The same items in the same order (a refresh of the numbers) are changed in place, so the
    // selection and the scroll position stay; anything else resets the rows.
    void setLines(const QList<Line> &lines)
    {
        const bool sameItems = !lines.isEmpty() && lines.size() == m_lines.size()
            && std::equal(lines.cbegin(), lines.cend(), m_lines.cbegin(),
                [](const Line &a, const Line &b) { return a.code == b.code; });
        if (sameItems) {
            m_lines = lines;
            Q_EMIT dataChanged(index(0, 0), index(int(m_lines.size()) - 1, columnCount() - 1));
            return;
        }
        beginResetModel();
        m_lines = lines;
        endResetModel();
    }
    const QList<Line> &lines() const { return m_lines; }

    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_lines.size());
    }

protected:
    QList<Line> m_lines;
};
