// Goods in and out on paper, against the real server (issues 21, 22, 23): the Stock pane's
// product settings choose the usual supplier (PATCH supplier_id, its error shown); a purchase
// order printed as a document (PDF pages for a long order, its text); a posted delivery of 12
// units of 5 titles gives exactly 12 labels; the Reports pane's slow sellers get labels and an
// order through the Orders pane's create-order flow.
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPdfWriter>
#include <QPointer>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <functional>

#include "models/consolesession.h"
#include "models/documentlinemodel.h"
#include "models/localserver.h"
#include "models/minemodel.h"
#include "models/slowsellersmodel.h"
#include "net/apiclient.h"
#include "net/outbox.h"
#include "net/requestengine.h"
#include "tests/gui/guifixture.h"
#include "tests/gui/modaldialogs.h"
#include "tests/gui/scopedlanguage.h"
#include "tests/support/httptestclient.h"
#include "ui/documentscanpane.h"
#include "ui/labelsources.h"
#include "ui/mainwindow.h"
#include "ui/orderdocument.h"
#include "ui/orderspane.h"
#include "ui/printing/documentpreview.h"
#include "ui/printing/labelpainter.h"
#include "ui/printing/labelprintdialog.h"
#include "ui/printing/labelsheet.h"
#include "ui/productsettingsdialog.h"
#include "ui/reportspane.h"
#include "ui/scanlineedit.h"
#include "ui/stockpane.h"

using namespace Qt::StringLiterals;

namespace {

const HttpTestClient::Headers json { { "Content-Type", "application/json" } };

int pdfPages(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? int(file.readAll().count("/Type /Page\n")) : -1;
}

// The pages the print preview of a label dialog shows for its sheet.
int previewPages(LabelPrintDialog *dialog)
{
    QPrinter printer(QPrinter::HighResolution);
    std::unique_ptr<QPrintPreviewDialog> preview(dialog->createPreview(&printer, dialog));
    auto *widget = preview->findChild<QPrintPreviewWidget *>();
    if (!widget)
        return -1;
    widget->updatePreview();
    return widget->pageCount();
}

} // namespace

class TstGoodsPrinting : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void productSupplierIsChosenInTheStockPane();
    void purchaseOrderPrintsAsADocument();
    void postedDeliveryPrintsOneLabelPerUnit();
    void labelsOfManyCodesComeAHundredARequest();
    void reorderAsksForUnitCosts();
    void slowSellersGetLabelsAndAnOrder();
    void inRussianAndUzbek_data();
    void inRussianAndUzbek();

private:
    QJsonArray mineItems();
    QJsonObject mineItem(const QString &code);
    qint64 createSupplier(const QString &name, const QString &phone = {});
    QString sellerName();
    // Requests the console's client finishes while `action` runs and until `done` holds.
    int requestsDuring(const std::function<void()> &action, const std::function<bool()> &done);

    std::unique_ptr<GuiFixture> m_fx;
    std::unique_ptr<HttpTestClient> m_till;
    qint64 m_supplier = 0;
};

void TstGoodsPrinting::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_fx = std::make_unique<GuiFixture>();
    QVERIFY(m_fx->start(300));
    m_fx->connectSession();
    m_till = std::make_unique<HttpTestClient>(m_fx->server.baseUrl());
    m_till->setCredentials(m_fx->checkKey.appId, m_fx->checkKey.secret);
    m_supplier = createSupplier(u"Sharq"_s, u"+998 71 200-00-00"_s);
    QVERIFY(m_supplier > 0);
}

void TstGoodsPrinting::cleanupTestCase()
{
    m_till.reset();
    m_fx.reset();
}

QJsonArray TstGoodsPrinting::mineItems()
{
    QJsonArray all;
    for (int page = 1; page < 20; ++page) {
        const auto mine = m_till->get(u"/products/mine?per_page=100&page=%1"_s.arg(page));
        const QJsonArray items = mine.json()[u"data"_s].toArray();
        for (const QJsonValue &item : items)
            all.append(item);
        if (items.size() < 100)
            break;
    }
    return all;
}

QString TstGoodsPrinting::sellerName()
{
    return m_till->get(u"/key"_s).json()[u"data"_s][u"seller_name"_s].toString();
}

int TstGoodsPrinting::requestsDuring(
    const std::function<void()> &action, const std::function<bool()> &done)
{
    // The live copy of the stock follows what the test just did (its long poll answers at once,
    // then reads again): wait until the client is quiet, so only the action's requests count.
    QSignalSpy finished(m_fx->client->engine(), &RequestEngine::requestFinished);
    for (int round = 0; round < 20; ++round) {
        finished.clear();
        QTest::qWait(1500);
        if (finished.isEmpty())
            break;
    }
    finished.clear();
    action();
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < 30000)
        QTest::qWait(20);
    return done() ? int(finished.size()) : -1;
}

QJsonObject TstGoodsPrinting::mineItem(const QString &code)
{
    for (const QJsonValue &item : mineItems()) {
        if (item[u"code"_s].toString() == code)
            return item.toObject();
    }
    return {};
}

qint64 TstGoodsPrinting::createSupplier(const QString &name, const QString &phone)
{
    QJsonObject body { { u"name"_s, name } };
    if (!phone.isEmpty())
        body.insert(u"phone"_s, phone);
    const auto created = m_till->post(
        u"/products/stock/suppliers"_s, QJsonDocument(body).toJson(QJsonDocument::Compact), json);
    return created.status == 201 ? created.json()[u"data"_s][u"id"_s].toInteger() : 0;
}

// Issue 21 item 9: the usual supplier is chosen among the seller's suppliers (or none) and
// sent as supplier_id; a refusal stays in the dialog with the server's words.
void TstGoodsPrinting::productSupplierIsChosenInTheStockPane()
{
    const qint64 other = createSupplier(u"Yangi Asr"_s);
    QVERIFY(other > 0);
    StockPane pane(m_fx->session, nullptr);
    pane.resize(1024, 560);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    QTRY_VERIFY_WITH_TIMEOUT(pane.mineModel()->rowCount() > 2, 10000);
    MineModel *mine = pane.mineModel();
    const MineItem item = mine->item(0);
    QVERIFY(!item.supplierId);

    QPointer<ProductSettingsDialog> dialog = pane.editProduct(0);
    QVERIFY(dialog);
    QComboBox *box = dialog->supplierBox();
    QTRY_VERIFY_WITH_TIMEOUT(box->isEnabled(), 10000);
    QCOMPARE(box->currentData().toLongLong(), 0); // none yet
    QCOMPARE(box->count(), 3); // none, Sharq, Yangi Asr
    QVERIFY(box->findText(u"Sharq"_s) > 0);
    box->setCurrentIndex(box->findData(QVariant::fromValue<qint64>(other)));
    dialog->accept();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog, 10000);
    int row = mine->rowForCode(item.code);
    QCOMPARE(mine->item(row).supplierId, std::optional<qint64>(other));
    QCOMPARE(mineItem(item.code)[u"supplier_id"_s].toInteger(), other);

    // Opened again: the supplier is shown; changing only the price leaves it alone.
    dialog = pane.editProduct(row);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->supplierBox()->isEnabled(), 10000);
    QCOMPARE(dialog->supplierBox()->currentText(), u"Yangi Asr"_s);
    dialog->priceBox()->setValue(int(item.price) + 10);
    dialog->accept();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog, 10000);
    QCOMPARE(mineItem(item.code)[u"supplier_id"_s].toInteger(), other);

    // A supplier the server does not know (another seller's, or gone): refused, and said so.
    row = mine->rowForCode(item.code);
    dialog = pane.editProduct(row);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->supplierBox()->isEnabled(), 10000);
    dialog->supplierBox()->addItem(u"Gone"_s, QVariant::fromValue<qint64>(987654));
    dialog->supplierBox()->setCurrentIndex(dialog->supplierBox()->count() - 1);
    dialog->accept();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->isSaving(), 10000);
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QVERIFY2(dialog->problemLabel()->text().startsWith(u"Not saved: "_s),
        qPrintable(dialog->problemLabel()->text()));
    QVERIFY2(dialog->problemLabel()->text().contains(u"supplier_id"_s),
        qPrintable(dialog->problemLabel()->text()));
    QCOMPARE(mineItem(item.code)[u"supplier_id"_s].toInteger(), other);

    // None: supplier_id null.
    dialog->supplierBox()->setCurrentIndex(0);
    dialog->accept();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog, 10000);
    QVERIFY(mineItem(item.code)[u"supplier_id"_s].isNull());
    QVERIFY(!mine->item(mine->rowForCode(item.code)).supplierId);
}

// Issue 21 item 7 / 22 item 4: the order as the document sent to the supplier: the shop, the
// supplier, the number and reference, one row per title with its quantity and cost, the
// totals, as many pages as a long order needs, in the preview and as PDF.
void TstGoodsPrinting::purchaseOrderPrintsAsADocument()
{
    QJsonArray lines;
    qint64 units = 0;
    qint64 total = 0;
    for (const QJsonValue &item : mineItems()) {
        const int n = int(lines.size());
        QJsonObject line { { u"code"_s, item[u"code"_s].toString() },
            { u"quantity"_s, n % 7 + 1 } };
        if (n % 5 != 0) { // every fifth line has no cost yet
            line.insert(u"cost"_s, 1000 * (n + 1));
            total += qint64(1000) * (n + 1) * (n % 7 + 1);
        }
        units += n % 7 + 1;
        lines.append(line);
        if (lines.size() == 90)
            break;
    }
    QVERIFY2(lines.size() >= 60, "the demo shop has too few products for a long order");
    const auto created = m_till->post(u"/products/stock/orders"_s,
        QJsonDocument(QJsonObject { { u"supplier_id"_s, m_supplier },
                          { u"reference"_s, u"PO-77"_s }, { u"lines"_s, lines } })
            .toJson(QJsonDocument::Compact),
        json);
    QCOMPARE(created.status, 201);
    const qint64 orderId = created.json()[u"data"_s][u"id"_s].toInteger();

    OrdersPane pane(m_fx->session);
    QSignalSpy suppliers(&pane, &OrdersPane::suppliersLoaded);
    QSignalSpy listed(&pane, &OrdersPane::ordersLoaded);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    QTRY_VERIFY_WITH_TIMEOUT(suppliers.size() >= 1, 20000);
    QListWidgetItem *sharq = pane.supplierList()->findItems(u"Sharq"_s, Qt::MatchExactly).first();
    if (pane.supplierList()->currentItem() != sharq) {
        const int before = int(listed.size());
        pane.supplierList()->setCurrentItem(sharq);
        QTRY_VERIFY_WITH_TIMEOUT(listed.size() > before, 20000);
    }
    QTRY_VERIFY_WITH_TIMEOUT(listed.size() >= 1, 20000);
    for (int r = 0; r < pane.orderTable()->rowCount(); ++r) {
        if (pane.orderTable()->item(r, 0)->data(Qt::UserRole).toLongLong() == orderId)
            pane.orderTable()->selectRow(r);
    }
    QTRY_VERIFY_WITH_TIMEOUT(pane.currentOrder().id == orderId, 20000);
    QVERIFY(!pane.printButton()->isHidden());
    QVERIFY(pane.printButton()->isEnabled());

    const QLocale locale;
    const TableDocument doc = OrderDocument::of(pane.currentOrder(), u"Kitob Olami"_s, locale);
    QCOMPARE(doc.shopName, u"Kitob Olami"_s);
    QVERIFY2(doc.title.contains(QString::number(orderId)) && doc.title.contains(u"PO-77"_s),
        qPrintable(doc.title));
    QVERIFY2(doc.subtitle.contains(u"Sharq"_s), qPrintable(doc.subtitle));
    QCOMPARE(doc.date, pane.currentOrder().createdAt.toLocalTime().date());
    QCOMPARE(doc.headers.size(), int(OrderDocument::ColumnCount));
    QCOMPARE(doc.rows.size(), lines.size());
    for (int i = 0; i < lines.size(); ++i) {
        const QStringList &row = doc.rows.at(i);
        QCOMPARE(row.at(OrderDocument::Code), lines[i][u"code"_s].toString());
        QVERIFY(!row.at(OrderDocument::Title).isEmpty());
        QCOMPARE(row.at(OrderDocument::Quantity), locale.toString(i % 7 + 1));
        if (i % 5 == 0) {
            QVERIFY(row.at(OrderDocument::Cost).isEmpty());
            QVERIFY(row.at(OrderDocument::Amount).isEmpty());
        } else {
            QCOMPARE(row.at(OrderDocument::Cost), locale.toString(1000 * (i + 1)));
            QCOMPARE(row.at(OrderDocument::Amount), locale.toString(1000 * (i + 1) * (i % 7 + 1)));
        }
    }
    const int withoutCost = int((lines.size() + 4) / 5);
    QVERIFY2(
        doc.footnote.contains(locale.toString(units) + u" unit(s)"_s), qPrintable(doc.footnote));
    QVERIFY2(doc.footnote.contains(u"cost "_s + locale.toString(total)), qPrintable(doc.footnote));
    QVERIFY2(doc.footnote.contains(u"%1 title(s) without a cost"_s.arg(withoutCost)),
        qPrintable(doc.footnote));

    // On A4 a long order takes several pages, each with its number: the PDF has them all.
    const QString pdf = m_fx->dir.filePath(u"order.pdf"_s);
    QVERIFY(DocumentPreview::savePdf(doc, pdf));
    QPdfWriter measure(m_fx->dir.filePath(u"measure.pdf"_s));
    measure.setResolution(300);
    measure.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
        QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter));
    const int pages = doc.pageCount(&measure);
    QVERIFY2(pages >= 2, qPrintable(QString::number(pages)));
    QCOMPARE(pdfPages(pdf), pages);

    // Print… opens the print preview of the same document.
    bool seen = false;
    int previewed = -1;
    QString title;
    onModal<QPrintPreviewDialog>(
        [&](QPrintPreviewDialog *preview) {
            title = preview->windowTitle();
            if (auto *widget = preview->findChild<QPrintPreviewWidget *>())
                previewed = widget->pageCount();
        },
        &seen);
    pane.printButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(seen, 20000);
    QCOMPARE(title, pane.currentDocument().title);
    QCOMPARE(previewed, pages);

    // Its header is the shop (GET /key's seller_name), not the console's connection name, and
    // the supplier line carries the supplier's phone.
    const QString shop = sellerName();
    QVERIFY(!shop.isEmpty());
    QVERIFY(shop != m_fx->session->currentProfileName());
    TableDocument printed;
    pane.setPrintHandler([&printed](const TableDocument &document) { printed = document; });
    pane.printButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(!printed.title.isEmpty(), 20000);
    QCOMPARE(printed.shopName, shop);
    QVERIFY2(
        printed.subtitle.contains(u"Sharq"_s) && printed.subtitle.contains(u"+998 71 200-00-00"_s),
        qPrintable(printed.subtitle));
}

// Issue 22 "Done when": a delivery of 12 units of 5 titles, posted in the Receive pane, offers
// its labels: exactly 12, on one A4 3×7 sheet or on 12 single labels.
void TstGoodsPrinting::postedDeliveryPrintsOneLabelPerUnit()
{
    QStringList codes;
    QHash<QString, qint64> prices;
    for (const QJsonValue &item : mineItems()) {
        if (item[u"type"_s].toString() != u"book"_s && item[u"code"_s].toString().size() != 13)
            continue;
        codes.append(item[u"code"_s].toString());
        prices.insert(codes.last(), item[u"price"_s].toInteger());
        if (codes.size() == 5)
            break;
    }
    QCOMPARE(codes.size(), 5);
    const QList<int> copies { 4, 3, 2, 2, 1 };

    DocumentScanPane pane(DocumentScanPane::Kind::Receipt, m_fx->session);
    pane.setConfirmer([](ScanDocumentPane::Question, const QString &) { return true; });
    QSignalSpy loaded(&pane, &DocumentScanPane::documentsLoaded);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    QTRY_VERIFY_WITH_TIMEOUT(loaded.size() >= 1, 20000);
    QVERIFY(!pane.printLabelsButton()->isEnabled()); // nothing posted yet
    pane.supplierChooser()->setCurrentIndex(pane.supplierChooser()->findData(m_supplier));
    pane.referenceEdit()->setText(u"INV-12"_s);
    pane.startDocument();
    QTRY_VERIFY_WITH_TIMEOUT(pane.currentDocumentId() > 0 && pane.current().id > 0, 20000);
    QTRY_VERIFY(pane.scanField()->isEnabled());
    for (int i = 0; i < codes.size(); ++i) {
        pane.quantity()->setValue(copies[i]);
        pane.submitScan(codes[i]);
    }
    QTRY_COMPARE_WITH_TIMEOUT(pane.outbox()->pendingCount(), 0, 30000);
    QSignalSpy refreshed(&pane, &DocumentScanPane::refreshed);
    pane.refresh();
    QTRY_VERIFY_WITH_TIMEOUT(refreshed.size() >= 1 && pane.lines()->rowCount() == 5, 20000);
    // The chooser emptied (the delivery posted or cancelled elsewhere) while its lines are on
    // their way: they never come back into the empty pane.
    int shownAfterEmptied = 0;
    const QMetaObject::Connection watch = connect(&pane, &DocumentScanPane::refreshed, this,
        [&] { shownAfterEmptied = std::max(shownAfterEmptied, int(pane.lines()->rowCount())); });
    pane.refresh();
    pane.documentChooser()->clear();
    QCOMPARE(pane.lines()->rowCount(), 0);
    QTest::qWait(1500);
    disconnect(watch);
    QCOMPARE(shownAfterEmptied, 0);
    QCOMPARE(pane.lines()->rowCount(), 0);
    QCOMPARE(pane.current().id, 0);
    loaded.clear();
    pane.reload();
    QTRY_VERIFY_WITH_TIMEOUT(loaded.size() >= 1 && pane.current().lines.size() == 5, 20000);
    QSignalSpy posted(&pane, &DocumentScanPane::posted);
    pane.postDocument();
    QTRY_VERIFY_WITH_TIMEOUT(posted.size() == 1, 30000);
    QCOMPARE(pane.lastPosted().lines.size(), 5);
    QVERIFY(pane.printLabelsButton()->isEnabled());
    QVERIFY2(pane.bannerText().contains(u"posted"_s), qPrintable(pane.bannerText()));

    const QString shop = sellerName();
    QVERIFY(!shop.isEmpty());
    bool seen = false;
    onModal<LabelPrintDialog>(
        [&](LabelPrintDialog *dialog) {
            const LabelJob job = dialog->job();
            QCOMPARE(job.count(), 12);
            // "Print the seller's name" has the shop's name to print on every label.
            for (const LabelJob::Line &line : job.lines)
                QCOMPARE(line.label.seller, shop);
            QCOMPARE(job.lines.size(), 5);
            for (int i = 0; i < job.lines.size(); ++i) {
                const LabelJob::Line &line = job.lines.at(i);
                const int at = int(codes.indexOf(line.label.code));
                QVERIFY2(at >= 0, qPrintable(line.label.code));
                QCOMPARE(line.copies, copies[at]);
                QCOMPARE(line.label.price, prices.value(line.label.code));
                QVERIFY(!line.label.title.isEmpty());
            }
            // One A4 3×7 sheet with 12 labels on it; or 12 single labels on a label printer.
            dialog->templateBox()->setCurrentIndex(dialog->templateBox()->findData(u"a4-3x7"_s));
            QCOMPARE(dialog->sheet().count(), 12);
            QCOMPARE(dialog->sheet().pageCount(), 1);
            QCOMPARE(dialog->sheet().placements(0).size(), 12);
            QCOMPARE(previewPages(dialog), 1);
            dialog->templateBox()->setCurrentIndex(
                dialog->templateBox()->findData(u"single-58x40"_s));
            QCOMPARE(dialog->sheet().pageCount(), 12);
            QCOMPARE(previewPages(dialog), 12);
            const QString pdf = m_fx->dir.filePath(u"delivery-labels.pdf"_s);
            QVERIFY(dialog->savePdf(pdf));
            QCOMPARE(pdfPages(pdf), 12);
            // The counts stay editable: one copy less of the first title.
            dialog->linesView()
                ->item(0, dialog->linesView()->columnCount() - 1)
                ->setData(Qt::EditRole, job.lines.at(0).copies - 1);
            QCOMPARE(dialog->job().count(), 11);
            dialog->templateBox()->setCurrentIndex(dialog->templateBox()->findData(u"a4-3x7"_s));
        },
        &seen);
    // The labels' prices come from the shop's own list, 100 a request: fewer requests than
    // titles (one lookup per title waits on the key's 8 requests a second).
    const int requests
        = requestsDuring([&pane] { pane.printLabelsButton()->click(); }, [&seen] { return seen; });
    QVERIFY(seen);
    QVERIFY2(requests >= 1 && requests < codes.size(), qPrintable(QString::number(requests)));
}

// A long delivery's labels: its codes are read from the seller's own list 100 at a time, the
// few it lacks looked up one by one, with prices, old prices and the seller's name.
void TstGoodsPrinting::labelsOfManyCodesComeAHundredARequest()
{
    const QJsonArray all = mineItems();
    QList<LabelSources::Counted> items;
    QHash<QString, QJsonObject> byCode;
    for (int i = 0; i < all.size() && items.size() < 50; i += 2) {
        const QJsonObject item = all[i].toObject();
        items.append({ item[u"code"_s].toString(), QString(), 1 + i % 3 });
        byCode.insert(item[u"code"_s].toString(), item);
    }
    QVERIFY2(items.size() >= 30, qPrintable(QString::number(all.size())));
    items.append({ u"0000000000000"_s, u"Not ours"_s, 1 }); // no such code: named in failures
    LabelJob job;
    QStringList failures;
    bool done = false;
    QObject context;
    const int requests = requestsDuring(
        [&] {
            LabelSources::fromCodes(
                m_fx->client, items, &context, [&](const LabelJob &j, const QStringList &f) {
                    job = j;
                    failures = f;
                    done = true;
                });
        },
        [&done] { return done; });
    QVERIFY(done);
    QCOMPARE(failures, QStringList { u"Not ours"_s });
    QCOMPARE(job.lines.size(), items.size() - 1);
    const QString shop = sellerName();
    for (int i = 0; i < job.lines.size(); ++i) {
        const LabelJob::Line &line = job.lines.at(i);
        QCOMPARE(line.label.code, items.at(i).code);
        QCOMPARE(line.copies, items.at(i).copies);
        const QJsonObject item = byCode.value(line.label.code);
        QCOMPARE(line.label.title, item[u"name"_s].toString());
        QCOMPARE(line.label.price, item[u"price"_s].toInteger());
        if (item[u"old_price"_s].toInteger() > 0)
            QCOMPARE(line.label.oldPrice.value_or(0), item[u"old_price"_s].toInteger());
        QCOMPARE(line.label.seller, shop);
    }
    // GET /key, the pages of the own list (books, then stationery) and one lookup for the
    // unknown code, where a lookup per code takes as many requests as codes.
    const int pages = int((all.size() + 99) / 100) + 1;
    QVERIFY2(requests <= 1 + pages + 1, qPrintable(QString::number(requests)));
}

// The reorder flow asks what a unit costs: the cost typed beside a quantity goes into the order.
void TstGoodsPrinting::reorderAsksForUnitCosts()
{
    const QJsonArray all = mineItems();
    QVERIFY(all.size() > 10);
    const QJsonObject item = all[7].toObject();
    const auto patched = m_till->send("PATCH",
        m_fx->server.baseUrl()
            + u"/products/mine/%1/%2"_s.arg(item[u"type"_s].toString())
                  .arg(item[u"id"_s].toInteger()),
        QJsonDocument(QJsonObject { { u"reorder_level"_s, item[u"stock"_s].toInteger() + 3 },
                          { u"supplier_id"_s, m_supplier } })
            .toJson(QJsonDocument::Compact),
        json);
    QCOMPARE(patched.status, 200);

    OrdersPane pane(m_fx->session);
    QSignalSpy suggested(&pane, &OrdersPane::suggestionsLoaded);
    QSignalSpy created(&pane, &OrdersPane::orderCreated);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    QTRY_VERIFY_WITH_TIMEOUT(!suggested.isEmpty(), 20000);
    QListWidgetItem *sharq = pane.supplierList()->findItems(u"Sharq"_s, Qt::MatchExactly).first();
    if (pane.supplierList()->currentItem() != sharq) {
        suggested.clear();
        pane.supplierList()->setCurrentItem(sharq);
        QTRY_VERIFY_WITH_TIMEOUT(!suggested.isEmpty(), 20000);
    }
    QTableWidget *table = pane.suggestionTable();
    int costColumn = -1;
    for (int c = 0; c < table->columnCount(); ++c) {
        if (table->horizontalHeaderItem(c)->text() == u"Unit cost"_s)
            costColumn = c;
    }
    QVERIFY2(costColumn >= 0, "no Unit cost column among the reorder suggestions");
    const QString code = item[u"code"_s].toString();
    int row = -1;
    for (int r = 0; r < table->rowCount(); ++r) {
        if (table->item(r, 0)->text() == code)
            row = r;
        else
            table->item(r, 5)->setData(Qt::DisplayRole, 0); // only this title is ordered
    }
    QVERIFY(row >= 0);
    QVERIFY(table->item(row, costColumn)->flags() & Qt::ItemIsEditable);
    table->item(row, costColumn)->setText(u"12500"_s);
    pane.createOrder();
    QTRY_COMPARE_WITH_TIMEOUT(created.size(), 1, 20000);
    const PurchaseOrder order = created.first().first().value<PurchaseOrder>();
    QCOMPARE(order.lines.size(), 1);
    QCOMPARE(order.lines.first().code, code);
    QCOMPARE(order.lines.first().cost.value_or(-1), 12500);
}

// Issue 23 item 2: slow sellers chosen in the Reports pane get shelf labels (one per unit in
// stock) and "Create order", which opens the Orders pane's create-order flow for them with
// their supplier, or asks for one when they have none.
void TstGoodsPrinting::slowSellersGetLabelsAndAnOrder()
{
    LocalServer local;
    MainWindow window(m_fx->session, &local);
    window.resize(1280, 800);
    auto *reports = window.findChild<ReportsPane *>();
    auto *orders = window.findChild<OrdersPane *>();
    QVERIFY(reports && orders);
    auto *stack = window.findChild<QStackedWidget *>();
    QVERIFY(stack);
    QListWidget *sidebar = nullptr;
    for (auto *list : window.findChildren<QListWidget *>()) {
        if (list->accessibleName() == MainWindow::tr("Panes"))
            sidebar = list;
    }
    QVERIFY(sidebar);
    const auto showReports = [&] { sidebar->setCurrentRow(stack->indexOf(reports)); };
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    showReports();
    QSignalSpy loaded(reports, &ReportsPane::loaded);
    reports->reload();
    QTRY_VERIFY_WITH_TIMEOUT(loaded.size() >= 1, 20000);
    SlowSellersModel *slow = reports->slowModel();
    QVERIFY2(slow->rowCount() >= 3, "the demo shop's stock has no slow sellers");
    QVERIFY(!reports->slowLabelsButton()->isEnabled()); // nothing chosen

    // Two titles of Sharq's, a third without a supplier.
    QList<SlowSeller> titles;
    for (const SlowSeller &title : slow->items()) {
        if (title.stock > 0 && title.stock < 50 && title.type == u"book"_s)
            titles.append(title);
        if (titles.size() == 3)
            break;
    }
    QCOMPARE(titles.size(), 3);
    for (int i = 0; i < 3; ++i) {
        const QJsonValue supplier = i < 2 ? QJsonValue(m_supplier) : QJsonValue();
        const auto patched = m_till->send("PATCH",
            m_fx->server.baseUrl()
                + u"/products/mine/%1/%2"_s.arg(titles[i].type).arg(titles[i].productId),
            QJsonDocument(QJsonObject { { u"supplier_id"_s, supplier } })
                .toJson(QJsonDocument::Compact),
            json);
        QCOMPARE(patched.status, 200);
    }
    const auto select = [&](int count) {
        QTableView *view = reports->slowView();
        view->clearSelection();
        for (int r = 0; r < view->model()->rowCount(); ++r) {
            const QString code = view->model()->index(r, SlowSellersModel::Code).data().toString();
            for (int i = 0; i < count; ++i) {
                if (titles[i].code == code)
                    view->selectionModel()->select(view->model()->index(r, 0),
                        QItemSelectionModel::Select | QItemSelectionModel::Rows);
            }
        }
        return reports->selectedSlowSellers().size();
    };
    QCOMPARE(select(2), 2);
    QVERIFY(reports->slowLabelsButton()->isEnabled());
    QVERIFY(reports->slowOrderButton()->isEnabled());

    // Labels: one per unit in stock, each at its price.
    bool seen = false;
    onModal<LabelPrintDialog>(
        [&](LabelPrintDialog *dialog) {
            const LabelJob job = dialog->job();
            QCOMPARE(job.lines.size(), 2);
            QCOMPARE(job.count(), int(titles[0].stock + titles[1].stock));
            for (const LabelJob::Line &line : job.lines) {
                const QJsonObject item = mineItem(line.label.code);
                QCOMPARE(line.label.price, item[u"price"_s].toInteger());
                QCOMPARE(line.copies, item[u"stock"_s].toInteger());
            }
        },
        &seen);
    reports->slowLabelsButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(seen, 20000);

    // Create order: both are Sharq's, so the Orders pane opens on Sharq with them first.
    QSignalSpy requested(reports, &ReportsPane::orderRequested);
    QSignalSpy suggested(orders, &OrdersPane::suggestionsLoaded);
    reports->slowOrderButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(requested.size() == 1, 20000);
    QCOMPARE(requested.first().at(0).toLongLong(), m_supplier);
    QTRY_COMPARE_WITH_TIMEOUT(stack->currentWidget(), orders, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(orders->currentSupplierId() == m_supplier && suggested.size() >= 1
            && orders->suggestionTable()->rowCount() >= 2
            && orders->suggestionTable()->item(0, 0)->text() == titles[0].code,
        20000);
    QCOMPARE(orders->suggestionTable()->item(1, 0)->text(), titles[1].code);
    for (int r = 2; r < orders->suggestionTable()->rowCount(); ++r)
        QCOMPARE(orders->suggestionTable()->item(r, 5)->data(Qt::DisplayRole).toLongLong(), 0);
    orders->suggestionTable()->item(1, 5)->setData(Qt::DisplayRole, 6);
    QSignalSpy created(orders, &OrdersPane::orderCreated);
    orders->createOrder();
    QTRY_VERIFY_WITH_TIMEOUT(created.size() == 1, 20000);
    const auto order = created.first().first().value<PurchaseOrder>();
    QCOMPARE(order.supplierId, m_supplier);
    QCOMPARE(order.lines.size(), 2);
    QCOMPARE(order.lines[0].code, titles[0].code);
    QCOMPARE(order.lines[0].ordered, 1);
    QCOMPARE(order.lines[1].code, titles[1].code);
    QCOMPARE(order.lines[1].ordered, 6);

    // With a title that has no supplier the Orders pane asks, proposing Sharq.
    showReports();
    QCOMPARE(select(3), 3);
    qint64 proposed = -1;
    const qint64 other = createSupplier(u"Ilm ziyo"_s);
    QVERIFY(other > 0);
    orders->setSupplierChooser([&](const QList<Supplier> &list, qint64 offered) {
        proposed = offered;
        for (const Supplier &s : list) {
            if (s.name == u"Ilm ziyo"_s)
                return s.id;
        }
        return qint64(0);
    });
    requested.clear();
    reports->slowOrderButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(requested.size() == 1, 20000);
    QCOMPARE(requested.first().at(0).toLongLong(), 0);
    QTRY_VERIFY_WITH_TIMEOUT(orders->currentSupplierId() == other
            && orders->suggestionTable()->rowCount() >= 3
            && orders->suggestionTable()->item(2, 0)->text() == titles[2].code,
        20000);
    QCOMPARE(proposed, m_supplier);

    // Nobody chosen: no order started.
    orders->setSupplierChooser([](const QList<Supplier> &, qint64) { return qint64(0); });
    requested.clear();
    showReports();
    reports->slowOrderButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(requested.size() == 1, 20000);
    QTRY_VERIFY2_WITH_TIMEOUT(orders->bannerText().contains(u"no supplier was chosen"_s),
        qPrintable(orders->bannerText()), 20000);
}

void TstGoodsPrinting::inRussianAndUzbek_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::newRow("ru") << QLocale(QLocale::Russian);
    QTest::newRow("uz") << QLocale(QLocale::Uzbek);
}

// The new words in both languages: the order on paper, the panes' buttons, the dialog's field.
void TstGoodsPrinting::inRussianAndUzbek()
{
    QFETCH(QLocale, locale);
    const ScopedLanguage language(locale);
    QVERIFY(language.isInstalled());
    PurchaseOrder order;
    order.id = 7;
    order.supplierName = u"Sharq"_s;
    order.lines = { OrderLine { u"9780306406157"_s, 1, u"Kitob"_s, 3, 0, 1200 },
        OrderLine { u"9780306406158"_s, 2, u"Daftar"_s, 2, 0, std::nullopt } };
    const TableDocument doc = OrderDocument::of(order, u"Kitob Olami"_s, locale);
    const QStringList englishHeaders { u"Code"_s, u"Title"_s, u"Quantity"_s, u"Unit cost"_s,
        u"Amount"_s };
    for (int c = 0; c < doc.headers.size(); ++c)
        QVERIFY2(doc.headers[c] != englishHeaders[c], qPrintable(doc.headers[c]));
    for (const QString &text : { doc.title, doc.subtitle, doc.footnote })
        QVERIFY2(!text.contains(u"order"_s, Qt::CaseInsensitive) && !text.contains(u"Supplier"_s)
                && !text.contains(u"unit(s)"_s) && !text.contains(u"title(s)"_s),
            qPrintable(text));
    QVERIFY2(doc.footnote.contains(locale.toString(3 * 1200)), qPrintable(doc.footnote));

    DocumentScanPane receive(DocumentScanPane::Kind::Receipt, m_fx->session);
    QVERIFY(!receive.printLabelsButton()->text().contains(u"label"_s));
    QVERIFY(!receive.printLabelsButton()->toolTip().contains(u"label"_s));
    ReportsPane reports(m_fx->session);
    for (QPushButton *button : { reports.slowLabelsButton(), reports.slowOrderButton() }) {
        QVERIFY2(!button->text().contains(u"label"_s) && !button->text().contains(u"order"_s),
            qPrintable(button->text()));
        QVERIFY2(!button->toolTip().contains(u" the "_s), qPrintable(button->toolTip()));
    }
    MineItem item;
    item.id = 1;
    item.type = u"book"_s;
    ProductSettingsDialog dialog(m_fx->client, item);
    QVERIFY2(!dialog.supplierBox()->toolTip().contains(u"supplier"_s),
        qPrintable(dialog.supplierBox()->toolTip()));
}

QTEST_MAIN(TstGoodsPrinting)
#include "tst_goodsprinting.moc"
