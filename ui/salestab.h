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
    // Puts the dates under the bars: as many as fit in the chart's width, none cut.
    void relabel();

    SalesReportModel *m_sales;
    ReportChart *m_chart;
    QBarSeries *m_bars;
    QLineSeries *m_revenue;
    QCategoryAxis *m_axis;
    int m_labelled = -1; // how many dates the axis shows now
    qreal m_labelledWidth = -1; // the plot width they were chosen for
    QValueAxis *m_units;
    QValueAxis *m_revenueAxis;
    QVBarModelMapper *m_mapper;
    QTableView *m_table;
};
