// The Receive, Returns and Orders panes against the real server (contract §11): a delivery
// scanned against an order at scanner speed (5-10 ms a key, then Enter), with an
// over-delivered line, a line not on the order, an offline stretch whose first answer is lost,
// and a new title created through Add product; then posted once after the summary. A return
// posted as returned_to_supplier, and one that would take stock below 0 refused whole. The
// Orders pane: a supplier added, an order created from the reorder suggestions with a changed
// quantity, exported as CSV and cancelled.
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTableWidget>
#include <QTcpSocket>
#include <QTest>

#include "common/productcodes.h"
#include "models/consolesession.h"
#include "models/documentlinemodel.h"
#include "models/localserver.h"
#include "models/minemodel.h"
#include "models/scanlogmodel.h"
#include "net/apiclient.h"
#include "net/outbox.h"
#include "tests/gui/guifixture.h"
#include "tests/gui/scannertyping.h"
#include "tests/gui/sellerproducts.h"
#include "tests/net/droppingproxy.h"
#include "tests/support/httptestclient.h"
#include "ui/addproductdialog.h"
#include "ui/documentscanpane.h"
#include "ui/mainwindow.h"
#include "ui/orderlisttab.h"
#include "ui/orderspane.h"
#include "ui/scanlineedit.h"
#include "ui/statusindicators.h"
#include "ui/stockpane.h"
#include "ui/supplierdialog.h"

using namespace Qt::StringLiterals;

namespace {

const HttpTestClient::Headers json { { "Content-Type", "application/json" } };

// An ISBN-13 with its check digit.
QString isbn13(const QString &twelve)
{
    return twelve + QChar(u'0' + ProductCodes::gs1CheckDigit(twelve));
}

} // namespace

class TstReceivePane : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void receiveAgainstAnOrderAtScannerSpeed();
    void returnToTheSupplier();
    void ordersFromSuggestions();
    void aScanAnywhereOnTheReceivePaneIsALine();
    void aBurstInTheReturnsScanFieldIsOneLine();

private:
    qint64 stockOf(const QString &code);
    qint64 productIdOf(const QString &code);
    const DocumentLine *lineOf(DocumentScanPane &pane, const QString &code);
    void burst(QWidget *field, const QString &code);
    void openDocument(DocumentScanPane &pane, qint64 orderId, const QString &reference);

    GuiFixture m_fixture;
    std::unique_ptr<DroppingProxy> m_proxy;
    quint16 m_proxyPort = 0;
    std::unique_ptr<HttpTestClient> m_till;
    qint64 m_supplier = 0;
    qint64 m_order = 0;
    QStringList m_books; // A, B, C: A and B on the order, C not
    QString m_newTitle;
};

void TstReceivePane::initTestCase()
{
    QVERIFY(m_fixture.start());
    // The console reaches the server through a proxy the test can cut (offline stretch).
    m_proxy = std::make_unique<DroppingProxy>(quint16(QUrl(m_fixture.server.baseUrl()).port()));
    QVERIFY(m_proxy->listen(QHostAddress::LocalHost, 0));
    m_proxyPort = m_proxy->serverPort();
    QUrl viaProxy(m_fixture.server.baseUrl());
    viaProxy.setPort(m_proxyPort);
    ConnectionProfile profile;
    profile.name = u"test"_s;
    profile.baseUrl = viaProxy;
    profile.appId = m_fixture.key.appId;
    m_fixture.session->setSellerId(profile.name, 1);
    m_fixture.session->connectWith(profile, m_fixture.key.secret, false);

    m_till = std::make_unique<HttpTestClient>(m_fixture.server.baseUrl());
    m_till->setCredentials(m_fixture.checkKey.appId, m_fixture.checkKey.secret);
    const auto supplier = m_till->post(u"/products/stock/suppliers"_s, R"({"name":"Sharq"})", json);
    QCOMPARE(supplier.status, 201);
    m_supplier = supplier.json()[u"data"_s][u"id"_s].toInteger();

    const auto mine = m_till->get(u"/products/mine?type=book&per_page=100"_s);
    QCOMPARE(mine.status, 200);
    for (const QJsonValue &item : mine.json()[u"data"_s].toArray()) {
        const QString code = item[u"code"_s].toString();
        if (item[u"stock"_s].toInteger() >= 2 && code.size() == 13 && !m_books.contains(code))
            m_books << code;
        if (m_books.size() == 3)
            break;
    }
    QCOMPARE(m_books.size(), 3);
    const QByteArray order = QJsonDocument(
        QJsonObject { { u"supplier_id"_s, m_supplier }, { u"reference"_s, u"PO-1"_s },
            { u"lines"_s,
                QJsonArray { QJsonObject { { u"code"_s, m_books[0] }, { u"quantity"_s, 3 },
                                 { u"cost"_s, 9000 } },
                    QJsonObject { { u"code"_s, m_books[1] }, { u"quantity"_s, 2 } } } } })
                                 .toJson(QJsonDocument::Compact);
    const auto created = m_till->post(u"/products/stock/orders"_s, order, json);
    QCOMPARE(created.status, 201);
    m_order = created.json()[u"data"_s][u"id"_s].toInteger();

    for (int n = 0; n < 1000; ++n) {
        const QString code = isbn13(u"97899%1"_s.arg(n, 7, 10, QChar(u'0')));
        if (productIdOf(code) < 0) {
            m_newTitle = code;
            break;
        }
    }
    QVERIFY(!m_newTitle.isEmpty());
}

qint64 TstReceivePane::stockOf(const QString &code)
{
    return SellerProducts::byCode(*m_till, code)[u"stock"_s].toInteger(-1);
}

qint64 TstReceivePane::productIdOf(const QString &code)
{
    return SellerProducts::byCode(*m_till, code)[u"id"_s].toInteger(-1);
}

const DocumentLine *TstReceivePane::lineOf(DocumentScanPane &pane, const QString &code)
{
    for (const DocumentLine &line : pane.lines()->lines()) {
        if (line.code == code)
            return &line;
    }
    return nullptr;
}

void TstReceivePane::burst(QWidget *field, const QString &code)
{
    // A keyboard-wedge scanner: a key every 5-10 ms, then Enter.
    for (int i = 0; i < code.size(); ++i) {
        QTest::keyClick(field, code[i].toLatin1());
        QTest::qWait(5 + i % 6);
    }
    QTest::keyClick(field, Qt::Key_Return);
}

void TstReceivePane::openDocument(DocumentScanPane &pane, qint64 orderId, const QString &reference)
{
    QSignalSpy loaded(&pane, &DocumentScanPane::documentsLoaded);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    QTRY_VERIFY_WITH_TIMEOUT(loaded.size() >= 1, 20000);
    const int supplier = pane.supplierChooser()->findData(m_supplier);
    QVERIFY(supplier >= 0);
    if (pane.kind() == DocumentScanPane::Kind::Receipt) {
        QSignalSpy orders(&pane, &DocumentScanPane::ordersLoaded);
        pane.supplierChooser()->setCurrentIndex(supplier);
        QTRY_VERIFY_WITH_TIMEOUT(orders.size() >= 1, 20000);
        const int order = pane.orderChooser()->findData(orderId);
        QVERIFY(order > 0);
        pane.orderChooser()->setCurrentIndex(order);
    } else {
        pane.supplierChooser()->setCurrentIndex(supplier);
    }
    pane.referenceEdit()->setText(reference);
    QSignalSpy refreshed(&pane, &DocumentScanPane::refreshed);
    pane.startDocument();
    QTRY_VERIFY_WITH_TIMEOUT(pane.currentDocumentId() > 0 && pane.current().id > 0, 20000);
    QTRY_VERIFY(pane.scanField()->isEnabled());
    pane.scanField()->setFocus();
}

void TstReceivePane::receiveAgainstAnOrderAtScannerSpeed()
{
    const qint64 stockA = stockOf(m_books[0]);
    const qint64 stockB = stockOf(m_books[1]);
    const qint64 stockC = stockOf(m_books[2]);
    DocumentScanPane pane(DocumentScanPane::Kind::Receipt, m_fixture.session);
    pane.outbox()->setRetryPolicy(RetryPolicy(0, 100, 1000));
    QString question;
    pane.setConfirmer([&](ScanDocumentPane::Question, const QString &text) {
        question = text;
        return true;
    });
    openDocument(pane, m_order, u"INV-2291"_s);
    QVERIFY(pane.current().orderId == m_order);
    QCOMPARE(pane.missing()->rowCount(), 2); // nothing delivered yet

    // A: four at scanner speed (one more than ordered).
    for (int i = 0; i < 4; ++i)
        burst(pane.scanField(), m_books[0]);
    QTRY_VERIFY_WITH_TIMEOUT(
        lineOf(pane, m_books[0]) && lineOf(pane, m_books[0])->quantity == 4, 30000);
    QVERIFY(lineOf(pane, m_books[0])->expected == 3);
    QCOMPARE(lineOf(pane, m_books[0])->state, u"over"_s);
    QVERIFY(pane.totalLabel()->text().contains(u'4'));

    // Offline: B (on the order, one of two) and C (not on it) wait in the outbox.
    m_proxy->close();
    for (QTcpSocket *socket : m_proxy->findChildren<QTcpSocket *>())
        socket->abort();
    burst(pane.scanField(), m_books[1]);
    burst(pane.scanField(), m_books[2]);
    QTest::qWait(600);
    QCOMPARE(pane.outbox()->pendingCount(), 2);
    QVERIFY(!lineOf(pane, m_books[1]));
    // Every waiting scan is counted in the status bar and listed for its document, offline too.
    StatusIndicators status(m_fixture.session);
    QCOMPARE(status.outboxText(), u"Outbox: 2 waiting"_s);
    QStringList waiting;
    for (const OutboxEntry &e :
        m_fixture.session->outbox()->waiting(OutboxEntry::Kind::Receipt, pane.currentDocumentId()))
        waiting << e.change.code;
    QCOMPARE(waiting, (QStringList { m_books[1], m_books[2] }));

    // Back online; the first answer is lost after the server counted the scan.
    QVERIFY(m_proxy->listen(QHostAddress::LocalHost, m_proxyPort));
    m_proxy->armDrop();
    pane.outbox()->resume();
    QTRY_COMPARE_WITH_TIMEOUT(pane.outbox()->pendingCount(), 0, 60000);
    QCOMPARE(status.outboxText(), u"Outbox: 0 waiting"_s);
    QTRY_VERIFY_WITH_TIMEOUT(lineOf(pane, m_books[2]) && lineOf(pane, m_books[1]), 30000);
    QCOMPARE(lineOf(pane, m_books[1])->quantity, 1);
    QCOMPARE(lineOf(pane, m_books[2])->quantity, 1);
    QCOMPARE(lineOf(pane, m_books[2])->state, u"not_on_order"_s);

    // A title the shop does not have: Add product, prefilled, then the scan counts.
    QSignalSpy adding(&pane, &DocumentScanPane::addProductOpened);
    burst(pane.scanField(), m_newTitle);
    QTRY_VERIFY_WITH_TIMEOUT(adding.size() == 1, 30000);
    AddProductDialog *dialog = pane.addProductDialog();
    QVERIFY(dialog);
    QCOMPARE(dialog->codeEdit()->text(), m_newTitle);
    QCOMPARE(dialog->typeChooser()->currentData().toString(), u"book"_s); // an ISBN
    QVERIFY(!dialog->canAccept()); // no name yet
    dialog->nameEdit()->setText(u"Kitob olami"_s);
    dialog->authorEdit()->setText(u"Abdulla Qodiriy"_s);
    dialog->publisherEdit()->setText(u"Sharq"_s);
    dialog->priceEdit()->setValue(45000);
    dialog->reorderLevelEdit()->setValue(2);
    QVERIFY(dialog->canAccept());
    dialog->accept();
    QTRY_VERIFY_WITH_TIMEOUT(
        lineOf(pane, m_newTitle) && lineOf(pane, m_newTitle)->quantity == 1, 30000);

    // Post: the summary first, asked once.
    QTRY_COMPARE_WITH_TIMEOUT(pane.outbox()->pendingCount(), 0, 30000);
    QSignalSpy refreshed(&pane, &DocumentScanPane::refreshed);
    pane.refresh();
    QTRY_VERIFY_WITH_TIMEOUT(refreshed.size() >= 1, 20000);
    QCOMPARE(pane.missing()->rowCount(), 0); // A and B were both touched
    const qint64 documentId = pane.currentDocumentId();
    QSignalSpy posted(&pane, &DocumentScanPane::posted);
    pane.postDocument();
    QTRY_VERIFY_WITH_TIMEOUT(posted.size() == 1, 30000);
    QVERIFY2(question.contains(u"receipt %1 INV-2291"_s.arg(documentId)), qPrintable(question));
    QVERIFY2(question.contains(u"4 line(s), 7 unit(s)"_s), qPrintable(question));
    QVERIFY2(question.contains(u"Over the order: 1 unit(s)."_s), qPrintable(question));
    QVERIFY2(question.contains(u"Short of the order: 1 unit(s)"_s), qPrintable(question));
    QVERIFY2(question.contains(u"New titles added while receiving: 1."_s), qPrintable(question));

    QCOMPARE(stockOf(m_books[0]), stockA + 4);
    QCOMPARE(stockOf(m_books[1]), stockB + 1);
    QCOMPARE(stockOf(m_books[2]), stockC + 1);
    QCOMPARE(stockOf(m_newTitle), 1);
    const auto order = m_till->get(u"/products/stock/orders/%1"_s.arg(m_order));
    QCOMPARE(order.json()[u"data"_s][u"status"_s].toString(), u"partially_received"_s);
    const auto movements = m_till->get(u"/products/stock/movements?code=%1"_s.arg(m_books[0]));
    const QJsonObject latest = movements.json()[u"data"_s].toArray().first().toObject();
    QCOMPARE(latest[u"reason"_s].toString(), u"received"_s);
    QCOMPARE(latest[u"delta"_s].toInteger(), 4);
    QCOMPARE(latest[u"note"_s].toString(), u"receipt %1 INV-2291"_s.arg(documentId));
}

void TstReceivePane::returnToTheSupplier()
{
    const qint64 stockA = stockOf(m_books[0]);
    QVERIFY(stockA >= 2);
    DocumentScanPane pane(DocumentScanPane::Kind::Return, m_fixture.session);
    pane.setConfirmer([](ScanDocumentPane::Question, const QString &) { return true; });
    openDocument(pane, 0, u"RET-7"_s);
    pane.quantity()->setValue(2);
    burst(pane.scanField(), m_books[0]);
    QTRY_VERIFY_WITH_TIMEOUT(
        lineOf(pane, m_books[0]) && lineOf(pane, m_books[0])->quantity == 2, 30000);
    QCOMPARE(pane.quantity()->value(), 1); // back to 1 after the scan
    // A mis-scan taken back.
    burst(pane.scanField(), m_books[2]);
    QTRY_VERIFY_WITH_TIMEOUT(lineOf(pane, m_books[2]), 30000);
    pane.takeBack()->setChecked(true);
    burst(pane.scanField(), m_books[2]);
    QTRY_COMPARE_WITH_TIMEOUT(lineOf(pane, m_books[2])->quantity, 0, 30000);
    QTRY_COMPARE_WITH_TIMEOUT(pane.outbox()->pendingCount(), 0, 30000);
    QSignalSpy refreshed(&pane, &DocumentScanPane::refreshed);
    pane.refresh();
    QTRY_VERIFY_WITH_TIMEOUT(refreshed.size() >= 1, 20000);
    QSignalSpy posted(&pane, &DocumentScanPane::posted);
    pane.postDocument();
    QTRY_VERIFY_WITH_TIMEOUT(posted.size() == 1, 30000);
    QCOMPARE(stockOf(m_books[0]), stockA - 2);
    const auto movements = m_till->get(u"/products/stock/movements?code=%1"_s.arg(m_books[0]));
    const QJsonObject latest = movements.json()[u"data"_s].toArray().first().toObject();
    QCOMPARE(latest[u"reason"_s].toString(), u"returned_to_supplier"_s);
    QCOMPARE(latest[u"delta"_s].toInteger(), -2);

    // More than the shop has: refused whole, nothing changes.
    const qint64 stockNew = stockOf(m_newTitle);
    QTRY_COMPARE_WITH_TIMEOUT(pane.documentChooser()->count(), 0, 20000);
    pane.referenceEdit()->setText(u"RET-8"_s);
    pane.startDocument();
    QTRY_VERIFY_WITH_TIMEOUT(pane.current().reference == u"RET-8"_s, 20000);
    pane.quantity()->setValue(int(stockNew) + 5);
    burst(pane.scanField(), m_newTitle);
    burst(pane.scanField(), m_books[1]);
    QTRY_VERIFY_WITH_TIMEOUT(lineOf(pane, m_books[1]), 30000);
    pane.refresh();
    QTRY_COMPARE_WITH_TIMEOUT(pane.current().lines.size(), 2, 20000);
    const qint64 stockB = stockOf(m_books[1]);
    pane.postDocument();
    QTRY_VERIFY_WITH_TIMEOUT(!pane.bannerText().isEmpty(), 30000);
    QCOMPARE(posted.size(), 1);
    QCOMPARE(stockOf(m_newTitle), stockNew);
    QCOMPARE(stockOf(m_books[1]), stockB);
    // The refusal names the line and its stock (the server's 422 lines), not just "rejected".
    const QString refusal = pane.bannerText();
    QVERIFY2(refusal.contains(m_newTitle)
            && refusal.contains(
                u"%1 on the document, %2 in stock"_s.arg(stockNew + 5).arg(stockNew))
            && !refusal.contains(m_books[1]),
        qPrintable(refusal));

    // The extra units taken back, Post again: a new attempt with a new key, so the server posts
    // it instead of replaying its first refusal.
    pane.takeBack()->setChecked(true);
    pane.quantity()->setValue(5);
    burst(pane.scanField(), m_newTitle);
    QTRY_COMPARE_WITH_TIMEOUT(lineOf(pane, m_newTitle)->quantity, stockNew, 30000);
    QTRY_COMPARE_WITH_TIMEOUT(pane.outbox()->pendingCount(), 0, 30000);
    pane.postDocument();
    QTRY_VERIFY2_WITH_TIMEOUT(posted.size() == 2, qPrintable(pane.bannerText()), 30000);
    QCOMPARE(stockOf(m_newTitle), 0);
    QCOMPARE(stockOf(m_books[1]), stockB - 1);
}

// Every wait is on what the test reads next, not on a count of replies: the pane reads a
// supplier's suggestions and orders again after each change, and a reply of an earlier read
// (still on its way under load) may land after the one awaited.
void TstReceivePane::ordersFromSuggestions()
{
    // The new title (stock 1, reorder level 2) is below its level and its supplier is Sharq.
    OrdersPane pane(m_fixture.session);
    pane.setConfirmer([](const QString &) { return true; });
    QSignalSpy suppliers(&pane, &OrdersPane::suppliersLoaded);
    // Each read of a supplier answers once with its suggestions and once with its orders.
    QSignalSpy suggested(&pane, &OrdersPane::suggestionsLoaded);
    QSignalSpy ordersRead(&pane, &OrdersPane::ordersLoaded);
    int reads = 1; // shown
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    QTRY_VERIFY_WITH_TIMEOUT(suppliers.size() >= 1, 20000);
    const auto rowOf = [](QTableWidget *table, const QString &code) {
        for (int r = 0; r < table->rowCount(); ++r) {
            if (table->item(r, 0) && table->item(r, 0)->text() == code)
                return r;
        }
        return -1;
    };

    // A supplier added through its dialog.
    pane.addSupplier();
    auto *dialog = pane.findChild<SupplierDialog *>();
    QVERIFY(dialog);
    dialog->nameEdit()->setText(u"Yangi Asr"_s);
    dialog->phoneEdit()->setText(u"+998 71 000 00 00"_s);
    dialog->accept();
    ++reads; // the list is read again, so is the supplier chosen
    QTRY_VERIFY_WITH_TIMEOUT(
        !pane.supplierList()->findItems(u"Yangi Asr"_s, Qt::MatchExactly).isEmpty(), 20000);

    // Sharq chosen, its suggestions shown (read again after the list was).
    QListWidgetItem *sharq = pane.supplierList()->findItems(u"Sharq"_s, Qt::MatchExactly).first();
    if (pane.supplierList()->currentItem() != sharq) {
        pane.supplierList()->setCurrentItem(sharq);
        ++reads;
    }
    // Every read answered: none is still on its way when the order is created.
    QTRY_VERIFY_WITH_TIMEOUT(suggested.size() >= reads && ordersRead.size() >= reads, 20000);
    QTRY_VERIFY2_WITH_TIMEOUT(rowOf(pane.suggestionTable(), m_newTitle) >= 0,
        m_till->get(u"/products/stock/reorder?supplier_id=%1"_s.arg(m_supplier)).body.constData(),
        20000);
    QVERIFY(rowOf(pane.orderTable(), QString::number(m_order)) >= 0);
    const int row = rowOf(pane.suggestionTable(), m_newTitle);
    pane.suggestionTable()->item(row, 5)->setData(Qt::DisplayRole, 7);
    for (int r = 0; r < pane.suggestionTable()->rowCount(); ++r) {
        if (r != row)
            pane.suggestionTable()->item(r, 5)->setData(Qt::DisplayRole, 0);
    }
    // A typed unit cost is shown as a number of the UI language, thousands grouped.
    QTableWidgetItem *cost = pane.suggestionTable()->item(row, 6);
    cost->setData(Qt::EditRole, u"1500000"_s); // what the cell's line edit writes
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    auto *delegate = qobject_cast<QStyledItemDelegate *>(pane.suggestionTable()->itemDelegate());
    QVERIFY(delegate);
    QCOMPARE(delegate->displayText(cost->data(Qt::DisplayRole), english), u"1,500,000"_s);
    QSignalSpy created(&pane, &OrdersPane::orderCreated);
    pane.referenceEdit()->setText(u"PO-2"_s);
    pane.createOrder();
    QTRY_VERIFY_WITH_TIMEOUT(created.size() == 1, 20000);
    const auto order = created.first().first().value<PurchaseOrder>();
    QCOMPARE(order.lines.size(), 1);
    QCOMPARE(order.lines[0].code, m_newTitle);
    QCOMPARE(order.lines[0].ordered, 7);
    QCOMPARE(order.lines[0].cost, std::optional<qint64>(1500000));

    ++reads; // the supplier is read again
    // On order now: no longer suggested, once the suggestions are read again.
    QTRY_VERIFY_WITH_TIMEOUT(suggested.size() >= reads && ordersRead.size() >= reads, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(rowOf(pane.suggestionTable(), m_newTitle) < 0, 20000);

    // The new order in the list, chosen, its lines read.
    QTRY_VERIFY_WITH_TIMEOUT(rowOf(pane.orderTable(), QString::number(order.id)) >= 0, 20000);
    pane.orderTable()->selectRow(rowOf(pane.orderTable(), QString::number(order.id)));
    QTRY_VERIFY_WITH_TIMEOUT(
        pane.currentOrder().id == order.id && pane.currentOrder().lines.size() == 1, 20000);
    QCOMPARE(pane.lineTable()->item(0, 2)->text(), u"7"_s);
    const QString csvPath = m_fixture.dir.filePath(u"order.csv"_s);
    QVERIFY(pane.exportCsv(csvPath));
    QFile csv(csvPath);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QVERIFY(csv.readAll().contains((u","_s + m_newTitle + u",Kitob olami,7,1500000"_s).toUtf8()));

    // Waits for the pane's own answer, then reads the order once: polling the server instead
    // spends the check key's rate limit, and a 429 read has no status.
    auto *orders = pane.findChild<OrderListTab *>();
    QVERIFY(orders);
    QSignalSpy finished(orders, &OrderListTab::orderFinished);
    QSignalSpy failed(orders, &OrderListTab::failed);
    pane.cancelOrder();
    QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty() || !failed.isEmpty(), 20000);
    QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(1).toString()));
    const auto cancelled = m_till->get(u"/products/stock/orders/%1"_s.arg(order.id));
    QCOMPARE(cancelled.status, 200);
    QCOMPARE(cancelled.json()[u"data"_s][u"status"_s].toString(), u"cancelled"_s);
}

void TstReceivePane::aScanAnywhereOnTheReceivePaneIsALine()
{
    // In the window, a scanner burst typed into another widget of the Receive pane (here the
    // list of open deliveries) is that pane's scan, not a product to open.
    LocalServer local;
    MainWindow window(m_fixture.session, &local);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    DocumentScanPane *pane = nullptr;
    int index = -1;
    for (int i = 0; i < window.paneCount(); ++i) {
        auto *candidate = qobject_cast<DocumentScanPane *>(window.pane(MainWindow::Pane(i)));
        if (candidate && candidate->kind() == DocumentScanPane::Kind::Receipt) {
            pane = candidate;
            index = i;
        }
    }
    QVERIFY(pane);
    QSignalSpy loaded(pane, &DocumentScanPane::documentsLoaded);
    window.showPane(MainWindow::Pane(index));
    QTRY_VERIFY_WITH_TIMEOUT(loaded.size() >= 1, 20000);
    pane->supplierChooser()->setCurrentIndex(pane->supplierChooser()->findData(m_supplier));
    pane->orderChooser()->setCurrentIndex(0); // a delivery without an order
    pane->referenceEdit()->setText(u"INV-3000"_s);
    pane->startDocument();
    QTRY_VERIFY_WITH_TIMEOUT(pane->current().reference == u"INV-3000"_s, 20000);
    pane->documentChooser()->setFocus();
    QTRY_VERIFY(pane->documentChooser()->hasFocus());
    for (const QChar c : m_books[1]) {
        QTest::sendKeyEvent(QTest::Press, QApplication::focusWidget(), Qt::Key(c.unicode()),
            c.toLatin1(), Qt::NoModifier);
        QTest::sendKeyEvent(QTest::Release, QApplication::focusWidget(), Qt::Key(c.unicode()),
            c.toLatin1(), Qt::NoModifier);
        QTest::qWait(6);
    }
    QTest::sendKeyEvent(
        QTest::Click, QApplication::focusWidget(), Qt::Key_Return, '\r', Qt::NoModifier);
    QTRY_VERIFY_WITH_TIMEOUT(
        lineOf(*pane, m_books[1]) && lineOf(*pane, m_books[1])->quantity == 1, 30000);
    QVERIFY(lineOf(*pane, m_books[1])->state == u"ok"_s);
    pane->setConfirmer([](ScanDocumentPane::Question, const QString &) { return true; });
    pane->cancelDocument();
    QTRY_COMPARE_WITH_TIMEOUT(pane->documentChooser()->count(), 0, 20000);
}

// Issue 21: in the window (its scan router present), a scanner's burst typed into the Returns
// pane's scan field is one line of the return, counted once, and nothing else: no stock scan,
// nothing in the Receive pane, the window stays on Returns.
void TstReceivePane::aBurstInTheReturnsScanFieldIsOneLine()
{
    LocalServer local;
    MainWindow window(m_fixture.session, &local);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    auto *stack = window.findChild<QStackedWidget *>();
    DocumentScanPane *returns = nullptr;
    DocumentScanPane *receive = nullptr;
    for (auto *pane : window.findChildren<DocumentScanPane *>())
        (pane->kind() == DocumentScanPane::Kind::Return ? returns : receive) = pane;
    QVERIFY(returns && receive);
    QSignalSpy loaded(returns, &DocumentScanPane::documentsLoaded);
    window.showPane(MainWindow::Pane(stack->indexOf(returns)));
    QTRY_VERIFY_WITH_TIMEOUT(loaded.size() >= 1, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(returns->supplierChooser()->findData(m_supplier) >= 0, 20000);
    returns->supplierChooser()->setCurrentIndex(returns->supplierChooser()->findData(m_supplier));
    returns->referenceEdit()->setText(u"RET-SCAN"_s);
    returns->startDocument();
    QTRY_VERIFY_WITH_TIMEOUT(returns->current().reference == u"RET-SCAN"_s, 20000);
    QTRY_VERIFY(returns->scanField()->isEnabled());
    const int stockScans = window.stockPane()->scanLog()->rowCount();
    const int received = receive->lines()->rowCount();

    QVERIFY(ScannerTyping::typeInto(returns->scanField(), m_books[1]));
    QTRY_VERIFY_WITH_TIMEOUT(lineOf(*returns, m_books[1]), 30000);
    QTRY_COMPARE_WITH_TIMEOUT(returns->outbox()->pendingCount(), 0, 30000);
    // Once, as the server has it.
    QSignalSpy refreshed(returns, &DocumentScanPane::refreshed);
    returns->refresh();
    QTRY_VERIFY_WITH_TIMEOUT(refreshed.size() >= 1, 20000);
    QCOMPARE(returns->current().lines.size(), 1);
    QCOMPARE(lineOf(*returns, m_books[1])->quantity, 1);
    // Only there.
    QVERIFY(returns->scanField()->text().isEmpty());
    QCOMPARE(stack->currentWidget(), returns);
    QCOMPARE(window.stockPane()->scanLog()->rowCount(), stockScans);
    QVERIFY(window.stockPane()->scanField()->text().isEmpty());
    QCOMPARE(receive->lines()->rowCount(), received);
    QVERIFY(receive->scanField()->text().isEmpty());

    returns->setConfirmer([](ScanDocumentPane::Question, const QString &) { return true; });
    returns->cancelDocument();
    QTRY_COMPARE_WITH_TIMEOUT(returns->documentChooser()->count(), 0, 20000);
}

QTEST_MAIN(TstReceivePane)
#include "tst_receivepane.moc"
