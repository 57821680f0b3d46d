#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCompleter>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTreeView>

#include "models/categorytreemodel.h"
#include "models/consolesession.h"
#include "models/keylistmodel.h"
#include "models/localserver.h"
#include "models/pagedproductmodel.h"
#include "models/sellerlistmodel.h"
#include "models/trendingmodel.h"
#include "net/apiclient.h"
#include "tests/gui/guifixture.h"
#include "ui/catalogpane.h"
#include "ui/categoriespane.h"
#include "ui/localserverpane.h"
#include "ui/mainwindow.h"
#include "ui/productdetailpanel.h"
#include "ui/searchpane.h"
#include "ui/sellerspane.h"
#include "ui/statusindicators.h"
#include "ui/trendingpane.h"

using namespace Qt::StringLiterals;

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

private:
    std::unique_ptr<GuiFixture> m_fx;
};

void TstPanes::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
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
    QCOMPARE(window.paneCount(), 9); // with History and Count
    for (int i = 0; i < window.paneCount(); ++i) {
        window.showPane(MainWindow::Pane(i));
        QTest::qWait(50);
    }
    QTRY_VERIFY(window.indicators()->connectionText().contains(u"Online"_s));
    QTRY_VERIFY(window.indicators()->rateText().contains(u"/s"_s));
    QVERIFY(window.indicators()->outboxText().contains(u"0"_s));
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

    pane.stop();
    QTRY_COMPARE_WITH_TIMEOUT(server.state(), LocalServer::State::Stopped, 10000);
    QVERIFY(pane.startButton()->isEnabled());
    QVERIFY(pane.logView()->toPlainText().contains(u"listening on"_s));
}

QTEST_MAIN(TstPanes)
#include "tst_panes.moc"
