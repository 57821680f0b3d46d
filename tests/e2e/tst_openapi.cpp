// The OpenAPI document (contract §1, §5) against the real server: `catalog-server openapi`
// prints the bytes GET /openapi.json serves; every route answers through an operation of the
// document with its method; and real responses — successes and errors, headers and bodies —
// conform to the document's response for their status.
#include <QDeadlineTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTcpSocket>
#include <QTest>

#include "tests/e2e/catalogfixture.h"
#include "tests/e2e/openapiconformance.h"
#include "tests/e2e/openapischema.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"
#include "tests/support/webhookreceiver.h"

using namespace Qt::StringLiterals;

namespace {
const QString basePath = u"/api/v1/client"_s;
const QByteArray json = "application/json";
// Operations that answer 201: opening a count (contract §10), creating a product, a supplier,
// an order, a receipt or a return (§11).
bool createsWith201(const QString &operation)
{
    static const QStringList creating { u"post /products/stock/counts"_s, u"post /products/mine"_s,
        u"post /products/stock/suppliers"_s, u"post /products/stock/orders"_s,
        u"post /products/stock/receipts"_s, u"post /products/stock/returns"_s, u"post /webhooks"_s,
        u"post /admin/categories"_s };
    return creating.contains(operation);
}

// GETs that are never cached have no ETag to revalidate (GET /key; the change feeds, contract
// §13; the webhooks, whose state the dispatcher changes without a request).
bool neverCached(const QString &method, const QString &path)
{
    return method == "get"_L1
        && (path == "/healthz"_L1 || path == "/key"_L1 || path == "/changes"_L1
            || path == "/products/mine/changes"_L1 || path == "/webhooks"_L1
            || path.startsWith("/webhooks/"_L1) || path == "/sync"_L1
            || path == "/sync/conflicts"_L1 || path == "/admin/searches"_L1);
}
} // namespace

class TestOpenApi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void cliPrintsTheServedBytes();
    void cliArguments();
    void documentIsSound();
    void validatorCatchesMismatches();
    void reads_data();
    void reads();
    void stockUpdates_data();
    void stockUpdates();
    void idempotency();
    void authentication();
    void methodNotAllowed();
    void rateLimited();
    void connectionGuard_data();
    void connectionGuard();
    void stockHistoryAndCounts();
    void sellerProducts();
    void suppliersAndOrders();
    void receiptsAndReturns();
    void reports();
    void webhooks();
    void catalogAdmin();
    void shopSync();
    void everyOperationWasExercised();

private:
    // The reply conforms to the document's response for its status (OpenApiConformance).
    void conforms(const QByteArray &method, const QString &target,
        const HttpTestClient::Reply &reply, const QString &serverUrl = basePath);
    HttpTestClient::Reply post(const QByteArray &body, const HttpTestClient::Headers &extra = {});
    // A JSON write answered with `status` (and error `code`) that conforms; kept in m_last.
    void send(const QByteArray &method, const QString &target, const QByteArray &payload,
        int status, const QString &code = {});
    // A GET answered with `status` that conforms; a 200 also answers 304 to its own ETag
    // (everyOperationWasExercised wants both for every GET of the document).
    void read(const QString &target, int status);

    TestServer m_server;
    TestServer::Key m_readOnly;
    TestServer::Key m_admin; // catalog:admin, no seller (contract §15)
    TestServer::Key m_slow;
    std::unique_ptr<HttpTestClient> m_client; // seller 1, read + stock:write
    std::unique_ptr<OpenApiSchema> m_schema;
    std::unique_ptr<OpenApiConformance> m_conformance;
    HttpTestClient::Reply m_last; // the latest answer of send()
};

void TestOpenApi::initTestCase()
{
    QVERIFY(CatalogFixture::importInto(m_server));
    const auto key
        = m_server.createKey(u"read,stock:write,webhooks"_s, TestServer::seller1Unthrottled);
    m_readOnly = m_server.createKey(u"read"_s);
    m_admin = m_server.createKey(u"read,catalog:admin"_s,
        { u"--rate-per-second"_s, u"1000"_s, u"--rate-per-minute"_s, u"100000"_s });
    m_slow = m_server.createKey(u"read"_s, { u"--rate-per-second"_s, u"1"_s });
    QVERIFY(!key.appId.isEmpty() && !m_readOnly.appId.isEmpty() && !m_slow.appId.isEmpty());
    QVERIFY(m_server.start(
        { u"--request-timeout"_s, u"2"_s, u"--webhook-allow"_s, u"127.0.0.1/32"_s }));
    m_client = std::make_unique<HttpTestClient>(m_server.baseUrl());
    m_client->setCredentials(key.appId, key.secret);

    const TestServer::CliResult cli = m_server.run({ u"openapi"_s }, false);
    QCOMPARE(cli.exitCode, 0);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(cli.out, &error);
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    m_schema = std::make_unique<OpenApiSchema>(document.object());
    m_conformance = std::make_unique<OpenApiConformance>(*m_schema);
}

void TestOpenApi::cleanupTestCase()
{
    QCOMPARE(m_server.stop(), 0);
}

void TestOpenApi::cliPrintsTheServedBytes()
{
    const TestServer::CliResult cli = m_server.run({ u"openapi"_s }, false);
    QCOMPARE(cli.exitCode, 0);
    QVERIFY(cli.err.isEmpty());
    const auto served = m_client->get(u"/openapi.json"_s);
    QCOMPARE(served.status, 200);
    QCOMPARE(served.body, cli.out);
    QVERIFY(served.header("Content-Type").startsWith(json));
    conforms("GET", u"/openapi.json"_s, served);

    // Cached and ETagged like every GET.
    const auto again = m_client->get(u"/openapi.json"_s);
    QCOMPARE(again.header("X-API-Cache"), "HIT");
    QCOMPARE(again.body, cli.out);
    const auto notModified
        = m_client->get(u"/openapi.json"_s, { { "If-None-Match", served.header("ETag") } });
    QCOMPARE(notModified.status, 304);
    conforms("GET", u"/openapi.json"_s, notModified);
}

void TestOpenApi::cliArguments()
{
    const TestServer::CliResult help = m_server.run({ u"openapi"_s, u"--help"_s }, false);
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains("openapi"));
    QCOMPARE(m_server.run({ u"openapi"_s, u"extra"_s }, false).exitCode, 2);
    const TestServer::CliResult bad = m_server.run({ u"openapi"_s, u"--bogus"_s }, false);
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.out.isEmpty());
    QCOMPARE(bad.err.count('\n'), 1);
}

void TestOpenApi::documentIsSound()
{
    const QJsonObject document = m_schema->document();
    QCOMPARE(document.value(u"openapi"_s).toString(), u"3.1.0"_s);
    QCOMPARE(document[u"info"_s][u"version"_s].toString(), u"1.2.0"_s);
    const QJsonArray servers = document.value(u"servers"_s).toArray();
    QCOMPARE(servers.size(), 1);
    QCOMPARE(servers.first()[u"url"_s].toString(), basePath);
    QVERIFY2(
        m_schema->unresolvedRefs().isEmpty(), qPrintable(m_schema->unresolvedRefs().join(u' ')));

    // Both credential headers, required together.
    const QJsonObject schemes = document[u"components"_s][u"securitySchemes"_s].toObject();
    QCOMPARE(schemes[u"AppId"_s][u"name"_s].toString(), u"X-App-ID"_s);
    QCOMPARE(schemes[u"AppSecret"_s][u"name"_s].toString(), u"X-App-Secret"_s);
    QCOMPARE(schemes[u"AppId"_s][u"in"_s].toString(), u"header"_s);
    QCOMPARE(document.value(u"security"_s).toArray(),
        QJsonArray(
            { QJsonObject { { u"AppId"_s, QJsonArray() }, { u"AppSecret"_s, QJsonArray() } } }));

    // What every operation under the base path can meet before its handler runs.
    for (const QString &name : m_schema->operations()) {
        const QString method = name.section(u' ', 0, 0);
        const QString path = name.section(u' ', 1);
        const QJsonObject item = document[u"paths"_s][path].toObject();
        const QJsonObject responses = item[method][u"responses"_s].toObject();
        QStringList expected { createsWith201(name) ? u"201"_s : u"200"_s, u"408"_s, u"413"_s,
            u"431"_s, u"503"_s };
        // Health and the generated media live outside the base path, without credentials.
        const bool outside = path == "/healthz"_L1 || path.startsWith("/media/"_L1);
        if (outside) {
            QCOMPARE(item[u"servers"_s][0][u"url"_s].toString(), u"/"_s);
            QCOMPARE(item[method][u"security"_s].toArray(), QJsonArray());
        } else {
            expected << u"401"_s << u"403"_s << u"429"_s << u"500"_s;
        }
        // GET /key is never cached, so it has no ETag to revalidate.
        if (method == "get"_L1 && !neverCached(method, path))
            expected << u"304"_s;
        for (const QString &status : std::as_const(expected))
            QVERIFY2(responses.contains(status), qPrintable(name + u" lacks "_s + status));
    }

    // The document's own examples keep to their schemas.
    const QJsonObject body = document[u"paths"_s][u"/products/stock/by-code"_s][u"post"_s]
                                     [u"requestBody"_s][u"content"_s][u"application/json"_s]
                                         .toObject();
    const QJsonObject examples = body[u"examples"_s].toObject();
    QVERIFY(!examples.isEmpty());
    for (const QJsonValue &example : examples) {
        const QStringList problems = m_schema->validate(example[u"value"_s], body[u"schema"_s]);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }
}

// The validator is only worth its passes if it fails: real bodies, each spoiled once.
void TestOpenApi::validatorCatchesMismatches()
{
    const QJsonObject book
        = QJsonDocument::fromJson(m_client->get(u"/products/book/1"_s).body).object();
    const QJsonObject schema { { u"$ref"_s, u"#/components/schemas/BookDetailResponse"_s } };
    QVERIFY(m_schema->validate(book, schema).isEmpty());
    const auto spoiled = [&](const QString &field, const QJsonValue &value) {
        QJsonObject data = book.value(u"data"_s).toObject();
        if (value.isUndefined())
            data.remove(field);
        else
            data.insert(field, value);
        QJsonObject body = book;
        body.insert(u"data"_s, data);
        return m_schema->validate(body, schema).size();
    };
    QCOMPARE(spoiled(u"pages"_s, QJsonValue::Undefined), 1); // required
    QCOMPARE(spoiled(u"surprise"_s, 1), 1); // additionalProperties
    QCOMPARE(spoiled(u"price"_s, 1.5), 1); // integer
    QCOMPARE(spoiled(u"price"_s, -1), 1); // minimum
    QCOMPARE(spoiled(u"type"_s, u"stationery"_s), 1); // const
    QCOMPARE(spoiled(u"author"_s, QJsonValue::Null), 0); // nullable through anyOf
    QCOMPARE(spoiled(u"author"_s, QJsonObject { { u"id"_s, 1 } }), 1); // $ref, required
    QCOMPARE(spoiled(u"images"_s, QJsonArray { 1 }), 1); // items

    const QJsonObject category { { u"id"_s, 1 }, { u"name"_s, u"A"_s }, { u"type"_s, u"toy"_s },
        { u"children"_s, QJsonArray() } };
    const QJsonObject tree { { u"id"_s, 2 }, { u"name"_s, u"B"_s }, { u"type"_s, u"book"_s },
        { u"children"_s, QJsonArray { category } } };
    QCOMPARE(
        m_schema->validate(tree, QJsonObject { { u"$ref"_s, u"#/components/schemas/Category"_s } })
            .size(),
        1); // enum, one level down the recursion
    const QJsonObject error { { u"status"_s, u"error"_s },
        { u"error"_s, QJsonObject { { u"code"_s, u"not_found"_s }, { u"message"_s, u"x"_s } } } };
    QCOMPARE(m_schema
                 ->validate(error,
                     m_schema->resolve(QJsonObject { { u"$ref"_s,
                         u"#/components/responses/ValidationFailed"_s } })[u"content"_s]
                                                                          [u"application/json"_s]
                                                                          [u"schema"_s])
                 .size(),
        2); // allOf: the code and the missing fields
    QVERIFY(!m_schema->validate(1, QJsonObject { { u"maxContains"_s, 1 } }).isEmpty());
}

void TestOpenApi::send(const QByteArray &method, const QString &target, const QByteArray &payload,
    int status, const QString &code)
{
    m_last = m_client->send(
        method, m_server.baseUrl() + target, payload, { { "Content-Type", json } });
    QCOMPARE(m_last.status, status);
    QCOMPARE(m_last.errorCode(), code);
    conforms(method, target, m_last);
}

void TestOpenApi::read(const QString &target, int status)
{
    const auto reply = m_client->get(target);
    QCOMPARE(reply.status, status);
    conforms("GET", target, reply);
    if (status == 200) {
        const auto notModified
            = m_client->get(target, { { "If-None-Match", reply.header("ETag") } });
        QCOMPARE(notModified.status, 304);
        conforms("GET", target, notModified);
    }
}

void TestOpenApi::conforms(const QByteArray &method, const QString &target,
    const HttpTestClient::Reply &reply, const QString &serverUrl)
{
    const QStringList problems = m_conformance->check(method, target, reply, serverUrl);
    QVERIFY2(problems.isEmpty(),
        qPrintable(problems.join(u'\n') + u'\n' + QString::fromUtf8(reply.body.left(600))));
}

void TestOpenApi::reads_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<int>("status");
    const QList<std::pair<const char *, int>> rows {
        { "/products/book/1", 200 },
        { "/products/book/999", 404 },
        { "/products/book/abc", 404 },
        { "/products/stationery/1", 200 },
        { "/products/stationery/5", 404 },
        { "/products/by-author/1", 200 },
        { "/products/by-author/3?per_page=3&page=2", 200 },
        { "/products/by-author/1?per_page=0", 422 },
        { "/products/by-author/999", 404 },
        { "/products/by-publisher/2?per_page=2", 200 },
        { "/products/by-publisher/1?page=abc", 422 },
        { "/products/books", 200 },
        { "/products/books?sort=new&q=a&per_page=100", 200 },
        { "/products/stationery?sort=price_desc", 200 },
        { "/products/books?sort=cheapest", 422 },
        { "/products/books?per_page=101", 422 },
        { "/products/toys", 404 },
        { "/products/recommendation/books", 200 },
        { "/products/recommendation/stationery", 200 },
        { "/products/recommendation/toys", 404 },
        { "/products/sellers/list", 200 },
        { "/products/sellers/list?page=0", 422 },
        { "/products/sellers/by-qr/s1-8f3a", 200 },
        { "/products/sellers/by-qr/nope", 404 },
        { "/products/sellers/profile/3/1", 200 },
        { "/products/sellers/profile/1/0", 422 },
        { "/products/sellers/profile/99/1", 404 },
        { "/products/sellers/1/code/978-9943-01234-9", 200 },
        { "/products/sellers/1/code/4780000000045", 200 }, // a variant: variant_id
        { "/products/sellers/2/code/9789943012349", 404 },
        { "/products/sellers/1/isbn/9789943012349", 200 },
        { "/products/sellers/1/isbn/4780000000052", 200 },
        { "/products/mine", 200 },
        { "/products/mine?type=stationery&per_page=2", 200 },
        { "/products/mine?type=toys", 422 },
        { "/products/mine?type=stationery&low_stock=true", 200 },
        { "/products/mine?low_stock=yes", 422 },
        { "/search?q=fiction", 200 },
        { "/search?q=books&page=2", 200 },
        { "/search", 422 },
        { "/search?q=%20%20", 422 },
        { "/search/suggestions?q=o", 200 },
        { "/search/suggestions?q=o&seller_id=1", 200 },
        { "/search/suggestions?q=o&seller_id=abc", 422 },
        { "/search/trending", 200 },
        { "/search/categories", 200 },
        { "/search/category/1/book", 200 },
        { "/search/category/10/stationery", 200 },
        { "/search/category/999/book", 404 },
        { "/search/category/1/book?page=0", 422 },
        { "/deeplink?type=book&id=1", 200 },
        { "/deeplink?type=category&id=10", 200 },
        { "/deeplink?type=search&q=gel%20pen", 200 },
        { "/deeplink?type=seller&id=99", 404 },
        { "/deeplink?type=toy&id=1", 422 },
        { "/openapi.json", 200 },
        { "/key", 200 },
        { "/nope", 404 },
    };
    for (const auto &[target, status] : rows)
        QTest::newRow(target) << QString::fromUtf8(target) << status;
}

void TestOpenApi::reads()
{
    QFETCH(QString, target);
    QFETCH(int, status);
    const auto reply = m_client->get(target);
    QCOMPARE(reply.status, status);
    conforms("GET", target, reply);
    if (status != 200 || QTest::currentTestFailed())
        return;
    if (target == "/key"_L1) {
        QVERIFY(reply.header("ETag").isEmpty()); // never cached
        return;
    }
    // The same request with the ETag: 304 as the document describes it.
    const auto notModified = m_client->get(target, { { "If-None-Match", reply.header("ETag") } });
    QCOMPARE(notModified.status, 304);
    conforms("GET", target, notModified);
}

HttpTestClient::Reply TestOpenApi::post(
    const QByteArray &body, const HttpTestClient::Headers &extra)
{
    return m_client->post(u"/products/stock/by-code"_s, body,
        HttpTestClient::Headers { { "Content-Type", json } } + extra);
}

void TestOpenApi::stockUpdates_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QByteArray>("contentType");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("code"); // error code, empty on 200

    QTest::newRow("delta 0") << QByteArray(R"({"code":"978-9943-01234-9","delta":0})") << json
                             << 200 << QString();
    QTest::newRow("set") << QByteArray(R"({"code":"9789943012349","stock":12})") << json << 200
                         << QString();
    QTest::newRow("variant") << QByteArray(R"({"code":"4780000000045","delta":0})") << json << 200
                             << QString();
    QTest::newRow("not json") << QByteArray("[1]") << json << 400 << u"invalid_json"_s;
    QTest::newRow("text/plain") << QByteArray(R"({"code":"x","stock":1})")
                                << QByteArray("text/plain") << 415 << u"unsupported_media_type"_s;
    QTest::newRow("both") << QByteArray(R"({"code":"9789943012349","stock":1,"delta":1})") << json
                          << 422 << u"validation_failed"_s;
    QTest::newRow("fraction") << QByteArray(R"({"code":"9789943012349","delta":0.5})") << json
                              << 422 << u"validation_failed"_s;
    QTest::newRow("no code") << QByteArray(R"({"stock":1})") << json << 422
                             << u"validation_failed"_s;
    QTest::newRow("unknown code") << QByteArray(R"({"code":"0000","stock":1})") << json << 404
                                  << u"not_found"_s;
    QTest::newRow("conflict") << QByteArray(
        R"({"code":"9789943012349","stock":5,"expected_stock":999999})")
                              << json << 409 << u"stock_conflict"_s;
    QTest::newRow("negative") << QByteArray(R"({"code":"9789943012349","delta":-1000000})") << json
                              << 422 << u"stock_would_be_negative"_s;
}

void TestOpenApi::stockUpdates()
{
    QFETCH(QByteArray, body);
    QFETCH(QByteArray, contentType);
    QFETCH(int, status);
    QFETCH(QString, code);
    const auto reply
        = m_client->post(u"/products/stock/by-code"_s, body, { { "Content-Type", contentType } });
    QCOMPARE(reply.status, status);
    QCOMPARE(reply.errorCode(), code);
    conforms("POST", u"/products/stock/by-code"_s, reply);

    // The request body schema agrees with the server: what it accepts conforms, what it
    // refuses as invalid does not.
    const QJsonObject schema
        = m_schema
              ->document()[u"paths"_s][u"/products/stock/by-code"_s][u"post"_s][u"requestBody"_s]
                          [u"content"_s][u"application/json"_s][u"schema"_s]
              .toObject();
    const QStringList problems
        = m_schema->validate(QJsonDocument::fromJson(body).object(), schema, u"body"_s);
    if (status == 200)
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    if (code == "validation_failed"_L1)
        QVERIFY(!problems.isEmpty());
}

void TestOpenApi::idempotency()
{
    const QByteArray body = R"({"code":"9789943012349","delta":0})";
    const auto first = post(body, { { "Idempotency-Key", "openapi-1" } });
    QCOMPARE(first.status, 200);
    const auto replay = post(body, { { "Idempotency-Key", "openapi-1" } });
    QCOMPARE(replay.status, 200);
    QCOMPARE(replay.header("Idempotent-Replayed"), "true");
    conforms("POST", u"/products/stock/by-code"_s, replay);

    const auto reused
        = post(R"({"code":"9789943012349","delta":1})", { { "Idempotency-Key", "openapi-1" } });
    QCOMPARE(reused.errorCode(), u"idempotency_key_reused"_s);
    conforms("POST", u"/products/stock/by-code"_s, reused);

    const auto invalid = post(body, { { "Idempotency-Key", QByteArray(256, 'k') } });
    QCOMPARE(invalid.errorCode(), u"invalid_idempotency_key"_s);
    conforms("POST", u"/products/stock/by-code"_s, invalid);
}

void TestOpenApi::authentication()
{
    HttpTestClient anonymous(m_server.baseUrl());
    const auto missing = anonymous.get(u"/products/books"_s);
    QCOMPARE(missing.status, 401);
    conforms("GET", u"/products/books"_s, missing);

    HttpTestClient wrong(m_server.baseUrl());
    wrong.setCredentials(m_readOnly.appId, u"not-the-secret"_s);
    const auto forbidden = wrong.get(u"/search/trending"_s);
    QCOMPARE(forbidden.status, 403);
    conforms("GET", u"/search/trending"_s, forbidden);

    // A key without a seller: the seller operations are 403, with rate-limit headers.
    HttpTestClient reader(m_server.baseUrl());
    reader.setCredentials(m_readOnly.appId, m_readOnly.secret);
    const auto mine = reader.get(u"/products/mine"_s);
    QCOMPARE(mine.status, 403);
    QVERIFY(!mine.header("X-RateLimit-Remaining-Second").isEmpty());
    conforms("GET", u"/products/mine"_s, mine);
    const auto write = reader.post(u"/products/stock/by-code"_s,
        R"({"code":"9789943012349","delta":0})", { { "Content-Type", json } });
    QCOMPARE(write.status, 403);
    conforms("POST", u"/products/stock/by-code"_s, write);
}

void TestOpenApi::methodNotAllowed()
{
    const auto postToList
        = m_client->post(u"/products/books"_s, "{}", { { "Content-Type", json } });
    QCOMPARE(postToList.status, 405);
    QCOMPARE(postToList.header("Allow"), "GET, HEAD");
    conforms("POST", u"/products/books"_s, postToList);
    const auto getTheWrite = m_client->get(u"/products/stock/by-code"_s);
    QCOMPARE(getTheWrite.status, 405);
    QCOMPARE(getTheWrite.header("Allow"), "POST");
    conforms("GET", u"/products/stock/by-code"_s, getTheWrite);
}

void TestOpenApi::rateLimited()
{
    HttpTestClient slow(m_server.baseUrl());
    slow.setCredentials(m_slow.appId, m_slow.secret);
    HttpTestClient::Reply reply;
    for (int i = 0; i < 5 && reply.status != 429; ++i)
        reply = slow.get(u"/search/categories"_s);
    QCOMPARE(reply.status, 429);
    conforms("GET", u"/search/categories"_s, reply);
}

void TestOpenApi::connectionGuard_data()
{
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<int>("status");
    const QByteArray head
        = "GET " + basePath.toLatin1() + "/products/books HTTP/1.1\r\nHost: x\r\n";
    QTest::newRow("413 declared body")
        << QByteArray(head + "Content-Length: 100000\r\n\r\n") << 413;
    QTest::newRow("431 header") << QByteArray(head + "X-Pad: " + QByteArray(17000, 'a')
        + "\r\n\r\n") << 431;
    QTest::newRow("400 content-length") << QByteArray(head + "Content-Length: abc\r\n\r\n") << 400;
    QTest::newRow("408 unfinished") << head << 408; // the server runs with --request-timeout 2
}

void TestOpenApi::connectionGuard()
{
    QFETCH(QByteArray, request);
    QFETCH(int, status);
    QTcpSocket socket;
    socket.connectToHost(u"127.0.0.1"_s, m_server.port());
    QVERIFY(socket.waitForConnected(5000));
    socket.write(request);
    QByteArray raw;
    QDeadlineTimer deadline(8000);
    while (!deadline.hasExpired() && socket.state() == QAbstractSocket::ConnectedState) {
        socket.waitForReadyRead(200);
        raw += socket.readAll();
    }
    raw += socket.readAll();
    const HttpTestClient::Reply reply = OpenApiConformance::parseRaw(raw);
    QCOMPARE(reply.status, status);
    conforms("GET", u"/products/books"_s, reply);
}

// Contract §12: the four reports and their 422s, each answer against the document.
void TestOpenApi::reports()
{
    // A sale and a return today, so the reports have rows to check.
    const HttpTestClient::Headers body { { "Content-Type", json } };
    QCOMPARE(m_client
                 ->post(u"/products/stock/by-code"_s,
                     R"({"code":"9789943012349","delta":-2,"reason":"sold"})", body)
                 .status,
        200);
    QCOMPARE(m_client
                 ->post(u"/products/stock/by-code"_s,
                     R"({"code":"9789943012349","delta":1,"reason":"returned"})", body)
                 .status,
        200);
    read(u"/products/stock/report/sales"_s, 200);
    read(u"/products/stock/report/sales?group=week&from=2025-01-01&until=2025-03-01"_s, 200);
    read(u"/products/stock/report/sales?group=year"_s, 422);
    read(u"/products/stock/report/top?by=revenue&limit=5"_s, 200);
    read(u"/products/stock/report/top?from=yesterday"_s, 422);
    read(u"/products/stock/report/slow?days=1&per_page=3"_s, 200);
    read(u"/products/stock/report/slow?days=0"_s, 422);
    read(u"/products/stock/report/value"_s, 200);
}

void TestOpenApi::everyOperationWasExercised()
{
    // Health lives outside the base path, without credentials.
    HttpTestClient root(m_server.baseUrl().chopped(basePath.size()));
    const auto health = root.get(u"/healthz"_s);
    QCOMPARE(health.status, 200);
    conforms("GET", u"/healthz"_s, health, u"/"_s);
    // The generated media: a cover of each type and a logo, revalidated, and the 404s.
    for (const QString &target : { u"/media/covers/book/1.svg"_s,
             u"/media/covers/stationery/1.svg"_s, u"/media/sellers/1.svg"_s }) {
        const auto file = root.get(target);
        QCOMPARE(file.status, 200);
        conforms("GET", target, file, u"/"_s);
        const auto same = root.get(target, { { "If-None-Match", file.header("ETag") } });
        QCOMPARE(same.status, 304);
        conforms("GET", target, same, u"/"_s);
    }
    for (const QString &target : { u"/media/covers/book/999.svg"_s, u"/media/covers/pen/1.svg"_s,
             u"/media/covers/book/01.svg"_s, u"/media/sellers/999.svg"_s }) {
        const auto missing = root.get(target);
        QCOMPARE(missing.status, 404);
        conforms("GET", target, missing, u"/"_s);
    }
    const auto posted = root.post(u"/media/sellers/1.svg"_s, "{}", { { "Content-Type", json } });
    QCOMPARE(posted.status, 405);
    conforms("POST", u"/media/sellers/1.svg"_s, posted, u"/"_s);

    QStringList missing;
    for (const QString &operation : m_schema->operations()) {
        QStringList wanted { createsWith201(operation) ? u" 201"_s : u" 200"_s };
        // Health and GET /key are never cached: no ETag to revalidate.
        if (operation.startsWith("get "_L1)
            && !neverCached(operation.section(u' ', 0, 0), operation.section(u' ', 1)))
            wanted << u" 304"_s;
        for (const QString &status : std::as_const(wanted)) {
            if (!m_conformance->exercised().contains(operation + status))
                missing << operation + status;
        }
    }
    QVERIFY2(missing.isEmpty(), qPrintable(u"never exercised: "_s + missing.join(u", "_s)));
    qInfo("%lld operation/status pairs checked against the document",
        qint64(m_conformance->exercised().size()));
}

// Contract §10: history, counts and reasons, each answer against the document.
void TestOpenApi::stockHistoryAndCounts()
{
    send("POST", u"/products/stock/by-code"_s,
        R"({"code":"9789943012349","delta":1,"reason":"returned","note":"back"})", 200);
    send("POST", u"/products/stock/by-code"_s, R"({"code":"9789943012349","delta":1,"reason":"x"})",
        422, u"validation_failed"_s);
    read(u"/products/stock/movements"_s, 200);
    read(u"/products/stock/movements?code=4780000000045&per_page=5"_s, 200);
    read(u"/products/stock/movements?reason=returned&since=2020-01-01T00:00:00Z"_s, 200);
    read(u"/products/stock/movements?since=yesterday"_s, 422);

    send("POST", u"/products/stock/counts"_s, R"({"name":"Shelf","type":"book"})", 201);
    const qint64 id = m_last.json()[u"data"_s][u"id"_s].toInteger();
    const QString count = u"/products/stock/counts/%1"_s.arg(id);
    send("POST", u"/products/stock/counts"_s, R"({"name":""})", 422, u"validation_failed"_s);
    send("POST", count + u"/scans"_s, R"({"code":"9789943012349"})", 200);
    send("POST", count + u"/scans"_s, R"({"code":"9789943012349","quantity":3})", 200);
    send("POST", count + u"/scans"_s, R"({"code":"4780000000045"})", 422, u"outside_count"_s);
    send("POST", count + u"/scans"_s, R"({"code":"0000"})", 404, u"not_found"_s);
    send("POST", count + u"/scans"_s, R"({"code":"9789943012349","quantity":0})", 422,
        u"validation_failed"_s);
    read(count, 200);
    read(count + u"?not_scanned=true&per_page=2"_s, 200);
    read(u"/products/stock/counts/999999"_s, 404);
    read(u"/products/stock/counts"_s, 200);
    read(u"/products/stock/counts?status=open"_s, 200);
    read(u"/products/stock/counts?status=nope"_s, 422);
    send("POST", count + u"/apply"_s, R"({"not_scanned":"drop"})", 422, u"validation_failed"_s);
    send("POST", count + u"/apply"_s, R"({"not_scanned":"keep"})", 200);
    send("POST", count + u"/scans"_s, R"({"code":"9789943012349"})", 409, u"count_closed"_s);
    send("POST", count + u"/cancel"_s, "{}", 409, u"count_closed"_s);
    send("POST", u"/products/stock/counts/999999/apply"_s, R"({"not_scanned":"zero"})", 404,
        u"not_found"_s);
    send("POST", u"/products/stock/counts"_s, R"({"name":"Other"})", 201);
    send("POST",
        u"/products/stock/counts/%1/cancel"_s.arg(m_last.json()[u"data"_s][u"id"_s].toInteger()),
        "{}", 200);
}

// Contract §11: the seller's own products, each answer against the document.
void TestOpenApi::sellerProducts()
{
    send("POST", u"/products/mine"_s,
        R"({"type":"book","code":"0-306-40615-2","name":"Till title","price":1000,"stock":2,
            "author":"New Author","reorder_quantity":5})",
        201);
    const QString path
        = u"/products/mine/book/%1"_s.arg(m_last.json()[u"data"_s][u"id"_s].toInteger());
    send("POST", u"/products/mine"_s,
        R"({"type":"book","code":"9780306406157","name":"Again","price":1})", 409,
        u"code_exists"_s);
    send("POST", u"/products/mine"_s, R"({"type":"book","name":"No code","price":1})", 422,
        u"validation_failed"_s);
    send("PATCH", path, R"({"price":1200,"reorder_level":null,"active":false})", 200);
    send("PATCH", path, R"({"stock":1})", 422, u"validation_failed"_s);
    send("PATCH", u"/products/mine/book/999999"_s, R"({"price":1})", 404, u"not_found"_s);
}

// Contract §14: the batch of stock updates, and a shop server's sync state and conflicts (this
// server follows no upstream: state off; its one conflict is written into the database).
void TestOpenApi::shopSync()
{
    send("POST", u"/products/stock/batch"_s,
        R"({"updates":[{"code":"9789943012349","delta":1,"movement_id":"6f1c1a52-52b4-4c43-9d0e-3b1f0c2a9d11"},
            {"code":"0000","delta":1},{"code":"9789943012349","delta":-1000000}]})",
        200);
    QCOMPARE(m_last.json()[u"results"_s].toArray().size(), 3);
    send("POST", u"/products/stock/batch"_s,
        R"({"updates":[{"code":"9789943012349","delta":1,"movement_id":"6f1c1a52-52b4-4c43-9d0e-3b1f0c2a9d11"}]})",
        200);
    QVERIFY(m_last.json()[u"results"_s][0][u"replayed"_s].toBool());
    send("POST", u"/products/stock/batch"_s, R"({"updates":[]})", 422, u"validation_failed"_s);

    const auto sync = m_client->get(u"/sync"_s);
    QCOMPARE(sync.status, 200);
    QCOMPARE(sync.json()[u"data"_s][u"state"_s].toString(), u"off"_s);
    conforms("GET", u"/sync"_s, sync);
    {
        QSqlDatabase db = m_server.openDatabase(u"conflict"_s);
        QSqlQuery insert(db);
        QVERIFY(insert.exec(u"INSERT INTO sync_conflicts (kind, product_pk, code, message, "
                            "detail, created_at) VALUES ('refused', NULL, '9789943012349', "
                            "'Refused upstream.', '{}', '2026-01-01T00:00:00.000Z')"_s));
        db.close();
    }
    const auto conflicts = m_client->get(u"/sync/conflicts"_s);
    QCOMPARE(conflicts.status, 200);
    conforms("GET", u"/sync/conflicts"_s, conflicts);
    const qint64 id = conflicts.json()[u"data"_s][0][u"id"_s].toInteger();
    const QString resolve = u"/sync/conflicts/%1/resolve"_s.arg(id);
    send("POST", resolve, R"({"action":"later"})", 422, u"validation_failed"_s);
    send("POST", resolve, R"({"action":"retry"})", 200);
    send("POST", resolve, R"({"action":"retry"})", 404, u"not_found"_s);
    const auto resolved = m_client->get(u"/sync/conflicts"_s);
    QCOMPARE(resolved.json()[u"data"_s][0][u"resolution"_s].toString(), u"retry"_s);
    conforms("GET", u"/sync/conflicts"_s, resolved);
}

// Contract §11: suppliers, purchase orders and reorder suggestions against the document.
// Contract §13: webhooks and their delivery log, each answer against the document.
// Contract §15: every admin operation with the admin's key, each answer against the document.
void TestOpenApi::catalogAdmin()
{
    auto admin = std::make_unique<HttpTestClient>(m_server.baseUrl());
    admin->setCredentials(m_admin.appId, m_admin.secret);
    std::swap(m_client, admin);
    const auto restore = qScopeGuard([&] { std::swap(m_client, admin); });
    read(u"/admin/products?issue=missing_image&sort=-price&per_page=5"_s, 200);
    read(u"/admin/products?issue=nonsense"_s, 422);
    read(u"/admin/quality"_s, 200);
    read(u"/admin/duplicates"_s, 200);
    read(u"/admin/audit?object=book"_s, 200);
    const auto searches = m_client->get(u"/admin/searches?zero_results=true"_s);
    QCOMPARE(searches.status, 200);
    conforms("GET", u"/admin/searches?zero_results=true"_s, searches);
    send("PATCH", u"/admin/products/book/1"_s, R"({"description":"Checked.","pages":384})", 200);
    send("PATCH", u"/admin/products/book/1"_s, R"({"stock":1})", 422, u"validation_failed"_s);
    send("PATCH", u"/admin/products/book/999999"_s, R"({"price":1})", 404, u"not_found"_s);
    send("POST", u"/admin/products/bulk"_s,
        R"({"items":[{"type":"book","id":1},{"type":"book","id":999999}],"set":{"old_price":0}})",
        200);
    send("PATCH", u"/admin/sellers/2"_s, R"({"name":"Renamed"})", 200);
    send("POST", u"/admin/categories"_s, R"({"name":"Admin made","type":"book"})", 201);
    const qint64 category = m_last.json()[u"data"_s][u"id"_s].toInteger();
    send("PATCH", u"/admin/categories/%1"_s.arg(category), R"({"name":"Admin renamed"})", 200);
    send("PATCH", u"/admin/categories/%1"_s.arg(category),
        u"{\"parent_id\":%1}"_s.arg(category).toUtf8(), 422, u"validation_failed"_s);
    send("POST", u"/admin/categories/%1/merge"_s.arg(category), R"({"into":1})", 200);
}

void TestOpenApi::webhooks()
{
    WebhookReceiver receiver;
    QVERIFY(receiver.listen());
    const QByteArray url = receiver.url().toUtf8();
    send("POST", u"/webhooks"_s,
        R"({"url":")" + url + R"(","types":["product","stock"],"description":"mirror"})", 201);
    const QString one = u"/webhooks/%1"_s.arg(m_last.json()[u"data"_s][u"id"_s].toInteger());
    send("POST", u"/webhooks"_s, R"({"url":"http://169.254.169.254/","types":["product"]})", 422,
        u"url_not_allowed"_s);
    send("POST", u"/webhooks"_s, R"({"url":"ftp://x","types":["nope"]})", 422,
        u"validation_failed"_s);
    for (const QString &target : { u"/webhooks"_s, one }) {
        const auto reply = m_client->get(target);
        QCOMPARE(reply.status, 200);
        conforms("GET", target, reply);
    }
    const auto missing = m_client->get(u"/webhooks/999999"_s);
    QCOMPARE(missing.status, 404);
    conforms("GET", u"/webhooks/999999"_s, missing);
    send("PATCH", one, R"({"description":"mirror 2","active":true})", 200);
    send("PATCH", u"/webhooks/999999"_s, R"({"active":false})", 404, u"not_found"_s);
    send("POST", one + u"/rotate"_s, "{}", 200);
    // A change, its delivery in the log, sent again.
    send("POST", u"/products/stock/by-code"_s, R"({"code":"9789943012349","stock":0})", 200);
    QTRY_VERIFY_WITH_TIMEOUT(
        m_client->get(one + u"/deliveries?status=ok"_s).json()[u"data"_s].toArray().size() == 1,
        15000);
    const auto log = m_client->get(one + u"/deliveries?status=ok"_s);
    conforms("GET", one + u"/deliveries?status=ok"_s, log);
    const auto badStatus = m_client->get(one + u"/deliveries?status=nope"_s);
    QCOMPARE(badStatus.status, 422);
    conforms("GET", one + u"/deliveries?status=nope"_s, badStatus);
    const qint64 delivery = log.json()[u"data"_s][0][u"id"_s].toInteger();
    send("POST", one + u"/deliveries/%1/redeliver"_s.arg(delivery), "{}", 200);
    send("POST", one + u"/deliveries/999999/redeliver"_s, "{}", 404, u"not_found"_s);
    send("PATCH", one, R"({"active":false})", 200);
    send("POST", one + u"/deliveries/%1/redeliver"_s.arg(delivery), "{}", 409,
        u"webhook_inactive"_s);
    send("DELETE", one, {}, 200);
    send("DELETE", one, {}, 404, u"not_found"_s);
    send("POST", u"/products/stock/by-code"_s, R"({"code":"9789943012349","stock":5})", 200);
    // The feeds a delivery points at (never cached either).
    for (const QString &target : { u"/changes?limit=5"_s, u"/products/mine/changes?limit=5"_s }) {
        const auto page = m_client->get(target);
        QCOMPARE(page.status, 200);
        conforms("GET", target, page);
    }
}

void TestOpenApi::suppliersAndOrders()
{
    send("POST", u"/products/stock/suppliers"_s, R"({"name":"Sharq","phone":"+998"})", 201);
    const qint64 supplier = m_last.json()[u"data"_s][u"id"_s].toInteger();
    send("POST", u"/products/stock/suppliers"_s, R"({"name":"sharq"})", 409, u"supplier_exists"_s);
    send("POST", u"/products/stock/suppliers"_s, R"({"name":""})", 422, u"validation_failed"_s);
    const QString one = u"/products/stock/suppliers/%1"_s.arg(supplier);
    send("PATCH", one, R"({"email":"s@example.uz","note":null})", 200);
    send("PATCH", u"/products/stock/suppliers/999999"_s, R"({"note":"x"})", 404, u"not_found"_s);
    read(u"/products/stock/suppliers?q=SHA"_s, 200);

    send("PATCH", u"/products/mine/book/1"_s,
        QByteArray(R"({"reorder_level":1000,"supplier_id":)" + QByteArray::number(supplier) + "}"),
        200);
    read(u"/products/stock/reorder"_s, 200);
    read(u"/products/stock/reorder?supplier_id=%1"_s.arg(supplier), 200);
    const QByteArray order = R"({"supplier_id":)" + QByteArray::number(supplier)
        + R"(,"reference":"PO-1","lines":[{"code":"9789943012349","quantity":5,"cost":100}]})";
    send("POST", u"/products/stock/orders"_s, order, 201);
    const QString path
        = u"/products/stock/orders/%1"_s.arg(m_last.json()[u"data"_s][u"id"_s].toInteger());
    send("POST", u"/products/stock/orders"_s,
        R"({"supplier_id":1,"lines":[{"code":"0000","quantity":1}]})", 422, u"validation_failed"_s);
    read(path, 200);
    read(u"/products/stock/orders/999999"_s, 404);
    read(u"/products/stock/orders?status=open"_s, 200);
    read(u"/products/stock/orders?status=nope"_s, 422);
    send("POST", path + u"/close"_s, "{}", 200);
    send("POST", path + u"/cancel"_s, "{}", 409, u"order_closed"_s);
    send("POST", path + u"/close"_s, "{}", 409, u"order_closed"_s);
    send("POST", u"/products/stock/orders/999999/close"_s, "{}", 404, u"not_found"_s);
    send("POST", u"/products/stock/orders"_s, order, 201);
    send("POST",
        u"/products/stock/orders/%1/cancel"_s.arg(m_last.json()[u"data"_s][u"id"_s].toInteger()),
        "{}", 200);
}

// Contract §11: receipts and returns, each answer against the document.
void TestOpenApi::receiptsAndReturns()
{
    send("POST", u"/products/stock/suppliers"_s, R"({"name":"Returns to"})", 201);
    const QByteArray supplier = QByteArray::number(m_last.json()[u"data"_s][u"id"_s].toInteger());
    send("POST", u"/products/stock/orders"_s,
        R"({"supplier_id":)" + supplier + R"(,"lines":[{"code":"9789943012349","quantity":2}]})",
        201);
    const QByteArray order = QByteArray::number(m_last.json()[u"data"_s][u"id"_s].toInteger());

    send("POST", u"/products/stock/receipts"_s,
        R"({"order_id":)" + order + R"(,"reference":"INV-9"})", 201);
    const QString receipt
        = u"/products/stock/receipts/%1"_s.arg(m_last.json()[u"data"_s][u"id"_s].toInteger());
    send("POST", u"/products/stock/receipts"_s, R"({"order_id":999999})", 422,
        u"validation_failed"_s);
    send("POST", receipt + u"/scans"_s, R"({"code":"9789943012349","quantity":3})", 200);
    send("POST", receipt + u"/scans"_s, R"({"code":"4780000000052"})", 200);
    send("POST", receipt + u"/scans"_s, R"({"code":"4780000000052","quantity":-5})", 422,
        u"line_would_be_negative"_s);
    send("POST", receipt + u"/scans"_s, R"({"code":"0000"})", 404, u"not_found"_s);
    read(receipt, 200);
    read(receipt + u"?per_page=1&page=2"_s, 200);
    read(u"/products/stock/receipts/999999"_s, 404);
    read(u"/products/stock/receipts?status=open"_s, 200);
    read(u"/products/stock/receipts?status=nope"_s, 422);
    send("POST", receipt + u"/post"_s, "{}", 200);
    send("POST", receipt + u"/post"_s, "{}", 409, u"document_closed"_s);
    send("POST", receipt + u"/cancel"_s, "{}", 409, u"document_closed"_s);
    send("POST", receipt + u"/scans"_s, R"({"code":"4780000000052"})", 409, u"document_closed"_s);
    send("POST", u"/products/stock/receipts/999999/post"_s, "{}", 404, u"not_found"_s);
    send("POST", u"/products/stock/receipts"_s, R"({"order_id":)" + order + "}", 409,
        u"order_closed"_s);
    send("POST", u"/products/stock/receipts"_s, "{}", 201);
    send("POST",
        u"/products/stock/receipts/%1/cancel"_s.arg(m_last.json()[u"data"_s][u"id"_s].toInteger()),
        "{}", 200);

    send("POST", u"/products/stock/returns"_s, R"({"reference":"x"})", 422, u"validation_failed"_s);
    send("POST", u"/products/stock/returns"_s, R"({"supplier_id":)" + supplier + "}", 201);
    const QString ret
        = u"/products/stock/returns/%1"_s.arg(m_last.json()[u"data"_s][u"id"_s].toInteger());
    send("POST", ret + u"/scans"_s, R"({"code":"9789943012349","quantity":100000})", 200);
    send("POST", ret + u"/post"_s, "{}", 422, u"stock_would_be_negative"_s);
    send("POST", ret + u"/scans"_s, R"({"code":"9789943012349","quantity":-99999})", 200);
    read(ret, 200);
    read(u"/products/stock/returns"_s, 200);
    send("POST", ret + u"/post"_s, "{}", 200);
    send("POST", u"/products/stock/returns"_s, R"({"supplier_id":)" + supplier + "}", 201);
    send("POST",
        u"/products/stock/returns/%1/cancel"_s.arg(m_last.json()[u"data"_s][u"id"_s].toInteger()),
        "{}", 200);
}

QTEST_GUILESS_MAIN(TestOpenApi)
#include "tst_openapi.moc"
