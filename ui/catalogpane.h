#pragma once

#include <QTimer>
#include <QWidget>

#include "ui/producttableview.h"

class ConsoleSession;
class MessageBanner;
class PagedProductModel;
class ProductDetailPanel;
class QComboBox;
class QLabel;
class QLineEdit;
class QListView;
class QPushButton;

// Books or stationery with sort and a debounced name filter, paged in as the user scrolls;
// the detail of the chosen product; a strip of recommendations; "more by this author" and
// "more from this publisher" lists.
class CatalogPane final : public QWidget
{
    Q_OBJECT
public:
    explicit CatalogPane(ConsoleSession *session, QWidget *parent = nullptr);

    PagedProductModel *model() const { return m_model; }
    PagedProductModel *recommendations() const { return m_recommended; }
    ProductDetailPanel *detail() const { return m_detail; }
    QTableView *view() const { return m_view; }
    QLineEdit *filterField() const { return m_filter; }
    void setCollection(const QString &col); // "books" or "stationery"
    void setSort(const QString &sort);

public Q_SLOTS:
    void reload();
    // Reads the list shown again (F5, Refresh).
    void refresh();
    // "More by this author" / "more from this publisher": the list of their books.
    void showAuthorBooks(qint64 authorId, const QString &name);
    void showPublisherBooks(qint64 publisherId, const QString &name);

Q_SIGNALS:
    void searchRequested(const QString &text);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void showList(const QString &title);
    void updateCount();

    ConsoleSession *m_session;
    PagedProductModel *m_model;
    PagedProductModel *m_recommended;
    MessageBanner *m_banner;
    QComboBox *m_col;
    QComboBox *m_sort;
    QLineEdit *m_filter;
    QLabel *m_count;
    QLabel *m_listTitle;
    QPushButton *m_back;
    ProductTableView *m_view;
    QListView *m_strip;
    ProductDetailPanel *m_detail;
    QTimer m_debounce;
    bool m_loadedOnce = false;
};
