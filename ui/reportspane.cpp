#include "ui/reportspane.h"

#include <QComboBox>
#include <QDateEdit>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHash>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTimeZone>
#include <QVBoxLayout>
#include <memory>

#include "models/consolesession.h"
#include "models/salesreportmodel.h"
#include "models/slowsellersmodel.h"
#include "models/topsellersmodel.h"
#include "net/apiclient.h"
#include "net/reportclient.h"
#include "ui/labelsources.h"
#include "ui/messagebanner.h"
#include "ui/minepages.h"
#include "ui/reportchart.h"
#include "ui/salestab.h"
#include "ui/slowsellerstab.h"
#include "ui/topsellerstab.h"

using namespace Qt::StringLiterals;

namespace {
// Report days are UTC dates (contract §12).
QDate todayUtc()
{
    return QDateTime::currentDateTimeUtc().date();
}

QDateTime startOf(QDate day)
{
    return QDateTime(day, QTime(0, 0), QTimeZone::utc());
}

QDateTime endOf(QDate day)
{
    return QDateTime(day, QTime(23, 59, 59, 999), QTimeZone::utc());
}

QString keyOf(const QString &type, qint64 id)
{
    return type + u':' + QString::number(id);
}

} // namespace

ReportsPane::ReportsPane(ConsoleSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_client(new ReportClient(session->client(), this))
    , m_sales(new SalesReportModel(this))
    , m_top(new TopSellersModel(this))
    , m_slow(new SlowSellersModel(this))
    , m_banner(new MessageBanner(this))
    , m_period(new QComboBox(this))
    , m_from(new QDateEdit(this))
    , m_until(new QDateEdit(this))
    , m_group(new QComboBox(this))
    , m_headlines(new QWidget(this))
    , m_salesTab(new SalesTab(m_sales, this))
    , m_topTab(new TopSellersTab(m_top, this))
    , m_slowTab(new SlowSellersTab(m_slow, this))
{
    m_slow->followStock(session->liveStock()); // stock from the one live copy (issue 41)
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    auto *picker = new QHBoxLayout;
    m_period->addItem(tr("Last 7 days"), int(Period::Last7));
    m_period->addItem(tr("Last 30 days"), int(Period::Last30));
    m_period->addItem(tr("Last 90 days"), int(Period::Last90));
    m_period->addItem(tr("This month"), int(Period::ThisMonth));
    m_period->addItem(tr("Custom range"), int(Period::Custom));
    m_period->setCurrentIndex(1);
    m_period->setAccessibleName(tr("Period"));
    for (QDateEdit *edit : { m_from, m_until }) {
        edit->setCalendarPopup(true);
        edit->setDisplayFormat(QLocale().dateFormat(QLocale::ShortFormat));
        edit->setMaximumDate(todayUtc());
        edit->setEnabled(false);
    }
    m_until->setDate(todayUtc());
    m_from->setDate(todayUtc().addDays(-29));
    m_group->addItem(tr("By day"), u"day"_s);
    m_group->addItem(tr("By week"), u"week"_s);
    m_group->addItem(tr("By month"), u"month"_s);
    m_group->setAccessibleName(tr("Grouping"));
    auto *refresh = new QPushButton(tr("&Refresh"), this);
    picker->addWidget(new QLabel(tr("Period:"), this));
    picker->addWidget(m_period);
    picker->addWidget(m_from);
    picker->addWidget(new QLabel(u"–"_s, this));
    picker->addWidget(m_until);
    picker->addWidget(m_group);
    picker->addStretch(1);
    picker->addWidget(refresh);
    layout->addLayout(picker);

    // Headline numbers: the period's sales and what the stock is worth now.
    auto *numbers = new QGridLayout(m_headlines);
    numbers->setContentsMargins(0, 4, 0, 4);
    // Big numbers side by side read as one ("450 515 000 298") with a layout's usual spacing.
    numbers->setHorizontalSpacing(3 * fontMetrics().averageCharWidth());
    const QList<QPair<QString, QString>> headlines { { u"units"_s, tr("Units sold") },
        { u"revenue"_s, tr("Revenue") }, { u"returns"_s, tr("Returned") },
        { u"retail"_s, tr("Stock at retail prices") }, { u"cost"_s, tr("Stock at cost") },
        { u"reorder"_s, tr("To reorder") } };
    for (qsizetype i = 0; i < headlines.size(); ++i) {
        auto *caption = new QLabel(headlines[i].second, m_headlines);
        caption->setObjectName(headlines[i].first + u"Caption"_s);
        auto *value = new QLabel(u"—"_s, m_headlines);
        value->setObjectName(headlines[i].first);
        QFont big = value->font();
        big.setPointSizeF(big.pointSizeF() * 1.6);
        big.setBold(true);
        value->setFont(big);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        numbers->addWidget(caption, 0, int(i));
        numbers->addWidget(value, 1, int(i));
    }
    layout->addWidget(m_headlines);

    auto *tabs = new QTabWidget(this);
    tabs->addTab(m_salesTab, tr("Sales"));
    tabs->addTab(m_topTab, tr("Top sellers"));
    tabs->addTab(m_slowTab, tr("Slow sellers"));
    connect(m_salesTab, &SalesTab::periodOpened, this, &ReportsPane::openSalesPeriod);
    connect(m_topTab, &TopSellersTab::sellerOpened, this, &ReportsPane::openTopSeller);
    connect(m_topTab, &TopSellersTab::byChosen, this, &ReportsPane::reload);
    connect(m_slowTab, &SlowSellersTab::daysChosen, this, &ReportsPane::reload);
    connect(m_slowTab, &SlowSellersTab::historyRequested, this,
        [this](const QString &code) { Q_EMIT historyRequested(code, QDateTime(), QDateTime()); });
    connect(m_slowTab, &SlowSellersTab::labelsRequested, this, &ReportsPane::printSlowLabels);
    connect(m_slowTab, &SlowSellersTab::orderRequested, this, &ReportsPane::orderSlowSellers);
    layout->addWidget(tabs, 1);

    connect(m_period, &QComboBox::activated, this, [this] {
        const bool custom = Period(m_period->currentData().toInt()) == Period::Custom;
        m_from->setEnabled(custom);
        m_until->setEnabled(custom);
        reload();
    });
    connect(m_group, &QComboBox::activated, this, &ReportsPane::reload);
    connect(m_from, &QDateEdit::editingFinished, this, &ReportsPane::reload);
    connect(m_until, &QDateEdit::editingFinished, this, &ReportsPane::reload);
    connect(refresh, &QPushButton::clicked, this, &ReportsPane::reload);
    for (ReportChart *chart : { m_salesTab->chart(), m_topTab->chart() }) {
        connect(chart, &ReportChart::saveFailed, this, [this](const QString &message) {
            m_banner->showMessage(MessageBanner::Kind::Error, message);
        });
        connect(chart, &ReportChart::saved, this, [this](const QString &path) {
            m_banner->showMessage(MessageBanner::Kind::Positive, tr("Saved to %1.").arg(path));
        });
    }
    connect(session, &ConsoleSession::profileChanged, this, [this] {
        m_loadedOnce = false;
        if (isVisible())
            reload();
    });
}

ReportChart *ReportsPane::salesChart() const
{
    return m_salesTab->chart();
}

ReportChart *ReportsPane::topChart() const
{
    return m_topTab->chart();
}

QBarSeries *ReportsPane::salesSeries() const
{
    return m_salesTab->series();
}

QHorizontalBarSeries *ReportsPane::topSeries() const
{
    return m_topTab->series();
}

QLineSeries *ReportsPane::revenueSeries() const
{
    return m_salesTab->revenueSeries();
}

QTableView *ReportsPane::salesView() const
{
    return m_salesTab->view();
}

QTableView *ReportsPane::slowView() const
{
    return m_slowTab->view();
}

QPushButton *ReportsPane::slowLabelsButton() const
{
    return m_slowTab->labelsButton();
}

QPushButton *ReportsPane::slowOrderButton() const
{
    return m_slowTab->orderButton();
}

QLabel *ReportsPane::headline(const QString &name) const
{
    return m_headlines->findChild<QLabel *>(name);
}

void ReportsPane::setPeriod(Period period)
{
    m_period->setCurrentIndex(m_period->findData(int(period)));
    m_from->setEnabled(period == Period::Custom);
    m_until->setEnabled(period == Period::Custom);
}

void ReportsPane::setCustomRange(QDate from, QDate until)
{
    setPeriod(Period::Custom);
    m_from->setDate(from);
    m_until->setDate(until);
}

void ReportsPane::setGrouping(const QString &group)
{
    m_group->setCurrentIndex(std::max(0, m_group->findData(group)));
}

void ReportsPane::setTopBy(const QString &by)
{
    m_topTab->setBy(by);
}

QDate ReportsPane::from() const
{
    switch (Period(m_period->currentData().toInt())) {
    case Period::Last7:
        return todayUtc().addDays(-6);
    case Period::Last30:
        return todayUtc().addDays(-29);
    case Period::Last90:
        return todayUtc().addDays(-89);
    case Period::ThisMonth:
        return QDate(todayUtc().year(), todayUtc().month(), 1);
    case Period::Custom:
        break;
    }
    return std::min(m_from->date(), m_until->date());
}

QDate ReportsPane::until() const
{
    if (Period(m_period->currentData().toInt()) == Period::Custom)
        return std::max(m_from->date(), m_until->date());
    return todayUtc();
}

void ReportsPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (!m_loadedOnce && !m_session->client()->baseUrl().isEmpty())
        reload();
}

void ReportsPane::reload()
{
    m_loadedOnce = true;
    m_banner->dismiss();
    const int generation = ++m_generation;
    m_pending = 5;
    const QString group = m_group->currentData().toString();
    const auto grouping = group == u"week"_s ? SalesReportModel::Grouping::Week
        : group == u"month"_s                ? SalesReportModel::Grouping::Month
                                             : SalesReportModel::Grouping::Day;
    m_client->sales(from(), until(), group, this,
        [this, generation, grouping](const ApiResult &result, const QList<SalesPeriod> &periods) {
            if (generation != m_generation)
                return;
            if (result.isSuccess())
                m_sales->setPeriods(periods, grouping);
            else
                showFailure(result.message());
            finishOne(generation);
        });
    m_client->top(from(), until(), m_topTab->by(), 20, this,
        [this, generation](const ApiResult &result, const QList<TopSeller> &items) {
            if (generation != m_generation)
                return;
            if (result.isSuccess())
                m_top->setItems(items);
            else
                showFailure(result.message());
            finishOne(generation);
        });
    m_client->slow(m_slowTab->days(), 1, 100, this,
        [this, generation](const ApiResult &result, const ReportClient::SlowPage &page) {
            if (generation != m_generation)
                return;
            if (result.isSuccess()) {
                m_slow->setItems(page.items, page.total);
                m_slowTab->setSummary(m_slow->rowCount(), page.total);
            } else {
                showFailure(result.message());
            }
            finishOne(generation);
        });
    loadReorderCount(generation);
    m_client->value(this, [this, generation](const ApiResult &result, const StockValue &value) {
        if (generation != m_generation)
            return;
        if (result.isSuccess()) {
            m_retailValue = value.retailValue;
            m_costValue = value.costValue;
            m_withoutCost = value.productsWithoutCost;
        } else {
            showFailure(result.message());
        }
        finishOne(generation);
    });
}

void ReportsPane::loadReorderCount(int generation)
{
    // The reorder suggestions come with goods in (contract §11): a server without them answers
    // 404, and the headline stays hidden.
    m_client->reorderCount(this, [this, generation](const ApiResult &result, qint64 total) {
        if (generation != m_generation)
            return;
        if (result.isSuccess())
            m_reorder = total;
        else if (result.kind() == ApiResult::Kind::NotFound)
            m_reorder = -1;
        else
            showFailure(result.message());
        finishOne(generation);
    });
}

void ReportsPane::finishOne(int generation)
{
    if (generation != m_generation || --m_pending > 0)
        return;
    updateHeadlines();
    Q_EMIT loaded();
}

void ReportsPane::showFailure(const QString &message)
{
    m_banner->showMessage(MessageBanner::Kind::Warning,
        tr("A report could not be loaded: %1").arg(message),
        { { tr("Try again"), [this] { reload(); } } });
}

void ReportsPane::updateHeadlines()
{
    const QLocale locale;
    headline(u"units"_s)->setText(locale.toString(m_sales->totalUnits()));
    headline(u"revenue"_s)->setText(locale.toString(m_sales->totalRevenue()));
    headline(u"returns"_s)->setText(locale.toString(m_sales->totalReturns()));
    headline(u"retail"_s)->setText(locale.toString(m_retailValue));
    headline(u"reorder"_s)->setText(locale.toString(m_reorder));
    headline(u"reorder"_s)->setVisible(m_reorder >= 0);
    m_headlines->findChild<QLabel *>(u"reorderCaption"_s)->setVisible(m_reorder >= 0);
    QLabel *cost = headline(u"cost"_s);
    cost->setText(locale.toString(m_costValue));
    cost->setToolTip(m_withoutCost > 0
            ? tr("%n product(s) in stock have no known cost and are not counted.", nullptr,
                int(m_withoutCost))
            : QString());
}

void ReportsPane::openSalesPeriod(int row)
{
    if (row < 0 || row >= m_sales->rowCount())
        return;
    Q_EMIT historyRequested(
        QString(), startOf(m_sales->periods().at(row).period), endOf(m_sales->lastDayOf(row)));
}

void ReportsPane::openTopSeller(int row)
{
    if (row < 0 || row >= m_top->rowCount())
        return;
    Q_EMIT historyRequested(m_top->items().at(row).code, startOf(from()), endOf(until()));
}

QList<SlowSeller> ReportsPane::selectedSlowSellers() const
{
    return m_slowTab->selected();
}

void ReportsPane::printSlowLabels()
{
    QList<LabelSources::Counted> items;
    for (const SlowSeller &title : selectedSlowSellers())
        items.append({ title.code, title.name,
            int(std::clamp<qint64>(m_slow->stockOf(title), 0, 9999)) }); // the live copy's
    if (items.isEmpty())
        return;
    slowLabelsButton()->setEnabled(false);
    LabelSources::fromCodes(
        m_session->client(), items, this, [this](const LabelJob &job, const QStringList &failures) {
            slowLabelsButton()->setEnabled(slowView()->selectionModel()->hasSelection());
            if (!failures.isEmpty())
                m_banner->showMessage(MessageBanner::Kind::Warning,
                    tr("No labels for %1: not found among your products.")
                        .arg(failures.join(u", "_s)));
            if (job.count() > 0)
                LabelSources::print(job, m_session->currentProfileName(), this);
        });
}

void ReportsPane::orderSlowSellers()
{
    const QList<SlowSeller> chosen = selectedSlowSellers();
    if (chosen.isEmpty())
        return;
    QStringList types;
    QSet<QString> wanted;
    for (const SlowSeller &title : chosen) {
        if (!types.contains(title.type))
            types.append(title.type);
        wanted.insert(keyOf(title.type, title.productId));
    }
    slowOrderButton()->setEnabled(false);
    // Their supplier and reorder quantity are in the seller's own list only.
    auto found = std::make_shared<QHash<QString, MineItem>>();
    MinePages::read(
        m_session->client(), this, types,
        [found, wanted](const QString &type, const QList<MineItem> &items, int) mutable {
            for (const MineItem &item : items) {
                const QString key = keyOf(item.type.isEmpty() ? type : item.type, item.id);
                if (wanted.remove(key))
                    found->insert(key, item);
            }
            return wanted.isEmpty();
        },
        [this, chosen, found](const QString &problem) {
            slowOrderButton()->setEnabled(slowView()->selectionModel()->hasSelection());
            if (!problem.isEmpty()) {
                m_banner->showMessage(MessageBanner::Kind::Warning,
                    tr("The titles' suppliers could not be read: %1").arg(problem));
                return;
            }
            QList<ReorderSuggestion> titles;
            QSet<qint64> suppliers;
            bool withoutSupplier = false;
            for (const SlowSeller &title : chosen) {
                const auto it = found->constFind(keyOf(title.type, title.productId));
                ReorderSuggestion line;
                line.productId = title.productId;
                line.type = title.type;
                line.code = title.code;
                line.name = title.name;
                line.stock = title.stock;
                line.suggested = 1;
                if (it != found->constEnd()) {
                    line.reorderLevel = it->reorderLevel.value_or(0);
                    line.suggested = std::max<qint64>(1, it->reorderQuantity.value_or(1));
                    line.supplierId = it->supplierId;
                }
                if (line.supplierId)
                    suppliers.insert(*line.supplierId);
                else
                    withoutSupplier = true;
                titles.append(line);
            }
            // One supplier for every title: theirs. None, or several: the Orders pane asks.
            const qint64 supplier
                = suppliers.size() == 1 && !withoutSupplier ? *suppliers.constBegin() : 0;
            Q_EMIT orderRequested(supplier, titles);
        });
}
