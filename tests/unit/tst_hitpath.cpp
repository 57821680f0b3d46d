// Issue 24 item 1: a cache hit is answered where the request was parsed
// (RequestPipeline::answerHit), in wire form, with exactly the bytes the full path writes
// for the same hit, and only when every rule of contract §6–§7 lets it; in every other case
// it declines and the full path answers.
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>
#include <memory>
#include <thread>

#include "server/http/httpresponsewriter.h"
#include "server/http/requestcontext.h"
#include "server/http/requestpipeline.h"
#include "server/http/router.h"
#include "server/services/keyservice.h"
#include "server/storage/database.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

class TestHitPath : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanupTestCase();
    void hitIsTheFullPathsBytes();
    void limitsCountEveryHit();
    void notModified_data();
    void notModified();
    void headHasLengthButNoBody();
    void declines_data();
    void declines();
    void declinesOverTheLimit();
    void declinesAfterInvalidation();
    void declinesWhereTheFullPathNeverRan();

private:
    HttpRequest request(const QByteArray &target, const KeyService::Issued &key,
        QList<std::pair<QByteArray, QByteArray>> extra = {}) const;
    HttpResponse handle(const HttpRequest &request);
    // The wire answer as one buffer, with the connection's empty line.
    static QByteArray bytesOf(const WireAnswer &answer);
    // The numbers that change from one request to the next, blanked.
    static QByteArray withoutCounts(QByteArray bytes);

    std::unique_ptr<Database> m_db;
    Router m_router;
    std::unique_ptr<RequestPipeline> m_pipeline;
    int m_handled = 0;
    KeyService::Issued m_reader, m_tight, m_writer, m_elsewhere;
};

void TestHitPath::initTestCase()
{
    QString error;
    m_db = std::make_unique<Database>(*DatabaseLocation::parse(u"sqlite::memory:"_s, &error));
    m_db->migrate();
    const KeyService keys(*m_db);
    KeyService::NewKey request;
    request.name = u"till"_s;
    request.abilities = { u"read"_s };
    QCOMPARE(keys.create(request, &m_reader), std::nullopt);
    request.ratePerSecond = 2;
    QCOMPARE(keys.create(request, &m_tight), std::nullopt);
    request.ratePerSecond = 8;
    request.allowIp = { u"10.0.0.0/8"_s };
    QCOMPARE(keys.create(request, &m_elsewhere), std::nullopt);
    request.allowIp = {};
    Sql::run(m_db->connection(), u"INSERT INTO sellers (id, name) VALUES (1, 'Kitob Olami')"_s);
    request.abilities = { u"stock:write"_s };
    request.sellerId = 1;
    QCOMPARE(keys.create(request, &m_writer), std::nullopt);

    m_router.add("GET", u"things/{int}"_s, [this](RequestContext &context) {
        ++m_handled;
        return HttpResponse::success(QJsonObject { { u"id"_s, context.intArg(0) } });
    });
}

void TestHitPath::init()
{
    // A fresh cache and fresh rate windows for every test.
    m_pipeline = std::make_unique<RequestPipeline>(*m_db, m_router, ServerSettings());
    m_handled = 0;
}

void TestHitPath::cleanupTestCase()
{
    m_pipeline.reset();
    m_db->closeConnection();
    m_db.reset();
}

HttpRequest TestHitPath::request(const QByteArray &target, const KeyService::Issued &key,
    QList<std::pair<QByteArray, QByteArray>> extra) const
{
    HttpRequest request;
    request.method = "GET";
    request.target = target;
    request.peer = QHostAddress::LocalHost;
    request.headers
        = { { "Host", "t" }, { "X-App-ID", key.appId.toLatin1() }, { "X-App-Secret", key.secret } };
    request.headers += extra;
    return request;
}

HttpResponse TestHitPath::handle(const HttpRequest &request)
{
    std::optional<HttpResponse> answer;
    m_pipeline->handle(request, [&answer](HttpResponse response) { answer = response; });
    return answer.value_or(HttpResponse());
}

QByteArray TestHitPath::bytesOf(const WireAnswer &answer)
{
    return answer.statusLine.toByteArray() + answer.entryFields
        + QByteArray(answer.fields.data(), answer.fieldsSize) + "\r\n" + answer.body;
}

QByteArray TestHitPath::withoutCounts(QByteArray bytes)
{
    static const QRegularExpression counts(u"(Remaining-(Second|Minute): |;r=|max-age=)[0-9]+"_s);
    return QString::fromLatin1(bytes).replace(counts, u"\\1#"_s).toLatin1();
}

void TestHitPath::hitIsTheFullPathsBytes()
{
    const HttpResponse miss = handle(request("/api/v1/client/things/7", m_reader));
    QCOMPARE(miss.status, 200);
    QCOMPARE(miss.header("X-API-Cache"), QByteArray("MISS"));
    QCOMPARE(m_handled, 1);

    // The same hit through the full path: another thread has not learnt the target yet.
    HttpResponse fullHit;
    bool declined = false;
    std::thread([&] {
        WireAnswer unused;
        declined = !m_pipeline->answerHit(request("/api/v1/client/things/7", m_reader), unused);
        fullHit = handle(request("/api/v1/client/things/7", m_reader));
        m_db->closeConnection();
    }).join();
    QVERIFY(declined);
    QCOMPARE(fullHit.header("X-API-Cache"), QByteArray("HIT"));

    WireAnswer wire;
    QVERIFY(m_pipeline->answerHit(request("/api/v1/client/things/7", m_reader), wire));
    QCOMPARE(m_handled, 1); // served from the cache, no handler
    const QByteArray full
        = HttpResponseWriter::serialize(fullHit, false, HttpResponseWriter::Connection::KeepAlive);
    QCOMPARE(withoutCounts(bytesOf(wire)), withoutCounts(full));
    QCOMPARE(wire.body, miss.body);
    QVERIFY(bytesOf(wire).contains(QByteArray("\r\nETag: " + miss.header("ETag") + "\r\n")));
}

void TestHitPath::limitsCountEveryHit()
{
    QCOMPARE(handle(request("/api/v1/client/things/8", m_reader)).status, 200);
    for (int remaining = 6; remaining >= 0; --remaining) {
        WireAnswer wire;
        QVERIFY(m_pipeline->answerHit(request("/api/v1/client/things/8", m_reader), wire));
        const QByteArray bytes = bytesOf(wire);
        QVERIFY2(bytes.contains(QByteArray("\r\nX-RateLimit-Remaining-Second: "
                     + QByteArray::number(remaining) + "\r\nX-RateLimit-Remaining-Minute: "
                     + QByteArray::number(232 + remaining) + "\r\n")),
            bytes.constData());
        QVERIFY(bytes.contains(
            QByteArray("\r\nRateLimit: \"burst\";r=" + QByteArray::number(remaining))));
    }
}

void TestHitPath::notModified_data()
{
    QTest::addColumn<QByteArray>("form"); // %1 stands for the tag without its quotes
    QTest::newRow("quoted") << QByteArray("\"%1\"");
    QTest::newRow("unquoted") << QByteArray("%1");
    QTest::newRow("weak") << QByteArray("W/\"%1\"");
    QTest::newRow("list") << QByteArray("\"nope\", W/%1 ,x");
    QTest::newRow("any") << QByteArray("*");
}

void TestHitPath::notModified()
{
    QFETCH(QByteArray, form);
    const HttpResponse miss = handle(request("/api/v1/client/things/9", m_reader));
    const QByteArray etag = miss.header("ETag");
    const QByteArray bare = etag.mid(1, etag.size() - 2);
    WireAnswer wire;
    QVERIFY(
        m_pipeline->answerHit(request("/api/v1/client/things/9", m_reader,
                                  { { "If-None-Match", QByteArray(form).replace("%1", bare) } }),
            wire));
    const QByteArray bytes = bytesOf(wire);
    QVERIFY2(bytes.startsWith(
                 QByteArray("HTTP/1.1 304 Not Modified\r\nX-API-Cache: HIT\r\nETag: " + etag)),
        bytes.constData());
    QVERIFY(!bytes.contains("Content-Length"));
    QVERIFY(!bytes.contains("Content-Type"));
    QVERIFY(wire.body.isEmpty());
    // The per-second window counts it, the per-minute quota is given back.
    QVERIFY(bytes.contains("X-RateLimit-Remaining-Second: 6\r\n"));
    QVERIFY(bytes.contains("X-RateLimit-Remaining-Minute: 239\r\n"));

    WireAnswer changed;
    QVERIFY(m_pipeline->answerHit(
        request("/api/v1/client/things/9", m_reader, { { "If-None-Match", "\"other\"" } }),
        changed));
    QVERIFY(bytesOf(changed).startsWith("HTTP/1.1 200 OK\r\n"));
    QCOMPARE(changed.body, miss.body);
}

void TestHitPath::headHasLengthButNoBody()
{
    const HttpResponse miss = handle(request("/api/v1/client/things/10", m_reader));
    HttpRequest head = request("/api/v1/client/things/10", m_reader);
    head.method = "HEAD";
    WireAnswer wire;
    QVERIFY(m_pipeline->answerHit(head, wire));
    QVERIFY(wire.body.isEmpty());
    QVERIFY(bytesOf(wire).contains(
        QByteArray("\r\nContent-Length: " + QByteArray::number(miss.body.size()) + "\r\n\r\n")));
}

void TestHitPath::declines_data()
{
    QTest::addColumn<QByteArray>("method");
    QTest::addColumn<QByteArray>("target");
    QTest::addColumn<QString>("key"); // reader, writer, elsewhere, wrong, none
    QTest::addColumn<QByteArray>("cacheControl");
    QTest::newRow("no-cache") << QByteArray("GET") << QByteArray("/api/v1/client/things/11")
                              << u"reader"_s << QByteArray("No-Cache");
    QTest::newRow("no-store") << QByteArray("GET") << QByteArray("/api/v1/client/things/11")
                              << u"reader"_s << QByteArray("max-age=0, no-store");
    QTest::newRow("wrong secret") << QByteArray("GET") << QByteArray("/api/v1/client/things/11")
                                  << u"wrong"_s << QByteArray();
    QTest::newRow("no credentials")
        << QByteArray("GET") << QByteArray("/api/v1/client/things/11") << u"none"_s << QByteArray();
    QTest::newRow("no read ability") << QByteArray("GET") << QByteArray("/api/v1/client/things/11")
                                     << u"writer"_s << QByteArray();
    QTest::newRow("not on the allowlist")
        << QByteArray("GET") << QByteArray("/api/v1/client/things/11") << u"elsewhere"_s
        << QByteArray();
    QTest::newRow("POST") << QByteArray("POST") << QByteArray("/api/v1/client/things/11")
                          << u"reader"_s << QByteArray();
    QTest::newRow("another target") << QByteArray("GET") << QByteArray("/api/v1/client/things/011")
                                    << u"reader"_s << QByteArray();
}

void TestHitPath::declines()
{
    QFETCH(QByteArray, method);
    QFETCH(QByteArray, target);
    QFETCH(QString, key);
    QFETCH(QByteArray, cacheControl);
    QCOMPARE(handle(request("/api/v1/client/things/11", m_reader)).status, 200);
    // Each key was authenticated by the full path first, as a client's first request is.
    for (const auto *issued : { &m_writer, &m_elsewhere })
        handle(request("/api/v1/client/things/11", *issued));

    const KeyService::Issued wrong { m_reader.appId, "not-the-secret" };
    const KeyService::Issued none { QString(), QByteArray() };
    const KeyService::Issued &issued = key == "writer"_L1 ? m_writer
        : key == "elsewhere"_L1                           ? m_elsewhere
        : key == "wrong"_L1                               ? wrong
        : key == "none"_L1                                ? none
                                                          : m_reader;
    HttpRequest declined = request(target, issued);
    declined.method = method;
    if (!cacheControl.isEmpty())
        declined.headers.append({ "Cache-Control", cacheControl });
    WireAnswer wire;
    QVERIFY(!m_pipeline->answerHit(declined, wire));
    // It took no quota: the reader's next hit still sees 6 of 8 left in this second (the miss
    // took one, this hit one).
    WireAnswer next;
    QVERIFY(m_pipeline->answerHit(request("/api/v1/client/things/11", m_reader), next));
    QVERIFY2(
        bytesOf(next).contains("X-RateLimit-Remaining-Second: 6\r\n"), bytesOf(next).constData());
}

void TestHitPath::declinesOverTheLimit()
{
    QCOMPARE(handle(request("/api/v1/client/things/12", m_tight)).status, 200);
    WireAnswer wire;
    QVERIFY(m_pipeline->answerHit(request("/api/v1/client/things/12", m_tight), wire));
    QVERIFY(!m_pipeline->answerHit(request("/api/v1/client/things/12", m_tight), wire));
    const HttpResponse refused = handle(request("/api/v1/client/things/12", m_tight));
    QCOMPARE(refused.status, 429);
    QCOMPARE(refused.header("X-RateLimit-Remaining-Second"), QByteArray("0"));
    QVERIFY(refused.header("Retry-After").toInt() >= 1);
}

void TestHitPath::declinesAfterInvalidation()
{
    QCOMPARE(handle(request("/api/v1/client/things/13", m_reader)).status, 200);
    WireAnswer wire;
    QVERIFY(m_pipeline->answerHit(request("/api/v1/client/things/13", m_reader), wire));
    m_pipeline->cache().invalidateAll(); // what a write does to the entries it changes
    QVERIFY(!m_pipeline->answerHit(request("/api/v1/client/things/13", m_reader), wire));
    const HttpResponse again = handle(request("/api/v1/client/things/13", m_reader));
    QCOMPARE(again.header("X-API-Cache"), QByteArray("MISS"));
    QCOMPARE(m_handled, 2);
}

void TestHitPath::declinesWhereTheFullPathNeverRan()
{
    // A new pipeline (a restarted server in the same process) learns its targets afresh,
    // whatever this thread learnt for the last one.
    QCOMPARE(handle(request("/api/v1/client/things/14", m_reader)).status, 200);
    m_pipeline = std::make_unique<RequestPipeline>(*m_db, m_router, ServerSettings());
    WireAnswer wire;
    QVERIFY(!m_pipeline->answerHit(request("/api/v1/client/things/14", m_reader), wire));
}

QTEST_GUILESS_MAIN(TestHitPath)
#include "tst_hitpath.moc"
