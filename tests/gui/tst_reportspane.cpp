// The Reports pane against the real server (contract §12): a till's scripted sales and a
// return, then the models behind every chart checked against the server's own reports, the
// bar sets and lines against the models, the drill-down, exports and the dark palette.
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QFile>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QHorizontalBarSeries>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLegend>
#include <QLineEdit>
#include <QLineSeries>
#include <QLocale>
#include <QSignalSpy>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTest>
#include <QTimeZone>
#include <QValueAxis>

#include "models/localserver.h"
#include "models/movementmodel.h"
#include "models/salesreportmodel.h"
#include "models/slowsellersmodel.h"
#include "models/topsellersmodel.h"
#include "net/reportclient.h"
#include "tests/gui/guifixture.h"
#include "tests/gui/scopedlanguage.h"
#include "tests/support/httptestclient.h"
#include "ui/historypane.h"
#include "ui/mainwindow.h"
#include "ui/reportchart.h"
#include "ui/reportspane.h"

using namespace Qt::StringLiterals;

class TstReportsPane : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void salesChartFollowsTheServer_data();
    void salesChartFollowsTheServer();
    void topSellersChartAndList();
    void chartAxesTickWholeNumbersAndShowDates();
    void chartDatesAreNeverCut_data();
    void chartDatesAreNeverCut();
    void salesTableFitsInEveryLanguage_data();
    void salesTableFitsInEveryLanguage();
    void slowSellersAndHeadlines();
    void drillDownOpensHistory();
    void exportsAndDarkPalette();
    void mainWindowOpensHistoryFiltered();

private:
    QJsonArray serverData(const QString &query);
    void load(ReportsPane &pane);

    GuiFixture m_fixture;
    std::unique_ptr<HttpTestClient> m_till;
    QString m_bookA;
    QString m_bookB;
};

void TstReportsPane::initTestCase()
{
    QVERIFY(m_fixture.start());
    m_fixture.connectSession();
    const TestServer::Key till = m_fixture.server.createKey(u"read,stock:write"_s,
        { u"--seller"_s, u"1"_s, u"--name"_s, u"till"_s, u"--rate-per-second"_s, u"1000"_s,
            u"--rate-per-minute"_s, u"100000"_s });
    m_till = std::make_unique<HttpTestClient>(m_fixture.server.baseUrl());
    m_till->setCredentials(till.appId, till.secret);
    const auto mine = m_till->get(u"/products/mine?type=book&per_page=100"_s);
    for (const QJsonValue &item : mine.json()[u"data"_s].toArray()) {
        if (item[u"stock"_s].toInteger() < 5 || item[u"code"_s].toString().isEmpty())
            continue;
        (m_bookA.isEmpty() ? m_bookA : m_bookB) = item[u"code"_s].toString();
        if (!m_bookB.isEmpty())
            break;
    }
    QVERIFY(!m_bookA.isEmpty() && !m_bookB.isEmpty());
    // Today: three of A sold and one brought back, two of B sold.
    const QList<QPair<QString, QByteArray>> script { { m_bookA, R"("delta":-3,"reason":"sold")" },
        { m_bookA, R"("delta":1,"reason":"returned")" }, { m_bookB, R"("delta":-2)" } };
    for (const auto &[code, change] : script) {
        const auto reply = m_till->post(u"/products/stock/by-code"_s,
            R"({"code":")" + code.toUtf8() + R"(",)" + change + "}",
            { { "Content-Type", "application/json" } });
        QCOMPARE(reply.status, 200);
    }
}

QJsonArray TstReportsPane::serverData(const QString &query)
{
    const auto reply = m_till->get(u"/products/stock/report/"_s + query);
    if (reply.status != 200)
        qWarning("%s: %d", qPrintable(query), reply.status);
    return reply.json()[u"data"_s].toArray();
}

void TstReportsPane::load(ReportsPane &pane)
{
    QSignalSpy loaded(&pane, &ReportsPane::loaded);
    pane.reload();
    QTRY_COMPARE_WITH_TIMEOUT(loaded.size(), 1, 10000);
}

void TstReportsPane::salesChartFollowsTheServer_data()
{
    QTest::addColumn<int>("period");
    QTest::addColumn<QString>("group");
    QTest::newRow("7 days by day") << int(ReportsPane::Period::Last7) << u"day"_s;
    QTest::newRow("90 days by week") << int(ReportsPane::Period::Last90) << u"week"_s;
    QTest::newRow("this month by day") << int(ReportsPane::Period::ThisMonth) << u"day"_s;
    QTest::newRow("30 days by month") << int(ReportsPane::Period::Last30) << u"month"_s;
}

void TstReportsPane::salesChartFollowsTheServer()
{
    QFETCH(int, period);
    QFETCH(QString, group);
    ReportsPane pane(m_fixture.session);
    pane.setPeriod(ReportsPane::Period(period));
    pane.setGrouping(group);
    load(pane);
    const QJsonArray expected = serverData(u"sales?from=%1&until=%2&group=%3"_s.arg(
        pane.from().toString(Qt::ISODate), pane.until().toString(Qt::ISODate), group));
    SalesReportModel *model = pane.salesModel();
    QCOMPARE(model->rowCount(), expected.size());
    const QList<QBarSet *> sets = pane.salesSeries()->barSets();
    QCOMPARE(sets.size(), 2); // units sold, returned
    QCOMPARE(pane.revenueSeries()->count(), expected.size());
    for (int row = 0; row < model->rowCount(); ++row) {
        const QJsonValue server = expected[row];
        QCOMPARE(
            model->periods().at(row).period.toString(Qt::ISODate), server[u"period"_s].toString());
        QCOMPARE(model->index(row, SalesReportModel::Units).data().toLongLong(),
            server[u"units"_s].toInteger());
        QCOMPARE(model->index(row, SalesReportModel::Returns).data().toLongLong(),
            server[u"returns"_s].toInteger());
        QCOMPARE(model->index(row, SalesReportModel::Revenue).data().toLongLong(),
            server[u"revenue"_s].toInteger());
        QCOMPARE(qint64(sets[0]->at(row)), server[u"units"_s].toInteger());
        QCOMPARE(qint64(sets[1]->at(row)), server[u"returns"_s].toInteger());
        QCOMPARE(qint64(pane.revenueSeries()->at(row).y()), server[u"revenue"_s].toInteger());
    }
    // Today's sales are in the last period: 3 − 1 + 2 units, 1 returned.
    QVERIFY(model->periods().last().units >= 4);
    QVERIFY(model->periods().last().returns >= 1);
    QCOMPARE(pane.headline(u"units"_s)->text(), QLocale().toString(model->totalUnits()));
}

void TstReportsPane::topSellersChartAndList()
{
    ReportsPane pane(m_fixture.session);
    pane.setPeriod(ReportsPane::Period::Last7);
    for (const QString &by : { u"units"_s, u"revenue"_s }) {
        pane.setTopBy(by);
        load(pane);
        const QJsonArray expected = serverData(u"top?from=%1&until=%2&by=%3&limit=20"_s.arg(
            pane.from().toString(Qt::ISODate), pane.until().toString(Qt::ISODate), by));
        QVERIFY(expected.size() >= 2);
        TopSellersModel *model = pane.topModel();
        QCOMPARE(model->rowCount(), expected.size());
        const QList<QBarSet *> sets = pane.topSeries()->barSets();
        QCOMPARE(sets.size(), 1);
        QCOMPARE(sets[0]->count(), expected.size());
        for (int row = 0; row < model->rowCount(); ++row) {
            QCOMPARE(model->items().at(row).code, expected[row][u"code"_s].toString());
            QCOMPARE(model->index(row, TopSellersModel::Units).data().toLongLong(),
                expected[row][u"units"_s].toInteger());
            // The chart shows what the list is ordered by.
            QCOMPARE(qint64(sets[0]->at(row)), expected[row][by].toInteger());
        }
    }
}

// Counts and amounts tick at whole numbers only (never "0 1 1 2 2" for a period of two sales),
// and the sales chart names its periods by date under the bars, also for a month of days.
void TstReportsPane::chartAxesTickWholeNumbersAndShowDates()
{
    ReportsPane pane(m_fixture.session);
    pane.resize(1024, 560);
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    pane.setGrouping(u"day"_s);
    for (const ReportsPane::Period period :
        { ReportsPane::Period::Last7, ReportsPane::Period::Last30, ReportsPane::Period::Last90 }) {
        pane.setPeriod(period);
        load(pane);
        QCoreApplication::processEvents();
        for (ReportChart *chart : { pane.salesChart(), pane.topChart() }) {
            for (QAbstractAxis *axis : chart->chart()->axes()) {
                auto *values = qobject_cast<QValueAxis *>(axis);
                if (!values || qobject_cast<QCategoryAxis *>(axis))
                    continue;
                QVERIFY(values->tickCount() >= 2);
                const double step = (values->max() - values->min()) / (values->tickCount() - 1);
                QVERIFY2(step >= 1 && step == std::floor(step) && values->min() == 0
                        && values->max() == std::floor(values->max()),
                    qPrintable(u"%1: %2 to %3, %4 ticks"_s.arg(axis->titleText())
                                   .arg(values->min())
                                   .arg(values->max())
                                   .arg(values->tickCount())));
            }
        }
        const QList<QAbstractAxis *> bottom = pane.salesChart()->chart()->axes(Qt::Horizontal);
        QCOMPARE(bottom.size(), 1);
        QVERIFY(bottom.first()->isVisible() && bottom.first()->labelsVisible());
        QStringList labels;
        if (auto *dates = qobject_cast<QCategoryAxis *>(bottom.first()))
            labels = dates->categoriesLabels();
        else if (auto *bars = qobject_cast<QBarCategoryAxis *>(bottom.first()))
            labels = bars->categories();
        const int rows = pane.salesModel()->rowCount();
        QVERIFY2(labels.size() >= std::min(rows, 2) && labels.size() <= 8,
            qPrintable(labels.join(u" | "_s)));
        QStringList dates;
        for (int row = 0; row < rows; ++row)
            dates << QLocale().toString(
                pane.salesModel()->periods().at(row).period, QLocale::ShortFormat);
        for (const QString &label : std::as_const(labels))
            QVERIFY2(dates.contains(label), qPrintable(label));
        QCOMPARE(labels.first(), dates.first());
    }
}

void TstReportsPane::chartDatesAreNeverCut_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("grouping");
    for (const QString &grouping : { u"day"_s, u"week"_s }) {
        QTest::newRow(qPrintable(u"en "_s + grouping)) << QLocale(QLocale::English) << grouping;
        QTest::newRow(qPrintable(u"ru "_s + grouping)) << QLocale(QLocale::Russian) << grouping;
        QTest::newRow(qPrintable(u"uz "_s + grouping))
            << QLocale(QLocale::Uzbek, QLocale::LatinScript) << grouping;
    }
}

// Issue 41 item 9: the sales chart's dates were cut ("10 Nov 2…") in the pane's room of a
// 1024x600 window. Every date under the chart is drawn whole, at least two of them.
void TstReportsPane::chartDatesAreNeverCut()
{
    QFETCH(QLocale, locale);
    QFETCH(QString, grouping);
    const ScopedLanguage language(locale);
    QVERIFY(language.isInstalled());
    ReportsPane pane(m_fixture.session);
    pane.setPeriod(ReportsPane::Period::Last90);
    pane.setGrouping(grouping);
    pane.resize(840, 480); // 1024x600 less the pane list, the menu and the status bar
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    load(pane);
    QTest::qWait(100);
    QCoreApplication::processEvents();
    QStringList shown;
    for (QGraphicsItem *item : pane.salesChart()->chart()->scene()->items()) {
        if (auto *text = dynamic_cast<QGraphicsTextItem *>(item); text && text->isVisible())
            shown << text->toPlainText();
    }
    auto *dates
        = qobject_cast<QCategoryAxis *>(pane.salesChart()->chart()->axes(Qt::Horizontal).first());
    QVERIFY(dates);
    QVERIFY(dates->count() >= 2);
    for (const QString &date : dates->categoriesLabels())
        QVERIFY2(shown.contains(date), qPrintable(date + u" not in "_s + shown.join(u" | "_s)));
}

void TstReportsPane::salesTableFitsInEveryLanguage_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::newRow("en") << QLocale(QLocale::English);
    QTest::newRow("ru") << QLocale(QLocale::Russian);
    QTest::newRow("uz") << QLocale(QLocale::Uzbek);
}

// The sales table beside the chart shows every column, revenue included, without scrolling
// sideways in the pane's room of a 1024x600 window, and its amounts are grouped as the
// language writes them ("15,873,500", "15 873 500"), not raw digits.
void TstReportsPane::salesTableFitsInEveryLanguage()
{
    QFETCH(QLocale, locale);
    const ScopedLanguage language(locale);
    QVERIFY(language.isInstalled());
    ReportsPane pane(m_fixture.session);
    pane.setPeriod(ReportsPane::Period::Last30);
    pane.setGrouping(u"day"_s);
    pane.resize(840, 480); // 1024x600 less the pane list, the menu and the status bar
    pane.show();
    QVERIFY(QTest::qWaitForWindowExposed(&pane));
    load(pane);
    QTableView *table = pane.salesView();
    QTRY_VERIFY(table->isVisible());
    QTest::qWait(50); // the splitter's layout after the new minimum width
    // No column cut short ("27.1…"): each as wide as its header and values.
    const QAbstractItemView *items = table;
    for (int column = 0; column < table->model()->columnCount(); ++column)
        QVERIFY2(table->columnWidth(column) >= items->sizeHintForColumn(column),
            qPrintable(u"column %1: %2 < %3"_s.arg(column)
                           .arg(table->columnWidth(column))
                           .arg(items->sizeHintForColumn(column))));
    const int revenue = SalesReportModel::Revenue;
    QVERIFY2(table->columnViewportPosition(revenue) >= 0
            && table->columnViewportPosition(revenue) + table->columnWidth(revenue)
                <= table->viewport()->width(),
        qPrintable(u"revenue at %1+%2 of %3 (table %4, minimum %5, columns %6 %7)"_s
                       .arg(table->columnViewportPosition(revenue))
                       .arg(table->columnWidth(revenue))
                       .arg(table->viewport()->width())
                       .arg(table->width())
                       .arg(table->minimumWidth())
                       .arg(table->columnWidth(0))
                       .arg(table->columnWidth(1))));
    bool checked = false;
    for (int row = 0; row < table->model()->rowCount() && !checked; ++row) {
        const QModelIndex index = table->model()->index(row, revenue);
        const qint64 amount = index.data().toLongLong();
        if (amount < 1000)
            continue;
        const auto *delegate = qobject_cast<QStyledItemDelegate *>(table->itemDelegate());
        QVERIFY(delegate);
        // The locale as the view hands it over (QStyledItemDelegate::initStyleOption).
        QLocale viewLocale = table->locale();
        viewLocale.setNumberOptions(QLocale::OmitGroupSeparator);
        const QString shown = delegate->displayText(index.data(), viewLocale);
        QCOMPARE(shown, QLocale().toString(amount));
        QVERIFY(shown != QString::number(amount)); // grouped
        checked = true;
    }
    QVERIFY2(checked, "no day with revenue of 1,000 or more to check");
}

void TstReportsPane::slowSellersAndHeadlines()
{
    qint64 total = 0;
    ReportsPane pane(m_fixture.session);
    load(pane);
    const auto slow = m_till->get(u"/products/stock/report/slow?days=90&per_page=100"_s);
    QCOMPARE(pane.slowModel()->total(), slow.json()[u"meta"_s][u"total"_s].toInteger());
    QCOMPARE(pane.slowModel()->rowCount(), slow.json()[u"data"_s].toArray().size());
    // The books sold today are not slow.
    for (const SlowSeller &item : pane.slowModel()->items())
        QVERIFY(item.code != m_bookA && item.code != m_bookB);
    const auto value = m_till->get(u"/products/stock/report/value"_s).json()[u"data"_s];
    QCOMPARE(pane.headline(u"retail"_s)->text(),
        QLocale().toString(value[u"retail_value"_s].toInteger()));
    QCOMPARE(
        pane.headline(u"cost"_s)->text(), QLocale().toString(value[u"cost_value"_s].toInteger()));
    // The reorder suggestions' count when the server has them (contract §11), else no headline.
    const auto reorder = m_till->get(u"/products/stock/reorder?per_page=1"_s);
    QVERIFY(reorder.status == 200 || reorder.status == 404);
    QCOMPARE(pane.headline(u"reorder"_s)->isVisibleTo(&pane), reorder.status == 200);
    if (reorder.status == 200) {
        QCOMPARE(pane.headline(u"reorder"_s)->text(),
            QLocale().toString(reorder.json()[u"meta"_s][u"total"_s].toInteger()));
    }
    QVERIFY(ReportClient::parseTotal(
        R"({"status":"success","data":[],"meta":{"page":1,"per_page":1,"total":7}})", &total));
    QCOMPARE(total, 7);
    QVERIFY(!ReportClient::parseTotal(R"({"status":"error"})", &total));
}

void TstReportsPane::drillDownOpensHistory()
{
    ReportsPane pane(m_fixture.session);
    pane.setPeriod(ReportsPane::Period::Last7);
    pane.setGrouping(u"day"_s);
    load(pane);
    QSignalSpy opened(&pane, &ReportsPane::historyRequested);
    // Clicking today's bar: every movement of today (UTC).
    QBarSet *units = pane.salesSeries()->barSets().first();
    Q_EMIT pane.salesSeries()->clicked(6, units);
    QCOMPARE(opened.size(), 1);
    const QDate today = QDateTime::currentDateTimeUtc().date();
    QCOMPARE(opened[0][0].toString(), QString());
    QCOMPARE(opened[0][1].toDateTime(), QDateTime(today, QTime(0, 0), QTimeZone::utc()));
    QCOMPARE(opened[0][2].toDateTime().toUTC().date(), today);
    // Clicking the best seller: its movements over the period.
    Q_EMIT pane.topSeries()->clicked(0, pane.topSeries()->barSets().first());
    QCOMPARE(opened.size(), 2);
    QCOMPARE(opened[1][0].toString(), pane.topModel()->items().first().code);
    QCOMPARE(opened[1][1].toDateTime().toUTC().date(), pane.from());
}

void TstReportsPane::exportsAndDarkPalette()
{
    ReportsPane pane(m_fixture.session);
    pane.setPeriod(ReportsPane::Period::Last7);
    load(pane);
    pane.resize(1000, 700);
    const QString png = m_fixture.dir.filePath(u"sales.png"_s);
    QVERIFY(pane.salesChart()->savePng(png));
    QVERIFY(QFile(png).size() > 1000);
    const QString csv = m_fixture.dir.filePath(u"top.csv"_s);
    QVERIFY(pane.topChart()->saveCsv(csv));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = file.readAll().split('\n');
    QVERIFY(lines.first().startsWith("\xEF\xBB\xBFname,code,units,revenue"));
    QCOMPARE(lines.size() - 2, pane.topModel()->rowCount()); // header, rows, final CRLF
    QVERIFY(pane.salesModel()->toCsv().contains(
        QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate).toUtf8()));

    QPalette dark = pane.palette();
    dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    pane.setPalette(dark);
    QCOMPARE(pane.salesChart()->chart()->backgroundBrush().color(), QColor(0x20, 0x20, 0x20));
    QCOMPARE(pane.salesChart()->chart()->legend()->labelColor(), QColor(0xee, 0xee, 0xee));
}

// In the main window: a report's drill-down shows the History pane with the product's code.
void TstReportsPane::mainWindowOpensHistoryFiltered()
{
    LocalServer local;
    MainWindow window(m_fixture.session, &local);
    window.show();
    auto *reports = qobject_cast<ReportsPane *>(window.pane(MainWindow::Pane(9)));
    auto *history = qobject_cast<HistoryPane *>(window.pane(MainWindow::Pane(7)));
    QVERIFY(reports && history);
    window.showPane(MainWindow::Pane(9));
    QSignalSpy loaded(history, &HistoryPane::loaded);
    const QDate today = QDateTime::currentDateTimeUtc().date();
    Q_EMIT reports->historyRequested(m_bookA, QDateTime(today, QTime(0, 0), QTimeZone::utc()),
        QDateTime(today, QTime(23, 59, 59), QTimeZone::utc()));
    QVERIFY(history->isVisible());
    QCOMPARE(history->codeFilter()->text(), m_bookA);
    QTRY_VERIFY_WITH_TIMEOUT(loaded.size() >= 1, 10000);
    // Today's movements of book A: the sale and the return of the script, and the fixture
    // import's first stock (an import records it, contract §2).
    QCOMPARE(history->model()->rowCount(), 3);
    QStringList reasons;
    for (const Movement &movement : history->model()->movements())
        reasons << movement.reason;
    reasons.sort();
    QCOMPARE(reasons, (QStringList { u"received"_s, u"returned"_s, u"sold"_s }));
}

QTEST_MAIN(TstReportsPane)
#include "tst_reportspane.moc"
