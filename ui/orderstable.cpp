#include "ui/orderstable.h"

#include <QHeaderView>
#include <QTableWidget>

#include "ui/groupednumberdelegate.h"

QTableWidget *OrdersTable::create(const QStringList &headers, QWidget *parent)
{
    auto *view = new QTableWidget(0, int(headers.size()), parent);
    view->setHorizontalHeaderLabels(headers);
    view->setItemDelegate(new GroupedNumberDelegate(view)); // "9,000", not "9000"
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    return view;
}

QTableWidgetItem *OrdersTable::cell(const QVariant &value)
{
    auto *item = new QTableWidgetItem;
    item->setData(Qt::DisplayRole, value);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    if (value.typeId() == QMetaType::LongLong || value.typeId() == QMetaType::Int)
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}
