#pragma once

#include <QDialog>

class ConsoleSession;
class ProductDetailPanel;

// A product's details in a window of their own, for the lists whose pane has no room for a
// detail panel (a category's products, a seller's): opened by double-click or Enter on a row,
// reused for the next product. Its author and publisher links go where the pane sends them.
class ProductDetailDialog final : public QDialog
{
    Q_OBJECT
public:
    explicit ProductDetailDialog(ConsoleSession *session, QWidget *parent = nullptr);

    ProductDetailPanel *panel() const { return m_panel; }
    // Shows the product (type "book" or "stationery") and raises the window.
    void showProduct(qint64 id, const QString &type);

private:
    ProductDetailPanel *m_panel;
};
