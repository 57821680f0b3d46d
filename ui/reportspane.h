#pragma once

#include <QDate>
#include <QDateTime>
#include <QList>
#include <QWidget>

#include "net/goodsresources.h"
#include "net/reportresources.h"

class ConsoleSession;
class MessageBanner;
class QBarSeries;
class QComboBox;
class QDateEdit;
class QHorizontalBarSeries;
class QLabel;
class QLineSeries;
class QPushButton;
class QTableView;
class ReportChart;
class ReportClient;
class SalesReportModel;
class SalesTab;
class SlowSellersTab;
class SlowSellersModel;
class TopSellersModel;
class TopSellersTab;

// What a shop owner reads at a glance (contract §12): sales per period, best and slow sellers,
// stock value. The charts are fed from the same models as the tables beside them; a day or a
// product opens the History pane filtered to it. Slow sellers chosen in their table get shelf
// labels (the printing layer) or a purchase order (the Orders pane, with their supplier).
class ReportsPane final : public QWidget
{
    Q_OBJECT
public:
    // The period picker's choices: the last N days, this month, or a custom range.
    enum class Period { Last7, Last30, Last90, ThisMonth, Custom };

    explicit ReportsPane(ConsoleSession *session, QWidget *parent = nullptr);

    SalesReportModel *salesModel() const { return m_sales; }
    TopSellersModel *topModel() const { return m_top; }
    SlowSellersModel *slowModel() const { return m_slow; }
    ReportChart *salesChart() const;
    ReportChart *topChart() const;
    QBarSeries *salesSeries() const;
    QHorizontalBarSeries *topSeries() const;
    QLineSeries *revenueSeries() const;
    QLabel *headline(const QString &name) const;
    QTableView *salesView() const;
    QTableView *slowView() const;
    QPushButton *slowLabelsButton() const;
    QPushButton *slowOrderButton() const;
    // The slow sellers selected in their table, in the table's order.
    QList<SlowSeller> selectedSlowSellers() const;

    void setPeriod(Period period);
    void setCustomRange(QDate from, QDate until);
    void setGrouping(const QString &group); // day, week, month
    void setTopBy(const QString &by); // units, revenue
    QDate from() const;
    QDate until() const;

    // Drill-down: the History pane with these filters (code empty: every product).
    void openSalesPeriod(int row);
    void openTopSeller(int row);

public Q_SLOTS:
    void reload();
    // Labels for the selected slow sellers: one per unit in stock (editable in the dialog).
    void printSlowLabels();
    // Finds the selected titles' usual supplier (their /products/mine items), then asks the
    // Orders pane for an order of them: orderRequested(supplier or 0 when they have none or
    // several, titles).
    void orderSlowSellers();

Q_SIGNALS:
    void loaded();
    void historyRequested(const QString &code, const QDateTime &since, const QDateTime &until);
    // titles: code, name, stock, supplier and the quantity to order (its reorder quantity, or 1).
    void orderRequested(qint64 supplierId, const QList<ReorderSuggestion> &titles);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void loadReorderCount(int generation);
    void finishOne(int generation);
    void showFailure(const QString &message);
    void updateHeadlines();

    ConsoleSession *m_session;
    ReportClient *m_client;
    SalesReportModel *m_sales;
    TopSellersModel *m_top;
    SlowSellersModel *m_slow;
    MessageBanner *m_banner;
    QComboBox *m_period;
    QDateEdit *m_from;
    QDateEdit *m_until;
    QComboBox *m_group;
    QWidget *m_headlines;
    SalesTab *m_salesTab;
    TopSellersTab *m_topTab;
    SlowSellersTab *m_slowTab;
    qint64 m_retailValue = 0;
    qint64 m_costValue = 0;
    qint64 m_withoutCost = 0;
    qint64 m_reorder = -1; // -1: the server has no reorder suggestions (contract §11)
    int m_generation = 0;
    int m_pending = 0;
    bool m_loadedOnce = false;
};
