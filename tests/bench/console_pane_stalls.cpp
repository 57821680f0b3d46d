// Benchmark (no GUI stall over 100 ms while scanning, counting or opening
// any pane): the whole console window against the real catalog-server, on the platform given
// (offscreen by default; QT_QPA_PLATFORM=xcb under xvfb-run for a real X server).
//
// The window starts on the Local server pane (it reads nothing from the server), connects, then
// opens every pane in turn for the first time (each left BENCH_SETTLE_MS, 1500, for its data to
// arrive and show), then types scanner bursts (a key every 5-10 ms, then Enter, BENCH_SCANS
// codes, 30, one every 150 ms) into Stock, into a count just opened in Count (then the "Not
// scanned yet" tab, then Apply keeping the items not scanned), and into a delivery without
// an order in Receive (cancelled afterwards). A 1 ms precise timer records how late it fires:
// the longest time the GUI thread did not get back to its event loop, per pane and phase.
//
// BENCH_DB: an existing catalog file (e.g. build/bench/bench-100k.db from bench_latency.sh),
// copied so the bench key is not written into it; without it, `demo --size BENCH_SIZE`
// (100,000 by default, ~40 s). The bench key allows 100 requests/s so the pacer does not set the
// pace. Exit status 1 when any figure is over 100 ms.
#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QSettings>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <cstdio>
#include <functional>

#include "models/consolesession.h"
#include "models/countmodel.h"
#include "models/localserver.h"
#include "models/minemodel.h"
#include "net/apiclient.h"
#include "net/connectionprofiles.h"
#include "net/etagcache.h"
#include "net/inmemorycredentialstore.h"
#include "net/outbox.h"
#include "tests/bench/stallmeter.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"
#include "ui/countpane.h"
#include "ui/documentscanpane.h"
#include "ui/mainwindow.h"
#include "ui/scanlineedit.h"
#include "ui/stockpane.h"

using namespace Qt::StringLiterals;

namespace {

int envInt(const char *name, int fallback)
{
    const int value = qEnvironmentVariableIntValue(name);
    return value > 0 ? value : fallback;
}

// The event loop runs meanwhile (QTest::qWait would sleep in 10 ms steps and be measured).
void settle(int ms)
{
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

bool waitFor(const std::function<bool()> &done, int timeoutMs)
{
    if (done())
        return true;
    QEventLoop loop;
    QTimer poll;
    poll.setInterval(5);
    QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
        if (done())
            loop.quit();
    });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    poll.start();
    loop.exec();
    return done();
}

void sendKey(Qt::Key key, char text)
{
    if (QWidget *target = QApplication::focusWidget()) {
        QTest::sendKeyEvent(QTest::Press, target, key, text, Qt::NoModifier);
        QTest::sendKeyEvent(QTest::Release, target, key, text, Qt::NoModifier);
    }
}

// A keyboard-wedge scanner: a key every 5-10 ms to whatever has the focus, then Enter, the
// event loop running between the keys.
void typeBurst(const QString &code)
{
    static constexpr int gaps[] = { 5, 8, 6, 9, 7, 10 };
    int i = 0;
    for (const QChar c : code) {
        settle(gaps[i++ % 6]);
        sendKey(Qt::Key(c.unicode()), c.toLatin1());
    }
    settle(gaps[i % 6]);
    sendKey(Qt::Key_Return, '\r');
}

struct Row
{
    QString pane;
    QString phase;
    double worstMs = 0;
    double worstCpuMs = 0;
    int over16 = 0;
    int over50 = 0;
};

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // The console's settings and outboxes (Count, Receive) in a folder of this run only.
    QTemporaryDir home;
    for (const char *xdg : { "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME" })
        qputenv(xdg, home.path().toLocal8Bit() + '/' + xdg);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(u"catalog-bench"_s);
    QApplication::setApplicationName(u"console-pane-stalls"_s);
    if (TestServer::binary().isEmpty()) {
        std::fprintf(stderr, "CATALOG_SERVER_BIN is not set\n");
        return 2;
    }
    const int scans = envInt("BENCH_SCANS", 30);
    const int settleMs = envInt("BENCH_SETTLE_MS", 1500);

    TestServer server;
    QElapsedTimer setup;
    setup.start();
    const QString benchDb = qEnvironmentVariable("BENCH_DB");
    if (!benchDb.isEmpty()) {
        if (!QFile::copy(benchDb, server.folder() + u"/catalog.db"_s)) {
            std::fprintf(stderr, "cannot copy %s\n", qPrintable(benchDb));
            return 2;
        }
        std::printf("catalog: copy of %s\n", qPrintable(benchDb));
    } else {
        const int size = envInt("BENCH_SIZE", 100000);
        if (!server.demo(size))
            return 2;
        std::printf("catalog: demo --size %d (%.1f s)\n", size, double(setup.elapsed()) / 1000);
    }
    const TestServer::Key key = server.createKey(u"read,stock:write"_s,
        { u"--seller"_s, u"1"_s, u"--rate-per-second"_s, u"100"_s, u"--rate-per-minute"_s,
            u"100000"_s });
    if (key.appId.isEmpty() || !server.start())
        return 2;
    // A supplier for the delivery.
    HttpTestClient http(server.baseUrl());
    http.setCredentials(key.appId, key.secret);
    const auto supplier = http.post(u"/products/stock/suppliers"_s, R"({"name":"Bench supplier"})",
        { { "Content-Type", "application/json" } });
    if (supplier.status != 201) {
        std::fprintf(stderr, "no supplier: %d\n", supplier.status);
        return 2;
    }
    const qint64 supplierId = supplier.json()[u"data"_s][u"id"_s].toInteger();

    // The console as main() wires it.
    QObject owner;
    auto *cache = new EtagCache(EtagCache::Persistence::MemoryOnly, {}, &owner);
    auto *client = new ApiClient(nullptr, cache, &owner);
    auto *credentials = new InMemoryCredentialStore(&owner);
    QSettings profileSettings(home.filePath(u"profiles.ini"_s), QSettings::IniFormat);
    auto *profiles = new ConnectionProfiles(&profileSettings, &owner);
    auto *session = new ConsoleSession(
        client, credentials, profiles, home.filePath(u"outbox.sqlite"_s), &owner);
    QSettings().setValue(u"window/pane"_s, int(MainWindow::Pane::LocalServer));
    LocalServer local;
    auto window = std::make_unique<MainWindow>(session, &local);
    window->resize(1024, 568);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return 2;
    window->activateWindow();
    if (!QTest::qWaitForWindowActive(window.get()))
        std::fprintf(stderr, "the window is not active: keys go to the focus widget anyway\n");
    auto *stack = window->findChild<QStackedWidget *>();

    QList<Row> rows;
    StallMeter meter;
    const auto measure = [&](const QString &pane, const QString &phase,
                             const std::function<void()> &work) {
        meter.start();
        work();
        meter.stop();
        rows.append(
            { pane, phase, meter.worstMs(), meter.worstCpuMs(), meter.over16(), meter.over50() });
        std::printf("  %-18s %-30s worst %6.1f ms (GUI thread CPU %5.1f ms), %d over 50\n",
            qPrintable(pane), qPrintable(phase), meter.worstMs(), meter.worstCpuMs(),
            meter.over50());
        std::fflush(stdout);
    };

    ConnectionProfile profile;
    profile.name = u"bench"_s;
    profile.baseUrl = QUrl(server.baseUrl());
    profile.appId = key.appId;
    session->setSellerId(profile.name, 1);
    measure(stack->currentWidget()->objectName(), u"connect"_s, [&] {
        session->connectWith(profile, key.secret, false);
        settle(settleMs);
    });

    // Every pane opened for the first time (the one shown at start last).
    const int first = stack->currentIndex();
    for (int n = 1; n <= window->paneCount(); ++n) {
        const int i = (first + n) % window->paneCount();
        measure(window->pane(MainWindow::Pane(i))->objectName(), u"open"_s, [&] {
            window->showPane(MainWindow::Pane(i));
            settle(settleMs);
        });
    }

    // Codes of the shop's products as the Stock pane lists them.
    StockPane *stock = window->stockPane();
    if (!waitFor([&] { return stock->mineModel()->rowCount() > 0; }, 30000)) {
        std::fprintf(stderr, "the stock pane lists nothing\n");
        return 1;
    }
    QStringList codes;
    for (int row = 0; codes.size() < scans; row = (row + 1) % stock->mineModel()->rowCount())
        codes << stock->mineModel()->item(row).code;

    const auto burstsInto = [&](QWidget *field, const std::function<bool()> &sent) {
        field->setFocus(Qt::OtherFocusReason);
        for (const QString &code : std::as_const(codes)) {
            typeBurst(code);
            settle(150);
        }
        waitFor(sent, 60000);
        settle(settleMs);
    };

    window->showPane(MainWindow::Pane::Stock);
    settle(300);
    measure(stock->objectName(), u"%1 scanner bursts"_s.arg(scans), [&] {
        burstsInto(stock->scanField(), [&] { return session->outbox()->pendingCount() == 0; });
    });

    auto *count = window->findChild<CountPane *>();
    window->showPane(MainWindow::Pane(stack->indexOf(count)));
    count->setConfirmer([](CountPane::Question, const QString &) { return true; });
    measure(count->objectName(), u"start a count"_s, [&] {
        count->nameEdit()->setText(u"Bench shelf"_s);
        count->openCount();
        waitFor([&] { return count->currentCountId() > 0; }, 30000);
        settle(settleMs);
    });
    measure(count->objectName(), u"%1 scanner bursts"_s.arg(scans), [&] {
        burstsInto(count->scanEdit(), [&] { return count->outbox()->pendingCount() == 0; });
    });
    measure(count->objectName(), u"\"not scanned yet\" tab"_s, [&] {
        if (auto *tabs = count->findChild<QTabWidget *>())
            tabs->setCurrentIndex(1);
        settle(settleMs);
    });
    measure(count->objectName(), u"apply (keep the others)"_s, [&] {
        const qint64 id = count->currentCountId();
        count->applyCount();
        waitFor([&] { return count->currentCountId() != id; }, 30000);
        settle(settleMs);
    });

    DocumentScanPane *receive = nullptr;
    for (auto *pane : window->findChildren<DocumentScanPane *>()) {
        if (pane->kind() == DocumentScanPane::Kind::Receipt)
            receive = pane;
    }
    window->showPane(MainWindow::Pane(stack->indexOf(receive)));
    receive->setConfirmer([](ScanDocumentPane::Question, const QString &) { return true; });
    measure(receive->objectName(), u"start a delivery"_s, [&] {
        waitFor([&] { return receive->supplierChooser()->findData(supplierId) >= 0; }, 30000);
        receive->supplierChooser()->setCurrentIndex(
            receive->supplierChooser()->findData(supplierId));
        receive->orderChooser()->setCurrentIndex(0); // without an order
        receive->referenceEdit()->setText(u"BENCH-1"_s);
        receive->startDocument();
        waitFor([&] { return receive->current().reference == u"BENCH-1"_s; }, 30000);
        settle(settleMs);
    });
    measure(receive->objectName(), u"%1 scanner bursts"_s.arg(scans), [&] {
        burstsInto(receive->scanField(), [&] { return receive->outbox()->pendingCount() == 0; });
    });
    receive->cancelDocument();
    settle(500);

    std::printf("\nworst GUI-thread stall per pane (ms), %d scans per burst phase:\n", scans);
    QMap<QString, Row> worstOf;
    QStringList order;
    for (const Row &row : std::as_const(rows)) {
        if (!worstOf.contains(row.pane))
            order << row.pane;
        if (row.worstMs >= worstOf.value(row.pane).worstMs)
            worstOf[row.pane] = row;
    }
    bool over = false;
    for (const QString &pane : std::as_const(order)) {
        const Row &row = worstOf[pane];
        over = over || row.worstMs > 100;
        std::printf("  %-18s %6.1f  (%s; GUI thread CPU %.1f ms)%s\n", qPrintable(pane),
            row.worstMs, qPrintable(row.phase), row.worstCpuMs,
            row.worstMs > 100 ? "  OVER 100 ms" : "");
    }
    window.reset();
    return over ? 1 : 0;
}
