#include "ui/reporttable.h"

#include <QHeaderView>
#include <QLocale>
#include <QScrollBar>
#include <QTableView>
#include <QTimer>

#include "ui/groupednumberdelegate.h"

namespace {
// Keeps a table at least as wide as its columns, which size to their contents, and the
// stretching one (stretchColumn, -1: none) at least 16 characters wide: whenever a column
// changes width (new rows, another language), so does the table's minimum.
void keepColumnsInView(QTableView *view, int stretchColumn)
{
    QHeaderView *header = view->horizontalHeader();
    const auto update = [view, header, stretchColumn] {
        int width = 2 * view->frameWidth() + view->verticalScrollBar()->sizeHint().width();
        for (int column = 0; column < header->count(); ++column) {
            width += column == stretchColumn ? 16 * view->fontMetrics().averageCharWidth()
                                             : header->sectionSize(column);
        }
        view->setMinimumWidth(width);
    };
    // Measured once the header has resized them all: it signals each section on the way.
    QObject::connect(header, &QHeaderView::sectionResized, view,
        [view, update] { QTimer::singleShot(0, view, update); });
}

} // namespace

QTableView *ReportTable::create(QAbstractItemModel *model, QWidget *parent, int stretchColumn)
{
    auto *view = new QTableView(parent);
    view->setModel(model);
    view->setItemDelegate(new GroupedNumberDelegate(view));
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->setWordWrap(false); // a long name is cut short on its line ("…"), not broken in two
    QHeaderView *header = view->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    if (stretchColumn >= 0)
        header->setSectionResizeMode(stretchColumn, QHeaderView::Stretch);
    keepColumnsInView(view, stretchColumn);
    return view;
}
