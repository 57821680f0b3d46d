#include "ui/admincategorytree.h"

#include <QDropEvent>

AdminCategoryTree::AdminCategoryTree(QWidget *parent)
    : QTreeWidget(parent)
{
    setDragEnabled(true);
    setAcceptDrops(true);
    setDropIndicatorShown(true);
    setDragDropMode(QAbstractItemView::InternalMove);
    setSelectionMode(QAbstractItemView::SingleSelection);
}

QTreeWidgetItem *AdminCategoryTree::itemOf(qint64 id) const
{
    for (QTreeWidgetItemIterator it(const_cast<AdminCategoryTree *>(this)); *it; ++it) {
        if ((*it)->data(0, IdRole).toLongLong() == id)
            return *it;
    }
    return nullptr;
}

void AdminCategoryTree::dropEvent(QDropEvent *event)
{
    QTreeWidgetItem *dragged = currentItem();
    QTreeWidgetItem *onto = itemAt(event->position().toPoint());
    event->setDropAction(Qt::IgnoreAction);
    event->accept();
    if (!dragged || onto == dragged)
        return;
    // Onto an item: under it or into it; between items or on empty space: the level of the
    // item beside the drop (the top level when there is none).
    qint64 target = 0;
    if (onto) {
        target = dropIndicatorPosition() == QAbstractItemView::OnItem
            ? onto->data(0, IdRole).toLongLong()
            : (onto->parent() ? onto->parent()->data(0, IdRole).toLongLong() : 0);
    }
    Q_EMIT dropped(dragged->data(0, IdRole).toLongLong(), target);
}
