// The scanning panes (Count, Receive, Returns: one ScanDocumentPane) against the real server:
// a scanner's burst while a dialog of the pane is open never lands in the dialog's fields nor
// presses its default button, and the scan waits for the document behind the dialog; the
// numbers on screen agree with each other and with the server; every scanning pane and the
// Orders pane read again on show, F5 and Refresh.
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

#include "common/productcodes.h"
#include "models/consolesession.h"
#include "models/countmodel.h"
#include "models/documentlinemodel.h"
#include "models/minemodel.h"
#include "models/scanlogmodel.h"
#include "net/apiclient.h"
#include "tests/gui/guifixture.h"
#include "tests/gui/scannertyping.h"
#include "tests/support/httptestclient.h"
#include "ui/addproductdialog.h"
#include "ui/countpane.h"
#include "ui/documentscanpane.h"
#include "ui/messagebanner.h"
#include "ui/orderspane.h"
#include "ui/productsettingsdialog.h"
#include "ui/scanlineedit.h"
#include "ui/stockpane.h"

using namespace Qt::StringLiterals;

namespace {

const HttpTestClient::Headers json { { "Content-Type", "application/json" } };

QString isbn13(const QString &twelve)
{
    return twelve + QChar(u'0' + ProductCodes::gs1CheckDigit(twelve));
}

struct BoxBurst
{
    bool done = false;
    bool focused = false; // the burst was typed into the box (its focus widget)
    bool stillOpen = false;
    QString text;
};

// Waits for the next modal QMessageBox, types `code` into it as a scanner does (a key every
// 5-10 ms, then Enter), notes whether the box is still open, then answers `answer`.
void burstIntoNextBox(
    const QString &code, BoxBurst *seen, QMessageBox::StandardButton answer = QMessageBox::No)
{
    auto *timer = new QTimer(qApp);
    timer->setInterval(50);
    QObject::connect(timer, &QTimer::timeout, qApp, [timer, code, seen, answer] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        timer->stop();
        timer->deleteLater();
        seen->text = box->text();
        seen->focused = QTest::qWaitFor(
            [box] {
                return QApplication::focusWidget() && QApplication::focusWidget()->window() == box;
            },
            3000);
        if (seen->focused)
            ScannerTyping::typeToFocus(code);
        QTest::qWait(300);
        seen->stillOpen = box->isVisible();
        if (box->isVisible())
            box->button(answer)->click();
        seen->done = true;
    });
    timer->start();
}

} // namespace

class TstScanFlow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void aBurstIntoAddProductWaitsForTheDelivery();
    void aBurstIntoStockSettingsWaitsForTheStock();
    void aBurstNeverAnswersAConfirmation_data();
    void aBurstNeverAnswersAConfirmation();
    void countApplySaysHowManyAreKept();
    void countFollowsSalesElsewhere();
    void returnsFooterAgreesWithPost();
    void nothingMissingAfterPosting();
    void ordersFollowLevelsOnShowAndF5();

private:
    void burst(ScanLineEdit *field, const QString &code);
    void openCount(CountPane &pane, const QString &name);
    void openDocument(DocumentScanPane &pane, qint64 orderId);
    void cancelOpenDocuments();
    qint64 createOrder(const QStringList &codes);

    GuiFixture m_fx;
    std::unique_ptr<HttpTestClient> m_http;
    qint64 m_supplier = 0;
    QStringList m_books;
    QString m_newTitle;
    int m_documents = 0; // names each count
};

void TstScanFlow::initTestCase()
{
    QVERIFY(m_fx.start());
    m_fx.connectSession();
    m_http = std::make_unique<HttpTestClient>(m_fx.server.baseUrl());
    m_http->setCredentials(m_fx.checkKey.appId, m_fx.checkKey.secret);
    const auto supplier = m_http->post(u"/products/stock/suppliers"_s, R"({"name":"Sharq"})", json);
    QCOMPARE(supplier.status, 201);
    m_supplier = supplier.json()[u"data"_s][u"id"_s].toInteger();
    const auto mine = m_http->get(u"/products/mine?type=book&per_page=100"_s);
    for (const QJsonValue &item : mine.json()[u"data"_s].toArray()) {
        const QString code = item[u"code"_s].toString();
        if (item[u"stock"_s].toInteger() >= 5 && code.size() == 13 && !m_books.contains(code))
            m_books << code;
        if (m_books.size() == 4)
            break;
    }
    QCOMPARE(m_books.size(), 4);
    for (int n = 0; n < 1000 && m_newTitle.isEmpty(); ++n) {
        const QString code = isbn13(u"97899%1"_s.arg(n, 7, 10, QChar(u'0')));
        if (m_http->get(u"/products/sellers/1/code/%1"_s.arg(code)).status == 404)
            m_newTitle = code;
    }
    QVERIFY(!m_newTitle.isEmpty());
}

void TstScanFlow::init()
{
    cancelOpenDocuments();
}

void TstScanFlow::cancelOpenDocuments()
{
    for (const QString &kind : { u"counts"_s, u"receipts"_s, u"returns"_s }) {
        const auto open = m_http->get(u"/products/stock/%1?status=open&per_page=100"_s.arg(kind));
        for (const QJsonValue &document : open.json()[u"data"_s].toArray()) {
            m_http->post(
                u"/products/stock/%1/%2/cancel"_s.arg(kind).arg(document[u"id"_s].toInteger()),
                "{}", json);
        }
    }
}

qint64 TstScanFlow::createOrder(const QStringList &codes)
{
    QJsonArray lines;
    for (const QString &code : codes)
        lines.append(QJsonObject { { u"code"_s, code }, { u"quantity"_s, 2 } });
    const auto created = m_http->post(u"/products/stock/orders"_s,
        QJsonDocument(QJsonObject { { u"supplier_id"_s, m_supplier }, { u"lines"_s, lines } })
            .toJson(QJsonDocument::Compact),
        json);
    return created.status == 201 ? created.json()[u"data"_s][u"id"_s].toInteger() : -1;
}

void TstScanFlow::burst(ScanLineEdit *field, const QString &code)
{
    QVERIFY(ScannerTyping::typeInto(field, code));
}

void TstScanFlow::openCount(CountPane &pane, const QString &name)
{
    QSignalSpy loaded(&pane, &CountPane::countsLoaded);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    QTRY_VERIFY_WITH_TIMEOUT(!loaded.isEmpty(), 20000);
    pane.typeChooser()->setCurrentIndex(pane.typeChooser()->findData(u"book"_s));
    pane.nameEdit()->setText(name);
    pane.openCount();
    QTRY_VERIFY_WITH_TIMEOUT(pane.currentCountId() > 0 && pane.current().id > 0, 20000);
}

void TstScanFlow::openDocument(DocumentScanPane &pane, qint64 orderId)
{
    QSignalSpy loaded(&pane, &DocumentScanPane::documentsLoaded);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    QTRY_VERIFY_WITH_TIMEOUT(!loaded.isEmpty(), 20000);
    QSignalSpy orders(&pane, &DocumentScanPane::ordersLoaded);
    pane.supplierChooser()->setCurrentIndex(pane.supplierChooser()->findData(m_supplier));
    if (pane.kind() == DocumentScanPane::Kind::Receipt) {
        QTRY_VERIFY_WITH_TIMEOUT(!orders.isEmpty(), 20000);
        if (orderId > 0) {
            QTRY_VERIFY(pane.orderChooser()->findData(orderId) > 0);
            pane.orderChooser()->setCurrentIndex(pane.orderChooser()->findData(orderId));
        }
    }
    pane.startDocument();
    QTRY_VERIFY_WITH_TIMEOUT(pane.currentDocumentId() > 0 && pane.current().id > 0, 20000);
    QTRY_VERIFY(pane.scanField()->isEnabled());
}

// Receive: an unknown ISBN opens Add product; the next book scanned before it is filled goes
// neither into its Name field nor presses Add: it waits for the delivery and counts there once
// the dialog is gone. A person typing the name is not disturbed.
void TstScanFlow::aBurstIntoAddProductWaitsForTheDelivery()
{
    DocumentScanPane pane(DocumentScanPane::Kind::Receipt, m_fx.session);
    openDocument(pane, 0);
    QSignalSpy adding(&pane, &DocumentScanPane::addProductOpened);
    burst(pane.scanField(), m_newTitle);
    QTRY_VERIFY_WITH_TIMEOUT(adding.size() == 1, 30000);
    QPointer<AddProductDialog> dialog = pane.addProductDialog();
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowActive(dialog));

    QVERIFY(ScannerTyping::typeInto(dialog->nameEdit(), m_books[0]));
    QTest::qWait(300);
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible()); // Add was not pressed
    QCOMPARE(dialog->nameEdit()->text(), QString());
    QCOMPARE(pane.scansBehindDialog(), QStringList { m_books[0] });
    QVERIFY(!pane.outboxStatusLabel()->text().isEmpty()); // shown as waiting
    // The footer says it whole at 1024 px wide, each line on one line ("1 scan wait…" was cut).
    pane.resize(1024, 560);
    QTest::qWait(100);
    const QLabel *footer = pane.outboxStatusLabel();
    for (const QString &line : footer->text().split(u'\n')) {
        QVERIFY2(footer->contentsRect().width() >= footer->fontMetrics().horizontalAdvance(line),
            qPrintable(line));
    }
    QVERIFY(!pane.lines()->rowCount() || pane.lines()->lines().first().code != m_books[0]);

    // The seller types the name by hand: it arrives.
    QTest::keyClicks(dialog->nameEdit(), u"Kitob"_s, Qt::NoModifier, 40);
    QTRY_COMPARE(dialog->nameEdit()->text(), u"Kitob"_s);
    dialog->reject();
    QTRY_COMPARE_WITH_TIMEOUT(pane.pendingScans(), 0, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(pane.lines()->rowCount() == 1, 20000);
    QCOMPARE(pane.lines()->lines().first().code, m_books[0]);
    QCOMPARE(pane.lines()->lines().first().quantity, 1);
    QVERIFY(pane.scansBehindDialog().isEmpty());
    QCOMPARE(m_http->get(u"/products/sellers/1/code/%1"_s.arg(m_newTitle)).status, 404);
}

// Stock: a product's settings are open when the next book is scanned. The burst neither
// becomes its price nor presses Save; the scan waits and counts (+1) once the dialog is gone.
void TstScanFlow::aBurstIntoStockSettingsWaitsForTheStock()
{
    StockPane pane(m_fx.session, nullptr);
    pane.resize(1100, 700);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    QTRY_VERIFY_WITH_TIMEOUT(pane.mineModel()->rowCount() > 0, 20000);
    QPointer<ProductSettingsDialog> dialog = pane.editProduct(0);
    QVERIFY(dialog);
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    const int price = dialog->priceBox()->value();
    const int logged = pane.scanLog()->rowCount();

    QVERIFY(ScannerTyping::typeInto(dialog->priceBox(), m_books[1]));
    QTest::qWait(300);
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible()); // Save was not pressed
    QCOMPARE(dialog->priceBox()->value(), price);
    QCOMPARE(pane.scansBehindDialog(), QStringList { m_books[1] });
    QCOMPARE(pane.scanLog()->rowCount(), logged);
    QVERIFY(pane.banner()->isVisible()); // shown as waiting

    dialog->reject();
    QTRY_COMPARE_WITH_TIMEOUT(pane.scanLog()->rowCount(), logged + 1, 20000);
    QVERIFY(pane.scansBehindDialog().isEmpty());
    bool counted = false;
    for (int row = 0; row < pane.scanLog()->rowCount(); ++row) {
        const ScanLogModel::Record &record = pane.scanLog()->record(row);
        if (record.code == m_books[1] && record.change.value == 1)
            counted = true;
    }
    QVERIFY(counted);
}

void TstScanFlow::aBurstNeverAnswersAConfirmation_data()
{
    QTest::addColumn<QString>("pane");
    QTest::addColumn<bool>("finish"); // apply / post, else cancel
    QTest::addColumn<bool>("yes"); // the seller answers Yes after the burst, else No
    for (const QString &pane : { u"count"_s, u"receive"_s, u"returns"_s }) {
        for (const bool yes : { false, true }) {
            const char *answer = yes ? "yes" : "no";
            QTest::addRow("%s finish %s", qPrintable(pane), answer) << pane << true << yes;
            QTest::addRow("%s cancel %s", qPrintable(pane), answer) << pane << false << yes;
        }
    }
}

// Every confirmation a scanning pane asks while scanning (apply or post, cancel): a burst is no
// answer (the box stays open, its default button unpressed) and the scan waits for the
// document; answered No, the scan counts. Answered Yes, the scan made while the question was
// open is not lost to the post, apply or cancel: it goes into the document, nothing is finished
// and the banner says so (the seller answers again).
void TstScanFlow::aBurstNeverAnswersAConfirmation()
{
    QFETCH(QString, pane);
    QFETCH(bool, finish);
    QFETCH(bool, yes);
    ++m_documents;
    std::unique_ptr<ScanDocumentPane> shown;
    std::function<void()> act;
    std::function<qint64(const QString &)> counted;
    if (pane == "count"_L1) {
        auto *count = new CountPane(m_fx.session);
        shown.reset(count);
        openCount(*count, u"Confirm %1"_s.arg(m_documents));
        act = finish ? std::function<void()>([count] { count->applyCount(); })
                     : std::function<void()>([count] { count->cancelCount(); });
        counted = [count](const QString &code) -> qint64 {
            for (const CountLine &line : count->lines()->lines()) {
                if (line.code == code)
                    return line.counted;
            }
            return -1;
        };
    } else {
        auto *document = new DocumentScanPane(
            pane == "receive"_L1 ? DocumentScanPane::Kind::Receipt : DocumentScanPane::Kind::Return,
            m_fx.session);
        shown.reset(document);
        openDocument(*document, 0);
        act = finish ? std::function<void()>([document] { document->postDocument(); })
                     : std::function<void()>([document] { document->cancelDocument(); });
        counted = [document](const QString &code) -> qint64 {
            for (const DocumentLine &line : document->lines()->lines()) {
                if (line.code == code)
                    return line.quantity;
            }
            return -1;
        };
    }
    const qint64 id = shown->currentDocumentId();
    burst(shown->scanField(), m_books[1]);
    QTRY_COMPARE_WITH_TIMEOUT(shown->pendingScans(), 0, 20000);
    QSignalSpy refreshed(shown.get(), &ScanDocumentPane::refreshed);
    shown->refresh();
    QTRY_VERIFY_WITH_TIMEOUT(!refreshed.isEmpty(), 20000);
    QTRY_COMPARE(counted(m_books[1]), 1);

    BoxBurst seen;
    burstIntoNextBox(m_books[2], &seen, yes ? QMessageBox::Yes : QMessageBox::No);
    act();
    QTRY_VERIFY_WITH_TIMEOUT(seen.done, 30000);
    QVERIFY2(seen.focused, "the confirmation had no keyboard focus");
    QVERIFY2(seen.stillOpen, qPrintable(u"a burst answered: "_s + seen.text));
    QCOMPARE(shown->currentDocumentId(), id); // neither finished nor cancelled
    QTRY_COMPARE_WITH_TIMEOUT(counted(m_books[2]), 1, 20000); // waited, then counted
    QVERIFY(shown->scansBehindDialog().isEmpty());
    if (yes) {
        QVERIFY2(shown->bannerText().contains(u"answer again"_s), qPrintable(shown->bannerText()));
        QTest::qWait(500); // a post or cancel that ran would have closed the document by now
        QCOMPARE(shown->currentDocumentId(), id);
    }
}

// Apply with "keep": the question says how many items not scanned are kept, the footer's
// number.
void TstScanFlow::countApplySaysHowManyAreKept()
{
    CountPane pane(m_fx.session);
    openCount(pane, u"Keep"_s);
    burst(pane.scanField(), m_books[0]);
    QTRY_VERIFY_WITH_TIMEOUT(pane.lines()->rowCount() == 1, 20000);
    QTRY_COMPARE_WITH_TIMEOUT(pane.pendingScans(), 0, 20000);
    QSignalSpy refreshed(&pane, &ScanDocumentPane::refreshed);
    pane.refresh();
    QTRY_VERIFY_WITH_TIMEOUT(!refreshed.isEmpty(), 20000);
    QVERIFY(pane.notScannedTotal() > 0);
    const qint64 notScanned = pane.notScannedTotal();
    QVERIFY(pane.totalLabel()->text().contains(QString::number(notScanned)));
    QString asked;
    pane.setConfirmer([&](ScanDocumentPane::Question, const QString &text) {
        asked = text;
        return false;
    });
    pane.applyCount();
    QTRY_VERIFY_WITH_TIMEOUT(!asked.isEmpty(), 20000);
    QVERIFY2(asked.contains(u"%1 item(s) not scanned will be kept as they are."_s.arg(notScanned)),
        qPrintable(asked));
}

// A counted title sold elsewhere: the pane says what the server says without a Refresh.
void TstScanFlow::countFollowsSalesElsewhere()
{
    CountPane pane(m_fx.session);
    openCount(pane, u"Sold"_s);
    pane.setCountsRefreshInterval(500);
    pane.quantity()->setValue(5);
    burst(pane.scanField(), m_books[3]);
    QTRY_COMPARE_WITH_TIMEOUT(pane.pendingScans(), 0, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(pane.lines()->rowCount() == 1, 20000);
    QCOMPARE(pane.lines()->lines().first().counted, 5);
    QCOMPARE(pane.lines()->lines().first().movedSinceCounted, 0);
    const auto sale = m_http->post(u"/products/stock/by-code"_s,
        QJsonDocument(QJsonObject { { u"code"_s, m_books[3] }, { u"delta"_s, -1 } }).toJson(),
        json);
    QCOMPARE(sale.status, 200);
    QTRY_COMPARE_WITH_TIMEOUT(pane.lines()->lines().first().movedSinceCounted, -1, 20000);
    const QModelIndex after = pane.lines()->index(0, CountModel::After);
    QCOMPARE(pane.lines()->data(after).toString(), u"4"_s);
}

// Returns: a line taken back to nothing posts nothing, and the footer says so as Post does.
void TstScanFlow::returnsFooterAgreesWithPost()
{
    DocumentScanPane pane(DocumentScanPane::Kind::Return, m_fx.session);
    openDocument(pane, 0);
    pane.quantity()->setValue(2);
    burst(pane.scanField(), m_books[0]);
    burst(pane.scanField(), m_books[1]);
    burst(pane.scanField(), m_books[2]);
    QTRY_COMPARE_WITH_TIMEOUT(pane.pendingScans(), 0, 20000);
    QTRY_COMPARE_WITH_TIMEOUT(pane.totalLabel()->text(), u"4 unit(s) in 3 line(s)"_s, 20000);
    // Read before the take-back is answered: Post counts what the footer shows, not that read.
    QSignalSpy refreshed(&pane, &ScanDocumentPane::refreshed);
    pane.refresh();
    QTRY_VERIFY_WITH_TIMEOUT(!refreshed.isEmpty(), 20000);
    pane.takeBack()->setChecked(true);
    burst(pane.scanField(), m_books[2]);
    QTRY_COMPARE_WITH_TIMEOUT(pane.totalLabel()->text(), u"3 unit(s) in 2 line(s)"_s, 20000);
    QTRY_COMPARE_WITH_TIMEOUT(pane.pendingScans(), 0, 20000);
    QString asked;
    pane.setConfirmer([&](ScanDocumentPane::Question, const QString &text) {
        asked = text;
        return false;
    });
    pane.postDocument();
    QTRY_VERIFY(!asked.isEmpty());
    QVERIFY2(asked.contains(u"2 line(s), 3 unit(s)."_s), qPrintable(asked));
}

// Receive: once the delivery is posted, no order's missing lines are listed any more.
void TstScanFlow::nothingMissingAfterPosting()
{
    const qint64 order = createOrder({ m_books[0], m_books[1] });
    QVERIFY(order > 0);
    DocumentScanPane pane(DocumentScanPane::Kind::Receipt, m_fx.session);
    pane.setConfirmer([](ScanDocumentPane::Question, const QString &) { return true; });
    openDocument(pane, order);
    QCOMPARE(pane.missingTabText(), u"Not delivered yet (2)"_s);
    burst(pane.scanField(), m_books[0]);
    QTRY_COMPARE_WITH_TIMEOUT(pane.pendingScans(), 0, 20000);
    QSignalSpy refreshed(&pane, &ScanDocumentPane::refreshed);
    pane.refresh();
    QTRY_VERIFY_WITH_TIMEOUT(!refreshed.isEmpty(), 20000);
    QSignalSpy posted(&pane, &DocumentScanPane::posted);
    QSignalSpy listed(&pane, &ScanDocumentPane::documentsLoaded);
    pane.postDocument();
    QTRY_VERIFY_WITH_TIMEOUT(!posted.isEmpty() && !listed.isEmpty(), 20000);
    QTRY_COMPARE_WITH_TIMEOUT(pane.currentDocumentId(), 0, 20000);
    QCOMPARE(pane.missingTabText(), u"Not delivered yet"_s);
    QCOMPARE(pane.missing()->rowCount(), 0);
}

// Orders: a reorder level changed elsewhere shows in the suggestions when the pane is shown
// again, on F5 and on Refresh.
void TstScanFlow::ordersFollowLevelsOnShowAndF5()
{
    // Three books well above any reorder level, untouched by the other tests.
    const auto mine = m_http->get(u"/products/mine?type=book&per_page=100"_s);
    QJsonArray items;
    for (const QJsonValue &item : mine.json()[u"data"_s].toArray()) {
        const QJsonValue level = item[u"reorder_level"_s];
        if (!m_books.contains(item[u"code"_s].toString()) && item[u"stock"_s].toInteger() > 0
            && (level.isNull() || level.isUndefined()
                || item[u"stock"_s].toInteger() > level.toInteger()))
            items.append(item);
    }
    QVERIFY(items.size() >= 5);
    OrdersPane pane(m_fx.session);
    QSignalSpy suggested(&pane, &OrdersPane::suggestionsLoaded);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    QTRY_VERIFY_WITH_TIMEOUT(!suggested.isEmpty(), 20000);
    QVERIFY(pane.refreshButton() && pane.refreshButton()->isVisible());
    const auto rowOf = [&pane](const QString &code) {
        for (int row = 0; row < pane.suggestionTable()->rowCount(); ++row) {
            if (pane.suggestionTable()->item(row, 0)->text() == code)
                return row;
        }
        return -1;
    };
    const auto raise = [this, &items](int i) {
        const QJsonObject item = items[i].toObject();
        int status = 0;
        // The check key's writes are rate limited (contract §7): a 429 is waited out.
        for (int attempt = 0; attempt < 5 && (status == 0 || status == 429); ++attempt) {
            if (status == 429)
                QTest::qWait(1100);
            status = m_http
                         ->send("PATCH",
                             m_fx.server.baseUrl()
                                 + u"/products/mine/book/%1"_s.arg(item[u"id"_s].toInteger()),
                             QJsonDocument(QJsonObject { { u"reorder_level"_s,
                                                             item[u"stock"_s].toInteger() + 5 },
                                               { u"supplier_id"_s, m_supplier } })
                                 .toJson(QJsonDocument::Compact),
                             json)
                         .status;
        }
        return status;
    };
    const QString first = items[0][u"code"_s].toString();
    QCOMPARE(rowOf(first), -1);
    QCOMPARE(raise(0), 200);
    pane.hide();
    pane.show();
    QTRY_VERIFY_WITH_TIMEOUT(rowOf(first) >= 0, 20000);

    // A window shown again: the application takes it as active only once another window had
    // the focus meanwhile (as when the seller comes back to the console).
    {
        QWidget other;
        other.show();
        other.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&other));
    }
    pane.activateWindow();
    QTRY_COMPARE(QApplication::activeWindow(), &pane);
    // F5 reads everything again from anywhere in the pane: the supplier list, the suggestions,
    // the order reference.
    const QList<QWidget *> places { pane.supplierList(), pane.suggestionTable(),
        pane.referenceEdit() };
    for (int i = 0; i < places.size(); ++i) {
        const QString code = items[1 + i][u"code"_s].toString();
        QCOMPARE(raise(1 + i), 200);
        places[i]->setFocus();
        QTRY_VERIFY(places[i]->hasFocus());
        QTest::keyClick(places[i], Qt::Key_F5);
        QTRY_VERIFY_WITH_TIMEOUT(rowOf(code) >= 0, 5000);
    }

    const QString last = items[4][u"code"_s].toString();
    QCOMPARE(raise(4), 200);
    pane.refreshButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(rowOf(last) >= 0, 20000);
}

QTEST_MAIN(TstScanFlow)
#include "tst_scanflow.moc"
