#include "ui/stockpane.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMetaEnum>
#include <QPushButton>
#include <QRadioButton>
#include <QScopedValueRollback>
#include <QSettings>
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
#include "ui/productsettingsdialog.h"
#include "ui/scanlineedit.h"
#include "ui/scanrouter.h"

using namespace Qt::StringLiterals;

StockPane::StockPane(ConsoleSession *session, FeedbackPlayer *feedback, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_feedback(feedback)
    , m_mine(new MineModel(session->client(), this))
    , m_log(new ScanLogModel(session->outbox(), this))
    , m_banner(new MessageBanner(this))
    , m_offline(new MessageBanner(this))
    , m_type(new QComboBox(this))
    , m_count(new QLabel(this))
    , m_modes(new QButtonGroup(this))
    , m_setQuantity(new QSpinBox(this))
    , m_writeOffReason(new QComboBox(this))
    , m_writeOffNote(new QLineEdit(this))
    , m_lowOnly(new QCheckBox(tr("&Low stock only"), this))
    , m_lowCount(new QLabel(this))
    , m_modeBadge(new QLabel(this))
    , m_lowCountTimer(new QTimer(this))
    , m_scan(new ScanLineEdit(this))
    , m_askRow(new QWidget(this))
    , m_askLabel(new QLabel(m_askRow))
    , m_askQuantity(new QSpinBox(m_askRow))
    , m_products(new QTableView(this))
    , m_logView(new QTableView(this))
    , m_undo(new QPushButton(tr("&Undo scan"), this))
{
    DialogScanGuard::install(); // a burst never answers a dialog of this pane
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_banner);
    m_offline->setClosable(false);

    auto *top = new QHBoxLayout;
    auto *typeLabel = new QLabel(tr("&Products:"), this);
    typeLabel->setBuddy(m_type);
    m_type->addItem(tr("Books"), u"book"_s);
    m_type->addItem(tr("Stationery"), u"stationery"_s);
    top->addWidget(typeLabel);
    top->addWidget(m_type);
    top->addWidget(m_count, 1);
    m_lowOnly->setToolTip(tr("Show only the products at or below their reorder level"));
    m_lowOnly->setFocusPolicy(Qt::NoFocus); // the scan field keeps the keyboard
    top->addWidget(m_lowOnly);
    top->addWidget(m_lowCount);
    auto *reloadButton = new QPushButton(tr("&Reload"), this);
    top->addWidget(reloadButton);
    // What acts on the chosen products sits under their table (as Undo under the log): in
    // the top row it made the window 1136 px wide in Uzbek.
    auto *productButtons = new QHBoxLayout;
    // Labels for the selected products, or for all shown (e.g. the low-stock list).
    auto *labels = new QToolButton(this);
    labels->setText(tr("Print labels"));
    labels->setPopupMode(QToolButton::InstantPopup);
    labels->setFocusPolicy(Qt::NoFocus);
    labels->addAction(tr("One label each…"), this, [this] { printLabels(false); });
    labels->addAction(tr("As many as in stock…"), this, [this] { printLabels(true); });
    auto *settingsButton = new QPushButton(tr("&Edit product…"), this);
    settingsButton->setToolTip(
        tr("Price, reorder level and quantity, and whether the chosen product is active"));
    settingsButton->setFocusPolicy(Qt::NoFocus); // the scan field keeps the keyboard
    productButtons->addStretch(1);
    productButtons->addWidget(settingsButton);
    productButtons->addWidget(labels);
    connect(settingsButton, &QPushButton::clicked, this, [this] {
        const int row = m_products->currentIndex().row();
        if (row < 0) {
            m_banner->showMessage(MessageBanner::Kind::Information,
                tr("Choose a product in the list first."), {}, 4000);
            return;
        }
        editProduct(row);
    });
    layout->addLayout(top);

    auto *modeRow = new QHBoxLayout;
    // Write-off and its reason and note on a row of their own: one row for all of it did not
    // fit a 1024 px screen in Russian or Uzbek.
    auto *writeOffRow = new QHBoxLayout;
    auto *eachScan = new QLabel(tr("Each scan:"), this);
    modeRow->addWidget(eachScan);
    writeOffRow->addSpacing(eachScan->sizeHint().width() + modeRow->spacing());
    const QList<QPair<Mode, QString>> modes { { Mode::Increment, tr("+1 (received)") },
        { Mode::Decrement, tr("−1 (sold)") }, { Mode::SetQuantity, tr("set to") },
        { Mode::AskQuantity, tr("ask quantity") }, { Mode::WriteOff, tr("−1 write off:") } };
    for (const auto &[mode, text] : modes) {
        auto *radio = new QRadioButton(text, this);
        radio->setFocusPolicy(Qt::NoFocus); // the scan field keeps the keyboard
        m_modes->addButton(radio, int(mode));
        (mode == Mode::WriteOff ? writeOffRow : modeRow)->addWidget(radio);
        if (mode == Mode::SetQuantity) {
            m_setQuantity->setRange(0, 1'000'000'000);
            m_setQuantity->setValue(1);
            m_setQuantity->setAccessibleName(tr("Stock to set on each scan"));
            modeRow->addWidget(m_setQuantity);
        }
        if (mode == Mode::WriteOff) {
            m_writeOffReason->addItem(tr("damaged"), u"damaged"_s);
            m_writeOffReason->addItem(tr("lost"), u"lost"_s);
            m_writeOffReason->addItem(tr("returned to supplier"), u"returned_to_supplier"_s);
            m_writeOffReason->setAccessibleName(tr("Why the scanned items are written off"));
            m_writeOffReason->setFocusPolicy(Qt::ClickFocus);
            writeOffRow->addWidget(m_writeOffReason);
            m_writeOffNote->setMaxLength(200); // the server's limit for a note
            m_writeOffNote->setPlaceholderText(tr("note (optional)"));
            m_writeOffNote->setAccessibleName(tr("Note for the write-off"));
            m_writeOffNote->setClearButtonEnabled(true);
            writeOffRow->addWidget(m_writeOffNote, 1);
        }
    }
    m_modes->button(int(Mode::Increment))->setChecked(true);
    connect(m_modes, &QButtonGroup::idToggled, this, &StockPane::updateWriteOffControls);
    connect(m_modes, &QButtonGroup::idToggled, this, [this](int, bool checked) {
        if (checked)
            saveMode();
    });
    connect(m_setQuantity, &QSpinBox::valueChanged, this, &StockPane::saveMode);
    connect(m_writeOffReason, &QComboBox::currentIndexChanged, this, &StockPane::saveMode);
    updateWriteOffControls();
    // Back to the scanner after the note: Enter in the note field does not count anything.
    connect(m_writeOffNote, &QLineEdit::returnPressed, m_scan, qOverload<>(&QWidget::setFocus));
    modeRow->addStretch(1);
    layout->addLayout(modeRow);
    layout->addLayout(writeOffRow);

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

    auto *askLayout = new QHBoxLayout(m_askRow);
    askLayout->setContentsMargins(0, 0, 0, 0);
    askLayout->addWidget(m_askLabel);
    m_askQuantity->setRange(-100000, 100000);
    m_askQuantity->setValue(1);
    askLayout->addWidget(m_askQuantity);
    auto *askApply = new QPushButton(tr("Apply"), m_askRow);
    auto *askCancel = new QPushButton(tr("Skip"), m_askRow);
    askLayout->addWidget(askApply);
    askLayout->addWidget(askCancel);
    askLayout->addStretch(1);
    // Its line is kept while hidden: the tables below never jump when a quantity is asked.
    QSizePolicy askPolicy = m_askRow->sizePolicy();
    askPolicy.setRetainSizeWhenHidden(true);
    m_askRow->setSizePolicy(askPolicy);
    m_askRow->hide();
    layout->addWidget(m_askRow);
    connect(askApply, &QPushButton::clicked, this, [this] { finishAsk(true); });
    connect(askCancel, &QPushButton::clicked, this, [this] { finishAsk(false); });
    auto *askEnter = new QShortcut(QKeySequence(Qt::Key_Return), m_askQuantity);
    askEnter->setContext(Qt::WidgetShortcut);
    connect(askEnter, &QShortcut::activated, this, [this] { finishAsk(true); });
    auto *askEnter2 = new QShortcut(QKeySequence(Qt::Key_Enter), m_askQuantity);
    askEnter2->setContext(Qt::WidgetShortcut);
    connect(askEnter2, &QShortcut::activated, this, [this] { finishAsk(true); });
    auto *askEscape = new QShortcut(QKeySequence(Qt::Key_Escape), m_askQuantity);
    askEscape->setContext(Qt::WidgetShortcut);
    connect(askEscape, &QShortcut::activated, this, [this] { finishAsk(false); });

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    m_products->setModel(m_mine);
    m_products->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_products->setEditTriggers(
        QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_products->horizontalHeader()->setSectionResizeMode(MineModel::Name, QHeaderView::Stretch);
    for (int column : { MineModel::Code, MineModel::Price, MineModel::Stock,
             MineModel::ReorderLevel, MineModel::InStock })
        m_products->horizontalHeader()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_products->verticalHeader()->hide();
    // "In stock" only repeats the big quantity (0 or not): its room goes to the names.
    m_products->setColumnHidden(MineModel::InStock, true);
    m_products->setAlternatingRowColors(true);
    // Rows tall enough for the big quantity.
    QFont quantity = m_products->font();
    quantity.setPointSizeF(quantity.pointSizeF() * 1.5);
    quantity.setBold(true);
    m_products->verticalHeader()->setDefaultSectionSize(QFontMetrics(quantity).height() + 8);
    m_products->setWordWrap(false);
    m_products->setTextElideMode(Qt::ElideRight);
    // Headers sort the loaded rows; nothing is sorted until one is clicked (server order).
    m_products->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_products->setSortingEnabled(true);
    auto *productBox = new QWidget(this);
    auto *productLayout = new QVBoxLayout(productBox);
    productLayout->setContentsMargins(0, 0, 0, 0);
    productLayout->addWidget(m_products, 1);
    productLayout->addLayout(productButtons);
    splitter->addWidget(productBox);

    auto *logBox = new QWidget(this);
    auto *logLayout = new QVBoxLayout(logBox);
    logLayout->setContentsMargins(0, 0, 0, 0);
    logLayout->addWidget(new QLabel(tr("Scan log"), logBox));
    m_logView->setModel(m_log);
    m_logView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_logView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_logView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_logView->verticalHeader()->hide();
    QHeaderView *logHeader = m_logView->horizontalHeader();
    logHeader->setSectionResizeMode(ScanLogModel::Product, QHeaderView::Stretch);
    for (int column :
        { ScanLogModel::Time, ScanLogModel::Code, ScanLogModel::Change, ScanLogModel::Stock })
        logHeader->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    // The product's name is what the seller reads: in any language the names keep their
    // share of the width (balanceSplit) and never less than about 10 characters. The state
    // fits the usual states; a long refusal is elided (its tooltip and the banner say it all)
    // instead of squeezing the name away.
    const QFontMetrics metrics = m_logView->fontMetrics();
    const int padding = 2 * m_logView->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 4;
    const int chrome
        = 2 * m_logView->frameWidth() + m_logView->style()->pixelMetric(QStyle::PM_ScrollBarExtent);
    int stateWidth = logHeader->sectionSizeHint(ScanLogModel::State);
    for (const QString &state : { ScanLogModel::stateText(OutboxEntry::State::Pending),
             ScanLogModel::stateText(OutboxEntry::State::Sending),
             ScanLogModel::stateText(OutboxEntry::State::Applied),
             ScanLogModel::stateText(OutboxEntry::State::Rejected), ScanLogModel::invalidText() })
        stateWidth = std::max(stateWidth, metrics.horizontalAdvance(state) + padding);
    logHeader->setSectionResizeMode(ScanLogModel::State, QHeaderView::Interactive);
    logHeader->resizeSection(ScanLogModel::State, stateWidth);
    const auto fixedWidth = [&](QHeaderView *header, const QFontMetrics &fm,
                                const QList<QPair<int, QString>> &samples) {
        int width = chrome;
        for (const auto &[column, sample] : samples)
            width += std::max(
                header->sectionSizeHint(column), fm.horizontalAdvance(sample) + padding);
        return width;
    };
    m_logFixed = stateWidth
        + fixedWidth(logHeader, metrics,
            { { ScanLogModel::Time, u"23:59:59"_s }, { ScanLogModel::Code, u"9780000000000"_s },
                { ScanLogModel::Change, u"+100"_s }, { ScanLogModel::Stock, u"10000"_s } });
    m_logView->setMinimumWidth(m_logFixed + metrics.averageCharWidth() * 10);
    QHeaderView *productHeader = m_products->horizontalHeader();
    m_productsFixed = fixedWidth(productHeader, m_products->fontMetrics(),
                          { { MineModel::Code, u"9780000000000"_s },
                              { MineModel::Price, QLocale().toString(999999) },
                              { MineModel::ReorderLevel, {} } })
        + QFontMetrics(quantity).horizontalAdvance(u"9999"_s) + padding;
    m_logView->setWordWrap(false);
    logLayout->addWidget(m_logView, 1);
    m_undo->setToolTip(tr("Reverse the selected scan (or the latest one) (Ctrl+Z)"));
    m_undo->setFocusPolicy(Qt::NoFocus);
    m_logView->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_logView, &QWidget::customContextMenuRequested, this, &StockPane::showLogMenu);
    logLayout->addWidget(m_undo, 0, Qt::AlignRight);
    splitter->addWidget(logBox);
    // The products (names readable, not elided) get more room than the log.
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({ 560, 440 });
    m_split = splitter;
    connect(splitter, &QSplitter::splitterMoved, this, [this] {
        m_splitByUser = true;
        fitProductColumns();
    });
    layout->addWidget(splitter, 1);
    // The connection state comes and goes by itself: below the tables, so the scan field and
    // the rows above never move when it does.
    layout->addWidget(m_offline);

    auto *undoShortcut = new QShortcut(QKeySequence::Undo, this);
    undoShortcut->setContext(Qt::WidgetWithChildrenShortcut);
    connect(undoShortcut, &QShortcut::activated, this, &StockPane::undoSelected);
    connect(m_undo, &QPushButton::clicked, this, &StockPane::undoSelected);
    connect(reloadButton, &QPushButton::clicked, this, &StockPane::reload);
    connect(m_type, &QComboBox::currentIndexChanged, this, [this] {
        m_mine->setType(m_type->currentData().toString());
        refreshLowCount();
    });
    connect(m_lowOnly, &QCheckBox::toggled, this, [this](bool on) {
        m_loadedOnce = true;
        m_mine->setLowStockOnly(on);
        refreshLowCount();
    });
    m_lowCountTimer->setSingleShot(true);
    m_lowCountTimer->setInterval(400);
    connect(m_lowCountTimer, &QTimer::timeout, this, &StockPane::refreshLowCount);
    connect(m_scan, &ScanLineEdit::codeEntered, this, &StockPane::onCode);

    connect(m_mine, &MineModel::totalChanged, this, &StockPane::updateCount);
    connect(m_mine, &MineModel::totalChanged, this, [this](qint64 total) {
        // Loaded: an older "could not be loaded" no longer holds.
        if (total >= 0 && m_loadWarning && m_banner->kind() == MessageBanner::Kind::Warning)
            m_banner->dismiss();
        m_loadWarning = false;
    });
    connect(m_mine, &QAbstractItemModel::rowsInserted, this, &StockPane::updateCount);
    connect(m_mine, &MineModel::loadFailed, this, [this](const QString &message) {
        m_loadWarning = true;
        m_banner->showMessage(MessageBanner::Kind::Warning,
            tr("Your products could not be loaded: %1").arg(message),
            { { tr("Try again"), [this] { reload(); } } });
    });
    connect(m_mine, &MineModel::stockSaved, this, [this](const QString &name, qint64 stock) {
        m_banner->showMessage(MessageBanner::Kind::Positive,
            tr("Stock of “%1” is now %2.").arg(name).arg(stock), {}, 4000);
        if (m_feedback)
            m_feedback->playSuccess();
        m_lowCountTimer->start();
    });
    connect(m_mine, &MineModel::stockConflict, this,
        [this](const QString &code, const QString &name, qint64 yours, qint64 current) {
            if (m_feedback)
                m_feedback->playError();
            m_banner->showMessage(MessageBanner::Kind::Error,
                tr("“%1” was changed by someone else meanwhile: its stock is now %2. Your value "
                   "%3 was not saved.")
                    .arg(name)
                    .arg(current)
                    .arg(yours),
                { { tr("Set %1 anyway").arg(yours),
                      [this, code, yours, current] {
                          const int row = m_mine->rowForCode(code);
                          if (row >= 0)
                              m_mine->sendStock(row, yours, current);
                      } },
                    { tr("Keep %1").arg(current), nullptr } });
        });
    connect(m_mine, &MineModel::stockSaveFailed, this,
        [this](const QString &code, const QString &name, qint64 yours, const QString &message) {
            if (m_feedback)
                m_feedback->playError();
            m_banner->showMessage(MessageBanner::Kind::Error,
                tr("The stock %1 of “%2” was not saved: %3").arg(yours).arg(name, message),
                { { tr("Try again"), [this, code, yours] {
                       const int row = m_mine->rowForCode(code);
                       if (row >= 0)
                           m_mine->sendStock(row, yours, m_mine->item(row).stock);
                   } } });
        });

    connect(
        m_log, &ScanLogModel::scanApplied, this, [this](int, const QString &code, qint64 stock) {
            m_mine->applyStock(code, stock);
            if (m_feedback)
                m_feedback->playSuccess();
            m_lowCountTimer->start();
        });
    connect(m_log, &ScanLogModel::scanRejected, this, &StockPane::onRejected);
    connect(
        m_log, &QAbstractItemModel::rowsInserted, m_logView, [this] { m_logView->scrollToTop(); });

    connect(session->monitor(), &ConnectionMonitor::stateChanged, this, &StockPane::updateOffline);
    connect(session->outbox(), &Outbox::pendingCountChanged, this, &StockPane::updateOffline);
    connect(session->outbox(), &Outbox::pendingCountChanged, this, [this](int pending) {
        if (pending == 0 && m_reloadWhenSent) {
            m_reloadWhenSent = false;
            if (m_loadedOnce)
                reload();
        }
    });
    connect(session->outbox(), &Outbox::pausedChanged, this, &StockPane::updateOffline);
    // Changes sent from an earlier run (not in this session's log): the table shows the result.
    connect(session->outbox(), &Outbox::entryChanged, this, [this](const OutboxEntry &e) {
        if (e.state == OutboxEntry::State::Applied && e.resultStock
            && m_session->outbox()->isCurrent(e.server, e.appId)) {
            m_mine->applyStock(e.change.code, *e.resultStock);
            m_lowCountTimer->start();
        }
    });
    connect(session, &ConsoleSession::profileChanged, this, [this] {
        restoreMode();
        m_reloadWhenSent = m_log->showWaiting() > 0 || m_reloadWhenSent;
        m_loadedOnce = false;
        if (isVisible())
            reload();
        else
            refreshLowCount(); // the status bar shows it on every pane
        updateOffline();
    });
    setFocusProxy(m_scan);
    restoreMode();
    // Scans an earlier run left waiting: in the log, to be seen, undone or discarded.
    m_reloadWhenSent = m_log->showWaiting() > 0;
    updateCount();
    updateOffline();
    m_router = std::make_unique<ScanRouter>(this, m_scan);
}

StockPane::~StockPane() = default;

void StockPane::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    balanceSplit();
    fitProductColumns();
}

void StockPane::fitProductColumns()
{
    // On a 1024 px screen (Russian and Uzbek above all) the fixed columns left the names no
    // room at all: the reorder level gives way (Edit product sets it, "Low stock only" uses it).
    const int names = m_products->fontMetrics().averageCharWidth() * 12;
    m_products->setColumnHidden(
        MineModel::ReorderLevel, m_products->width() < m_productsFixed + names);
}

void StockPane::balanceSplit()
{
    if (m_splitByUser || !m_split)
        return;
    const int total = m_split->width() - m_split->handleWidth();
    const int names = total - m_productsFixed - m_logFixed;
    if (total <= 0 || names <= 0)
        return; // the minimum widths decide
    // The product table's names get a little more: they are read at every scan.
    const int products = m_productsFixed + names * 3 / 5;
    m_split->setSizes({ products, total - products });
}

void StockPane::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    balanceSplit();
    fitProductColumns();
    if (!m_loadedOnce && !m_session->client()->baseUrl().isEmpty())
        reload();
    m_scan->setFocus();
}

void StockPane::reload()
{
    m_loadedOnce = true;
    m_mine->reload();
    refreshLowCount();
}

void StockPane::refreshLowCount()
{
    m_lowCountTimer->stop();
    const int generation = ++m_lowCountGeneration;
    if (m_session->client()->baseUrl().isEmpty()) {
        m_lowStockCount = -1;
        m_lowCount->clear();
        Q_EMIT lowStockChanged(-1, QString());
        return;
    }
    ApiClient::Options options = ApiClient::Options::background();
    options.supersedeGroup = u"stock-pane-low-count"_s;
    m_session->client()->mineLowStock(
        m_mine->type(), 1, 1, this,
        [this, generation](const ApiResult &result, const Paged<MineItem> &data) {
            if (generation != m_lowCountGeneration || result.kind() != ApiResult::Kind::Ok)
                return; // a newer count is on its way, or this one failed: keep the last
            m_lowStockCount = data.meta.total;
            m_lowCount->setText(m_mine->type() == "book"_L1
                    ? tr("%n book(s) at or below the reorder level", "", int(m_lowStockCount))
                    : tr("%n stationery item(s) at or below the reorder level", "",
                        int(m_lowStockCount)));
            // Red while something needs ordering, plain when nothing does.
            m_lowCount->setStyleSheet(
                m_lowStockCount > 0 ? u"color: #b02020; font-weight: bold;"_s : QString());
            Q_EMIT lowStockChanged(m_lowStockCount, m_lowCount->text());
        },
        options);
}

void StockPane::updateWriteOffControls()
{
    const bool writeOff = mode() == Mode::WriteOff;
    m_writeOffReason->setEnabled(writeOff);
    m_writeOffNote->setEnabled(writeOff);
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
    m_modes->button(int(mode))->setChecked(true);
}

StockPane::Mode StockPane::mode() const
{
    return Mode(m_modes->checkedId());
}

void StockPane::updateModeBadge()
{
    QString text;
    QString colour;
    switch (mode()) {
    case Mode::Increment:
        text = tr("+1 received");
        colour = u"#1b7f3b"_s;
        break;
    case Mode::Decrement:
        text = tr("−1 sold");
        colour = u"#b02020"_s;
        break;
    case Mode::SetQuantity:
        text = tr("set to %1").arg(m_setQuantity->value());
        colour = u"#1f5fa8"_s;
        break;
    case Mode::AskQuantity:
        text = tr("ask how many");
        colour = u"#5a5a5a"_s;
        break;
    case Mode::WriteOff:
        text = tr("−1 written off (%1)").arg(m_writeOffReason->currentText());
        colour = u"#7a3fa0"_s;
        break;
    }
    m_modeBadge->setText(text);
    m_modeBadge->setStyleSheet(
        u"QLabel { color: white; background: %1; padding: 2px 8px; border-radius: 3px; }"_s.arg(
            colour));
}

// Per connection: two profiles on one machine (a till and the back office) keep their own.
void StockPane::saveMode()
{
    updateModeBadge();
    const QString profile = m_session->currentProfileName();
    if (m_restoringMode || profile.isEmpty())
        return;
    QSettings settings;
    settings.beginGroup(u"stock-mode/"_s + profile);
    settings.setValue(
        u"mode"_s, QString::fromLatin1(QMetaEnum::fromType<Mode>().valueToKey(int(mode()))));
    settings.setValue(u"set"_s, m_setQuantity->value());
    settings.setValue(u"write-off"_s, m_writeOffReason->currentData().toString());
}

void StockPane::restoreMode()
{
    const QScopedValueRollback restoring(m_restoringMode, true);
    QSettings settings;
    settings.beginGroup(u"stock-mode/"_s + m_session->currentProfileName());
    bool known = false;
    const int value = QMetaEnum::fromType<Mode>().keyToValue(
        settings.value(u"mode"_s).toString().toLatin1().constData(), &known);
    if (m_session->currentProfileName().isEmpty() || !known)
        setMode(Mode::Increment);
    else
        setMode(Mode(value));
    m_setQuantity->setValue(settings.value(u"set"_s, 1).toInt());
    const int reason = m_writeOffReason->findData(settings.value(u"write-off"_s).toString());
    m_writeOffReason->setCurrentIndex(std::max(0, reason));
    updateModeBadge();
}

void StockPane::setSetQuantity(int value)
{
    m_setQuantity->setValue(value);
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
        submit(check.code, -1, false, fromScanner, u"sold"_s);
        break;
    case Mode::SetQuantity:
        submit(check.code, m_setQuantity->value(), true, fromScanner, u"correction"_s);
        break;
    case Mode::AskQuantity:
        askQuantity(check.code, fromScanner);
        break;
    case Mode::WriteOff:
        submit(check.code, -1, false, fromScanner, m_writeOffReason->currentData().toString(),
            m_writeOffNote->text().trimmed());
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
        m_products->scrollTo(m_mine->index(scannedRow, MineModel::Stock));
}

void StockPane::askQuantity(const QString &code, bool fromScanner)
{
    m_askQueue.append({ code, fromScanner });
    if (m_askCode.isEmpty()) {
        showNextAsk();
        return;
    }
    // Still answering the previous one: this scan waits its turn.
    updateAskLabel();
    m_askQuantity->setFocus();
    m_askQuantity->selectAll();
}

void StockPane::showNextAsk()
{
    if (m_askQueue.isEmpty()) {
        m_askCode.clear();
        m_askRow->hide();
        m_scan->setFocus();
        return;
    }
    const auto [code, fromScanner] = m_askQueue.takeFirst();
    m_askCode = code;
    m_askFromScanner = fromScanner;
    updateAskLabel();
    m_askQuantity->setValue(1);
    m_askRow->show();
    m_askQuantity->setFocus();
    m_askQuantity->selectAll();
}

void StockPane::updateAskLabel()
{
    const int row = m_mine->rowForCode(m_askCode);
    QString text = row >= 0
        ? tr("How many of “%1” (%2)? Negative removes; Enter applies, Esc skips.")
              .arg(m_mine->item(row).name, m_askCode)
        : tr("How many of %1? Negative removes; Enter applies, Esc skips.").arg(m_askCode);
    if (!m_askQueue.isEmpty())
        text = tr("%1 (%n more scan(s) waiting)", "", int(m_askQueue.size())).arg(text);
    m_askLabel->setText(text);
}

void StockPane::finishAsk(bool apply)
{
    if (m_askCode.isEmpty())
        return;
    if (apply && m_askQuantity->value() != 0)
        submit(m_askCode, m_askQuantity->value(), false, m_askFromScanner,
            m_askQuantity->value() > 0 ? u"received"_s : u"sold"_s);
    showNextAsk();
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
        refreshLowCount();
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
    int row = -1;
    const QModelIndexList selected = m_logView->selectionModel()->selectedRows();
    if (!selected.isEmpty())
        row = selected.first().row();
    else {
        for (int r = 0; r < m_log->rowCount(); ++r) {
            if (m_log->canUndo(r)) {
                row = r;
                break;
            }
        }
    }
    if (row >= 0 && !m_log->canUndo(row) && m_log->canDiscard(row)) {
        discardSelected(); // queued under a key no longer used: dropping it is the undo
        return;
    }
    if (row < 0 || !m_log->canUndo(row)) {
        m_banner->showMessage(MessageBanner::Kind::Information,
            tr("Nothing to undo: choose an applied or waiting scan in the log."), {}, 4000);
        return;
    }
    if (m_log->undo(row) < 0)
        error(tr("The undo could not be stored in the local outbox."));
    m_scan->setFocus();
}

int StockPane::selectedLogRow() const
{
    const QModelIndexList selected = m_logView->selectionModel()->selectedRows();
    return selected.isEmpty() ? -1 : selected.first().row();
}

void StockPane::discardSelected()
{
    const int row = selectedLogRow();
    if (!m_log->discard(row))
        m_banner->showMessage(MessageBanner::Kind::Information,
            tr("Nothing to discard: choose a scan that waits to be sent."), {}, 4000);
    m_scan->setFocus();
}

void StockPane::showLogMenu(const QPoint &pos)
{
    const QModelIndex index = m_logView->indexAt(pos);
    if (!index.isValid())
        return;
    m_logView->selectRow(index.row());
    const int row = index.row();
    QMenu menu(this);
    menu.addAction(tr("&Undo scan"), this, &StockPane::undoSelected)
        ->setEnabled(m_log->canUndo(row));
    menu.addAction(tr("&Discard (never send it)"), this, &StockPane::discardSelected)
        ->setEnabled(m_log->canDiscard(row));
    menu.addAction(
            tr("&Send with the current key"), this, [this, row] { m_log->sendWithCurrentKey(row); })
        ->setEnabled(m_log->isStranded(row));
    menu.exec(m_logView->viewport()->mapToGlobal(pos));
}

void StockPane::updateOffline()
{
    Outbox *outbox = m_session->outbox();
    const int pending = outbox->pendingCount();
    if (m_session->client()->baseUrl().isEmpty()) {
        m_offline->showMessage(MessageBanner::Kind::Information,
            tr("Not connected. Connect to your shop's catalog server to see your products and "
               "count stock, or run a server on this computer in the Local server pane."),
            { { tr("Connect…"),
                  [this] {
                      Q_EMIT connectRequested();
                      QTimer::singleShot(0, this, &StockPane::updateOffline);
                  } },
                { tr("Local server"), [this] {
                     Q_EMIT localServerRequested();
                     QTimer::singleShot(0, this, &StockPane::updateOffline);
                 } } });
    } else if (outbox->isPaused() && pending > 0) {
        m_offline->showMessage(MessageBanner::Kind::Error,
            // The reason says what is wrong (no secret sent, or the key refused) and what to do.
            tr("%n scan(s) wait for credentials. %1 Nothing is lost: they are sent once the key "
               "is accepted.",
                "", pending)
                .arg(outbox->pauseReason()),
            { { tr("Enter the secret…"), [this] {
                   Q_EMIT credentialsRequested();
                   // Still waiting (e.g. the dialog was cancelled): the banner stays.
                   QTimer::singleShot(0, this, &StockPane::updateOffline);
               } } });
    } else if (const int stranded = outbox->strandedCount(); stranded > 0) {
        m_offline->showMessage(MessageBanner::Kind::Error,
            tr("%n scan(s) wait under a key this connection no longer uses. Send them with the "
               "current key, or discard them (the scan log lists them).",
                "", stranded),
            { { tr("Send with the current key"),
                  [this] {
                      for (int row = 0; row < m_log->rowCount(); ++row)
                          m_log->sendWithCurrentKey(row);
                  } },
                { tr("Discard them"), [this] {
                     for (int row = 0; row < m_log->rowCount(); ++row) {
                         if (m_log->isStranded(row))
                             m_log->discard(row);
                     }
                 } } });
    } else if (m_session->monitor()->state() == ConnectionMonitor::State::Offline) {
        m_offline->showMessage(MessageBanner::Kind::Warning,
            tr("Offline: the server cannot be reached. Keep scanning — %n scan(s) wait in the "
               "outbox and are sent when the server is back.",
                "", pending));
    } else if (!m_offline->isHidden()) { // also while the pane is hidden
        const bool wasOffline = m_offline->kind() == MessageBanner::Kind::Warning;
        m_offline->dismiss();
        if (wasOffline && pending > 0)
            m_banner->showMessage(MessageBanner::Kind::Positive,
                tr("Back online: sending %n waiting scan(s).", "", pending), {}, 4000);
    }
}

void StockPane::updateCount()
{
    const qint64 total = m_mine->total();
    m_count->setText(
        total < 0 ? QString() : tr("%1 of %2 shown").arg(m_mine->rowCount()).arg(total));
}

void StockPane::onRejected(
    int row, const QString &code, const QString &errorCode, const QString &message)
{
    const ScanLogModel::Record &record = m_log->record(row);
    const std::optional<qint64> current = record.currentStock;
    if (current)
        m_mine->applyStock(code, *current); // the row shows what the server has
    m_mine->flashCode(code, false);
    const int mineRow = m_mine->rowForCode(code);
    const QString what = !record.name.isEmpty() ? tr("“%1” (%2)").arg(record.name, code)
        : mineRow >= 0 ? tr("“%1” (%2)").arg(m_mine->item(mineRow).name, code)
                       : tr("Code %1").arg(code);
    const bool undo = record.source == ScanLogModel::Source::Undo;
    if (errorCode == "not_found"_L1) {
        // The server answers the same 404 for an unknown code and for the seller's own
        // switched-off product: the words fit both.
        error(tr("Code %1 is not among your active products: an unknown code, or a product "
                 "that is switched off. Check the shelf label, or add the product to the "
                 "catalog first.")
                  .arg(code));
    } else if (errorCode == "stock_would_be_negative"_L1) {
        error(current ? tr("%1: the stock cannot go below 0 (it is %2); nothing was changed.")
                            .arg(what)
                            .arg(*current)
                      : tr("%1: the stock cannot go below 0; nothing was changed.").arg(what));
    } else if (errorCode == "stock_conflict"_L1 && current) {
        error(undo ? tr("%1: the undo was not applied: the stock was changed meanwhile and is "
                        "now %2. Check the shelf and set it if needed.")
                         .arg(what)
                         .arg(*current)
                   : tr("%1: the stock was changed meanwhile and is now %2, so this change was "
                        "not applied.")
                         .arg(what)
                         .arg(*current));
    } else if (errorCode == "stock_conflict"_L1) {
        error(tr("%1: the stock changed meanwhile, so this change was not applied. %2")
                  .arg(what, message));
    } else {
        error(tr("%1 was refused: %2").arg(what, message));
    }
}

void StockPane::error(const QString &text)
{
    m_banner->showMessage(MessageBanner::Kind::Error, text);
    if (m_feedback)
        m_feedback->playError();
}

void StockPane::printLabels(bool byStock)
{
    QList<int> rows;
    for (const QModelIndex &index : m_products->selectionModel()->selectedRows())
        rows.append(index.row());
    if (rows.isEmpty()) {
        for (int row = 0; row < m_mine->rowCount(); ++row)
            rows.append(row);
    }
    std::sort(rows.begin(), rows.end());
    LabelSources::print(
        LabelSources::fromMine(m_mine, rows, byStock), m_session->currentProfileName(), this);
}
