#include "ui/qualitypane.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHBoxLayout>
#include <QHorizontalBarSeries>
#include <QKeyEvent>
#include <QLabel>
#include <QLegend>
#include <QLocale>
#include <QPushButton>
#include <QShortcut>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBarModelMapper>
#include <QVBoxLayout>
#include <QValueAxis>

#include "models/adminaccess.h"
#include "models/adminissuemodel.h"
#include "models/adminproductmodel.h"
#include "models/consolesession.h"
#include "models/reportcsv.h"
#include "net/apiclient.h"
#include "ui/chartaxes.h"
#include "ui/dialogscanguard.h"
#include "ui/messagebanner.h"
#include "ui/qualityduplicatestab.h"
#include "ui/qualityproductstab.h"
#include "ui/qualitysearchestab.h"
#include "ui/reportchart.h"
#include "ui/reporttable.h"

using namespace Qt::StringLiterals;

QualityPane::QualityPane(ConsoleSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_admin(new AdminClient(session->client(), this))
    , m_banner(new MessageBanner(this))
    , m_headline(new QLabel(this))
    , m_refresh(new QPushButton(tr("&Refresh"), this))
    , m_tabs(new QTabWidget(this))
    , m_issues(new AdminIssueModel(this))
    , m_access(new AdminAccess(session, this))
{
    setObjectName(u"QualityPane"_s);
    // A scanner's burst never fills a field of, or answers, this pane's dialogs (a product's
    // details, a bulk edit's question); the search field takes it (a burst there is a scan).
    DialogScanGuard::install();
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    auto *top = new QHBoxLayout;
    m_headline->setWordWrap(true);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    top->addWidget(m_headline, 1);
    m_refresh->setToolTip(tr("Read the counts and the list again from the server (F5)"));
    top->addWidget(m_refresh);
    layout->addLayout(top);

    // Overview: the chart and the same numbers as a list, fed from one model.
    auto *overview = new QWidget(m_tabs);
    auto *overviewLayout = new QVBoxLayout(overview);
    overviewLayout->setContentsMargins(0, 4, 0, 0);
    m_chart = new ReportChart(
        u"catalog-issues"_s,
        [this] {
            return ReportCsv::fromModel(*m_issues, { u"issue"_s, u"products"_s });
        },
        overview);
    QChart *chart = m_chart->chart();
    chart->legend()->hide();
    m_bars = new QHorizontalBarSeries(chart);
    m_mapper = new QVBarModelMapper(this);
    m_mapper->setFirstBarSetColumn(AdminIssueModel::Count);
    m_mapper->setLastBarSetColumn(AdminIssueModel::Count);
    m_mapper->setSeries(m_bars);
    m_mapper->setModel(m_issues);
    chart->addSeries(m_bars);
    m_axis = new QBarCategoryAxis(chart);
    m_axis->setTruncateLabels(false);
    m_values = new QValueAxis(chart);
    chart->addAxis(m_axis, Qt::AlignLeft);
    chart->addAxis(m_values, Qt::AlignBottom);
    m_bars->attachAxis(m_axis);
    m_bars->attachAxis(m_values);
    m_issueView = ReportTable::create(m_issues, overview, AdminIssueModel::Name);
    m_issueView->setAccessibleName(tr("Issues"));
    auto *split = new QSplitter(overview);
    split->addWidget(m_chart);
    split->addWidget(m_issueView);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    overviewLayout->addWidget(split, 1);
    m_tabs->addTab(overview, tr("&Overview"));

    m_products = new QualityProductsTab(m_admin, session->client(), m_banner, m_tabs);
    m_tabs->addTab(m_products, tr("&Products"));
    m_duplicates = new QualityDuplicatesTab(m_admin, m_banner, m_tabs);
    m_tabs->addTab(m_duplicates, tr("&Duplicates"));
    m_searches = new QualitySearchesTab(m_admin, m_banner, m_tabs);
    m_tabs->addTab(m_searches, tr("S&earches"));
    // A duplicate code's listings in the product list, where they can be fixed.
    connect(
        m_duplicates, &QualityDuplicatesTab::listingsRequested, this, [this](const QString &code) {
            m_tabs->setCurrentWidget(m_products);
            m_products->showCode(code);
        });
    layout->addWidget(m_tabs, 1);

    const auto openIssueRow = [this](int row) {
        if (row >= 0 && row < m_issues->rowCount())
            showIssue(m_issues->items().at(row).code);
    };
    connect(m_bars, &QHorizontalBarSeries::clicked, this,
        [openIssueRow](int row, QBarSet *) { openIssueRow(row); });
    connect(m_issueView, &QTableView::activated, this,
        [openIssueRow](const QModelIndex &index) { openIssueRow(index.row()); });
    connect(m_issueView, &QTableView::doubleClicked, this,
        [openIssueRow](const QModelIndex &index) { openIssueRow(index.row()); });
    connect(m_refresh, &QPushButton::clicked, this, &QualityPane::reload);
    auto *f5 = new QShortcut(QKeySequence::Refresh, this);
    f5->setContext(Qt::WidgetWithChildrenShortcut);
    connect(f5, &QShortcut::activated, this, &QualityPane::reload);
    connect(
        m_products, &QualityProductsTab::changed, this, [this] { loadQuality(ReloadTabs::No); });
    connect(session, &ConsoleSession::profileChanged, this, [this] {
        m_quality = {};
        m_issues->setIssues({});
    });
    connect(m_access, &AdminAccess::changed, this, &QualityPane::setAvailable);
    m_headline->setText(tr("Catalog quality: not read yet."));
}

void QualityPane::checkAvailability()
{
    m_access->check();
}

void QualityPane::setAvailable(bool available)
{
    if (available == m_available)
        return;
    m_available = available;
    if (available && isVisible())
        reload();
    Q_EMIT availabilityChanged(available);
}

void QualityPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Every time: what other admins and imports changed since is shown when looked at.
    if (m_available && !m_session->client()->baseUrl().isEmpty())
        reload();
}

void QualityPane::reload()
{
    if (!m_available)
        return;
    loadQuality(ReloadTabs::WhenReachable);
}

void QualityPane::showIssue(const QString &code)
{
    m_tabs->setCurrentWidget(m_products);
    m_products->showIssue(code);
    m_products->view()->setFocus();
}

void QualityPane::loadQuality(ReloadTabs tabs)
{
    m_admin->quality(this, [this, tabs](const ApiResult &result, const AdminQuality &quality) {
        // The lists are read once the server answered: offline, each tab keeps what it shows
        // and the banner says "Offline" once, not overwritten by each tab's own failure.
        const bool unreachable = result.kind() == ApiResult::Kind::Network
            || result.kind() == ApiResult::Kind::Timeout;
        if (tabs == ReloadTabs::WhenReachable && !unreachable) {
            m_products->reload();
            m_duplicates->reload();
            m_searches->reload();
        }
        if (!result.isSuccess()) {
            showStale(result.message());
            return;
        }
        if (m_stale)
            m_banner->dismiss(); // the reading is current again
        m_stale = false;
        qualityArrived(quality);
    });
}

void QualityPane::showStale(const QString &message)
{
    m_stale = true;
    if (!m_loadedAt.isValid()) {
        m_banner->showMessage(MessageBanner::Kind::Warning,
            tr("The catalog's quality could not be read: %1").arg(message),
            { { tr("Try again"), [this] { reload(); } } });
        return;
    }
    m_banner->showMessage(MessageBanner::Kind::Warning,
        tr("Offline: showing what was read at %1 (%2).")
            .arg(QLocale().toString(m_loadedAt.time(), QLocale::ShortFormat), message),
        { { tr("Try again"), [this] { reload(); } } });
}

void QualityPane::qualityArrived(const AdminQuality &quality)
{
    m_quality = quality;
    m_loadedAt = QDateTime::currentDateTime();
    m_issues->setIssues(quality.issues);
    m_products->setChoices(quality.sellers, quality.categories);
    m_headline->setText(tr("%n product(s)", "", int(std::min<qint64>(quality.products, INT_MAX)))
        + u" · "_s + tr("%n listed", "", int(std::min<qint64>(quality.activeProducts, INT_MAX)))
        + u" · "_s + tr("%1 % complete on average").arg(quality.completeness) + u" · "_s
        + tr("%n uncategorised", "", int(std::min<qint64>(quality.uncategorised, INT_MAX))));
    QStringList names;
    qint64 largest = 0;
    for (const AdminQuality::Issue &issue : quality.issues) {
        QString name = AdminProductModel::issueName(issue.code);
        if (name.size() > 28)
            name = name.left(27) + u'…';
        names << name;
        largest = std::max(largest, issue.count);
    }
    m_axis->setCategories(names);
    m_axis->setReverse(true);
    ChartAxes::fitWholeNumbers(m_values, largest);
    m_chart->applyPalette();
    Q_EMIT qualityLoaded();
}
