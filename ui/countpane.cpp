#include "ui/countpane.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <memory>

#include "models/consolesession.h"
#include "models/countmodel.h"
#include "models/countsummary.h"
#include "models/productcodevalidator.h"
#include "net/apiclient.h"
#include "net/countclient.h"
#include "ui/messagebanner.h"
#include "ui/printing/documentpreview.h"
#include "ui/scanlineedit.h"

using namespace Qt::StringLiterals;

namespace {

constexpr int linesPerPage = 100;

void addCategories(QComboBox *box, const QList<Category> &categories, int depth)
{
    for (const Category &category : categories) {
        box->addItem(QString(depth * 2, u' ') + category.name, category.id);
        addCategories(box, category.children, depth + 1);
    }
}

} // namespace

CountPane::CountPane(ConsoleSession *session, QWidget *parent)
    : ScanDocumentPane(Outbox::Kind::Count, session, parent)
    , m_counts(new CountClient(session->client(), this))
    , m_lines(new CountModel(this))
    , m_notScanned(new CountModel(this, CountModel::Kind::NotScanned))
    , m_name(new QLineEdit(this))
    , m_type(new QComboBox(this))
    , m_category(new QComboBox(this))
    , m_blind(new QCheckBox(tr("&Blind count"), this))
    , m_mode(new QComboBox(this))
    , m_apply(new QPushButton(tr("&Apply…"), this))
    , m_cancel(new QPushButton(tr("Cancel count"), this))
{
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
    setStartArea(start);

    setChooserLabel(tr("Open count:"), tr("Open count"));
    // Beside the count it hides quantities of, not in the scan row: there its words in Uzbek
    // squeezed the scan field and widened the window.
    chooserRow()->addWidget(m_blind);
    m_blind->setToolTip(tr("Blind count: expected quantities and variances are hidden."));

    scanField()->setAccessibleName(tr("Code to count"));
    quantity()->setToolTip(tr("How many this scan counts (a carton); back to 1 after each scan."));
    auto *count = new QPushButton(tr("C&ount"), this);
    auto *oneBack = new QPushButton(tr("Take one bac&k"), this);
    oneBack->setToolTip(tr("Takes one back from the line selected in the Counted table."));
    scanRow()->insertWidget(2, count);
    scanRow()->addWidget(oneBack);

    m_linesView = linesTable(m_lines, CountModel::Product, tabs());
    tabs()->addTab(m_linesView, tr("Counted"));
    tabs()->addTab(linesTable(m_notScanned, CountModel::Product, tabs()), tr("Not scanned yet"));

    m_mode->addItem(tr("Keep items not scanned"), u"keep"_s);
    m_mode->addItem(tr("Set items not scanned to 0"), u"zero"_s);
    m_mode->setAccessibleName(tr("Items not scanned"));
    bottomRow()->addWidget(m_mode);
    auto *print = new QPushButton(tr("&Print variances…"), this);
    print->setToolTip(
        tr("The counted items whose count differs from the stock, to print or to save"));
    bottomRow()->addWidget(print);
    bottomRow()->addWidget(m_apply);
    bottomRow()->addWidget(m_cancel);

    connect(oneBack, &QPushButton::clicked, this, &CountPane::takeOneBack);
    connect(m_mode, &QComboBox::currentIndexChanged, this,
        [this] { m_notScanned->setZeroing(m_mode->currentData().toString() == "zero"_L1); });
    connect(open, &QPushButton::clicked, this, &CountPane::openCount);
    connect(m_name, &QLineEdit::returnPressed, this, &CountPane::openCount);
    connect(count, &QPushButton::clicked, this, [this] { submitScan(scanField()->text()); });
    connect(m_blind, &QCheckBox::toggled, this, [this](bool blind) {
        m_lines->setBlind(blind);
        m_notScanned->setBlind(blind);
    });
    connect(print, &QPushButton::clicked, this,
        [this] { DocumentPreview::show(varianceDocument(), this); });
    connect(m_apply, &QPushButton::clicked, this, &CountPane::applyCount);
    connect(m_cancel, &QPushButton::clicked, this, &CountPane::cancelCount);
    connect(session, &ConsoleSession::profileChanged, this, [this] { m_categoriesLoaded = false; });
    clearDocument();
}

void CountPane::showEvent(QShowEvent *event)
{
    if (!m_categoriesLoaded && hasServer())
        loadCategories();
    ScanDocumentPane::showEvent(event);
}

void CountPane::loadCategories()
{
    m_categoriesLoaded = true;
    session()->client()->categories(
        this, [this](const ApiResult &result, const QList<Category> &categories) {
            if (!result.isSuccess()) {
                m_categoriesLoaded = false;
                return;
            }
            const qint64 chosen = m_category->currentData().toLongLong();
            m_category->clear();
            m_category->addItem(tr("Every category"), 0);
            addCategories(m_category, categories, 0);
            m_category->setCurrentIndex(std::max(0, m_category->findData(chosen)));
        });
}

QString CountPane::countTitle(const StockCount &count)
{
    // The same title whether the count was opened here or listed (counts may share a name).
    if (!count.startedAt.isValid())
        return count.name;
    return tr("%1 (started %2)")
        .arg(count.name, count.startedAt.toLocalTime().toString(u"yyyy-MM-dd HH:mm"_s));
}

void CountPane::loadDocuments(bool quiet)
{
    const int listed = listGeneration();
    m_counts->counts(u"open"_s, this,
        [this, quiet, listed](const ApiResult &result, const QList<StockCount> &counts) {
            if (!result.isSuccess()) {
                if (!quiet)
                    showLoadError(tr("The counts could not be loaded"), result.message());
                return;
            }
            const qint64 chosen = currentCountId();
            QList<QPair<qint64, QString>> titles;
            for (const StockCount &count : counts)
                titles.append({ count.id, countTitle(count) });
            setDocuments(titles, quiet, listed);
            if (currentCountId() != chosen) // another count: its own choice of keep or zero
                m_mode->setCurrentIndex(0);
            Q_EMIT countsLoaded();
        });
}

void CountPane::clearDocument()
{
    m_apply->setEnabled(false);
    m_cancel->setEnabled(false);
    m_current = {};
    m_notScannedTotal = 0;
    m_lines->setLines({});
    m_notScanned->setLines({});
    totalLabel()->setText(tr("No open count: start one above."));
}

void CountPane::loadDocument(qint64 id, int generation)
{
    m_apply->setEnabled(true);
    m_cancel->setEnabled(true);
    // Lines first, then the items not scanned yet; "refreshed" once both arrived.
    m_counts->count(id, false, 1, linesPerPage, this,
        [this, id, generation](const ApiResult &result, const StockCount &count) {
            if (!isCurrentGeneration(generation))
                return;
            if (!result.isSuccess()) {
                showLoadError(tr("The count could not be loaded"), result.message());
                return;
            }
            m_current = count;
            m_lines->setLines(count.lines);
            m_counts->count(id, true, 1, linesPerPage, this,
                [this, generation](const ApiResult &missing, const StockCount &notScanned) {
                    if (!isCurrentGeneration(generation))
                        return;
                    if (!missing.isSuccess()) {
                        showLoadError(
                            tr("The items not scanned could not be loaded"), missing.message());
                        return;
                    }
                    m_notScanned->setLines(notScanned.lines);
                    m_notScannedTotal = notScanned.total;
                    showTotals();
                    documentLoaded();
                });
        });
}

void CountPane::showTotals()
{
    qint64 units = 0;
    for (const CountLine &line : m_current.lines)
        units += line.counted;
    totalLabel()->setText(tr("%1, %2; %3 not scanned yet")
                              .arg(tr("%n item(s) counted", "", int(m_current.total)),
                                  tr("%n unit(s)", "", int(units)))
                              .arg(m_notScannedTotal));
}

void CountPane::scanFinished(const OutboxEntry &entry)
{
    if (entry.state == OutboxEntry::State::Rejected)
        showError(tr("%1 was not counted").arg(entry.change.code), entry.errorMessage);
    else
        totalLabel()->setText(
            tr("%1: %2 counted").arg(entry.productName).arg(entry.resultStock.value_or(0)));
}

bool CountPane::showsStockOf(const QString &code) const
{
    const QString key = ProductCodeValidator::matchKey(code);
    for (const CountModel *model : { m_lines, m_notScanned }) {
        for (const CountLine &line : model->lines()) {
            if (ProductCodeValidator::matchKey(line.code) == key)
                return true;
        }
    }
    return false;
}

QString CountPane::closedWhileWaiting() const
{
    return tr("the count was applied or cancelled while they waited. Start a new count and scan "
              "them again.");
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
            showSuccess(tr("Count “%1” started.").arg(count.name));
            showOpenedDocument(count.id, countTitle(count));
        });
}

bool CountPane::enqueueScan(qint64 id, const QString &code, qint64 quantity)
{
    return outbox()->enqueueScan(Outbox::Kind::Count, id, code, quantity) >= 0;
}

void CountPane::takeOneBack()
{
    const QModelIndex current = m_linesView->currentIndex();
    if (!current.isValid() || current.row() >= m_lines->lines().size()) {
        showError(tr("Nothing taken back"), tr("choose a line in the Counted table first."));
        return;
    }
    if (const qint64 id = currentCountId();
        id > 0 && !enqueueScan(id, m_lines->lines().at(current.row()).code, -1))
        showError(tr("The scan could not be stored"), tr("the scan queue file is not writable."));
}

void CountPane::loadAll(
    qint64 id, bool notScanned, std::function<void(bool ok, const QList<CountLine> &lines)> done)
{
    auto lines = std::make_shared<QList<CountLine>>();
    readPages(
        [this, id, notScanned, lines](int page, std::function<void(bool, bool)> next) {
            m_counts->count(id, notScanned, page, linesPerPage, this,
                [lines, next](const ApiResult &result, const StockCount &count) {
                    if (!result.isSuccess()) {
                        next(false, false);
                        return;
                    }
                    *lines += count.lines;
                    next(true, !count.lines.isEmpty() && lines->size() < count.total);
                });
        },
        [lines, done](bool ok) { done(ok, ok ? *lines : QList<CountLine>()); });
}

void CountPane::applyCount()
{
    const qint64 id = currentCountId();
    if (id <= 0)
        return;
    if (outbox()->pendingCount(Outbox::Kind::Count, id) > 0) {
        showError(tr("Not applied yet"), tr("some scans are still waiting to be sent."));
        return;
    }
    const bool zero = m_mode->currentData().toString() == "zero"_L1;
    const QString name = m_current.name;
    // What the confirmation says is read from every line and, kept or zeroed, counts every
    // item not scanned: with "zero" each one's stock (every page), with "keep" their number.
    loadAll(id, false, [this, id, zero, name](bool ok, const QList<CountLine> &lines) {
        if (!ok) {
            showError(tr("Not applied"), tr("the count's lines could not be read."));
            return;
        }
        const auto ask
            = [this, id, zero, name, lines](const QList<CountLine> &rest, qint64 restTotal) {
                  CountSummary summary = CountSummary::of(lines, rest, zero);
                  summary.itemsNotScanned = restTotal;
                  if (id != currentCountId()
                      || !confirm(Question::Finish, tr("Apply count"), summary.confirmation(name)))
                      return;
                  setFinishing(true);
                  m_counts->apply(
                      id, zero, this, [this](const ApiResult &result, const StockCount &count) {
                          setFinishing(false);
                          if (!result.isSuccess()) {
                              showError(tr("The count could not be applied"), result.message());
                              return;
                          }
                          showSuccess(
                              tr("Count “%1” applied: the stock now matches it.").arg(count.name));
                          m_mode->setCurrentIndex(0); // "zero" is chosen for one count, never kept
                          Q_EMIT applied(count);
                          reload();
                      });
              };
        if (zero) {
            loadAll(id, true, [this, ask](bool found, const QList<CountLine> &rest) {
                if (!found) {
                    showError(tr("Not applied"), tr("the items not scanned could not be read."));
                    return;
                }
                ask(rest, rest.size());
            });
            return;
        }
        m_counts->count(
            id, true, 1, 1, this, [this, ask](const ApiResult &result, const StockCount &rest) {
                if (!result.isSuccess()) {
                    showError(tr("Not applied"), tr("the items not scanned could not be read."));
                    return;
                }
                ask({}, rest.total);
            });
    });
}

void CountPane::cancelCount()
{
    const qint64 id = currentCountId();
    if (id <= 0)
        return;
    if (!confirm(Question::Cancel, tr("Cancel count"),
            tr("Cancel the count “%1”? The scans of every console counting it are discarded; "
               "no stock changes.")
                .arg(m_current.name)))
        return;
    setFinishing(true);
    m_counts->cancel(id, this, [this](const ApiResult &result, const StockCount &count) {
        setFinishing(false);
        if (!result.isSuccess()) {
            showError(tr("The count could not be cancelled"), result.message());
            return;
        }
        showSuccess(tr("Count “%1” cancelled; no stock changed.").arg(count.name));
        m_mode->setCurrentIndex(0);
        reload();
    });
}

TableDocument CountPane::varianceDocument() const
{
    TableDocument doc;
    const QLocale locale;
    doc.shopName = session()->currentProfileName();
    doc.title = tr("Count variances: %1").arg(documentChooser()->currentText());
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
                           locale.toString(m_notScannedTotal));
    return doc;
}
