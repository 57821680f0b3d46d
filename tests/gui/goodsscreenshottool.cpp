// Renders the goods panes (Receive, Returns, Orders and the Add product dialog) of a console
// connected to a running server into PNG files, at the window size given: a supplier, an
// order, reorder levels and a delivery are set up through the API first.
// Usage: goods-screenshot-tool BASE_URL APP_ID OUT_DIR WIDTHxHEIGHT (CATALOG_APP_SECRET set).
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>

#include "tests/gui/screenshotconsole.h"
#include "tests/support/httptestclient.h"
#include "ui/addproductdialog.h"
#include "ui/documentscanpane.h"
#include "ui/mainwindow.h"
#include "ui/orderspane.h"

using namespace Qt::StringLiterals;

namespace {

const HttpTestClient::Headers json { { "Content-Type", "application/json" } };

QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

template<typename T> T *paneOf(MainWindow &window)
{
    for (int i = 0; i < window.paneCount(); ++i) {
        if (auto *pane = qobject_cast<T *>(window.pane(MainWindow::Pane(i))))
            return pane;
    }
    return nullptr;
}

int indexOf(MainWindow &window, QWidget *pane)
{
    for (int i = 0; i < window.paneCount(); ++i) {
        if (window.pane(MainWindow::Pane(i)) == pane)
            return i;
    }
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    const QString secret = ScreenshotConsole::takeSecret();
    QApplication app(argc, argv);
    ScreenshotConsole::setUpApplication();
    const QStringList args = app.arguments();
    if (args.size() < 5) {
        qWarning("usage: goods-screenshot-tool BASE_URL APP_ID OUT_DIR WIDTHxHEIGHT");
        return 2;
    }
    const QDir out(args.at(3));
    QDir().mkpath(out.path());
    const QStringList size = args.at(4).split(u'x');
    const int width = size.value(0).toInt();
    const int height = size.value(1).toInt();
    const QString suffix = u"-"_s + args.at(4);

    // The shop's data: two suppliers, titles with reorder levels, an order.
    HttpTestClient api(args.at(1));
    api.setCredentials(args.at(2), secret);
    const auto sharq = api.post(
        u"/products/stock/suppliers"_s, R"({"name":"Sharq","phone":"+998 71 233 00 00"})", json);
    api.post(u"/products/stock/suppliers"_s, R"({"name":"Yangi asr avlodi"})", json);
    const qint64 supplier = sharq.json()[u"data"_s][u"id"_s].toInteger();
    QStringList codes;
    QList<qint64> ids;
    for (const QJsonValue &item :
        api.get(u"/products/mine?type=book&per_page=40"_s).json()[u"data"_s].toArray()) {
        if (item[u"code"_s].toString().size() == 13) {
            codes << item[u"code"_s].toString();
            ids << item[u"id"_s].toInteger();
        }
    }
    if (codes.size() < 10 || supplier <= 0) {
        qWarning("goods-screenshot-tool: the server has too few books or no supplier");
        return 1;
    }
    for (int i = 5; i < 10; ++i) {
        QTest::qWait(300); // the key's rate limit
        api.send("PATCH", args.at(1) + u"/products/mine/book/%1"_s.arg(ids[i]),
            compact({ { u"reorder_level"_s, 50 + i }, { u"supplier_id"_s, supplier } }), json);
    }
    QJsonArray lines;
    for (int i = 0; i < 4; ++i)
        lines.append(QJsonObject {
            { u"code"_s, codes[i] }, { u"quantity"_s, 3 + i }, { u"cost"_s, 25000 + 1000 * i } });
    QTest::qWait(1200);
    const auto created = api.post(u"/products/stock/orders"_s,
        compact({ { u"supplier_id"_s, supplier }, { u"reference"_s, u"PO-0412"_s },
            { u"lines"_s, lines } }),
        json);
    const qint64 order = created.json()[u"data"_s][u"id"_s].toInteger();
    if (order <= 0)
        qWarning("goods-screenshot-tool: no order: %s", created.body.constData());

    ScreenshotConsole console;
    MainWindow &window = console.window();
    window.resize(width, height);
    window.show();
    console.connectTo(args.at(1), args.at(2), secret);
    auto shoot = [&](QWidget *widget, const QString &name) {
        QTest::qWait(1200);
        widget->grab().save(out.filePath(name + suffix + u".png"_s));
    };

    // Receive: against the order, one line over, one not on it, a new title.
    QList<DocumentScanPane *> documents = window.findChildren<DocumentScanPane *>();
    DocumentScanPane *receive = nullptr;
    DocumentScanPane *returns = nullptr;
    for (DocumentScanPane *pane : documents)
        (pane->kind() == DocumentScanPane::Kind::Receipt ? receive : returns) = pane;
    QSignalSpy receiveLoaded(receive, &DocumentScanPane::documentsLoaded);
    window.showPane(MainWindow::Pane(indexOf(window, receive)));
    receiveLoaded.wait(20000);
    QSignalSpy ordersLoaded(receive, &DocumentScanPane::ordersLoaded);
    receive->supplierChooser()->setCurrentIndex(receive->supplierChooser()->findData(supplier));
    ordersLoaded.wait(20000);
    receive->orderChooser()->setCurrentIndex(receive->orderChooser()->findData(order));
    receive->referenceEdit()->setText(u"INV-2291"_s);
    QSignalSpy receiveRefreshed(receive, &DocumentScanPane::refreshed);
    receive->startDocument();
    receiveRefreshed.wait(20000);
    const QList<int> counts { 4, 2, 5 };
    for (int i = 0; i < counts.size(); ++i) {
        receive->quantity()->setValue(counts[i]);
        receive->submitScan(codes[i]);
        QTest::qWait(300);
    }
    receive->submitScan(codes[12 % codes.size()]);
    QTest::qWait(500);
    receive->submitScan(u"9789943000018"_s); // not in the demo catalog
    QTest::qWait(1500);
    if (AddProductDialog *dialog = receive->addProductDialog()) {
        dialog->nameEdit()->setText(u"O‘tkan kunlar"_s);
        dialog->authorEdit()->setText(u"Abdulla Qodiriy"_s);
        dialog->publisherEdit()->setText(u"Sharq"_s);
        dialog->priceEdit()->setValue(65000);
        dialog->reorderLevelEdit()->setValue(3);
        shoot(dialog, u"23-add-product"_s);
        dialog->accept();
    }
    QTest::qWait(1000);
    QSignalSpy received(receive, &DocumentScanPane::refreshed);
    receive->refresh();
    received.wait(20000);
    shoot(&window, u"22-receive"_s);

    // Returns: two titles back to the supplier.
    QSignalSpy returnsLoaded(returns, &DocumentScanPane::documentsLoaded);
    window.showPane(MainWindow::Pane(indexOf(window, returns)));
    returnsLoaded.wait(20000);
    returns->supplierChooser()->setCurrentIndex(returns->supplierChooser()->findData(supplier));
    returns->referenceEdit()->setText(u"RET-17"_s);
    QSignalSpy returnsRefreshed(returns, &DocumentScanPane::refreshed);
    returns->startDocument();
    returnsRefreshed.wait(20000);
    returns->quantity()->setValue(2);
    returns->submitScan(codes[20 % codes.size()]);
    QTest::qWait(300);
    returns->submitScan(codes[21 % codes.size()]);
    QTest::qWait(800);
    returns->refresh();
    shoot(&window, u"24-returns"_s);

    // Orders: the reorder suggestions, then the orders with one open.
    auto *orders = paneOf<OrdersPane>(window);
    QSignalSpy suppliers(orders, &OrdersPane::suppliersLoaded);
    QSignalSpy suggestions(orders, &OrdersPane::suggestionsLoaded);
    window.showPane(MainWindow::Pane(indexOf(window, orders)));
    suppliers.wait(20000);
    const auto found = orders->supplierList()->findItems(u"Sharq"_s, Qt::MatchExactly);
    if (!found.isEmpty() && orders->supplierList()->currentItem() != found.first())
        orders->supplierList()->setCurrentItem(found.first());
    if (suggestions.isEmpty())
        suggestions.wait(20000);
    shoot(&window, u"25-orders-reorder"_s);
    if (auto *tabs = orders->findChild<QTabWidget *>())
        tabs->setCurrentIndex(1);
    QTest::qWait(300);
    QSignalSpy orderLoaded(orders, &OrdersPane::orderLoaded);
    if (orders->orderTable()->rowCount() > 0) {
        orders->orderTable()->selectRow(0);
        orderLoaded.wait(20000);
    }
    shoot(&window, u"26-orders"_s);
    return 0;
}
