#include "ui/countpane.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <memory>

#include "models/consolesession.h"
#include "models/countmodel.h"
#include "models/countsummary.h"
#include "net/apiclient.h"
#include "net/countclient.h"
#include "net/outbox.h"
#include "ui/messagebanner.h"
#include "ui/printing/documentpreview.h"
#include "ui/scanrouter.h"

using namespace Qt::StringLiterals;

namespace {

constexpr int linesPerPage = 100;
constexpr int countsRefreshMs = 30000;

QTableView *tableFor(CountModel *model, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->horizontalHeader()->setSectionResizeMode(CountModel::Product, QHeaderView::Stretch);
    return view;
}

void addCategories(QComboBox *box, const QList<Category> &categories, int depth)
{
    for (const Category &category : categories) {
        box->addItem(QString(depth * 2, u' ') + category.name, category.id);
        addCategories(box, category.children, depth + 1);
    }
}

} // namespace

CountPane::CountPane(ConsoleSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_counts(new CountClient(session->client(), this))
    , m_outbox(session->outbox())
    , m_lines(new CountModel(this))
    , m_notScanned(new CountModel(this, CountModel::Kind::NotScanned))
    , m_banner(new MessageBanner(this))
    , m_countBox(new QComboBox(this))
    , m_name(new QLineEdit(this))
    , m_type(new QComboBox(this))
    , m_category(new QComboBox(this))
    , m_scan(new QLineEdit(this))
    , m_quantity(new QSpinBox(this))
    , m_blind(new QCheckBox(tr("&Blind count (hide expected quantities)"), this))
    , m_takeBack(new QCheckBox(tr("&Take back"), this))
    , m_status(new QLabel(this))
    , m_pending(new QLabel(this))
    , m_mode(new QComboBox(this))
    , m_apply(new QPushButton(tr("&Apply…"), this))
    , m_cancel(new QPushButton(tr("Cancel count"), this))
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);

    auto *start = new QGroupBox(tr("New count"), this);
    auto *startLayout = new QHBoxLayout(start);
    m_name->setPlaceholderText(tr("Name, e.g. Stationery shelf"));
    m_name->setAccessibleName(tr("Count name"));
    m_type->addItem(tr("Books and stationery"), QString());
    m_type->addItem(tr("Books"), u"book"_s);
    m_type->addItem(tr("Stationery"), u"stationery"_s);
    m_category->addItem(tr("Every category"), 0);
    m_category->setAccessibleName(tr("Category"));
    auto *open = new QPushButton(tr("&Start count"), start);
    startLayout->addWidget(m_name, 1);
    startLayout->addWidget(m_type);
    startLayout->addWidget(m_category);
    startLayout->addWidget(open);
    layout->addWidget(start);

    auto *chooser = new QHBoxLayout;
    chooser->addWidget(new QLabel(tr("Open count:"), this));
    m_countBox->setAccessibleName(tr("Open count"));
    chooser->addWidget(m_countBox, 1);
    auto *refreshButton = new QPushButton(tr("&Refresh"), this);
    refreshButton->setToolTip(tr("Shows the totals of every console counting this count."));
    chooser->addWidget(refreshButton);
    // Beside the count it hides quantities of, not in the scan row: there its words in Uzbek
    // squeezed the scan field and widened the window.
    chooser->addWidget(m_blind);
    layout->addLayout(chooser);

    auto *scanRow = new QHBoxLayout;
    m_scan->setPlaceholderText(tr("Scan or type an ISBN or barcode, then Enter"));
    m_scan->setAccessibleName(tr("Code to count"));
    ScanRouter::setPaneScanField(this, m_scan); // a scan anywhere in the pane counts
    m_quantity->setRange(1, 100000);
    m_quantity->setValue(1);
    m_quantity->setPrefix(tr("× "));
    m_quantity->setToolTip(tr("How many this scan counts (a carton); back to 1 after each scan."));
    m_takeBack->setToolTip(tr("The next scan takes its quantity back from the item's line (a "
                              "mis-scan); back to counting after it."));
    auto *count = new QPushButton(tr("C&ount"), this);
    // Beside the other way to take back (it made the bottom row too wide for 1024 px in
    // Russian and Uzbek).
    auto *oneBack = new QPushButton(tr("Take one bac&k"), this);
    oneBack->setToolTip(tr("Takes one back from the line selected in the Counted table."));
    scanRow->addWidget(m_scan, 1);
    scanRow->addWidget(m_quantity);
    scanRow->addWidget(count);
    scanRow->addWidget(m_takeBack);
    scanRow->addWidget(oneBack);
    layout->addLayout(scanRow);

    auto *tabs = new QTabWidget(this);
    m_linesView = tableFor(m_lines, tabs);
    tabs->addTab(m_linesView, tr("Counted"));
    tabs->addTab(tableFor(m_notScanned, tabs), tr("Not scanned yet"));
    layout->addWidget(tabs, 1);

    // The totals on a line of their own, wrapping: beside five buttons they made the window
    // wider than a 1024-pixel screen in Russian and Uzbek.
    auto *totals = new QHBoxLayout;
    m_status->setWordWrap(true);
    totals->addWidget(m_status, 1);
    totals->addWidget(m_pending);
    layout->addLayout(totals);
    auto *bottom = new QHBoxLayout;
    bottom->addStretch(1);
    m_mode->addItem(tr("Keep items not scanned"), u"keep"_s);
    m_mode->addItem(tr("Set items not scanned to 0"), u"zero"_s);
    m_mode->setAccessibleName(tr("Items not scanned"));
    bottom->addWidget(m_mode);
    auto *print = new QPushButton(tr("&Print variances…"), this);
    print->setToolTip(
        tr("The counted items whose count differs from the stock, to print or to save"));
    bottom->addWidget(print);
    bottom->addWidget(m_apply);
    bottom->addWidget(m_cancel);
    layout->addLayout(bottom);

    m_refreshSoon.setSingleShot(true);
    m_refreshSoon.setInterval(300);
    connect(&m_refreshSoon, &QTimer::timeout, this, &CountPane::refresh);
    m_countsTimer.setInterval(countsRefreshMs);
    connect(&m_countsTimer, &QTimer::timeout, this, [this] { loadCounts(true); });
    connect(oneBack, &QPushButton::clicked, this, &CountPane::takeOneBack);
    connect(m_mode, &QComboBox::currentIndexChanged, this,
        [this] { m_notScanned->setZeroing(m_mode->currentData().toString() == "zero"_L1); });
    connect(open, &QPushButton::clicked, this, &CountPane::openCount);
    connect(m_name, &QLineEdit::returnPressed, this, &CountPane::openCount);
    connect(refreshButton, &QPushButton::clicked, this, &CountPane::refresh);
    connect(m_countBox, &QComboBox::currentIndexChanged, this, &CountPane::refresh);
    connect(m_scan, &QLineEdit::returnPressed, this, &CountPane::submitScan);
    connect(count, &QPushButton::clicked, this, &CountPane::submitScan);
    connect(m_blind, &QCheckBox::toggled, this, [this](bool blind) {
        m_lines->setBlind(blind);
        m_notScanned->setBlind(blind);
    });
    connect(print, &QPushButton::clicked, this,
        [this] { DocumentPreview::show(varianceDocument(), this); });
    connect(m_apply, &QPushButton::clicked, this, &CountPane::applyCount);
    connect(m_cancel, &QPushButton::clicked, this, &CountPane::cancelCount);
    const auto showPending = [this] {
        const int pending = m_outbox->pendingCount(Outbox::Kind::Count);
        m_pending->setText(
            pending > 0 ? tr("%n scan(s) waiting to be sent", nullptr, pending) : QString());
    };
    connect(m_outbox, &Outbox::pendingCountChanged, this, showPending);
    showPending();
    connect(m_outbox, &Outbox::entryFinished, this, [this](const OutboxEntry &entry) {
        if (entry.kind != Outbox::Kind::Count)
            return;
        if (entry.state == OutboxEntry::State::Rejected) {
            showError(tr("%1 was not counted").arg(entry.change.code), entry.errorMessage);
        } else {
            m_status->setText(
                tr("%1: %2 counted").arg(entry.productName).arg(entry.resultStock.value_or(0)));
        }
        // One refresh after a burst of scans, not two reads per scan (rate limit).
        if (entry.documentId == currentCountId()
            && m_outbox->pendingCount(Outbox::Kind::Count, entry.documentId) == 0)
            m_refreshSoon.start();
    });
    // A refused key keeps the scans (contract §7): a new key of the connection sends them.
    connect(m_outbox, &Outbox::pausedChanged, this, [this](bool paused) {
        if (paused && m_outbox->pendingCount(Outbox::Kind::Count) > 0)
            showError(tr("Scans wait"),
                tr("the server refused the key (%1). Nothing is lost: enter a new key (Connect…) "
                   "to send them.")
                    .arg(m_outbox->pauseReason()));
    });
    connect(session, &ConsoleSession::profileChanged, this, [this] {
        m_loadedOnce = false;
        if (isVisible())
            reloadCounts();
    });
}

void CountPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Counts opened on another console appear when the pane is shown and while it is.
    m_countsTimer.start();
    if (m_session->client()->baseUrl().isEmpty())
        return;
    if (!m_loadedOnce)
        loadCategories();
    reloadCounts();
}

void CountPane::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_countsTimer.stop();
}

void CountPane::setCountsRefreshInterval(int milliseconds)
{
    m_countsTimer.setInterval(milliseconds);
}

qint64 CountPane::currentCountId() const
{
    return m_countBox->currentData().toLongLong();
}

QString CountPane::bannerText() const
{
    return m_banner->text();
}

void CountPane::showError(const QString &what, const QString &message)
{
    m_banner->showMessage(MessageBanner::Kind::Warning, tr("%1: %2").arg(what, message));
}

void CountPane::loadCategories()
{
    m_session->client()->categories(
        this, [this](const ApiResult &result, const QList<Category> &categories) {
            if (!result.isSuccess())
                return;
            const qint64 chosen = m_category->currentData().toLongLong();
            m_category->clear();
            m_category->addItem(tr("Every category"), 0);
            addCategories(m_category, categories, 0);
            m_category->setCurrentIndex(std::max(0, m_category->findData(chosen)));
        });
}

void CountPane::reloadCounts()
{
    loadCounts(false);
}

void CountPane::loadCounts(bool quiet)
{
    m_loadedOnce = true;
    m_counts->counts(
        u"open"_s, this, [this, quiet](const ApiResult &result, const QList<StockCount> &counts) {
            if (!result.isSuccess()) {
                if (!quiet)
                    showError(tr("The counts could not be loaded"), result.message());
                return;
            }
            const qint64 chosen = currentCountId();
            {
                const QSignalBlocker blocker(m_countBox);
                m_countBox->clear();
                for (const StockCount &count : counts) {
                    m_countBox->addItem(
                        tr("%1 (started %2)")
                            .arg(count.name,
                                count.startedAt.toLocalTime().toString(u"yyyy-MM-dd HH:mm"_s)),
                        count.id);
                }
                const int index = m_countBox->findData(chosen);
                m_countBox->setCurrentIndex(index >= 0 ? index : m_countBox->count() - 1);
            }
            if (currentCountId() != chosen) // another count: its own choice of keep or zero
                m_mode->setCurrentIndex(0);
            // The periodic look for new counts leaves the lines (and their selection) alone
            // unless the count shown changed.
            if (!quiet || currentCountId() != chosen)
                refresh();
            Q_EMIT countsLoaded();
        });
}

void CountPane::refresh()
{
    const qint64 id = currentCountId();
    const bool open = id > 0;
    m_apply->setEnabled(open);
    m_cancel->setEnabled(open);
    if (!open) {
        m_current = {};
        m_lines->setLines({});
        m_notScanned->setLines({});
        m_status->setText(tr("No open count: start one above."));
        Q_EMIT refreshed();
        return;
    }
    const int generation = ++m_generation;
    // Lines first, then the items not scanned yet; "refreshed" once both arrived.
    m_counts->count(id, false, 1, linesPerPage, this,
        [this, id, generation](const ApiResult &result, const StockCount &count) {
            if (generation != m_generation)
                return;
            if (!result.isSuccess()) {
                showError(tr("The count could not be loaded"), result.message());
                return;
            }
            m_current = count;
            m_lines->setLines(count.lines);
            m_counts->count(id, true, 1, linesPerPage, this,
                [this, generation](const ApiResult &missing, const StockCount &notScanned) {
                    if (generation != m_generation)
                        return;
                    if (!missing.isSuccess()) {
                        showError(
                            tr("The items not scanned could not be loaded"), missing.message());
                        return;
                    }
                    m_notScanned->setLines(notScanned.lines);
                    m_notScannedTotal = notScanned.total;
                    qint64 units = 0;
                    for (const CountLine &line : m_current.lines)
                        units += line.counted;
                    m_status->setText(tr("%1, %2; %3 not scanned yet")
                                          .arg(tr("%n item(s) counted", "", int(m_current.total)),
                                              tr("%n unit(s)", "", int(units)))
                                          .arg(m_notScannedTotal));
                    Q_EMIT refreshed();
                });
        });
}

void CountPane::openCount()
{
    const QString name = m_name->text().trimmed();
    if (name.isEmpty()) {
        showError(tr("A count needs a name"), tr("type one, e.g. the shelf you count."));
        return;
    }
    m_counts->openCount(name, m_type->currentData().toString(),
        m_category->currentData().toLongLong(), this,
        [this](const ApiResult &result, const StockCount &count) {
            if (!result.isSuccess()) {
                showError(tr("The count could not be started"), result.message());
                return;
            }
            m_name->clear();
            m_banner->showMessage(
                MessageBanner::Kind::Positive, tr("Count “%1” started.").arg(count.name));
            const QSignalBlocker blocker(m_countBox);
            m_countBox->addItem(count.name, count.id);
            m_countBox->setCurrentIndex(m_countBox->count() - 1);
            refresh();
            m_scan->setFocus();
        });
}

void CountPane::submitScan()
{
    const QString code = m_scan->text().trimmed();
    if (code.isEmpty() || currentCountId() <= 0)
        return;
    enqueue(code, m_takeBack->isChecked() ? -m_quantity->value() : m_quantity->value());
    m_scan->clear();
    m_quantity->setValue(1);
    m_takeBack->setChecked(false);
}

void CountPane::takeOneBack()
{
    const QModelIndex current = m_linesView->currentIndex();
    if (!current.isValid() || current.row() >= m_lines->lines().size()) {
        showError(tr("Nothing taken back"), tr("choose a line in the Counted table first."));
        return;
    }
    enqueue(m_lines->lines().at(current.row()).code, -1);
}

void CountPane::enqueue(const QString &code, qint64 quantity)
{
    const qint64 id = currentCountId();
    if (id <= 0)
        return;
    if (m_outbox->enqueueScan(Outbox::Kind::Count, id, code, quantity) < 0)
        showError(tr("The scan could not be stored"), tr("the scan queue file is not writable."));
}

bool CountPane::ask(Question question, const QString &text)
{
    if (m_confirm)
        return m_confirm(question, text);
    QMessageBox box(QMessageBox::Question,
        question == Question::Apply ? tr("Apply count") : tr("Cancel count"), text,
        QMessageBox::Yes | QMessageBox::No, this);
    box.setDefaultButton(QMessageBox::No); // Enter from a scanner never applies or discards
    return box.exec() == QMessageBox::Yes;
}

void CountPane::loadAll(
    qint64 id, bool notScanned, std::function<void(bool ok, const QList<CountLine> &lines)> done)
{
    auto lines = std::make_shared<QList<CountLine>>();
    auto next = std::make_shared<std::function<void(int)>>();
    *next = [this, id, notScanned, done, lines, next](int page) {
        m_counts->count(id, notScanned, page, linesPerPage, this,
            [done, lines, next, page](const ApiResult &result, const StockCount &count) {
                if (!result.isSuccess()) {
                    done(false, {});
                    *next = nullptr; // breaks the cycle
                    return;
                }
                *lines += count.lines;
                if (count.lines.isEmpty() || lines->size() >= count.total) {
                    done(true, *lines);
                    *next = nullptr;
                    return;
                }
                (*next)(page + 1);
            });
    };
    (*next)(1);
}

void CountPane::applyCount()
{
    const qint64 id = currentCountId();
    if (id <= 0)
        return;
    if (m_outbox->pendingCount(Outbox::Kind::Count, id) > 0) {
        showError(tr("Not applied yet"), tr("some scans are still waiting to be sent."));
        return;
    }
    const bool zero = m_mode->currentData().toString() == "zero"_L1;
    const QString name = m_current.name;
    // What the confirmation says is read from every line, not from the page on screen.
    loadAll(id, false, [this, id, zero, name](bool ok, const QList<CountLine> &lines) {
        if (!ok) {
            showError(tr("Not applied"), tr("the count's lines could not be read."));
            return;
        }
        const auto confirm = [this, id, zero, name, lines](const QList<CountLine> &notScanned) {
            const CountSummary summary = CountSummary::of(lines, notScanned, zero);
            if (id != currentCountId() || !ask(Question::Apply, summary.confirmation(name)))
                return;
            m_counts->apply(
                id, zero, this, [this](const ApiResult &result, const StockCount &count) {
                    if (!result.isSuccess()) {
                        showError(tr("The count could not be applied"), result.message());
                        return;
                    }
                    m_banner->showMessage(MessageBanner::Kind::Positive,
                        tr("Count “%1” applied: the stock now matches it.").arg(count.name));
                    m_mode->setCurrentIndex(0); // "zero" is chosen for one count, never kept
                    Q_EMIT applied(count);
                    reloadCounts();
                });
        };
        if (!zero) {
            confirm({});
            return;
        }
        loadAll(id, true, [this, confirm](bool found, const QList<CountLine> &notScanned) {
            if (!found) {
                showError(tr("Not applied"), tr("the items not scanned could not be read."));
                return;
            }
            confirm(notScanned);
        });
    });
}

void CountPane::cancelCount()
{
    const qint64 id = currentCountId();
    if (id <= 0)
        return;
    if (!ask(Question::Cancel,
            tr("Cancel the count “%1”? The scans of every console counting it are discarded; "
               "no stock changes.")
                .arg(m_current.name)))
        return;
    m_counts->cancel(id, this, [this](const ApiResult &result, const StockCount &count) {
        if (!result.isSuccess()) {
            showError(tr("The count could not be cancelled"), result.message());
            return;
        }
        m_banner->showMessage(MessageBanner::Kind::Information,
            tr("Count “%1” cancelled; no stock changed.").arg(count.name));
        m_mode->setCurrentIndex(0);
        reloadCounts();
    });
}

TableDocument CountPane::varianceDocument() const
{
    TableDocument doc;
    const QLocale locale;
    doc.shopName = m_session->currentProfileName();
    doc.title = tr("Count variances: %1").arg(m_countBox->currentText());
    // The same figures as the Counted table: the difference is exactly what Apply adds.
    doc.headers = { tr("Product"), tr("Code"), tr("Counted"), tr("On record when counted"),
        tr("Sold/received since"), tr("Difference") };
    doc.numericColumns = { 2, 3, 4, 5 };
    if (m_lines->isBlind()) {
        doc.subtitle = tr("Blind count: expected quantities and variances are hidden.");
        return doc;
    }
    qint64 net = 0;
    for (const CountLine &line : m_lines->lines()) {
        if (line.variance == 0)
            continue;
        net += line.variance;
        doc.rows.append({ line.name, line.code, locale.toString(line.counted),
            locale.toString(line.stockWhenCounted), locale.toString(line.movedSinceCounted),
            (line.variance > 0 ? u"+"_s : QString()) + locale.toString(line.variance) });
    }
    doc.subtitle = tr("%n item(s) with a variance", nullptr, int(doc.rows.size()));
    doc.footnote = tr("Net variance: %1. Items not scanned yet: %2.")
                       .arg((net > 0 ? u"+"_s : QString()) + locale.toString(net),
                           locale.toString(m_notScanned->rowCount()));
    return doc;
}
