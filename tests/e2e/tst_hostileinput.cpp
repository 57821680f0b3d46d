// Hostile text in every input, on either engine (contract §3, §4): every query parameter and
// path segment of the document's GET operations and every text field of its write bodies,
// with NUL, bytes that are not UTF-8 (raw in the URL, %C3%28 and %FF), symbol-only and emoji
// text. No answer is a 5xx, and /healthz stays 200 throughout. Text that is not UTF-8 or holds
// a NUL is a 422 naming the parameter. Products whose names have no letter or digit are
// written, by the API and by an import. And the body limits fit the routes' own maximums: a
// 1,000-line order, pretty-printed with hyphenated ISBNs, is accepted.
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include "tests/e2e/catalogfixture.h"
#include "tests/e2e/openapischema.h"
#include "tests/support/blockinghttp.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

namespace {

// In a URL, as sent: the first three are not text (NUL, a broken UTF-8 sequence, a byte
// never in UTF-8).
const QList<QByteArray> badUrlText { "a%00b", "%C3%28", "%FF", "ab%FFcd" };
const QList<QByteArray> oddUrlText { "...", "%E2%98%85%E2%98%85%E2%98%85", "%E2%82%AC",
    "%F0%9F%98%80", "%27%22%3B--", "%E2%80%8B", "%20", "-1", "99999999999999999999" };
// In a JSON body: strings (the NUL one is refused by the body rules), and raw bytes that are
// not UTF-8 put between the quotes as they are.
const QStringList oddJsonText { u"a\u0000b"_s, u"..."_s, u"★★★"_s, u"€"_s, u"😀"_s, u"'\";--"_s,
    u"\u200b"_s, u" "_s, QString(QChar(0xd800)) };
const QList<QByteArray> badJsonBytes { "\xC3\x28", "\xFF",
    "a\xFF"
    "b" };
// Names with no letter or digit: every one a product (contract §2, §5).
const QStringList symbolNames { u"..."_s, u"★★★"_s, u"€"_s, u"😀"_s, u"—"_s, u"!!!"_s };

// A valid ISBN-13 978-9943-NNNNN-C, hyphenated.
QString isbn(int n)
{
    const QString digits = u"9789943%1"_s.arg(n, 5, 10, QChar(u'0'));
    int sum = 0;
    for (qsizetype i = 0; i < digits.size(); ++i)
        sum += digits.at(i).digitValue() * (i % 2 == 0 ? 1 : 3);
    const int check = (10 - sum % 10) % 10;
    return u"%1-%2-%3-%4"_s.arg(digits.left(3), digits.mid(3, 4), digits.mid(7, 5)).arg(check);
}

constexpr int firstOrderBook = 20'000; // isbn() numbers of the import's 1,000 books
constexpr int orderLines = 1000;

} // namespace

class TestHostileInput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void everyGetParameter();
    void everyWriteField();
    void symbolOnlyNamesAreProducts();
    void importWritesSymbolOnlyNames();
    void thousandLineOrderFitsItsLimit();

private:
    BlockingHttp::Reply send(
        const QByteArray &method, const QString &path, const QByteArray &body = {});
    void expectHealthy();
    QString validPathValue(const QString &name, const QJsonObject &schema) const;

    TestServer m_server;
    TestServer::Key m_key;
    // Contract §15's endpoints take only a catalog:admin key without a seller.
    TestServer::Key m_adminKey;
    std::unique_ptr<OpenApiSchema> m_schema;
    std::unique_ptr<BlockingHttp> m_http;
    std::unique_ptr<BlockingHttp> m_adminHttp;
    std::unique_ptr<HttpTestClient> m_health;
    qint64 m_supplier = 0;
    int m_requests = 0;
    int m_nextIsbn = 30'000;
};

void TestHostileInput::initTestCase()
{
    QVERIFY(CatalogFixture::importInto(m_server));
    // 1,000 more books of seller 1, for the long order.
    QJsonArray books;
    for (int i = 0; i < orderLines; ++i) {
        books.append(QJsonObject { { u"id"_s, 1000 + i }, { u"name"_s, u"Order book %1"_s.arg(i) },
            { u"price"_s, 1000 }, { u"isbn"_s, isbn(firstOrderBook + i) }, { u"seller_id"_s, 1 },
            { u"category_id"_s, 1 }, { u"stock"_s, 0 },
            { u"created_at"_s, u"2026-11-01T09:00:00Z"_s } });
    }
    const QString file = m_server.folder() + u"/order-books.json"_s;
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(QJsonObject { { u"books"_s, books } }).toJson());
    out.close();
    QVERIFY(m_server.importFile(file));
    m_key = m_server.createKey(u"read,stock:write,webhooks"_s,
        { u"--seller"_s, u"1"_s, u"--rate-per-second"_s, u"1000000"_s, u"--rate-per-minute"_s,
            u"10000000"_s });
    m_adminKey = m_server.createKey(u"read,catalog:admin"_s,
        { u"--rate-per-second"_s, u"1000000"_s, u"--rate-per-minute"_s, u"10000000"_s });
    const TestServer::CliResult openapi = m_server.run({ u"openapi"_s }, false);
    QCOMPARE(openapi.exitCode, 0);
    m_schema = std::make_unique<OpenApiSchema>(QJsonDocument::fromJson(openapi.out).object());
    QVERIFY(!m_schema->operations().isEmpty());
    QVERIFY(m_server.start());
    m_http = std::make_unique<BlockingHttp>(m_server.baseUrl(), m_key.appId, m_key.secret);
    m_health = std::make_unique<HttpTestClient>(
        m_server.baseUrl().left(m_server.baseUrl().indexOf(u"/api/"_s)));
    const auto supplier
        = send("POST", u"/products/stock/suppliers"_s, R"({"name":"Hostile Supplier"})");
    QCOMPARE(supplier.status, 201);
    m_supplier = QJsonDocument::fromJson(supplier.body)
                     .object()[u"data"_s]
                     .toObject()[u"id"_s]
                     .toInteger();
    QVERIFY(m_supplier > 0);
}

void TestHostileInput::cleanupTestCase()
{
    if (m_server.isRunning()) {
        expectHealthy();
        QCOMPARE(m_server.stop(), 0);
    }
}

BlockingHttp::Reply TestHostileInput::send(
    const QByteArray &method, const QString &path, const QByteArray &body)
{
    ++m_requests;
    BlockingHttp::Reply reply;
    const bool admin = path.startsWith(u"/admin/"_s);
    const TestServer::Key &key = admin ? m_adminKey : m_key;
    std::unique_ptr<BlockingHttp> &http = admin ? m_adminHttp : m_http;
    for (int attempt = 0; attempt < 2 && reply.status == 0; ++attempt) {
        // The first use, or the server closed the connection (after a 400 or 413): a new one.
        if (attempt > 0 || !http)
            http = std::make_unique<BlockingHttp>(m_server.baseUrl(), key.appId, key.secret);
        if (method == "GET")
            reply = http->get(path, { { "Cache-Control", "no-cache" } });
        else if (method == "PATCH")
            reply = http->patch(path, body);
        else
            reply = http->post(path, body);
    }
    return reply;
}

void TestHostileInput::expectHealthy()
{
    const auto health = m_health->get(u"/healthz"_s);
    QVERIFY2(health.status == 200,
        qPrintable(u"/healthz %1 after %2 requests: %3"_s.arg(health.status)
                       .arg(m_requests)
                       .arg(QString::fromUtf8(health.body))));
}

QString TestHostileInput::validPathValue(const QString &name, const QJsonObject &schema) const
{
    const QJsonArray values = schema.value(u"enum"_s).toArray();
    if (!values.isEmpty())
        return values.first().toVariant().toString();
    if (schema.value(u"type"_s) == "integer"_L1)
        return u"1"_s;
    if (name == "col"_L1)
        return u"books"_s;
    if (name == "type"_L1)
        return u"book"_s;
    if (name == "token"_L1)
        return u"s1-8f3a"_s;
    return u"9789943012349"_s; // code, isbn
}

void TestHostileInput::everyGetParameter()
{
    int checked = 0;
    for (const QString &operationName : m_schema->operations()) {
        const QString method = operationName.section(u' ', 0, 0);
        const QString pathTemplate = operationName.section(u' ', 1);
        if (method != "get"_L1)
            continue;
        const QJsonObject item
            = m_schema->document()[u"paths"_s].toObject()[pathTemplate].toObject();
        const bool outsideBase = item.contains(u"servers"_s); // /healthz, /media
        OpenApiSchema::Operation operation { pathTemplate, method, item[method].toObject(), {} };
        const QList<QJsonObject> parameters = m_schema->parameters(operation);
        // The valid request: every path parameter, and the required query parameters.
        QHash<QString, QString> valid;
        for (const QJsonObject &parameter : parameters) {
            const QString name = parameter[u"name"_s].toString();
            const QJsonObject schema = m_schema->resolve(parameter[u"schema"_s]);
            if (parameter[u"in"_s] == "path"_L1)
                valid.insert(name, validPathValue(name, schema));
            else if (parameter[u"in"_s] == "query"_L1 && parameter[u"required"_s].toBool())
                valid.insert(name, schema[u"type"_s] == "integer"_L1 ? u"1"_s : u"a"_s);
        }
        for (const QJsonObject &parameter : parameters) {
            const QString name = parameter[u"name"_s].toString();
            const QString in = parameter[u"in"_s].toString();
            if (in != "path"_L1 && in != "query"_L1)
                continue;
            for (const QByteArray &value : badUrlText + oddUrlText) {
                QString path = pathTemplate;
                QStringList query;
                for (auto it = valid.cbegin(); it != valid.cend(); ++it) {
                    const QString text = it.key() == name ? QString::fromLatin1(value) : *it;
                    if (path.contains(u'{' + it.key() + u'}'))
                        path.replace(u'{' + it.key() + u'}', text);
                    else
                        query << it.key() + u'=' + text;
                }
                if (in == "query"_L1 && !valid.contains(name))
                    query << name + u'=' + QString::fromLatin1(value);
                if (!query.isEmpty())
                    path += u'?' + query.join(u'&');
                BlockingHttp::Reply reply;
                if (outsideBase) {
                    BlockingHttp root(
                        m_server.baseUrl().left(m_server.baseUrl().indexOf(u"/api/"_s)),
                        m_key.appId, m_key.secret);
                    reply = root.get(path);
                    ++m_requests;
                } else {
                    reply = send("GET", path);
                }
                const QString what = u"GET %1 -> %2 %3"_s.arg(
                    path, QString::number(reply.status), QString::fromUtf8(reply.body.left(300)));
                QVERIFY2(reply.status >= 200 && reply.status < 500, qPrintable(what));
                if (badUrlText.contains(value) && !outsideBase) {
                    // Not text: refused by name (a path segment that is no route's is a 404).
                    if (in == "query"_L1 || reply.status != 404) {
                        QVERIFY2(reply.status == 422, qPrintable(what));
                        const QJsonObject fields = QJsonDocument::fromJson(reply.body)
                                                       .object()[u"error"_s]
                                                       .toObject()[u"fields"_s]
                                                       .toObject();
                        QVERIFY2(fields.contains(name), qPrintable(what));
                    }
                }
                ++checked;
            }
            expectHealthy();
        }
    }
    qInfo("%d GET requests with hostile parameters", checked);
    QVERIFY(checked > 300);
}

void TestHostileInput::everyWriteField()
{
    // A valid body per write operation; the ids are this test's own.
    const auto created = [&](const QString &path, const QByteArray &body) {
        const auto reply = send("POST", path, body);
        return QJsonDocument::fromJson(reply.body)
            .object()[u"data"_s]
            .toObject()[u"id"_s]
            .toInteger();
    };
    const QString supplier = QString::number(m_supplier);
    const qint64 count = created(u"/products/stock/counts"_s, R"({"name":"hostile count"})");
    const qint64 receipt = created(u"/products/stock/receipts"_s,
        QByteArray(R"({"supplier_id":)") + supplier.toLatin1() + '}');
    const qint64 returned = created(
        u"/products/stock/returns"_s, QByteArray(R"({"supplier_id":)") + supplier.toLatin1() + '}');
    QVERIFY(count > 0 && receipt > 0 && returned > 0);
    const QHash<QString, QString> paths {
        { u"/products/stock/counts/{id}/scans"_s, u"/products/stock/counts/%1/scans"_s.arg(count) },
        { u"/products/stock/receipts/{id}/scans"_s,
            u"/products/stock/receipts/%1/scans"_s.arg(receipt) },
        { u"/products/stock/returns/{id}/scans"_s,
            u"/products/stock/returns/%1/scans"_s.arg(returned) },
        { u"/products/mine/{type}/{id}"_s, u"/products/mine/book/1"_s },
        { u"/products/stock/suppliers/{id}"_s, u"/products/stock/suppliers/"_s + supplier },
    };
    int checked = 0;
    for (const QString &operationName : m_schema->operations()) {
        const QString method = operationName.section(u' ', 0, 0);
        const QString pathTemplate = operationName.section(u' ', 1);
        const QJsonObject operation = m_schema->document()[u"paths"_s]
                                          .toObject()[pathTemplate]
                                          .toObject()[method]
                                          .toObject();
        if (!operation.contains(u"requestBody"_s))
            continue;
        // Actions that end a document or order: their bodies have no text to speak of.
        if (pathTemplate.contains(u'{') && !paths.contains(pathTemplate))
            continue;
        const QString path = paths.value(pathTemplate, pathTemplate);
        const QJsonObject schema
            = m_schema->resolve(m_schema->resolve(operation[u"requestBody"_s])[u"content"_s]
                                    .toObject()[u"application/json"_s]
                                    .toObject()[u"schema"_s]);
        const QJsonObject properties = schema[u"properties"_s].toObject();
        // Valid values for the fields a body needs.
        QJsonObject base;
        if (properties.contains(u"supplier_id"_s))
            base.insert(u"supplier_id"_s, m_supplier);
        if (properties.contains(u"code"_s))
            base.insert(u"code"_s, u"9789943012349"_s);
        if (properties.contains(u"delta"_s))
            base.insert(u"delta"_s, 1);
        if (properties.contains(u"price"_s) && method == "post"_L1)
            base.insert(u"price"_s, 1000);
        if (properties.contains(u"type"_s) && pathTemplate == "/products/mine"_L1)
            base.insert(u"type"_s, u"book"_s);
        if (properties.contains(u"name"_s) && method == "post"_L1)
            base.insert(u"name"_s, u"hostile"_s);
        // Bodies that are a list of items (an order's lines, a batch's updates): one valid
        // item, whose code takes the hostile text.
        QString listField;
        QJsonObject listItem;
        if (properties.contains(u"lines"_s)) {
            listField = u"lines"_s;
            listItem = { { u"code"_s, isbn(firstOrderBook) }, { u"quantity"_s, 1 } };
        } else if (properties.contains(u"updates"_s)) {
            listField = u"updates"_s;
            listItem = { { u"code"_s, u"9789943012349"_s }, { u"delta"_s, 1 } };
        }
        if (!listField.isEmpty())
            base.insert(listField, QJsonArray { listItem });
        // An admin bulk edit (contract §15): one item, and its `set` takes the hostile text.
        const bool bulkSet = properties.contains(u"set"_s) && properties.contains(u"items"_s);
        if (bulkSet) {
            base.insert(u"items"_s,
                QJsonArray { QJsonObject { { u"type"_s, u"book"_s }, { u"id"_s, 1 } } });
            base.insert(u"set"_s, QJsonObject {});
        }
        QStringList textFields;
        for (auto it = properties.begin(); it != properties.end(); ++it) {
            const QJsonObject field = m_schema->resolve(it.value());
            const QJsonValue type = field[u"type"_s];
            if (type == "string"_L1 || (type.isArray() && type.toArray().contains(u"string"_s)))
                textFields << it.key();
        }
        if (!listField.isEmpty())
            textFields << listField + u"[0].code"_s;
        if (bulkSet)
            textFields << u"set.author"_s << u"set.publisher"_s;
        QVERIFY2(!textFields.isEmpty() || pathTemplate.endsWith(u"/cancel"_s)
                || pathTemplate.endsWith(u"/apply"_s),
            qPrintable(operationName));
        for (const QString &field : std::as_const(textFields)) {
            const auto bodyWith = [&](const QJsonValue &value) {
                QJsonObject body = base;
                if (pathTemplate == "/products/mine"_L1 && field != "code"_L1)
                    body.insert(u"code"_s, isbn(m_nextIsbn++)); // each product its own code
                if (field == listField + u"[0].code"_s) {
                    QJsonObject item = listItem;
                    item.insert(u"code"_s, value);
                    body.insert(listField, QJsonArray { item });
                } else if (field.startsWith(u"set."_s)) {
                    body.insert(u"set"_s, QJsonObject { { field.mid(4), value } });
                } else {
                    body.insert(field, value);
                }
                return QJsonDocument(body).toJson(QJsonDocument::Compact);
            };
            QList<QByteArray> bodies;
            for (const QString &text : oddJsonText)
                bodies << bodyWith(text);
            for (const QByteArray &bytes : badJsonBytes)
                bodies << bodyWith(u"@@raw@@"_s).replace("@@raw@@", bytes);
            for (const QByteArray &body : std::as_const(bodies)) {
                const auto reply = send(method.toUpper().toLatin1(), path, body);
                QVERIFY2(reply.status >= 200 && reply.status < 500,
                    qPrintable(u"%1 %2 %3 -> %4 %5"_s.arg(method, path, QString::fromUtf8(body),
                        QString::number(reply.status), QString::fromUtf8(reply.body.left(300)))));
                ++checked;
            }
            expectHealthy();
        }
    }
    qInfo("%d writes with hostile text fields", checked);
    QVERIFY(checked > 200);
}

void TestHostileInput::symbolOnlyNamesAreProducts()
{
    for (const QString &name : symbolNames) {
        const QByteArray body = QJsonDocument(
            QJsonObject { { u"type"_s, u"book"_s }, { u"code"_s, isbn(m_nextIsbn++) },
                { u"name"_s, name },
                { u"price"_s,
                    1000 } }).toJson(QJsonDocument::Compact);
        const auto created = send("POST", u"/products/mine"_s, body);
        QVERIFY2(created.status == 201, created.body.constData());
        const qint64 id = QJsonDocument::fromJson(created.body)
                              .object()[u"data"_s]
                              .toObject()[u"id"_s]
                              .toInteger();
        const auto read = send("GET", u"/products/book/%1"_s.arg(id));
        QCOMPARE(read.status, 200);
        QCOMPARE(
            QJsonDocument::fromJson(read.body).object()[u"data"_s].toObject()[u"name"_s].toString(),
            name);
        const auto renamed = send("PATCH", u"/products/mine/book/%1"_s.arg(id),
            QJsonDocument(QJsonObject { { u"name"_s, QString(name + name) } })
                .toJson(QJsonDocument::Compact));
        QVERIFY2(renamed.status == 200, renamed.body.constData());
        QVERIFY(
            send("GET", u"/search?q="_s + QString::fromLatin1(QUrl::toPercentEncoding(name))).status
            < 500);
    }
    expectHealthy();
}

void TestHostileInput::importWritesSymbolOnlyNames()
{
    QJsonArray books;
    for (qsizetype i = 0; i < symbolNames.size(); ++i) {
        books.append(QJsonObject { { u"id"_s, 5000 + i }, { u"name"_s, symbolNames.at(i) },
            { u"price"_s, 1000 }, { u"isbn"_s, isbn(40'000 + int(i)) }, { u"seller_id"_s, 1 },
            { u"category_id"_s, 1 }, { u"stock"_s, 1 },
            { u"created_at"_s, u"2026-11-01T09:00:00Z"_s } });
    }
    const QString file = m_server.folder() + u"/symbols.json"_s;
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(QJsonObject { { u"books"_s, books } }).toJson());
    out.close();
    // The import runs beside the serving instance, as an owner does it.
    const TestServer::CliResult imported = m_server.run({ u"import"_s, file });
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
    for (qsizetype i = 0; i < symbolNames.size(); ++i) {
        const auto read = send("GET", u"/products/book/%1"_s.arg(5000 + i));
        QVERIFY2(read.status == 200, read.body.constData());
        QCOMPARE(
            QJsonDocument::fromJson(read.body).object()[u"data"_s].toObject()[u"name"_s].toString(),
            symbolNames.at(i));
    }
    expectHealthy();
}

void TestHostileInput::thousandLineOrderFitsItsLimit()
{
    QJsonArray lines;
    for (int i = 0; i < orderLines; ++i) {
        lines.append(QJsonObject {
            { u"code"_s, isbn(firstOrderBook + i) }, { u"quantity"_s, 1 }, { u"cost"_s, 1000 } });
    }
    const QByteArray body = QJsonDocument(
        QJsonObject { { u"supplier_id"_s, m_supplier }, { u"reference"_s, u"INV-LONG"_s },
            { u"lines"_s,
                lines } }).toJson(QJsonDocument::Indented);
    QVERIFY2(body.size() > 64 * 1024, "the order is small enough for the old limit");
    qInfo("a 1,000-line order: %lld bytes", qlonglong(body.size()));
    // Sent once (no retry on a slow answer), with time to look up 1,000 codes.
    HttpTestClient client(m_server.baseUrl());
    client.setCredentials(m_key.appId, m_key.secret);
    QElapsedTimer timer;
    timer.start();
    const auto order = client.post(
        u"/products/stock/orders"_s, body, { { "Content-Type", "application/json" } });
    qInfo("answered %d in %lld ms", order.status, timer.elapsed());
    QVERIFY2(order.status == 201, order.body.left(500).constData());
    const QJsonObject data = QJsonDocument::fromJson(order.body).object()[u"data"_s].toObject();
    QCOMPARE(data[u"lines"_s].toArray().size(), orderLines);
    // Other routes keep 64 KiB.
    const QByteArray padded
        = R"({"code":"9789943012349","delta":1,"note":")" + QByteArray(70 * 1024, 'x') + R"("})";
    QCOMPARE(send("POST", u"/products/stock/by-code"_s, padded).status, 413);
    expectHealthy();
}

QTEST_GUILESS_MAIN(TestHostileInput)
#include "tst_hostileinput.moc"
