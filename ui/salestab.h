#pragma once

#include <QWidget>

class QBarSeries;
class QCategoryAxis;
class QLineSeries;
class QTableView;
class QVBarModelMapper;
class QValueAxis;
class ReportChart;
class SalesReportModel;

// The Reports pane's "Sales" tab (contract §12): units sold and returned per period as bars,
// revenue as a line, dates under the bars, the table beside the chart; a period opens the
// History pane filtered to it.
class SalesTab final : public QWidget
{
    Q_OBJECT
public:
    SalesTab(SalesReportModel *sales, QWidget *parent = nullptr);

    ReportChart *chart() const { return m_chart; }
    QBarSeries *series() const { return m_bars; }
    QLineSeries *revenueSeries() const { return m_revenue; }
    QTableView *view() const { return m_table; }

Q_SIGNALS:
    void periodOpened(int row);

private:
    void arrived();

    SalesReportModel *m_sales;
    ReportChart *m_chart;
    QBarSeries *m_bars;
    QLineSeries *m_revenue;
    QCategoryAxis *m_axis;
    QValueAxis *m_units;
    QValueAxis *m_revenueAxis;
    QVBarModelMapper *m_mapper;
    QTableView *m_table;
};
