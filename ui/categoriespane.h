#pragma once

#include <QWidget>

class CategoryTreeModel;
class ConsoleSession;
class MessageBanner;
class PagedProductModel;
class ProductTableView;
class QComboBox;
class QLabel;
class QTreeView;

// The category tree and the products of the chosen category (books or stationery, paged).
class CategoriesPane final : public QWidget
{
    Q_OBJECT
public:
    explicit CategoriesPane(ConsoleSession *session, QWidget *parent = nullptr);

    CategoryTreeModel *tree() const { return m_tree; }
    QTreeView *treeView() const { return m_treeView; }
    PagedProductModel *products() const { return m_products; }
    void setType(const QString &type);

public Q_SLOTS:
    void reload();

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
    bool m_loadedOnce = false;
};
