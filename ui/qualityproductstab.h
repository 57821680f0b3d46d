#pragma once

#include <QList>
#include <QWidget>

#include "net/adminclient.h"

class AdminBulkRun;
class AdminProductModel;
class ApiClient;
class MessageBanner;
class QComboBox;
class QDialog;
class QLabel;
class QProgressDialog;
class QPushButton;
class QTableView;
class QTreeWidget;
class SearchLineEdit;

// The Catalog quality pane's product list (contract §15 GET /admin/products): filters by issue,
// seller, category, listing state and text; the server's sorts; many rows chosen at once for a
// bulk edit (in chunks of at most 500, with progress, Cancel and each item's result) or an
// export; a row opens its details with every field editable.
class QualityProductsTab final : public QWidget
{
    Q_OBJECT
public:
    QualityProductsTab(
        AdminClient *admin, ApiClient *client, MessageBanner *banner, QWidget *parent = nullptr);

    AdminProductModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    SearchLineEdit *searchField() const { return m_search; }
    QComboBox *issueBox() const { return m_issue; }
    QComboBox *sellerBox() const { return m_seller; }
    QComboBox *categoryBox() const { return m_category; }
    QComboBox *activeBox() const { return m_active; }
    QPushButton *bulkButton() const { return m_bulk; }
    QLabel *countLabel() const { return m_count; }
    // The last bulk edit's results (refused and not sent items), null before one.
    QTreeWidget *bulkResults() const { return m_results; }
    QProgressDialog *bulkProgress() const { return m_progress; }
    AdminBulkRun *bulkRun() const { return m_run; }

    // The sellers and categories to filter by and to set (from GET /admin/quality).
    void setChoices(const QList<AdminQuality::Seller> &sellers,
        const QList<AdminQuality::Category> &categories);
    const QList<AdminQuality::Category> &categories() const { return m_categories; }
    // Lists the products with these issues (empty: any), every other filter cleared.
    void showIssue(const QString &code);
    // Lists a code's listings at every seller, every other filter cleared.
    void showCode(const QString &code);
    AdminProductFilter filter() const;
    void reload();
    QList<int> selectedRows() const;

    // Opens the details of a row (every field editable).
    void openRow(int row);
    // Asks "Set the <what> of N products to <value>?", then sends the change in chunks.
    // set: one of the bulk fields (contract §15).
    void bulkSet(const QJsonObject &set, const QString &what, const QString &value);
    // Opens the bulk edit dialog for the chosen rows.
    void bulkEdit();
    // The whole filtered list as the server's CSV; the chosen rows as CSV of the same columns.
    void exportList(const QString &path);
    void exportSelection(const QString &path);

Q_SIGNALS:
    // A write changed products: the counts are worth reading again.
    void changed();
    void exported(const QString &path);

private:
    void applyFilters();
    void searchEntered();
    void updateButtons();
    void bulkFinished();
    bool save(const QString &path, const QByteArray &data);

    AdminClient *m_admin;
    ApiClient *m_client;
    MessageBanner *m_banner;
    AdminProductModel *m_model;
    SearchLineEdit *m_search;
    QComboBox *m_issue;
    QComboBox *m_seller;
    QComboBox *m_category;
    QComboBox *m_active;
    QTableView *m_view;
    QLabel *m_count;
    QPushButton *m_details;
    QPushButton *m_bulk;
    QPushButton *m_exportList;
    QPushButton *m_exportSelection;
    QList<AdminQuality::Category> m_categories;
    AdminBulkRun *m_run = nullptr;
    QProgressDialog *m_progress = nullptr;
    QDialog *m_resultsDialog = nullptr;
    QTreeWidget *m_results = nullptr;
    bool m_settingFilters = false;
};
