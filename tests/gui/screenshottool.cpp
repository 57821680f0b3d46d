// Renders every pane of the console, connected to a running server, into PNG files.
// screenshot-tool BASE_URL APP_ID OUT_DIR   (secret in CATALOG_APP_SECRET; the language is the
// system locale's, as in the console: LANG=ru_RU.UTF-8 or uz_UZ.UTF-8)
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QFile>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QMessageBox>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QScreen>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <functional>

#include "models/categorytreemodel.h"
#include "models/csvmappingmodel.h"
#include "models/csvreportmodel.h"
#include "models/documentlinemodel.h"
#include "models/localserver.h"
#include "models/minemodel.h"
#include "models/pagedproductmodel.h"
#include "models/webhookdeliverymodel.h"
#include "models/webhooklistmodel.h"
#include "net/goodsclient.h"
#include "net/outbox.h"
#include "tests/gui/screenshotconsole.h"
#include "ui/catalogpane.h"
#include "ui/categoriespane.h"
#include "ui/countpane.h"
#include "ui/csvimportdialog.h"
#include "ui/csvreportpanel.h"
#include "ui/documentscanpane.h"
#include "ui/historypane.h"
#include "ui/integrationspane.h"
#include "ui/localserverpane.h"
#include "ui/mainwindow.h"
#include "ui/orderspane.h"
#include "ui/printing/labelprintdialog.h"
#include "ui/productdetaildialog.h"
#include "ui/productdetailpanel.h"
#include "ui/reportspane.h"
#include "ui/scanlineedit.h"
#include "ui/searchpane.h"
#include "ui/sellerspane.h"
#include "ui/stockpane.h"

using namespace Qt::StringLiterals;

// A dark desktop palette (Breeze Dark's colours), for the shots of the dark theme.
static QPalette darkPalette()
{
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x31, 0x36, 0x3b));
    dark.setColor(QPalette::WindowText, QColor(0xfc, 0xfc, 0xfc));
    dark.setColor(QPalette::Base, QColor(0x1b, 0x1e, 0x20));
    dark.setColor(QPalette::AlternateBase, QColor(0x23, 0x26, 0x29));
    dark.setColor(QPalette::Text, QColor(0xfc, 0xfc, 0xfc));
    dark.setColor(QPalette::Button, QColor(0x31, 0x36, 0x3b));
    dark.setColor(QPalette::ButtonText, QColor(0xfc, 0xfc, 0xfc));
    dark.setColor(QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
    return dark;
}

int main(int argc, char *argv[])
{
    const QString secret = ScreenshotConsole::takeSecret();
    QApplication app(argc, argv);
    ScreenshotConsole::setUpApplication();
    const QStringList args = app.arguments();
    if (args.size() < 4) {
        qWarning("usage: screenshot-tool BASE_URL APP_ID OUT_DIR");
        return 2;
    }
    const QDir out(args.at(3));
    QDir().mkpath(out.path());

    ScreenshotConsole console;
    MainWindow &window = console.window();
    // The screen the script gives Xvfb (SCREEN, e.g. 1024x600): the window as large as fits.
    window.resize(QSize(1280, 760).boundedTo(window.screen()->availableGeometry().size()));
    window.show();
    console.connectTo(args.at(1), args.at(2), secret);

    auto shoot = [&](const QString &name) {
        QTest::qWait(1500);
        window.grab().save(out.filePath(name + u".png"_s));
    };
    window.showPane(MainWindow::Pane::Stock);
    QTest::qWait(1500);
    StockPane *stock = window.stockPane();
    QTableView *products = stock->productView();
    for (int i = 0; i < 4 && products->model()->rowCount() > i; ++i) {
        const QString code = products->model()->index(i, 1).data().toString();
        QTest::keyClicks(stock->scanField(), code, Qt::NoModifier, 2);
        QTest::keyClick(stock->scanField(), Qt::Key_Return);
        QTest::qWait(300);
    }
    QTest::keyClicks(stock->scanField(), u"9780000000000"_s, Qt::NoModifier, 2);
    QTest::keyClick(stock->scanField(), Qt::Key_Return);
    shoot(u"1-stock"_s);

    window.showPane(MainWindow::Pane::Catalog);
    QTest::qWait(1200);
    if (auto *catalog = qobject_cast<CatalogPane *>(window.pane(MainWindow::Pane::Catalog)))
        catalog->view()->selectRow(0);
    shoot(u"2-catalog"_s);

    window.showPane(MainWindow::Pane::Search);
    if (auto *search = qobject_cast<SearchPane *>(window.pane(MainWindow::Pane::Search))) {
        search->search(u"kitob"_s);
        QTest::qWait(1000);
        if (search->model()->rowCount() == 0)
            search->search(u"book"_s);
        QTest::qWait(800);
        search->findChild<QTableView *>()->selectRow(0);
    }
    shoot(u"3-search"_s);

    window.showPane(MainWindow::Pane::Trending);
    shoot(u"4-trending"_s);

    window.showPane(MainWindow::Pane::Categories);
    auto *categoriesPane
        = qobject_cast<CategoriesPane *>(window.pane(MainWindow::Pane::Categories));
    // The tree is read again on every show: chosen once it is there.
    (void)QTest::qWaitFor([&] { return categoriesPane->tree()->rowCount() > 0; }, 10000);
    if (auto *categories = categoriesPane->treeView()) {
        const QModelIndex first = categories->model()->index(0, 0);
        categories->setCurrentIndex(categories->model()->index(0, 0, first).isValid()
                ? categories->model()->index(0, 0, first)
                : first);
    }
    (void)QTest::qWaitFor([&] { return categoriesPane->products()->rowCount() > 0; }, 10000);
    shoot(u"5-categories"_s);
    // A product's details from the category's list (double-click or Enter).
    if (categoriesPane->products()->rowCount() > 0) {
        const ProductSummary product = categoriesPane->products()->product(0);
        categoriesPane->detailDialog()->showProduct(product.id, product.type);
        (void)QTest::qWaitFor(
            [&] { return !categoriesPane->detailDialog()->panel()->isLoading(); }, 5000);
        QTest::qWait(1000);
        categoriesPane->detailDialog()->grab().save(out.filePath(u"5b-product-details.png"_s));
        categoriesPane->detailDialog()->hide();
    }

    window.showPane(MainWindow::Pane::Sellers);
    QTest::qWait(1000);
    (void)QTest::qWaitFor(
        [&] {
            auto *list = window.pane(MainWindow::Pane::Sellers)->findChild<QListView *>();
            return list && list->model()->rowCount() > 0;
        },
        10000);
    if (auto *list = window.pane(MainWindow::Pane::Sellers)->findChild<QListView *>())
        list->setCurrentIndex(list->model()->index(0, 0));
    shoot(u"6-sellers"_s);

    window.showPane(MainWindow::Pane::LocalServer);
    shoot(u"7-local-server"_s);

    // Count (pane 8): a count of the books, a few scans, one carton.
    const auto countPane = MainWindow::Pane(8);
    window.showPane(countPane);
    if (auto *count = qobject_cast<CountPane *>(window.pane(countPane))) {
        QTest::qWait(1000);
        count->nameEdit()->setText(u"Books shelf"_s);
        count->typeChooser()->setCurrentIndex(count->typeChooser()->findData(u"book"_s));
        count->openCount();
        QTest::qWait(1000);
        for (int i = 0; i < 3 && products->model()->rowCount() > i; ++i) {
            count->quantity()->setValue(i == 1 ? 12 : 1);
            count->submitScan(products->model()->index(i, 1).data().toString());
            QTest::qWait(400);
        }
        count->refresh();
    }
    shoot(u"9-count"_s);

    // History (pane 7): the scans of the stock pane with their reasons and key.
    const auto historyPane = MainWindow::Pane(7);
    window.showPane(historyPane);
    if (auto *history = qobject_cast<HistoryPane *>(window.pane(historyPane)))
        history->reload();
    shoot(u"8-history"_s);

    // Reports (pane 9): the last 30 days of the scripted sales, the top sellers, then dark.
    const auto reportsPane = MainWindow::Pane(9);
    window.showPane(reportsPane);
    if (auto *reports = qobject_cast<ReportsPane *>(window.pane(reportsPane))) {
        reports->setPeriod(ReportsPane::Period::Last30);
        QSignalSpy loaded(reports, &ReportsPane::loaded);
        reports->reload();
        loaded.wait(10000);
        QTest::qWait(300);
        window.grab().save(out.filePath(u"19-reports-sales.png"_s));
        if (auto *tabs = reports->findChild<QTabWidget *>()) {
            tabs->setCurrentIndex(1);
            QTest::qWait(300);
            window.grab().save(out.filePath(u"20-reports-top-sellers.png"_s));
            tabs->setCurrentIndex(0);
        }
        const QPalette light = QApplication::palette();
        QApplication::setPalette(darkPalette());
        QTest::qWait(500);
        window.grab().save(out.filePath(u"21-reports-dark.png"_s));
        QApplication::setPalette(light);
        QTest::qWait(200);
    }

    // The dialogs, each on its own.
    auto shootDialog = [&](const QString &name) {
        QTest::qWait(500);
        for (QDialog *dialog : window.findChildren<QDialog *>()) {
            if (!dialog->isVisible())
                continue;
            dialog->grab().save(out.filePath(name + u".png"_s));
            dialog->reject();
        }
        QTest::qWait(200);
    };
    window.openConnectDialog();
    shootDialog(u"10-connect-dialog"_s);
    window.openPreferences();
    shootDialog(u"11-preferences"_s);

    // The CSV import (CATALOG_CSV_SAMPLE, e.g. goodbooks-10k): preview and mapping, then the
    // report of a real import into a scratch database, in the light and a dark palette.
    const QString csv = qEnvironmentVariable("CATALOG_CSV_SAMPLE");
    auto *serverPane = qobject_cast<LocalServerPane *>(window.pane(MainWindow::Pane::LocalServer));
    if (!csv.isEmpty() && serverPane && !console.local().binary().isEmpty()) {
        window.showPane(MainWindow::Pane::LocalServer);
        serverPane->databaseField()->setText(out.filePath(u"csv-import.db"_s));
        if (CsvImportDialog *dialog = serverPane->importCsv(csv)) {
            const int title = int(dialog->mappingModel()->header().indexOf(u"title"_s));
            dialog->mappingView()->setFocus();
            dialog->mappingView()->selectRow(std::max(0, title));
            QTest::qWait(800);
            dialog->grab().save(out.filePath(u"12-csv-import-setup.png"_s));
            dialog->typeBox()->setCurrentIndex(dialog->typeBox()->findData(u"book"_s));
            dialog->priceBox()->setValue(50000);
            dialog->skipInvalidBox()->setChecked(true);
            dialog->startImport();
            QTest::qWait(400);
            dialog->grab().save(out.filePath(u"13-csv-import-running.png"_s));
            while (dialog->isRunning())
                QTest::qWait(100);
            // Around the first rejected row, so both tints show.
            QAbstractItemModel *lines = dialog->report()->view()->model();
            for (int i = 0; i < lines->rowCount(); ++i) {
                if (lines->index(i, 0).data(CsvReportModel::OutcomeRole).toInt()
                    == int(CsvReportModel::Kind::Rejected)) {
                    dialog->report()->view()->scrollTo(
                        lines->index(i, 0), QAbstractItemView::PositionAtCenter);
                    break;
                }
            }
            QTest::qWait(500);
            dialog->grab().save(out.filePath(u"14-csv-import-report.png"_s));
            const QPalette light = QApplication::palette();
            QApplication::setPalette(darkPalette());
            QTest::qWait(500);
            dialog->grab().save(out.filePath(u"15-csv-import-report-dark.png"_s));
            QApplication::setPalette(light);
            dialog->reject();
        }
        for (const QString &file : { u"csv-import.db"_s, u"csv-import.db.lock"_s })
            QFile::remove(out.filePath(file));
    }
    // Labels: a delivery of 12 units of 5 titles of the demo shop, the print dialog
    // and the preview of the A4 3×7 sheet.
    if (auto *stock = qobject_cast<StockPane *>(window.pane(MainWindow::Pane::Stock));
        stock && stock->mineModel()->rowCount() >= 5) {
        const QList<int> copies { 4, 3, 2, 2, 1 };
        LabelJob job;
        for (int row = 0; row < copies.size(); ++row) {
            const MineItem &item = stock->mineModel()->item(row);
            job.add(
                LabelData::product(item.name, item.price, item.code,
                    row == 0 ? std::optional<qint64>(item.price + item.price / 5) : std::nullopt,
                    u"Kitob Olami"_s),
                copies.at(row));
        }
        LabelPrintDialog labels(job, ScreenshotConsole::profileName(), &window);
        labels.templateBox()->setCurrentIndex(labels.templateBox()->findData(u"a4-3x7"_s));
        labels.show();
        QTest::qWait(500);
        labels.grab().save(out.filePath(u"17-label-dialog.png"_s));
        QPrinter printer(QPrinter::HighResolution);
        QPrintPreviewDialog *preview = labels.createPreview(&printer, &labels);
        preview->resize(1000, 760);
        preview->show();
        QTest::qWait(1500);
        preview->grab().save(out.filePath(u"18-label-preview.png"_s));
        preview->close();
        delete preview;
        labels.reject();
    }
    // A delivery of 12 units of 5 titles posted in the Receive pane: the 12 labels it offers, on
    // the preview of an A4 3×7 sheet.
    const auto waitFor = [](const std::function<bool()> &done, int ms) {
        if (!QTest::qWaitFor(done, ms))
            qWarning("screenshot-tool: the delivery or the order waited in vain");
    };
    DocumentScanPane *receive = nullptr;
    for (int i = 0; i < window.paneCount(); ++i) {
        auto *pane = qobject_cast<DocumentScanPane *>(window.pane(MainWindow::Pane(i)));
        if (pane && pane->kind() == DocumentScanPane::Kind::Receipt) {
            receive = pane;
            window.showPane(MainWindow::Pane(i));
        }
    }
    QStringList books;
    for (int row = 0; row < stock->mineModel()->rowCount() && books.size() < 5; ++row) {
        if (stock->mineModel()->item(row).type == u"book"_s)
            books.append(stock->mineModel()->item(row).code);
    }
    qint64 supplier = 0;
    if (receive && books.size() == 5) {
        // The demo has no supplier; a second language finds the one the first made.
        GoodsClient goods(console.client());
        bool answered = false;
        goods.suppliers(u"Sharq"_s, &window, [&](const ApiResult &, const QList<Supplier> &list) {
            for (const Supplier &s : list)
                supplier = s.name == u"Sharq"_s ? s.id : supplier;
            answered = true;
        });
        waitFor([&] { return answered; }, 10000);
        if (supplier <= 0) {
            answered = false;
            goods.createSupplier(Supplier { 0, u"Sharq"_s, {}, {}, {} }, &window,
                [&](const ApiResult &, const Supplier &made) {
                    supplier = made.id;
                    answered = true;
                });
            waitFor([&] { return answered; }, 10000);
        }
    }
    if (receive && supplier > 0) {
        receive->setConfirmer([](ScanDocumentPane::Question, const QString &) { return true; });
        receive->reload();
        waitFor([&] { return receive->supplierChooser()->findData(supplier) >= 0; }, 10000);
        receive->supplierChooser()->setCurrentIndex(receive->supplierChooser()->findData(supplier));
        receive->referenceEdit()->setText(u"INV-2291"_s);
        const qint64 before = receive->currentDocumentId();
        receive->startDocument();
        waitFor(
            [&] {
                return receive->currentDocumentId() > 0 && receive->currentDocumentId() != before
                    && receive->current().id == receive->currentDocumentId();
            },
            10000);
        const QList<int> copies { 4, 3, 2, 2, 1 };
        for (int i = 0; i < books.size(); ++i) {
            receive->quantity()->setValue(copies.at(i));
            receive->submitScan(books.at(i));
        }
        waitFor([&] { return receive->outbox()->pendingCount() == 0; }, 20000);
        receive->refresh();
        waitFor([&] { return receive->lines()->rowCount() == books.size(); }, 10000);
        const qint64 document = receive->currentDocumentId();
        receive->postDocument();
        waitFor([&] { return receive->lastPosted().id == document; }, 20000);
        shoot(u"27-delivery-posted"_s);
        // The label dialog is modal (after the prices have arrived): a timer takes its pictures
        // while it is open, then closes it.
        bool shot = false;
        QTimer poll;
        poll.setInterval(100);
        QObject::connect(&poll, &QTimer::timeout, &window, [&] {
            auto *labels = qobject_cast<LabelPrintDialog *>(QApplication::activeModalWidget());
            if (!labels)
                return;
            poll.stop();
            labels->templateBox()->setCurrentIndex(labels->templateBox()->findData(u"a4-3x7"_s));
            QTest::qWait(500);
            labels->grab().save(out.filePath(u"28-delivery-label-dialog.png"_s));
            QPrinter printer(QPrinter::HighResolution);
            QPrintPreviewDialog *preview = labels->createPreview(&printer, labels);
            preview->resize(1000, 760);
            preview->show();
            QTest::qWait(1500);
            preview->grab().save(out.filePath(u"29-delivery-label-preview.png"_s));
            preview->close();
            delete preview;
            labels->reject();
            shot = true;
        });
        poll.start();
        receive->printLabels();
        waitFor([&] { return shot; }, 30000);
        poll.stop();
    }
    // The purchase order for Sharq as the document sent to the supplier: its print preview.
    OrdersPane *orders = nullptr;
    for (int i = 0; i < window.paneCount(); ++i) {
        if (auto *pane = qobject_cast<OrdersPane *>(window.pane(MainWindow::Pane(i)))) {
            orders = pane;
            window.showPane(MainWindow::Pane(i));
        }
    }
    if (orders && supplier > 0) {
        const QString reference = u"PO-2291"_s;
        // The supplier's orders as the pane lists them (after a reload that shows the supplier).
        const auto showSupplier = [&] {
            QSignalSpy listed(orders, &OrdersPane::ordersLoaded);
            orders->reload();
            waitFor([&] { return orders->supplierList()->count() > 0; }, 10000);
            for (int row = 0; row < orders->supplierList()->count(); ++row) {
                if (orders->supplierList()->item(row)->data(Qt::UserRole).toLongLong() == supplier)
                    orders->supplierList()->setCurrentRow(row);
            }
            waitFor([&] { return !listed.isEmpty(); }, 10000);
        };
        // The row of the order sent as `reference` (-1: none yet).
        const auto rowOfReference = [&] {
            for (int row = 0; row < orders->orderTable()->rowCount(); ++row) {
                if (orders->orderTable()->item(row, 1)->text() == reference)
                    return row;
            }
            return -1;
        };
        showSupplier();
        // A second language shows the order the first one sent: one shop sends it once.
        if (rowOfReference() < 0) {
            PurchaseOrder order;
            order.supplierId = supplier;
            order.reference = reference;
            for (int i = 0; i < books.size(); ++i)
                order.lines.append(
                    OrderLine { books.at(i), 0, {}, 10 + 5 * i, 0, 9000 + 1500 * i });
            GoodsClient goods(console.client());
            bool answered = false;
            goods.createOrder(
                order, &window, [&](const ApiResult &, const PurchaseOrder &) { answered = true; });
            waitFor([&] { return answered; }, 10000);
            showSupplier();
        }
        qint64 created = 0;
        waitFor(
            [&] {
                const int row = rowOfReference();
                if (row < 0)
                    return false;
                created = orders->orderTable()->item(row, 0)->data(Qt::UserRole).toLongLong();
                orders->orderTable()->selectRow(row);
                return true;
            },
            10000);
        waitFor([&] { return orders->currentOrder().id == created; }, 10000);
        if (auto *tabs = orders->findChild<QTabWidget *>())
            tabs->setCurrentIndex(1);
        shoot(u"30-purchase-order"_s);
        bool shot = false;
        QTimer poll;
        poll.setInterval(100);
        QObject::connect(&poll, &QTimer::timeout, &window, [&] {
            auto *preview = qobject_cast<QPrintPreviewDialog *>(QApplication::activeModalWidget());
            if (!preview)
                return;
            poll.stop();
            preview->resize(1000, 760);
            QTest::qWait(1500);
            preview->grab().save(out.filePath(u"31-purchase-order-preview.png"_s));
            preview->reject();
            shot = true;
        });
        poll.start();
        orders->printButton()->click();
        waitFor([&] { return shot; }, 30000);
        poll.stop();
    }
    // Integrations (pane 13, shown for a key with `webhooks`): the script's two webhooks, one
    // answered 204 and one 500, after the scans above; the first one's delivery log.
    if (auto *integrations = qobject_cast<IntegrationsPane *>(window.pane(MainWindow::Pane(13)))) {
        waitFor([&] { return integrations->isAvailable(); }, 10000);
        QTest::qWait(6000); // the deliveries of the scans, and a first retry of the failing one
        window.showPane(MainWindow::Pane(13));
        integrations->reload();
        waitFor([&] { return integrations->webhooks()->rowCount() > 0; }, 10000);
        integrations->webhookView()->selectRow(0);
        waitFor([&] { return integrations->deliveries()->rowCount() > 0; }, 10000);
        shoot(u"32-integrations"_s);
    }
    // Closing while the shop's server runs asks first: keep it in the background, or stop it.
    QTemporaryDir shop;
    if (!console.local().binary().isEmpty()) {
        console.local().start(shop.filePath(u"shop.db"_s), 0);
        if (!QTest::qWaitFor(
                [&] { return console.local().state() == LocalServer::State::Running; }, 15000))
            qWarning("the local server did not start");
        window.close();
        QTest::qWait(800);
        if (auto *box = window.findChild<QMessageBox *>(u"StopLocalServerBox"_s)) {
            box->grab().save(out.filePath(u"16-closing-with-local-server.png"_s));
            box->reject();
        }
        console.local().stop();
        if (!QTest::qWaitFor(
                [&] { return console.local().state() == LocalServer::State::Stopped; }, 10000))
            qWarning("the local server did not stop");
    }
    window.close();
    return 0;
}
