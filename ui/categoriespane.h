#pragma once

#include <QWidget>

class CategoryTreeModel;
class ConsoleSession;
class MessageBanner;
class PagedProductModel;
class ProductDetailDialog;
class ProductTableView;
class QPushButton;
class QComboBox;
class QLabel;
class QTreeView;

// The category tree and the products of the chosen category (books or stationery, paged).
// Read again whenever the pane is shown, on F5 and Refresh (an import adds categories while
// the console runs); the chosen category stays chosen. Double-click or Enter on a product
// opens its details.
class CategoriesPane final : public QWidget
{
    Q_OBJECT
public:
    explicit CategoriesPane(ConsoleSession *session, QWidget *parent = nullptr);

    CategoryTreeModel *tree() const { return m_tree; }
    QTreeView *treeView() const { return m_treeView; }
    PagedProductModel *products() const { return m_products; }
    ProductTableView *productView() const { return m_view; }
    QPushButton *refreshButton() const { return m_refresh; }
    ProductDetailDialog *detailDialog() const { return m_detail; }
    void setType(const QString &type);

public Q_SLOTS:
    void reload();

Q_SIGNALS:
    void authorRequested(qint64 authorId, const QString &name);
    void publisherRequested(qint64 publisherId, const QString &name);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void showCategory();

    ConsoleSession *m_session;
    CategoryTreeModel *m_tree;
    PagedProductModel *m_products;
    MessageBanner *m_banner;
    QTreeView *m_treeView;
    QComboBox *m_type;
    QLabel *m_title;
    ProductTableView *m_view;
    QPushButton *m_refresh;
    ProductDetailDialog *m_detail;
    qint64 m_chosenId = 0; // chosen again after a reload
};
