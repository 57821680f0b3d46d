// The Catalog quality pane (contract §15) beyond its product list, against the real server on
// a clean catalog plus a dirty import: duplicates side by side, search analytics, the room of
// a 1024x600 screen in en/ru/uz (screenshots with ADMIN_SCREENSHOTS=folder), the walk an admin
// takes through a dirty import (finds, fixes in bulk, exports, sees the counts drop) and
// offline with what was last read.
#include <QApplication>
#include <QBarSet>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include "models/adminbulkrun.h"
#include "models/adminduplicatemodel.h"
#include "models/adminissuemodel.h"
#include "models/adminproductmodel.h"
#include "models/adminsearchmodel.h"
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
#include "ui/qualityduplicatestab.h"
#include "ui/qualitypane.h"
#include "ui/qualityproductstab.h"
#include "ui/qualitysearchestab.h"
#include "ui/reportchart.h"
#include "ui/searchlineedit.h"

using namespace Qt::StringLiterals;

class TstAdminWalk : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase() { m_admin = nullptr; }
    void duplicatesSideBySide();
    void searchAnalytics();
    void fitsSmallScreenInEveryLanguage();
    void walkThroughDirtyImport();
    void offlineShowsLastRead(); // last: stops the server

private:
    AdminConsoleFixture m_fx;
    AdminClient *m_admin = nullptr;
};

void TstAdminWalk::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_fx.start());
    m_admin = new AdminClient(m_fx.fx.client, m_fx.fx.client);
}

void TstAdminWalk::duplicatesSideBySide()
{
    QualityPane pane(m_fx.fx.session);
    QVERIFY(AdminConsoleFixture::showWhenAvailable(&pane, QSize(900, 500)));
    QualityDuplicatesTab *tab = pane.duplicatesTab();
    pane.tabs()->setCurrentWidget(tab);
    QTRY_VERIFY(tab->model()->isCurrent());
    QCOMPARE(tab->model()->rowCount(), 1);
    QCOMPARE(tab->model()->item(0).code, u"9789943012349"_s);
    // The first code is shown: its three listings side by side, the differing fields marked.
    QTRY_COMPARE(tab->sideBySide()->columnCount(), 3);
    QVERIFY(tab->isMarked(u"name"_s));
    QVERIFY(tab->isMarked(u"author"_s));
    QVERIFY(!tab->isMarked(u"seller_name"_s));
    QStringList sellers;
    for (int column = 0; column < 3; ++column)
        sellers << tab->sideBySide()->item(0, column)->text();
    QVERIFY(sellers.contains(u"Dirty Imports"_s));
    QVERIFY(sellers.contains(u"Closed Shop"_s));
    // Enter on the code: its listings on the Products tab, where they can be fixed.
    tab->codes()->setFocus();
    tab->codes()->setCurrentIndex(tab->model()->index(0, 0));
    QTest::keyClick(tab->codes(), Qt::Key_Return);
    QCOMPARE(pane.tabs()->currentWidget(), pane.productsTab());
    QTRY_COMPARE(pane.productsTab()->model()->filter().q, u"9789943012349"_s);
    QTRY_VERIFY(pane.productsTab()->model()->isCurrent());
    QCOMPARE(pane.productsTab()->model()->rowCount(), 3);
    // Exported as the server's CSV.
    const QString path = m_fx.fx.dir.filePath(u"duplicates.csv"_s);
    tab->exportList(path);
    QTRY_VERIFY(QFile::exists(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("9789943012349"));
}

void TstAdminWalk::searchAnalytics()
{
    // Customers' searches: one that finds a book, one that finds nothing (twice).
    QNetworkAccessManager nam;
    for (const QString &text : { u"kunlar"_s, u"qwertyzzz"_s, u"qwertyzzz"_s }) {
        QUrl url(m_fx.fx.server.baseUrl() + u"/search"_s);
        url.setQuery(u"q="_s + text);
        QNetworkRequest request(url);
        request.setRawHeader("X-App-ID", m_fx.fx.key.appId.toUtf8());
        request.setRawHeader("X-App-Secret", m_fx.fx.key.secret.toUtf8());
        QNetworkReply *reply = nam.get(request);
        QTRY_VERIFY(reply->isFinished());
        QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
        reply->deleteLater();
    }
    QualityPane pane(m_fx.fx.session);
    QVERIFY(AdminConsoleFixture::showWhenAvailable(&pane, QSize(900, 500)));
    QualitySearchesTab *tab = pane.searchesTab();
    pane.tabs()->setCurrentWidget(tab);
    QTRY_VERIFY(tab->model()->isCurrent());
    // Searches are recorded moments after their answers (together, at most every 250 ms): the
    // list is read again until both texts are there.
    for (int read = 0; read < 50 && tab->model()->rowCount() < 2; ++read) {
        QTest::qWait(100);
        tab->reload();
        QTRY_VERIFY(tab->model()->isCurrent());
    }
    QVERIFY(tab->model()->rowCount() >= 2);
    tab->zeroOnlyBox()->setChecked(true);
    QTRY_VERIFY(tab->model()->isCurrent() && tab->model()->zeroOnly());
    QCOMPARE(tab->model()->rowCount(), 1);
    QCOMPARE(tab->model()->item(0).text, u"qwertyzzz"_s);
    QCOMPARE(tab->model()->item(0).count, 2);
    QCOMPARE(tab->model()->item(0).results, 0);
    QSignalSpy exported(tab, &QualitySearchesTab::exported);
    const QString path = m_fx.fx.dir.filePath(u"zero.csv"_s);
    tab->exportList(path);
    QTRY_COMPARE(exported.size(), 1);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray csv = file.readAll();
    QVERIFY(csv.contains("qwertyzzz"));
    QVERIFY(!csv.contains("kunlar"));
}

void TstAdminWalk::fitsSmallScreenInEveryLanguage()
{
    for (const QLocale &locale : { QLocale(QLocale::English), QLocale(QLocale::Russian),
             QLocale(QLocale::Uzbek, QLocale::LatinScript, QLocale::Uzbekistan) }) {
        ScopedLanguage language(locale);
        QVERIFY(language.isInstalled());
        const QString name = locale.name().left(2);
        QualityPane pane(m_fx.fx.session);
        QVERIFY(AdminConsoleFixture::showWhenAvailable(&pane, AdminConsoleFixture::paneRoom()));
        QVERIFY(QTest::qWaitForWindowActive(&pane));
        QTRY_VERIFY(!pane.quality().issues.isEmpty());
        QTRY_VERIFY(pane.productsTab()->model()->isCurrent());
        for (int tabIndex = 0; tabIndex < pane.tabs()->count(); ++tabIndex) {
            pane.tabs()->setCurrentIndex(tabIndex);
            QTest::qWait(100);
            const QStringList cut = AdminConsoleFixture::cutIn(&pane);
            QVERIFY2(cut.isEmpty(), qPrintable(name + u": "_s + cut.join(u"; "_s)));
            QCOMPARE(pane.size(), AdminConsoleFixture::paneRoom());
            AdminConsoleFixture::saveShot(&pane, u"quality-%1-%2"_s.arg(name).arg(tabIndex));
        }
    }
}

void TstAdminWalk::walkThroughDirtyImport()
{
    QualityPane pane(m_fx.fx.session);
    QSignalSpy loaded(&pane, &QualityPane::qualityLoaded);
    QVERIFY(AdminConsoleFixture::showWhenAvailable(&pane, QSize(1024, 560)));
    QTRY_VERIFY(!loaded.isEmpty());
    QualityProductsTab *tab = pane.productsTab();
    bool seen = false;
    const auto confirmEach = [&seen] { AdminConsoleFixture::acceptNextQuestion(&seen); };
    const AdminQuality start = pane.quality();
    QVERIFY(AdminConsoleFixture::issueCount(start, u"duplicate_code_conflict"_s) >= 2);
    QCOMPARE(AdminConsoleFixture::issueCount(start, u"old_price_below_price"_s), 1);
    QVERIFY(start.uncategorised >= 1);

    // The duplicate-code conflict: book 2 lists book 1's ISBN under another title. Hidden.
    pane.showIssue(u"duplicate_code_conflict"_s);
    QTRY_VERIFY(tab->model()->isCurrent());
    const int conflicting = tab->model()->rowOf(u"book"_s, 2);
    QVERIFY(conflicting >= 0);
    tab->view()->selectRow(conflicting);
    confirmEach();
    tab->bulkSet({ { u"active"_s, false } }, u"listing"_s, u"Switched off"_s);
    QTRY_VERIFY(!tab->bulkRun());
    // The old price at or below the price: cleared.
    pane.showIssue(u"old_price_below_price"_s);
    QTRY_VERIFY(tab->model()->isCurrent() && tab->model()->rowCount() == 1);
    tab->view()->selectAll();
    confirmEach();
    tab->bulkSet({ { u"old_price"_s, QJsonValue() } }, u"old price"_s, u"none"_s);
    QTRY_VERIFY(!tab->bulkRun());
    QTRY_VERIFY(tab->model()->isCurrent() && tab->model()->rowCount() == 0);
    // The uncategorised: all to a category of their type.
    pane.showIssue(u"missing_category"_s);
    QTRY_VERIFY(tab->model()->isCurrent() && tab->model()->rowCount() >= 1);
    QList<int> books;
    for (int row = 0; row < tab->model()->rowCount(); ++row) {
        if (tab->model()->item(row).type == "book"_L1)
            books << row;
    }
    QVERIFY(!books.isEmpty());
    tab->view()->clearSelection();
    for (const int row : books)
        tab->view()->selectionModel()->select(
            tab->model()->index(row, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    confirmEach();
    tab->bulkSet({ { u"category_id"_s, 2 } }, u"category"_s, u"Novels"_s);
    QTRY_VERIFY(!tab->bulkRun());
    // Export the list of what is left without a category.
    QSignalSpy exported(tab, &QualityProductsTab::exported);
    tab->exportList(m_fx.fx.dir.filePath(u"left.csv"_s));
    QTRY_COMPARE(exported.size(), 1);
    // The counts dropped.
    QTRY_VERIFY(pane.quality().uncategorised < start.uncategorised);
    const AdminQuality after = pane.quality();
    QCOMPARE(AdminConsoleFixture::issueCount(after, u"old_price_below_price"_s), 0);
    QVERIFY(AdminConsoleFixture::issueCount(after, u"missing_category"_s)
        < AdminConsoleFixture::issueCount(start, u"missing_category"_s));
    // The chart shows them too.
    QBarSet *bars = pane.issueSeries()->barSets().constFirst();
    QCOMPARE(qint64(bars->at(pane.issues()->rowOf(u"old_price_below_price"_s))), 0);
}

void TstAdminWalk::offlineShowsLastRead()
{
    QualityPane pane(m_fx.fx.session);
    QSignalSpy loaded(&pane, &QualityPane::qualityLoaded);
    QVERIFY(AdminConsoleFixture::showWhenAvailable(&pane));
    QTRY_VERIFY(!loaded.isEmpty());
    QTRY_VERIFY(pane.productsTab()->model()->isCurrent());
    const int rows = pane.productsTab()->model()->rowCount();
    QVERIFY(rows > 0);
    m_fx.fx.server.stop();
    pane.reload();
    QTRY_VERIFY_WITH_TIMEOUT(pane.isStale(), 30000);
    QVERIFY(pane.banner()->isVisible());
    QVERIFY2(pane.banner()->text().contains(u"Offline"_s), qPrintable(pane.banner()->text()));
    QCOMPARE(pane.issues()->rowCount(), 10);
    QTRY_VERIFY(!pane.productsTab()->model()->isLoading());
    QCOMPARE(pane.productsTab()->model()->rowCount(), rows);
}

ADMIN_CONSOLE_TEST_MAIN(TstAdminWalk)
#include "tst_adminwalk.moc"
