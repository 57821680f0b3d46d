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
#include <QTest>

#include "models/consolesession.h"
#include "models/countmodel.h"
#include "models/movementmodel.h"
#include "net/apiclient.h"
#include "net/connectionprofiles.h"
#include "net/countclient.h"
#include "net/countscanoutbox.h"
#include "net/etagcache.h"
#include "net/inmemorycredentialstore.h"
#include "tests/gui/guifixture.h"
#include "tests/net/droppingproxy.h"
#include "tests/support/httptestclient.h"
#include "ui/countpane.h"
#include "ui/historypane.h"
#include "ui/printing/documentpreview.h"

using namespace Qt::StringLiterals;

class TstCountPane : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void twoConsolesCountWhileTheTillSells();
    void historyShowsEveryChangeAndExportsCsv();
    void csvQuotesAsRfc4180();
    void offlineScansAreSentOnceLater();
    void variancesPrint();

private:
    qint64 stockOf(const QString &code);
    void scan(CountPane &pane, const QString &code, int quantity = 1);

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
    for (int page = 1; page < 20; ++page) {
        const auto mine = m_till->get(u"/products/mine?type=book&per_page=100&page=%1"_s.arg(page));
        const QJsonArray items = mine.json()[u"data"_s].toArray();
        for (const QJsonValue &item : items) {
            if (item[u"code"_s].toString() == code)
                return item[u"stock"_s].toInteger();
        }
        if (items.isEmpty())
            break;
    }
    return -1;
}

void TstCountPane::scan(CountPane &pane, const QString &code, int quantity)
{
    pane.quantity()->setValue(quantity);
    pane.scanEdit()->setText(code);
    QTest::keyClick(pane.scanEdit(), Qt::Key_Return);
    QVERIFY(pane.scanEdit()->text().isEmpty());
    QCOMPARE(pane.quantity()->value(), 1); // back to 1 for the next scan
}

void TstCountPane::twoConsolesCountWhileTheTillSells()
{
    m_stockA = stockOf(m_bookA);
    QVERIFY(m_stockA >= 3);
    CountPane paneA(m_fixture.session, nullptr, m_fixture.dir.filePath(u"scans-a.sqlite"_s));
    CountPane paneB(m_sessionB, nullptr, m_fixture.dir.filePath(u"scans-b.sqlite"_s));
    QString confirmed;
    paneA.setConfirmer([&](const QString &totals) {
        confirmed = totals;
        return true;
    });
    paneA.show();
    QTRY_VERIFY(paneA.categoryChooser()->count() > 1); // the categories arrived

    // Console A starts a count of the books.
    paneA.nameEdit()->setText(u"Books shelf"_s);
    paneA.typeChooser()->setCurrentIndex(paneA.typeChooser()->findData(u"book"_s));
    paneA.openCount();
    QTRY_VERIFY(paneA.currentCountId() > 0);
    const qint64 countId = paneA.currentCountId();

    // Console B finds it among the open counts.
    paneB.reloadCounts();
    QTRY_COMPARE(paneB.currentCountId(), countId);

    // A scans book A three times, B a carton of the rest and 2 more, and one of book B.
    const qint64 countedA = m_stockA + 2;
    for (int i = 0; i < 3; ++i)
        scan(paneA, m_bookA);
    scan(paneB, m_bookA, int(countedA - 3));
    scan(paneB, m_bookB);
    QTRY_COMPARE(paneA.outbox()->pendingCount(), 0);
    QTRY_COMPARE(paneB.outbox()->pendingCount(), 0);

    // The till sells one of book A while the count runs.
    const auto sale = m_till->post(u"/products/stock/by-code"_s,
        QJsonDocument(QJsonObject { { u"code"_s, m_bookA }, { u"delta"_s, -1 } }).toJson(),
        { { "Content-Type", "application/json" } });
    QCOMPARE(sale.status, 200);

    // Each console sees the other's totals after a refresh, with the sale.
    for (CountPane *pane : { &paneA, &paneB }) {
        QSignalSpy refreshed(pane, &CountPane::refreshed);
        pane->refresh();
        QTRY_VERIFY(!refreshed.isEmpty());
        const QList<CountLine> lines = pane->lines()->lines();
        QCOMPARE(lines.size(), 2);
        const CountLine &a = lines[0].code == m_bookA ? lines[0] : lines[1];
        QCOMPARE(a.counted, countedA);
        QCOMPARE(a.expected, m_stockA);
        QCOMPARE(a.movedSinceStart, -1);
        QCOMPARE(a.variance, countedA - (m_stockA - 1));
        QVERIFY(pane->notScanned()->rowCount() > 0);
        for (const CountLine &line : pane->notScanned()->lines())
            QVERIFY(line.code != m_bookA && line.code != m_bookB);
    }

    // Blind mode hides what the system expects; variances are highlighted otherwise.
    const QModelIndex expected = paneA.lines()->index(0, CountModel::Expected);
    QVERIFY(paneA.lines()->data(expected).toString() != QStringLiteral("—"));
    QVERIFY(paneA.lines()->data(expected, Qt::BackgroundRole).isValid());
    paneA.blind()->setChecked(true);
    QCOMPARE(paneA.lines()->data(expected).toString(), QStringLiteral("—"));
    QVERIFY(!paneA.lines()->data(expected, Qt::BackgroundRole).isValid());
    QCOMPARE(paneA.lines()->data(paneA.lines()->index(0, CountModel::Counted)).toInt() > 0, true);
    paneA.blind()->setChecked(false);

    // Apply, keeping what nobody scanned, after the confirmation with the totals.
    paneA.notScannedMode()->setCurrentIndex(paneA.notScannedMode()->findData(u"keep"_s));
    QSignalSpy applied(&paneA, &CountPane::applied);
    paneA.applyCount();
    QTRY_COMPARE(applied.size(), 1);
    QVERIFY2(confirmed.contains(u"2 item(s) counted (%1 unit(s))"_s.arg(countedA + 1)),
        qPrintable(confirmed));
    QVERIFY(confirmed.contains(u"kept as they are"_s));
    QCOMPARE(applied.first().first().value<StockCount>().status, u"applied"_s);

    // Counted + the sale of 1 made meanwhile; the other book as counted.
    QCOMPARE(stockOf(m_bookA), countedA - 1);
    QCOMPARE(stockOf(m_bookB), 1);
    QTRY_COMPARE(paneA.currentCountId(), 0); // no open count left
}

void TstCountPane::historyShowsEveryChangeAndExportsCsv()
{
    HistoryPane pane(m_fixture.session);
    QSignalSpy loaded(&pane, &HistoryPane::loaded);
    pane.codeFilter()->setText(m_bookA);
    pane.reload();
    QTRY_COMPARE(loaded.size(), 1);
    // Newest first: the count's correction, then the till's sale.
    const QList<Movement> &movements = pane.model()->movements();
    QCOMPARE(movements.size(), 2);
    QCOMPARE(movements[0].reason, u"count"_s);
    QCOMPARE(movements[0].after, m_stockA + 1);
    QCOMPARE(movements[0].before, m_stockA - 1);
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
    CountClient counts(client);
    CountScanOutbox outbox(client, &counts, m_fixture.dir.filePath(u"offline.sqlite"_s));
    QVERIFY(outbox.isOpen());
    outbox.setRetryDelay(100);

    proxy.close(); // offline
    QVERIFY(outbox.enqueue(id, m_bookA, 1) > 0);
    QVERIFY(outbox.enqueue(id, m_bookA, 2) > 0);
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

QTEST_MAIN(TstCountPane)
#include "tst_countpane.moc"

// The variance list on paper: the counted items whose count differs, the shop, page numbers.
void TstCountPane::variancesPrint()
{
    CountPane pane(m_fixture.session, nullptr, m_fixture.dir.filePath(u"scans-print.sqlite"_s));
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
    pane.setConfirmer([](const QString &) { return true; });
    pane.cancelCount();
}
