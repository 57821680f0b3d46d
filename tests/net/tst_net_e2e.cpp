// net/ against the real catalog-server on 127.0.0.1:0: every typed call on real answers, 304
// revalidation, pacing under a real rate limit, the outbox across a server outage and a
// console restart, a lost response retried once, and no secret in any file the client writes.
#include <QDirIterator>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "net/apiclient.h"
#include "net/connectionprofiles.h"
#include "net/countclient.h"
#include "net/etagcache.h"
#include "net/goodsclient.h"
#include "net/outbox.h"
#include "net/ratepacer.h"
#include "net/requestengine.h"
#include "tests/net/catalogserverprocess.h"
#include "tests/net/droppingproxy.h"
#include "tests/support/testdatabase.h"

using namespace Qt::StringLiterals;

namespace {

// Waits for an async call inside helpers that return values (QTRY_* return void).
template<typename Pred> bool waitFor(Pred done, int timeoutMs = 20000)
{
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < timeoutMs)
        QTest::qWait(5);
    return done();
}

template<typename T> struct Got
{
    bool done = false;
    ApiResult result;
    T data {};
};

// Calls one ApiClient method and waits for its answer.
template<typename T, typename Call> Got<T> await(Call call)
{
    auto got = std::make_shared<Got<T>>();
    call([got](const ApiResult &r, const T &d) {
        got->done = true;
        got->result = r;
        got->data = d;
    });
    waitFor([&] { return got->done; }, 30000);
    return *got;
}

} // namespace

class tst_NetE2E : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void everyTypedCallParsesRealAnswers();
    void revalidationReturnsSameData();
    void pacingStaysUnderTheKeysLimit();
    void underestimatedLimitWaitsAndSucceeds();
    void lostResponseAppliedOnce();
    void outboxSurvivesOutageAndRestart();
    void consoleKilledWithScansWaitingDeliversEachOnce();
    void noSecretInAnyFileWeWrite();

private:
    ApiClient *newClient(const QJsonObject &key, QObject *parent);
    std::optional<MineItem> firstMineBook(ApiClient *client);

    QTemporaryDir m_dir;
    std::unique_ptr<TestDatabase> m_database; // on the run's engine (CATALOG_TEST_ENGINE)
    std::unique_ptr<CatalogServerProcess> m_server;
    QJsonObject m_key; // read, stock:write, seller 1, generous limits
    QStringList m_secrets;
    QString m_outboxPath;
};

void tst_NetE2E::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    // Start from empty test locations so the secret scan sees only this run's files.
    for (auto location : { QStandardPaths::CacheLocation, QStandardPaths::AppDataLocation,
             QStandardPaths::AppConfigLocation }) {
        QDir(QStandardPaths::writableLocation(location)).removeRecursively();
    }
    if (CatalogServerProcess::binary().isEmpty()
        || !QFileInfo(CatalogServerProcess::binary()).isExecutable())
        QSKIP("CATALOG_SERVER_BIN is not set to a catalog-server binary");
    QVERIFY(m_dir.isValid());
    m_database = std::make_unique<TestDatabase>();
    m_server = std::make_unique<CatalogServerProcess>(m_database->url());
    QString error;
    QVERIFY2(
        !m_server->run({ u"demo"_s, u"--size"_s, u"300"_s }, &error).isEmpty(), qPrintable(error));
    // A seller with a known QR token, so the QR lookup has something to find.
    const QString extra = m_dir.filePath(u"extra.json"_s);
    QFile file(extra);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(
        R"({"sellers":[{"id":40,"name":"QR Shop","logo":"https://img.example/s40.png","rating":4.5,"qr_token":"tst-qr-40"}]})");
    file.close();
    QVERIFY2(!m_server->run({ u"import"_s, extra }, &error).isEmpty() || error.isEmpty(),
        qPrintable(error));
    m_key = m_server->createKey(
        { u"--name"_s, u"e2e"_s, u"--abilities"_s, u"read,stock:write"_s, u"--seller"_s, u"1"_s,
            u"--rate-per-second"_s, u"50"_s, u"--rate-per-minute"_s, u"3000"_s },
        &error);
    QVERIFY2(m_key.contains(u"app_secret"_s), qPrintable(error));
    m_secrets << m_key.value(u"app_secret"_s).toString();
    QVERIFY2(m_server->start(u"127.0.0.1:0"_s, &error), qPrintable(error));
    m_outboxPath
        = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/outbox.sqlite"_s;
}

void tst_NetE2E::cleanupTestCase()
{
    if (m_server)
        m_server->stop();
    m_server.reset();
    m_database.reset();
}

ApiClient *tst_NetE2E::newClient(const QJsonObject &key, QObject *parent)
{
    // The production defaults: its own QNAM, a disk ETag cache under CacheLocation.
    auto *client = new ApiClient(nullptr, nullptr, parent);
    client->setServer(m_server->baseUrl(), key.value(u"app_id"_s).toString(),
        key.value(u"app_secret"_s).toString());
    client->setRetryPolicy(RetryPolicy(4, 100, 1000));
    return client;
}

std::optional<MineItem> tst_NetE2E::firstMineBook(ApiClient *client)
{
    RequestOptions fresh;
    fresh.noCache = true;
    fresh.useEtag = false;
    const auto mine
        = await<Paged<MineItem>>([&](auto cb) { client->mine(u"book"_s, 1, 5, this, cb, fresh); });
    if (!mine.result.isSuccess() || mine.data.items.isEmpty())
        return std::nullopt;
    return mine.data.items.first();
}

void tst_NetE2E::everyTypedCallParsesRealAnswers()
{
    QObject scope;
    ApiClient *c = newClient(m_key, &scope);
    const auto ok = [](const ApiResult &r) {
        return r.isSuccess() ? QByteArray()
                             : (ApiResult::kindText(r.kind()) + u' ' + r.detail()).toUtf8();
    };
#define EXPECT_OK(got) QVERIFY2(got.result.isSuccess(), ok(got.result).constData())

    const auto book = await<BookDetail>([&](auto cb) { c->book(1, &scope, cb); });
    EXPECT_OK(book);
    QCOMPARE(book.data.id, 1);
    QVERIFY(book.data.author && !book.data.author->name.isEmpty());
    QVERIFY(!book.data.images.isEmpty());

    const auto stationery = await<StationeryDetail>([&](auto cb) { c->stationery(1, &scope, cb); });
    EXPECT_OK(stationery);

    const auto byAuthor = await<Paged<ProductSummary>>(
        [&](auto cb) { c->booksByAuthor(book.data.author->id, 1, 5, &scope, cb); });
    EXPECT_OK(byAuthor);
    QCOMPARE(byAuthor.data.meta.shape, PageMeta::Shape::C);
    QVERIFY(byAuthor.data.meta.total >= 1);

    if (book.data.publisher) {
        const auto byPublisher = await<Paged<ProductSummary>>(
            [&](auto cb) { c->booksByPublisher(book.data.publisher->id, 1, 5, &scope, cb); });
        EXPECT_OK(byPublisher);
    }

    const auto books = await<Paged<ProductSummary>>([&](auto cb) {
        c->products(u"books"_s, { 2, 10, QString(), u"price_asc"_s }, &scope, cb);
    });
    EXPECT_OK(books);
    QCOMPARE(books.data.items.size(), 10);
    QCOMPARE(books.data.meta.page, 2);
    QVERIFY(books.data.items[0].price <= books.data.items[9].price);

    const auto recs = await<QList<ProductSummary>>(
        [&](auto cb) { c->recommendations(u"stationery"_s, &scope, cb); });
    EXPECT_OK(recs);
    QVERIFY(!recs.data.isEmpty());

    const auto sellers = await<QList<Seller>>([&](auto cb) { c->sellers(1, &scope, cb); });
    EXPECT_OK(sellers);
    QVERIFY(!sellers.data.isEmpty());

    const auto byQr = await<Seller>([&](auto cb) { c->sellerByQr(u"tst-qr-40"_s, &scope, cb); });
    EXPECT_OK(byQr);
    QCOMPARE(byQr.data.id, 40);
    const auto noQr
        = await<Seller>([&](auto cb) { c->sellerByQr(u"no-such-token"_s, &scope, cb); });
    QCOMPARE(noQr.result.kind(), ApiResult::Kind::NotFound);

    const auto profile = await<SellerProfile>([&](auto cb) { c->sellerProfile(1, 1, &scope, cb); });
    EXPECT_OK(profile);
    QVERIFY(!profile.data.products.isEmpty());

    const auto mine = firstMineBook(c);
    QVERIFY(mine);
    QVERIFY(!mine->code.isEmpty());
    const auto byCode
        = await<ProductSummary>([&](auto cb) { c->productByCode(1, mine->code, &scope, cb); });
    EXPECT_OK(byCode);
    QCOMPARE(byCode.data.id, mine->id);

    const auto search
        = await<Paged<ProductSummary>>([&](auto cb) { c->search(u"harry"_s, 1, &scope, cb); });
    EXPECT_OK(search);
    QVERIFY(search.data.meta.total >= 1);
    const auto apostrophe
        = await<Paged<ProductSummary>>([&](auto cb) { c->search(u"o'tk"_s, 1, &scope, cb); });
    EXPECT_OK(apostrophe);
    QVERIFY(apostrophe.data.meta.total >= 1);
    const auto cyrillic = await<Paged<ProductSummary>>(
        [&](auto cb) { c->search(u"мастер и марг"_s, 1, &scope, cb); });
    EXPECT_OK(cyrillic);
    QVERIFY(cyrillic.data.meta.total >= 1);
    const auto plus = await<QStringList>(
        [&](auto cb) { c->suggestions(u"c++ & co #1"_s, std::nullopt, &scope, cb); });
    EXPECT_OK(plus);
    const auto invalid
        = await<Paged<ProductSummary>>([&](auto cb) { c->search(u"   "_s, 1, &scope, cb); });
    QCOMPARE(invalid.result.kind(), ApiResult::Kind::Validation);
    QVERIFY(invalid.result.fields().contains(u"q"_s));

    const auto suggestions
        = await<QStringList>([&](auto cb) { c->suggestions(u"har"_s, 1, &scope, cb); });
    EXPECT_OK(suggestions);
    const auto trending = await<QList<TrendingQuery>>([&](auto cb) { c->trending(&scope, cb); });
    EXPECT_OK(trending);
    QVERIFY(!trending.data.isEmpty());

    const auto categories = await<QList<Category>>([&](auto cb) { c->categories(&scope, cb); });
    EXPECT_OK(categories);
    QVERIFY(!categories.data.isEmpty());
    const Category &root = categories.data.first();
    const auto inCategory = await<Paged<ProductSummary>>(
        [&](auto cb) { c->categoryProducts(root.id, root.type, 1, &scope, cb); });
    EXPECT_OK(inCategory);

    const auto link = await<Deeplink>([&](auto cb) { c->deeplink(u"book"_s, 1, &scope, cb); });
    EXPECT_OK(link);
    QCOMPARE(link.data.appUrl.toString(), u"catalog://book/1"_s);
    const auto searchLink
        = await<Deeplink>([&](auto cb) { c->searchDeeplink(u"harry potter"_s, &scope, cb); });
    EXPECT_OK(searchLink);
    QVERIFY(!searchLink.data.id);

    const auto stock = await<StockUpdateResult>(
        [&](auto cb) { c->updateStock(StockChange::delta(mine->code, 0), {}, &scope, cb); });
    EXPECT_OK(stock);
    QVERIFY(stock.data.success);
    QCOMPARE(stock.data.id, mine->id);

    StockChange guarded = StockChange::set(mine->code, 5);
    guarded.expectedStock = stock.data.stock + 1000;
    const auto conflict
        = await<StockUpdateResult>([&](auto cb) { c->updateStock(guarded, {}, &scope, cb); });
    QCOMPARE(conflict.result.kind(), ApiResult::Kind::Conflict);
    QCOMPARE(conflict.result.currentStock(), stock.data.stock);
#undef EXPECT_OK
}

void tst_NetE2E::revalidationReturnsSameData()
{
    QObject scope;
    ApiClient *c = newClient(m_key, &scope);
    const auto first = await<BookDetail>([&](auto cb) { c->book(2, &scope, cb); });
    QVERIFY(first.result.isSuccess());
    QVERIFY(!first.result.etag().isEmpty());
    const qint64 hits = c->cache()->hits();
    const auto second = await<BookDetail>([&](auto cb) { c->book(2, &scope, cb); });
    QCOMPARE(second.result.kind(), ApiResult::Kind::NotModified);
    QCOMPARE(second.result.httpStatus(), 304);
    QCOMPARE(second.data.name, first.data.name);
    QCOMPARE(second.data.price, first.data.price);
    QCOMPARE(second.data.images, first.data.images);
    QCOMPARE(c->cache()->hits(), hits + 1);
    QVERIFY(!c->cache()->lastServerCache().isEmpty());

    // A new client (a restarted console) revalidates from the disk cache.
    ApiClient *again = newClient(m_key, &scope);
    const auto third = await<BookDetail>([&](auto cb) { again->book(2, &scope, cb); });
    QCOMPARE(third.result.kind(), ApiResult::Kind::NotModified);
    QCOMPARE(third.data.name, first.data.name);
}

void tst_NetE2E::pacingStaysUnderTheKeysLimit()
{
    QString error;
    const QJsonObject key = m_server->createKey(
        { u"--name"_s, u"pace"_s, u"--abilities"_s, u"read"_s, u"--rate-per-second"_s, u"10"_s },
        &error);
    QVERIFY2(key.contains(u"app_id"_s), qPrintable(error));
    m_secrets << key.value(u"app_secret"_s).toString();
    QObject scope;
    ApiClient *c = newClient(key, &scope);
    RequestOptions options = RequestOptions::background();
    options.useEtag = false;
    int done = 0;
    int ok = 0;
    QElapsedTimer clock;
    clock.start();
    for (int i = 0; i < 100; ++i) {
        c->book(
            1 + i % 50, &scope,
            [&](const ApiResult &r, const BookDetail &) {
                ++done;
                ok += r.kind() == ApiResult::Kind::Ok;
            },
            options);
    }
    QTRY_COMPARE_WITH_TIMEOUT(done, 100, 60000);
    const qint64 elapsed = clock.elapsed();
    QCOMPARE(c->engine()->rateLimitedCount(), 0);
    QCOMPARE(ok, 100);
    // 100 requests at 10/s: the 100th may start no earlier than 9 s after the first.
    QVERIFY2(elapsed >= 9000, qPrintable(QString::number(elapsed)));
    QVERIFY2(elapsed < 15000, qPrintable(u"too slow: %1 ms"_s.arg(elapsed)));
    QCOMPARE(c->pacer()->limitPerSecond(), 10);
    qInfo("100 requests at a 10/s key: %lld ms, %.1f req/s, 0 x 429", elapsed,
        100000.0 / double(elapsed));
}

void tst_NetE2E::underestimatedLimitWaitsAndSucceeds()
{
    QString error;
    const QJsonObject key = m_server->createKey(
        { u"--name"_s, u"slow"_s, u"--abilities"_s, u"read"_s, u"--rate-per-second"_s, u"2"_s },
        &error);
    QVERIFY2(key.contains(u"app_id"_s), qPrintable(error));
    m_secrets << key.value(u"app_secret"_s).toString();
    QObject scope;
    ApiClient *c = newClient(key, &scope); // believes the spec's 8/s until told otherwise
    QSignalSpy waiting(c->pacer(), &RatePacer::waitingChanged);
    RequestOptions options;
    options.useEtag = false;
    int done = 0;
    int ok = 0;
    for (int i = 0; i < 12; ++i) {
        c->book(
            1 + i, &scope,
            [&](const ApiResult &r, const BookDetail &) {
                ++done;
                ok += r.kind() == ApiResult::Kind::Ok;
            },
            options);
    }
    QTRY_COMPARE_WITH_TIMEOUT(done, 12, 60000);
    QCOMPARE(ok, 12);
    QVERIFY(c->engine()->rateLimitedCount() > 0);
    QCOMPARE(c->pacer()->limitPerSecond(), 2);
    QVERIFY(!waiting.isEmpty());
}

void tst_NetE2E::lostResponseAppliedOnce()
{
    QObject scope;
    ApiClient *direct = newClient(m_key, &scope);
    const auto before = firstMineBook(direct);
    QVERIFY(before);

    DroppingProxy proxy(quint16(m_server->baseUrl().port()));
    QVERIFY(proxy.listen(QHostAddress::LocalHost, 0));
    QUrl viaProxy = m_server->baseUrl();
    viaProxy.setPort(proxy.serverPort());
    ApiClient *c = newClient(m_key, &scope);
    c->setServer(
        viaProxy, m_key.value(u"app_id"_s).toString(), m_key.value(u"app_secret"_s).toString());

    proxy.armDrop();
    const auto result = await<StockUpdateResult>(
        [&](auto cb) { c->updateStock(StockChange::delta(before->code, 1), {}, &scope, cb); });
    QCOMPARE(proxy.dropped(), 1);
    QVERIFY2(result.result.kind() == ApiResult::Kind::Ok, qPrintable(result.result.detail()));
    QVERIFY(result.result.replayed()); // the server answered the retry from its stored result
    QCOMPARE(result.data.stock, before->stock + 1);
    const auto after = firstMineBook(direct);
    QCOMPARE(after->stock, before->stock + 1);
}

void tst_NetE2E::outboxSurvivesOutageAndRestart()
{
    QObject scope;
    const quint16 port = quint16(m_server->baseUrl().port());
    const auto before = firstMineBook(newClient(m_key, &scope));
    QVERIFY(before);

    m_server->stop();
    {
        // The console, while the server is down: ten scans.
        ApiClient client(nullptr, nullptr);
        client.setServer(m_server->baseUrl(), m_key.value(u"app_id"_s).toString(),
            m_key.value(u"app_secret"_s).toString());
        Outbox outbox(&client);
        outbox.setRetryPolicy(RetryPolicy(0, 100, 400));
        for (int i = 0; i < 10; ++i)
            QVERIFY(outbox.enqueue(StockChange::delta(before->code, 1)) > 0);
        QCOMPARE(outbox.pendingCount(), 10);
        QTest::qWait(500); // some sends fail with "connection refused"
        QCOMPARE(outbox.pendingCount(), 10);
        QVERIFY(outbox.entries(1).first().attempts >= 1 || outbox.entries(10).last().attempts >= 1);
    } // console closed

    QString error;
    QVERIFY2(m_server->start(u"127.0.0.1:%1"_s.arg(port), &error), qPrintable(error));
    ApiClient client(nullptr, nullptr);
    client.setServer(m_server->baseUrl(), m_key.value(u"app_id"_s).toString(),
        m_key.value(u"app_secret"_s).toString());
    Outbox outbox(&client);
    QCOMPARE(outbox.databasePath(), m_outboxPath);
    QTRY_COMPARE_WITH_TIMEOUT(outbox.pendingCount(), 0, 30000);
    for (const OutboxEntry &e : outbox.entries(10))
        QCOMPARE(e.state, OutboxEntry::State::Applied);
    const auto after = firstMineBook(&client);
    QCOMPARE(after->stock, before->stock + 10);
}

// kill -9 of the console with count, receipt and return scans waiting (the first one applied
// by the server, its answer lost): after the restart each is delivered once, with its key.
void tst_NetE2E::consoleKilledWithScansWaitingDeliversEachOnce()
{
    QObject scope;
    ApiClient *direct = newClient(m_key, &scope);
    const auto book = firstMineBook(direct);
    QVERIFY(book);
    CountClient counts(direct);
    GoodsClient goods(direct);
    const auto count = await<StockCount>(
        [&](auto done) { counts.openCount(u"Killed console"_s, u"book"_s, 0, &scope, done); });
    QVERIFY2(count.result.isSuccess(), qPrintable(count.result.message()));
    const auto supplier = await<Supplier>([&](auto done) {
        goods.createSupplier(Supplier { 0, u"Kill test supplier"_s, {}, {}, {} }, &scope, done);
    });
    QVERIFY2(supplier.result.isSuccess(), qPrintable(supplier.result.message()));
    const auto receipt = await<StockDocument>([&](auto done) {
        goods.openDocument(
            StockDocument::Kind::Receipt, supplier.data.id, 0, u"K-1"_s, &scope, done);
    });
    QVERIFY2(receipt.result.isSuccess(), qPrintable(receipt.result.message()));
    const auto giveBack = await<StockDocument>([&](auto done) {
        goods.openDocument(
            StockDocument::Kind::Return, supplier.data.id, 0, u"K-2"_s, &scope, done);
    });
    QVERIFY2(giveBack.result.isSuccess(), qPrintable(giveBack.result.message()));

    DroppingProxy proxy(quint16(m_server->baseUrl().port()));
    QVERIFY(proxy.listen(QHostAddress::LocalHost, 0));
    QUrl viaProxy = m_server->baseUrl();
    viaProxy.setPort(proxy.serverPort());
    proxy.armDrop(); // the first scan is counted, its answer never arrives
    const QString path = m_dir.filePath(u"killed/outbox.sqlite"_s);
    const QString code = book->code;
    const QStringList scans { u"counts:%1:%2:2"_s.arg(count.data.id).arg(code),
        u"receipts:%1:%2:3"_s.arg(receipt.data.id).arg(code),
        u"returns:%1:%2:1"_s.arg(giveBack.data.id).arg(code),
        u"counts:%1:%2:1"_s.arg(count.data.id).arg(code),
        u"receipts:%1:%2:2"_s.arg(receipt.data.id).arg(code),
        u"returns:%1:%2:4"_s.arg(giveBack.data.id).arg(code) };
    QProcess console;
    console.start(QStringLiteral(OUTBOX_SCANNER),
        QStringList { path, viaProxy.toString(), m_key.value(u"app_id"_s).toString(),
            m_key.value(u"app_secret"_s).toString() }
            + scans);
    QVERIFY(console.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(console.canReadLine() || console.state() != QProcess::Running, 20000);
    QCOMPARE(console.readLine().trimmed(), "stored 6"_ba);
    QTRY_COMPARE_WITH_TIMEOUT(proxy.dropped(), 1, 20000);
    console.kill(); // SIGKILL
    QVERIFY(console.waitForFinished());
    QCOMPARE(console.exitStatus(), QProcess::CrashExit);

    ApiClient client(nullptr, new EtagCache(EtagCache::Persistence::MemoryOnly, {}, &scope));
    client.setServer(
        viaProxy, m_key.value(u"app_id"_s).toString(), m_key.value(u"app_secret"_s).toString());
    Outbox outbox(&client, path);
    QVERIFY2(outbox.isOpen(), qPrintable(outbox.lastError()));
    // The first one may have been resent by the network stack and answered before the kill.
    QVERIFY2(outbox.pendingCount() >= 5, qPrintable(QString::number(outbox.pendingCount())));
    QCOMPARE(outbox.waiting(OutboxEntry::Kind::Receipt, receipt.data.id).size(), 2);
    QTRY_COMPARE_WITH_TIMEOUT(outbox.pendingCount(), 0, 30000);
    for (const OutboxEntry &e : outbox.entries(6))
        QCOMPARE(e.state, OutboxEntry::State::Applied);

    const auto counted = await<StockCount>(
        [&](auto done) { counts.count(count.data.id, false, 1, 100, &scope, done); });
    QVERIFY(counted.result.isSuccess());
    QCOMPARE(counted.data.lines.size(), 1);
    QCOMPARE(counted.data.lines.first().counted, 3);
    for (const auto &[id, kind, total] :
        { std::tuple { receipt.data.id, StockDocument::Kind::Receipt, qint64(5) },
            std::tuple { giveBack.data.id, StockDocument::Kind::Return, qint64(5) } }) {
        const auto document = await<StockDocument>(
            [&](auto done) { goods.document(kind, id, 1, 100, &scope, done); });
        QVERIFY(document.result.isSuccess());
        QCOMPARE(document.data.lines.size(), 1);
        QCOMPARE(document.data.lines.first().quantity, total);
    }
    await<StockCount>([&](auto done) { counts.cancel(count.data.id, &scope, done); });
    for (const auto &[id, kind] : { std::pair { receipt.data.id, StockDocument::Kind::Receipt },
             std::pair { giveBack.data.id, StockDocument::Kind::Return } })
        await<StockDocument>([&](auto done) { goods.cancel(kind, id, &scope, done); });
}

void tst_NetE2E::noSecretInAnyFileWeWrite()
{
    // Profiles too, as the console saves them.
    {
        ConnectionProfiles profiles;
        QVERIFY(profiles.save(
            { u"Local"_s, m_server->baseUrl(), m_key.value(u"app_id"_s).toString() }));
        QVERIFY(profiles.setCurrent(u"Local"_s));
    }
    QStringList scanned;
    for (auto location : { QStandardPaths::CacheLocation, QStandardPaths::AppDataLocation,
             QStandardPaths::AppConfigLocation, QStandardPaths::GenericConfigLocation }) {
        QDirIterator it(QStandardPaths::writableLocation(location), QDir::Files | QDir::Hidden,
            QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray content = file.readAll();
            for (const QString &secret : std::as_const(m_secrets)) {
                QVERIFY2(
                    !content.contains(secret.toUtf8()), qPrintable(u"secret found in "_s + path));
            }
            scanned << path;
        }
    }
    // The scan saw the cache, the outbox and the settings.
    QVERIFY(std::any_of(
        scanned.begin(), scanned.end(), [](const QString &p) { return p.endsWith(u".etag"_s); }));
    QVERIFY(scanned.contains(m_outboxPath));
    QVERIFY(std::any_of(scanned.begin(), scanned.end(),
        [](const QString &p) { return p.endsWith(u".conf"_s) || p.endsWith(u".ini"_s); }));
}

QTEST_GUILESS_MAIN(tst_NetE2E)
#include "tst_net_e2e.moc"
