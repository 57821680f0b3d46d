// Issue 20 (console items 8, 10, 12): the console as a shop uses it — a stale "Not
// connected" banner after a restart, the key's seller, elided names, wording.
#include <QApplication>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QLabel>
#include <QScopeGuard>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <algorithm>

#include "models/consolesession.h"
#include "models/localserver.h"
#include "tests/gui/guifixture.h"
#include "ui/languagesetup.h"
#include "ui/mainwindow.h"
#include "ui/messagebanner.h"
#include "ui/stockpane.h"

using namespace Qt::StringLiterals;

class TstShopConsole : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void noStaleNotConnectedBannerAfterRestart_data();
    void noStaleNotConnectedBannerAfterRestart();

private:
    std::unique_ptr<GuiFixture> m_fx;
};

void TstShopConsole::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"catalog-tests"_s);
    QCoreApplication::setApplicationName(u"tst_shopconsole"_s);
    m_fx = std::make_unique<GuiFixture>();
    QVERIFY(m_fx->start(300));
}

void TstShopConsole::cleanupTestCase()
{
    m_fx.reset();
}

void TstShopConsole::noStaleNotConnectedBannerAfterRestart_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::newRow("en") << QLocale(QLocale::English);
    QTest::newRow("ru") << QLocale(QLocale::Russian);
    QTest::newRow("uz") << QLocale(QLocale::Uzbek);
}

// Item 8: the console starts on another pane, connects after its window exists (as main()
// does), then Stock is opened: no "Not connected" banner while the status bar says Online, and
// opening the pane does not stall the GUI.
void TstShopConsole::noStaleNotConnectedBannerAfterRestart()
{
    QFETCH(QLocale, locale);
    QVERIFY(LanguageSetup::install(qApp, locale));
    const auto english
        = qScopeGuard([] { LanguageSetup::install(qApp, QLocale(QLocale::English)); });
    m_fx->session->disconnectFromServer();
    QSettings().setValue(u"window/pane"_s, int(MainWindow::Pane::Catalog));
    LocalServer local;
    MainWindow window(m_fx->session, &local);
    window.resize(1024, 600);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.pane(MainWindow::Pane::Catalog)->isVisible());
    m_fx->connectSession();
    QTest::qWait(300);
    auto *stock = qobject_cast<StockPane *>(window.pane(MainWindow::Pane::Stock));
    // The longest the event loop stood still while the pane opened and settled.
    QElapsedTimer timer;
    timer.start();
    qint64 last = 0;
    qint64 worst = 0;
    QTimer ticker;
    ticker.setInterval(5);
    connect(&ticker, &QTimer::timeout, &window, [&] {
        worst = std::max(worst, timer.elapsed() - last);
        last = timer.elapsed();
    });
    ticker.start();
    window.showPane(MainWindow::Pane::Stock);
    QTest::qWait(800);
    ticker.stop();
    worst = std::max(worst, timer.elapsed() - last);
    qInfo("opening Stock: longest stall %lld ms", worst);
    QVERIFY2(worst < 100, qPrintable(u"opening Stock stalled the GUI for %1 ms"_s.arg(worst)));
    QVERIFY(stock->isVisible());
    QVERIFY2(!stock->offlineBanner()->isVisible(), qPrintable(stock->offlineBanner()->text()));
    // A banner that is shown never covers the Undo button.
    QTest::qWait(200);
    QVERIFY(!stock->offlineBanner()->isVisible());
}

QTEST_MAIN(TstShopConsole)
#include "tst_shopconsole.moc"
