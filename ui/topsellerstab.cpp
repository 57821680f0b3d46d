#include "ui/topsellerstab.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QCursor>
#include <QHBoxLayout>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLocale>
#include <QSplitter>
#include <QTableView>
#include <QToolTip>
#include <QVBarModelMapper>
#include <QVBoxLayout>
#include <QValueAxis>

#include "models/topsellersmodel.h"
#include "ui/chartaxes.h"
#include "ui/reportchart.h"
#include "ui/reporttable.h"

using namespace Qt::StringLiterals;

TopSellersTab::TopSellersTab(TopSellersModel *top, QWidget *parent)
    : QWidget(parent)
    , m_top(top)
    , m_by(new QComboBox(this))
    , m_chart(new ReportChart(
          u"top-sellers"_s, [top] { return top->toCsv(); }, this))
{
    auto *layout = new QVBoxLayout(this);
    auto *options = new QHBoxLayout;
    m_by->addItem(tr("By units"), u"units"_s);
    m_by->addItem(tr("By revenue"), u"revenue"_s);
    m_by->setAccessibleName(tr("Order top sellers"));
    options->addWidget(m_by);
    options->addStretch(1);
    layout->addLayout(options);
    connect(m_by, &QComboBox::activated, this, &TopSellersTab::byChosen);

    QChart *chart = m_chart->chart();
    chart->legend()->hide();
    m_bars = new QHorizontalBarSeries(chart);
    m_mapper = new QVBarModelMapper(this);
    m_mapper->setFirstBarSetColumn(TopSellersModel::Units);
    m_mapper->setLastBarSetColumn(TopSellersModel::Units);
    m_mapper->setSeries(m_bars);
    m_mapper->setModel(m_top);
    chart->addSeries(m_bars);
    m_axis = new QBarCategoryAxis(chart);
    m_axis->setTruncateLabels(false); // names are shortened here, to a readable length
    m_values = new QValueAxis(chart);
    chart->addAxis(m_axis, Qt::AlignLeft);
    chart->addAxis(m_values, Qt::AlignBottom);
    m_bars->attachAxis(m_axis);
    m_bars->attachAxis(m_values);
    connect(m_top, &QAbstractItemModel::modelReset, this, &TopSellersTab::arrived);
    connect(m_bars, &QHorizontalBarSeries::hovered, this, [this](bool on, int row, QBarSet *) {
        if (!on || row >= m_top->rowCount())
            return QToolTip::hideText();
        const TopSeller &item = m_top->items().at(row);
        QToolTip::showText(QCursor::pos(),
            tr("%1\n%2 units, revenue %3")
                .arg(item.name, QLocale().toString(item.units), QLocale().toString(item.revenue)));
    });
    connect(m_bars, &QHorizontalBarSeries::clicked, this,
        [this](int row, QBarSet *) { Q_EMIT sellerOpened(row); });

    m_view = ReportTable::create(m_top, this, TopSellersModel::Name);
    connect(m_view, &QTableView::doubleClicked, this,
        [this](const QModelIndex &index) { Q_EMIT sellerOpened(index.row()); });
    auto *split = new QSplitter(this);
    split->addWidget(m_chart);
    split->addWidget(m_view);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
}

QString TopSellersTab::by() const
{
    return m_by->currentData().toString();
}

void TopSellersTab::setBy(const QString &by)
{
    m_by->setCurrentIndex(std::max(0, m_by->findData(by)));
}

void TopSellersTab::arrived()
{
    // The chart shows what the list is ordered by; the best seller at the top.
    const int column = by() == u"revenue"_s ? TopSellersModel::Revenue : TopSellersModel::Units;
    m_mapper->setFirstBarSetColumn(column);
    m_mapper->setLastBarSetColumn(column);
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
    m_axis->setCategories(names);
    m_axis->setReverse(true);
    ChartAxes::fitWholeNumbers(m_values, largest);
    m_chart->applyPalette();
}
