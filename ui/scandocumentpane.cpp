#include "ui/scandocumentpane.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <utility>

#include "models/consolesession.h"
#include "models/livestock.h"
#include "net/apiclient.h"
#include "ui/dialogscanguard.h"
#include "ui/feedbackplayer.h"
#include "ui/messagebanner.h"
#include "ui/scanlineedit.h"
#include "ui/scanrouter.h"

using namespace Qt::StringLiterals;

namespace {

constexpr int listRefreshMs = 30000;
constexpr int successShownMs = 5000;

} // namespace

ScanDocumentPane::ScanDocumentPane(Outbox::Kind kind, ConsoleSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_kind(kind)
    , m_outbox(session->outbox())
    , m_feedback(new FeedbackPlayer(this))
    , m_banner(new MessageBanner(this))
    , m_layout(new QVBoxLayout(this))
    , m_chooserRow(new QHBoxLayout)
    , m_chooserLabel(new QLabel(this))
    , m_documents(new QComboBox(this))
    , m_refreshButton(new QPushButton(tr("&Refresh"), this))
    , m_scanRow(new QHBoxLayout)
    , m_scan(new ScanLineEdit(this))
    , m_quantity(new QSpinBox(this))
    , m_takeBack(new QCheckBox(tr("&Take back"), this))
    , m_tabs(new QTabWidget(this))
    , m_total(new QLabel(this))
    , m_pending(new QLabel(this))
    , m_bottomRow(new QHBoxLayout)
{
    DialogScanGuard::install(); // a burst never answers a dialog of this pane
    ScanRouter::setPaneScanField(this, m_scan); // a scan anywhere in the pane is a line
    // The one banner area, above everything else (the window's own messages float over it).
    m_layout->addWidget(m_banner);

    m_chooserRow->addWidget(m_chooserLabel);
    m_chooserRow->addWidget(m_documents, 1);
    // A narrow window elides the chosen document's name; its tooltip has all of it.
    connect(m_documents, &QComboBox::currentTextChanged, m_documents, &QWidget::setToolTip);
    m_refreshButton->setToolTip(
        tr("Reads the open documents and the totals of every console scanning them again (F5)."));
    m_chooserRow->addWidget(m_refreshButton);
    m_layout->addLayout(m_chooserRow);

    m_scan->setPlaceholderText(tr("Scan or type an ISBN or barcode, then Enter"));
    m_quantity->setRange(1, 100000);
    m_quantity->setValue(1);
    m_quantity->setPrefix(tr("× "));
    m_quantity->setToolTip(tr("How many this scan adds (a carton); back to 1 after each scan."));
    m_takeBack->setToolTip(tr("The next scan takes its quantity back from the item's line (a "
                              "mis-scan); back to adding after it."));
    m_scanRow->addWidget(m_scan, 1);
    m_scanRow->addWidget(m_quantity);
    m_scanRow->addWidget(m_takeBack);
    m_layout->addLayout(m_scanRow);
    m_layout->addWidget(m_tabs, 1);

    auto *totals = new QHBoxLayout;
    QFont big = m_total->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    m_total->setFont(big);
    m_total->setAccessibleName(tr("Running total"));
    m_total->setWordWrap(true); // a long total in Uzbek wraps: the pane fits 1024 px
    totals->addWidget(m_total, 1);
    m_pending->setAccessibleName(tr("Scans waiting"));
    m_pending->setWordWrap(true);
    totals->addWidget(m_pending);
    m_layout->addLayout(totals);
    m_bottomRow->addStretch(1);
    m_layout->addLayout(m_bottomRow);

    auto *f5 = new QShortcut(QKeySequence::Refresh, this);
    f5->setContext(Qt::WidgetWithChildrenShortcut);
    connect(f5, &QShortcut::activated, this, &ScanDocumentPane::reload);
    connect(m_refreshButton, &QPushButton::clicked, this, &ScanDocumentPane::reload);
    connect(m_documents, &QComboBox::currentIndexChanged, this, [this] {
        m_noneChosen = false; // the person chose
        refresh();
    });
    connect(m_scan, &ScanLineEdit::codeEntered, this,
        [this](const QString &code, bool) { submitScan(code); });

    m_refreshSoon.setSingleShot(true);
    m_refreshSoon.setInterval(300);
    connect(&m_refreshSoon, &QTimer::timeout, this, &ScanDocumentPane::refresh);
    m_listTimer.setInterval(listRefreshMs);
    connect(&m_listTimer, &QTimer::timeout, this, [this] { loadDocuments(true); });
    connect(session, &ConsoleSession::profileChanged, this, [this] {
        if (isVisible())
            reload();
    });
    // A sale elsewhere (a till, an online order) reaches the live copy within a second; the
    // lines that show that product's stock are read again then, not on a timer (issue 41).
    connect(session->liveStock(), &LiveStock::itemChanged, this, [this](const MineItem &item) {
        if (!isVisible() || currentDocumentId() <= 0)
            return;
        bool shown = showsStockOf(item.code);
        for (const StationeryVariant &variant : item.variants)
            shown = shown || showsStockOf(variant.barcode); // a line of one variant
        if (shown)
            m_refreshSoon.start();
    });
    connect(m_outbox, &Outbox::pendingCountChanged, this, &ScanDocumentPane::updateOutboxStatus);
    connect(m_outbox, &Outbox::entryFinished, this, [this](const OutboxEntry &entry) {
        if (entry.kind != m_kind)
            return;
        if (entry.state == OutboxEntry::State::Rejected)
            playError();
        else
            playSuccess();
        scanFinished(entry);
        // One refresh after a burst of scans, not two reads per scan (rate limit).
        if (entry.documentId == currentDocumentId()
            && m_outbox->pendingCount(m_kind, entry.documentId) == 0)
            m_refreshSoon.start();
        Q_EMIT scanAnswered();
    });
    // A refused key keeps the scans (contract §7): a new key of the connection sends them.
    connect(m_outbox, &Outbox::pausedChanged, this, [this](bool paused) {
        if (paused && pendingScans() > 0)
            showError(tr("Scans wait"),
                tr("the server refused the key (%1). Nothing is lost: enter a new key (Connect…) "
                   "to send them.")
                    .arg(m_outbox->pauseReason()));
    });
    updateOutboxStatus();
}

QTableView *ScanDocumentPane::linesTable(QAbstractItemModel *model, int stretch, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->horizontalHeader()->setSectionResizeMode(stretch, QHeaderView::Stretch);
    return view;
}

int ScanDocumentPane::pendingScans() const
{
    return m_outbox->pendingCount(m_kind);
}

void ScanDocumentPane::setFeedbackPlayer(FeedbackPlayer *player)
{
    if (player && player != m_feedback) {
        if (m_feedback->parent() == this)
            delete m_feedback;
        m_feedback = player;
    }
}

void ScanDocumentPane::setStartArea(QWidget *start)
{
    m_layout->insertWidget(1, start); // below the banner area
}

void ScanDocumentPane::setChooserLabel(const QString &label, const QString &accessibleName)
{
    m_chooserLabel->setText(label);
    m_documents->setAccessibleName(accessibleName);
}

void ScanDocumentPane::setListRefreshInterval(int milliseconds)
{
    m_listTimer.setInterval(milliseconds);
}

void ScanDocumentPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_listTimer.start();
    if (hasServer())
        reload();
}

void ScanDocumentPane::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_listTimer.stop();
}

bool ScanDocumentPane::hasServer() const
{
    return !m_session->client()->baseUrl().isEmpty();
}

qint64 ScanDocumentPane::currentDocumentId() const
{
    return m_documents->currentData().toLongLong();
}

QString ScanDocumentPane::bannerText() const
{
    return m_banner->text();
}

void ScanDocumentPane::showError(const QString &what, const QString &message)
{
    m_banner->showMessage(MessageBanner::Kind::Warning, tr("%1: %2").arg(what, message));
}

void ScanDocumentPane::showLoadError(const QString &what, const QString &message)
{
    showError(what, message);
    m_loadError = m_banner->text();
}

void ScanDocumentPane::showSuccess(const QString &text)
{
    m_banner->showMessage(MessageBanner::Kind::Positive, text, {}, successShownMs);
}

void ScanDocumentPane::playSuccess()
{
    if (m_feedback)
        m_feedback->playSuccess();
}

void ScanDocumentPane::playError()
{
    if (m_feedback)
        m_feedback->playError();
}

bool ScanDocumentPane::confirm(Question question, const QString &title, const QString &text)
{
    bool yes = false;
    if (m_confirm) {
        yes = m_confirm(question, text);
    } else {
        QMessageBox box(
            QMessageBox::Question, title, text, QMessageBox::Yes | QMessageBox::No, this);
        // An Enter that got through never finishes or discards.
        box.setDefaultButton(QMessageBox::No);
        yes = box.exec() == QMessageBox::Yes;
    }
    // Answered No: the scans that waited go into the document when the box is gone
    // (dialogClosed). Answered Yes with scans made while the question was open: the answer was
    // given to a document without them, and a post, apply or cancel works on what the server
    // holds (contract §10, §11), so they would be lost. They go into the document first and
    // nothing is finished; the seller looks at it and answers again.
    if (!yes || m_behindDialog.isEmpty())
        return yes;
    const QStringList codes = std::exchange(m_behindDialog, {});
    updateOutboxStatus();
    playError();
    const qint64 id = currentDocumentId();
    if (id <= 0) {
        showError(tr("Not scanned: %1").arg(codes.join(u", "_s)), closedWhileWaiting());
        return false;
    }
    for (const QString &code : codes) {
        if (!enqueueScan(id, code, 1)) {
            showError(tr("Not scanned: %1").arg(codes.join(u", "_s)),
                tr("the scan queue file is not writable."));
            return false;
        }
    }
    showError(tr("Not done: %1").arg(title),
        tr("%n scan(s) made while the question was open went into the document first. Look at "
           "it and answer again.",
            nullptr, int(codes.size())));
    return false;
}

void ScanDocumentPane::reload()
{
    if (!hasServer())
        return;
    loadDocuments(false);
}

void ScanDocumentPane::setDocuments(
    const QList<QPair<qint64, QString>> &documents, bool quiet, int listedGeneration)
{
    if (listedGeneration != m_listGeneration) {
        loadDocuments(quiet);
        return;
    }
    const qint64 chosen = currentDocumentId();
    const QString chosenTitle = m_documents->currentText();
    bool closedElsewhere = false;
    {
        const QSignalBlocker blocker(m_documents);
        m_documents->clear();
        for (const auto &[id, title] : documents)
            m_documents->addItem(title, id);
        const int index = m_documents->findData(chosen);
        // Closed on another console: none is chosen until the person chooses, so the scanner
        // never feeds another document unseen.
        closedElsewhere = index < 0 && chosen > 0 && chosen != m_finishedHere;
        m_noneChosen = m_noneChosen || closedElsewhere;
        m_documents->setCurrentIndex(index >= 0 ? index
                : m_noneChosen                  ? -1
                                                : m_documents->count() - 1);
    }
    if (closedElsewhere)
        showError(tr("“%1” was finished or cancelled on another console").arg(chosenTitle),
            tr("choose the document to scan into above."));
    // The quiet periodic look reads the lines again too: other consoles' scans and sales
    // elsewhere change them (a count's "sold since").
    if (!quiet || currentDocumentId() != chosen || pendingScans() == 0)
        refresh();
    Q_EMIT documentsLoaded();
}

void ScanDocumentPane::setFinishing(bool finishing)
{
    m_finishing = finishing;
    if (finishing)
        m_finishedHere = currentDocumentId();
}

void ScanDocumentPane::showOpenedDocument(qint64 id, const QString &title)
{
    ++m_listGeneration;
    m_noneChosen = false;
    {
        const QSignalBlocker blocker(m_documents);
        m_documents->addItem(title, id);
        m_documents->setCurrentIndex(m_documents->count() - 1);
    }
    refresh();
    m_scan->setFocus();
}

void ScanDocumentPane::refresh()
{
    const qint64 id = currentDocumentId();
    m_scan->setEnabled(id > 0);
    const int generation = ++m_generation; // pages still on their way stay out
    if (id <= 0) {
        clearDocument();
        documentLoaded();
        return;
    }
    loadDocument(id, generation);
}

void ScanDocumentPane::documentLoaded()
{
    if (!m_loadError.isEmpty() && m_banner->isVisible() && m_banner->text() == m_loadError)
        m_banner->dismiss();
    m_loadError.clear();
    Q_EMIT refreshed();
}

void ScanDocumentPane::readPages(
    const PageFetch &fetch, const std::function<void(bool ok)> &done, int page)
{
    fetch(page, [this, fetch, done, page](bool ok, bool more) {
        if (!ok || !more) {
            done(ok);
            return;
        }
        readPages(fetch, done, page + 1);
    });
}

void ScanDocumentPane::submitScan(const QString &raw)
{
    const QString code = raw.trimmed();
    const qint64 id = currentDocumentId();
    if (code.isEmpty())
        return;
    if (id <= 0) { // a scanner's burst while none is chosen (the field is disabled then)
        playError();
        showError(tr("%1 was not scanned into any document").arg(code),
            tr("choose one above or start one, then scan again."));
        return;
    }
    const qint64 quantity = m_quantity->value() * (m_takeBack->isChecked() ? -1 : 1);
    if (!enqueueScan(id, code, quantity)) {
        playError();
        showError(tr("The scan could not be stored"), tr("the scan queue file is not writable."));
        return;
    }
    m_scan->clear();
    m_quantity->setValue(1);
    m_takeBack->setChecked(false);
}

void ScanDocumentPane::scanBehindDialog(const QString &code)
{
    m_behindDialog.append(code);
    updateOutboxStatus();
}

void ScanDocumentPane::dialogClosed()
{
    if (m_behindDialog.isEmpty())
        return;
    // Another dialog of this pane opened meanwhile (Add product after a confirmation): the
    // scans wait for that one too.
    if (DialogScanGuard::dialogOpenOver(this))
        return;
    const QStringList codes = std::exchange(m_behindDialog, {});
    updateOutboxStatus();
    if (m_finishing || currentDocumentId() <= 0) {
        playError();
        showError(tr("Not scanned: %1").arg(codes.join(u", "_s)), closedWhileWaiting());
        return;
    }
    for (const QString &code : codes) {
        const qint64 id = currentDocumentId();
        if (!enqueueScan(id, code, 1)) {
            playError();
            showError(
                tr("The scan could not be stored"), tr("the scan queue file is not writable."));
            return;
        }
    }
}

void ScanDocumentPane::updateOutboxStatus()
{
    // The scans made here that wait, counted and listed (their codes in the tooltip): in the
    // outbox (offline, a refused key) or behind a dialog of this pane.
    QStringList parts;
    QStringList codes;
    const QList<OutboxEntry> waiting = m_outbox->waiting(m_kind);
    if (!waiting.isEmpty())
        parts << tr("%n scan(s) waiting to be sent", nullptr, int(waiting.size()));
    for (const OutboxEntry &entry : waiting)
        codes << entry.change.code;
    if (!m_behindDialog.isEmpty())
        parts << tr("%n scan(s) waiting for the open window", nullptr, int(m_behindDialog.size()));
    codes << m_behindDialog;
    m_pending->setText(parts.join(u'\n'));
    m_pending->setToolTip(codes.join(u'\n'));
    // Each line whole: the running total beside it wraps instead (it was "1 scan wait…" at
    // 1024 px, the word-wrapped label squeezed by the total's stretch).
    int widest = 0;
    for (const QString &part : std::as_const(parts))
        widest = qMax(widest, m_pending->fontMetrics().horizontalAdvance(part));
    m_pending->setMinimumWidth(widest + m_pending->contentsMargins().left()
        + m_pending->contentsMargins().right() + 2 * m_pending->margin());
}
