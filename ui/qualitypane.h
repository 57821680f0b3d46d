#pragma once

#include <QDateTime>
#include <QWidget>

#include "net/adminclient.h"

class AdminAccess;
class AdminIssueModel;
class ConsoleSession;
class MessageBanner;
class QHorizontalBarSeries;
class QBarCategoryAxis;
class QLabel;
class QPushButton;
class QTabWidget;
class QTableView;
class QValueAxis;
class QVBarModelMapper;
class QualityDuplicatesTab;
class QualityProductsTab;
class QualitySearchesTab;
class ReportChart;

// The catalog admin's pane (contract §15, listed only for a key with catalog:admin): the
// issues with their counts at a glance (a bar chart and the same counts as a list; an issue
// opens the products that have it), the product list for any filter combination with
// details, bulk edits and exports, the duplicate codes side by side and search analytics.
// Everything is read again when shown, on F5 and Refresh; when the server does not answer it keeps
// what it last read and says so.
class QualityPane final : public QWidget
{
    Q_OBJECT
public:
    explicit QualityPane(ConsoleSession *session, QWidget *parent = nullptr);

    AdminClient *admin() const { return m_admin; }
    AdminIssueModel *issues() const { return m_issues; }
    QTableView *issueView() const { return m_issueView; }
    QHorizontalBarSeries *issueSeries() const { return m_bars; }
    ReportChart *chart() const { return m_chart; }
    QualityProductsTab *productsTab() const { return m_products; }
    QualityDuplicatesTab *duplicatesTab() const { return m_duplicates; }
    QualitySearchesTab *searchesTab() const { return m_searches; }
    QTabWidget *tabs() const { return m_tabs; }
    QPushButton *refreshButton() const { return m_refresh; }
    MessageBanner *banner() const { return m_banner; }
    QLabel *headline() const { return m_headline; }
    const AdminQuality &quality() const { return m_quality; }
    bool isAvailable() const { return m_available; }
    // Whether the latest reading failed (what is shown is older).
    bool isStale() const { return m_stale; }

    // Asks the server again whether the key has catalog:admin (GET /key).
    void checkAvailability();
    // The products with this issue, on the Products tab.
    void showIssue(const QString &code);

public Q_SLOTS:
    void reload();

Q_SIGNALS:
    void availabilityChanged(bool available);
    // A reading of /admin/quality arrived.
    void qualityLoaded();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void setAvailable(bool available);
    // The totals; WhenReachable also reads the tabs' lists again once the server answered.
    enum class ReloadTabs { No, WhenReachable };
    void loadQuality(ReloadTabs tabs);
    void qualityArrived(const AdminQuality &quality);
    void showStale(const QString &message);

    ConsoleSession *m_session;
    AdminClient *m_admin;
    MessageBanner *m_banner;
    QLabel *m_headline;
    QPushButton *m_refresh;
    QTabWidget *m_tabs;
    AdminIssueModel *m_issues;
    AdminAccess *m_access;
    ReportChart *m_chart;
    QHorizontalBarSeries *m_bars;
    QBarCategoryAxis *m_axis;
    QValueAxis *m_values;
    QVBarModelMapper *m_mapper;
    QTableView *m_issueView;
    QualityProductsTab *m_products;
    QualityDuplicatesTab *m_duplicates;
    QualitySearchesTab *m_searches;
    AdminQuality m_quality;
    QDateTime m_loadedAt;
    bool m_available = false;
    bool m_stale = false;
};
