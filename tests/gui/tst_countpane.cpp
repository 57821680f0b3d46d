// The Count and History panes against the real server (contract §10): a count scanned from
// two console sessions while a till sells, applied after the confirmation, and found again in
// the history and its CSV export.
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTableView>
#include <QTest>

#include "models/consolesession.h"
#include "models/countmodel.h"
#include "models/movementmodel.h"
#include "net/apiclient.h"
#include "net/connectionprofiles.h"
#include "net/countclient.h"
#include "net/etagcache.h"
#include "net/inmemorycredentialstore.h"
#include "net/outbox.h"
#include "tests/gui/guifixture.h"
#include "tests/gui/sellerproducts.h"
#include "tests/net/droppingproxy.h"
#include "tests/support/httptestclient.h"
#include "ui/countpane.h"
#include "ui/historypane.h"
#include "ui/printing/documentpreview.h"
#include "ui/scanlineedit.h"

using namespace Qt::StringLiterals;

class TstCountPane : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void twoConsolesCountWhileTheTillSells();
    void takeBackAndCancelAsk();
    void historyShowsEveryChangeAndExportsCsv();
    void csvQuotesAsRfc4180();
    void csvNeutralisesFormulas();
    void offlineScansAreSentOnceLater();
    // Before the tests that zero the seller's books.
    void variancesPrint();
    void zeroTellsWhatItZeroesAndDoesNotStick();
    void countScansWaitForANewKey();

private:
    qint64 sell(const QString &code);
    qint64 stockOf(const QString &code);
    void scan(CountPane &pane, const QString &code, int quantity = 1);
    void startCount(CountPane &pane, const QString &name);

    GuiFixture m_fixture;
    // The second console: its own client, cache, session and key.
    std::unique_ptr<QSettings> m_settingsB;
    std::unique_ptr<QObject> m_ownerB;
    ConsoleSession *m_sessionB = nullptr;
    std::unique_ptr<HttpTestClient> m_till;
    QString m_bookA;
    QString m_bookB;
    qint64 m_stockA = 0;
};

void TstCountPane::initTestCase()
{
    QVERIFY(m_fixture.start());
    m_fixture.connectSession();

    m_ownerB = std::make_unique<QObject>();
    m_settingsB = std::make_unique<QSettings>(
        m_fixture.dir.filePath(u"console-b.ini"_s), QSettings::IniFormat);
    auto *cache = new EtagCache(EtagCache::Persistence::MemoryOnly, {}, m_ownerB.get());
    auto *client = new ApiClient(nullptr, cache, m_ownerB.get());
    auto *credentials = new InMemoryCredentialStore(m_ownerB.get());
    auto *profiles = new ConnectionProfiles(m_settingsB.get(), m_ownerB.get());
    m_sessionB = new ConsoleSession(client, credentials, profiles,
        m_fixture.dir.filePath(u"outbox-b.sqlite"_s), m_ownerB.get());
    ConnectionProfile profile;
    profile.name = u"second"_s;
    profile.baseUrl = QUrl(m_fixture.server.baseUrl());
    profile.appId = m_fixture.checkKey.appId;
    m_sessionB->setSellerId(profile.name, 1);
    m_sessionB->connectWith(profile, m_fixture.checkKey.secret, false);

    // The till: its own key of the same seller.
    const TestServer::Key till = m_fixture.server.createKey(
        u"read,stock:write"_s, { u"--seller"_s, u"1"_s, u"--name"_s, u"till"_s });
    m_till = std::make_unique<HttpTestClient>(m_fixture.server.baseUrl());
    m_till->setCredentials(till.appId, till.secret);

    // Two books of seller 1 with some stock.
    const auto mine = m_till->get(u"/products/mine?type=book&per_page=100"_s);
    QCOMPARE(mine.status, 200);
    for (const QJsonValue &item : mine.json()[u"data"_s].toArray()) {
        if (item[u"stock"_s].toInteger() < 3 || item[u"code"_s].toString().isEmpty())
            continue;
        (m_bookA.isEmpty() ? m_bookA : m_bookB) = item[u"code"_s].toString();
        if (!m_bookB.isEmpty())
            break;
    }
    QVERIFY(!m_bookA.isEmpty() && !m_bookB.isEmpty());
}

void TstCountPane::cleanupTestCase()
{
    m_ownerB.reset();
}

qint64 TstCountPane::stockOf(const QString &code)
{
    return SellerProducts::byCode(*m_till, code, u"type=book"_s)[u"stock"_s].toInteger(-1);
}

// The till sells one; returns the stock after the sale (-1 on failure).
qint64 TstCountPane::sell(const QString &code)
{
    const auto sale = m_till->post(u"/products/stock/by-code"_s,
        QJsonDocument(QJsonObject { { u"code"_s, code }, { u"delta"_s, -1 } }).toJson(),
        { { "Content-Type", "application/json" } });
    return sale.status == 200 ? sale.json()[u"stock"_s].toInteger() : -1;
}

void TstCountPane::scan(CountPane &pane, const QString &code, int quantity)
{
    pane.quantity()->setValue(quantity);
    pane.scanEdit()->setText(code);
    QTest::keyClick(pane.scanEdit(), Qt::Key_Return);
    QVERIFY(pane.scanEdit()->text().isEmpty());
    QCOMPARE(pane.quantity()->value(), 1); // back to 1 for the next scan
}

// Starts a count of the books and waits until the pane shows it (not an open count that the
// list read before showed first).
void TstCountPane::startCount(CountPane &pane, const QString &name)
{
    pane.nameEdit()->setText(name);
    pane.typeChooser()->setCurrentIndex(pane.typeChooser()->findData(u"book"_s));
    pane.openCount();
    QTRY_VERIFY(pane.currentCountId() > 0 && pane.countChooser()->currentText().startsWith(name));
    // Titled as the list titles it from the start: counts may share a name.
    QVERIFY2(pane.countChooser()->currentText().startsWith(name + u" (started "_s),
        qPrintable(pane.countChooser()->currentText()));
}

void TstCountPane::twoConsolesCountWhileTheTillSells()
{
    m_stockA = stockOf(m_bookA);
    QVERIFY(m_stockA >= 3);
    const qint64 stockB = stockOf(m_bookB);
    CountPane paneA(m_fixture.session);
    CountPane paneB(m_sessionB);
    QString confirmed;
    QList<CountPane::Question> asked;
    paneA.setConfirmer([&](CountPane::Question question, const QString &text) {
        asked.append(question);
        confirmed = text;
        return true;
    });
    paneA.show();
    QTRY_VERIFY(paneA.categoryChooser()->count() > 1); // the categories arrived

    // Console A starts a count of the books.
    startCount(paneA, u"Books shelf"_s);
    const qint64 countId = paneA.currentCountId();

    // Console B finds it among the open counts.
    paneB.reloadCounts();
    QTRY_COMPARE(paneB.currentCountId(), countId);

    // The till sells one of book A before its shelf is counted: that copy is not on the shelf.
    QCOMPARE(sell(m_bookA), m_stockA - 1);

    // The shelf holds two more than the records say: A scans three, B a carton of the rest,
    // and one of book B.
    const qint64 shelfA = m_stockA - 1 + 2;
    for (int i = 0; i < 3; ++i)
        scan(paneA, m_bookA);
    scan(paneB, m_bookA, int(shelfA - 3));
    scan(paneB, m_bookB);
    QTRY_COMPARE(paneA.outbox()->pendingCount(), 0);
    QTRY_COMPARE(paneB.outbox()->pendingCount(), 0);

    // And sells one more after the shelf was counted: that one left the counted shelf.
    QCOMPARE(sell(m_bookA), m_stockA - 2);

    // Each console sees the other's totals after a refresh, with the sale.
    for (CountPane *pane : { &paneA, &paneB }) {
        QSignalSpy refreshed(pane, &CountPane::refreshed);
        pane->refresh();
        QTRY_VERIFY(!refreshed.isEmpty());
        const QList<CountLine> lines = pane->lines()->lines();
        QCOMPARE(lines.size(), 2);
        const CountLine &a = lines[0].code == m_bookA ? lines[0] : lines[1];
        QCOMPARE(a.counted, shelfA);
        QCOMPARE(a.expected, m_stockA);
        QCOMPARE(a.stockWhenCounted, m_stockA - 1); // the sale before counting is in it
        QCOMPARE(a.movedSinceCounted, -1); // the sale after counting is not
        QCOMPARE(a.variance, 2);
        QVERIFY(pane->notScanned()->rowCount() > 0);
        for (const CountLine &line : pane->notScanned()->lines())
            QVERIFY(line.code != m_bookA && line.code != m_bookB);
    }

    // What the pane shows for book A, as a shop reads it.
    const int rowA = paneA.lines()->lines()[0].code == m_bookA ? 0 : 1;
    const auto shown = [&](int column) {
        return paneA.lines()->data(paneA.lines()->index(rowA, column)).toString();
    };
    QCOMPARE(shown(CountModel::Counted), QString::number(shelfA));
    QCOMPARE(shown(CountModel::OnRecord), QString::number(m_stockA - 1));
    QCOMPARE(shown(CountModel::MovedSince), u"-1"_s);
    QCOMPARE(shown(CountModel::Variance), u"+2"_s);
    QCOMPARE(shown(CountModel::After), QString::number(m_stockA));
    QCOMPARE(paneA.lines()->headerData(CountModel::OnRecord, Qt::Horizontal).toString(),
        u"On record when counted"_s);
    QCOMPARE(paneA.lines()->headerData(CountModel::Variance, Qt::Horizontal).toString(),
        u"Difference"_s);

    // Blind mode hides what the records say; differences are highlighted otherwise.
    const QModelIndex onRecord = paneA.lines()->index(rowA, CountModel::OnRecord);
    QVERIFY(paneA.lines()->data(onRecord, Qt::BackgroundRole).isValid());
    paneA.blind()->setChecked(true);
    QCOMPARE(paneA.lines()->data(onRecord).toString(), QStringLiteral("—"));
    QCOMPARE(shown(CountModel::Variance), QStringLiteral("—"));
    QVERIFY(!paneA.lines()->data(onRecord, Qt::BackgroundRole).isValid());
    QCOMPARE(shown(CountModel::Counted), QString::number(shelfA));
    paneA.blind()->setChecked(false);

    // Items never scanned: "keep" leaves them alone, so no difference is shown for them.
    CountModel *missing = paneA.notScanned();
    QVERIFY(missing->data(missing->index(0, CountModel::Variance)).toString().isEmpty());
    QCOMPARE(missing->data(missing->index(0, CountModel::After)).toString(),
        missing->data(missing->index(0, CountModel::OnRecord)).toString());

    // Apply, keeping what nobody scanned, after the confirmation with the totals.
    paneA.notScannedMode()->setCurrentIndex(paneA.notScannedMode()->findData(u"keep"_s));
    QSignalSpy applied(&paneA, &CountPane::applied);
    paneA.applyCount();
    QTRY_COMPARE(applied.size(), 1);
    QCOMPARE(asked, QList<CountPane::Question> { CountPane::Question::Finish });
    QVERIFY2(confirmed.contains(u"2 item(s) counted (%1 unit(s))"_s.arg(shelfA + 1)),
        qPrintable(confirmed));
    // The net change promised is the change made: +2 for A, 1 - stock for B.
    const qint64 net = 2 + 1 - stockB;
    QVERIFY2(confirmed.contains(u"by %1 unit(s) in all"_s.arg(CountModel::signedNumber(net))),
        qPrintable(confirmed));
    QVERIFY(confirmed.contains(u"kept as they are"_s));
    QCOMPARE(applied.first().first().value<StockCount>().status, u"applied"_s);

    // The stock is the shelf count plus the sale made after it was counted: what the pane
    // showed, and what the confirmation promised.
    QCOMPARE(stockOf(m_bookA), m_stockA);
    QCOMPARE(stockOf(m_bookA) - (m_stockA - 2) + stockOf(m_bookB) - stockB, net);
    QCOMPARE(stockOf(m_bookB), 1);
    QTRY_COMPARE(paneA.currentCountId(), 0); // no open count left
}

// A mis-scan is taken back (contract §10: a negative quantity; a line never below 0), and
// cancelling a count asks first: it discards every console's lines.
void TstCountPane::takeBackAndCancelAsk()
{
    CountPane pane(m_fixture.session);
    QList<CountPane::Question> asked;
    bool answer = false;
    pane.setConfirmer([&](CountPane::Question question, const QString &) {
        asked.append(question);
        return answer;
    });
    pane.show();
    startCount(pane, u"Mistakes"_s);
    const qint64 id = pane.currentCountId();
    const auto counted = [&]() -> qint64 {
        QSignalSpy refreshed(&pane, &CountPane::refreshed);
        pane.refresh();
        if (!refreshed.wait(5000))
            return -1;
        for (const CountLine &line : pane.lines()->lines()) {
            if (line.code == m_bookB)
                return line.counted;
        }
        return 0;
    };

    scan(pane, m_bookB, 3);
    QTRY_COMPARE(pane.outbox()->pendingCount(), 0);
    QCOMPARE(counted(), 3);
    // "Take back" makes the next scan negative, then counting goes on.
    pane.takeBack()->setChecked(true);
    scan(pane, m_bookB);
    QVERIFY(!pane.takeBack()->isChecked());
    QTRY_COMPARE(pane.outbox()->pendingCount(), 0);
    QCOMPARE(counted(), 2);
    // One back from the selected line.
    pane.linesView()->setCurrentIndex(pane.lines()->index(0, CountModel::Product));
    pane.takeOneBack();
    QTRY_COMPARE(pane.outbox()->pendingCount(), 0);
    QCOMPARE(counted(), 1);
    // More than the line holds: refused, the line stays, the pane says why.
    pane.takeBack()->setChecked(true);
    scan(pane, m_bookB, 5);
    QTRY_COMPARE(pane.outbox()->pendingCount(), 0);
    QTRY_VERIFY(pane.bannerText().contains(m_bookB));
    QCOMPARE(counted(), 1);

    // Cancel asks; "No" keeps the count and its lines.
    pane.cancelCount();
    QCOMPARE(asked, QList<CountPane::Question> { CountPane::Question::Cancel });
    QTest::qWait(300);
    QCOMPARE(pane.currentCountId(), id);
    QCOMPARE(counted(), 1);
    answer = true;
    pane.cancelCount();
    QTRY_COMPARE(pane.currentCountId(), 0);
    QCOMPARE(m_till->get(u"/products/stock/counts/%1"_s.arg(id)).json()[u"data"_s][u"status"_s],
        u"cancelled"_s);
}

void TstCountPane::historyShowsEveryChangeAndExportsCsv()
{
    HistoryPane pane(m_fixture.session);
    QSignalSpy loaded(&pane, &HistoryPane::loaded);
    pane.codeFilter()->setText(m_bookA);
    pane.reload();
    QTRY_COMPARE(loaded.size(), 1);
    // Newest first: the count's correction, then the till's two sales, then the import's first
    // stock (an import records it as a movement, contract §2).
    const QList<Movement> &movements = pane.model()->movements();
    QCOMPARE(movements.size(), 4);
    QCOMPARE(movements[3].reason, u"received"_s);
    QCOMPARE(movements[0].reason, u"count"_s);
    QCOMPARE(movements[0].after, m_stockA);
    QCOMPARE(movements[0].before, m_stockA - 2);
    QCOMPARE(movements[0].delta, 2); // the difference the pane showed
    QCOMPARE(movements[0].keyName, u"test"_s); // console A's key
    QVERIFY(movements[0].note.contains(u"Books shelf"_s));
    QCOMPARE(movements[1].reason, u"sold"_s);
    QCOMPARE(movements[1].delta, -1);
    QCOMPARE(movements[1].keyName, u"till"_s);
    QCOMPARE(pane.model()->data(pane.model()->index(0, MovementModel::Reason)).toString(),
        MovementModel::reasonText(u"count"_s));

    // The reason filter: both books' count movements.
    pane.codeFilter()->clear();
    pane.reasonFilter()->setCurrentIndex(pane.reasonFilter()->findData(u"count"_s));
    pane.reload();
    QTRY_COMPARE(loaded.size(), 2);
    QCOMPARE(pane.total(), 2);

    // CSV: BOM, header, CRLF lines, one row a movement.
    const QString path = m_fixture.dir.filePath(u"history.csv"_s);
    QVERIFY(pane.exportCsv(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray csv = file.readAll();
    QVERIFY(csv.startsWith("\xEF\xBB\xBF"
                           "id,at,type,product_id,name,code,"));
    QVERIFY(csv.endsWith("\r\n"));
    const QList<QByteArray> rows = csv.mid(3).trimmed().split('\n');
    QCOMPARE(rows.size(), 3);
    for (const QByteArray &row : rows)
        QVERIFY(row.endsWith('\r') || row == rows.last());
    QVERIFY(csv.contains(QByteArray("," + m_bookA.toLatin1() + ",")));
    QVERIFY(csv.contains(",count,"));
    // The Export button's path: every page the filters match, not only the one shown.
    pane.setPageSize(1);
    pane.reload();
    QTRY_COMPARE(loaded.size(), 3);
    QCOMPARE(pane.model()->rowCount(), 1);
    const QString all = m_fixture.dir.filePath(u"history-all.csv"_s);
    pane.exportAll(all);
    QTRY_VERIFY(QFile::exists(all));
    QCOMPARE(pane.model()->rowCount(), 2);
    QFile allFile(all);
    QVERIFY(allFile.open(QIODevice::ReadOnly));
    QCOMPARE(allFile.readAll(), csv);
    // Saving into a folder that does not exist fails without a partial file.
    QVERIFY(!pane.exportCsv(m_fixture.dir.filePath(u"missing/history.csv"_s)));
}

void TstCountPane::csvQuotesAsRfc4180()
{
    MovementModel model;
    Movement m;
    m.id = 7;
    m.at = QDateTime(QDate(2026, 11, 2), QTime(10, 0), Qt::UTC);
    m.type = u"stationery"_s;
    m.productId = 3;
    m.name = u"Daftar, \"A4\" — Тетрадь"_s;
    m.code = u"4780000000014"_s;
    m.before = 5;
    m.after = 3;
    m.delta = -2;
    m.reason = u"damaged"_s;
    m.note = u"line one\nline two"_s;
    m.appId = u"app_1"_s;
    m.keyName = u"till"_s;
    model.setMovements({ m });
    const QByteArray csv = model.toCsv();
    const QByteArray expected = "\xEF\xBB\xBF"
                                "id,at,type,product_id,name,code,variant_id,before,after,delta,"
                                "reason,note,app_id,key_name\r\n"
                                "7,2026-11-02T10:00:00Z,stationery,3,\"Daftar, \"\"A4\"\" — "
                                "Тетрадь\",4780000000014,,5,3,-2,damaged,\"line one\nline two\","
                                "app_1,till\r\n";
    QCOMPARE(csv, expected);
}

// OWASP "CSV injection": a note a till wrote is not run by the spreadsheet that opens the
// export; the numbers stay numbers (a negative delta included).
void TstCountPane::csvNeutralisesFormulas()
{
    MovementModel model;
    Movement m;
    m.id = 8;
    m.at = QDateTime(QDate(2026, 11, 2), QTime(10, 0), Qt::UTC);
    m.type = u"book"_s;
    m.productId = 4;
    m.name = u"@SUM(1)"_s;
    m.code = u"+1"_s;
    m.before = 5;
    m.after = 2;
    m.delta = -3;
    m.reason = u"sale"_s;
    m.note = u"=HYPERLINK(\"http://x\",\"y\")"_s;
    m.appId = u"-app"_s;
    m.keyName = u"\tTAB"_s;
    Movement second = m;
    second.id = 9;
    second.name = u"'=already"_s;
    second.code = u"978-0"_s;
    second.note = u"\rCR"_s;
    second.appId = u"app_1"_s;
    second.keyName = u"till"_s;
    model.setMovements({ m, second });
    const QByteArray expected = "\xEF\xBB\xBF"
                                "id,at,type,product_id,name,code,variant_id,before,after,delta,"
                                "reason,note,app_id,key_name\r\n"
                                "8,2026-11-02T10:00:00Z,book,4,'@SUM(1),'+1,,5,2,-3,sale,"
                                "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",'-app,'\tTAB\r\n"
                                "9,2026-11-02T10:00:00Z,book,4,''=already,978-0,,5,2,-3,sale,"
                                "\"'\rCR\",app_1,till\r\n";
    QCOMPARE(model.toCsv(), expected);
}

// Scans made while the server cannot be reached wait in the outbox and are sent later with
// their own keys; an answer lost on the way is replayed, so each scan counts once.
void TstCountPane::offlineScansAreSentOnceLater()
{
    const HttpTestClient::Headers json { { "Content-Type", "application/json" } };
    const auto opened = m_till->post(
        u"/products/stock/counts"_s, R"({"name":"Offline shelf","type":"book"})", json);
    QCOMPARE(opened.status, 201);
    const qint64 id = opened.json()[u"data"_s][u"id"_s].toInteger();

    DroppingProxy proxy(quint16(QUrl(m_fixture.server.baseUrl()).port()));
    QVERIFY(proxy.listen(QHostAddress::LocalHost, 0));
    const quint16 port = proxy.serverPort();
    QUrl viaProxy(m_fixture.server.baseUrl());
    viaProxy.setPort(port);
    QObject scope;
    auto *client = new ApiClient(
        nullptr, new EtagCache(EtagCache::Persistence::MemoryOnly, {}, &scope), &scope);
    client->setServer(viaProxy, m_fixture.key.appId, m_fixture.key.secret);
    Outbox outbox(client, m_fixture.dir.filePath(u"offline.sqlite"_s));
    QVERIFY(outbox.isOpen());
    outbox.setRetryPolicy(RetryPolicy(0, 100, 1000));
    {
        // A write-ahead log: one fsync per scan written. A rollback journal's several held the
        // GUI thread up to 650 ms a scan on a busy disk (tests/bench console_pane_stalls_bench).
        QSqlDatabase peek = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"peek-journal"_s);
        peek.setDatabaseName(m_fixture.dir.filePath(u"offline.sqlite"_s));
        QVERIFY(peek.open());
        QSqlQuery mode(u"PRAGMA journal_mode"_s, peek);
        QVERIFY(mode.next());
        QCOMPARE(mode.value(0).toString(), u"wal"_s);
    }
    QSqlDatabase::removeDatabase(u"peek-journal"_s);

    proxy.close(); // offline
    QVERIFY(outbox.enqueueScan(Outbox::Kind::Count, id, m_bookA, 1) > 0);
    QVERIFY(outbox.enqueueScan(Outbox::Kind::Count, id, m_bookA, 2) > 0);
    QTest::qWait(800);
    QCOMPARE(outbox.pendingCount(), 2);

    QVERIFY(proxy.listen(QHostAddress::LocalHost, port)); // back online
    proxy.armDrop(); // and the first answer is lost after the server counted it
    outbox.resume();
    QTRY_COMPARE_WITH_TIMEOUT(outbox.pendingCount(), 0, 60000);
    QCOMPARE(proxy.dropped(), 1);

    const auto count = m_till->get(u"/products/stock/counts/%1"_s.arg(id));
    const QJsonArray lines = count.json()[u"data"_s][u"lines"_s].toArray();
    QCOMPARE(lines.size(), 1);
    QCOMPARE(lines[0][u"counted"_s].toInteger(), 3);
    QCOMPARE(m_till->post(u"/products/stock/counts/%1/cancel"_s.arg(id), "{}", json).status, 200);
}

// "Set items not scanned to 0" says how many items and units it takes off (all of them, not
// one page), the tab shows what it does to each, and the choice is not kept for the next count.
// Near the end: it zeroes the seller's books.
void TstCountPane::zeroTellsWhatItZeroesAndDoesNotStick()
{
    qint64 books = 0;
    qint64 units = 0;
    for (int page = 1; page < 50; ++page) {
        const auto mine = m_till->get(u"/products/mine?type=book&per_page=100&page=%1"_s.arg(page));
        const QJsonArray items = mine.json()[u"data"_s].toArray();
        for (const QJsonValue &item : items) {
            if (item[u"code"_s].toString() == m_bookA)
                continue;
            ++books;
            units += item[u"stock"_s].toInteger();
        }
        if (items.size() < 100)
            break;
    }
    QVERIFY(books > 0 && units > 0);

    CountPane pane(m_fixture.session);
    QString text;
    bool answer = false;
    pane.setConfirmer([&](CountPane::Question, const QString &asked) {
        text = asked;
        return answer;
    });
    pane.show();
    startCount(pane, u"Everything"_s);
    scan(pane, m_bookA, int(stockOf(m_bookA)));
    QTRY_COMPARE(pane.outbox()->pendingCount(), 0);
    QSignalSpy refreshed(&pane, &CountPane::refreshed);
    pane.refresh();
    QTRY_VERIFY(!refreshed.isEmpty());

    pane.notScannedMode()->setCurrentIndex(pane.notScannedMode()->findData(u"zero"_s));
    CountModel *missing = pane.notScanned();
    const CountLine first = missing->lines().constFirst();
    QCOMPARE(missing->data(missing->index(0, CountModel::Variance)).toString(),
        QString::number(-first.stockNow()));
    QCOMPARE(missing->data(missing->index(0, CountModel::After)).toString(), u"0"_s);

    pane.applyCount(); // declined: nothing applied
    QTRY_VERIFY(!text.isEmpty());
    QVERIFY2(text.contains(u"It sets %1 item(s) not scanned to 0,"_s.arg(books)), qPrintable(text));
    QVERIFY2(text.contains(u"taking off %1 unit(s)."_s.arg(units)), qPrintable(text));
    QVERIFY2(
        text.contains(u"In all the stock changes by %1 unit(s)."_s.arg(-units)), qPrintable(text));
    QCOMPARE(pane.notScannedMode()->currentData().toString(), u"zero"_s);

    answer = true;
    QSignalSpy applied(&pane, &CountPane::applied);
    pane.applyCount();
    QTRY_COMPARE(applied.size(), 1);
    QCOMPARE(stockOf(first.code), 0);
    // The next count starts with "keep" again.
    QCOMPARE(pane.notScannedMode()->currentData().toString(), u"keep"_s);
}

// `keys revoke` while counting: the count scans wait (never rejected, never lost), and a new key
// entered for the same connection sends them. Last: it revokes console A's key.
void TstCountPane::countScansWaitForANewKey()
{
    CountPane pane(m_fixture.session);
    pane.show();
    startCount(pane, u"Revoked"_s);
    const qint64 id = pane.currentCountId();

    QCOMPARE(m_fixture.server.run({ u"keys"_s, u"revoke"_s, m_fixture.key.appId }).exitCode, 0);
    scan(pane, m_bookA);
    scan(pane, m_bookA);
    QTRY_VERIFY(pane.outbox()->isPaused());
    QTest::qWait(500);
    QCOMPARE(pane.outbox()->pendingCount(), 2);
    QVERIFY2(pane.bannerText().contains(u"refused the key"_s), qPrintable(pane.bannerText()));

    const TestServer::Key fresh
        = m_fixture.server.createKey(u"read,stock:write"_s, { u"--seller"_s, u"1"_s });
    ConnectionProfile profile = m_fixture.session->currentProfile();
    profile.appId = fresh.appId;
    m_fixture.session->connectWith(profile, fresh.secret, false);
    QTRY_COMPARE_WITH_TIMEOUT(pane.outbox()->pendingCount(), 0, 30000);
    const QJsonArray lines = m_till->get(u"/products/stock/counts/%1"_s.arg(id))
                                 .json()[u"data"_s][u"lines"_s]
                                 .toArray();
    QCOMPARE(lines.size(), 1);
    QCOMPARE(lines[0][u"counted"_s].toInteger(), 2);
}

QTEST_MAIN(TstCountPane)
#include "tst_countpane.moc"

// The variance list on paper: the counted items whose count differs, the shop, page numbers.
void TstCountPane::variancesPrint()
{
    CountPane pane(m_fixture.session);
    pane.show();
    QTRY_VERIFY(pane.categoryChooser()->count() > 1);
    pane.nameEdit()->setText(u"Print check"_s);
    pane.typeChooser()->setCurrentIndex(pane.typeChooser()->findData(u"book"_s));
    const qint64 before = pane.currentCountId();
    pane.openCount();
    QTRY_VERIFY(pane.currentCountId() > 0 && pane.currentCountId() != before);
    const qint64 stockA = stockOf(m_bookA);
    const qint64 stockB = stockOf(m_bookB);
    QVERIFY(stockA >= 0 && stockB >= 1);
    scan(pane, m_bookA, int(stockA + 2)); // two more than the stock
    scan(pane, m_bookB, int(stockB)); // exactly the stock: no variance
    QTRY_COMPARE(pane.outbox()->pendingCount(), 0);
    QSignalSpy refreshed(&pane, &CountPane::refreshed);
    pane.refresh();
    QTRY_VERIFY(!refreshed.isEmpty());
    QTRY_COMPARE(pane.lines()->rowCount(), 2);

    const TableDocument doc = pane.varianceDocument();
    QCOMPARE(doc.shopName, m_fixture.session->currentProfileName());
    QVERIFY(doc.title.contains(u"Print check"_s));
    QCOMPARE(doc.headers.size(), 6);
    QCOMPARE(doc.rows.size(), 1); // book B counted as expected is not listed
    QCOMPARE(doc.rows.at(0).at(1), m_bookA);
    QCOMPARE(doc.rows.at(0).at(2), QLocale().toString(stockA + 2));
    QCOMPARE(doc.rows.at(0).at(5), u"+2"_s);
    const QString pdf = m_fixture.dir.filePath(u"variances.pdf"_s);
    QVERIFY(DocumentPreview::savePdf(doc, pdf));
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll().count("/Type /Page\n"), 1);

    // A blind count shows no variances on paper either.
    pane.blind()->setChecked(true);
    QVERIFY(pane.varianceDocument().rows.isEmpty());
    pane.blind()->setChecked(false);
    pane.setConfirmer([](CountPane::Question, const QString &) { return true; });
    pane.cancelCount();
}
