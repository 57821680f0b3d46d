// The catalog admin's console on a crafted import beside the demo catalog: a book without an
// author opens; an old price at or below the price shows in the list and the details; books by
// an author list no stock or pictures they were not told and the filter box says no filter;
// the Categories pane reads an import's new categories on F5, Refresh and when shown again; a
// key of no seller lists no seller panes; the Categories and Sellers product lists open
// details on double-click and Enter; the variants table cuts no barcode or stock; a dead
// picture link looks unlike a missing picture.
#include <QAbstractItemView>
#include <QApplication>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QStandardPaths>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>

#include "models/categorytreemodel.h"
#include "models/consolesession.h"
#include "models/localserver.h"
#include "models/pagedproductmodel.h"
#include "models/sellerlistmodel.h"
#include "net/connectionprofile.h"
#include "tests/gui/guifixture.h"
#include "ui/catalogpane.h"
#include "ui/categoriespane.h"
#include "ui/mainwindow.h"
#include "ui/productdetaildialog.h"
#include "ui/productdetailpanel.h"
#include "ui/producttableview.h"
#include "ui/sellerspane.h"

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 NoAuthorBook = 90001;
constexpr qint64 LowOldPriceBook = 90002; // old price 40 000 under the price 50 000
constexpr qint64 PenSet = 90001; // stationery with variants
constexpr qint64 CraftedAuthor = 9001;
constexpr qint64 CraftedShelf = 9001;

const QByteArray crafted = R"({
  "authors": [{"id": 9001, "name": "Zarina Craftova"}],
  "publishers": [{"id": 9001, "name": "Crafted Press"}],
  "categories": [{"id": 9001, "name": "Crafted shelf", "type": "book", "parent_id": null},
                 {"id": 9003, "name": "Crafted pens", "type": "stationery", "parent_id": null}],
  "books": [
    {"id": 90001, "name": "Orphan novel", "price": 30000, "isbn": "978-0-306-40615-7",
     "seller_id": 1, "category_id": 9001, "stock": 3},
    {"id": 90002, "name": "Cheap old price novel", "price": 50000, "old_price": 40000,
     "isbn": "978-3-16-148410-0", "author_id": 9001, "publisher_id": 9001, "seller_id": 1,
     "category_id": 9001, "stock": 5, "image": "BROKEN_LINK"},
    {"id": 90003, "name": "Second crafted novel", "price": 20000, "isbn": "978-1-4028-9462-6",
     "author_id": 9001, "publisher_id": 9001, "seller_id": 1, "category_id": 9001, "stock": 4}],
  "stationery": [
    {"id": 90001, "name": "Crafted pen set", "price": 7000, "barcode": "4006381333931",
     "seller_id": 1, "category_id": 9003, "stock": 0,
     "variants": [{"id": 90011, "name": "Blue", "barcode": "5901234123457", "price": 7000,
                   "stock": 1234567},
                  {"id": 90012, "name": "Red", "barcode": "0012345678905", "price": 7500,
                   "stock": 2}]}]
})";

bool importJson(TestServer &server, const QString &path, const QByteArray &json)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size())
        return false;
    file.close();
    return server.importFile(path);
}

} // namespace

class TstCatalogAdmin : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void bookWithoutAuthorOpens();
    void authorListSaysOnlyWhatItKnows();
    void categoriesAreReadAgain();
    void oldPriceAtOrBelowPriceIsShown();
    void aKeyOfNoSellerListsNoSellerPanes();
    void detailsFromCategoryAndSellerLists();
    void variantsAndPictures();

private:
    void connectAs(const TestServer::Key &key, std::optional<qint64> seller);

    std::unique_ptr<GuiFixture> m_fx;
    TestServer::Key m_adminKey; // no seller
};

void TstCatalogAdmin::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_fx = std::make_unique<GuiFixture>();
    QVERIFY(m_fx->server.demo(300));
    // A picture link nothing answers (port 9, discard, is closed on test machines). Put in
    // here: moc's scanner reads a "//" in a raw string literal as a comment.
    QByteArray document = crafted;
    document.replace("BROKEN_LINK",
        "http:/"
        "/127.0.0.1:9/broken-cover.png");
    QVERIFY(importJson(m_fx->server, m_fx->dir.filePath(u"crafted.json"_s), document));
    m_fx->key = m_fx->server.createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s });
    m_fx->checkKey = m_fx->server.createKey(u"read,stock:write"_s, TestServer::seller1Unthrottled);
    m_adminKey = m_fx->server.createKey(u"read"_s);
    QVERIFY(!m_adminKey.appId.isEmpty());
    QVERIFY(m_fx->server.start());
    m_fx->connectSession();
}

void TstCatalogAdmin::cleanupTestCase()
{
    m_fx.reset();
}

void TstCatalogAdmin::connectAs(const TestServer::Key &key, std::optional<qint64> seller)
{
    ConnectionProfile profile;
    profile.name = seller ? u"test"_s : u"admin"_s;
    profile.baseUrl = QUrl(m_fx->server.baseUrl());
    profile.appId = key.appId;
    m_fx->session->setSellerId(profile.name, seller);
    m_fx->session->connectWith(profile, key.secret, false);
}

void TstCatalogAdmin::bookWithoutAuthorOpens()
{
    ProductDetailPanel panel(m_fx->session);
    panel.show();
    panel.showProduct(NoAuthorBook, u"book"_s);
    QTRY_VERIFY(!panel.isLoading());
    QCOMPARE(panel.titleText(), u"Orphan novel"_s);
    QVERIFY2(panel.factsText().contains(u"not given"_s), qPrintable(panel.factsText()));
    QVERIFY(!panel.factsText().contains(u"more by this author"_s));
}

void TstCatalogAdmin::authorListSaysOnlyWhatItKnows()
{
    CatalogPane pane(m_fx->session);
    pane.resize(1000, 600);
    pane.show();
    QTRY_VERIFY(pane.model()->rowCount() > 0);
    QTest::keyClicks(pane.filterField(), u"crafted"_s);
    QTRY_VERIFY(pane.model()->rowCount() > 0 && !pane.model()->isLoading()
        && pane.model()->product(0).name.contains(u"crafted"_s, Qt::CaseInsensitive));

    Q_EMIT pane.detail()->authorRequested(CraftedAuthor, u"Zarina Craftova"_s);
    QTRY_COMPARE(pane.model()->rowCount(), 2);
    QTRY_VERIFY(!pane.model()->isLoading());
    // The list is not filtered by the words in the box: the box is empty.
    QVERIFY(pane.filterField()->text().isEmpty());
    QTest::qWait(400); // the filter's debounce would have replaced the list by now
    QCOMPARE(pane.model()->rowCount(), 2);
    // Both books are in stock: the list (whose items carry in_stock and image, contract §5)
    // shows its In stock column and says "yes" for them.
    QVERIFY(!pane.view()->isColumnHidden(PagedProductModel::InStock));
    QVERIFY(!pane.view()->isColumnHidden(PagedProductModel::OldPrice));
    for (int row = 0; row < 2; ++row) {
        const QModelIndex stock = pane.model()->index(row, PagedProductModel::InStock);
        QCOMPARE(stock.data().toString(), u"yes"_s);
    }
    // Back to the catalog: the columns are back.
    pane.reload();
    QVERIFY(!pane.view()->isColumnHidden(PagedProductModel::InStock));
}

void TstCatalogAdmin::oldPriceAtOrBelowPriceIsShown()
{
    CatalogPane pane(m_fx->session);
    pane.resize(1000, 600);
    pane.show();
    QTRY_VERIFY(pane.model()->rowCount() > 0);
    QTest::keyClicks(pane.filterField(), u"cheap old price"_s);
    QTRY_VERIFY(pane.model()->rowCount() == 1 && !pane.model()->isLoading()
        && pane.model()->product(0).id == LowOldPriceBook);
    const QString oldPrice = QLocale().toString(40000);
    QCOMPARE(pane.model()->index(0, PagedProductModel::OldPrice).data().toString(), oldPrice);
    QVERIFY(!pane.model()
                 ->index(0, PagedProductModel::OldPrice)
                 .data(Qt::ToolTipRole)
                 .toString()
                 .isEmpty());

    pane.view()->selectRow(0);
    QTRY_VERIFY(!pane.detail()->isLoading() && pane.detail()->productId() == LowOldPriceBook);
    const QString facts = pane.detail()->factsText();
    QVERIFY2(facts.contains(u"Old price"_s) && facts.contains(oldPrice)
            && facts.contains(u"not above the price"_s),
        qPrintable(facts));
}

void TstCatalogAdmin::categoriesAreReadAgain()
{
    CategoriesPane pane(m_fx->session);
    pane.resize(1000, 600);
    pane.show();
    QVERIFY(QTest::qWaitForWindowActive(&pane));
    QTRY_VERIFY(pane.tree()->indexOf(CraftedShelf).isValid());
    QVERIFY(pane.refreshButton()->isVisible());
    pane.treeView()->setCurrentIndex(pane.tree()->indexOf(CraftedShelf));
    QTRY_COMPARE(pane.products()->rowCount(), 3);

    // An import while the console runs: F5 lists its category; the chosen one stays chosen.
    QVERIFY(importJson(m_fx->server, m_fx->dir.filePath(u"late1.json"_s),
        R"({"categories": [{"id": 9101, "name": "Late shelf one", "type": "book"}]})"));
    pane.treeView()->setFocus();
    QTest::keyClick(pane.treeView(), Qt::Key_F5);
    QTRY_VERIFY(pane.tree()->indexOf(9101).isValid());
    QTRY_COMPARE(
        pane.treeView()->currentIndex().data(CategoryTreeModel::IdRole).toLongLong(), CraftedShelf);
    QTRY_COMPARE(pane.products()->rowCount(), 3);

    // The Refresh button.
    QVERIFY(importJson(m_fx->server, m_fx->dir.filePath(u"late2.json"_s),
        R"({"categories": [{"id": 9102, "name": "Late shelf two", "type": "book"}]})"));
    QTest::mouseClick(pane.refreshButton(), Qt::LeftButton);
    QTRY_VERIFY(pane.tree()->indexOf(9102).isValid());

    // Shown again (a pane switch).
    QVERIFY(importJson(m_fx->server, m_fx->dir.filePath(u"late3.json"_s),
        R"({"categories": [{"id": 9103, "name": "Late shelf three", "type": "book"}]})"));
    pane.hide();
    pane.show();
    QTRY_VERIFY(pane.tree()->indexOf(9103).isValid());
}

void TstCatalogAdmin::aKeyOfNoSellerListsNoSellerPanes()
{
    const auto listed = [](MainWindow &window, MainWindow::Pane pane) {
        return !window.findChild<QListWidget *>()->item(int(pane))->isHidden();
    };
    connectAs(m_adminKey, std::nullopt);
    {
        LocalServer local;
        MainWindow window(m_fx->session, &local);
        window.showPane(MainWindow::Pane::Stock); // where the window opened last time
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTRY_VERIFY(!listed(window, MainWindow::Pane::Stock));
        QVERIFY(listed(window, MainWindow::Pane::Catalog));
        QVERIFY(listed(window, MainWindow::Pane::Categories));
        for (const QString &name : { u"History"_s, u"Count"_s, u"Reports"_s, u"Receive"_s })
            QVERIFY2(!window.isPaneListed(window.findChild<QWidget *>(name)), qPrintable(name));
        // Not left on a pane that is not theirs.
        QCOMPARE(window.findChild<QListWidget *>()->currentRow(), int(MainWindow::Pane::Catalog));
    }
    // A seller's key lists them all again.
    connectAs(m_fx->key, 1);
    QTRY_COMPARE(m_fx->session->keyScope(), ConsoleSession::KeyScope::Seller);
    LocalServer local;
    MainWindow window(m_fx->session, &local);
    window.show();
    QVERIFY(listed(window, MainWindow::Pane::Stock));
    QVERIFY(window.isPaneListed(window.findChild<QWidget *>(u"Reports"_s)));
}

void TstCatalogAdmin::detailsFromCategoryAndSellerLists()
{
    CategoriesPane categories(m_fx->session);
    categories.resize(1000, 600);
    categories.show();
    QVERIFY(QTest::qWaitForWindowActive(&categories));
    QTRY_VERIFY(categories.tree()->indexOf(CraftedShelf).isValid());
    categories.treeView()->setCurrentIndex(categories.tree()->indexOf(CraftedShelf));
    QTRY_COMPARE(categories.products()->rowCount(), 3);
    ProductTableView *view = categories.productView();
    // Double-click.
    const QModelIndex first = view->model()->index(0, PagedProductModel::Price);
    const QPoint at = view->visualRect(first).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
    QTRY_VERIFY(categories.detailDialog()->isVisible());
    QTRY_COMPARE(
        categories.detailDialog()->panel()->productId(), categories.products()->product(0).id);
    QTRY_VERIFY(!categories.detailDialog()->panel()->isLoading());
    QCOMPARE(
        categories.detailDialog()->panel()->titleText(), categories.products()->product(0).name);
    // Enter on another row.
    categories.detailDialog()->hide();
    view->setFocus();
    view->setCurrentIndex(view->model()->index(1, 0));
    QTest::keyClick(view, Qt::Key_Return);
    QTRY_VERIFY(categories.detailDialog()->isVisible());
    QTRY_COMPARE(
        categories.detailDialog()->panel()->productId(), categories.products()->product(1).id);

    SellersPane sellers(m_fx->session);
    sellers.resize(1000, 600);
    sellers.show();
    QVERIFY(QTest::qWaitForWindowActive(&sellers));
    QTRY_VERIFY(sellers.sellers()->rowCount() > 0);
    sellers.showSeller(1);
    QTRY_VERIFY(
        sellers.profileProducts()->rowCount() > 0 && !sellers.profileProducts()->isLoading());
    ProductTableView *sellerView = sellers.productView();
    sellerView->setFocus();
    sellerView->setCurrentIndex(sellerView->model()->index(0, 0));
    QTest::keyClick(sellerView, Qt::Key_Enter);
    QTRY_VERIFY(sellers.detailDialog()->isVisible());
    QTRY_COMPARE(
        sellers.detailDialog()->panel()->productId(), sellers.profileProducts()->product(0).id);
    QTRY_VERIFY(!sellers.detailDialog()->panel()->isLoading());
    QVERIFY(!sellers.detailDialog()->panel()->titleText().startsWith(u"The product could not"_s));
}

void TstCatalogAdmin::variantsAndPictures()
{
    // The narrowest the panel gets: barcodes and stock are whole, the names give way.
    ProductDetailPanel panel(m_fx->session);
    panel.resize(panel.minimumWidth(), 600);
    panel.show();
    panel.showProduct(PenSet, u"stationery"_s);
    QTRY_VERIFY(!panel.isLoading());
    QTreeWidget *variants = panel.variantsView();
    QTRY_VERIFY(variants->isVisible());
    QCOMPARE(variants->topLevelItemCount(), 2);
    QCOMPARE(variants->topLevelItem(0)->text(1), u"5901234123457"_s);
    QApplication::processEvents();
    for (int column = 1; column <= 3; ++column) {
        for (int row = 0; row < 2; ++row) {
            const QString text = variants->topLevelItem(row)->text(column);
            QVERIFY2(
                variants->columnWidth(column) > variants->fontMetrics().horizontalAdvance(text) + 4,
                qPrintable(u"column %1 (%2) is %3 px"_s.arg(column).arg(text).arg(
                    variants->columnWidth(column))));
        }
    }

    // A dead picture link and no picture at all look different, and say so.
    panel.showProduct(NoAuthorBook, u"book"_s);
    QTRY_VERIFY(!panel.isLoading());
    const QImage missing = panel.picture().toImage();
    const QString missingNote = panel.pictureNote();
    panel.showProduct(LowOldPriceBook, u"book"_s);
    QTRY_VERIFY(!panel.isLoading());
    QTRY_VERIFY2(
        panel.pictureNote().contains(u"could not be loaded"_s), qPrintable(panel.pictureNote()));
    QVERIFY(panel.picture().toImage() != missing);
    QVERIFY(missingNote != panel.pictureNote());
}

QTEST_MAIN(TstCatalogAdmin)
#include "tst_catalogadmin.moc"
