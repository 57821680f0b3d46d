// ApiClient over a fake QNetworkAccessManager: headers, the 304 path, retries with backoff,
// timeouts, cancellation, waits after 429 and superseded requests.
#include <QElapsedTimer>
#include <QPointer>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "net/apiclient.h"
#include "net/etagcache.h"
#include "net/ratepacer.h"
#include "net/requestengine.h"
#include "tests/net/fakenetworkaccessmanager.h"

using namespace Qt::StringLiterals;

namespace {

const QByteArray trendingBody
    = R"({"status":"success","data":[{"text":"a","result_name":"A","total_count":2}]})";

struct Outcome
{
    bool called = false;
    ApiResult result;
    QList<TrendingQuery> data;
};

} // namespace

class tst_ApiClient : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void sendsCredentialsAndAccept();
    void postCarriesIdempotencyKey();
    void etagRevalidation();
    void etagSurvivesRestart();
    void etagCacheIsBoundedLru();
    void retriesTransientGet();
    void retriesGiveUp();
    void noRetryForClientErrors();
    void timeout();
    void abortAndContextDestroyed();
    void rateLimitedWaitsRetryAfter();
    void aRefusedWaitPausesNothing();
    void supersededSuggestions();
    void parseErrorOnBadBody();
    void reachabilityFollowsEveryAttempt();
    void reachabilityProbe();

private:
    void makeClient(EtagCache::Persistence persistence = EtagCache::Persistence::MemoryOnly);
    Outcome trendingNow(const RequestOptions &options = {});

    QTemporaryDir m_dir;
    FakeNetworkAccessManager *m_nam = nullptr;
    EtagCache *m_cache = nullptr;
    ApiClient *m_client = nullptr;
};

void tst_ApiClient::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void tst_ApiClient::init()
{
    makeClient();
}

void tst_ApiClient::cleanup()
{
    delete m_client;
    delete m_cache;
    delete m_nam;
    m_client = nullptr;
    m_cache = nullptr;
    m_nam = nullptr;
}

void tst_ApiClient::makeClient(EtagCache::Persistence persistence)
{
    cleanup();
    m_nam = new FakeNetworkAccessManager;
    m_cache = new EtagCache(persistence, m_dir.filePath(u"etag"_s));
    m_client = new ApiClient(m_nam, m_cache);
    m_client->setServer(QUrl(u"http://catalog.test/api/v1/client/"_s), u"app-1"_s, u"s3cret"_s);
    m_client->setRetryPolicy(RetryPolicy(3, 20, 200));
}

Outcome tst_ApiClient::trendingNow(const RequestOptions &options)
{
    Outcome outcome;
    m_client->trending(
        this,
        [&outcome](const ApiResult &result, const QList<TrendingQuery> &data) {
            outcome.called = true;
            outcome.result = result;
            outcome.data = data;
        },
        options);
    // QTRY_* return void; wait by hand in a helper that returns a value.
    QElapsedTimer clock;
    clock.start();
    while (!outcome.called && clock.elapsed() < 10000)
        QTest::qWait(5);
    return outcome;
}

void tst_ApiClient::sendsCredentialsAndAccept()
{
    m_nam->handler = [](const auto &, int) { return FakeResponse::json(200, trendingBody); };
    const Outcome outcome = trendingNow();
    QCOMPARE(outcome.result.kind(), ApiResult::Kind::Ok);
    QCOMPARE(outcome.data.size(), 1);
    QCOMPARE(m_nam->requests.size(), 1);
    const QNetworkRequest &sent = m_nam->requests[0].request;
    QCOMPARE(sent.url().toString(), u"http://catalog.test/api/v1/client/search/trending"_s);
    QCOMPARE(sent.rawHeader("X-App-ID"), "app-1"_ba);
    QCOMPARE(sent.rawHeader("X-App-Secret"), "s3cret"_ba);
    QCOMPARE(sent.rawHeader("Accept"), "application/json"_ba);
    QVERIFY(!sent.hasRawHeader("If-None-Match"));
}

void tst_ApiClient::postCarriesIdempotencyKey()
{
    int calls = 0;
    m_nam->handler = [&calls](const auto &, int) {
        // The first attempt is lost on the way back; the retry must carry the same key.
        if (calls++ == 0)
            return FakeResponse::failure(QNetworkReply::RemoteHostClosedError);
        return FakeResponse::json(200,
            R"({"status":"success","success":true,"type":"book","id":1,"name":"A","stock":5,"in_stock":true})");
    };
    bool done = false;
    StockUpdateResult stock;
    m_client->updateStock(StockChange::delta(u"9789943012345"_s, 2), {}, this,
        [&](const ApiResult &result, const StockUpdateResult &data) {
            QCOMPARE(result.kind(), ApiResult::Kind::Ok);
            stock = data;
            done = true;
        });
    QTRY_VERIFY(done);
    QCOMPARE(stock.stock, 5);
    QCOMPARE(m_nam->requests.size(), 2);
    const QByteArray key = m_nam->requests[0].request.rawHeader("Idempotency-Key");
    QVERIFY(!key.isEmpty());
    QCOMPARE(m_nam->requests[1].request.rawHeader("Idempotency-Key"), key);
    QCOMPARE(m_nam->requests[0].request.header(QNetworkRequest::ContentTypeHeader).toString(),
        u"application/json"_s);
    QCOMPARE(m_nam->requests[0].body, R"({"code":"9789943012345","delta":2})"_ba);
    QCOMPARE(m_nam->requests[0].operation, QNetworkAccessManager::PostOperation);
}

void tst_ApiClient::etagRevalidation()
{
    m_nam->handler = [](const FakeNetworkAccessManager::Sent &sent, int) {
        if (sent.request.rawHeader("If-None-Match") == "\"v1\"")
            return FakeResponse::json(304, {}, { { "ETag", "\"v1\"" }, { "X-API-Cache", "HIT" } });
        return FakeResponse::json(
            200, trendingBody, { { "ETag", "\"v1\"" }, { "X-API-Cache", "MISS" } });
    };
    QSignalSpy stats(m_cache, &EtagCache::statsChanged);
    const Outcome first = trendingNow();
    QCOMPARE(first.result.kind(), ApiResult::Kind::Ok);
    QCOMPARE(m_cache->misses(), 1);
    QCOMPARE(m_cache->lastServerCache(), u"MISS"_s);

    const Outcome second = trendingNow();
    QCOMPARE(second.result.kind(), ApiResult::Kind::NotModified);
    QVERIFY(second.result.isSuccess());
    QCOMPARE(second.data.size(), 1);
    QCOMPARE(second.data[0].resultName, first.data[0].resultName);
    QCOMPARE(m_nam->requests[1].request.rawHeader("If-None-Match"), "\"v1\""_ba);
    QCOMPARE(m_cache->hits(), 1);
    QCOMPARE(m_cache->lastServerCache(), u"HIT"_s);
    QVERIFY(stats.count() >= 3);

    // Another app id on the same server has its own entries.
    m_client->setServer(QUrl(u"http://catalog.test/api/v1/client"_s), u"app-2"_s, u"x"_s);
    trendingNow();
    QVERIFY(!m_nam->requests[2].request.hasRawHeader("If-None-Match"));
}

void tst_ApiClient::etagSurvivesRestart()
{
    makeClient(EtagCache::Persistence::Disk);
    m_cache->clear();
    m_nam->handler = [](const auto &, int) {
        return FakeResponse::json(200, trendingBody, { { "ETag", "\"disk\"" } });
    };
    trendingNow();
    makeClient(EtagCache::Persistence::Disk); // a new process, as far as the cache knows
    m_nam->handler = [](const FakeNetworkAccessManager::Sent &sent, int) {
        if (sent.request.rawHeader("If-None-Match") == "\"disk\"")
            return FakeResponse::json(304, {}, { { "ETag", "\"disk\"" } });
        return FakeResponse::json(500, {});
    };
    const Outcome outcome = trendingNow();
    QCOMPARE(outcome.result.kind(), ApiResult::Kind::NotModified);
    QCOMPARE(outcome.data.size(), 1);
}

void tst_ApiClient::etagCacheIsBoundedLru()
{
    EtagCache cache(EtagCache::Persistence::MemoryOnly);
    cache.setMemoryLimit(3000);
    const QByteArray body(700, 'x');
    cache.store(u"a"_s, "1", body);
    cache.store(u"b"_s, "1", body);
    cache.store(u"c"_s, "1", body);
    QVERIFY(cache.lookup(u"a"_s)); // a is now most recently used
    cache.store(u"d"_s, "1", body); // evicts b, the least recently used
    QVERIFY(cache.memoryUsage() <= 3000);
    QVERIFY(cache.lookup(u"a"_s));
    QVERIFY(!cache.lookup(u"b"_s));
    QVERIFY(cache.lookup(u"d"_s));
    cache.store(u"huge"_s, "1", QByteArray(5000, 'y'));
    QVERIFY(!cache.lookup(u"huge"_s));
    QVERIFY(cache.memoryUsage() <= 3000);
}

void tst_ApiClient::retriesTransientGet()
{
    m_nam->handler = [](const auto &, int index) {
        if (index == 0)
            return FakeResponse::failure(QNetworkReply::ConnectionRefusedError);
        if (index == 1)
            return FakeResponse::json(503, {});
        return FakeResponse::json(200, trendingBody);
    };
    const Outcome outcome = trendingNow();
    QCOMPARE(outcome.result.kind(), ApiResult::Kind::Ok);
    QCOMPARE(m_nam->requests.size(), 3);
    // Backoff: retry n waits at least half of 20 ms * 2^(n-1).
    QVERIFY(m_nam->requests[1].atMs - m_nam->requests[0].atMs >= 10 - 2);
    QVERIFY(m_nam->requests[2].atMs - m_nam->requests[1].atMs >= 20 - 2);
    QCOMPARE(m_client->engine()->retryCount(), 2);
}

void tst_ApiClient::retriesGiveUp()
{
    m_nam->handler = [](const auto &, int) { return FakeResponse::json(500, {}); };
    const Outcome outcome = trendingNow();
    QCOMPARE(outcome.result.kind(), ApiResult::Kind::Server);
    QCOMPARE(outcome.result.httpStatus(), 500);
    QCOMPARE(m_nam->requests.size(), 4); // 1 + 3 retries

    RetryPolicy policy(5, 100, 1000);
    for (int retry = 1; retry <= 6; ++retry) {
        const int ceiling = policy.ceilingMs(retry);
        QCOMPARE(ceiling, std::min(100 << (retry - 1), 1000));
        for (int i = 0; i < 20; ++i) {
            const int delay = policy.delayMs(retry);
            QVERIFY(delay >= ceiling / 2 && delay <= ceiling);
        }
    }
}

void tst_ApiClient::noRetryForClientErrors()
{
    m_nam->handler = [](const auto &, int) {
        return FakeResponse::json(
            404, R"({"status":"error","error":{"code":"not_found","message":"no"}})");
    };
    const Outcome outcome = trendingNow();
    QCOMPARE(outcome.result.kind(), ApiResult::Kind::NotFound);
    QCOMPARE(outcome.result.errorCode(), u"not_found"_s);
    QCOMPARE(outcome.result.serverMessage(), u"no"_s);
    QCOMPARE(m_nam->requests.size(), 1);
}

void tst_ApiClient::timeout()
{
    m_nam->handler = [](const auto &, int) {
        FakeResponse r;
        r.hang = true;
        return r;
    };
    RequestOptions options;
    options.timeoutMs = 150;
    options.maxRetries = 1;
    QElapsedTimer clock;
    clock.start();
    const Outcome outcome = trendingNow(options);
    QCOMPARE(outcome.result.kind(), ApiResult::Kind::Timeout);
    QCOMPARE(m_nam->requests.size(), 2); // a timeout is retried like a connection error
    QVERIFY(clock.elapsed() >= 300);
}

void tst_ApiClient::abortAndContextDestroyed()
{
    m_nam->handler = [](const auto &, int) {
        FakeResponse r;
        r.hang = true;
        return r;
    };
    Outcome outcome;
    QPointer<ApiRequest> request = m_client->trending(
        this, [&outcome](const ApiResult &result, const QList<TrendingQuery> &) {
            outcome.called = true;
            outcome.result = result;
        });
    QTRY_COMPARE(request->state(), ApiRequest::State::InFlight);
    request->abort();
    QVERIFY(outcome.called);
    QCOMPARE(outcome.result.kind(), ApiResult::Kind::Cancelled);
    QTRY_VERIFY(!request); // deleted after finishing

    // A request whose receiver goes away is aborted and never calls back.
    auto *context = new QObject;
    bool called = false;
    QPointer<ApiRequest> orphan = m_client->trending(
        context, [&called](const ApiResult &, const QList<TrendingQuery> &) { called = true; });
    QTRY_COMPARE(orphan->state(), ApiRequest::State::InFlight);
    delete context;
    QTRY_VERIFY(!orphan);
    QVERIFY(!called);
    QCOMPARE(m_client->engine()->activeRequests(), 0);

    // ~QWidget emits destroyed() itself, before ~QObject clears the QPointers to it: the
    // callback must stay quiet then too, or it runs on a half-destroyed pane.
    struct WidgetLikeContext : QObject
    {
        ~WidgetLikeContext() override { Q_EMIT destroyed(this); }
    };
    auto *widget = new WidgetLikeContext;
    QPointer<ApiRequest> early = m_client->trending(
        widget, [&called](const ApiResult &, const QList<TrendingQuery> &) { called = true; });
    QTRY_COMPARE(early->state(), ApiRequest::State::InFlight);
    delete widget;
    QTRY_VERIFY(!early);
    QVERIFY(!called);
    QCOMPARE(m_client->engine()->activeRequests(), 0);
}

void tst_ApiClient::rateLimitedWaitsRetryAfter()
{
    m_nam->handler = [](const auto &, int index) {
        if (index == 0)
            return FakeResponse::json(429,
                R"({"status":"error","error":{"code":"rate_limited","message":"slow down"}})",
                { { "Retry-After", "1" }, { "X-RateLimit-Limit-Second", "4" },
                    { "X-RateLimit-Remaining-Second", "0" } });
        return FakeResponse::json(200, trendingBody, { { "X-RateLimit-Limit-Second", "4" } });
    };
    QSignalSpy waiting(m_client->pacer(), &RatePacer::waitingChanged);
    QElapsedTimer clock;
    clock.start();
    const Outcome outcome = trendingNow();
    QCOMPARE(outcome.result.kind(), ApiResult::Kind::Ok);
    QCOMPARE(m_nam->requests.size(), 2);
    QVERIFY(m_nam->requests[1].atMs - m_nam->requests[0].atMs >= 990);
    QCOMPARE(m_client->engine()->rateLimitedCount(), 1);
    QCOMPARE(m_client->pacer()->limitPerSecond(), 4);
    QVERIFY(!waiting.isEmpty());
    QCOMPARE(waiting.first().at(0).toBool(), true);
    QVERIFY(waiting.first().at(1).toInt() >= 1 && waiting.first().at(1).toInt() <= 2);
    QCOMPARE(waiting.last().at(0).toBool(), false);

    // Bounded: a server that always says 429 ends in RateLimited after the allowed waits.
    m_nam->handler = [](const auto &, int) {
        return FakeResponse::json(429, {}, { { "Retry-After", "1" } });
    };
    RequestOptions options;
    options.maxRateLimitRetries = 1;
    const Outcome limited = trendingNow(options);
    QCOMPARE(limited.result.kind(), ApiResult::Kind::RateLimited);
    QCOMPARE(limited.result.retryAfter(), 1);
}

// Contract §13: a waiting read refused because the key's two places are taken is no rate
// limit. The caller hears it at once (it reads without waiting instead) and the key's other
// requests, a scan among them, go out without the pause a rate limit would bring.
void tst_ApiClient::aRefusedWaitPausesNothing()
{
    m_nam->handler = [](const auto &, int index) {
        if (index == 0)
            return FakeResponse::json(429,
                R"({"status":"error","error":{"code":"too_many_waiting","message":"two wait"}})",
                { { "Retry-After", "1" } });
        return FakeResponse::json(200, trendingBody);
    };
    QSignalSpy waiting(m_client->pacer(), &RatePacer::waitingChanged);
    const Outcome refused = trendingNow();
    QCOMPARE(refused.result.kind(), ApiResult::Kind::RateLimited);
    QCOMPARE(refused.result.errorCode(), u"too_many_waiting"_s);
    QCOMPARE(m_nam->requests.size(), 1); // not asked again by the engine
    QCOMPARE(m_client->engine()->rateLimitedCount(), 0);
    QCOMPARE(m_client->pacer()->sentInLastSecond(), 1); // the server counted it, as we do
    QCOMPARE(trendingNow().result.kind(), ApiResult::Kind::Ok);
    for (const auto &change : waiting)
        QVERIFY(!change.at(0).toBool()); // never held back
}

void tst_ApiClient::supersededSuggestions()
{
    m_nam->handler = [](const FakeNetworkAccessManager::Sent &sent, int) {
        FakeResponse r = FakeResponse::json(200, R"({"status":"success","data":["harry potter"]})");
        r.delayMs = sent.request.url().query().contains(u"q=ha&"_s)
                || sent.request.url().query().endsWith(u"q=ha"_s)
            ? 500
            : 10;
        return r;
    };
    QList<ApiResult::Kind> kinds;
    QStringList got;
    const auto record = [&](const ApiResult &result, const QStringList &data) {
        kinds << result.kind();
        got += data;
    };
    m_client->suggestions(u"ha"_s, std::nullopt, this, record);
    QTRY_COMPARE(m_nam->requests.size(), 1); // in flight
    m_client->suggestions(u"har"_s, std::nullopt, this, record);
    m_client->suggestions(u"harr"_s, std::nullopt, this, record); // cancels "har" while queued
    QTRY_COMPARE(kinds.size(), 3);
    QCOMPARE(kinds[0], ApiResult::Kind::Cancelled);
    QCOMPARE(kinds[1], ApiResult::Kind::Cancelled);
    QCOMPARE(kinds[2], ApiResult::Kind::Ok);
    QCOMPARE(got, QStringList { u"harry potter"_s });
    QVERIFY(m_nam->requests.last().request.url().query().contains(u"q=harr"_s));
}

void tst_ApiClient::parseErrorOnBadBody()
{
    m_nam->handler = [](const auto &, int) {
        return FakeResponse::json(200, R"({"status":"success","data":[{"text":"a"}]})");
    };
    const Outcome outcome = trendingNow();
    QCOMPARE(outcome.result.kind(), ApiResult::Kind::Parse);
    QVERIFY(outcome.result.detail().contains(u"data[0].result_name"_s));
    QVERIFY(outcome.data.isEmpty());
}

void tst_ApiClient::reachabilityFollowsEveryAttempt()
{
    RequestEngine *engine = m_client->engine();
    QSignalSpy changes(engine, &RequestEngine::reachabilityChanged);
    QVERIFY(engine->isReachable());
    // Refused twice, then answered: one request, two signals, the second at the first answer.
    m_nam->handler = [](const auto &, int index) {
        if (index < 2)
            return FakeResponse::failure(QNetworkReply::ConnectionRefusedError);
        return FakeResponse::json(200, trendingBody);
    };
    QCOMPARE(trendingNow().result.kind(), ApiResult::Kind::Ok);
    QCOMPARE(changes.size(), 2);
    QCOMPARE(changes.at(0).at(0).toBool(), false);
    QCOMPARE(changes.at(1).at(0).toBool(), true);
    QVERIFY(engine->isReachable());

    // An HTTP error is an answer: still reachable, no signal.
    m_nam->handler = [](const auto &, int) { return FakeResponse::json(503, {}); };
    RequestOptions once;
    once.maxRetries = 0;
    QCOMPARE(trendingNow(once).result.kind(), ApiResult::Kind::Server);
    QCOMPARE(changes.size(), 2);

    // A timeout without an answer is not.
    m_nam->handler = [](const auto &, int) {
        FakeResponse r;
        r.hang = true;
        return r;
    };
    once.timeoutMs = 50;
    QCOMPARE(trendingNow(once).result.kind(), ApiResult::Kind::Timeout);
    QCOMPARE(changes.size(), 3);
    QVERIFY(!engine->isReachable());

    // A new server starts over.
    m_client->setServer(QUrl(u"http://other.test/api/v1/client"_s), u"app-2"_s, u"x"_s);
    QVERIFY(engine->isReachable());
}

void tst_ApiClient::reachabilityProbe()
{
    RequestEngine *engine = m_client->engine();
    QSignalSpy changes(engine, &RequestEngine::reachabilityChanged);
    m_nam->handler = [](const auto &, int) {
        return FakeResponse::failure(QNetworkReply::ConnectionRefusedError);
    };
    engine->probeReachability();
    QTRY_COMPARE(changes.size(), 1);
    QCOMPARE(changes.at(0).at(0).toBool(), false);
    const auto &probe = m_nam->requests.first();
    QCOMPARE(probe.request.url().path(), u"/healthz"_s);
    QCOMPARE(probe.request.url().host(), u"catalog.test"_s);
    QVERIFY(probe.request.rawHeader("X-App-Secret").isEmpty()); // no credentials

    m_nam->handler = [](const auto &, int) { return FakeResponse::json(200, R"({"ok":true})"); };
    engine->probeReachability();
    QTRY_COMPARE(changes.size(), 2);
    QCOMPARE(changes.at(1).at(0).toBool(), true);
    QCOMPARE(m_nam->requests.size(), 2);
}

QTEST_GUILESS_MAIN(tst_ApiClient)
#include "tst_apiclient.moc"
