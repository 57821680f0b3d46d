// The catalog admin's console (contract §15) against the real server on a clean catalog plus
// a dirty import (tests/e2e/adminfixture): the admin client's calls and the Catalog quality
// pane — listed only for catalog:admin keys; counts as chart and list; an issue lists its
// products; details edited with the server's field errors at the field; bulk edits in chunks
// with a confirmation, progress and per-item results; exports; F5, Refresh and shown again; a
// scan in its search field.
#include <QApplication>
#include <QBarSet>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include "models/adminbulkrun.h"
#include "models/adminissuemodel.h"
#include "models/adminproductmodel.h"
#include "models/consolesession.h"
#include "models/localserver.h"
#include "net/adminclient.h"
#include "net/apiclient.h"
#include "net/connectionprofile.h"
#include "tests/e2e/adminfixture.h"
#include "tests/gui/adminconsolefixture.h"
#include "tests/gui/modaldialogs.h"
#include "tests/gui/scannertyping.h"
#include "tests/gui/scopedlanguage.h"
#include "ui/adminbulkdialog.h"
#include "ui/adminproductdialog.h"
#include "ui/mainwindow.h"
#include "ui/messagebanner.h"
#include "ui/qualitypane.h"
#include "ui/qualityproductstab.h"
#include "ui/reportchart.h"
#include "ui/searchlineedit.h"

using namespace Qt::StringLiterals;

class TstAdminConsole : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase() { m_admin = nullptr; }
    void clientReadsEveryList();
    void clientWrites();
    void bulkRunInChunks();
    void paneListedOnlyForAdminKeys();
    void overviewChartAndListAgree();
    void detailsShowFieldErrors();
    void scanIntoDetailsIsRefused();
    void bulkEditConfirmsAndReports();
    void exportsListAndSelection();
    void reloadsOnF5RefreshAndShow();
    void scannedCodeSearchesListings();

private:
    AdminQuality readQuality();
    AdminConsoleFixture m_fx;
    AdminClient *m_admin = nullptr;
};

void TstAdminConsole::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_fx.start());
    m_admin = new AdminClient(m_fx.fx.client, m_fx.fx.client);
}

AdminQuality TstAdminConsole::readQuality()
{
    AdminAnswer<AdminQuality> quality;
    m_admin->quality(this, quality.callback());
    [&] { QTRY_VERIFY(quality.arrived); }();
    return quality.data;
}

void TstAdminConsole::clientReadsEveryList()
{
    const AdminQuality quality = readQuality();
    QCOMPARE(quality.products, 7);
    QCOMPARE(AdminConsoleFixture::issueCount(quality, u"old_price_below_price"_s), 1);
    QVERIFY(AdminConsoleFixture::issueCount(quality, u"duplicate_code_conflict"_s) >= 1);
    QCOMPARE(AdminConsoleFixture::issueCount(quality, u"missing_author"_s), 1);
    QVERIFY(quality.uncategorised >= 1);
    QCOMPARE(quality.sellers.size(), 3);

    // Filters, sort and paging.
    AdminProductFilter filter;
    filter.issues = { u"old_price_below_price"_s };
    AdminAnswer<Paged<AdminProduct>> page;
    m_admin->products(filter, 1, 20, this, page.callback());
    QTRY_VERIFY(page.arrived);
    QVERIFY2(page.result.isSuccess(), qPrintable(page.result.message()));
    QCOMPARE(page.data.meta.total, 1);
    const AdminProduct book = page.data.items.value(0);
    QCOMPARE(book.id, 2);
    QCOMPARE(book.oldPrice, 4000);
    QCOMPARE(book.sellerName, u"Dirty Imports"_s);
    QVERIFY(book.issues.contains(u"duplicate_code_conflict"_s));
    QVERIFY(book.completeness < 100);

    AdminProductFilter all;
    all.sort = u"-price"_s;
    AdminAnswer<Paged<AdminProduct>> sorted;
    m_admin->products(all, 1, 3, this, sorted.callback());
    QTRY_VERIFY(sorted.arrived);
    QCOMPARE(sorted.data.meta.total, 7);
    QCOMPARE(sorted.data.items.size(), 3);
    QVERIFY(sorted.data.items.at(0).price >= sorted.data.items.at(1).price);

    // The switched-off seller's book is listed for the admin, its own flag still on.
    AdminProductFilter closedShop;
    closedShop.sellerId = 3;
    AdminAnswer<Paged<AdminProduct>> hidden;
    m_admin->products(closedShop, 1, 20, this, hidden.callback());
    QTRY_VERIFY(hidden.arrived);
    QCOMPARE(hidden.data.meta.total, 1);
    QVERIFY(hidden.data.items.value(0).issues.contains(u"seller_inactive"_s));
    QVERIFY(hidden.data.items.value(0).active);

    // The server's CSV, neutralised.
    AdminAnswer<QByteArray> csv;
    m_admin->productsCsv(AdminProductFilter(), this, csv.callback());
    QTRY_VERIFY(csv.arrived);
    QVERIFY2(csv.result.isSuccess(), qPrintable(csv.result.message()));
    QVERIFY(csv.data.contains("seller_name"));
    QVERIFY(csv.data.contains("'=HYPERLINK"));

    AdminAnswer<Paged<AdminDuplicate>> duplicates;
    m_admin->duplicates(1, 20, this, duplicates.callback());
    QTRY_VERIFY(duplicates.arrived);
    QVERIFY(duplicates.result.isSuccess());
    QCOMPARE(duplicates.data.items.value(0).code, u"9789943012349"_s);
    QCOMPARE(duplicates.data.items.value(0).listings.size(), 3);
    QVERIFY(duplicates.data.items.value(0).differs.contains(u"name"_s));

    AdminAnswer<Paged<AdminSearch>> searches;
    m_admin->searches({}, {}, true, 1, 20, this, searches.callback());
    QTRY_VERIFY(searches.arrived);
    QVERIFY2(searches.result.isSuccess(), qPrintable(searches.result.message()));
}

void TstAdminConsole::clientWrites()
{
    // A PATCH the server refuses names the field.
    AdminAnswer<AdminProduct> refused;
    m_admin->patchProduct(u"book"_s, 4, { { u"price"_s, -5 } }, this, refused.callback());
    QTRY_VERIFY(refused.arrived);
    QCOMPARE(refused.result.kind(), ApiResult::Kind::Validation);
    QVERIFY(refused.result.fields().contains(u"price"_s));

    // Categories: create, rename, move, merge.
    AdminAnswer<AdminCategory> created;
    m_admin->createCategory(u"Client shelf"_s, u"book"_s, std::nullopt, this, created.callback());
    QTRY_VERIFY(created.arrived);
    QVERIFY2(created.result.isSuccess(), qPrintable(created.result.message()));
    const qint64 shelf = created.data.id;
    AdminAnswer<AdminCategory> renamed;
    m_admin->renameCategory(shelf, u"Client shelf 2"_s, this, renamed.callback());
    QTRY_VERIFY(renamed.arrived);
    QCOMPARE(renamed.data.name, u"Client shelf 2"_s);
    AdminAnswer<AdminCategory> moved;
    m_admin->moveCategory(shelf, 1, this, moved.callback());
    QTRY_VERIFY(moved.arrived);
    QCOMPARE(moved.data.parentId, 1);
    AdminAnswer<AdminCategory> cycle;
    m_admin->moveCategory(1, shelf, this, cycle.callback());
    QTRY_VERIFY(cycle.arrived);
    QCOMPARE(cycle.result.kind(), ApiResult::Kind::Validation);
    AdminAnswer<AdminCategory> merged;
    m_admin->mergeCategory(shelf, 1, this, merged.callback());
    QTRY_VERIFY(merged.arrived);
    QVERIFY2(merged.result.isSuccess(), qPrintable(merged.result.message()));
    QCOMPARE(merged.data.id, 1);

    // A seller switched off and on again.
    AdminAnswer<AdminSeller> off;
    m_admin->setSellerActive(3, true, this, off.callback());
    QTRY_VERIFY(off.arrived);
    QVERIFY(off.data.active);
    AdminAnswer<AdminSeller> back;
    m_admin->setSellerActive(3, false, this, back.callback());
    QTRY_VERIFY(back.arrived);
    QVERIFY(!back.data.active);
}

void TstAdminConsole::bulkRunInChunks()
{
    // Five items in chunks of two: three requests; an unknown id is refused on its own.
    const QList<AdminBulkRun::Item> items { { u"stationery"_s, 1 }, { u"stationery"_s, 2 },
        { u"stationery"_s, 99999 }, { u"stationery"_s, 3 }, { u"book"_s, 1 } };
    AdminBulkRun run(m_admin, items, { { u"publisher"_s, QJsonValue() } }, 2);
    QSignalSpy progress(&run, &AdminBulkRun::progress);
    QSignalSpy finished(&run, &AdminBulkRun::finished);
    run.start();
    QTRY_COMPARE(finished.size(), 1);
    QCOMPARE(progress.size(), 4); // 0, 2, 4, 5
    QCOMPARE(progress.last().at(0).toInt(), 5);
    QCOMPARE(run.count(AdminBulkRun::Outcome::State::Applied), 4);
    QCOMPARE(run.count(AdminBulkRun::Outcome::State::Refused), 1);
    QCOMPARE(run.outcomes().at(2).result.httpStatus, 404);
    QVERIFY(!run.outcomes().at(2).problem.isEmpty());

    // Cancelled after the first chunk: the rest is not sent.
    AdminBulkRun cancelled(m_admin, items, { { u"publisher"_s, QJsonValue() } }, 2);
    QSignalSpy cancelledDone(&cancelled, &AdminBulkRun::finished);
    connect(&cancelled, &AdminBulkRun::progress, &cancelled, [&cancelled](int done) {
        if (done == 2)
            cancelled.cancel();
    });
    cancelled.start();
    QTRY_COMPARE(cancelledDone.size(), 1);
    QCOMPARE(cancelled.count(AdminBulkRun::Outcome::State::Applied), 2);
    QCOMPARE(cancelled.count(AdminBulkRun::Outcome::State::NotSent), 3);
}

void TstAdminConsole::paneListedOnlyForAdminKeys()
{
    const auto qualityListed = [](MainWindow &window) {
        auto *pane = window.findChild<QualityPane *>();
        return pane && window.isPaneListed(pane);
    };
    {
        m_fx.connectAs(m_fx.fx.key, 1);
        LocalServer local;
        MainWindow window(m_fx.fx.session, &local);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTest::qWait(500);
        QVERIFY(!qualityListed(window));
        // Nothing of contract §15 was asked with a seller's key (it would be refused).
        QVERIFY(window.findChild<QualityPane *>()->banner()->isHidden());
    }
    m_fx.connectAs(m_fx.adminKey, std::nullopt);
    LocalServer local;
    MainWindow window(m_fx.fx.session, &local);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTRY_VERIFY(qualityListed(window));
}

void TstAdminConsole::overviewChartAndListAgree()
{
    QualityPane pane(m_fx.fx.session);
    pane.resize(1000, 560);
    pane.checkAvailability();
    QTRY_VERIFY(pane.isAvailable());
    QSignalSpy loaded(&pane, &QualityPane::qualityLoaded);
    pane.show();
    QTRY_VERIFY(!loaded.isEmpty());
    QCOMPARE(pane.issues()->rowCount(), 10);
    QVERIFY(pane.headline()->text().contains(u"7 products"_s));
    QTRY_COMPARE(pane.issueSeries()->count(), 1);
    QBarSet *bars = pane.issueSeries()->barSets().constFirst();
    QCOMPARE(bars->count(), 10);
    for (int row = 0; row < 10; ++row)
        QCOMPARE(qint64(bars->at(row)), pane.issues()->items().at(row).count);

    // Enter on an issue: its products.
    const int row = pane.issues()->rowOf(u"missing_author"_s);
    pane.issueView()->setFocus();
    pane.issueView()->setCurrentIndex(pane.issues()->index(row, 0));
    QTest::keyClick(pane.issueView(), Qt::Key_Return);
    QCOMPARE(pane.tabs()->currentWidget(), pane.productsTab());
    AdminProductModel *products = pane.productsTab()->model();
    QTRY_VERIFY(products->isCurrent());
    QCOMPARE(products->filter().issues, QStringList { u"missing_author"_s });
    QCOMPARE(products->rowCount(), 1);
    QCOMPARE(products->item(0).name, u"Anonymous tales"_s);
    // A bar click does the same.
    Q_EMIT pane.issueSeries()->clicked(pane.issues()->rowOf(u"old_price_below_price"_s), bars);
    QTRY_COMPARE(products->filter().issues, QStringList { u"old_price_below_price"_s });
    QTRY_VERIFY(products->isCurrent());
    QCOMPARE(products->rowCount(), 1);
    QCOMPARE(products->data(products->index(0, AdminProductModel::OldPrice)).toString(),
        QLocale().toString(4000));
}

void TstAdminConsole::detailsShowFieldErrors()
{
    QualityPane pane(m_fx.fx.session);
    QVERIFY(AdminConsoleFixture::showWhenAvailable(&pane, QSize(1000, 560)));
    QualityProductsTab *tab = pane.productsTab();
    pane.showIssue(u"missing_author"_s);
    QTRY_VERIFY(tab->model()->isCurrent() && tab->model()->rowCount() == 1);
    tab->view()->setCurrentIndex(tab->model()->index(0, 0));
    tab->view()->setFocus();
    QTest::keyClick(tab->view(), Qt::Key_Return);
    AdminProductDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = pane.findChild<AdminProductDialog *>()) && dialog->isVisible());
    // Every field of the PATCH is there.
    for (const QString &field : { u"name"_s, u"author"_s, u"publisher"_s, u"category_id"_s,
             u"description"_s, u"pages"_s, u"image"_s, u"price"_s, u"old_price"_s, u"active"_s })
        QVERIFY2(dialog->editor(field), qPrintable(field));
    QTRY_COMPARE(qobject_cast<QSpinBox *>(dialog->editor(u"pages"_s))->value(), 100);
    // An empty name: the server's error under the name.
    qobject_cast<QLineEdit *>(dialog->editor(u"name"_s))->clear();
    qobject_cast<QLineEdit *>(dialog->editor(u"author"_s))->setText(u"Found Author"_s);
    dialog->save();
    QTRY_VERIFY(!dialog->fieldError(u"name"_s).isEmpty());
    QVERIFY(dialog->isVisible());
    qobject_cast<QLineEdit *>(dialog->editor(u"name"_s))->setText(u"Anonymous tales"_s);
    QCOMPARE(dialog->changes().keys(), QStringList { u"author"_s });
    QPointer<AdminProductDialog> open = dialog;
    dialog->save();
    QTRY_VERIFY(!open || !open->isVisible());
    QTRY_COMPARE(tab->model()->item(0).author, u"Found Author"_s);
    QVERIFY(!tab->model()->item(0).issues.contains(u"missing_author"_s));
}

void TstAdminConsole::scanIntoDetailsIsRefused()
{
    QualityPane pane(m_fx.fx.session);
    QVERIFY(AdminConsoleFixture::showWhenAvailable(&pane));
    QVERIFY(QTest::qWaitForWindowActive(&pane));
    QualityProductsTab *tab = pane.productsTab();
    pane.showIssue(u"code_type_mismatch"_s);
    QTRY_VERIFY(tab->model()->isCurrent() && tab->model()->rowCount() == 1);
    tab->openRow(0);
    AdminProductDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = pane.findChild<AdminProductDialog *>()) && dialog->isVisible());
    auto *name = qobject_cast<QLineEdit *>(dialog->editor(u"name"_s));
    const QString before = name->text();
    // A burst with the name field focused: neither typed into it nor Enter pressing Save.
    QVERIFY(ScannerTyping::typeInto(name, u"9789943012349"_s));
    QTest::qWait(300);
    QCOMPARE(name->text(), before);
    QVERIFY(dialog->isVisible());
    QVERIFY(dialog->changes().isEmpty());
    dialog->reject();
}

void TstAdminConsole::bulkEditConfirmsAndReports()
{
    QualityPane pane(m_fx.fx.session);
    QVERIFY(AdminConsoleFixture::showWhenAvailable(&pane, QSize(1000, 560)));
    QualityProductsTab *tab = pane.productsTab();
    QTRY_VERIFY(!pane.quality().categories.isEmpty());
    pane.showIssue(u"missing_description"_s);
    QTRY_VERIFY(tab->model()->isCurrent());
    QVERIFY(tab->model()->rowCount() >= 1);
    QVERIFY(!tab->bulkButton()->isEnabled());
    tab->view()->selectAll();
    QVERIFY(tab->bulkButton()->isEnabled());
    const int chosen = int(tab->selectedRows().size());

    // The bulk dialog builds the set; the confirmation says how many.
    AdminBulkDialog dialog(pane.quality().categories, chosen);
    dialog.setField(AdminBulkDialog::Field::Price);
    dialog.amountBox()->setValue(-1); // clamped to 0 by the box: a price of 0 is an outlier
    dialog.setField(AdminBulkDialog::Field::Publisher);
    dialog.textField()->setText(u"Bulk Press"_s);
    QCOMPARE(dialog.set(), (QJsonObject { { u"publisher"_s, u"Bulk Press"_s } }));
    bool seen = false;
    QString question;
    AdminConsoleFixture::acceptNextQuestion(&seen, &question);
    tab->bulkSet(dialog.set(), dialog.fieldName(), dialog.valueText());
    QVERIFY(seen);
    QCOMPARE(question,
        chosen == 1 ? u"Set the publisher of 1 product to Bulk Press?"_s
                    : u"Set the publisher of %1 products to Bulk Press?"_s.arg(chosen));
    QTRY_VERIFY(!tab->bulkRun());
    QVERIFY(pane.banner()->text().contains(u"%1 products changed"_s.arg(chosen))
        || pane.banner()->text().contains(u"1 product changed"_s));
    // A refused item is listed with its reason: a category id that does not exist.
    tab->view()->selectAll();
    AdminConsoleFixture::acceptNextQuestion(&seen);
    tab->bulkSet({ { u"category_id"_s, 987654 } }, u"category"_s, u"Nowhere"_s);
    QVERIFY(seen);
    QTRY_VERIFY(!tab->bulkRun());
    QVERIFY(tab->bulkResults());
    QTRY_VERIFY(tab->bulkResults()->isVisible());
    QVERIFY(tab->bulkResults()->topLevelItemCount() >= 1);
    QVERIFY2(tab->bulkResults()->topLevelItem(0)->text(1).startsWith(u"refused: "_s),
        qPrintable(tab->bulkResults()->topLevelItem(0)->text(1)));
    QVERIFY(tab->bulkResults()->topLevelItem(0)->text(1).contains(u"category_id"_s));
    tab->bulkResults()->window()->close();
}

void TstAdminConsole::exportsListAndSelection()
{
    QualityPane pane(m_fx.fx.session);
    QVERIFY(AdminConsoleFixture::showWhenAvailable(&pane));
    QualityProductsTab *tab = pane.productsTab();
    pane.showIssue(u"duplicate_code_conflict"_s);
    QTRY_VERIFY(tab->model()->isCurrent());
    const int rows = tab->model()->rowCount();
    QVERIFY(rows >= 2);
    QSignalSpy exported(tab, &QualityProductsTab::exported);
    const QString listPath = m_fx.fx.dir.filePath(u"list.csv"_s);
    tab->exportList(listPath);
    QTRY_COMPARE(exported.size(), 1);
    QFile list(listPath);
    QVERIFY(list.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = list.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), rows + 1); // the header and the filtered rows, no more
    QVERIFY(lines.at(0).contains("completeness"));

    tab->view()->selectRow(0);
    const QString chosenPath = m_fx.fx.dir.filePath(u"chosen.csv"_s);
    tab->exportSelection(chosenPath);
    QTRY_COMPARE(exported.size(), 2);
    QFile chosen(chosenPath);
    QVERIFY(chosen.open(QIODevice::ReadOnly));
    const QByteArray text = chosen.readAll();
    QCOMPARE(text.trimmed().split('\n').size(), 2);
    QVERIFY(text.contains(tab->model()->item(0).code.toUtf8()));
}

void TstAdminConsole::reloadsOnF5RefreshAndShow()
{
    QualityPane pane(m_fx.fx.session);
    QSignalSpy loaded(&pane, &QualityPane::qualityLoaded);
    QVERIFY(AdminConsoleFixture::showWhenAvailable(&pane));
    QVERIFY(QTest::qWaitForWindowActive(&pane));
    QTRY_COMPARE(loaded.size(), 1);
    const qint64 before = pane.quality().products;
    QVERIFY(AdminFixture::importInto(
        m_fx.fx.server, AdminFixture::stationeryBatch(2), u"late1.json"_s));
    QTest::keyClick(&pane, Qt::Key_F5);
    QTRY_COMPARE(loaded.size(), 2);
    QCOMPARE(pane.quality().products, before + 2);
    QVERIFY(pane.refreshButton()->isVisible());
    QTest::mouseClick(pane.refreshButton(), Qt::LeftButton);
    QTRY_COMPARE(loaded.size(), 3);
    pane.hide();
    pane.show();
    QTRY_COMPARE(loaded.size(), 4);
}

void TstAdminConsole::scannedCodeSearchesListings()
{
    QualityPane pane(m_fx.fx.session);
    QVERIFY(AdminConsoleFixture::showWhenAvailable(&pane));
    QVERIFY(QTest::qWaitForWindowActive(&pane));
    QualityProductsTab *tab = pane.productsTab();
    pane.showIssue(u"missing_image"_s);
    QTRY_VERIFY(tab->model()->isCurrent());
    // A scanner's burst of book 1's ISBN: its listings at every seller, the issue filter gone.
    QVERIFY(ScannerTyping::typeInto(tab->searchField(), u"9789943012349"_s));
    QTRY_COMPARE(tab->model()->filter().q, u"9789943012349"_s);
    QVERIFY(tab->model()->filter().issues.isEmpty());
    QTRY_VERIFY(tab->model()->isCurrent());
    QCOMPARE(tab->model()->rowCount(), 3);
    QCOMPARE(tab->issueBox()->currentIndex(), 0);
}

ADMIN_CONSOLE_TEST_MAIN(TstAdminConsole)
#include "tst_adminconsole.moc"
