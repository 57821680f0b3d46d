// Issue 20 (console items 8, 10, 12): the console as a shop uses it — a stale "Not
// connected" banner after a restart, the key's seller, elided names, wording.
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QPointer>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <algorithm>

#include "models/consolesession.h"
#include "models/localserver.h"
#include "models/minemodel.h"
#include "tests/gui/guifixture.h"
#include "tests/gui/scopedlanguage.h"
#include "ui/connectdialog.h"
#include "ui/countpane.h"
#include "ui/csvimportdialog.h"
#include "ui/localserverpane.h"
#include "ui/mainwindow.h"
#include "ui/messagebanner.h"
#include "ui/productsettingsdialog.h"
#include "ui/scanlineedit.h"
#include "ui/stockpane.h"

using namespace Qt::StringLiterals;

namespace {

// A loopback proxy in front of the real server that plays a server from before GET /key: that
// one path is sent on as a path the server does not know (404), everything else unchanged.
class OldServerProxy final : public QTcpServer
{
public:
    explicit OldServerProxy(quint16 upstream)
        : m_upstream(upstream)
    {
        listen(QHostAddress::LocalHost);
    }
    QString baseUrl() const { return u"http://127.0.0.1:%1/api/v1/client"_s.arg(serverPort()); }

protected:
    void incomingConnection(qintptr handle) override
    {
        auto *client = new QTcpSocket(this);
        client->setSocketDescriptor(handle);
        auto *server = new QTcpSocket(this);
        server->connectToHost(QHostAddress::LocalHost, m_upstream);
        connect(client, &QTcpSocket::readyRead, server, [client, server] {
            QByteArray bytes = client->readAll();
            bytes.replace("GET /api/v1/client/key HTTP", "GET /api/v1/client/key-x HTTP");
            server->write(bytes);
        });
        connect(server, &QTcpSocket::readyRead, client,
            [client, server] { client->write(server->readAll()); });
        connect(server, &QTcpSocket::disconnected, client, &QTcpSocket::disconnectFromHost);
        connect(client, &QTcpSocket::disconnected, server, &QTcpSocket::disconnectFromHost);
    }

private:
    quint16 m_upstream;
};

QPushButton *acceptButton(ConnectDialog &dialog)
{
    auto *box = dialog.findChild<QDialogButtonBox *>();
    for (QAbstractButton *b : box->buttons())
        if (box->buttonRole(b) == QDialogButtonBox::AcceptRole)
            return qobject_cast<QPushButton *>(b);
    return nullptr;
}

} // namespace

class TstShopConsole : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void noStaleNotConnectedBannerAfterRestart_data();
    void noStaleNotConnectedBannerAfterRestart();
    void connectDialogTakesTheSellerFromTheKey();
    void connectDialogAsksAnOlderServerForTheSeller();
    void sessionLearnsTheSellerOfTheKey();
    void stockNamesElideAtTheEndAndUnknownCodesAreWordedNeutrally();
    void localServerServesTheTillsAndBacksUp();
    void lowStockCanBeSetUpFromTheStockPane();
    void everythingFits1024x600_data();
    void everythingFits1024x600();

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
    const ScopedLanguage language(locale);
    QVERIFY(language.isInstalled());
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

// Item 10: no seller question; the key's seller comes from GET /key.
void TstShopConsole::connectDialogTakesTheSellerFromTheKey()
{
    // A key of its own: the fixture's console session follows the live copy and /sync with
    // m_fx->key in the background, and its requests share that key's 8 a second.
    const TestServer::Key own
        = m_fx->server.createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s });
    QVERIFY(!own.appId.isEmpty());
    ConnectDialog dialog;
    ConnectionProfile profile;
    profile.name = u"till"_s;
    profile.baseUrl = QUrl(m_fx->server.baseUrl());
    profile.appId = own.appId;
    dialog.setProfile(profile, std::nullopt);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QVERIFY(!dialog.sellerBox()->isVisible()); // nothing asked
    dialog.findChildren<QLineEdit *>().at(3)->setText(own.secret);
    acceptButton(dialog)->click();
    QTRY_COMPARE_WITH_TIMEOUT(dialog.result(), int(QDialog::Accepted), 10000);
    QCOMPARE(dialog.sellerId(), std::optional<qint64>(1));
    QVERIFY(!dialog.sellerBox()->isVisible());

    // A wrong secret is said, and nothing is accepted.
    ConnectDialog wrong;
    wrong.setProfile(profile, std::nullopt);
    wrong.show();
    wrong.findChildren<QLineEdit *>().at(3)->setText(u"not-the-secret"_s);
    wrong.testConnection();
    QTRY_VERIFY_WITH_TIMEOUT(!wrong.isTesting(), 10000);
    QVERIFY(wrong.isVisible());
    QVERIFY(wrong.result() != int(QDialog::Accepted));
}

void TstShopConsole::connectDialogAsksAnOlderServerForTheSeller()
{
    // A key of its own: the fixture's console session follows the live copy and /sync with
    // m_fx->key in the background, and its requests share that key's 8 a second.
    const TestServer::Key own
        = m_fx->server.createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s });
    QVERIFY(!own.appId.isEmpty());
    OldServerProxy old(quint16(QUrl(m_fx->server.baseUrl()).port()));
    ConnectDialog dialog;
    ConnectionProfile profile;
    profile.name = u"old"_s;
    profile.baseUrl = QUrl(old.baseUrl());
    profile.appId = own.appId;
    dialog.setProfile(profile, std::nullopt);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.findChildren<QLineEdit *>().at(3)->setText(own.secret);
    QVERIFY(!dialog.sellerBox()->isVisible());
    acceptButton(dialog)->click();
    // The old field appears, and the dialog waits for it.
    QTRY_VERIFY_WITH_TIMEOUT(dialog.sellerBox()->isVisible(), 10000);
    QTRY_VERIFY(!dialog.isTesting());
    QVERIFY(dialog.isVisible());
    QVERIFY(dialog.keyLabel()->isVisible());
    dialog.sellerBox()->setValue(1);
    acceptButton(dialog)->click();
    QTRY_COMPARE_WITH_TIMEOUT(dialog.result(), int(QDialog::Accepted), 10000);
    QCOMPARE(dialog.sellerId(), std::optional<qint64>(1));
}

// The session asks the key's seller on every connection: a profile saved without one (the
// old dialog's default) gets it, so code look-ups outside Stock work.
void TstShopConsole::sessionLearnsTheSellerOfTheKey()
{
    m_fx->session->setSellerId(u"test"_s, std::nullopt);
    ConnectionProfile profile;
    profile.name = u"test"_s;
    profile.baseUrl = QUrl(m_fx->server.baseUrl());
    profile.appId = m_fx->key.appId;
    m_fx->session->connectWith(profile, m_fx->key.secret, false);
    QTRY_COMPARE_WITH_TIMEOUT(m_fx->session->sellerId(), std::optional<qint64>(1), 10000);
}

// Item 12: "The Great Gatsby" reads "The Great Ga…", not "The …tsby"; a 404 for a scanned code
// may be an unknown code or the seller's own switched-off product: the words say both.
void TstShopConsole::stockNamesElideAtTheEndAndUnknownCodesAreWordedNeutrally()
{
    m_fx->connectSession();
    StockPane pane(m_fx->session, nullptr);
    pane.resize(1024, 560);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    // The pane keeps its scan mode across runs: start from one where a scan is sent at once.
    pane.setMode(StockPane::Mode::Increment);
    QCOMPARE(pane.productView()->textElideMode(), Qt::ElideRight);
    pane.scanField()->setFocus();
    QTest::keyClicks(pane.scanField(), u"4006381333931"_s); // a valid EAN no product has
    QTest::keyClick(pane.scanField(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(pane.banner()->text().contains(u"4006381333931"_s), 10000);
    QVERIFY2(pane.banner()->text().contains(u"switched off"_s), qPrintable(pane.banner()->text()));

    // The ask-quantity row appears without moving the tables below it.
    pane.banner()->dismiss();
    QTRY_VERIFY(pane.mineModel()->rowCount() > 0);
    QTest::qWait(100); // the layout settles after the banner went
    const int tablesAt = pane.productView()->mapTo(&pane, QPoint(0, 0)).y();
    pane.setMode(StockPane::Mode::AskQuantity);
    QTest::keyClicks(pane.scanField(), pane.mineModel()->item(0).code);
    QTest::keyClick(pane.scanField(), Qt::Key_Return);
    QTRY_VERIFY(!pane.askedCode().isEmpty());
    QTest::qWait(50);
    QCOMPARE(pane.productView()->mapTo(&pane, QPoint(0, 0)).y(), tablesAt);
    pane.setMode(StockPane::Mode::Increment);
}

// Item 7: the shop's server serves the other tills when asked (and says where), and the owner
// backs up, exports and restores without a terminal.
void TstShopConsole::localServerServesTheTillsAndBacksUp()
{
    QTemporaryDir dir;
    LocalServer server;
    server.setBinary(TestServer::binary());
    server.setRecordFile(dir.filePath(u"record.json"_s));
    LocalServerPane pane(&server, m_fx->session);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    const QString db = dir.filePath(u"shop.db"_s);
    pane.databaseField()->setText(db);
    pane.createDemo();
    QTRY_VERIFY_WITH_TIMEOUT(!pane.isBusy(), 60000);
    QVERIFY(QFile::exists(db));

    pane.portBox()->setValue(0);
    pane.networkBox()->setChecked(true);
    pane.start();
    QTRY_COMPARE_WITH_TIMEOUT(server.state(), LocalServer::State::Running, 15000);
    QVERIFY2(server.baseUrl().startsWith(u"http://127.0.0.1:"_s), qPrintable(server.baseUrl()));
    QVERIFY(pane.tillAddressField()->isVisible());
    QVERIFY(!pane.networkBox()->isEnabled()); // chosen before the start
    const QStringList addresses = LocalServer::networkAddresses();
    if (!addresses.isEmpty()) {
        const int port = QUrl(server.baseUrl()).port();
        QCOMPARE(pane.tillAddressField()->text(),
            u"http://%1:%2/api/v1/client"_s.arg(addresses.constFirst()).arg(port));
        QVERIFY(!pane.qrLabel()->pixmap().isNull());
        QCOMPARE(pane.qrLabel()->pixmap().width(), pane.qrLabel()->pixmap().height());
        // It answers on the network address, not only on loopback.
        QNetworkAccessManager nam;
        nam.setProxy(QNetworkProxy::NoProxy);
        QNetworkReply *reply = nam.get(
            QNetworkRequest(QUrl(u"http://%1:%2/healthz"_s.arg(addresses.constFirst()).arg(port))));
        QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), 10000);
        QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
        delete reply;
    }

    // Backup and export while it serves; restore only when stopped.
    QVERIFY(!pane.restoreButton()->isEnabled());
    const QString backup = dir.filePath(u"backup.db"_s);
    pane.backupTo(backup);
    QTRY_VERIFY_WITH_TIMEOUT(!pane.isBusy(), 30000);
    QVERIFY(QFileInfo(backup).size() > 0);
    const QString json = dir.filePath(u"catalog.json"_s);
    pane.exportTo(json);
    QTRY_VERIFY_WITH_TIMEOUT(!pane.isBusy(), 30000);
    QFile jsonFile(json);
    QVERIFY(jsonFile.open(QIODevice::ReadOnly));
    QVERIFY(QJsonDocument::fromJson(jsonFile.readAll()).object().contains(u"books"_s));
    const QString csv = dir.filePath(u"catalog.csv"_s);
    pane.exportTo(csv);
    QTRY_VERIFY_WITH_TIMEOUT(!pane.isBusy(), 30000);
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    QVERIFY(csvFile.readLine().contains("name"));
    pane.restoreFrom(backup);
    QVERIFY(!pane.isBusy()); // refused while it runs

    pane.stop();
    QTRY_COMPARE_WITH_TIMEOUT(server.state(), LocalServer::State::Stopped, 15000);
    QVERIFY(pane.restoreButton()->isEnabled());
    QVERIFY(!pane.tillAddressField()->isVisible());
    pane.restoreFrom(backup);
    QVERIFY(pane.isBusy());
    QTRY_VERIFY_WITH_TIMEOUT(!pane.isBusy(), 30000);
    QVERIFY(QFile::exists(db + u".before-restore"_s));
    pane.networkBox()->setChecked(false);
}

// Item 11: the reorder level, quantity, prices and active flag are edited in the Stock pane
// (PATCH /products/mine), and "Low stock only" then lists the product.
void TstShopConsole::lowStockCanBeSetUpFromTheStockPane()
{
    m_fx->connectSession();
    StockPane pane(m_fx->session, nullptr);
    pane.resize(1024, 560);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    QTRY_VERIFY_WITH_TIMEOUT(pane.mineModel()->rowCount() > 2, 10000);
    MineModel *mine = pane.mineModel();
    const MineItem item = mine->item(0);
    QPointer<ProductSettingsDialog> dialog = pane.editProduct(0); // deleted when closed
    QVERIFY(dialog);
    QCOMPARE(dialog->priceBox()->value(), int(item.price));
    dialog->reorderLevelBox()->setValue(int(item.stock) + 3);
    dialog->reorderQuantityBox()->setValue(12);
    dialog->priceBox()->setValue(int(item.price) + 100);
    dialog->oldPriceBox()->setValue(int(item.price) + 500);
    dialog->accept();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog, 10000);
    const int row = mine->rowForCode(item.code);
    QCOMPARE(mine->item(row).reorderLevel, std::optional<qint64>(item.stock + 3));
    QCOMPARE(mine->item(row).reorderQuantity, std::optional<qint64>(12));
    QCOMPARE(mine->item(row).price, item.price + 100);
    QCOMPARE(mine->item(row).oldPrice, item.price + 500);
    // The server keeps it: a reload shows the same, and low stock lists it.
    pane.lowStockOnlyBox()->setChecked(true);
    QTRY_VERIFY_WITH_TIMEOUT(mine->rowForCode(item.code) >= 0 && mine->rowCount() >= 1, 10000);
    QCOMPARE(mine->item(mine->rowForCode(item.code)).reorderLevel,
        std::optional<qint64>(item.stock + 3));
    QTRY_VERIFY(pane.lowStockCount() >= 1);

    // Switched off: it leaves the list, and the server's list no longer has it either.
    QPointer<ProductSettingsDialog> off = pane.editProduct(mine->rowForCode(item.code));
    off->activeBox()->setChecked(false);
    off->accept();
    QTRY_VERIFY_WITH_TIMEOUT(!off, 10000);
    QVERIFY2(mine->rowForCode(item.code) < 0, qPrintable(pane.banner()->text()));
    QSignalSpy loaded(mine, &MineModel::totalChanged);
    pane.lowStockOnlyBox()->setChecked(false);
    QTRY_VERIFY_WITH_TIMEOUT(!loaded.isEmpty() && mine->rowCount() > 0, 10000);
    QVERIFY(mine->rowForCode(item.code) < 0);
}

void TstShopConsole::everythingFits1024x600_data()
{
    noStaleNotConnectedBannerAfterRestart_data();
}

// Item 9: a 1024x600 laptop (the panel takes some of the 600) shows the whole window and every
// dialog in every language: minimum sizes within the screen, and a first start fits it. The
// panes as a connected shop sees them (counts of products shown, a count open): their texts
// set the widths (in Uzbek the Stock pane's top row made the window 1136 px wide).
void TstShopConsole::everythingFits1024x600()
{
    QFETCH(QLocale, locale);
    const ScopedLanguage language(locale);
    QVERIFY(language.isInstalled());
    const QSize screen(1024, 600 - 32); // a panel or title bar
    LocalServer local;
    QSettings().remove(u"window/geometry"_s);
    // The pane list's place as an older console saved it: 256 px, wider than the list may be.
    QSettings().setValue(u"window/splitter"_s,
        QByteArray::fromHex("000000ff00000001000000020000010000000"
                            "3a801ffffffff010000000100"));
    m_fx->connectSession();
    MainWindow window(m_fx->session, &local);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // No empty strip between the pane list and the pane (the list has a maximum width), the
    // window as large as the laptop's screen.
    const QSize firstStart = window.size();
    window.resize(screen);
    auto *sidebar = window.findChild<QListWidget *>();
    auto *stack = window.findChild<QStackedWidget *>();
    QVERIFY(sidebar && stack);
    QTRY_VERIFY2(stack->mapTo(&window, QPoint(0, 0)).x()
                - sidebar->mapTo(&window, QPoint(sidebar->width(), 0)).x()
            < 12,
        qPrintable(u"list ends at %1, pane starts at %2"_s
                       .arg(sidebar->mapTo(&window, QPoint(sidebar->width(), 0)).x())
                       .arg(stack->mapTo(&window, QPoint(0, 0)).x())));
    // Every pane's name shows whole in the list.
    for (int i = 0; i < sidebar->count(); ++i) {
        const QRect item = sidebar->visualItemRect(sidebar->item(i));
        QVERIFY2(item.left() + sidebar->iconSize().width()
                    + sidebar->fontMetrics().horizontalAdvance(sidebar->item(i)->text())
                < sidebar->viewport()->width(),
            qPrintable(sidebar->item(i)->text()));
    }
    // The first start (no saved geometry) opens within the screen.
    const QSize available = window.screen()->availableGeometry().size();
    QVERIFY2(firstStart.height() <= std::max(available.height(), window.minimumSizeHint().height())
            && firstStart.width() <= std::max(available.width(), window.minimumSizeHint().width()),
        qPrintable(u"%1x%2"_s.arg(firstStart.width()).arg(firstStart.height())));
    window.showPane(MainWindow::Pane::Stock);
    QTRY_VERIFY_WITH_TIMEOUT(window.stockPane()->mineModel()->total() > 0, 20000);
    // The names of the products stay readable (the fixed columns left them none at 1024 px).
    QTableView *products = window.stockPane()->productView();
    QTRY_VERIFY2(
        products->columnWidth(MineModel::Name) >= 10 * products->fontMetrics().averageCharWidth(),
        qPrintable(u"names %1 px wide"_s.arg(products->columnWidth(MineModel::Name))));
    auto *count = window.findChild<CountPane *>();
    QVERIFY(count);
    window.showPane(MainWindow::Pane(window.findChild<QStackedWidget *>()->indexOf(count)));
    count->nameEdit()->setText(u"Stationery shelf by the window"_s);
    count->openCount();
    QTRY_VERIFY_WITH_TIMEOUT(count->currentCountId() > 0, 20000);

    QStringList problems;
    const auto check = [&](QWidget *w, const QString &what) {
        const QSize min = w->minimumSizeHint().expandedTo(w->minimumSize());
        if (min.width() > screen.width() || min.height() > screen.height())
            problems << u"%1: %2x%3"_s.arg(what).arg(min.width()).arg(min.height());
    };
    QString widest;
    int widestWidth = 0;
    for (int i = 0; i < window.paneCount(); ++i) {
        window.showPane(MainWindow::Pane(i));
        QWidget *pane = window.pane(MainWindow::Pane(i));
        QTRY_VERIFY(pane->isVisible());
        QTest::qWait(300); // its first data arrives
        check(&window, u"main window on "_s + pane->objectName());
        // Headline numbers side by side never run together (Reports), with a shop's figures.
        const QStringList headlines { u"units"_s, u"revenue"_s, u"returns"_s, u"retail"_s,
            u"cost"_s, u"reorder"_s };
        const QList<qint64> figures { 3867, 450515000, 298, 1295343500, 903740000, 12 };
        for (qsizetype h = 0; h < headlines.size(); ++h) {
            if (auto *value = pane->findChild<QLabel *>(headlines[h]))
                value->setText(QLocale().toString(figures[h]));
        }
        QCoreApplication::processEvents();
        for (qsizetype h = 0; h + 1 < headlines.size(); ++h) {
            auto *left = pane->findChild<QLabel *>(headlines[h]);
            auto *right = pane->findChild<QLabel *>(headlines[h + 1]);
            if (!left || !right || !left->isVisible() || !right->isVisible())
                continue;
            const int gap = right->mapTo(pane, QPoint(0, 0)).x()
                - (left->mapTo(pane, QPoint(0, 0)).x() + left->sizeHint().width());
            if (gap < 2 * pane->fontMetrics().averageCharWidth())
                problems << u"%1 and %2 %3 px apart"_s.arg(left->text(), right->text()).arg(gap);
        }
        // The window takes the widest pane's minimum: name the panes that set it.
        const int around = window.minimumSizeHint().width() - stack->minimumSizeHint().width();
        if (pane->minimumSizeHint().width() + around > widestWidth) {
            widestWidth = pane->minimumSizeHint().width() + around;
            widest = pane->objectName();
        }
        if (pane->minimumSizeHint().width() + around > screen.width())
            problems << u"pane %1 needs %2 px"_s.arg(pane->objectName())
                            .arg(pane->minimumSizeHint().width() + around);
    }
    qInfo("the window needs %d px with %s, the widest pane", widestWidth, qPrintable(widest));
    window.openConnectDialog();
    window.openPreferences();
    QTest::qWait(50);
    for (QDialog *dialog : window.findChildren<QDialog *>())
        check(dialog, QString::fromLatin1(dialog->metaObject()->className()));
    auto *csv = new CsvImportDialog(TestServer::binary(), u"sqlite::memory:"_s, &window);
    csv->show();
    check(csv, u"CsvImportDialog"_s);
    QVERIFY(csv->height() <= available.height()); // its Import button stays on the screen
    delete csv;
    // The next language opens its own count.
    count->setConfirmer([](CountPane::Question, const QString &) { return true; });
    count->cancelCount();
    QTRY_COMPARE_WITH_TIMEOUT(count->countChooser()->count(), 0, 20000);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"; "_s)));
}

QTEST_MAIN(TstShopConsole)
#include "tst_shopconsole.moc"
