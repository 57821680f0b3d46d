#pragma once

#include <QWidget>

class QBarCategoryAxis;
class QComboBox;
class QHorizontalBarSeries;
class QTableView;
class QVBarModelMapper;
class QValueAxis;
class ReportChart;
class TopSellersModel;

// The Reports pane's "Top sellers" tab (contract §12): the best sellers by units or by revenue
// as bars, the best at the top, beside their list; a title opens the History pane filtered to
// it.
class TopSellersTab final : public QWidget
{
    Q_OBJECT
public:
    TopSellersTab(TopSellersModel *top, QWidget *parent = nullptr);

    ReportChart *chart() const { return m_chart; }
    QHorizontalBarSeries *series() const { return m_bars; }
    // "units" or "revenue".
    QString by() const;
    void setBy(const QString &by);

Q_SIGNALS:
    // The seller chose another order: the list is read again.
    void byChosen();
    void sellerOpened(int row);

private:
    void arrived();

    TopSellersModel *m_top;
    QComboBox *m_by;
    ReportChart *m_chart;
    QHorizontalBarSeries *m_bars;
    QBarCategoryAxis *m_axis;
    QValueAxis *m_values;
    QVBarModelMapper *m_mapper;
    QTableView *m_view;
};
