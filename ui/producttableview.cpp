#include "ui/producttableview.h"

#include <QHeaderView>

#include "models/pagedproductmodel.h"
#include "ui/productdetailpanel.h"

ProductTableView::ProductTableView(QWidget *parent)
    : QTableView(parent)
{ }

void ProductTableView::setProductModel(
    PagedProductModel *model, std::initializer_list<int> hiddenColumns)
{
    setModel(model);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    verticalHeader()->hide();
    setIconSize(QSize(24, 24));
    for (int column : hiddenColumns)
        hideColumn(column);
    horizontalHeader()->setSectionResizeMode(PagedProductModel::Name, QHeaderView::Stretch);
}

void ProductTableView::showCurrentIn(ProductDetailPanel *detail)
{
    connect(selectionModel(), &QItemSelectionModel::currentRowChanged, detail,
        [detail](const QModelIndex &current) {
            if (current.isValid())
                detail->showProduct(current.data(PagedProductModel::IdRole).toLongLong(),
                    current.data(PagedProductModel::TypeRole).toString());
        });
}
