#pragma once

#include <QStyledItemDelegate>

// Draws a number as a horizontal bar scaled to the column's maximum (read from maxRole),
// with the number on it: a bar chart inside the table, without Qt Charts.
class BarDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit BarDelegate(int maxRole, QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
        const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    int m_maxRole;
};
