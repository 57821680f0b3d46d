// Benchmark: the catalog pane against a 100k-product catalog on the real
// catalog-server, on the offscreen platform.
//
// 1. Connect to first page shown: from ConsoleSession::connectWith() to the first paint of the
//    view after the first page's rows arrived (also the model's own firstPageMs, from its
//    setFetcher() to the rows). Median of BENCH_RUNS (10) runs, each with a new client, session
//    and pane: "cold" with an empty ETag cache each time, "etag" with one shared, primed cache
//    (the server answers 304). The server's own response cache is warm after the first run;
//    the first cold run is printed apart.
// 2. Scrolling: the view is scrolled to the bottom as each page arrives until BENCH_PAGES (50)
//    pages are loaded; a 1 ms precise timer records how late it fires, i.e. the longest time the
//    GUI thread did not get to its event loop.
//
// BENCH_DB: an existing catalog file (e.g. build/bench/bench-100k.db from bench_latency.sh),
// copied so the bench key is not written into it; without it, `demo --size 100000` (~40 s).
// The bench key allows 100 requests/s so that the pacer does not set the scrolling speed.
#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <memory>

#include "models/consolesession.h"
#include "models/pagedproductmodel.h"
#include "net/apiclient.h"
#include "net/connectionprofiles.h"
#include "net/etagcache.h"
#include "net/inmemorycredentialstore.h"
#include "tests/bench/stallmeter.h"
#include "tests/support/testserver.h"
#include "ui/catalogpane.h"

using namespace Qt::StringLiterals;

namespace {

// Ends `loop` at the first paint of the watched widget once armed.
class PaintWatch final : public QObject
{
public:
    explicit PaintWatch(QEventLoop *loop)
        : m_loop(loop)
    { }
    bool painted = false;
    bool armed = false;
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (armed && !painted && event->type() == QEvent::Paint) {
            painted = true;
            // After this paint is done: the time includes painting the rows.
            QTimer::singleShot(0, m_loop, &QEventLoop::quit);
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QEventLoop *m_loop;
};

// A console as main() wires it, minus the window: client, session, catalog pane.
struct Console
{
    Console(EtagCache *sharedCache, const QString &folder)
        : settings(folder + u"/console.ini"_s, QSettings::IniFormat)
    {
        cache = sharedCache ? sharedCache
                            : new EtagCache(EtagCache::Persistence::MemoryOnly, {}, &owner);
        client = new ApiClient(nullptr, cache, &owner);
        auto *credentials = new InMemoryCredentialStore(&owner);
        auto *profiles = new ConnectionProfiles(&settings, &owner);
        session = new ConsoleSession(
            client, credentials, profiles, folder + u"/outbox.sqlite"_s, &owner);
        pane = std::make_unique<CatalogPane>(session);
        pane->resize(1200, 800);
    }
    ~Console() { pane.reset(); }

    QObject owner;
    QSettings settings;
    EtagCache *cache = nullptr;
    ApiClient *client = nullptr;
    ConsoleSession *session = nullptr;
    std::unique_ptr<CatalogPane> pane;
};

struct FirstPage
{
    double shownMs = -1; // connect -> first paint with rows
    qint64 modelMs = -1; // PagedProductModel::firstPageMs()
};

FirstPage firstPage(Console &console, const TestServer &server, const TestServer::Key &key)
{
    console.pane->show();
    if (!QTest::qWaitForWindowExposed(console.pane.get()))
        return {};
    PagedProductModel *model = console.pane->model();
    QEventLoop loop;
    PaintWatch watch(&loop);
    console.pane->view()->viewport()->installEventFilter(&watch);
    QObject::connect(model, &PagedProductModel::firstPageLoaded, &watch, [&watch] {
        watch.armed = true;
        watch.painted = false;
    });
    ConnectionProfile profile;
    profile.name = u"bench"_s;
    profile.baseUrl = QUrl(server.baseUrl());
    profile.appId = key.appId;
    QElapsedTimer clock;
    clock.start();
    QTimer::singleShot(30000, &loop, &QEventLoop::quit);
    console.session->connectWith(profile, key.secret, false);
    loop.exec();
    FirstPage out;
    if (watch.painted) {
        out.shownMs = double(clock.nsecsElapsed()) / 1e6;
        out.modelMs = model->firstPageMs();
    }
    console.pane->view()->viewport()->removeEventFilter(&watch);
    return out;
}

double median(QList<double> values)
{
    if (values.isEmpty())
        return -1;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

QString list(const QList<double> &values)
{
    QStringList parts;
    for (double v : values)
        parts << QString::number(v, 'f', 1);
    return parts.join(u' ');
}

int envInt(const char *name, int fallback)
{
    const int value = qEnvironmentVariableIntValue(name);
    return value > 0 ? value : fallback;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    if (TestServer::binary().isEmpty()) {
        std::fprintf(stderr, "CATALOG_SERVER_BIN is not set\n");
        return 2;
    }
    const int runs = envInt("BENCH_RUNS", 10);
    const int pages = envInt("BENCH_PAGES", 50);

    TestServer server;
    QElapsedTimer setup;
    setup.start();
    const QString benchDb = qEnvironmentVariable("BENCH_DB");
    const QString target = server.folder() + u"/catalog.db"_s;
    if (!benchDb.isEmpty()) {
        if (!QFile::copy(benchDb, target)) {
            std::fprintf(stderr, "cannot copy %s\n", qPrintable(benchDb));
            return 2;
        }
        std::printf(
            "catalog: copy of %s (%.1f s)\n", qPrintable(benchDb), double(setup.elapsed()) / 1000);
    } else {
        if (!server.demo(100000))
            return 2;
        std::printf("catalog: demo --size 100000 (%.1f s)\n", double(setup.elapsed()) / 1000);
    }
    const TestServer::Key key = server.createKey(
        u"read"_s, { u"--rate-per-second"_s, u"100"_s, u"--rate-per-minute"_s, u"100000"_s });
    if (key.appId.isEmpty() || !server.start())
        return 2;
    QTemporaryDir dir;

    QList<double> coldShown;
    QList<double> coldModel;
    for (int i = 0; i < runs; ++i) {
        Console console(nullptr, dir.filePath(u"cold-%1"_s.arg(i)));
        const FirstPage r = firstPage(console, server, key);
        coldShown << r.shownMs;
        coldModel << double(r.modelMs);
    }
    EtagCache shared(EtagCache::Persistence::MemoryOnly, {});
    {
        Console primer(&shared, dir.filePath(u"prime"_s));
        firstPage(primer, server, key);
    }
    QList<double> etagShown;
    QList<double> etagModel;
    for (int i = 0; i < runs; ++i) {
        Console console(&shared, dir.filePath(u"etag-%1"_s.arg(i)));
        const FirstPage r = firstPage(console, server, key);
        etagShown << r.shownMs;
        etagModel << double(r.modelMs);
    }

    std::printf("first page shown, ms (connect -> first paint with rows), %d runs\n", runs);
    std::printf("  cold : median %.1f  first run %.1f  [%s]\n", median(coldShown),
        coldShown.value(0), qPrintable(list(coldShown)));
    std::printf("         model firstPageMs median %.1f  [%s]\n", median(coldModel),
        qPrintable(list(coldModel)));
    std::printf("  etag : median %.1f  [%s]\n", median(etagShown), qPrintable(list(etagShown)));
    std::printf("         model firstPageMs median %.1f  [%s]\n", median(etagModel),
        qPrintable(list(etagModel)));

    // Scrolling: a fresh console, cold cache, pages loaded as the view reaches the bottom.
    Console console(nullptr, dir.filePath(u"scroll"_s));
    if (firstPage(console, server, key).shownMs < 0)
        return 1;
    PagedProductModel *model = console.pane->model();
    QTableView *view = console.pane->view();
    const int perPage = model->rowCount();
    StallMeter meter;
    QEventLoop loop;
    // Each page shown makes the "user" scroll to the end again; reaching the end asks the
    // model for more through the view, as a wheel or the scroll bar would.
    QObject::connect(model, &QAbstractItemModel::rowsInserted, &loop, [&] {
        if (model->rowCount() >= perPage * pages || !model->canFetchMore({}))
            QTimer::singleShot(0, &loop, &QEventLoop::quit);
        else
            QTimer::singleShot(0, view, [view] { view->scrollToBottom(); });
    });
    QTimer::singleShot(120000, &loop, &QEventLoop::quit);
    QElapsedTimer clock;
    clock.start();
    meter.start();
    view->scrollToBottom();
    loop.exec();
    const qint64 scrollMs = clock.elapsed();
    meter.stop();
    std::printf("scroll to %d pages (%d rows of %lld): %.2f s; GUI-thread stall: worst %.1f ms, "
                "%d over 16 ms, %d over 50 ms\n",
        int(model->rowCount() / std::max(1, perPage)), int(model->rowCount()),
        qint64(model->total()), double(scrollMs) / 1000, meter.worstMs(), meter.over16(),
        meter.over50());
    return 0;
}
