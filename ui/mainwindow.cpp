#include "ui/mainwindow.h"

#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>
#include <algorithm>

#include "models/connectionmonitor.h"
#include "models/consolesession.h"
#include "models/localserver.h"
#include "models/productcodevalidator.h"
#include "net/apiclient.h"
#include "net/apiresult.h"
#include "net/connectionprofiles.h"
#include "net/outbox.h"
#include "ui/catalogpane.h"
#include "ui/connectdialog.h"
#include "ui/elidedlabel.h"
#include "ui/feedbackplayer.h"
#include "ui/localserverpane.h"
#include "ui/messagebanner.h"
#include "ui/preferencesdialog.h"
#include "ui/productdetailpanel.h"
#include "ui/scandocumentpane.h"
#include "ui/scanlineedit.h"
#include "ui/scanrouter.h"
#include "ui/searchpane.h"
#include "ui/sellerspane.h"
#include "ui/statusindicators.h"
#include "ui/stockpane.h"
#include "ui/syncstatuslabel.h"

using namespace Qt::StringLiterals;

MainWindow::MainWindow(ConsoleSession *session, LocalServer *localServer, QWidget *parent)
    : QMainWindow(parent)
    , m_session(session)
    , m_localServer(localServer)
    , m_feedback(new FeedbackPlayer(this))
    , m_banner(new MessageBanner(this))
    , m_sidebar(new QListWidget(this))
    , m_stack(new QStackedWidget(this))
    , m_profiles(new QComboBox(this))
    , m_indicators(new StatusIndicators(session, this))
{
    setObjectName(u"MainWindow"_s);
    setWindowTitle(tr("Catalog Console"));
    setWindowIcon(Icons::icon(Icons::Glyph::App));

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(4, 4, 4, 0);
    auto *splitter = new QSplitter(Qt::Horizontal, central);
    splitter->setObjectName(u"MainSplitter"_s);
    m_sidebar->setIconSize(QSize(24, 24));
    // Its width: its longest name's (restoreWindow).
    m_sidebar->setAccessibleName(tr("Panes"));
    splitter->addWidget(m_sidebar);
    // Window-wide messages above the current pane, in the layout: they cover none of its rows
    // and none of its own messages. Hidden, they take no space.
    auto *paneArea = new QWidget(splitter);
    auto *paneLayout = new QVBoxLayout(paneArea);
    paneLayout->setContentsMargins(0, 0, 0, 0);
    paneLayout->setSpacing(2);
    m_banner->setCollapsible(true);
    paneLayout->addWidget(m_banner);
    paneLayout->addWidget(m_stack, 1);
    splitter->addWidget(paneArea);
    splitter->setStretchFactor(1, 1);
    layout->addWidget(splitter, 1);
    setCentralWidget(central);

    LocalServerPane *local = buildPanes();

    connect(m_sidebar, &QListWidget::currentRowChanged, m_stack, &QStackedWidget::setCurrentIndex);
    connect(m_stack, &QStackedWidget::currentChanged, this, [this](int index) {
        if (QWidget *w = m_stack->widget(index))
            w->setFocus();
    });

    auto *toolbar = addToolBar(tr("Connection"));
    toolbar->setObjectName(u"ConnectionToolBar"_s);
    toolbar->setMovable(false);
    toolbar->addWidget(new QLabel(tr("Server: "), toolbar));
    m_profiles->setMinimumContentsLength(24);
    m_profiles->setAccessibleName(tr("Connection profile"));
    m_profiles->setToolTip(tr("Switch to another saved server (Ctrl+Shift+P)"));
    toolbar->addWidget(m_profiles);
    QAction *connectAction = toolbar->addAction(tr("Connect…"));
    connect(connectAction, &QAction::triggered, this, &MainWindow::openConnectDialog);
    connect(m_profiles, &QComboBox::activated, this, [this](int index) {
        const QString name = m_profiles->itemData(index).toString();
        if (!name.isEmpty() && name != m_session->currentProfileName())
            m_session->connectProfile(name);
    });
    if (ConnectionProfiles *profiles = session->profiles())
        connect(profiles, &ConnectionProfiles::profilesChanged, this, &MainWindow::refreshProfiles);
    connect(session, &ConsoleSession::profileChanged, this, &MainWindow::refreshProfiles);
    // A problem any pane showed while the server did not answer or refused the key goes once
    // it answers and accepts the key again.
    const auto connectionState = [this](ConnectionMonitor::State state) {
        if (state == ConnectionMonitor::State::Online)
            MessageBanner::setConnectionOut(this, false);
        else if (state == ConnectionMonitor::State::Offline
            || state == ConnectionMonitor::State::Refused)
            MessageBanner::setConnectionOut(this, true);
    };
    connect(session->monitor(), &ConnectionMonitor::stateChanged, this, connectionState);
    connectionState(session->monitor()->state());
    connect(session, &ConsoleSession::problem, this, [this](const QString &message) {
        m_banner->showMessage(MessageBanner::Kind::Warning, message);
    });

    // The count of low-stock products matters on every pane: the status bar, not the pane.
    auto *lowStock = new ElidedLabel(this);
    lowStock->setObjectName(u"lowStockStatus"_s);
    m_stock->lowStockLabel()->hide();
    connect(m_stock, &StockPane::lowStockChanged, lowStock,
        [lowStock](qint64 count, const QString &text) {
            lowStock->setText(text);
            lowStock->setToolTip(text); // whole when a narrow screen shortens it
            lowStock->setStyleSheet(
                count > 0 ? u"color: #b02020; font-weight: bold;"_s : QString());
        });
    statusBar()->addWidget(lowStock);
    // The shop server's sync with the marketplace (contract §14), while it follows one; it
    // gives way to the permanent indicators on a narrow screen.
    statusBar()->addWidget(new SyncStatusLabel(local->syncMonitor(), this), 1);
    statusBar()->addPermanentWidget(m_indicators);
    buildMenus();
    // A scanner burst anywhere in the window (menus and combo lists included) is a scan:
    // recognised by its timing, handled by the pane it happened on.
    m_stock->dropOwnScanRouter();
    m_router
        = std::make_unique<ScanRouter>(this, m_stock->scanField(), [this](const QString &code) {
              if (m_stack->currentWidget() == m_stock) {
                  m_stock->scanField()->setFocus(Qt::OtherFocusReason);
                  m_stock->scanField()->takeScan(code);
              } else if (QLineEdit *field = ScanRouter::paneScanField(m_stack->currentWidget())) {
                  // A count's or a document's scan field: a scan anywhere on the pane is a line;
                  // with none chosen (the field disabled) the pane says it was not counted.
                  auto *documents = qobject_cast<ScanDocumentPane *>(m_stack->currentWidget());
                  if (!field->isEnabled() && documents)
                      documents->submitScan(code);
                  else
                      ScanRouter::enterInto(field, code);
              } else {
                  openScannedCode(code);
              }
          });
    refreshProfiles();
    applyPreferences();
    restoreWindow();
    connect(session, &ConsoleSession::keyScopeChanged, this, &MainWindow::applyKeyScope);
    applyKeyScope();
}

bool MainWindow::isPaneListed(QWidget *pane) const
{
    const int index = m_stack->indexOf(pane);
    return index >= 0 && !m_sidebar->item(index)->isHidden();
}

void MainWindow::applyKeyScope()
{
    const bool seller = m_session->keyScope() != ConsoleSession::KeyScope::NoSeller;
    for (QWidget *pane : std::as_const(m_sellerPanes)) {
        const int index = m_stack->indexOf(pane);
        m_sidebar->item(index)->setHidden(!seller);
        if (index < m_paneActions.size())
            m_paneActions.at(index)->setVisible(seller);
    }
    if (m_scanFieldAction)
        m_scanFieldAction->setVisible(seller);
    if (!seller && m_sellerPanes.contains(m_stack->currentWidget()))
        showPane(Pane::Catalog);
}

MainWindow::~MainWindow() = default;

void MainWindow::openScannedCode(const QString &raw)
{
    const ProductCodeValidator::Check check = ProductCodeValidator::check(raw);
    if (!check.isValid()) {
        m_feedback->playError();
        m_banner->showMessage(MessageBanner::Kind::Error,
            tr("Scanned %1: %2").arg(raw.trimmed(), check.problem), {}, 0);
        return;
    }
    const QString code = check.code;
    auto *sellers = qobject_cast<SellersPane *>(m_stack->currentWidget());
    if (sellers && sellers->currentSeller() > 0) {
        // The chosen shop's own lookup.
        sellers->codeField()->setText(code);
        sellers->lookupCode();
        return;
    }
    const std::optional<qint64> seller = m_session->sellerId();
    if (!seller && m_session->keyScope() == ConsoleSession::KeyScope::NoSeller) {
        // A key of no seller has no shop to look in: the catalog's search finds the code's
        // listings across sellers (contract §5.1, codes).
        m_banner->dismiss();
        showPane(Pane::Search);
        if (auto *search = qobject_cast<SearchPane *>(pane(Pane::Search)))
            search->search(code);
        return;
    }
    if (!seller) {
        m_banner->showMessage(MessageBanner::Kind::Information,
            tr("Scanned %1. To open scanned products here, enter your seller number in the "
               "connection settings.")
                .arg(code),
            { { tr("Connect…"), [this] { openConnectDialog(); } } });
        return;
    }
    m_banner->dismiss();
    m_session->client()->productByCode(
        *seller, code, this, [this, code](const ApiResult &result, const ProductSummary &product) {
            auto *search = qobject_cast<SearchPane *>(m_stack->currentWidget());
            if (!result.isSuccess()) {
                if (result.kind() == ApiResult::Kind::NotFound && search) {
                    search->search(code); // not in the own shop: the catalog's search
                    return;
                }
                m_feedback->playError();
                m_banner->showMessage(MessageBanner::Kind::Warning,
                    result.kind() == ApiResult::Kind::NotFound
                        ? tr("Scanned %1: it is not among your shop's active products.").arg(code)
                        : tr("Scanned %1: the product could not be looked up: %2")
                              .arg(code, result.message()));
                return;
            }
            if (search) {
                search->detail()->showProduct(product.id, product.type);
                return;
            }
            auto *catalog = qobject_cast<CatalogPane *>(pane(Pane::Catalog));
            if (m_stack->currentWidget() != catalog)
                showPane(Pane::Catalog);
            catalog->detail()->showProduct(product.id, product.type);
        });
}

void MainWindow::addPane(QWidget *widget, Icons::Glyph glyph, const QString &title)
{
    widget->setObjectName(title);
    m_stack->addWidget(widget);
    auto *item = new QListWidgetItem(Icons::icon(glyph), title, m_sidebar);
    item->setSizeHint(QSize(0, 34));
}

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *connectAction
        = file->addAction(tr("&Connect to Server…"), this, &MainWindow::openConnectDialog);
    connectAction->setShortcut(QKeySequence(tr("Ctrl+K")));
    QAction *switchProfile = file->addAction(tr("S&witch Server"), this, [this] {
        m_profiles->setFocus();
        m_profiles->showPopup();
    });
    switchProfile->setShortcut(QKeySequence(tr("Ctrl+Shift+P")));
    file->addAction(tr("&Disconnect"), m_session, &ConsoleSession::disconnectFromServer);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    for (int i = 0; i < m_sidebar->count(); ++i) {
        QAction *go = view->addAction(m_sidebar->item(i)->icon(), m_sidebar->item(i)->text(), this,
            [this, i] { showPane(Pane(i)); });
        // Ctrl+1 … Ctrl+9, Ctrl+0 for the tenth pane, then Ctrl+Shift+1 ….
        const int digit = (i + 1) % 10;
        go->setShortcut(i < 10 ? QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_0 + digit))
                               : QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key(Qt::Key_1 + i - 10)));
        m_paneActions << go;
    }
    view->addSeparator();
    QAction *scan = view->addAction(tr("Go to &Scan Field"), this, [this] {
        showPane(Pane::Stock);
        m_stock->setFocus();
    });
    scan->setShortcut(QKeySequence(tr("F6")));
    m_scanFieldAction = scan;

    QMenu *tools = menuBar()->addMenu(tr("&Tools"));
    QAction *prefs = tools->addAction(tr("&Preferences…"), this, &MainWindow::openPreferences);
    prefs->setShortcut(QKeySequence::Preferences);
    if (prefs->shortcut().isEmpty())
        prefs->setShortcut(QKeySequence(tr("Ctrl+,")));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Catalog Console"), this, [this] {
        auto *box = new QMessageBox(QMessageBox::Information, tr("About Catalog Console"),
            tr("Catalog Console %1\nBrowse the catalog and keep shop stock right with a barcode "
               "scanner, online or offline.")
                .arg(QApplication::applicationVersion()),
            QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
}

void MainWindow::refreshProfiles()
{
    const QSignalBlocker block(m_profiles);
    m_profiles->clear();
    const QString current = m_session->currentProfileName();
    if (ConnectionProfiles *profiles = m_session->profiles()) {
        for (const ConnectionProfile &p : profiles->profiles())
            m_profiles->addItem(
                p.name + u" — "_s + p.baseUrl.host() + u':' + QString::number(p.baseUrl.port(80)),
                p.name);
    }
    if (m_profiles->count() == 0)
        m_profiles->addItem(tr("(no saved server — Ctrl+K to connect)"), QString());
    const int index = m_profiles->findData(current);
    m_profiles->setCurrentIndex(std::max(0, index));
}

void MainWindow::openConnectDialog()
{
    auto *dialog = new ConnectDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setProfile(m_session->currentProfile(), m_session->sellerId());
    dialog->setFirstRun(!m_session->profiles() || m_session->profiles()->profiles().isEmpty());
    connect(dialog, &ConnectDialog::localServerRequested, this,
        [this] { showPane(Pane::LocalServer); });
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const ConnectionProfile profile = dialog->profile();
        m_session->setSellerId(profile.name, dialog->sellerId());
        m_session->connectWith(profile, dialog->secret(), dialog->rememberSecret());
    });
    dialog->open();
}

void MainWindow::openPreferences()
{
    auto *dialog = new PreferencesDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        dialog->save();
        applyPreferences();
    });
    dialog->open();
}

void MainWindow::applyPreferences()
{
    m_stock->setScannerThresholds(PreferencesDialog::loadThresholds());
    if (auto *search = qobject_cast<SearchPane *>(pane(Pane::Search)))
        search->setScannerThresholds(PreferencesDialog::loadThresholds());
    if (m_router)
        m_router->setThresholds(PreferencesDialog::loadThresholds());
    m_feedback->setEnabled(PreferencesDialog::loadSounds());
}

void MainWindow::searchFor(const QString &text)
{
    showPane(Pane::Search);
    if (auto *search = qobject_cast<SearchPane *>(pane(Pane::Search)))
        search->search(text);
}

void MainWindow::showPane(Pane pane)
{
    m_sidebar->setCurrentRow(int(pane));
}

QWidget *MainWindow::pane(Pane pane) const
{
    return m_stack->widget(int(pane));
}

int MainWindow::paneCount() const
{
    return m_stack->count();
}

void MainWindow::restoreWindow()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(u"window/geometry"_s).toByteArray())) {
        // The first start fits the screen (a 1024x600 laptop as much as a large one).
        // The frame is not known before the window is shown: a title bar's height is kept
        // free (fitScreen() corrects it once shown).
        QSize size(1180, 760);
        if (const QScreen *shown = screen())
            size = size.boundedTo(shown->availableGeometry().size()
                - QSize(0, style()->pixelMetric(QStyle::PM_TitleBarHeight) + 8));
        resize(size);
    }
    restoreState(settings.value(u"window/state"_s).toByteArray());
    // The pane list exactly as wide as its longest name in this language: never cut, never
    // more (an empty strip beside it takes what a 1024 px screen cannot spare). Its items' own
    // size hints give no width.
    int names = 0;
    for (int i = 0; i < m_sidebar->count(); ++i)
        names = std::max(
            names, m_sidebar->fontMetrics().horizontalAdvance(m_sidebar->item(i)->text()));
    const int listWidth = names + m_sidebar->iconSize().width() + 2 * m_sidebar->frameWidth()
        + 3 * style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 12;
    m_sidebar->setFixedWidth(std::clamp(listWidth, 140, 240));
    if (auto *splitter = findChild<QSplitter *>(u"MainSplitter"_s)) {
        // First start: the pane list as wide as its longest name, the rest for the pane.
        if (!splitter->restoreState(settings.value(u"window/splitter"_s).toByteArray()))
            splitter->setSizes({ m_sidebar->maximumWidth(), width() });
        // Sizes are known once it is laid out: then the list gets no more than it may take.
        splitter->installEventFilter(this);
    }
    showPane(Pane(std::clamp(settings.value(u"window/pane"_s, 0).toInt(), 0, paneCount() - 1)));
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    if (!m_fittedOnce) {
        m_fittedOnce = true;
        m_shownSize = size();
        // Once the window manager has framed the window.
        QTimer::singleShot(0, this, &MainWindow::fitScreen);
        QTimer::singleShot(500, this, &MainWindow::fitScreen);
    }
}

void MainWindow::fitScreen()
{
    const QScreen *shown = screen();
    // Only the size the window opened with: a size the seller chose since is theirs.
    if (!shown || isMaximized() || isFullScreen() || size() != m_shownSize)
        return;
    const QRect free = shown->availableGeometry();
    const QRect frame = frameGeometry();
    if (free.contains(frame))
        return;
    const QSize margins = frame.size() - size();
    const QSize fitted = size().boundedTo(free.size() - margins);
    const QSize outer = fitted + margins;
    resize(fitted);
    m_shownSize = fitted;
    move(
        std::clamp(frame.x(), free.left(), std::max(free.left(), free.right() + 1 - outer.width())),
        std::clamp(
            frame.y(), free.top(), std::max(free.top(), free.bottom() + 1 - outer.height())));
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched->objectName() == "MainSplitter"_L1
        && (event->type() == QEvent::Resize || event->type() == QEvent::Show))
        QTimer::singleShot(0, this, &MainWindow::fitSidebar);
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::fitSidebar()
{
    // A splitter shares its width out in proportion to the sizes it was given or restored
    // (a saved 256 px list), beyond the list's maximum width: that left an empty strip beside
    // the list that a 1024 px screen cannot spare.
    auto *splitter = findChild<QSplitter *>(u"MainSplitter"_s);
    const QList<int> sizes = splitter ? splitter->sizes() : QList<int>();
    if (sizes.size() == 2 && sizes[0] > m_sidebar->maximumWidth())
        splitter->setSizes(
            { m_sidebar->maximumWidth(), sizes[1] + sizes[0] - m_sidebar->maximumWidth() });
}
