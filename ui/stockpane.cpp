#include "ui/stockpane.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QShortcut>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QTime>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <utility>

#include "models/connectionmonitor.h"
#include "models/consolesession.h"
#include "models/minemodel.h"
#include "models/productcodevalidator.h"
#include "models/scanlogmodel.h"
#include "net/apiclient.h"
#include "net/apiresult.h"
#include "net/outbox.h"
#include "net/outboxentry.h"
#include "ui/dialogscanguard.h"
#include "ui/feedbackplayer.h"
#include "ui/labelsources.h"
#include "ui/messagebanner.h"
#include "ui/outboxstatebanner.h"
#include "ui/preferencesdialog.h"
#include "ui/productsettingsdialog.h"
#include "ui/quantityprompt.h"
#include "ui/scanlineedit.h"
#include "ui/scanlogpanel.h"
#include "ui/scanmodebar.h"
#include "ui/scanrouter.h"
#include "ui/stocklistbar.h"
#include "ui/stockproductspanel.h"

using namespace Qt::StringLiterals;

StockPane::StockPane(ConsoleSession *session, FeedbackPlayer *feedback, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_feedback(feedback)
    , m_mine(new MineModel(session->client(), this))
    , m_log(new ScanLogModel(session->outbox(), this))
    , m_banner(new MessageBanner(this))
    , m_offline(new MessageBanner(this))
    , m_offlineState(new OutboxStateBanner(session, m_log, m_offline, this))
    , m_list(new StockListBar(session, m_mine, this))
    , m_modes(new ScanModeBar(this))
    , m_modeBadge(new QLabel(this))
    , m_scan(new ScanLineEdit(this))
    , m_ask(new QuantityPrompt(
          [this](const QString &code) {
              const int row = m_mine->rowForCode(code);
              return row >= 0 ? m_mine->item(row).name : QString();
          },
          this))
    , m_productsPanel(new StockProductsPanel(m_mine, m_banner, feedback, this))
    , m_logPanel(new ScanLogPanel(m_log, this))
{
    DialogScanGuard::install(); // a burst never answers a dialog of this pane
    m_mine->setLiveStock(session->liveStock()); // stock from the one live copy only
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    connect(
        m_offlineState, &OutboxStateBanner::connectRequested, this, &StockPane::connectRequested);
    connect(m_offlineState, &OutboxStateBanner::localServerRequested, this,
        &StockPane::localServerRequested);
    connect(m_offlineState, &OutboxStateBanner::credentialsRequested, this,
        &StockPane::credentialsRequested);
    connect(m_offlineState, &OutboxStateBanner::backOnline, this, [this](int pending) {
        m_banner->showMessage(MessageBanner::Kind::Positive,
            tr("Back online: sending %n waiting scan(s).", "", pending), {}, 4000);
    });

    layout->addWidget(m_list);
    connect(m_list, &StockListBar::reloadRequested, this, &StockPane::reload);
    connect(m_list, &StockListBar::listChosen, this, [this] { m_loadedOnce = true; });
    connect(m_list, &StockListBar::lowStockChanged, this, &StockPane::lowStockChanged);
    connect(m_productsPanel, &StockProductsPanel::editRequested, this, [this](int row) {
        if (row < 0) {
            m_banner->showMessage(MessageBanner::Kind::Information,
                tr("Choose a product in the list first."), {}, 4000);
            return;
        }
        editProduct(row);
    });
    connect(m_productsPanel, &StockProductsPanel::labelsRequested, this, [this](bool byStock) {
        LabelSources::print(LabelSources::fromMine(m_mine, m_productsPanel->chosenRows(), byStock),
            m_session->currentProfileName(), this);
    });

    connect(m_modes, &ScanModeBar::changed, this, &StockPane::saveMode);
    // Back to the scanner after the note: Enter in the note field does not count anything.
    connect(m_modes, &ScanModeBar::noteFinished, m_scan, qOverload<>(&QWidget::setFocus));
    layout->addWidget(m_modes);

    QFont big = m_scan->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    m_scan->setFont(big);
    m_scan->setPlaceholderText(tr("Scan a barcode or type an ISBN / EAN and press Enter"));
    m_scan->setAccessibleName(tr("Scan field"));
    m_scan->setValidator(new ProductCodeValidator(m_scan));
    auto *scanRow = new QHBoxLayout;
    scanRow->addWidget(m_scan, 1);
    m_modeBadge->setObjectName(u"scanModeBadge"_s);
    m_modeBadge->setFont(big);
    m_modeBadge->setAccessibleName(tr("What each scan does"));
    scanRow->addWidget(m_modeBadge);
    layout->addLayout(scanRow);

    layout->addWidget(m_ask);
    connect(m_ask, &QuantityPrompt::answered, this,
        [this](const QString &code, qint64 quantity, bool fromScanner) {
            submit(code, quantity, false, fromScanner, quantity > 0 ? u"received"_s : u"sold"_s);
        });
    connect(m_ask, &QuantityPrompt::finished, m_scan, qOverload<>(&QWidget::setFocus));

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_productsPanel);
    connect(m_logPanel, &ScanLogPanel::information, this, [this](const QString &text) {
        m_banner->showMessage(MessageBanner::Kind::Information, text, {}, 4000);
    });
    connect(m_logPanel, &ScanLogPanel::failed, this, &StockPane::error);
    connect(m_logPanel, &ScanLogPanel::finished, m_scan, qOverload<>(&QWidget::setFocus));
    splitter->addWidget(m_logPanel);
    // The products (names readable, not elided) get more room than the log.
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({ 560, 440 });
    m_split = splitter;
    connect(splitter, &QSplitter::splitterMoved, this, [this] {
        m_splitByUser = true;
        m_productsPanel->fitColumns();
    });
    layout->addWidget(splitter, 1);
    // The connection state comes and goes by itself: below the tables, so the scan field and
    // the rows above never move when it does.
    layout->addWidget(m_offline);

    auto *undoShortcut = new QShortcut(QKeySequence::Undo, this);
    undoShortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(undoShortcut, &QShortcut::activated, this, &StockPane::undoSelected);
    connect(m_scan, &ScanLineEdit::codeEntered, this, &StockPane::onCode);

    connect(m_mine, &MineModel::totalChanged, this, [this](qint64 total) {
        // Loaded: an older "could not be loaded" no longer holds.
        if (total >= 0 && m_loadWarning && m_banner->kind() == MessageBanner::Kind::Warning)
            m_banner->dismiss();
        m_loadWarning = false;
    });
    connect(m_mine, &MineModel::loadFailed, this, [this](const QString &message) {
        m_loadWarning = true;
        m_banner->showMessage(MessageBanner::Kind::Warning,
            tr("Your products could not be loaded: %1").arg(message),
            { { tr("Try again"), [this] { reload(); } } });
    });
    connect(m_productsPanel, &StockProductsPanel::stockSaved, m_list,
        &StockListBar::refreshLowCountSoon);

    connect(
        m_log, &ScanLogModel::scanApplied, this, [this](int, const QString &code, qint64 stock) {
            m_mine->applyStock(code, stock);
            if (m_feedback)
                m_feedback->playSuccess();
            m_list->refreshLowCountSoon();
            if (stock < 0)
                oversold(code, stock);
        });
    connect(m_log, &ScanLogModel::scanRejected, this, &StockPane::onRejected);

    connect(session->outbox(), &Outbox::pendingCountChanged, this, [this](int pending) {
        if (pending == 0 && m_reloadWhenSent) {
            m_reloadWhenSent = false;
            if (m_loadedOnce)
                reload();
        }
    });
    // Changes sent from an earlier run (not in this session's log): the table shows the result.
    connect(session->outbox(), &Outbox::entryChanged, this, [this](const OutboxEntry &e) {
        // A stock scan's answer only: a document scan's is its line's total, not the stock
        // (issue 41 item 1); the live copy took it in already, this flashes and recounts.
        if (e.kind == OutboxEntry::Kind::Stock && e.state == OutboxEntry::State::Applied
            && e.resultStock && m_session->outbox()->isCurrent(e.server, e.appId)) {
            m_mine->applyStock(e.change.code, *e.resultStock);
            m_list->refreshLowCountSoon();
        }
    });
    connect(session, &ConsoleSession::profileChanged, this, [this] {
        restoreMode();
        m_reloadWhenSent = m_log->showWaiting() > 0 || m_reloadWhenSent;
        m_loadedOnce = false;
        if (isVisible())
            reload();
        else
            m_list->refreshLowCount(); // the status bar shows it on every pane
        m_offlineState->update();
    });
    setFocusProxy(m_scan);
    restoreMode();
    // Scans an earlier run left waiting: in the log, to be seen, undone or discarded.
    m_reloadWhenSent = m_log->showWaiting() > 0;
    m_offlineState->update();
    m_router = std::make_unique<ScanRouter>(this, m_scan);
}

StockPane::~StockPane() = default;

QComboBox *StockPane::typeBox() const
{
    return m_list->typeBox();
}

QCheckBox *StockPane::lowStockOnlyBox() const
{
    return m_list->lowStockOnlyBox();
}

QLabel *StockPane::lowStockLabel() const
{
    return m_list->lowStockLabel();
}

qint64 StockPane::lowStockCount() const
{
    return m_list->lowStockCount();
}

QTableView *StockPane::productView() const
{
    return m_productsPanel->view();
}

QTableView *StockPane::logView() const
{
    return m_logPanel->view();
}

QSpinBox *StockPane::askQuantityBox() const
{
    return m_ask->quantityBox();
}

QSpinBox *StockPane::setQuantityBox() const
{
    return m_modes->setQuantityBox();
}

QComboBox *StockPane::writeOffReasonBox() const
{
    return m_modes->writeOffReasonBox();
}

QLineEdit *StockPane::writeOffNoteField() const
{
    return m_modes->writeOffNoteField();
}

int StockPane::askQueueSize() const
{
    return m_ask->queueSize();
}

QString StockPane::askedCode() const
{
    return m_ask->askedCode();
}

void StockPane::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    balanceSplit();
    m_productsPanel->fitColumns();
}

void StockPane::balanceSplit()
{
    if (m_splitByUser || !m_split)
        return;
    const int total = m_split->width() - m_split->handleWidth();
    const int names = total - m_productsPanel->fixedWidth() - m_logPanel->fixedWidth();
    if (total <= 0 || names <= 0)
        return; // the minimum widths decide
    // The product table's names get a little more: they are read at every scan.
    const int products = m_productsPanel->fixedWidth() + names * 3 / 5;
    m_split->setSizes({ products, total - products });
}

void StockPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    balanceSplit();
    m_productsPanel->fitColumns();
    if (!m_loadedOnce && !m_session->client()->baseUrl().isEmpty())
        reload();
    m_scan->setFocus();
}

void StockPane::reload()
{
    m_loadedOnce = true;
    m_mine->reload();
    m_list->refreshLowCount();
}

void StockPane::setScannerThresholds(const ScanKeyClassifier::Thresholds &thresholds)
{
    m_scan->setThresholds(thresholds);
    if (m_router)
        m_router->setThresholds(thresholds);
}

void StockPane::dropOwnScanRouter()
{
    m_router.reset();
}

void StockPane::setMode(Mode mode)
{
    m_modes->setMode(mode);
}

StockPane::Mode StockPane::mode() const
{
    return m_modes->mode();
}

void StockPane::updateModeBadge()
{
    const ScanModeBar::Badge badge = m_modes->badge();
    m_modeBadge->setText(badge.text);
    m_modeBadge->setStyleSheet(
        u"QLabel { color: white; background: %1; padding: 2px 8px; border-radius: 3px; }"_s.arg(
            badge.colour));
}

// Per connection: two profiles on one machine (a till and the back office) keep their own.
void StockPane::saveMode()
{
    updateModeBadge();
    if (!m_restoringMode)
        m_modes->save(m_session->currentProfileName());
}

void StockPane::restoreMode()
{
    const QScopedValueRollback restoring(m_restoringMode, true);
    m_modes->restore(m_session->currentProfileName());
    updateModeBadge();
}

void StockPane::setSetQuantity(int value)
{
    m_modes->setQuantityBox()->setValue(value);
}

void StockPane::onCode(const QString &code, bool fromScanner)
{
    m_lastFromScanner = fromScanner;
    if (m_session->client()->baseUrl().isEmpty()) {
        // No server to count it for: the code stays in the field, nothing is lost.
        error(tr("Not connected to a server, so the scan of %1 was not counted. Connect first "
                 "(Ctrl+K), then scan again.")
                  .arg(code));
        m_scan->setText(code);
        m_scan->selectAll();
        return;
    }
    const ProductCodeValidator::Check check = ProductCodeValidator::check(code);
    if (!check.isValid()) {
        error(check.problem);
        // A scanner's misread must leave a trace, or a count silently misses an item.
        if (fromScanner)
            m_log->addInvalid(code, check.problem);
        if (!fromScanner) {
            // A person typed it: give it back to correct, nothing typed is lost.
            m_scan->setText(code);
            m_scan->selectAll();
        }
        return;
    }
    // The reasons of contract §10, sent explicitly so the history says why.
    switch (mode()) {
    case Mode::Increment:
        submit(check.code, 1, false, fromScanner, u"received"_s);
        break;
    case Mode::Decrement:
        if (PreferencesDialog::loadAskBeforeBelowZero() && belowZeroAfterSale(check.code))
            askSaleBelowZero(check.code, fromScanner);
        else
            submit(check.code, -1, false, fromScanner, u"sold"_s);
        break;
    case Mode::SetQuantity:
        submit(check.code, m_modes->setQuantityBox()->value(), true, fromScanner, u"correction"_s);
        break;
    case Mode::AskQuantity:
        m_ask->ask(check.code, fromScanner);
        break;
    case Mode::WriteOff:
        submit(check.code, -1, false, fromScanner,
            m_modes->writeOffReasonBox()->currentData().toString(),
            m_modes->writeOffNoteField()->text().trimmed());
        break;
    }
}

void StockPane::submit(const QString &code, qint64 value, bool set, bool fromScanner,
    const QString &reason, const QString &note)
{
    const int row = m_mine->rowForCode(code);
    const QString name = row >= 0 ? m_mine->item(row).name : QString();
    std::optional<qint64> previous;
    if (row >= 0)
        previous = m_mine->item(row).stock;
    const ScanLogModel::Submitted result
        = m_log->submit(code, set ? StockChange::Mode::Set : StockChange::Mode::Delta, value,
            fromScanner ? ScanLogModel::Source::Scanner : ScanLogModel::Source::Keyboard, name,
            previous, reason, note);
    if (result.outboxId < 0) {
        error(result.problem);
        return;
    }
    if (m_banner->kind() == MessageBanner::Kind::Error)
        m_banner->dismiss(); // the next good scan clears the previous error
    const int scannedRow = m_mine->setLastScanned(code);
    if (scannedRow >= 0)
        m_productsPanel->view()->scrollTo(m_mine->index(scannedRow, MineModel::Stock));
}

ProductSettingsDialog *StockPane::editProduct(int row)
{
    if (row < 0 || row >= m_mine->rowCount())
        return nullptr;
    auto *dialog = new ProductSettingsDialog(m_session->client(), m_mine->item(row), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ProductSettingsDialog::saved, this, [this](const MineItem &item) {
        m_mine->replaceItem(item);
        m_banner->showMessage(MessageBanner::Kind::Positive,
            item.active
                ? tr("“%1” saved.").arg(item.name)
                : tr("“%1” is switched off: it is no longer listed or sold.").arg(item.name),
            {}, 5000);
        m_list->refreshLowCount();
    });
    dialog->open();
    return dialog;
}

void StockPane::scanBehindDialog(const QString &code)
{
    m_behindDialog.append(code);
    m_banner->showMessage(MessageBanner::Kind::Information,
        tr("%n scan(s) wait for the open window: counted when it closes (%1).", nullptr,
            int(m_behindDialog.size()))
            .arg(m_behindDialog.join(u", "_s)));
}

void StockPane::dialogClosed()
{
    if (m_behindDialog.isEmpty())
        return;
    if (DialogScanGuard::dialogOpenOver(this))
        return; // another dialog of this pane opened meanwhile: the scans wait for it too
    const QStringList codes = std::exchange(m_behindDialog, {});
    m_banner->dismiss();
    for (const QString &code : codes)
        onCode(code, true);
}

void StockPane::undoSelected()
{
    m_logPanel->undoSelected();
}

void StockPane::discardSelected()
{
    m_logPanel->discardSelected();
}

void StockPane::onRejected(
    int row, const QString &code, const QString &errorCode, const QString &message)
{
    const std::optional<qint64> current = m_log->record(row).currentStock;
    if (current)
        m_mine->applyStock(code, *current); // the row shows what the server has
    m_mine->flashCode(code, false);
    const int mineRow = m_mine->rowForCode(code);
    error(m_logPanel->refusalText(
        row, code, errorCode, message, mineRow >= 0 ? m_mine->item(mineRow).name : QString()));
}

void StockPane::error(const QString &text)
{
    m_banner->showMessage(MessageBanner::Kind::Error, text);
    if (m_feedback)
        m_feedback->playError();
}
