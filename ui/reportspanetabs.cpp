// ReportsPane's three tabs (split from reportspane.cpp to keep each file short): the sales
// chart and table, top sellers as a bar chart beside their list, slow sellers as a sortable
// table. Charts are fed by model mappers from the models the tables show.
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QCursor>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTimer>
#include <QToolTip>
#include <QVBarModelMapper>
#include <QVBoxLayout>
#include <QValueAxis>

#include "models/salesreportmodel.h"
#include "models/slowsellersmodel.h"
#include "models/topsellersmodel.h"
#include "ui/reportchart.h"
#include "ui/reportspane.h"

using namespace Qt::StringLiterals;

namespace {
// Counts and amounts as the locale groups them ("15,873,500", "15 873 500"), not as raw digits:
// QStyledItemDelegate hands displayText() its view's locale with OmitGroupSeparator set. The
// models keep plain numbers, which the charts' mappers, the sorting and the CSV export read.
class GroupedNumberDelegate final : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QString displayText(const QVariant &value, const QLocale &locale) const override
    {
        switch (value.typeId()) {
        case QMetaType::Int:
        case QMetaType::LongLong: {
            QLocale grouping = locale;
            grouping.setNumberOptions(QLocale::DefaultNumberOptions);
            return grouping.toString(value.toLongLong());
        }
        default:
            return QStyledItemDelegate::displayText(value, locale);
        }
    }
};

// Keeps a table at least as wide as its columns, which size to their contents, and the
// stretching one (stretchColumn, -1: none) at least 16 characters wide: whenever a column
// changes width (new rows, another language), so does the table's minimum.
void keepColumnsInView(QTableView *view, int stretchColumn)
{
    QHeaderView *header = view->horizontalHeader();
    const auto update = [view, header, stretchColumn] {
        int width = 2 * view->frameWidth() + view->verticalScrollBar()->sizeHint().width();
        for (int column = 0; column < header->count(); ++column) {
            width += column == stretchColumn ? 16 * view->fontMetrics().averageCharWidth()
                                             : header->sectionSize(column);
        }
        view->setMinimumWidth(width);
    };
    // Measured once the header has resized them all: it signals each section on the way.
    QObject::connect(header, &QHeaderView::sectionResized, view,
        [view, update] { QTimer::singleShot(0, view, update); });
}

// stretchColumn: the one column (a product's name) that takes the width the others leave; -1:
// none. The others are as wide as their header or widest value, in every language.
QTableView *reportTable(QAbstractItemModel *model, QWidget *parent, int stretchColumn)
{
    auto *view = new QTableView(parent);
    view->setModel(model);
    view->setItemDelegate(new GroupedNumberDelegate(view));
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->setWordWrap(false); // a long name is cut short on its line ("…"), not broken in two
    QHeaderView *header = view->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    if (stretchColumn >= 0)
        header->setSectionResizeMode(stretchColumn, QHeaderView::Stretch);
    keepColumnsInView(view, stretchColumn);
    return view;
}

// An axis from 0 to a little above the largest value (at least 1, so an empty period shows).
void fitAxis(QValueAxis *axis, qint64 largest)
{
    axis->setRange(0, std::max<qint64>(1, largest + largest / 10));
    axis->setLabelFormat(u"%.0f"_s); // localized (QChart::localizeNumbers) takes f, not d
    axis->applyNiceNumbers();
}
} // namespace

QWidget *ReportsPane::buildSalesTab()
{
    auto *tab = new QWidget(this);
    auto *layout = new QHBoxLayout(tab);
    m_salesChart = new ReportChart(
        u"sales"_s, [this] { return m_sales->toCsv(); }, tab);
    QChart *chart = m_salesChart->chart();
    m_salesBars = new QBarSeries(chart);
    m_salesMapper = new QVBarModelMapper(this);
    m_salesMapper->setFirstBarSetColumn(SalesReportModel::Units);
    m_salesMapper->setLastBarSetColumn(SalesReportModel::Returns);
    m_salesMapper->setSeries(m_salesBars);
    m_salesMapper->setModel(m_sales);
    chart->addSeries(m_salesBars);
    m_revenue = new QLineSeries(chart);
    m_revenue->setName(tr("Revenue"));
    m_revenue->setPointsVisible(true);
    chart->addSeries(m_revenue);
    m_salesAxis = new QBarCategoryAxis(chart);
    m_unitsAxis = new QValueAxis(chart);
    m_unitsAxis->setTitleText(tr("Units"));
    m_revenueAxis = new QValueAxis(chart);
    m_revenueAxis->setTitleText(tr("Revenue"));
    chart->addAxis(m_salesAxis, Qt::AlignBottom);
    chart->addAxis(m_unitsAxis, Qt::AlignLeft);
    chart->addAxis(m_revenueAxis, Qt::AlignRight);
    m_salesBars->attachAxis(m_salesAxis);
    m_salesBars->attachAxis(m_unitsAxis);
    m_revenue->attachAxis(m_salesAxis);
    m_revenue->attachAxis(m_revenueAxis);
    m_salesChart->applyPalette();
    connect(m_sales, &QAbstractItemModel::modelReset, this, &ReportsPane::salesArrived);

    connect(m_salesBars, &QBarSeries::hovered, this, [this](bool on, int row, QBarSet *set) {
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
    connect(m_salesBars, &QBarSeries::clicked, this,
        [this](int row, QBarSet *) { openSalesPeriod(row); });

    // Every column beside the chart, revenue included, in the longer Russian and Uzbek headers
    // too (the chart gives up the width).
    m_salesTable = reportTable(m_sales, tab, -1);
    connect(m_salesTable, &QTableView::doubleClicked, this,
        [this](const QModelIndex &index) { openSalesPeriod(index.row()); });
    auto *split = new QSplitter(tab);
    split->setChildrenCollapsible(false);
    split->addWidget(m_salesChart);
    split->addWidget(m_salesTable);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split);
    return tab;
}

void ReportsPane::salesArrived()
{
    QStringList categories;
    qint64 units = 0, revenue = 0;
    QList<QPointF> points;
    for (int row = 0; row < m_sales->rowCount(); ++row) {
        const SalesPeriod &period = m_sales->periods().at(row);
        categories << m_sales->periodText(row);
        units = std::max({ units, period.units, period.returns });
        revenue = std::max(revenue, period.revenue);
        points << QPointF(row, double(period.revenue));
    }
    m_salesAxis->setCategories(categories);
    // Many periods: their labels would be cut to "…", so they are left to the tooltips and the
    // table beside the chart.
    m_salesAxis->setLabelsVisible(categories.size() <= 14);
    fitAxis(m_unitsAxis, units);
    fitAxis(m_revenueAxis, revenue);
    m_revenue->replace(points);
    // The bar sets' names are the model's column headers (the mapper reads them).
    m_salesChart->applyPalette();
}

QWidget *ReportsPane::buildTopTab()
{
    auto *tab = new QWidget(this);
    auto *layout = new QVBoxLayout(tab);
    auto *options = new QHBoxLayout;
    m_topBy->addItem(tr("By units"), u"units"_s);
    m_topBy->addItem(tr("By revenue"), u"revenue"_s);
    m_topBy->setAccessibleName(tr("Order top sellers"));
    options->addWidget(m_topBy);
    options->addStretch(1);
    layout->addLayout(options);
    connect(m_topBy, &QComboBox::activated, this, &ReportsPane::reload);

    m_topChart = new ReportChart(
        u"top-sellers"_s, [this] { return m_top->toCsv(); }, tab);
    QChart *chart = m_topChart->chart();
    chart->legend()->hide();
    m_topBars = new QHorizontalBarSeries(chart);
    m_topMapper = new QVBarModelMapper(this);
    m_topMapper->setFirstBarSetColumn(TopSellersModel::Units);
    m_topMapper->setLastBarSetColumn(TopSellersModel::Units);
    m_topMapper->setSeries(m_topBars);
    m_topMapper->setModel(m_top);
    chart->addSeries(m_topBars);
    m_topAxis = new QBarCategoryAxis(chart);
    m_topAxis->setTruncateLabels(false); // names are shortened here, to a readable length
    m_topValues = new QValueAxis(chart);
    chart->addAxis(m_topAxis, Qt::AlignLeft);
    chart->addAxis(m_topValues, Qt::AlignBottom);
    m_topBars->attachAxis(m_topAxis);
    m_topBars->attachAxis(m_topValues);
    connect(m_top, &QAbstractItemModel::modelReset, this, &ReportsPane::topArrived);
    connect(m_topBars, &QHorizontalBarSeries::hovered, this, [this](bool on, int row, QBarSet *) {
        if (!on || row >= m_top->rowCount())
            return QToolTip::hideText();
        const TopSeller &item = m_top->items().at(row);
        QToolTip::showText(QCursor::pos(),
            tr("%1\n%2 units, revenue %3")
                .arg(item.name, QLocale().toString(item.units), QLocale().toString(item.revenue)));
    });
    connect(m_topBars, &QHorizontalBarSeries::clicked, this,
        [this](int row, QBarSet *) { openTopSeller(row); });

    m_topView = reportTable(m_top, tab, TopSellersModel::Name);
    connect(m_topView, &QTableView::doubleClicked, this,
        [this](const QModelIndex &index) { openTopSeller(index.row()); });
    auto *split = new QSplitter(tab);
    split->addWidget(m_topChart);
    split->addWidget(m_topView);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    return tab;
}

void ReportsPane::topArrived()
{
    // The chart shows what the list is ordered by; the best seller at the top.
    const int column = m_topBy->currentData().toString() == u"revenue"_s ? TopSellersModel::Revenue
                                                                         : TopSellersModel::Units;
    m_topMapper->setFirstBarSetColumn(column);
    m_topMapper->setLastBarSetColumn(column);
    QStringList names;
    qint64 largest = 0;
    for (const TopSeller &item : m_top->items()) {
        QString name = item.name.size() > 24 ? item.name.left(23) + u'…' : item.name;
        // A category axis takes each name once: a second product of the same name gets its rank.
        if (names.contains(name))
            name += u" (%1)"_s.arg(names.size() + 1);
        names << name;
        largest = std::max(largest, column == TopSellersModel::Revenue ? item.revenue : item.units);
    }
    m_topAxis->setCategories(names);
    m_topAxis->setReverse(true);
    fitAxis(m_topValues, largest);
    m_topChart->applyPalette();
}

QWidget *ReportsPane::buildSlowTab()
{
    auto *tab = new QWidget(this);
    auto *layout = new QVBoxLayout(tab);
    auto *options = new QHBoxLayout;
    m_slowDays->setRange(1, 3650);
    m_slowDays->setValue(90);
    m_slowDays->setAccessibleName(tr("Days without a sale"));
    options->addWidget(new QLabel(tr("No sale in the last"), tab));
    options->addWidget(m_slowDays);
    options->addWidget(new QLabel(tr("days"), tab));
    options->addStretch(1);
    m_slowSummary = new QLabel(tab);
    options->addWidget(m_slowSummary);
    layout->addLayout(options);
    connect(m_slowDays, &QSpinBox::editingFinished, this, &ReportsPane::reload);

    m_slowSorted = new QSortFilterProxyModel(this);
    m_slowSorted->setSourceModel(m_slow);
    m_slowSorted->setSortRole(Qt::UserRole);
    m_slowView = reportTable(m_slowSorted, tab, SlowSellersModel::Name);
    m_slowView->setSortingEnabled(true);
    m_slowView->sortByColumn(SlowSellersModel::LastSold, Qt::AscendingOrder);
    connect(m_slowView, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        const int row = m_slowSorted->mapToSource(index).row();
        if (row >= 0 && row < m_slow->rowCount())
            Q_EMIT historyRequested(m_slow->items().at(row).code, QDateTime(), QDateTime());
    });
    layout->addWidget(m_slowView, 1);
    m_slowView->setSelectionMode(QAbstractItemView::ExtendedSelection);
    auto *actions = new QHBoxLayout;
    actions->addWidget(new QLabel(tr("For the selected titles:"), tab));
    m_slowLabels = new QPushButton(tr("Print &labels…"), tab);
    m_slowLabels->setToolTip(tr("Shelf labels: one per unit in stock."));
    m_slowOrder = new QPushButton(tr("Create &order…"), tab);
    m_slowOrder->setToolTip(
        tr("Opens the Orders pane with these titles for their supplier, to check and create."));
    actions->addWidget(m_slowLabels);
    actions->addWidget(m_slowOrder);
    actions->addStretch(1);
    layout->addLayout(actions);
    const auto updateActions = [this] {
        const bool any = m_slowView->selectionModel()->hasSelection();
        m_slowLabels->setEnabled(any);
        m_slowOrder->setEnabled(any);
    };
    connect(
        m_slowView->selectionModel(), &QItemSelectionModel::selectionChanged, this, updateActions);
    connect(m_slowSorted, &QAbstractItemModel::modelReset, this, updateActions);
    updateActions();
    connect(m_slowLabels, &QPushButton::clicked, this, &ReportsPane::printSlowLabels);
    connect(m_slowOrder, &QPushButton::clicked, this, &ReportsPane::orderSlowSellers);
    return tab;
}
