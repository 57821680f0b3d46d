#include "ui/tablekeyeditfilter.h"

#include <QKeyEvent>
#include <QTableView>

TableKeyEditFilter::TableKeyEditFilter(QTableView *view, int column)
    : QObject(view)
    , m_view(view)
    , m_column(column)
{ }

bool TableKeyEditFilter::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_view || event->type() != QEvent::KeyPress)
        return false;
    const auto *key = static_cast<QKeyEvent *>(event);
    const bool edits = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter
        || key->key() == Qt::Key_Space;
    // Not a key an open editor let through to the view.
    if (!edits || key->modifiers() & ~Qt::KeypadModifier || !m_view->hasFocus())
        return false;
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid())
        return false;
    const QModelIndex target = current.siblingAtColumn(m_column);
    m_view->setCurrentIndex(target);
    m_view->edit(target);
    return true;
}
