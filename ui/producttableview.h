#pragma once

#include <QTableView>
#include <initializer_list>

class PagedProductModel;
class ProductDetailPanel;

// The read-only table of a PagedProductModel as the panes show it: whole rows, no row
// numbers, thumbnails, the name column taking the room that is left.
class ProductTableView final : public QTableView
{
    Q_OBJECT
public:
    explicit ProductTableView(QWidget *parent = nullptr);

    // Shows `model` without the columns a pane has no room or use for.
    void setProductModel(PagedProductModel *model, std::initializer_list<int> hiddenColumns = {});
    // The product in the current row is shown in `detail`.
    void showCurrentIn(ProductDetailPanel *detail);
};
