#pragma once

#include <QTableView>
#include <initializer_list>

class PagedProductModel;
class ProductDetailPanel;
class QSortFilterProxyModel;

// The read-only table of a PagedProductModel as the panes show it: whole rows, no row
// numbers, thumbnails, the name column taking the room that is left. Ctrl+C (and the context
// menu's Copy) copies the selected rows as tab-separated text, as spreadsheets paste it;
// double-click and Enter ask for the product's details (productActivated).
class ProductTableView final : public QTableView
{
    Q_OBJECT
public:
    explicit ProductTableView(QWidget *parent = nullptr);

    // Shows `model` without the columns a pane has no room or use for.
    void setProductModel(PagedProductModel *model, std::initializer_list<int> hiddenColumns = {});
    // Header clicks sort the rows loaded so far here (a list the server ranks, such as search
    // results, has no server order by column). Call after setProductModel().
    void setLocalSorting(bool enabled);
    // The product in the current row is shown in `detail`.
    void showCurrentIn(ProductDetailPanel *detail);
    // The selected rows' visible cells, a tab between cells and a line per row, in view order.
    QString selectedRowsText() const;
    void copySelectedRows() const;

Q_SIGNALS:
    void productActivated(qint64 id, const QString &type);

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    PagedProductModel *m_products = nullptr;
    QSortFilterProxyModel *m_proxy = nullptr;
};
