#include <QAbstractItemModelTester>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QCompleter>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QVBoxLayout>
#include <algorithm>

#include "models/categorytreemodel.h"
#include "models/connectionmonitor.h"
#include "models/consolesession.h"
#include "models/csvpreviewmodel.h"
#include "models/keylistmodel.h"
#include "models/localserver.h"
#include "models/minemodel.h"
#include "models/pagedproductmodel.h"
#include "models/scanlogmodel.h"
#include "models/sellerlistmodel.h"
#include "models/suggestionsource.h"
#include "models/trendingmodel.h"
#include "net/apiclient.h"
#include "tests/gui/guifixture.h"
#include "tests/support/httptestclient.h"
#include "ui/apikeysbox.h"
#include "ui/catalogpane.h"
#include "ui/categoriespane.h"
#include "ui/connectdialog.h"
#include "ui/csvimportdialog.h"
#include "ui/localserverpane.h"
#include "ui/mainwindow.h"
#include "ui/messagebanner.h"
#include "ui/productdetailpanel.h"
#include "ui/scanlineedit.h"
#include "ui/searchpane.h"
#include "ui/sellerspane.h"
#include "ui/statusindicators.h"
#include "ui/stockpane.h"
#include "ui/trendingpane.h"

using namespace Qt::StringLiterals;

namespace {

// Types a code at a scanner's speed into whatever has the keyboard focus at each key (a
// popup's list or a menu included), ended by Enter.
void scanToFocus(const QString &code)
{
    const auto send = [](QTest::KeyAction action, Qt::Key key, char text) {
        QTest::qWait(2);
        QWidget *target = QApplication::activePopupWidget();
        if (!target || !target->focusWidget())
            target = target ? target : QApplication::focusWidget();
        else
            target = target->focusWidget();
        QTest::sendKeyEvent(action, target, key, text, Qt::NoModifier);
    };
    for (const QChar c : code) {
        send(QTest::Press, Qt::Key(c.unicode()), c.toLatin1());
        send(QTest::Release, Qt::Key(c.unicode()), c.toLatin1());
    }
    send(QTest::Press, Qt::Key_Return, '\r');
    send(QTest::Release, Qt::Key_Return, '\r');
}

// Where every visible widget of a pane is (in window coordinates), its banners excepted.
QHash<QWidget *, QRect> layoutOf(QWidget *pane)
{
    QHash<QWidget *, QRect> where;
    for (QWidget *w : pane->findChildren<QWidget *>()) {
        bool inBanner = false;
        for (QWidget *p = w; p && p != pane; p = p->parentWidget())
            inBanner = inBanner || qobject_cast<MessageBanner *>(p);
        if (!inBanner && w->isVisible())
            where.insert(w, QRect(w->mapTo(pane->window(), QPoint(0, 0)), w->size()));
    }
    return where;
}

// The first widget whose place differs, for the failure message.
QString moved(const QHash<QWidget *, QRect> &before, const QHash<QWidget *, QRect> &after)
{
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        if (after.value(it.key()) != it.value()) {
            const QRect a = after.value(it.key());
            return u"%1 (%2) moved from %3,%4 %5x%6 to %7,%8 %9x%10"_s
                .arg(QString::fromLatin1(it.key()->metaObject()->className()),
                    it.key()->objectName())
                .arg(it.value().x())
                .arg(it.value().y())
                .arg(it.value().width())
                .arg(it.value().height())
                .arg(a.x())
                .arg(a.y())
                .arg(a.width())
                .arg(a.height());
        }
    }
    return before.size() == after.size() ? QString() : u"widgets appeared or vanished"_s;
}

// The first visible widget a visible banner covers (its own parts and the widgets it is in
// aside), for the failure message; empty when none.
QString coveredByBanners(QWidget *window)
{
    QList<MessageBanner *> shown;
    for (MessageBanner *banner : window->findChildren<MessageBanner *>()) {
        if (banner->isVisible())
            shown << banner;
    }
    for (QWidget *w : window->findChildren<QWidget *>()) {
        if (!w->isVisible() || w->isWindow())
            continue;
        const QRect rw(w->mapTo(window, QPoint(0, 0)), w->size());
        for (MessageBanner *banner : shown) {
            if (banner == w || banner->isAncestorOf(w) || w->isAncestorOf(banner))
                continue;
            const QRect rb(banner->mapTo(window, QPoint(0, 0)), banner->size());
            if (rb.intersects(rw))
                return u"\"%1\" covers %2 (%3)"_s.arg(banner->text().left(30),
                    QString::fromLatin1(w->metaObject()->className()), w->objectName());
        }
    }
    return {};
}

// A banner's whole message is shown (never cut to the line its layout keeps).
bool showsAll(MessageBanner *banner)
{
    return banner->height() >= banner->layout()->totalHeightForWidth(banner->width());
}

} // namespace

// Each pane against the real server with the demo catalog; the local-server pane starts and
// stops a real catalog-server.
class TstPanes : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void catalogPane();
    void searchPane();
    void trendingPaneClickSearches();
    void categoriesPane();
    void sellersPane();
    void mainWindowStatusBar();
    void localServerPane();
    void scanAnywhereInMainWindow();
    void autocompleteFollowsTheText();
    void localServerBusyPort();
    void localServerPaneImportsCsv();
    void closingAsksWhileLocalServerRuns();
    void connectDialogFirstRun();
    void typingWithSuggestionsInMainWindow();
    void catalogPriceHeaderSorts();
    void bannersNeverMoveThePanes();
    void bannersShownTogetherNeverOverlap();
    void bannersNeverCoverWidgets();
    void successBannersGoByThemselves();
    void connectionProblemsGoWhenTheServerIsBack();

private:
    std::unique_ptr<GuiFixture> m_fx;
};

void TstPanes::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().remove(u"stock-mode"_s); // every run starts in +1 mode
    m_fx = std::make_unique<GuiFixture>();
    QVERIFY(m_fx->start(400));
    m_fx->connectSession();
}

void TstPanes::cleanupTestCase()
{
    m_fx.reset();
}

void TstPanes::catalogPane()
{
    CatalogPane pane(m_fx->session);
    QAbstractItemModelTester tester(
        pane.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester recTester(
        pane.recommendations(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    pane.resize(1000, 700);
    pane.show();
    QTRY_VERIFY(pane.model()->rowCount() > 0);
    QTRY_VERIFY(pane.recommendations()->rowCount() > 0);
    // Scrolling to the end pages in more.
    const int first = pane.model()->rowCount();
    pane.view()->scrollToBottom();
    QTRY_VERIFY(pane.model()->rowCount() > first || !pane.model()->canFetchMore({}));
    QTRY_COMPARE(
        pane.model()->rowCount(), pane.model()->total() > first ? pane.model()->rowCount() : first);

    // The detail of a book, then "more by this author".
    pane.view()->selectRow(0);
    QTRY_VERIFY(!pane.detail()->isLoading() && pane.detail()->productId() > 0);
    QVERIFY(pane.detail()->titleText() == pane.model()->product(0).name);
    QSignalSpy author(pane.detail(), &ProductDetailPanel::authorRequested);

    // Debounced filter: several keystrokes, one reload.
    // QTest::keyClicks types ASCII only: take the first product whose name starts with it.
    QString word;
    for (int row = 0; row < pane.model()->rowCount() && word.isEmpty(); ++row) {
        const QString candidate = pane.model()->product(row).name.section(u' ', 0, 0).left(4);
        const bool ascii = std::all_of(candidate.begin(), candidate.end(),
            [](QChar c) { return c.unicode() < 128 && c.isLetterOrNumber(); });
        if (candidate.size() >= 3 && ascii)
            word = candidate;
    }
    QVERIFY(!word.isEmpty());
    QSignalSpy resets(pane.model(), &QAbstractItemModel::modelReset);
    QTest::keyClicks(pane.filterField(), word, Qt::NoModifier, 20);
    QTRY_COMPARE(resets.size(), 1); // one reload after the typing pause, not one per key
    QTRY_VERIFY_WITH_TIMEOUT(pane.model()->rowCount() > 0 && !pane.model()->isLoading(), 5000);
    for (int row = 0; row < pane.model()->rowCount(); ++row)
        QVERIFY(pane.model()->product(row).name.contains(word, Qt::CaseInsensitive));

    pane.filterField()->clear();
    pane.setCollection(u"stationery"_s);
    QTRY_VERIFY(pane.model()->rowCount() > 0);
    QCOMPARE(pane.model()->product(0).type, u"stationery"_s);
}

void TstPanes::searchPane()
{
    SearchPane pane(m_fx->session);
    QAbstractItemModelTester tester(
        pane.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    pane.show();
    QTest::keyClicks(pane.field(), u"ki"_s, Qt::NoModifier, 30);
    QTRY_VERIFY(pane.completer()->model()->rowCount() > 0);
    pane.search(u"kitob"_s);
    QTRY_VERIFY(pane.model()->total() >= 0);
    pane.search(u"book"_s);
    QTRY_VERIFY(pane.model()->rowCount() > 0);

    // Nothing found is said in words, not only by an empty table.
    pane.search(u"qqzzxxqq"_s);
    auto *banner = pane.findChild<MessageBanner *>();
    QTRY_VERIFY(banner->text().contains(u"Nothing found"_s));
    QVERIFY(banner->text().contains(u"qqzzxxqq"_s));
}

void TstPanes::trendingPaneClickSearches()
{
    TrendingPane pane(m_fx->session);
    QAbstractItemModelTester tester(
        pane.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    pane.resize(900, 500);
    pane.show();
    QTRY_VERIFY(pane.model()->rowCount() > 0);
    QSignalSpy search(&pane, &TrendingPane::searchRequested);
    const QRect cell = pane.view()->visualRect(pane.model()->index(0, 0));
    QTest::mouseClick(pane.view()->viewport(), Qt::LeftButton, {}, cell.center());
    QCOMPARE(search.size(), 1);
    QCOMPARE(search.first().first().toString(), pane.model()->index(0, 0).data().toString());
}

void TstPanes::categoriesPane()
{
    CategoriesPane pane(m_fx->session);
    QAbstractItemModelTester tester(
        pane.tree(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester products(
        pane.products(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    pane.show();
    QTRY_VERIFY(pane.tree()->rowCount() > 0);
    pane.treeView()->setCurrentIndex(pane.tree()->index(0, 0));
    QTRY_VERIFY(pane.products()->rowCount() > 0);
}

void TstPanes::sellersPane()
{
    SellersPane pane(m_fx->session);
    QAbstractItemModelTester tester(
        pane.sellers(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester products(
        pane.profileProducts(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    pane.show();
    QTRY_VERIFY(pane.sellers()->rowCount() > 0);
    pane.listView()->setCurrentIndex(pane.sellers()->index(0));
    QTRY_VERIFY(pane.profileProducts()->rowCount() > 0);
    QTRY_VERIFY(pane.profileTitle()->text().contains(pane.sellers()->seller(0).name));

    // An unknown QR token is reported and stays in the field.
    pane.qrField()->setText(u"no-such-token"_s);
    pane.lookupQr();
    QTest::qWait(300);
    QCOMPARE(pane.qrField()->text(), u"no-such-token"_s);

    // Product by code within the seller (seller 1 owns the console key's products).
    pane.showSeller(1);
    pane.codeField()->setText(u"1234"_s);
    pane.lookupCode();
    QVERIFY(!pane.codeResult()->text().isEmpty());
}

void TstPanes::mainWindowStatusBar()
{
    LocalServer local;
    MainWindow window(m_fx->session, &local);
    window.show();
    // With History, Count, Reports, then Receive, Returns and Orders (contract §11).
    // … and Integrations (contract §13), listed for keys with `webhooks`, and Catalog quality
    // (contract §15), listed for keys with `catalog:admin`.
    QCOMPARE(window.paneCount(), 15);
    // Ctrl+1 … Ctrl+9, Ctrl+0 for Reports, Ctrl+Shift+1 … for the goods panes.
    const auto shortcutOf = [&window](const QString &text) {
        for (QAction *action : window.findChildren<QAction *>()) {
            if (action->text() == text)
                return action->shortcut();
        }
        return QKeySequence();
    };
    QCOMPARE(shortcutOf(u"Reports"_s), QKeySequence(Qt::CTRL | Qt::Key_0));
    QCOMPARE(shortcutOf(u"Receive"_s), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_1));
    QCOMPARE(shortcutOf(u"Returns"_s), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_2));
    QCOMPARE(shortcutOf(u"Orders"_s), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_3));
    for (int i = 0; i < window.paneCount(); ++i) {
        window.showPane(MainWindow::Pane(i));
        QTest::qWait(50);
    }
    QTRY_VERIFY(window.indicators()->connectionText().contains(u"Online"_s));
    QTRY_VERIFY(window.indicators()->rateText().contains(u"/s"_s));
    QVERIFY(window.indicators()->outboxText().contains(u"0"_s));
    // The stock pane's low-stock count, in the status bar (the demo sets no reorder level).
    auto *lowStock = window.statusBar()->findChild<QLabel *>(u"lowStockStatus"_s);
    QVERIFY(lowStock);
    QTRY_VERIFY(lowStock->text().startsWith(u"0 "_s));
    QVERIFY(lowStock->text().contains(u"reorder level"_s));
}

void TstPanes::localServerPane()
{
    QTemporaryDir dir;
    LocalServer server;
    server.setBinary(TestServer::binary());
    LocalServerPane pane(&server, m_fx->session);
    QAbstractItemModelTester tester(
        pane.keys(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    pane.show();
    pane.databaseField()->setText(dir.filePath(u"shop.db"_s));
    pane.portBox()->setValue(0);

    pane.createDemo();
    QTRY_VERIFY_WITH_TIMEOUT(!pane.isBusy(), 60000);
    QVERIFY(pane.logView()->toPlainText().contains(u"demo"_s));

    pane.start();
    QTRY_COMPARE_WITH_TIMEOUT(server.state(), LocalServer::State::Running, 15000);
    QVERIFY(server.baseUrl().startsWith(u"http://127.0.0.1:"_s));
    QVERIFY(pane.stateLabel()->text().contains(server.baseUrl()));
    QVERIFY(!pane.startButton()->isEnabled());

    // One click: a key is created and the console connects to this server.
    pane.connectConsole();
    QTRY_VERIFY_WITH_TIMEOUT(!pane.secretField()->text().isEmpty(), 20000);
    QTRY_COMPARE(m_fx->client->baseUrl().toString(), server.baseUrl());
    QTRY_VERIFY(pane.keys()->rowCount() >= 1);
    QTest::qWait(500);
    const int keys = pane.keys()->rowCount();

    // Another start of the console: the key list shows by itself, and connecting again reuses
    // the key made before instead of creating one more.
    {
        LocalServerPane again(&server, m_fx->session);
        again.show();
        QTRY_COMPARE(again.keys()->rowCount(), keys);
        m_fx->session->disconnectFromServer();
        again.connectConsole();
        QTRY_COMPARE(m_fx->client->baseUrl().toString(), server.baseUrl());
        again.refreshKeys();
        QTest::qWait(500);
        QCOMPARE(again.keys()->rowCount(), keys);
    }

    // A new key's secret does not stay on screen: it goes once copied (the clipboard has it),
    // when its time is up (counted down beside it), and when the pane is left.
    ApiKeysBox *box = pane.keysBox();
    const QString connected = pane.secretField()->text();
    // Each key is made, then the list read again by the same task runner, one task at a time:
    // the next key is asked for once the list shows the last one.
    const int listed = pane.keys()->rowCount();
    pane.createKey();
    QTRY_VERIFY_WITH_TIMEOUT(
        !pane.secretField()->text().isEmpty() && pane.secretField()->text() != connected, 20000);
    QVERIFY(box->secretCountdown()->text().contains(u"60"_s));
    const QString secret = pane.secretField()->text();
    box->copyButton()->click();
    QCOMPARE(QApplication::clipboard()->text(), secret);
    QVERIFY(pane.secretField()->text().isEmpty());
    QVERIFY(box->secretCountdown()->text().isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(pane.keys()->rowCount(), listed + 1, 20000);

    // Shown for 2 s: what the field showed is read from its signal, so a busy machine that
    // runs no event loop for those 2 s cannot miss it.
    box->setSecretShownFor(2);
    QStringList shown;
    const QMetaObject::Connection watch = connect(pane.secretField(), &QLineEdit::textChanged, this,
        [&shown](const QString &text) { shown << text; });
    pane.createKey();
    QTRY_VERIFY_WITH_TIMEOUT(
        std::any_of(shown.cbegin(), shown.cend(), [](const QString &t) { return !t.isEmpty(); }),
        20000);
    QTRY_VERIFY_WITH_TIMEOUT(pane.secretField()->text().isEmpty(), 4000);
    disconnect(watch);
    QTRY_COMPARE_WITH_TIMEOUT(pane.keys()->rowCount(), listed + 2, 20000);

    box->setSecretShownFor(60);
    pane.createKey();
    QTRY_VERIFY_WITH_TIMEOUT(!pane.secretField()->text().isEmpty(), 20000);
    pane.hide();
    QVERIFY(pane.secretField()->text().isEmpty());
    pane.show();
    QVERIFY(pane.secretField()->text().isEmpty());

    QTRY_COMPARE(m_fx->session->monitor()->state(), ConnectionMonitor::State::Online);
    pane.stop();
    QTRY_COMPARE_WITH_TIMEOUT(server.state(), LocalServer::State::Stopped, 10000);
    // The console connected to it says so at once, not "Online" until its next request.
    QTRY_COMPARE_WITH_TIMEOUT(
        m_fx->session->monitor()->state(), ConnectionMonitor::State::Offline, 3000);
    QVERIFY(pane.startButton()->isEnabled());
    QVERIFY(pane.logView()->toPlainText().contains(u"listening on"_s));
}

void TstPanes::scanAnywhereInMainWindow()
{
    m_fx->connectSession(); // the local-server test connected the session elsewhere
    HttpTestClient http(m_fx->server.baseUrl());
    http.setCredentials(m_fx->checkKey.appId, m_fx->checkKey.secret);
    const auto reply = http.get(u"/products/mine?type=book&per_page=2"_s);
    QCOMPARE(reply.status, 200);
    const QJsonArray mine = reply.json().object().value("data"_L1).toArray();
    QVERIFY(mine.size() == 2);
    const QString code = mine.at(0)["code"_L1].toString();
    const qint64 id = mine.at(0)["id"_L1].toInteger();
    const QString code2 = mine.at(1)["code"_L1].toString();
    const qint64 id2 = mine.at(1)["id"_L1].toInteger();

    LocalServer local;
    MainWindow window(m_fx->session, &local);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));

    // Catalog: a scan while the focus is on no field that takes codes opens the product.
    window.showPane(MainWindow::Pane::Catalog);
    auto *catalog = qobject_cast<CatalogPane *>(window.pane(MainWindow::Pane::Catalog));
    window.findChild<QListWidget *>()->setFocus();
    QTRY_VERIFY(window.findChild<QListWidget *>()->hasFocus());
    scanToFocus(code);
    QTRY_COMPARE(catalog->detail()->productId(), id);
    QVERIFY(catalog->filterField()->text().isEmpty());

    // A combo box list open on the catalog: closed first, then the product opens.
    auto *combo = catalog->findChildren<QComboBox *>().constFirst();
    combo->setFocus();
    combo->showPopup();
    QTRY_VERIFY(QApplication::activePopupWidget());
    const int comboIndex = combo->currentIndex();
    scanToFocus(code2);
    QTRY_COMPARE(catalog->detail()->productId(), id2);
    QVERIFY(!QApplication::activePopupWidget());
    QCOMPARE(combo->currentIndex(), comboIndex);

    // A menu open: closed, the scan still counts.
    QMenu *file = window.menuBar()->actions().constFirst()->menu();
    file->popup(window.mapToGlobal(QPoint(20, 20)));
    QTRY_VERIFY(QApplication::activePopupWidget() == file);
    scanToFocus(code);
    QTRY_VERIFY(!file->isVisible());
    QTRY_COMPARE(catalog->detail()->productId(), id);

    // Search: the code lands in the search field, and opens the product in the search pane
    // (no text search for the code).
    window.showPane(MainWindow::Pane::Search);
    auto *search = qobject_cast<SearchPane *>(window.pane(MainWindow::Pane::Search));
    search->field()->setFocus();
    QTRY_VERIFY(search->field()->hasFocus());
    scanToFocus(code2);
    QTRY_COMPARE(search->detail()->productId(), id2);
    QCOMPARE(search->field()->text(), code2);

    // Sellers: the chosen shop's lookup by code.
    window.showPane(MainWindow::Pane::Sellers);
    auto *sellers = qobject_cast<SellersPane *>(window.pane(MainWindow::Pane::Sellers));
    sellers->showSeller(1);
    sellers->listView()->setFocus();
    QTRY_VERIFY(sellers->listView()->hasFocus());
    scanToFocus(code);
    QTRY_COMPARE(sellers->codeField()->text(), code);
    QTRY_VERIFY(sellers->codeResult()->text().contains(mine.at(0)["name"_L1].toString()));

    // Stock: a stock scan, from the sidebar's focus too.
    window.showPane(MainWindow::Pane::Stock);
    StockPane *stock = window.stockPane();
    QTRY_VERIFY(stock->mineModel()->rowCount() > 0);
    window.findChild<QListWidget *>()->setFocus();
    scanToFocus(code);
    QTRY_COMPARE(stock->scanLog()->rowCount(), 1);
    QCOMPARE(stock->scanLog()->record(0).code, code);
    QTRY_COMPARE(stock->scanLog()->record(0).state, OutboxEntry::State::Applied);
}

void TstPanes::autocompleteFollowsTheText()
{
    m_fx->connectSession();
    SearchPane pane(m_fx->session);
    pane.resize(900, 600);
    pane.show();
    QVERIFY(QTest::qWaitForWindowActive(&pane));
    pane.field()->setFocus();
    QSignalSpy ready(pane.suggestions(), &SuggestionSource::suggestionsReady);
    const auto shown = [&] {
        QStringList out;
        QAbstractItemModel *model = pane.completer()->popup()->model();
        for (int row = 0; row < model->rowCount(); ++row)
            out << model->index(row, 0).data().toString();
        return out;
    };

    // The answer shows up without another keystroke.
    QTest::keyClicks(pane.field(), u"ki"_s, Qt::NoModifier, 30);
    QTRY_COMPARE(ready.size(), 1);
    QCOMPARE(ready.last().at(0).toString(), u"ki"_s);
    const QStringList forKi = ready.last().at(1).toStringList();
    QVERIFY(!forKi.isEmpty());
    QTRY_VERIFY(pane.completer()->popup()->isVisible());
    QCOMPARE(shown(), forKi);

    // The next keystroke never shows the previous text's suggestions.
    QTest::keyClick(pane.field(), Qt::Key_T);
    QVERIFY(!pane.completer()->popup()->isVisible() || shown() != forKi);
    QTRY_COMPARE(ready.size(), 2);
    QCOMPARE(ready.last().at(0).toString(), u"kit"_s);
    const QStringList forKit = ready.last().at(1).toStringList();
    if (!forKit.isEmpty()) {
        QTRY_VERIFY(pane.completer()->popup()->isVisible());
        QCOMPARE(shown(), forKit);
    } else {
        QVERIFY(!pane.completer()->popup()->isVisible());
    }
}

void TstPanes::localServerBusyPort()
{
    QTemporaryDir dir;
    QTcpServer other; // another program on the port
    QVERIFY(other.listen(QHostAddress::LocalHost, 0));
    LocalServer server;
    server.setBinary(TestServer::binary());
    LocalServerPane pane(&server, m_fx->session);
    pane.show();
    pane.databaseField()->setText(dir.filePath(u"shop.db"_s));
    pane.portBox()->setValue(other.serverPort());
    pane.start();
    auto *banner = pane.findChild<MessageBanner *>();
    QVERIFY(banner->isVisible());
    QVERIFY2(banner->text().contains(QString::number(other.serverPort()))
            && banner->text().contains(u"in use"_s),
        qPrintable(banner->text()));
    QCOMPARE(server.state(), LocalServer::State::Stopped);

    // The offered free port: one click, and the server runs there.
    QPushButton *use = nullptr;
    for (QPushButton *b : banner->findChildren<QPushButton *>())
        if (b->text().startsWith(u"Use port"_s))
            use = b;
    QVERIFY(use);
    use->click();
    QVERIFY(pane.portBox()->value() != int(other.serverPort()));
    QTRY_COMPARE_WITH_TIMEOUT(server.state(), LocalServer::State::Running, 15000);
    QVERIFY(server.baseUrl().contains(QString::number(pane.portBox()->value())));
    pane.stop();
    QTRY_COMPARE_WITH_TIMEOUT(server.state(), LocalServer::State::Stopped, 10000);
}

// "Import catalog…" with a .csv file opens the CSV import dialog on the pane's database; its
// import ends in the pane's banner.
void TstPanes::localServerPaneImportsCsv()
{
    QTemporaryDir dir;
    const QString csv = dir.filePath(u"shelf.csv"_s);
    {
        QFile file(csv);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("barcode,name,price,stock\n4006381333931,Stabilo pen,9000,4\n");
    }
    LocalServer server;
    server.setBinary(TestServer::binary());
    LocalServerPane pane(&server, m_fx->session);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    pane.databaseField()->setText(dir.filePath(u"shop.db"_s));
    QPushButton *import = nullptr;
    for (QPushButton *button : pane.findChildren<QPushButton *>())
        if (button->text() == u"&Import catalog…"_s)
            import = button;
    QVERIFY(import);
    import->click();
    QFileDialog *files = nullptr;
    QTRY_VERIFY((files = pane.findChild<QFileDialog *>()) && files->isVisible());
    QVERIFY(files->nameFilters().constFirst().contains(u"*.csv"_s));
    files->selectFile(csv);
    static_cast<QDialog *>(files)->accept(); // QFileDialog::accept, as its button does
    CsvImportDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = pane.findChild<CsvImportDialog *>()) && dialog->isVisible());
    QVERIFY(dialog->arguments().contains(u"sqlite:"_s + dir.filePath(u"shop.db"_s)));
    QCOMPARE(dialog->previewModel()->rowCount(), 1);
    QVERIFY(dialog->importButton()->isEnabled());
    QTest::mouseClick(dialog->importButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->isRunning(), 30000);
    auto *banner = pane.findChild<MessageBanner *>();
    QTRY_VERIFY(banner->isVisible());
    QCOMPARE(banner->kind(), MessageBanner::Kind::Positive);
    QVERIFY2(banner->text().contains(u"1 stationery item"_s), qPrintable(banner->text()));
    dialog->reject();
    QTRY_VERIFY(!pane.findChild<CsvImportDialog *>());
}

void TstPanes::closingAsksWhileLocalServerRuns()
{
    QTemporaryDir dir;
    LocalServer server;
    server.setBinary(TestServer::binary());
    server.start(dir.filePath(u"shop.db"_s), 0);
    QTRY_COMPARE_WITH_TIMEOUT(server.state(), LocalServer::State::Running, 15000);
    MainWindow window(m_fx->session, &server);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    QVERIFY(!window.close()); // asked first
    QVERIFY(window.isVisible());
    QMessageBox *box = nullptr;
    QTRY_VERIFY((box = window.findChild<QMessageBox *>(u"StopLocalServerBox"_s)));
    QCOMPARE(server.state(), LocalServer::State::Running);
    QAbstractButton *stopAndQuit = nullptr;
    for (QAbstractButton *b : box->buttons())
        if (box->buttonRole(b) == QMessageBox::AcceptRole)
            stopAndQuit = b;
    QVERIFY(stopAndQuit);
    stopAndQuit->click();
    QTRY_COMPARE_WITH_TIMEOUT(server.state(), LocalServer::State::Stopped, 10000);
    QTRY_VERIFY(!window.isVisible());
}

void TstPanes::connectDialogFirstRun()
{
    ConnectDialog dialog;
    dialog.setFirstRun(true);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    // Nothing in red before the user typed anything.
    for (const QLabel *label : dialog.findChildren<QLabel *>())
        QVERIFY2(!label->isVisible() || !label->text().contains(u"Give the connection"_s),
            qPrintable(label->text()));
    auto *name = dialog.findChildren<QLineEdit *>().constFirst();
    QTest::keyClicks(name, u"x"_s);
    QTest::keyClick(name, Qt::Key_Backspace);
    bool told = false;
    for (const QLabel *label : dialog.findChildren<QLabel *>())
        told = told || (label->isVisible() && label->text().contains(u"Give the connection"_s));
    QVERIFY(told); // after an edit, the problem is said

    // The first run offers the Local server.
    QSignalSpy local(&dialog, &ConnectDialog::localServerRequested);
    QPushButton *here = nullptr;
    for (QPushButton *b : dialog.findChildren<QPushButton *>())
        if (b->isVisible() && b->text().contains(u"server"_s))
            here = b;
    QVERIFY(here);
    here->click();
    QCOMPARE(local.size(), 1);
    QVERIFY(!dialog.isVisible());
}

void TstPanes::catalogPriceHeaderSorts()
{
    m_fx->connectSession();
    CatalogPane pane(m_fx->session);
    pane.resize(1000, 700);
    pane.show();
    QTRY_VERIFY(pane.model()->rowCount() > 5);
    QHeaderView *header = pane.view()->horizontalHeader();
    const auto prices = [&] {
        QList<qint64> out;
        for (int row = 0; row < pane.model()->rowCount(); ++row)
            out << pane.model()->product(row).price;
        return out;
    };
    QSignalSpy resets(pane.model(), &QAbstractItemModel::modelReset);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
        QPoint(header->sectionViewportPosition(PagedProductModel::Price) + 5, 5));
    QTRY_VERIFY(resets.size() >= 1);
    QTRY_VERIFY_WITH_TIMEOUT(pane.model()->rowCount() > 5 && !pane.model()->isLoading(), 5000);
    QList<qint64> ascending = prices();
    QVERIFY(std::is_sorted(ascending.begin(), ascending.end()));
    QVERIFY(header->isSortIndicatorShown());
    QCOMPARE(header->sortIndicatorSection(), int(PagedProductModel::Price));

    resets.clear();
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
        QPoint(header->sectionViewportPosition(PagedProductModel::Price) + 5, 5));
    QTRY_VERIFY(resets.size() >= 1);
    QTRY_VERIFY_WITH_TIMEOUT(pane.model()->rowCount() > 5 && !pane.model()->isLoading(), 5000);
    QList<qint64> descending = prices();
    QVERIFY(std::is_sorted(descending.rbegin(), descending.rend()));
    QCOMPARE(header->sortIndicatorOrder(), Qt::DescendingOrder);
}

void TstPanes::typingWithSuggestionsInMainWindow()
{
    // The window-wide scan router must not eat a person's keys while a suggestion list is
    // open (its keys go to the popup first).
    m_fx->connectSession();
    LocalServer local;
    MainWindow window(m_fx->session, &local);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.showPane(MainWindow::Pane::Search);
    auto *search = qobject_cast<SearchPane *>(window.pane(MainWindow::Pane::Search));
    search->field()->setFocus();
    QTRY_VERIFY(search->field()->hasFocus());
    const auto typeToFocus = [](const QString &text) {
        for (const QChar c : text) {
            QTest::qWait(90);
            QWidget *target = QApplication::activePopupWidget();
            target = target ? (target->focusWidget() ? target->focusWidget() : target)
                            : QApplication::focusWidget();
            QTest::sendKeyEvent(
                QTest::Click, target, Qt::Key(c.toUpper().unicode()), c.toLatin1(), Qt::NoModifier);
        }
    };
    typeToFocus(u"ki"_s);
    QTRY_COMPARE(search->field()->text(), u"ki"_s);
    QTRY_VERIFY(search->completer()->popup()->isVisible());
    typeToFocus(u"to"_s);
    QTRY_COMPARE(search->field()->text(), u"kito"_s);
}

// The window's message (a session problem: a secret that could not be stored, an outbox that
// could not be opened) and a pane's own messages (a scan's error, the connection's state, a
// refused key) show at once: each stays whole and readable, none covers another, whichever
// came first; the window's stays above the pane, also when another pane is chosen.
void TstPanes::bannersShownTogetherNeverOverlap()
{
    LocalServer local;
    MainWindow window(m_fx->session, &local);
    window.resize(1024, 600);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString longText
        = u"A message long enough to need several lines in the banner: "_s.repeated(4);
    const QString problem = u"The secret is used for this session only: it could not be stored."_s;
    const auto overlap = [&window]() -> QString {
        QList<MessageBanner *> shown;
        for (MessageBanner *banner : window.findChildren<MessageBanner *>()) {
            if (banner->isVisible())
                shown << banner;
        }
        for (qsizetype a = 0; a < shown.size(); ++a) {
            for (qsizetype b = a + 1; b < shown.size(); ++b) {
                const QRect ra(shown[a]->mapTo(&window, QPoint(0, 0)), shown[a]->size());
                const QRect rb(shown[b]->mapTo(&window, QPoint(0, 0)), shown[b]->size());
                if (ra.intersects(rb))
                    return u"\"%1\" covers \"%2\""_s.arg(
                        shown[b]->text().left(30), shown[a]->text().left(30));
            }
        }
        return {};
    };
    for (int i = 0; i < window.paneCount(); ++i) {
        window.showPane(MainWindow::Pane(i));
        QWidget *pane = window.pane(MainWindow::Pane(i));
        QTest::qWait(100);
        const QList<MessageBanner *> own = pane->findChildren<MessageBanner *>();
        QVERIFY(!own.isEmpty());
        for (const bool windowFirst : { true, false }) {
            for (MessageBanner *banner : own)
                banner->dismiss();
            window.banner()->dismiss();
            if (windowFirst)
                window.banner()->showMessage(MessageBanner::Kind::Warning, problem);
            for (MessageBanner *banner : own)
                banner->showMessage(MessageBanner::Kind::Error, longText);
            if (!windowFirst)
                window.banner()->showMessage(MessageBanner::Kind::Warning, problem);
            QCoreApplication::processEvents();
            const QString what = overlap();
            QVERIFY2(what.isEmpty(), qPrintable(pane->objectName() + u": "_s + what));
            for (MessageBanner *banner : own)
                QVERIFY2(showsAll(banner), qPrintable(pane->objectName()));
            QVERIFY(showsAll(window.banner()));
        }
        for (MessageBanner *banner : own)
            banner->dismiss();
        QCoreApplication::processEvents();
        // The window's message is above the pane, whatever the pane shows.
        QVERIFY(window.banner()->mapTo(&window, QPoint(0, window.banner()->height())).y()
            <= pane->mapTo(&window, QPoint(0, 0)).y());
        window.banner()->dismiss();
    }
    // Both up on Stock, then a pane without a message of its own and back.
    window.showPane(MainWindow::Pane::Stock);
    QWidget *stock = window.pane(MainWindow::Pane::Stock);
    window.stockPane()->banner()->showMessage(MessageBanner::Kind::Error, longText);
    window.banner()->showMessage(MessageBanner::Kind::Warning, problem);
    QCoreApplication::processEvents();
    QVERIFY2(overlap().isEmpty(), qPrintable(overlap()));
    window.showPane(MainWindow::Pane::Catalog);
    QWidget *catalog = window.pane(MainWindow::Pane::Catalog);
    for (MessageBanner *banner : catalog->findChildren<MessageBanner *>())
        banner->dismiss();
    QCoreApplication::processEvents();
    QVERIFY(window.banner()->mapTo(&window, QPoint(0, window.banner()->height())).y()
        <= catalog->mapTo(&window, QPoint(0, 0)).y());
    window.showPane(MainWindow::Pane::Stock);
    QCoreApplication::processEvents();
    QVERIFY(window.stockPane()->banner()->isVisible());
    QVERIFY2(overlap().isEmpty(), qPrintable(overlap()));
    QVERIFY(window.banner()->mapTo(&window, QPoint(0, 0)).y()
        < stock->mapTo(&window, QPoint(0, 0)).y());
    window.banner()->dismiss();
    window.stockPane()->banner()->dismiss();
}

// A one-line message coming or going moves nothing (a control must not slide away under the
// mouse); a longer one moves the rows below it down, and all of them come back when it goes.
void TstPanes::bannersNeverMoveThePanes()
{
    LocalServer local;
    MainWindow window(m_fx->session, &local);
    window.resize(1100, 760);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString longText
        = u"A message long enough to need several lines in the banner: "_s.repeated(6)
        + u"\nand a line of its own."_s;
    const QList<MessageBanner::Action> actions { { u"Do it"_s, [] {} }, { u"Later"_s, [] {} } };
    for (int i = 0; i < window.paneCount(); ++i) {
        window.showPane(MainWindow::Pane(i));
        QWidget *pane = window.pane(MainWindow::Pane(i));
        QTest::qWait(100);
        const QList<MessageBanner *> banners = pane->findChildren<MessageBanner *>();
        QVERIFY2(!banners.isEmpty(), qPrintable(pane->objectName()));
        for (MessageBanner *banner : banners)
            banner->dismiss();
        // Its data loaded (rows and scroll bars settle): only the banners may change it now.
        QHash<QWidget *, QRect> before = layoutOf(pane);
        for (int settled = 0; settled < 5;) {
            QTest::qWait(100);
            const QHash<QWidget *, QRect> now = layoutOf(pane);
            settled = now == before ? settled + 1 : 0;
            before = now;
        }
        for (MessageBanner *banner : banners) {
            banner->showMessage(MessageBanner::Kind::Warning, u"One line."_s, actions);
            QCoreApplication::processEvents();
            QVERIFY(banner->isVisible());
            QVERIFY2(showsAll(banner), qPrintable(pane->objectName()));
            QCOMPARE(banner->height(), banner->sizeHint().height());
            QString what = moved(before, layoutOf(pane));
            QVERIFY2(what.isEmpty(), qPrintable(pane->objectName() + u": "_s + what));
            banner->showMessage(MessageBanner::Kind::Warning, longText, actions);
            QCoreApplication::processEvents();
            QVERIFY2(showsAll(banner), qPrintable(pane->objectName()));
            banner->dismiss();
            QCoreApplication::processEvents();
            what = moved(before, layoutOf(pane));
            QVERIFY2(what.isEmpty(), qPrintable(pane->objectName() + u": "_s + what));
        }
    }
    // A long message given while its pane is hidden shows whole when the pane is shown.
    window.showPane(MainWindow::Pane::Stock);
    QWidget *hidden = window.pane(MainWindow::Pane::Catalog);
    auto *banner = hidden->findChild<MessageBanner *>();
    banner->showMessage(MessageBanner::Kind::Warning, longText, actions);
    window.showPane(MainWindow::Pane::Catalog);
    QCoreApplication::processEvents();
    QVERIFY(banner->isVisible());
    QVERIFY(showsAll(banner));
    banner->dismiss();
}

// Every pane with every banner showing a long message, the window's too: no banner covers a
// widget of the window (the pane's top row: Stock's Reload, Orders' suppliers, Count's name)
// or another banner, and each shows its whole message.
void TstPanes::bannersNeverCoverWidgets()
{
    LocalServer local;
    MainWindow window(m_fx->session, &local);
    window.resize(1024, 600);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QString longText
        = u"A message long enough to need several lines in the banner: "_s.repeated(4);
    const QList<MessageBanner::Action> actions { { u"Do it"_s, [] {} } };
    for (int i = 0; i < window.paneCount(); ++i) {
        window.showPane(MainWindow::Pane(i));
        QWidget *pane = window.pane(MainWindow::Pane(i));
        QTest::qWait(100);
        for (MessageBanner *banner : pane->findChildren<MessageBanner *>())
            banner->showMessage(MessageBanner::Kind::Error, longText, actions);
        window.banner()->showMessage(MessageBanner::Kind::Warning, longText);
        QTest::qWait(50);
        const QString what = coveredByBanners(&window);
        QVERIFY2(what.isEmpty(), qPrintable(pane->objectName() + u": "_s + what));
        for (MessageBanner *banner : window.findChildren<MessageBanner *>()) {
            if (banner->isVisible())
                QVERIFY2(showsAll(banner), qPrintable(pane->objectName()));
            banner->dismiss();
        }
    }
}

// A success goes by itself after a few seconds (later while the mouse is on it, or when it
// has a button to press); a problem stays until it is closed or no longer holds.
void TstPanes::successBannersGoByThemselves()
{
    QWidget pane;
    auto *layout = new QVBoxLayout(&pane);
    auto *success = new MessageBanner(&pane);
    auto *withAction = new MessageBanner(&pane);
    auto *problem = new MessageBanner(&pane);
    layout->addWidget(success);
    layout->addWidget(withAction);
    layout->addWidget(problem);
    pane.resize(600, 300);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    QElapsedTimer shown;
    shown.start();
    success->showMessage(MessageBanner::Kind::Positive, u"Saved."_s);
    withAction->showMessage(MessageBanner::Kind::Positive, u"Posted."_s, { { u"Print"_s, [] {} } });
    problem->showMessage(MessageBanner::Kind::Error, u"Not saved."_s);
    QVERIFY(success->successTimeoutMs() >= 3000);
    QVERIFY(withAction->successTimeoutMs() > success->successTimeoutMs());
    QTRY_VERIFY_WITH_TIMEOUT(!success->isVisible(), success->successTimeoutMs() + 2000);
    // Read first. QTimer's default (coarse) timer may fire up to 5 % early.
    QVERIFY2(shown.elapsed() >= success->successTimeoutMs() * 95 / 100 - 50,
        qPrintable(QString::number(shown.elapsed())));
    QVERIFY(withAction->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(!withAction->isVisible(), withAction->successTimeoutMs());
    QVERIFY(problem->isVisible());
}

// A problem shown while the server did not answer goes once it answers again, on whatever
// pane it was shown; one about something else stays.
void TstPanes::connectionProblemsGoWhenTheServerIsBack()
{
    LocalServer local;
    MainWindow window(m_fx->session, &local);
    window.resize(1024, 600);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    m_fx->session->monitor()->setProbeIntervalMs(300);
    window.showPane(MainWindow::Pane::Catalog);
    auto *catalog = qobject_cast<CatalogPane *>(window.pane(MainWindow::Pane::Catalog));
    QTRY_VERIFY_WITH_TIMEOUT(catalog->model()->rowCount() > 0, 10000);
    auto *banner = catalog->findChild<MessageBanner *>();
    QTRY_COMPARE(m_fx->session->monitor()->state(), ConnectionMonitor::State::Online);
    // A problem of the Search pane that has nothing to do with the connection.
    auto *otherBanner = window.pane(MainWindow::Pane::Search)->findChild<MessageBanner *>();
    otherBanner->showMessage(MessageBanner::Kind::Error, u"Scanned 123: not a code."_s);
    QTest::qWait(300);

    const quint16 port = m_fx->server.port();
    m_fx->server.stop();
    catalog->setCollection(u"stationery"_s);
    QTRY_VERIFY_WITH_TIMEOUT(banner->isVisible(), 20000);
    QCOMPARE(banner->kind(), MessageBanner::Kind::Warning);
    QVERIFY(banner->isAboutConnection());
    QCOMPARE(m_fx->session->monitor()->state(), ConnectionMonitor::State::Offline);
    QVERIFY(!otherBanner->isAboutConnection());

    QVERIFY(m_fx->server.start({}, port));
    QTRY_COMPARE_WITH_TIMEOUT(
        m_fx->session->monitor()->state(), ConnectionMonitor::State::Online, 20000);
    QTRY_VERIFY(!banner->isVisible());
    QVERIFY(otherBanner->isVisible() || !otherBanner->isHidden());
    otherBanner->dismiss();
    catalog->setCollection(u"books"_s);
    m_fx->session->monitor()->setProbeIntervalMs(2000);
}

QTEST_MAIN(TstPanes)
#include "tst_panes.moc"
