// A scanner's burst typed into a field that takes codes belongs to that field:
// in the main window, with the window-wide scan router present, a burst typed into
// the Count pane's scan field, the History pane's code filter, the Sellers pane's QR field,
// the search field, the catalog filter and the stock scan field lands there and only there,
// and the window stays on its pane.
#include <QApplication>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

#include "models/consolesession.h"
#include "models/countmodel.h"
#include "models/localserver.h"
#include "models/movementmodel.h"
#include "models/scanlogmodel.h"
#include "net/outbox.h"
#include "net/outboxentry.h"
#include "tests/gui/guifixture.h"
#include "tests/gui/scannertyping.h"
#include "tests/support/httptestclient.h"
#include "ui/catalogpane.h"
#include "ui/countpane.h"
#include "ui/historypane.h"
#include "ui/mainwindow.h"
#include "ui/orderspane.h"
#include "ui/productdetailpanel.h"
#include "ui/scanlineedit.h"
#include "ui/scanrouter.h"
#include "ui/searchpane.h"
#include "ui/sellerspane.h"
#include "ui/stockpane.h"

using namespace Qt::StringLiterals;

class TstScanFields : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void burstLandsInTheFieldItWasTypedInto();
    void countsOpenedElsewhereAppear();
    void aBurstNeverFillsAReorderCell();
    void aKeyHeldForAWidgetThatWentGoesToTheFocus();

private:
    template<typename T> T *showPaneOf(MainWindow &window);
    qint64 openCount(const QString &name);

    std::unique_ptr<GuiFixture> m_fx;
    std::unique_ptr<HttpTestClient> m_http;
    QString m_code;
    qint64 m_id = 0;
    QString m_code2;
    qint64 m_id2 = 0;
    QString m_qrToken; // a seller's, from the server's database
    qint64 m_qrSeller = 0;
};

void TstScanFields::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_fx = std::make_unique<GuiFixture>();
    QVERIFY(m_fx->start(300));
    m_fx->connectSession();
    m_http = std::make_unique<HttpTestClient>(m_fx->server.baseUrl());
    m_http->setCredentials(m_fx->checkKey.appId, m_fx->checkKey.secret);
    const auto mine = m_http->get(u"/products/mine?type=book&per_page=2"_s);
    QCOMPARE(mine.status, 200);
    const QJsonArray items = mine.json()[u"data"_s].toArray();
    QCOMPARE(items.size(), 2);
    m_code = items.at(0)[u"code"_s].toString();
    m_id = items.at(0)[u"id"_s].toInteger();
    m_code2 = items.at(1)[u"code"_s].toString();
    m_id2 = items.at(1)[u"id"_s].toInteger();
    {
        QSqlDatabase db = m_fx->server.openDatabase(u"peek"_s);
        QSqlQuery q(u"SELECT id, qr_token FROM sellers WHERE qr_token IS NOT NULL"
                    " ORDER BY id LIMIT 1"_s,
            db);
        if (q.next()) {
            m_qrSeller = q.value(0).toLongLong();
            m_qrToken = q.value(1).toString();
        }
    }
    QSqlDatabase::removeDatabase(u"peek"_s);
}

void TstScanFields::cleanupTestCase()
{
    m_http.reset();
    m_fx.reset();
}

template<typename T> T *TstScanFields::showPaneOf(MainWindow &window)
{
    auto *pane = window.findChild<T *>();
    auto *stack = window.findChild<QStackedWidget *>();
    window.findChild<QListWidget *>()->setCurrentRow(stack->indexOf(pane));
    return stack->currentWidget() == pane ? pane : nullptr;
}

qint64 TstScanFields::openCount(const QString &name)
{
    const auto opened = m_http->post(u"/products/stock/counts"_s,
        QJsonDocument(QJsonObject { { u"name"_s, name }, { u"type"_s, u"book"_s } }).toJson(),
        { { "Content-Type", "application/json" } });
    return opened.status == 201 ? opened.json()[u"data"_s][u"id"_s].toInteger() : 0;
}

void TstScanFields::burstLandsInTheFieldItWasTypedInto()
{
    LocalServer local;
    MainWindow window(m_fx->session, &local);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    auto *stack = window.findChild<QStackedWidget *>();

    // Count: the scan counts; the window does not jump to the catalog.
    const qint64 countId = openCount(u"Scanner shelf"_s);
    QVERIFY(countId > 0);
    auto *count = showPaneOf<CountPane>(window);
    QVERIFY(count);
    QTRY_COMPARE(count->currentCountId(), countId); // shown: the list was read again
    QVERIFY(ScannerTyping::typeInto(count->scanEdit(), m_code));
    QTRY_COMPARE(count->outbox()->pendingCount(), 0);
    QTRY_COMPARE(count->lines()->rowCount(), 1);
    QCOMPARE(count->lines()->lines().constFirst().code, m_code);
    QCOMPARE(count->lines()->lines().constFirst().counted, 1);
    QVERIFY(count->scanEdit()->text().isEmpty());
    QCOMPARE(stack->currentWidget(), count);
    // A second burst right after the first counts again.
    QVERIFY(ScannerTyping::typeInto(count->scanEdit(), m_code));
    QTRY_COMPARE(count->outbox()->pendingCount(), 0);
    QTRY_COMPARE(count->lines()->lines().constFirst().counted, 2);
    QCOMPARE(stack->currentWidget(), count);
    // Scanned while the focus is elsewhere in the pane (the table): it counts too.
    QVERIFY(ScannerTyping::typeInto(count->linesView(), m_code));
    QTRY_COMPARE(count->outbox()->pendingCount(), 0);
    QTRY_COMPARE(count->lines()->lines().constFirst().counted, 3);
    QCOMPARE(stack->currentWidget(), count);

    // History: the code filter gets the code and Enter shows its movements.
    auto *history = showPaneOf<HistoryPane>(window);
    QVERIFY(history);
    QSignalSpy loaded(history, &HistoryPane::loaded);
    QVERIFY(ScannerTyping::typeInto(history->codeFilter(), m_code));
    QTRY_VERIFY(!loaded.isEmpty());
    QCOMPARE(history->codeFilter()->text(), m_code);
    QCOMPARE(stack->currentWidget(), history);

    // Sellers: a QR scanner types the token (letters and a dash) into the QR field; Enter finds
    // the seller. An unknown token stays in the field to be corrected.
    auto *sellers = showPaneOf<SellersPane>(window);
    QVERIFY(sellers);
    QVERIFY(!m_qrToken.isEmpty());
    QVERIFY(ScannerTyping::typeInto(sellers->qrField(), m_qrToken));
    QTRY_COMPARE(sellers->currentSeller(), m_qrSeller);
    QCOMPARE(stack->currentWidget(), sellers);
    QVERIFY(ScannerTyping::typeInto(sellers->qrField(), u"s9-0bad"_s));
    QTest::qWait(300);
    QCOMPARE(sellers->qrField()->text(), u"s9-0bad"_s);
    QCOMPARE(stack->currentWidget(), sellers);

    // Search: the code stays in the field and opens the product there.
    auto *search = showPaneOf<SearchPane>(window);
    QVERIFY(search);
    QVERIFY(ScannerTyping::typeInto(search->field(), m_code));
    QTRY_COMPARE(search->detail()->productId(), m_id);
    QCOMPARE(search->field()->text(), m_code);
    QCOMPARE(stack->currentWidget(), search);

    // Catalog: the filter gets the code.
    auto *catalog = showPaneOf<CatalogPane>(window);
    QVERIFY(catalog);
    QVERIFY(ScannerTyping::typeInto(catalog->filterField(), m_code));
    QTest::qWait(300);
    QCOMPARE(catalog->filterField()->text(), m_code);
    QCOMPARE(stack->currentWidget(), catalog);

    // Stock: a stock scan, as always.
    auto *stock = showPaneOf<StockPane>(window);
    QVERIFY(stock);
    QVERIFY(ScannerTyping::typeInto(stock->scanField(), m_code2));
    QTRY_COMPARE(stock->scanLog()->rowCount(), 1);
    QCOMPARE(stock->scanLog()->record(0).code, m_code2);
    QTRY_COMPARE(stock->scanLog()->record(0).state, OutboxEntry::State::Applied);
    QCOMPARE(stack->currentWidget(), stock);

    QCOMPARE(m_http
                 ->post(u"/products/stock/counts/%1/cancel"_s.arg(countId), "{}",
                     { { "Content-Type", "application/json" } })
                 .status,
        200);
}

// A count opened on another console appears while the Count pane is shown, without a restart;
// the chosen one cancelled there leaves none chosen (the scanner never feeds the other one).
void TstScanFields::countsOpenedElsewhereAppear()
{
    CountPane pane(m_fx->session);
    pane.setCountsRefreshInterval(300);
    QSignalSpy loaded(&pane, &CountPane::countsLoaded);
    pane.show();
    QTRY_VERIFY(!loaded.isEmpty());
    const qint64 id = openCount(u"Opened elsewhere"_s);
    const qint64 other = openCount(u"Other shelf"_s);
    QVERIFY(id > 0 && other > 0);
    QTRY_VERIFY(
        pane.countChooser()->findData(id) >= 0 && pane.countChooser()->findData(other) >= 0);
    pane.countChooser()->setCurrentIndex(pane.countChooser()->findData(id));
    QCOMPARE(pane.currentCountId(), id);
    const auto cancel = [this](qint64 count) {
        return m_http
            ->post(u"/products/stock/counts/%1/cancel"_s.arg(count), "{}",
                { { "Content-Type", "application/json" } })
            .status;
    };
    QCOMPARE(cancel(id), 200);
    QTRY_VERIFY(pane.countChooser()->findData(id) < 0);
    QVERIFY(pane.countChooser()->findData(other) >= 0);
    QCOMPARE(pane.currentCountId(), 0);
    QVERIFY(!pane.scanField()->isEnabled());
    QVERIFY2(pane.bannerText().contains(u"another console"_s), qPrintable(pane.bannerText()));
    // A burst now (the window hands it to the pane) is refused aloud, never queued.
    const int queued = pane.outbox()->pendingCount();
    pane.submitScan(m_code);
    QVERIFY2(pane.bannerText().contains(u"not scanned into any document"_s),
        qPrintable(pane.bannerText()));
    QCOMPARE(pane.outbox()->pendingCount(), queued);
    QCOMPARE(cancel(other), 200);
}

void TstScanFields::aBurstNeverFillsAReorderCell()
{
    // A supplier with one title below its reorder level: the Orders pane suggests it, with an
    // editable quantity and unit cost.
    const auto supplier = m_http->post(u"/products/stock/suppliers"_s, R"({"name":"Scan Test"})",
        { { "Content-Type", "application/json" } });
    QCOMPARE(supplier.status, 201);
    const qint64 supplierId = supplier.json()[u"data"_s][u"id"_s].toInteger();
    const auto mine = m_http->get(u"/products/mine?type=book&per_page=5"_s);
    const QJsonObject book = mine.json()[u"data"_s].toArray().at(4).toObject();
    QVERIFY(!book.isEmpty());
    QCOMPARE(
        m_http
            ->send("PATCH",
                m_fx->server.baseUrl() + u"/products/mine/book/%1"_s.arg(book[u"id"_s].toInteger()),
                QJsonDocument(
                    QJsonObject { { u"reorder_level"_s, book[u"stock"_s].toInteger() + 3 },
                        { u"supplier_id"_s, supplierId } })
                    .toJson(QJsonDocument::Compact),
                { { "Content-Type", "application/json" } })
            .status,
        200);

    LocalServer local;
    MainWindow window(m_fx->session, &local);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    auto *orders = showPaneOf<OrdersPane>(window);
    QVERIFY(orders);
    QTRY_VERIFY_WITH_TIMEOUT(
        !orders->supplierList()->findItems(u"Scan Test"_s, Qt::MatchExactly).isEmpty(), 10000);
    orders->supplierList()->setCurrentItem(
        orders->supplierList()->findItems(u"Scan Test"_s, Qt::MatchExactly).constFirst());
    QTableWidget *table = orders->suggestionTable();
    QTRY_COMPARE_WITH_TIMEOUT(table->rowCount(), 1, 10000);
    const int quantityColumn = 5;
    const int costColumn = 6;
    const QString quantity = table->item(0, quantityColumn)->text();
    QVERIFY(!quantity.isEmpty());

    const QList<std::pair<int, std::pair<QString, qint64>>> scans {
        { costColumn, { m_code, m_id } }, { quantityColumn, { m_code2, m_id2 } }
    };
    for (const auto &[column, scanned] : scans) {
        // The seller is in the cell, about to type; the scanner fires instead.
        table->setFocus();
        table->setCurrentCell(0, column);
        // The cell's inline editor opens at once (every edit trigger is on): the burst goes
        // to it, as it would under the seller's fingers.
        QTRY_VERIFY(table->isAncestorOf(QApplication::focusWidget()));
        ScannerTyping::typeToFocus(scanned.first);
        // The scan is a scan (the product opens), never a cost or a quantity.
        QTRY_COMPARE(window.findChild<CatalogPane *>()->detail()->productId(), scanned.second);
        QTest::qWait(200);
        QTRY_COMPARE(table->rowCount(), 1);
        QCOMPARE(table->item(0, costColumn)->text(), QString());
        QCOMPARE(table->item(0, quantityColumn)->text(), quantity);
        QVERIFY(showPaneOf<OrdersPane>(window));
        QTRY_COMPARE(table->rowCount(), 1);
    }

    // What the seller types, at a person's pace, is kept over the reload every show makes.
    const auto cellText = [table](int column) {
        const QTableWidgetItem *item = table->item(0, column);
        return item ? item->text() : u"(no row)"_s;
    };
    QSignalSpy suggestionsRead(orders, &OrdersPane::suggestionsLoaded);
    // The seller opened the cost cell once and left it empty (Enter): it holds "" now.
    table->setFocus();
    table->setCurrentCell(0, costColumn);
    table->editItem(table->item(0, costColumn));
    QTRY_VERIFY(table->isAncestorOf(QApplication::focusWidget()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    const QList<std::pair<int, QString>> typed { { costColumn, u"4500"_s },
        { quantityColumn, QString::number(quantity.toLongLong() + 2) } };
    for (const auto &[column, text] : typed) {
        table->setFocus();
        table->setCurrentCell(0, column);
        table->editItem(table->item(0, column));
        QTRY_VERIFY(table->isAncestorOf(QApplication::focusWidget()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_A, Qt::ControlModifier);
        for (const QChar digit : text) {
            // Each key to whatever has the focus then: a reload may take the editor away.
            QTest::qWait(120);
            QTest::keyPress(QApplication::focusWidget(), digit.toLatin1());
            QTest::keyRelease(QApplication::focusWidget(), digit.toLatin1());
            if (digit == text.front()) { // the suggestions are read again while it is typed
                QTRY_VERIFY(qobject_cast<QLineEdit *>(QApplication::focusWidget())
                    && qobject_cast<QLineEdit *>(QApplication::focusWidget())->text()
                        == QString(digit));
                const qsizetype reads = suggestionsRead.size();
                orders->reload();
                QTRY_VERIFY_WITH_TIMEOUT(suggestionsRead.size() > reads, 10000);
            }
        }
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QTRY_COMPARE(cellText(column), text);
    }
    QVERIFY(showPaneOf<CatalogPane>(window));
    QVERIFY(showPaneOf<OrdersPane>(window));
    QTRY_VERIFY_WITH_TIMEOUT(!suggestionsRead.isEmpty(), 10000);
    QCOMPARE(table->rowCount(), 1);
    QCOMPARE(cellText(costColumn), typed[0].second);
    QCOMPARE(cellText(quantityColumn), typed[1].second);
}

// A person's key is held a moment (it may start a scan); if its widget goes meanwhile (a
// table's inline editor closed by a reload), the key goes where the focus is then, not lost.
void TstScanFields::aKeyHeldForAWidgetThatWentGoesToTheFocus()
{
    QWidget window;
    auto *gone = new QLineEdit(&window);
    auto *stays = new QLineEdit(&window);
    QStringList scans;
    ScanRouter router(&window, nullptr, [&](const QString &code) { scans << code; });
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    gone->setFocus();
    QTRY_COMPARE(QApplication::focusWidget(), gone);
    QTest::keyPress(gone, Qt::Key_4, Qt::NoModifier);
    QTest::keyRelease(gone, Qt::Key_4, Qt::NoModifier);
    QCOMPARE(gone->text(), QString()); // held: a scanner's burst may follow
    stays->setFocus();
    delete gone;
    QTRY_COMPARE(stays->text(), u"4"_s);
    QVERIFY(scans.isEmpty());
}

QTEST_MAIN(TstScanFields)
#include "tst_scanfields.moc"
