#pragma once

#include <QWidget>

class AdminAccess;
class AdminCategoriesBox;
class CategoryTreeModel;
class ConsoleSession;
class MessageBanner;
class PagedProductModel;
class ProductDetailDialog;
class ProductTableView;
class QPushButton;
class QComboBox;
class QLabel;
class QTabWidget;
class QTreeView;

// The category tree and the products of the chosen category (books or stationery, paged).
// Read again whenever the pane is shown, on F5 and Refresh (an import adds categories while
// the console runs); the chosen category stays chosen. Double-click or Enter on a product
// opens its details. A catalog admin's key adds the tree with counts, the uncategorised, and
// create, rename, move and merge (drag and drop too).
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
    // A catalog admin's tree with counts and changes (contract §15); shown for admin keys.
    AdminCategoriesBox *adminBox() const { return m_adminBox; }
    QTabWidget *leftTabs() const { return m_leftTabs; }
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
    QTabWidget *m_leftTabs;
    AdminCategoriesBox *m_adminBox;
    AdminAccess *m_access;
    qint64 m_chosenId = 0; // chosen again after a reload
};
