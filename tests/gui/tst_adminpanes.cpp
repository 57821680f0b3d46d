// The Sellers and Categories panes for a catalog admin's key (contract §15), against the real
// server on a clean catalog plus a dirty import: every seller with counts, switched off and on
// after a confirmation; the category tree with counts (descendants included) and the
// uncategorised; create, rename (undone), move (undone), a drop onto another category and a
// merge; none of it for a seller's key; the room of a 1024x600 screen in en/ru/uz.
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include "models/adminsellermodel.h"
#include "models/categorytreemodel.h"
#include "models/csvreportmodel.h"
#include "models/sellerlistmodel.h"
#include "tests/gui/adminconsolefixture.h"
#include "tests/gui/scopedlanguage.h"
#include "ui/admincategoriesbox.h"
#include "ui/admincategorytree.h"
#include "ui/adminsellersbox.h"
#include "ui/categoriespane.h"
#include "ui/csvimportdialog.h"
#include "ui/csvreportpanel.h"
#include "ui/sellerspane.h"

using namespace Qt::StringLiterals;

class TstAdminPanes : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void sellersForAdmins();
    void categoriesForAdmins();
    void sellerKeySeesNoAdministration();
    void importReportShowsWarnings();
    void fitsSmallScreenInEveryLanguage();

private:
    AdminConsoleFixture m_fx;
};

void TstAdminPanes::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_fx.start());
}

void TstAdminPanes::sellersForAdmins()
{
    SellersPane pane(m_fx.fx.session);
    pane.resize(860, 480);
    pane.show();
    QTRY_VERIFY(pane.leftTabs()->isTabVisible(1));
    AdminSellersBox *box = pane.adminBox();
    QTRY_VERIFY(box->isLoaded());
    AdminSellerModel *sellers = box->model();
    QCOMPARE(sellers->rowCount(), 3);
    const int closed = sellers->rowOf(3);
    QVERIFY(closed >= 0);
    QVERIFY(!sellers->items().at(closed).active);
    QCOMPARE(sellers->items().at(closed).products, 1);
    const int dirty = sellers->rowOf(2);
    QVERIFY(sellers->items().at(dirty).issues > 0);
    QVERIFY(sellers->items().at(dirty).completeness < 100);

    // Switched on after the question that says how many products come back.
    box->view()->setCurrentIndex(sellers->index(closed, 0));
    QCOMPARE(box->toggleButton()->text(), u"Switch &on…"_s);
    bool seen = false;
    QString question;
    AdminConsoleFixture::acceptNextQuestion(&seen, &question);
    box->toggleRow(closed);
    QVERIFY(seen);
    QVERIFY2(
        question.contains(u"Closed Shop"_s) && question.contains(u"(1)"_s), qPrintable(question));
    QTRY_VERIFY(sellers->items().at(sellers->rowOf(3)).active);
    QCOMPARE(sellers->items().at(sellers->rowOf(3)).activeProducts, 1);
    // And off again.
    AdminConsoleFixture::acceptNextQuestion(&seen);
    box->toggleRow(sellers->rowOf(3));
    QVERIFY(seen);
    QTRY_VERIFY(!sellers->items().at(sellers->rowOf(3)).active);
}

void TstAdminPanes::categoriesForAdmins()
{
    CategoriesPane pane(m_fx.fx.session);
    pane.resize(860, 480);
    pane.show();
    QTRY_VERIFY(pane.leftTabs()->isTabVisible(1));
    pane.leftTabs()->setCurrentIndex(1);
    AdminCategoriesBox *box = pane.adminBox();
    AdminCategoryTree *tree = box->tree();
    QTRY_VERIFY(tree->itemOf(2) && box->productsOf(2) >= 0);
    // Fiction counts its subcategory Novels' products too.
    QVERIFY(box->productsOf(1) >= box->productsOf(2));
    QVERIFY(box->productsOf(2) >= 2);
    QCOMPARE(tree->itemOf(1)->text(1), QLocale().toString(box->productsOf(1)));
    QVERIFY2(box->uncategorised()->text().contains(u"without a category"_s),
        qPrintable(box->uncategorised()->text()));

    // Create under Fiction.
    QSignalSpy loaded(box, &AdminCategoriesBox::loaded);
    box->createCategory(u"Admin shelf"_s, u"book"_s, 1);
    const auto findNamed = [tree](const QString &name) -> QTreeWidgetItem * {
        const QList<QTreeWidgetItem *> found
            = tree->findItems(name, Qt::MatchExactly | Qt::MatchRecursive);
        return found.isEmpty() ? nullptr : found.constFirst();
    };
    QTRY_VERIFY(findNamed(u"Admin shelf"_s));
    const qint64 shelf
        = findNamed(u"Admin shelf"_s)->data(0, AdminCategoryTree::IdRole).toLongLong();
    QCOMPARE(findNamed(u"Admin shelf"_s)->parent(), tree->itemOf(1));
    QVERIFY(!box->canUndo()); // no API removes a category

    // Rename, then undo.
    box->rename(shelf, u"Admin shelf 2"_s);
    QTRY_VERIFY(findNamed(u"Admin shelf 2"_s));
    QTRY_VERIFY(box->canUndo());
    QTest::mouseClick(box->undoButton(), Qt::LeftButton);
    QTRY_VERIFY(findNamed(u"Admin shelf"_s));
    QVERIFY(!findNamed(u"Admin shelf 2"_s));

    // Moved to the top level after the question, then back by Undo.
    bool seen = false;
    AdminConsoleFixture::acceptNextQuestion(&seen);
    box->move(shelf, std::nullopt);
    QVERIFY(seen);
    QTRY_VERIFY(tree->itemOf(shelf) && !tree->itemOf(shelf)->parent());
    QTRY_VERIFY(box->canUndo());
    box->undo();
    QTRY_VERIFY(tree->itemOf(shelf) && tree->itemOf(shelf)->parent() == tree->itemOf(1));

    // Dropped onto Novels: "Move under Novels" (the question's accept button).
    AdminConsoleFixture::acceptNextQuestion(&seen);
    Q_EMIT tree->dropped(shelf, 2);
    QVERIFY(seen);
    QTRY_VERIFY(tree->itemOf(shelf) && tree->itemOf(shelf)->parent() == tree->itemOf(2));

    // Merged into Novels: gone, its products with Novels.
    const qint64 novels = box->productsOf(2);
    QString question;
    AdminConsoleFixture::acceptNextQuestion(&seen, &question);
    box->merge(shelf, 2);
    QVERIFY(seen);
    QVERIFY2(question.contains(u"cannot be undone"_s), qPrintable(question));
    QTRY_VERIFY(!tree->itemOf(shelf));
    QTRY_COMPARE(box->productsOf(2), novels);
    // The browsing tree is the server's too.
    QTRY_VERIFY(!pane.tree()->indexOf(shelf).isValid());
}

void TstAdminPanes::sellerKeySeesNoAdministration()
{
    m_fx.connectAs(m_fx.fx.key, 1);
    SellersPane sellers(m_fx.fx.session);
    CategoriesPane categories(m_fx.fx.session);
    sellers.show();
    categories.show();
    QTRY_VERIFY(sellers.sellers()->rowCount() > 0);
    QTest::qWait(300); // GET /key answered meanwhile
    QVERIFY(!sellers.leftTabs()->isTabVisible(1));
    QVERIFY(!categories.leftTabs()->isTabVisible(1));
    m_fx.connectAs(m_fx.adminKey, std::nullopt);
    QTRY_VERIFY(sellers.leftTabs()->isTabVisible(1));
    QTRY_VERIFY(categories.leftTabs()->isTabVisible(1));
}

void TstAdminPanes::importReportShowsWarnings()
{
    // A dirty CSV into a fresh database: an old price under the price and a category made from
    // an unknown name are written, and said as warnings (docs/import-report.md, contract §15).
    QTemporaryDir dir;
    const QString csv = dir.filePath(u"dirty.csv"_s);
    QFile file(csv);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("code,name,price,old_price,category\n"
               "9789943012349,Old price under the price,50000,40000,Fiction\n"
               "9780306406157,Fine book,20000,,Fiction\n");
    file.close();
    CsvImportDialog dialog(TestServer::binary(), u"sqlite:"_s + dir.filePath(u"warn.db"_s));
    QVERIFY(dialog.setFile(csv));
    QVERIFY(dialog.arguments().contains(u"--report-warnings"_s));
    dialog.startImport();
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 30000);
    CsvReportModel *report = dialog.report()->model();
    QCOMPARE(report->rowsTotal(), 2); // two rows, both written; warnings count no row twice
    QCOMPARE(report->rowsWith(CsvReportModel::Kind::Rejected), 0);
    QCOMPARE(report->rowsWith(CsvReportModel::Kind::Warning), 1); // row 2: both findings
    QStringList codes;
    for (int row = 0; row < report->rowCount(); ++row) {
        const QModelIndex outcome = report->index(row, CsvReportModel::Outcome);
        if (outcome.data(CsvReportModel::OutcomeRole).toInt()
            == int(CsvReportModel::Kind::Warning)) {
            QCOMPARE(outcome.data().toString(), u"warning"_s);
            QVERIFY(outcome.data(Qt::BackgroundRole).isValid());
            codes << outcome.data(CsvReportModel::CodeRole).toString();
        }
    }
    QVERIFY2(codes.contains(u"old_price_not_above_price"_s), qPrintable(codes.join(u',')));
    QVERIFY(codes.contains(u"category_created"_s));
    QVERIFY2(dialog.report()->summaryLabel()->text().contains(u"1 imported row with warnings"_s),
        qPrintable(dialog.report()->summaryLabel()->text()));
    // The warnings have a filter of their own.
    dialog.report()->filterBox()->setCurrentIndex(
        dialog.report()->filterBox()->findData(int(CsvReportModel::Kind::Warning)));
    QCOMPARE(dialog.report()->view()->model()->rowCount(), codes.size());
}

void TstAdminPanes::fitsSmallScreenInEveryLanguage()
{
    for (const QLocale &locale : { QLocale(QLocale::English), QLocale(QLocale::Russian),
             QLocale(QLocale::Uzbek, QLocale::LatinScript, QLocale::Uzbekistan) }) {
        ScopedLanguage language(locale);
        QVERIFY(language.isInstalled());
        const QString name = locale.name().left(2);
        SellersPane sellers(m_fx.fx.session);
        CategoriesPane categories(m_fx.fx.session);
        for (QWidget *pane :
            { static_cast<QWidget *>(&sellers), static_cast<QWidget *>(&categories) }) {
            pane->resize(AdminConsoleFixture::paneRoom());
            pane->show();
            auto *tabs = pane == &sellers ? sellers.leftTabs() : categories.leftTabs();
            QTRY_VERIFY(tabs->isTabVisible(1));
            tabs->setCurrentIndex(1);
            QTest::qWait(300);
            const QStringList cut = AdminConsoleFixture::cutIn(pane);
            QVERIFY2(cut.isEmpty(), qPrintable(name + u": "_s + cut.join(u"; "_s)));
            AdminConsoleFixture::saveShot(
                pane, u"%1-%2"_s.arg(pane == &sellers ? u"sellers"_s : u"categories"_s, name));
        }
    }
}

ADMIN_CONSOLE_TEST_MAIN(TstAdminPanes)
#include "tst_adminpanes.moc"
