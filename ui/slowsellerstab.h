#pragma once

#include <QList>
#include <QWidget>

#include "net/reportresources.h"

class QLabel;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;
class SlowSellersModel;

// The Reports pane's "Slow sellers" tab (contract §12): titles without a sale in the last N
// days as a sortable table; the chosen ones get shelf labels or a purchase order, a double
// click opens a title's history.
class SlowSellersTab final : public QWidget
{
    Q_OBJECT
public:
    SlowSellersTab(SlowSellersModel *slow, QWidget *parent = nullptr);

    QTableView *view() const { return m_view; }
    QPushButton *labelsButton() const { return m_labels; }
    QPushButton *orderButton() const { return m_order; }
    int days() const;
    // "12 of 340 products".
    void setSummary(qint64 shown, qint64 total);
    // The titles selected in the table, in the table's order.
    QList<SlowSeller> selected() const;
    // The actions follow the selection again once a started one is done.
    void updateActions();

Q_SIGNALS:
    void daysChosen();
    void historyRequested(const QString &code);
    void labelsRequested();
    void orderRequested();

private:
    SlowSellersModel *m_slow;
    QSpinBox *m_days;
    QLabel *m_summary;
    QSortFilterProxyModel *m_sorted;
    QTableView *m_view;
    QPushButton *m_labels;
    QPushButton *m_order;
};
