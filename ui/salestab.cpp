#include "ui/salestab.h"

#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QCursor>
#include <QFontMetricsF>
#include <QHBoxLayout>
#include <QLineSeries>
#include <QLocale>
#include <QSplitter>
#include <QTableView>
#include <QToolTip>
#include <QVBarModelMapper>
#include <QValueAxis>

#include "models/salesreportmodel.h"
#include "ui/chartaxes.h"
#include "ui/reportchart.h"
#include "ui/reporttable.h"

using namespace Qt::StringLiterals;

SalesTab::SalesTab(SalesReportModel *sales, QWidget *parent)
    : QWidget(parent)
    , m_sales(sales)
    , m_chart(new ReportChart(
          u"sales"_s, [sales] { return sales->toCsv(); }, this))
{
    QChart *chart = m_chart->chart();
    m_bars = new QBarSeries(chart);
    m_mapper = new QVBarModelMapper(this);
    m_mapper->setFirstBarSetColumn(SalesReportModel::Units);
    m_mapper->setLastBarSetColumn(SalesReportModel::Returns);
    m_mapper->setSeries(m_bars);
    m_mapper->setModel(m_sales);
    chart->addSeries(m_bars);
    m_revenue = new QLineSeries(chart);
    m_revenue->setName(tr("Revenue"));
    m_revenue->setPointsVisible(true);
    chart->addSeries(m_revenue);
    // A value axis under the bars (bar i stands at x = i) with dates as labels at chosen
    // periods: every period's date would not fit once there are more than a few.
    m_axis = new QCategoryAxis(chart);
    m_axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_axis->setGridLineVisible(false);
    m_units = new QValueAxis(chart);
    m_units->setTitleText(tr("Units"));
    m_revenueAxis = new QValueAxis(chart);
    m_revenueAxis->setTitleText(tr("Revenue"));
    chart->addAxis(m_axis, Qt::AlignBottom);
    chart->addAxis(m_units, Qt::AlignLeft);
    chart->addAxis(m_revenueAxis, Qt::AlignRight);
    m_bars->attachAxis(m_axis);
    m_bars->attachAxis(m_units);
    m_revenue->attachAxis(m_axis);
    m_revenue->attachAxis(m_revenueAxis);
    m_chart->applyPalette();
    connect(m_sales, &QAbstractItemModel::modelReset, this, &SalesTab::arrived);
    // The chart's width changes with the window and the splitter: the dates follow (queued,
    // since new labels may move the plot area again).
    connect(chart, &QChart::plotAreaChanged, this, &SalesTab::relabel, Qt::QueuedConnection);

    connect(m_bars, &QBarSeries::hovered, this, [this](bool on, int row, QBarSet *set) {
        if (!on)
            return QToolTip::hideText();
        QToolTip::showText(QCursor::pos(),
            u"%1\n%2: %3"_s.arg(
                m_sales->periodText(row), set->label(), QLocale().toString(qint64(set->at(row)))));
    });
    connect(m_revenue, &QLineSeries::hovered, this, [this](const QPointF &point, bool on) {
        const int row = qRound(point.x());
        if (!on || row < 0 || row >= m_sales->rowCount())
            return QToolTip::hideText();
        QToolTip::showText(QCursor::pos(),
            u"%1\n%2: %3"_s.arg(m_sales->periodText(row), tr("Revenue"),
                QLocale().toString(m_sales->periods().at(row).revenue)));
    });
    connect(m_bars, &QBarSeries::clicked, this,
        [this](int row, QBarSet *) { Q_EMIT periodOpened(row); });

    // Every column beside the chart, revenue included, in the longer Russian and Uzbek headers
    // too (the chart gives up the width).
    m_table = ReportTable::create(m_sales, this, -1);
    connect(m_table, &QTableView::doubleClicked, this,
        [this](const QModelIndex &index) { Q_EMIT periodOpened(index.row()); });
    auto *layout = new QHBoxLayout(this);
    auto *split = new QSplitter(this);
    split->setChildrenCollapsible(false);
    split->addWidget(m_chart);
    split->addWidget(m_table);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split);
}

void SalesTab::arrived()
{
    qint64 units = 0, revenue = 0;
    QList<QPointF> points;
    const int rows = m_sales->rowCount();
    for (int row = 0; row < rows; ++row) {
        const SalesPeriod &period = m_sales->periods().at(row);
        units = std::max({ units, period.units, period.returns });
        revenue = std::max(revenue, period.revenue);
        points << QPointF(row, double(period.revenue));
    }
    m_labelledWidth = -1; // new periods: new dates, whatever the width
    m_labelled = -1;
    relabel();
    m_axis->setRange(-0.5, std::max(0, rows - 1) + 0.5);
    ChartAxes::fitWholeNumbers(m_units, units);
    ChartAxes::fitWholeNumbers(m_revenueAxis, revenue);
    m_revenue->replace(points);
    // The bar sets' names are the model's column headers (the mapper reads them).
    m_chart->applyPalette();
}

void SalesTab::relabel()
{
    const qreal width = m_chart->chart()->plotArea().width();
    if (width == m_labelledWidth)
        return;
    m_labelledWidth = width;
    const int rows = m_sales->rowCount();
    // A week by its first day: the table beside the chart gives its whole span.
    QStringList texts;
    for (int row = 0; row < rows; ++row)
        texts << (m_sales->grouping() == SalesReportModel::Grouping::Week
                ? QLocale().toString(m_sales->periods().at(row).period, QLocale::ShortFormat)
                : m_sales->periodText(row));
    // At most six, fewer when the chart is narrow (the longer Russian dates, a small window).
    const QList<int> labelled = ChartAxes::labelledRows(rows,
        std::min(6, ChartAxes::labelsThatFit(width, QFontMetricsF(m_axis->labelsFont()), texts)));
    if (int(labelled.size()) == m_labelled && m_axis->count() == m_labelled)
        return;
    m_labelled = int(labelled.size());
    for (const QString &label : m_axis->categoriesLabels())
        m_axis->remove(label);
    m_axis->setStartValue(-0.5);
    for (int row : labelled)
        m_axis->append(texts.at(row), row);
}
