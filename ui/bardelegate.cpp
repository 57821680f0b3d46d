#include "ui/bardelegate.h"

#include <QApplication>
#include <QLocale>
#include <QPainter>

BarDelegate::BarDelegate(int maxRole, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_maxRole(maxRole)
{ }

void BarDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    QApplication::style()->drawControl(QStyle::CE_ItemViewItem, &opt, painter, opt.widget);

    const qint64 value = index.data(Qt::DisplayRole).toLongLong();
    const qint64 max = std::max<qint64>(1, index.data(m_maxRole).toLongLong());
    const QRect area = option.rect.adjusted(4, 4, -4, -4);
    const int width = int(double(area.width()) * double(value) / double(max));
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0x2f, 0x6d, 0xb5, option.state & QStyle::State_Selected ? 255 : 200));
    painter->drawRoundedRect(
        QRect(area.left(), area.top(), std::max(2, width), area.height()), 3, 3);
    const QString text = QLocale().toString(value);
    const int textWidth = option.fontMetrics.horizontalAdvance(text) + 8;
    if (textWidth < width) {
        painter->setPen(Qt::white);
        painter->drawText(QRect(area.left(), area.top(), width - 4, area.height()),
            Qt::AlignRight | Qt::AlignVCenter, text);
    } else {
        painter->setPen(option.palette.color(QPalette::Text));
        painter->drawText(QRect(area.left() + width + 4, area.top(), area.width(), area.height()),
            Qt::AlignLeft | Qt::AlignVCenter, text);
    }
    painter->restore();
}

QSize BarDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.setWidth(std::max(size.width(), 240));
    return size;
}
