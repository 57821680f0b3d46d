#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include "common/productcodes.h"
#include "models/connectionmonitor.h"
#include "models/consolesession.h"
#include "models/livestock.h"
#include "models/minemodel.h"
#include "models/scanlogmodel.h"
#include "net/inmemorycredentialstore.h"
#include "net/outbox.h"
#include "net/outboxentry.h"
#include "tests/gui/guifixture.h"
#include "tests/gui/scopedlanguage.h"
#include "tests/support/httptestclient.h"
#include "ui/messagebanner.h"
#include "ui/scanlineedit.h"
#include "ui/statusindicators.h"
#include "ui/stockpane.h"

using namespace Qt::StringLiterals;

namespace {

constexpr int ScannerKeyMs = 2;
constexpr int HumanKeyMs = 90;

// Types a code as a keyboard-wedge scanner does (a few ms a key) or as a person.
void typeCode(QWidget *field, const QString &code, int keyMs, Qt::Key terminator = Qt::Key_Return)
{
    QTest::keyClicks(field, code, Qt::NoModifier, keyMs);
    QTest::keyClick(field, terminator, Qt::NoModifier, keyMs);
}

// The same into whatever has the focus at each key, as a real keyboard does. (QTest's window
// path drops the delays; its widget path keeps sending to a widget that may be gone meanwhile.)
void typeToFocus(const QString &code, int keyMs, Qt::Key terminator = Qt::Key_Return)
{
    const auto send = [keyMs](QTest::KeyAction action, Qt::Key key, char text) {
        QTest::qWait(keyMs); // before asking who has the focus: it may change meanwhile
        QTest::sendKeyEvent(action, QApplication::focusWidget(), key, text, Qt::NoModifier);
    };
    for (const QChar c : code) {
        send(QTest::Press, Qt::Key(c.unicode()), c.toLatin1());
        send(QTest::Release, Qt::Key(c.unicode()), c.toLatin1());
    }
    const char text = terminator == Qt::Key_Tab ? '\t' : '\r';
    send(QTest::Press, terminator, text);
    send(QTest::Release, terminator, text);
}

// Types a code as a scanner does while another keyboard layout is active: each key carries
// what that layout makes of it. cyrillic: Qt's key is the digit, the text a Cyrillic letter.
// Otherwise AZERTY: the text and key are the unshifted symbol, only the scan code tells.
void typeInLayout(const QString &code, bool cyrillic)
{
    static const QString cyrillicText = u"йцукенгшщз"_s;
    static const QString azertyText = u"à&é\"'(-è_ç"_s;
    static const Qt::Key azertyKeys[] = { Qt::Key_Agrave, Qt::Key_Ampersand, Qt::Key_Eacute,
        Qt::Key_QuoteDbl, Qt::Key_Apostrophe, Qt::Key_ParenLeft, Qt::Key_Minus, Qt::Key_Egrave,
        Qt::Key_Underscore, Qt::Key_Ccedilla };
    for (const QChar c : code) {
        const int digit = c.unicode() - u'0';
        const quint32 scanCode = digit == 0 ? 19 : 9 + digit; // XKB: evdev + 8
        const QString text = (cyrillic ? cyrillicText : azertyText).at(digit);
        const int key = cyrillic ? Qt::Key_0 + digit : int(azertyKeys[digit]);
        QTest::qWait(ScannerKeyMs);
        QKeyEvent press(QEvent::KeyPress, key, Qt::NoModifier, scanCode, 0, 0, text);
        QApplication::sendEvent(QApplication::focusWidget(), &press);
        QKeyEvent release(QEvent::KeyRelease, key, Qt::NoModifier, scanCode, 0, 0, text);
        QApplication::sendEvent(QApplication::focusWidget(), &release);
    }
    QTest::qWait(ScannerKeyMs);
    QTest::sendKeyEvent(
        QTest::Click, QApplication::focusWidget(), Qt::Key_Return, '\r', Qt::NoModifier);
}

QString withCheckDigit(const QString &twelve)
{
    return twelve + QChar(u'0' + ProductCodes::gs1CheckDigit(twelve));
}

} // namespace

class TstStockPane : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void scannerTimingVersusHuman();
    void scannerTabKeepsFocus();
    void invalidCheckDigit();
    void unknownCode();
    void undoReversesAScan();
    void askQuantityMode();
    void inlineEditConflict();
    void nameFromTheServerAnswer();
    void rejectionsShowCurrentStock();
    void scanWhileFocusElsewhere_data();
    void scanWhileFocusElsewhere();
    void humanTypingElsewhere_data();
    void humanTypingElsewhere();
    void humanTypingInInlineEditor_data();
    void humanTypingInInlineEditor();
    void askQuantityTypedQuickly();
    void invalidCheckDigitElsewhere();
    void acceptance();
    void keyRefusedKeepsScans();
    void askQuantityQueuesScans();
    void undoStaysWithItsProfile();
    void scanBeforeConnecting();
    void lastScannedStandsOut();
    void namesStayReadable();
    void headersSort();
    void anyKeyboardLayout_data();
    void anyKeyboardLayout();
    void reasonsReachTheHistory();
    void offlineScansKeepTheirReason();
    void lowStock();

private:
    QMap<QString, qint64> serverStock(const QString &type = u"book"_s);
    // The server's movements of a code, newest first (contract §10 history).
    QJsonArray movements(const QString &code);
    int waitApplied(int expectedRows);
    QWidget *focusOn(const QString &name);

    std::unique_ptr<GuiFixture> m_fx;
    std::unique_ptr<StockPane> m_pane;
    std::unique_ptr<QAbstractItemModelTester> m_mineTester;
    std::unique_ptr<QAbstractItemModelTester> m_logTester;
};

void TstStockPane::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TstStockPane::init()
{
    QSettings().remove(u"stock-mode"_s); // the scan mode each test starts with: +1
    m_fx = std::make_unique<GuiFixture>();
    QVERIFY(m_fx->start(300));
    m_fx->session->monitor()->setProbeIntervalMs(250);
    m_fx->session->outbox()->setRetryPolicy(RetryPolicy(0, 200, 1000));
    m_pane = std::make_unique<StockPane>(m_fx->session, nullptr);
    m_mineTester = std::make_unique<QAbstractItemModelTester>(
        m_pane->mineModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    m_logTester = std::make_unique<QAbstractItemModelTester>(
        m_pane->scanLog(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    m_pane->resize(1100, 700);
    m_fx->connectSession();
    m_pane->show();
    QVERIFY(QTest::qWaitForWindowActive(m_pane.get()));
    QTRY_VERIFY_WITH_TIMEOUT(m_pane->mineModel()->rowCount() > 0, 10000);
    QTRY_COMPARE(m_fx->session->monitor()->state(), ConnectionMonitor::State::Online);
    m_pane->scanField()->setFocus();
}

void TstStockPane::cleanup()
{
    m_logTester.reset();
    m_mineTester.reset();
    m_pane.reset();
    m_fx.reset();
}

QMap<QString, qint64> TstStockPane::serverStock(const QString &type)
{
    HttpTestClient http(m_fx->server.baseUrl());
    http.setCredentials(m_fx->checkKey.appId, m_fx->checkKey.secret);
    QMap<QString, qint64> out;
    for (int page = 1; page < 10; ++page) {
        const auto reply
            = http.get(u"/products/mine?type=%1&per_page=100&page=%2"_s.arg(type).arg(page),
                { { "Cache-Control", "no-cache" } });
        if (reply.status != 200)
            break;
        const QJsonArray items = reply.json().object().value("data"_L1).toArray();
        for (const QJsonValue &v : items)
            out.insert(v["code"_L1].toString(), v["stock"_L1].toInteger());
        if (items.size() < 100)
            break;
    }
    return out;
}

void TstStockPane::scannerTimingVersusHuman()
{
    MineModel *mine = m_pane->mineModel();
    const QString code = mine->item(0).code;
    const qint64 before = mine->item(0).stock;

    typeCode(m_pane->scanField(), code, ScannerKeyMs);
    QVERIFY(m_pane->lastScanFromScanner());
    QTRY_COMPARE(m_pane->scanLog()->rowCount(), 1);
    QTRY_COMPARE(m_pane->scanLog()->record(0).state, OutboxEntry::State::Applied);
    QCOMPARE(*m_pane->scanLog()->record(0).resultStock, before + 1);
    QCOMPARE(m_pane->scanLog()->record(0).source, ScanLogModel::Source::Scanner);
    QTRY_COMPARE(mine->item(0).stock, before + 1);

    typeCode(m_pane->scanField(), code, HumanKeyMs);
    QVERIFY(!m_pane->lastScanFromScanner());
    QTRY_COMPARE(m_pane->scanLog()->rowCount(), 2);
    QCOMPARE(m_pane->scanLog()->record(0).source, ScanLogModel::Source::Keyboard);
    QTRY_COMPARE(m_pane->scanLog()->record(0).state, OutboxEntry::State::Applied);
    QCOMPARE(*m_pane->scanLog()->record(0).resultStock, before + 2);
    QCOMPARE(serverStock().value(code), before + 2);
}

void TstStockPane::scannerTabKeepsFocus()
{
    const QString code = m_pane->mineModel()->item(1).code;
    typeCode(m_pane->scanField(), code, ScannerKeyMs, Qt::Key_Tab);
    QTRY_COMPARE(m_pane->scanLog()->rowCount(), 1);
    QVERIFY(m_pane->scanField()->hasFocus());
    QVERIFY(m_pane->scanField()->text().isEmpty());

    // A person's Tab moves the focus on and submits nothing.
    QTest::keyClicks(m_pane->scanField(), code.left(5), Qt::NoModifier, HumanKeyMs);
    QTest::keyClick(m_pane->scanField(), Qt::Key_Tab, Qt::NoModifier, HumanKeyMs);
    QVERIFY(!m_pane->scanField()->hasFocus());
    QCOMPARE(m_pane->scanLog()->rowCount(), 1);
    QCOMPARE(m_pane->scanField()->text(), code.left(5)); // nothing typed is lost
}

void TstStockPane::invalidCheckDigit()
{
    const QString code = m_pane->mineModel()->item(0).code;
    QString wrong = code;
    wrong[12] = QChar(u'0' + (code.at(12).unicode() - u'0' + 1) % 10);
    const qint64 before = serverStock().value(code);
    const int fieldY = m_pane->scanField()->mapTo(m_pane.get(), QPoint()).y();
    typeCode(m_pane->scanField(), wrong, ScannerKeyMs);
    QVERIFY(m_pane->banner()->isVisible());
    QTest::qWait(50);
    // The banner's space is kept: the scan field does not move under the seller's eyes.
    QCOMPARE(m_pane->scanField()->mapTo(m_pane.get(), QPoint()).y(), fieldY);
    QCOMPARE(m_pane->banner()->kind(), MessageBanner::Kind::Error);
    QVERIFY2(
        m_pane->banner()->text().contains(u"check digit"_s), qPrintable(m_pane->banner()->text()));
    // Logged, so the miss is visible after the banner is gone; nothing was sent.
    QCOMPARE(m_pane->scanLog()->rowCount(), 1);
    QVERIFY(m_pane->scanLog()->record(0).invalid);
    QCOMPARE(m_pane->scanLog()->record(0).code, wrong);
    QCOMPARE(m_pane->scanLog()->index(0, ScanLogModel::State).data().toString(),
        ScanLogModel::invalidText());
    QCOMPARE(m_pane->scanLog()->index(0, ScanLogModel::Code).data().toString(), wrong);
    QVERIFY(!m_pane->scanLog()->canUndo(0));
    QCOMPARE(m_fx->session->outbox()->pendingCount(), 0);
    QVERIFY(m_pane->scanField()->hasFocus());

    // The next good scan clears the banner, the log keeps the miss.
    typeCode(m_pane->scanField(), code, ScannerKeyMs);
    QCOMPARE(waitApplied(2), 0);
    QVERIFY(m_pane->scanLog()->record(1).invalid);

    // Typed by hand: the text comes back to be corrected.
    typeCode(m_pane->scanField(), wrong, HumanKeyMs);
    QCOMPARE(m_pane->scanField()->text(), wrong);
    QCOMPARE(m_pane->scanLog()->rowCount(), 2);
    QCOMPARE(serverStock().value(code), before + 1);
}

void TstStockPane::unknownCode()
{
    const QString unknown = withCheckDigit(u"478999999999"_s);
    typeCode(m_pane->scanField(), unknown, ScannerKeyMs);
    QTRY_COMPARE(m_pane->scanLog()->rowCount(), 1);
    QTRY_COMPARE(m_pane->scanLog()->record(0).state, OutboxEntry::State::Rejected);
    QCOMPARE(m_pane->scanLog()->record(0).errorCode, u"not_found"_s);
    QTRY_VERIFY(m_pane->banner()->isVisible());
    QVERIFY(m_pane->banner()->text().contains(unknown));
    QVERIFY(m_pane->scanField()->hasFocus());
    QVERIFY(!m_pane->scanLog()->canUndo(0));

    // The next scan works as usual.
    typeCode(m_pane->scanField(), m_pane->mineModel()->item(0).code, ScannerKeyMs);
    QTRY_COMPARE(m_pane->scanLog()->rowCount(), 2);
    QTRY_COMPARE(m_pane->scanLog()->record(0).state, OutboxEntry::State::Applied);
}

void TstStockPane::undoReversesAScan()
{
    const QString code = m_pane->mineModel()->item(2).code;
    const qint64 before = serverStock().value(code);
    typeCode(m_pane->scanField(), code, ScannerKeyMs);
    QTRY_COMPARE(m_pane->scanLog()->rowCount(), 1);
    QTRY_COMPARE(m_pane->scanLog()->record(0).state, OutboxEntry::State::Applied);
    const QByteArray firstKey
        = m_fx->session->outbox()->entry(m_pane->scanLog()->record(0).outboxId)->idempotencyKey;

    QTest::keyClick(m_pane->scanField(), Qt::Key_Z, Qt::ControlModifier);
    QTRY_COMPARE(m_pane->scanLog()->rowCount(), 2);
    const ScanLogModel::Record undo = m_pane->scanLog()->record(0);
    QCOMPARE(undo.source, ScanLogModel::Source::Undo);
    QCOMPARE(undo.change.value, -1);
    QVERIFY(m_pane->scanLog()->record(1).undone);
    QVERIFY(!m_pane->scanLog()->canUndo(1));
    QTRY_COMPARE(m_pane->scanLog()->record(0).state, OutboxEntry::State::Applied);
    QCOMPARE(*m_pane->scanLog()->record(0).resultStock, before);
    QVERIFY(m_fx->session->outbox()->entry(undo.outboxId)->idempotencyKey != firstKey);
    QCOMPARE(serverStock().value(code), before);
}

void TstStockPane::askQuantityMode()
{
    const QString code = m_pane->mineModel()->item(3).code;
    const qint64 before = serverStock().value(code);
    m_pane->setMode(StockPane::Mode::AskQuantity);
    typeCode(m_pane->scanField(), code, ScannerKeyMs);
    QVERIFY(m_pane->askQuantityBox()->isVisible());
    QVERIFY(m_pane->askQuantityBox()->hasFocus());
    m_pane->askQuantityBox()->setValue(7);
    QTest::keyClick(m_pane->askQuantityBox(), Qt::Key_Return);
    QTRY_COMPARE(m_pane->scanLog()->rowCount(), 1);
    QVERIFY(m_pane->scanField()->hasFocus());
    QTRY_COMPARE(m_pane->scanLog()->record(0).state, OutboxEntry::State::Applied);
    QCOMPARE(*m_pane->scanLog()->record(0).resultStock, before + 7);

    m_pane->setMode(StockPane::Mode::SetQuantity);
    m_pane->setSetQuantity(3);
    typeCode(m_pane->scanField(), code, ScannerKeyMs);
    QTRY_COMPARE(m_pane->scanLog()->rowCount(), 2);
    QTRY_COMPARE(m_pane->scanLog()->record(0).state, OutboxEntry::State::Applied);
    QCOMPARE(serverStock().value(code), 3);
}

void TstStockPane::inlineEditConflict()
{
    MineModel *mine = m_pane->mineModel();
    const MineItem item = mine->item(4);
    // Someone else changes the stock behind the console's back: the live copy is held, or it
    // would show the 55 within milliseconds and the edit would not conflict.
    LiveStock *live = m_fx->session->liveStock();
    live->stop();
    HttpTestClient http(m_fx->server.baseUrl());
    http.setCredentials(m_fx->checkKey.appId, m_fx->checkKey.secret);
    const auto other = http.post(u"/products/stock/by-code"_s,
        QJsonDocument(QJsonObject { { u"code"_s, item.code }, { u"stock"_s, 55 } }).toJson(),
        { { "Content-Type", "application/json" } });
    QCOMPARE(other.status, 200);

    QVERIFY(mine->setData(mine->index(4, MineModel::Stock), 9));
    QTRY_VERIFY(m_pane->banner()->isVisible());
    QCOMPARE(m_pane->banner()->kind(), MessageBanner::Kind::Error);
    QVERIFY2(m_pane->banner()->text().contains(u"55"_s), qPrintable(m_pane->banner()->text()));
    QVERIFY(m_pane->banner()->text().contains(u"9"_s));
    QTRY_COMPARE(mine->item(4).stock, 55);
    live->restart();
    QCOMPARE(serverStock().value(item.code), 55);

    // Without a conflict the edit is saved.
    QVERIFY(mine->setData(mine->index(4, MineModel::Stock), 12));
    QTRY_COMPARE(mine->item(4).stock, 12);
    QCOMPARE(serverStock().value(item.code), 12);
}

void TstStockPane::nameFromTheServerAnswer()
{
    // A stationery code while books are listed: the pane knows no name, the answer does.
    const QMap<QString, qint64> stationery = serverStock(u"stationery"_s);
    QVERIFY(!stationery.isEmpty());
    const QString code = stationery.firstKey();
    QCOMPARE(m_pane->mineModel()->rowForCode(code), -1);
    typeCode(m_pane->scanField(), code, ScannerKeyMs);
    QTRY_COMPARE(m_pane->scanLog()->rowCount(), 1);
    QVERIFY(m_pane->scanLog()->record(0).name.isEmpty());
    QTRY_COMPARE(m_pane->scanLog()->record(0).state, OutboxEntry::State::Applied);
    const OutboxEntry entry
        = *m_fx->session->outbox()->entry(m_pane->scanLog()->record(0).outboxId);
    QVERIFY(!entry.productName.isEmpty());
    QCOMPARE(m_pane->scanLog()->record(0).name, entry.productName);
    QCOMPARE(
        m_pane->scanLog()->index(0, ScanLogModel::Product).data().toString(), entry.productName);
}

void TstStockPane::rejectionsShowCurrentStock()
{
    MineModel *mine = m_pane->mineModel();
    const QString code = mine->item(5).code;
    ScanLogModel *log = m_pane->scanLog();
    m_pane->setMode(StockPane::Mode::SetQuantity);
    m_pane->setSetQuantity(3);
    typeCode(m_pane->scanField(), code, ScannerKeyMs);
    QCOMPARE(waitApplied(1), 0);

    // Someone else sets 55, then the undo of the "set 3" (expected_stock 3) is refused.
    HttpTestClient http(m_fx->server.baseUrl());
    http.setCredentials(m_fx->checkKey.appId, m_fx->checkKey.secret);
    const auto other = http.post(u"/products/stock/by-code"_s,
        QJsonDocument(QJsonObject { { u"code"_s, code }, { u"stock"_s, 55 } }).toJson(),
        { { "Content-Type", "application/json" } });
    QCOMPARE(other.status, 200);
    m_pane->undoSelected();
    QTRY_COMPARE(log->rowCount(), 2);
    QTRY_COMPARE(log->record(0).state, OutboxEntry::State::Rejected);
    QCOMPARE(log->record(0).errorCode, u"stock_conflict"_s);
    QCOMPARE(log->record(0).currentStock, 55);
    QCOMPARE(log->index(0, ScanLogModel::Stock).data().toLongLong(), 55);
    QVERIFY2(m_pane->banner()->text().contains(u"55"_s), qPrintable(m_pane->banner()->text()));
    QVERIFY(m_pane->banner()->text().contains(log->record(0).name));
    QTRY_COMPARE(mine->item(5).stock, 55);
    QVERIFY(log->canUndo(1)); // the scan stands and may be undone again

    // Below zero: a write-off is refused with the stock as it is (a sale in hand is not:
    // contract §14, tst_gui_livestock).
    m_pane->setSetQuantity(0);
    typeCode(m_pane->scanField(), code, ScannerKeyMs);
    QCOMPARE(waitApplied(3), 0);
    m_pane->setMode(StockPane::Mode::WriteOff);
    typeCode(m_pane->scanField(), code, ScannerKeyMs);
    QTRY_COMPARE(log->rowCount(), 4);
    QTRY_COMPARE(log->record(0).state, OutboxEntry::State::Rejected);
    QCOMPARE(log->record(0).errorCode, u"stock_would_be_negative"_s);
    QCOMPARE(log->record(0).currentStock, 0);
    QVERIFY2(
        m_pane->banner()->text().contains(u"(it is 0)"_s), qPrintable(m_pane->banner()->text()));
    QCOMPARE(serverStock().value(code), 0);
}

int TstStockPane::waitApplied(int expectedRows)
{
    if (!QTest::qWaitFor([&] { return m_pane->scanLog()->rowCount() == expectedRows; }, 10000))
        return -1;
    const bool ok = QTest::qWaitFor(
        [&] { return m_pane->scanLog()->record(0).state == OutboxEntry::State::Applied; }, 10000);
    return ok ? 0 : -1;
}

// Gives the keyboard focus to one of the pane's widgets other than the scan field.
QWidget *TstStockPane::focusOn(const QString &name)
{
    QWidget *widget = nullptr;
    if (name == "table"_L1) {
        widget = m_pane->productView();
    } else if (name == "log"_L1) {
        widget = m_pane->logView();
    } else if (name == "set quantity"_L1) {
        widget = m_pane->setQuantityBox();
    } else if (name == "products combo"_L1) {
        widget = m_pane->typeBox();
    } else if (name == "inline editor"_L1) {
        QTableView *view = m_pane->productView();
        const QModelIndex stock = m_pane->mineModel()->index(0, MineModel::Stock);
        view->setFocus();
        view->setCurrentIndex(stock);
        view->edit(stock);
        if (!QTest::qWaitFor([&] {
                return QApplication::focusWidget()
                    && QApplication::focusWidget()->parentWidget() == view->viewport();
            }))
            return nullptr;
        return QApplication::focusWidget();
    }
    if (!widget)
        return nullptr;
    widget->setFocus();
    return QTest::qWaitFor([&] { return widget->hasFocus(); }) ? widget : nullptr;
}

void TstStockPane::scanWhileFocusElsewhere_data()
{
    QTest::addColumn<QString>("widget");
    QTest::addColumn<int>("terminator");
    QTest::newRow("table, Enter") << u"table"_s << int(Qt::Key_Return);
    QTest::newRow("table, Tab") << u"table"_s << int(Qt::Key_Tab);
    QTest::newRow("scan log") << u"log"_s << int(Qt::Key_Return);
    QTest::newRow("set quantity box") << u"set quantity"_s << int(Qt::Key_Return);
    QTest::newRow("products combo") << u"products combo"_s << int(Qt::Key_Tab);
    QTest::newRow("inline stock editor") << u"inline editor"_s << int(Qt::Key_Return);
}

void TstStockPane::scanWhileFocusElsewhere()
{
    QFETCH(QString, widget);
    QFETCH(int, terminator);
    MineModel *mine = m_pane->mineModel();
    const QString code = mine->item(0).code;
    const qint64 before = serverStock().value(code);
    const int setQuantity = m_pane->setQuantityBox()->value();
    const int type = m_pane->typeBox()->currentIndex();
    QWidget *target = focusOn(widget);
    QVERIFY(target);

    typeToFocus(code, ScannerKeyMs, Qt::Key(terminator));
    QVERIFY(m_pane->scanField()->hasFocus());
    QVERIFY(m_pane->lastScanFromScanner());
    QCOMPARE(waitApplied(1), 0);
    QCOMPARE(m_pane->scanLog()->record(0).source, ScanLogModel::Source::Scanner);
    QCOMPARE(m_pane->scanLog()->record(0).code, code);
    QCOMPARE(*m_pane->scanLog()->record(0).resultStock, before + 1);
    QTRY_COMPARE(mine->item(0).stock, before + 1);
    QCOMPARE(serverStock().value(code), before + 1);

    // Nothing of the scan reached the widget, not even later.
    QTest::qWait(m_pane->scanField()->thresholds().maxGapMs + 50);
    QVERIFY(m_pane->scanField()->text().isEmpty());
    QCOMPARE(m_pane->setQuantityBox()->value(), setQuantity);
    QCOMPARE(m_pane->typeBox()->currentIndex(), type);
    QCOMPARE(m_pane->scanLog()->rowCount(), 1);
    QVERIFY(
        !m_pane->banner()->isVisible() || m_pane->banner()->kind() != MessageBanner::Kind::Error);
    QCOMPARE(serverStock().value(code), before + 1); // the closed editor sent nothing
}

void TstStockPane::humanTypingElsewhere_data()
{
    QTest::addColumn<int>("keyMs");
    // QTest waits keyMs before the press and before the release: 2 × keyMs between keys.
    QTest::newRow("slower than the longest gap") << HumanKeyMs;
    QTest::newRow("within the longest gap") << 40;
}

void TstStockPane::humanTypingElsewhere()
{
    QFETCH(int, keyMs);
    QSpinBox *box = m_pane->setQuantityBox();
    QVERIFY(focusOn(u"set quantity"_s));
    box->selectAll();
    // As long as a code and ended by Enter, but a person's timing: typed into the box.
    typeCode(box, u"1234567"_s, keyMs);
    QCOMPARE(box->value(), 1234567);
    QVERIFY(box->hasFocus());

    // Without a terminator the keys arrive at the latest once the longest gap has passed.
    box->selectAll();
    QTest::keyClicks(box, u"42"_s, Qt::NoModifier, keyMs);
    QTRY_COMPARE(box->value(), 42);
    QVERIFY(box->hasFocus());
    QCOMPARE(m_pane->scanLog()->rowCount(), 0);
    QVERIFY(!m_pane->banner()->isVisible());
    QVERIFY(m_pane->scanField()->text().isEmpty());
}

void TstStockPane::humanTypingInInlineEditor_data()
{
    humanTypingElsewhere_data();
}

void TstStockPane::humanTypingInInlineEditor()
{
    QFETCH(int, keyMs);
    MineModel *mine = m_pane->mineModel();
    const QString code = mine->item(0).code;
    const QPointer<QWidget> editor = focusOn(u"inline editor"_s);
    QVERIFY(editor);
    QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
    QTest::qWait(m_pane->scanField()->thresholds().maxGapMs + 50); // not a person typing on
    typeToFocus(u"12"_s, keyMs);
    QTRY_VERIFY(!editor); // closed and deleted
    QTRY_COMPARE(mine->item(0).stock, 12);
    QTRY_COMPARE(serverStock().value(code), 12);
    QCOMPARE(m_pane->scanLog()->rowCount(), 0);
}

void TstStockPane::askQuantityTypedQuickly()
{
    // The box applies on Enter through a shortcut: the held keys must reach it first.
    const QString code = m_pane->mineModel()->item(3).code;
    const qint64 before = serverStock().value(code);
    m_pane->setMode(StockPane::Mode::AskQuantity);
    typeCode(m_pane->scanField(), code, ScannerKeyMs);
    QVERIFY(m_pane->askQuantityBox()->hasFocus());
    typeCode(m_pane->askQuantityBox(), u"7"_s, 20);
    QCOMPARE(waitApplied(1), 0);
    QVERIFY(m_pane->scanField()->hasFocus());
    QCOMPARE(*m_pane->scanLog()->record(0).resultStock, before + 7);
}

void TstStockPane::invalidCheckDigitElsewhere()
{
    const QString code = m_pane->mineModel()->item(0).code;
    QString wrong = code;
    wrong[12] = QChar(u'0' + (code.at(12).unicode() - u'0' + 1) % 10);
    const qint64 before = serverStock().value(code);
    QWidget *table = focusOn(u"table"_s);
    QVERIFY(table);
    typeCode(table, wrong, ScannerKeyMs);
    QVERIFY(m_pane->banner()->isVisible());
    QCOMPARE(m_pane->banner()->kind(), MessageBanner::Kind::Error);
    QVERIFY2(
        m_pane->banner()->text().contains(u"check digit"_s), qPrintable(m_pane->banner()->text()));
    QVERIFY(m_pane->lastScanFromScanner());
    QVERIFY(m_pane->scanField()->hasFocus());
    QVERIFY(m_pane->scanField()->text().isEmpty());
    QTest::qWait(m_pane->scanField()->thresholds().maxGapMs + 50);
    QCOMPARE(m_pane->scanLog()->rowCount(), 1); // logged as invalid, nothing was sent
    QVERIFY(m_pane->scanLog()->record(0).invalid);
    QCOMPARE(m_fx->session->outbox()->pendingCount(), 0);
    QCOMPARE(serverStock().value(code), before);
}

void TstStockPane::acceptance()
{
    MineModel *mine = m_pane->mineModel();
    QTRY_VERIFY(mine->rowCount() >= 10);
    QMap<QString, qint64> expected = serverStock();
    const QMap<QString, qint64> initial = expected;

    // 20 scans with a scanner's timing, each showing its resulting stock.
    for (int i = 0; i < 20; ++i) {
        const QString code = mine->item(i % 10).code;
        typeCode(m_pane->scanField(), code, ScannerKeyMs);
        QVERIFY(m_pane->lastScanFromScanner());
        expected[code] += 1;
        QCOMPARE(waitApplied(i + 1), 0);
        QCOMPARE(m_pane->scanLog()->record(0).resultStock.value_or(-1), expected[code]);
        QTRY_COMPARE(mine->item(i % 10).stock, expected[code]);
    }

    // Undo one (the 6th scan).
    const int undoRow = 14; // newest first: row 14 is scan #6
    const QString undoCode = m_pane->scanLog()->record(undoRow).code;
    m_pane->logView()->selectRow(undoRow);
    m_pane->undoSelected();
    expected[undoCode] -= 1;
    QCOMPARE(waitApplied(21), 0);
    QCOMPARE(m_pane->scanLog()->record(0).resultStock.value_or(-1), expected[undoCode]);

    // Offline: the server stops, scans are still taken into the outbox.
    const quint16 port = m_fx->server.port();
    QCOMPARE(m_fx->server.stop(), 0);
    for (int i = 0; i < 5; ++i) {
        const QString code = mine->item(i).code;
        typeCode(m_pane->scanField(), code, ScannerKeyMs);
        expected[code] += 1;
        QTRY_COMPARE(m_pane->scanLog()->rowCount(), 22 + i);
        QVERIFY(m_pane->scanLog()->record(0).state != OutboxEntry::State::Applied);
        QVERIFY(m_pane->scanField()->hasFocus());
    }
    QTRY_COMPARE_WITH_TIMEOUT(
        m_fx->session->monitor()->state(), ConnectionMonitor::State::Offline, 10000);
    QTRY_VERIFY(m_pane->offlineBanner()->isVisible());
    QVERIFY(m_fx->session->outbox()->pendingCount() >= 1);

    // Back online on the same port: the outbox drains, every scan applied exactly once.
    QVERIFY(m_fx->server.start({}, port));
    QTRY_COMPARE_WITH_TIMEOUT(m_fx->session->outbox()->pendingCount(), 0, 20000);
    QTRY_VERIFY(!m_pane->offlineBanner()->isVisible());
    for (int row = 0; row < 5; ++row)
        QTRY_COMPARE(m_pane->scanLog()->record(row).state, OutboxEntry::State::Applied);
    const QMap<QString, qint64> actual = serverStock();
    for (auto it = expected.cbegin(); it != expected.cend(); ++it)
        QCOMPARE(actual.value(it.key()), it.value());
    qint64 changed = 0;
    for (auto it = expected.cbegin(); it != expected.cend(); ++it)
        changed += it.value() - initial.value(it.key());
    QCOMPARE(changed, 20 - 1 + 5);
}

void TstStockPane::keyRefusedKeepsScans()
{
    // A shop PC without a readable keychain: the secret cannot be kept over a restart.
    m_fx->credentials->setFailure(u"The keychain is locked."_s);
    MineModel *mine = m_pane->mineModel();
    QStringList codes;
    for (int i = 0; i < 5; ++i)
        codes << mine->item(i).code;
    const ConnectionProfile profile = m_fx->session->currentProfile();
    m_fx->session->connectWith(profile, m_fx->key.secret, true);
    QTRY_VERIFY(mine->rowCount() >= 5); // reloaded for the new connection
    const QMap<QString, qint64> before = serverStock();

    const quint16 port = m_fx->server.port();
    QCOMPARE(m_fx->server.stop(), 0);
    for (const QString &code : std::as_const(codes))
        typeCode(m_pane->scanField(), code, ScannerKeyMs);
    QTRY_COMPARE(m_pane->scanLog()->rowCount(), 5);
    QCOMPARE(m_fx->session->outbox()->pendingCount(), 5);

    // Restart without the secret, then the server comes back.
    m_logTester.reset();
    m_mineTester.reset();
    m_pane.reset();
    m_fx->restartSession();
    m_fx->session->monitor()->setProbeIntervalMs(250);
    m_fx->session->outbox()->setRetryPolicy(RetryPolicy(0, 200, 1000));
    m_pane = std::make_unique<StockPane>(m_fx->session, nullptr);
    m_pane->resize(1100, 700);
    m_pane->show();
    QSignalSpy asked(m_pane.get(), &StockPane::credentialsRequested);
    m_fx->session->connectProfile(profile.name);
    QVERIFY(m_fx->server.start({}, port));

    // Refused for the key: paused, all five stay queued, the seller is told and asked.
    QTRY_VERIFY_WITH_TIMEOUT(m_fx->session->outbox()->isPaused(), 15000);
    QCOMPARE(m_fx->session->outbox()->pendingCount(), 5);
    QTRY_VERIFY(m_pane->offlineBanner()->isVisible());
    QCOMPARE(m_pane->offlineBanner()->kind(), MessageBanner::Kind::Error);
    QVERIFY2(m_pane->offlineBanner()->text().contains(u"5 scan"_s)
            && m_pane->offlineBanner()->text().contains(u"wait for credentials"_s),
        qPrintable(m_pane->offlineBanner()->text()));
    QTRY_COMPARE(m_fx->session->monitor()->state(), ConnectionMonitor::State::Refused);
    // No secret was sent (401): nothing on screen says the key was refused; it says what is
    // missing.
    StatusIndicators status(m_fx->session);
    QVERIFY2(status.connectionText().contains(u"Secret missing"_s)
            && !status.connectionText().contains(u"refused"_s),
        qPrintable(status.connectionText()));
    QVERIFY2(!m_pane->offlineBanner()->text().contains(u"refused"_s)
            && m_pane->offlineBanner()->text().contains(u"No secret was sent"_s),
        qPrintable(m_pane->offlineBanner()->text()));
    QTest::qWait(1500); // retries would have rejected them by now
    QCOMPARE(m_fx->session->outbox()->pendingCount(), 5);
    for (const OutboxEntry &e : m_fx->session->outbox()->entries())
        QVERIFY(e.state != OutboxEntry::State::Rejected);
    QCOMPARE(serverStock(), before);

    QPushButton *enter = nullptr;
    for (QPushButton *b : m_pane->offlineBanner()->findChildren<QPushButton *>())
        if (b->isVisible())
            enter = b;
    QVERIFY(enter);
    enter->click();
    QCOMPARE(asked.size(), 1);
    QTRY_VERIFY(m_pane->offlineBanner()->isVisible()); // still waiting until it is entered

    // The secret is entered: the same five changes are applied, each once.
    m_fx->session->connectWith(profile, m_fx->key.secret, false);
    QTRY_COMPARE_WITH_TIMEOUT(m_fx->session->outbox()->pendingCount(), 0, 15000);
    QVERIFY(!m_fx->session->outbox()->isPaused());
    const QMap<QString, qint64> after = serverStock();
    for (const QString &code : std::as_const(codes))
        QCOMPARE(after.value(code), before.value(code) + 1);
    QTRY_VERIFY(!m_pane->offlineBanner()->isVisible()
        || m_pane->offlineBanner()->kind() != MessageBanner::Kind::Error);
}

void TstStockPane::askQuantityQueuesScans()
{
    MineModel *mine = m_pane->mineModel();
    const QString first = mine->item(6).code;
    const QString second = mine->item(7).code;
    const QMap<QString, qint64> before = serverStock();
    m_pane->setMode(StockPane::Mode::AskQuantity);
    typeCode(m_pane->scanField(), first, ScannerKeyMs);
    QVERIFY(m_pane->askQuantityBox()->hasFocus());
    QCOMPARE(m_pane->askedCode(), first);

    // The next scan arrives before the answer: it waits, the first is still asked.
    typeToFocus(second, ScannerKeyMs);
    QCOMPARE(m_pane->askedCode(), first);
    QCOMPARE(m_pane->askQueueSize(), 1);
    QVERIFY(m_pane->askQuantityBox()->hasFocus());
    m_pane->askQuantityBox()->setValue(2);
    QTest::keyClick(m_pane->askQuantityBox(), Qt::Key_Return);
    QCOMPARE(waitApplied(1), 0);
    QCOMPARE(m_pane->scanLog()->record(0).code, first);

    QCOMPARE(m_pane->askedCode(), second);
    QVERIFY(m_pane->askQuantityBox()->hasFocus());
    m_pane->askQuantityBox()->setValue(3);
    QTest::keyClick(m_pane->askQuantityBox(), Qt::Key_Return);
    QCOMPARE(waitApplied(2), 0);
    QCOMPARE(m_pane->scanLog()->record(0).code, second);
    QVERIFY(m_pane->scanField()->hasFocus());
    QVERIFY(m_pane->askedCode().isEmpty());
    const QMap<QString, qint64> after = serverStock();
    QCOMPARE(after.value(first), before.value(first) + 2);
    QCOMPARE(after.value(second), before.value(second) + 3);
}

void TstStockPane::undoStaysWithItsProfile()
{
    const QString code = m_pane->mineModel()->item(8).code;
    const qint64 before = serverStock().value(code);
    typeCode(m_pane->scanField(), code, ScannerKeyMs);
    QCOMPARE(waitApplied(1), 0);
    QTest::qWait(100); // the pane's own reload after profile switches must not race the item
    const ConnectionProfile first = m_fx->session->currentProfile();

    // Another profile (another key): Ctrl+Z must not reverse the first profile's scan there.
    ConnectionProfile other = first;
    other.name = u"other"_s;
    other.appId = m_fx->checkKey.appId;
    m_fx->session->connectWith(other, m_fx->checkKey.secret, false);
    QVERIFY(!m_pane->scanLog()->canUndo(0));
    QTest::keyClick(m_pane->scanField(), Qt::Key_Z, Qt::ControlModifier);
    QTest::qWait(300);
    QCOMPARE(m_pane->scanLog()->rowCount(), 1);
    QVERIFY(m_pane->banner()->text().contains(u"Nothing to undo"_s));
    QCOMPARE(serverStock().value(code), before + 1);

    // Back on the first profile the scan can be undone again.
    m_fx->session->connectWith(first, m_fx->key.secret, false);
    QVERIFY(m_pane->scanLog()->canUndo(0));
    QTest::keyClick(m_pane->scanField(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(waitApplied(2), 0);
    QCOMPARE(serverStock().value(code), before);
}

void TstStockPane::anyKeyboardLayout_data()
{
    QTest::addColumn<bool>("cyrillic");
    QTest::addColumn<QString>("where");
    QTest::newRow("Cyrillic, scan field") << true << u"field"_s;
    QTest::newRow("Cyrillic, product table") << true << u"table"_s;
    QTest::newRow("AZERTY, scan field") << false << u"field"_s;
    QTest::newRow("AZERTY, product table") << false << u"table"_s;
}

void TstStockPane::anyKeyboardLayout()
{
    QFETCH(bool, cyrillic);
    QFETCH(QString, where);
    const QString code = m_pane->mineModel()->item(9).code;
    const qint64 before = serverStock().value(code);
    if (where == "table"_L1)
        QVERIFY(focusOn(where));
    typeInLayout(code, cyrillic);
    QCOMPARE(waitApplied(1), 0);
    QCOMPARE(m_pane->scanLog()->record(0).code, code);
    QVERIFY(m_pane->lastScanFromScanner());
    QVERIFY(!m_pane->scanLog()->record(0).invalid);
    QCOMPARE(serverStock().value(code), before + 1);
    QVERIFY(m_pane->scanField()->text().isEmpty());
}

void TstStockPane::scanBeforeConnecting()
{
    const QString code = m_pane->mineModel()->item(0).code;
    m_fx->session->disconnectFromServer();
    QTRY_VERIFY(m_pane->offlineBanner()->isVisible());
    QVERIFY(m_pane->offlineBanner()->text().contains(u"Local server"_s)); // guidance
    typeCode(m_pane->scanField(), code, ScannerKeyMs);
    QVERIFY(m_pane->banner()->isVisible());
    QVERIFY2(m_pane->banner()->text().contains(u"Not connected"_s),
        qPrintable(m_pane->banner()->text()));
    QVERIFY(!m_pane->banner()->text().contains(u"constraint"_s));
    QCOMPARE(m_pane->scanField()->text(), code); // kept, to be scanned once connected
    QCOMPARE(m_pane->scanLog()->rowCount(), 0);
    QCOMPARE(m_fx->session->outbox()->entries().size(), 0);
}

void TstStockPane::lastScannedStandsOut()
{
    MineModel *mine = m_pane->mineModel();
    const QString code = mine->item(2).code;
    typeCode(m_pane->scanField(), code, ScannerKeyMs);
    QCOMPARE(waitApplied(1), 0);
    QVERIFY(mine->index(2, MineModel::Name).data(MineModel::LastScannedRole).toBool());
    QVERIFY(!mine->index(1, MineModel::Name).data(MineModel::LastScannedRole).toBool());
    QTRY_VERIFY(mine->index(2, MineModel::Name).data(Qt::BackgroundRole).isValid());
    const QFont quantity = mine->index(2, MineModel::Stock).data(Qt::FontRole).value<QFont>();
    QVERIFY(quantity.bold());
    QVERIFY(quantity.pointSizeF() > m_pane->productView()->font().pointSizeF() * 1.3);

    typeCode(m_pane->scanField(), mine->item(1).code, ScannerKeyMs);
    QCOMPARE(waitApplied(2), 0);
    QVERIFY(mine->index(1, MineModel::Name).data(MineModel::LastScannedRole).toBool());
    QVERIFY(!mine->index(2, MineModel::Name).data(MineModel::LastScannedRole).toBool());
}

void TstStockPane::namesStayReadable()
{
    // In Russian (longer headers and states), at the pane's width in a 1280-pixel window:
    // both tables keep a readable name.
    const ScopedLanguage language(QLocale(QLocale::Russian));
    QVERIFY(language.isInstalled());
    m_mineTester.reset();
    m_logTester.reset();
    m_pane = std::make_unique<StockPane>(m_fx->session, nullptr);
    m_pane->resize(1000, 700);
    m_pane->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_pane.get()));
    QTRY_VERIFY_WITH_TIMEOUT(m_pane->mineModel()->rowCount() > 2, 10000);
    m_pane->scanField()->setFocus();
    const QString code = m_pane->mineModel()->item(2).code; // a copy: the rows change meanwhile
    typeCode(m_pane->scanField(), code, ScannerKeyMs);
    QCOMPARE(waitApplied(1), 0);
    QTest::qWait(50);
    const int readable = 14 * m_pane->fontMetrics().averageCharWidth();
    const int logName = m_pane->logView()->columnWidth(ScanLogModel::Product);
    QVERIFY2(logName >= readable, qPrintable(u"%1 < %2"_s.arg(logName).arg(readable)));
    const int name = m_pane->productView()->columnWidth(MineModel::Name);
    QVERIFY2(name >= readable, qPrintable(u"%1 < %2"_s.arg(name).arg(readable)));
    // In a narrower window (1100 pixels) too, neither name column starves.
    m_pane->resize(830, 700);
    QTest::qWait(50);
    const int narrow = 9 * m_pane->fontMetrics().averageCharWidth();
    QVERIFY2(m_pane->logView()->columnWidth(ScanLogModel::Product) >= narrow,
        qPrintable(QString::number(m_pane->logView()->columnWidth(ScanLogModel::Product))));
    QVERIFY2(m_pane->productView()->columnWidth(MineModel::Name) >= narrow,
        qPrintable(QString::number(m_pane->productView()->columnWidth(MineModel::Name))));
    // The usual states are never clipped ("applie").
    const int state = m_pane->logView()->columnWidth(ScanLogModel::State);
    QVERIFY(state > m_pane->logView()->fontMetrics().horizontalAdvance(
                ScanLogModel::stateText(OutboxEntry::State::Applied)));
}

void TstStockPane::headersSort()
{
    MineModel *mine = m_pane->mineModel();
    QHeaderView *header = m_pane->productView()->horizontalHeader();
    const auto click = [&](int column) {
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {},
            QPoint(header->sectionViewportPosition(column) + 5, 5));
    };
    click(MineModel::Stock);
    QCOMPARE(header->sortIndicatorSection(), int(MineModel::Stock));
    const auto stocks = [&] {
        QList<qint64> out;
        for (int row = 0; row < mine->rowCount(); ++row)
            out << mine->item(row).stock;
        return out;
    };
    QList<qint64> sorted = stocks();
    QVERIFY(std::is_sorted(sorted.begin(), sorted.end())
        || std::is_sorted(sorted.rbegin(), sorted.rend()));
    QVERIFY(sorted.first() != sorted.last());
    for (int row = 0; row < mine->rowCount(); ++row)
        QCOMPARE(mine->rowForCode(mine->item(row).code), row);

    // A scan after sorting lands on the right row.
    const QString code = mine->item(3).code;
    const qint64 before = mine->item(3).stock;
    typeCode(m_pane->scanField(), code, ScannerKeyMs);
    QCOMPARE(waitApplied(1), 0);
    QTRY_COMPARE(mine->item(mine->rowForCode(code)).stock, before + 1);
    QCOMPARE(serverStock().value(code), before + 1);
}

QJsonArray TstStockPane::movements(const QString &code)
{
    HttpTestClient http(m_fx->server.baseUrl());
    http.setCredentials(m_fx->checkKey.appId, m_fx->checkKey.secret);
    const auto reply = http.get(u"/products/stock/movements?code=%1&per_page=50"_s.arg(code),
        { { "Cache-Control", "no-cache" } });
    if (reply.status != 200)
        qWarning("movements: %d %s", reply.status, reply.body.constData());
    // The pane's own changes: the fixture's import records its first stock too (contract §2).
    QJsonArray changes;
    for (const QJsonValue &movement : reply.json().object().value("data"_L1).toArray()) {
        if (movement["app_id"_L1].toString() != "import"_L1)
            changes.append(movement);
    }
    return changes;
}

void TstStockPane::reasonsReachTheHistory()
{
    MineModel *mine = m_pane->mineModel();
    const QString code = mine->item(5).code;
    const qint64 before = serverStock().value(code);
    QVERIFY(!m_pane->writeOffReasonBox()->isEnabled()); // only in write-off mode

    typeCode(m_pane->scanField(), code, ScannerKeyMs); // +1
    QCOMPARE(waitApplied(1), 0);
    m_pane->setMode(StockPane::Mode::Decrement);
    typeCode(m_pane->scanField(), code, ScannerKeyMs);
    QCOMPARE(waitApplied(2), 0);
    m_pane->setMode(StockPane::Mode::SetQuantity);
    m_pane->setSetQuantity(int(before + 3));
    typeCode(m_pane->scanField(), code, ScannerKeyMs);
    QCOMPARE(waitApplied(3), 0);
    m_pane->setMode(StockPane::Mode::WriteOff);
    QVERIFY(m_pane->writeOffReasonBox()->isEnabled());
    QVERIFY(m_pane->writeOffNoteField()->isEnabled());
    QCOMPARE(m_pane->writeOffNoteField()->maxLength(), 200);
    m_pane->writeOffReasonBox()->setCurrentIndex(
        m_pane->writeOffReasonBox()->findData(u"damaged"_s));
    m_pane->writeOffNoteField()->setText(u"  dropped, cover torn "_s);
    m_pane->scanField()->setFocus();
    typeCode(m_pane->scanField(), code, ScannerKeyMs);
    QCOMPARE(waitApplied(4), 0);
    QCOMPARE(*m_pane->scanLog()->record(0).resultStock, before + 2);
    const QString writeOffTime = m_pane->scanLog()->record(0).time.toString(u"HH:mm:ss"_s);

    // Ctrl+Z reverses the newest scan, the write-off: a correction that names it.
    QTest::keyClick(m_pane->scanField(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(waitApplied(5), 0);
    QCOMPARE(*m_pane->scanLog()->record(0).resultStock, before + 3);
    QCOMPARE(serverStock().value(code), before + 3);

    const QJsonArray history = movements(code);
    QCOMPARE(history.size(), 5);
    const auto reasonAt = [&](int i) { return history.at(i)["reason"_L1].toString(); };
    const auto deltaAt = [&](int i) { return history.at(i)["delta"_L1].toInteger(); };
    QCOMPARE(reasonAt(4), u"received"_s);
    QCOMPARE(deltaAt(4), 1);
    QCOMPARE(reasonAt(3), u"sold"_s);
    QCOMPARE(deltaAt(3), -1);
    QCOMPARE(reasonAt(2), u"correction"_s);
    QCOMPARE(history.at(2)["after"_L1].toInteger(), before + 3);
    QCOMPARE(reasonAt(1), u"damaged"_s);
    QCOMPARE(deltaAt(1), -1);
    QCOMPARE(history.at(1)["note"_L1].toString(), u"dropped, cover torn"_s);
    QCOMPARE(reasonAt(0), u"correction"_s);
    QCOMPARE(deltaAt(0), 1);
    QCOMPARE(history.at(0)["note"_L1].toString(),
        u"undo of scan at %1, code %2"_s.arg(writeOffTime, code));
    QVERIFY(history.at(3)["note"_L1].isNull()); // no note where none was given

    // "lost" is the other write-off reason.
    m_pane->writeOffReasonBox()->setCurrentIndex(m_pane->writeOffReasonBox()->findData(u"lost"_s));
    m_pane->writeOffNoteField()->clear();
    typeCode(m_pane->scanField(), code, ScannerKeyMs);
    QCOMPARE(waitApplied(6), 0);
    const QJsonArray after = movements(code);
    QCOMPARE(after.first()["reason"_L1].toString(), u"lost"_s);
    QVERIFY(after.first()["note"_L1].isNull());
}

void TstStockPane::offlineScansKeepTheirReason()
{
    MineModel *mine = m_pane->mineModel();
    QStringList inStock; // both take one away: the stock must allow it
    for (int row = 0; row < mine->rowCount() && inStock.size() < 2; ++row) {
        if (mine->item(row).stock > 0)
            inStock << mine->item(row).code;
    }
    QCOMPARE(inStock.size(), 2);
    const QString sold = inStock.at(0);
    const QString lost = inStock.at(1);
    const ConnectionProfile profile = m_fx->session->currentProfile();
    const quint16 port = m_fx->server.port();
    QCOMPARE(m_fx->server.stop(), 0);

    m_pane->setMode(StockPane::Mode::Decrement);
    typeCode(m_pane->scanField(), sold, ScannerKeyMs);
    m_pane->setMode(StockPane::Mode::WriteOff);
    m_pane->writeOffReasonBox()->setCurrentIndex(m_pane->writeOffReasonBox()->findData(u"lost"_s));
    m_pane->writeOffNoteField()->setText(u"not on the shelf at closing"_s);
    typeCode(m_pane->scanField(), lost, ScannerKeyMs);
    QTRY_COMPARE(m_pane->scanLog()->rowCount(), 2);
    QCOMPARE(m_fx->session->outbox()->pendingCount(), 2);

    // The console restarts while offline: the reasons come back from the outbox file.
    m_logTester.reset();
    m_mineTester.reset();
    m_pane.reset();
    m_fx->restartSession();
    m_fx->session->outbox()->setRetryPolicy(RetryPolicy(0, 200, 1000));
    const QList<OutboxEntry> stored = m_fx->session->outbox()->entries();
    QCOMPARE(stored.size(), 2);
    QCOMPARE(stored.at(0).change.reason, u"lost"_s);
    QCOMPARE(stored.at(0).change.note, u"not on the shelf at closing"_s);
    QCOMPARE(stored.at(1).change.reason, u"sold"_s);
    QVERIFY(stored.at(1).change.note.isEmpty());

    m_pane = std::make_unique<StockPane>(m_fx->session, nullptr);
    m_pane->show();
    // The fixture's secret is not remembered: given again, as after a restart without keychain.
    m_fx->session->connectWith(profile, m_fx->key.secret, false);
    QVERIFY(m_fx->server.start({}, port));
    QTRY_COMPARE_WITH_TIMEOUT(m_fx->session->outbox()->pendingCount(), 0, 15000);
    for (const OutboxEntry &e : m_fx->session->outbox()->entries())
        QCOMPARE(e.state, OutboxEntry::State::Applied);
    const QJsonArray soldHistory = movements(sold);
    QCOMPARE(soldHistory.size(), 1);
    QCOMPARE(soldHistory.first()["reason"_L1].toString(), u"sold"_s);
    const QJsonArray lostHistory = movements(lost);
    QCOMPARE(lostHistory.size(), 1);
    QCOMPARE(lostHistory.first()["reason"_L1].toString(), u"lost"_s);
    QCOMPARE(lostHistory.first()["delta"_L1].toInteger(), -1);
    QCOMPARE(lostHistory.first()["note"_L1].toString(), u"not on the shelf at closing"_s);
}

void TstStockPane::lowStock()
{
    // Reorder levels come with an import; the demo has none: set three in the database while
    // the server is stopped. A at its level, B below it, C above it.
    MineModel *mine = m_pane->mineModel();
    QList<MineItem> picked;
    for (int row = 0; row < mine->rowCount() && picked.size() < 3; ++row) {
        if (mine->item(row).stock > 0)
            picked << mine->item(row);
    }
    QCOMPARE(picked.size(), 3);
    const QList<qint64> levels { picked[0].stock, picked[1].stock + 5, picked[2].stock - 1 };
    const quint16 port = m_fx->server.port();
    QCOMPARE(m_fx->server.stop(), 0);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"low-stock-setup"_s);
        db.setDatabaseName(m_fx->server.folder() + u"/catalog.db"_s);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (int i = 0; i < 3; ++i) {
            q.prepare(u"UPDATE products SET reorder_level = ? WHERE type = 'book' AND id = ?"_s);
            q.addBindValue(levels.at(i));
            q.addBindValue(picked.at(i).id);
            QVERIFY(q.exec());
            QCOMPARE(q.numRowsAffected(), 1);
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(u"low-stock-setup"_s);
    QVERIFY(m_fx->server.start({}, port));
    QTRY_COMPARE_WITH_TIMEOUT(
        m_fx->session->monitor()->state(), ConnectionMonitor::State::Online, 10000);
    m_pane->reload();
    QTRY_VERIFY(mine->rowCount() > 0 && mine->rowForCode(picked[2].code) >= 0);

    // The column, the highlight and the status count.
    const auto rowOf = [&](const MineItem &item) { return mine->rowForCode(item.code); };
    const QModelIndex levelA = mine->index(rowOf(picked[0]), MineModel::ReorderLevel);
    QCOMPARE(levelA.data().toLongLong(), levels.at(0));
    QVERIFY(mine->headerData(MineModel::ReorderLevel, Qt::Horizontal, Qt::DisplayRole).isValid());
    QVERIFY(levelA.data(MineModel::LowStockRole).toBool());
    QVERIFY(mine->index(rowOf(picked[1]), 0).data(MineModel::LowStockRole).toBool());
    QVERIFY(!mine->index(rowOf(picked[2]), 0).data(MineModel::LowStockRole).toBool());
    QVERIFY(mine->index(rowOf(picked[0]), MineModel::Name).data(Qt::BackgroundRole).isValid());
    QVERIFY(!mine->index(rowOf(picked[2]), MineModel::Name).data(Qt::BackgroundRole).isValid());
    int unset = -1;
    for (int row = 0; row < mine->rowCount() && unset < 0; ++row) {
        if (!mine->item(row).reorderLevel)
            unset = row;
    }
    QVERIFY(unset >= 0);
    QVERIFY(mine->index(unset, MineModel::ReorderLevel).data().isNull());
    QTRY_COMPARE(m_pane->lowStockCount(), 2);
    QVERIFY2(m_pane->lowStockLabel()->text().contains(u"2 book"_s),
        qPrintable(m_pane->lowStockLabel()->text()));

    // Only the low ones, as the server lists them.
    m_pane->lowStockOnlyBox()->setChecked(true);
    QTRY_COMPARE(mine->total(), 2);
    QTRY_COMPARE(mine->rowCount(), 2);
    QVERIFY(rowOf(picked[0]) >= 0 && rowOf(picked[1]) >= 0);

    // A delivery lifts A above its level: the count follows without a reload.
    typeCode(m_pane->scanField(), picked[0].code, ScannerKeyMs);
    QCOMPARE(waitApplied(1), 0);
    QTRY_COMPARE(m_pane->lowStockCount(), 1);
    QVERIFY(!mine->index(rowOf(picked[0]), 0).data(MineModel::LowStockRole).toBool());
    QVERIFY2(m_pane->lowStockLabel()->text().contains(u"1 book"_s),
        qPrintable(m_pane->lowStockLabel()->text()));

    m_pane->lowStockOnlyBox()->setChecked(false);
    QTRY_VERIFY(mine->rowCount() > 2);
}

QTEST_MAIN(TstStockPane)
#include "tst_stockpane.moc"
