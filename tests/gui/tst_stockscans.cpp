// The stock pane's scans across restarts and keys: the scan
// mode is remembered per connection and said beside the scan field; scans waiting after an
// offline restart are in the scan log (discardable) and the product list follows once they
// are sent; scans queued under a revoked key are sent with the new key of the same connection;
// a write-off reads as one and times have seconds; quitting with scans waiting asks first.
#include <QApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include "models/connectionmonitor.h"
#include "models/consolesession.h"
#include "models/localserver.h"
#include "models/minemodel.h"
#include "models/movementmodel.h"
#include "models/scanlogmodel.h"
#include "net/outbox.h"
#include "net/outboxentry.h"
#include "net/retrypolicy.h"
#include "tests/gui/guifixture.h"
#include "tests/gui/scannertyping.h"
#include "tests/support/httptestclient.h"
#include "ui/historypane.h"
#include "ui/mainwindow.h"
#include "ui/scanlineedit.h"
#include "ui/stockpane.h"

using namespace Qt::StringLiterals;

class TstStockScans : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void modeIsRememberedPerConnection();
    void waitingScansVisibleAfterOfflineRestart();
    void revokedKeyScansGoWithTheNewKey();
    void quitAsksWhileScansWait();

private:
    void makePane();
    QMap<QString, qint64> serverStock();
    QStringList someCodes(int n);
    void scan(const QString &code);

    std::unique_ptr<GuiFixture> m_fx;
    std::unique_ptr<StockPane> m_pane;
};

void TstStockScans::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TstStockScans::init()
{
    QSettings().remove(u"stock-mode"_s);
    m_fx = std::make_unique<GuiFixture>();
    QVERIFY(m_fx->start(300));
    m_fx->connectSession();
    makePane();
    QTRY_VERIFY_WITH_TIMEOUT(m_pane->mineModel()->rowCount() > 0, 10000);
}

void TstStockScans::cleanup()
{
    m_pane.reset();
    m_fx.reset();
    QSettings().remove(u"stock-mode"_s);
}

void TstStockScans::makePane()
{
    m_pane.reset();
    m_fx->session->monitor()->setProbeIntervalMs(250);
    m_fx->session->outbox()->setRetryPolicy(RetryPolicy(0, 200, 1000));
    m_pane = std::make_unique<StockPane>(m_fx->session, nullptr);
    m_pane->resize(1100, 700);
    m_pane->show();
    QVERIFY(QTest::qWaitForWindowActive(m_pane.get()));
}

QMap<QString, qint64> TstStockScans::serverStock()
{
    HttpTestClient http(m_fx->server.baseUrl());
    http.setCredentials(m_fx->checkKey.appId, m_fx->checkKey.secret);
    QMap<QString, qint64> out;
    for (int page = 1; page < 10; ++page) {
        const auto reply = http.get(u"/products/mine?type=book&per_page=100&page=%1"_s.arg(page),
            { { "Cache-Control", "no-cache" } });
        const QJsonArray items = reply.json()[u"data"_s].toArray();
        for (const QJsonValue &v : items)
            out.insert(v[u"code"_s].toString(), v[u"stock"_s].toInteger());
        if (items.size() < 100)
            break;
    }
    return out;
}

QStringList TstStockScans::someCodes(int n)
{
    QStringList codes;
    for (int i = 0; i < m_pane->mineModel()->rowCount() && codes.size() < n; ++i)
        codes << m_pane->mineModel()->item(i).code;
    return codes;
}

void TstStockScans::scan(const QString &code)
{
    const int rows = m_pane->scanLog()->rowCount();
    QVERIFY(ScannerTyping::typeInto(m_pane->scanField(), code));
    QTRY_COMPARE(m_pane->scanLog()->rowCount(), rows + 1);
}

// A till restarted in −1 mode stays a till; the mode is said in colour and words beside the
// scan field; another connection keeps its own.
void TstStockScans::modeIsRememberedPerConnection()
{
    QCOMPARE(m_pane->mode(), StockPane::Mode::Increment);
    QCOMPARE(m_pane->modeBadge()->text(), u"+1 received"_s);
    const QString received = m_pane->modeBadge()->styleSheet();
    m_pane->setMode(StockPane::Mode::Decrement);
    QCOMPARE(m_pane->modeBadge()->text(), u"−1 sold"_s);
    QVERIFY(m_pane->modeBadge()->styleSheet() != received);
    QVERIFY(m_pane->modeBadge()->isVisible());

    // Restarted: still selling.
    m_pane.reset();
    m_fx->restartSession();
    m_fx->connectSession();
    makePane();
    QCOMPARE(m_pane->mode(), StockPane::Mode::Decrement);
    QCOMPARE(m_pane->modeBadge()->text(), u"−1 sold"_s);

    // Another connection on this machine: its own mode (new: +1); back: −1 again.
    ConnectionProfile other = m_fx->session->currentProfile();
    const ConnectionProfile till = other;
    other.name = u"back office"_s;
    m_fx->session->connectWith(other, m_fx->key.secret, false);
    QCOMPARE(m_pane->mode(), StockPane::Mode::Increment);
    m_pane->setMode(StockPane::Mode::SetQuantity);
    m_pane->setSetQuantity(12);
    QCOMPARE(m_pane->modeBadge()->text(), u"set to 12"_s);
    m_fx->session->connectWith(till, m_fx->key.secret, false);
    QCOMPARE(m_pane->mode(), StockPane::Mode::Decrement);
    m_fx->session->connectWith(other, m_fx->key.secret, false);
    QCOMPARE(m_pane->mode(), StockPane::Mode::SetQuantity);
    QCOMPARE(m_pane->setQuantityBox()->value(), 12);

    // A write-off says so, beside the field and in the log (no sale), with seconds.
    m_fx->session->connectWith(till, m_fx->key.secret, false);
    m_pane->setMode(StockPane::Mode::WriteOff);
    QCOMPARE(m_pane->modeBadge()->text(), u"−1 written off (damaged)"_s);
    QTRY_VERIFY(m_pane->mineModel()->rowCount() > 0);
    scan(someCodes(1).constFirst());
    ScanLogModel *log = m_pane->scanLog();
    QCOMPARE(
        log->data(log->index(0, ScanLogModel::Change)).toString(), u"-1 written off (damaged)"_s);
    QVERIFY(QRegularExpression(u"^\\d\\d:\\d\\d:\\d\\d$"_s)
                .match(log->data(log->index(0, ScanLogModel::Time)).toString())
                .hasMatch());
}

// "16 scans wait" after an offline restart: they are in the log, one can be discarded, the
// others are sent once the server is back, and the product list shows their result.
void TstStockScans::waitingScansVisibleAfterOfflineRestart()
{
    const QStringList codes = someCodes(3);
    QCOMPARE(codes.size(), 3);
    const QMap<QString, qint64> before = serverStock();
    const quint16 port = m_fx->server.port();
    QCOMPARE(m_fx->server.stop(), 0);
    for (const QString &code : codes)
        scan(code);
    QCOMPARE(m_fx->session->outbox()->pendingCount(), 3);

    // Restarted while offline.
    m_pane.reset();
    m_fx->restartSession();
    m_fx->connectSession();
    makePane();
    ScanLogModel *log = m_pane->scanLog();
    QCOMPARE(log->rowCount(), 3);
    QCOMPARE(m_fx->session->outbox()->pendingCount(), 3);
    for (int row = 0; row < 3; ++row)
        QCOMPARE(log->record(row).code, codes.at(2 - row)); // newest first
    // The newer ones wait behind the oldest (which may be on its way now).
    for (int row = 0; row < 2; ++row) {
        QVERIFY(log->canDiscard(row));
        QCOMPARE(log->data(log->index(row, ScanLogModel::State)).toString(), u"pending"_s);
    }
    // The newest is discarded: never sent.
    m_pane->logView()->selectRow(0);
    m_pane->discardSelected();
    QCOMPARE(log->data(log->index(0, ScanLogModel::State)).toString(), u"discarded"_s);
    QCOMPARE(m_fx->session->outbox()->pendingCount(), 2);

    QTest::qWait(5500); // offline long enough for the history to tell the two times apart
    QVERIFY(m_fx->server.start({}, port));
    QTRY_COMPARE_WITH_TIMEOUT(m_fx->session->outbox()->pendingCount(), 0, 20000);
    const QMap<QString, qint64> after = serverStock();
    QCOMPARE(after.value(codes[0]), before.value(codes[0]) + 1);
    QCOMPARE(after.value(codes[1]), before.value(codes[1]) + 1);
    QCOMPARE(after.value(codes[2]), before.value(codes[2]));
    // The history dates the offline scan when it was made, not when it arrived (§8 scanned_at).
    HttpTestClient http(m_fx->server.baseUrl());
    http.setCredentials(m_fx->checkKey.appId, m_fx->checkKey.secret);
    const QJsonObject movement
        = http.get(u"/products/stock/movements?code=%1&per_page=1"_s.arg(codes[0]),
                  { { "Cache-Control", "no-cache" } })
              .json()[u"data"_s][0]
              .toObject();
    const QDateTime at = QDateTime::fromString(movement[u"at"_s].toString(), Qt::ISODate);
    const QDateTime scannedAt
        = QDateTime::fromString(movement[u"scanned_at"_s].toString(), Qt::ISODate);
    QVERIFY2(scannedAt.isValid(), qPrintable(movement[u"scanned_at"_s].toString()));
    QVERIFY(scannedAt.secsTo(at) >= 5); // it waited offline for a while
    // The History pane shows both.
    HistoryPane history(m_fx->session);
    QSignalSpy loaded(&history, &HistoryPane::loaded);
    history.codeFilter()->setText(codes[0]);
    history.reload();
    QTRY_COMPARE(loaded.size(), 1);
    const QString shown
        = history.model()->data(history.model()->index(0, MovementModel::At)).toString();
    QVERIFY2(shown.contains(u"(scanned %1)"_s.arg(scannedAt.toLocalTime().toString(u"HH:mm:ss"_s))),
        qPrintable(shown));
    // The product list shows what the server has now, without a Reload.
    for (const QString &code : codes) {
        QTRY_VERIFY(m_pane->mineModel()->rowForCode(code) >= 0);
        QTRY_COMPARE(
            m_pane->mineModel()->item(m_pane->mineModel()->rowForCode(code)).stock, after[code]);
    }
}

// `keys revoke`, two scans queue; a new key entered for the same connection sends them (the
// same Idempotency-Keys), each once, and the outbox counter is right before and after.
void TstStockScans::revokedKeyScansGoWithTheNewKey()
{
    const QStringList codes = someCodes(2);
    const QMap<QString, qint64> before = serverStock();
    // Few refused probes: 30 refusals a minute would block the address (contract §6).
    m_fx->session->monitor()->setProbeIntervalMs(5000);
    QCOMPARE(m_fx->server.run({ u"keys"_s, u"revoke"_s, m_fx->key.appId }).exitCode, 0);
    for (const QString &code : codes)
        scan(code);
    QTRY_VERIFY_WITH_TIMEOUT(m_fx->session->outbox()->isPaused(), 15000);
    QCOMPARE(m_fx->session->outbox()->pendingCount(), 2);

    // Restarted before the new key comes: still two waiting, still shown.
    m_pane.reset();
    m_fx->restartSession();
    m_fx->connectSession();
    makePane();
    m_fx->session->monitor()->setProbeIntervalMs(5000);
    QCOMPARE(m_fx->session->outbox()->pendingCount(), 2);
    QCOMPARE(m_pane->scanLog()->rowCount(), 2);

    const TestServer::Key fresh
        = m_fx->server.createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s });
    ConnectionProfile profile = m_fx->session->currentProfile();
    profile.appId = fresh.appId;
    m_fx->session->connectWith(profile, fresh.secret, false);
    QTRY_COMPARE_WITH_TIMEOUT(m_fx->session->outbox()->pendingCount(), 0, 30000);
    const QMap<QString, qint64> after = serverStock();
    for (const QString &code : codes)
        QCOMPARE(after.value(code), before.value(code) + 1);
    for (const OutboxEntry &e : m_fx->session->outbox()->entries())
        QCOMPARE(e.state, OutboxEntry::State::Applied);
    QTRY_COMPARE(m_pane->scanLog()->record(0).state, OutboxEntry::State::Applied);
}

void TstStockScans::quitAsksWhileScansWait()
{
    m_pane.reset();
    LocalServer local;
    MainWindow window(m_fx->session, &local);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.showPane(MainWindow::Pane::Stock);
    StockPane *stock = window.stockPane();
    QTRY_VERIFY(stock->mineModel()->rowCount() > 0);
    const QString code = stock->mineModel()->item(0).code;
    QCOMPARE(m_fx->server.stop(), 0);
    QVERIFY(ScannerTyping::typeInto(stock->scanField(), code));
    QTRY_COMPARE(m_fx->session->outbox()->pendingCount(), 1);

    QVERIFY(!window.close());
    QMessageBox *box = nullptr;
    QTRY_VERIFY((box = window.findChild<QMessageBox *>(u"QuitWithWaitingScansBox"_s)));
    QVERIFY(box->text().contains(u"1 scan"_s));
    QCOMPARE(box->defaultButton()->text(), u"Keep working"_s);
    box->defaultButton()->click();
    QTest::qWait(50);
    QVERIFY(window.isVisible());

    QVERIFY(!window.close());
    QTRY_VERIFY((box = window.findChild<QMessageBox *>(u"QuitWithWaitingScansBox"_s)));
    for (QAbstractButton *button : box->buttons()) {
        if (button != box->defaultButton())
            button->click();
    }
    QTRY_VERIFY(!window.isVisible());
}

QTEST_MAIN(TstStockScans)
#include "tst_stockscans.moc"
