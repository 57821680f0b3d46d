// Contract §15's writes end to end on both engines: a deactivated seller's products gone from
// every public list, search, suggestion, code lookup and the public feed and back with the
// seller; an admin edit in the change feed and the audit; the seller's own PATCH taking every
// product field; a bulk edit of 500 with one refused item; categories; zero-result searches.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

#include "tests/e2e/adminfixture.h"
#include "tests/support/blockinghttp.h"
#include "tests/support/testserver.h"
#include "tests/support/webhookreceiver.h"

using namespace Qt::StringLiterals;

namespace {

const QStringList unthrottled { u"--rate-per-second"_s, u"100000"_s, u"--rate-per-minute"_s,
    u"10000000"_s };
const BlockingHttp::Headers fresh { { "Cache-Control", "no-cache" } };

bool hasBook1(const QJsonArray &items)
{
    for (const QJsonValue &item : items) {
        if (item[u"id"_s].toInteger() == 1 && item[u"type"_s].toString(u"book"_s) == "book"_L1)
            return true;
    }
    return false;
}

} // namespace

class TestCatalogAdminWrites : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void deactivatedSellerLeavesEverythingPublic();
    void adminEditReachesTheFeedAndTheAudit();
    void sellerPatchTakesEveryProductField();
    void bulkOf500WithOneRefused();
    void categories();
    void zeroResultSearches();

private:
    BlockingHttp admin() const { return { m_server.baseUrl(), m_admin.appId, m_admin.secret }; }
    BlockingHttp reader() const { return { m_server.baseUrl(), m_reader.appId, m_reader.secret }; }
    // Book 1 in the public list, search, suggestions, lookup, detail; and its feed entry.
    void checkBook1Public(bool visible);
    // The public feed read to its end from the start: type:id → deleted.
    QHash<QString, QJsonObject> publicFeed();

    TestServer m_server;
    TestServer::Key m_admin;
    TestServer::Key m_seller;
    TestServer::Key m_reader;
    TestServer::Key m_partner; // read + webhooks: a partner that mirrors the catalog
    WebhookReceiver m_receiver;
};

void TestCatalogAdminWrites::initTestCase()
{
    QVERIFY(AdminFixture::importInto(m_server, AdminFixture::clean(), u"clean.json"_s));
    QVERIFY(AdminFixture::importInto(m_server, AdminFixture::dirty(), u"dirty.json"_s));
    QVERIFY(
        AdminFixture::importInto(m_server, AdminFixture::stationeryBatch(499), u"batch.json"_s));
    m_admin = m_server.createKey(u"read,catalog:admin"_s, unthrottled);
    m_seller = m_server.createKey(
        u"read,stock:write"_s, QStringList { u"--seller"_s, u"1"_s } + unthrottled);
    m_reader = m_server.createKey(u"read"_s, unthrottled);
    m_partner = m_server.createKey(u"read,webhooks"_s, unthrottled);
    QVERIFY(m_receiver.listen());
    QVERIFY(m_server.start({ u"--webhook-allow"_s, u"127.0.0.1/32"_s }));
}

QHash<QString, QJsonObject> TestCatalogAdminWrites::publicFeed()
{
    BlockingHttp http = reader();
    QHash<QString, QJsonObject> entries;
    QString after;
    for (int page = 0; page < 100; ++page) {
        const QJsonObject answer
            = AdminFixture::json(http.get(u"/changes?limit=1000&types=product"_s
                + (after.isEmpty() ? QString() : u"&after="_s + after)));
        for (const QJsonValue &entry : answer[u"data"_s].toArray()) {
            entries.insert(
                entry[u"type"_s].toString() + u':' + QString::number(entry[u"id"_s].toInteger()),
                entry.toObject());
        }
        after = answer[u"meta"_s][u"next"_s].toString();
        if (!answer[u"meta"_s][u"has_more"_s].toBool())
            break;
    }
    return entries;
}

void TestCatalogAdminWrites::checkBook1Public(bool visible)
{
    BlockingHttp http = reader();
    const auto data = [&](const QString &path) -> QJsonValue {
        return AdminFixture::json(http.get(path, fresh)).value(u"data"_s);
    };
    QCOMPARE(hasBook1(data(u"/products/books?per_page=100"_s).toArray()), visible);
    QCOMPARE(hasBook1(data(u"/search?q=kunlar"_s).toArray()), visible);
    QCOMPARE(hasBook1(data(u"/search?q=9789943012349"_s).toArray()), visible);
    QCOMPARE(hasBook1(data(u"/search/category/2/book"_s).toArray()), visible);
    QCOMPARE(hasBook1(data(u"/products/sellers/profile/1/1"_s)[u"products"_s].toArray()), visible);
    QCOMPARE(http.get(u"/products/book/1"_s, fresh).status, visible ? 200 : 404);
    QCOMPARE(
        http.get(u"/products/sellers/1/code/9789943012349"_s, fresh).status, visible ? 200 : 404);
    // Seller 1 sells the only pen: its suggestion goes with it.
    QCOMPARE(data(u"/search/suggestions?q=gel"_s).toArray().contains(u"Gel pen 0.5 mm"_s), visible);
    const QJsonObject entry = publicFeed().value(u"book:1"_s);
    QCOMPARE(entry[u"deleted"_s].toBool(), !visible);
    QCOMPARE(entry[u"data"_s].isNull(), !visible);
}

void TestCatalogAdminWrites::deactivatedSellerLeavesEverythingPublic()
{
    checkBook1Public(true);
    BlockingHttp http = admin();
    BlockingHttp::Reply reply = http.patch(u"/admin/sellers/1"_s, R"({"active": false})");
    QCOMPARE(reply.status, 200);
    QCOMPARE(AdminFixture::json(reply)[u"data"_s][u"active"_s].toBool(), false);
    checkBook1Public(false);
    // Admin lists still show them, with their own flag and the seller's issue.
    const QJsonObject item = AdminFixture::json(
        http.get(u"/admin/products?seller_id=1&type=book"_s, fresh))[u"data"_s][0]
                                 .toObject();
    QCOMPARE(item[u"active"_s].toBool(), true);
    QVERIFY(item[u"issues"_s].toArray().contains(u"seller_inactive"_s));

    reply = http.patch(u"/admin/sellers/1"_s, R"({"active": true})");
    QCOMPARE(reply.status, 200);
    checkBook1Public(true);
    QCOMPARE(http.patch(u"/admin/sellers/999"_s, R"({"active": true})").status, 404);
    QCOMPARE(http.patch(u"/admin/sellers/1"_s, R"({"active": "no"})").status, 422);
}

void TestCatalogAdminWrites::adminEditReachesTheFeedAndTheAudit()
{
    // A partner's product webhook, made before the edit (contract §13).
    BlockingHttp partner(m_server.baseUrl(), m_partner.appId, m_partner.secret);
    const QByteArray hook = QJsonDocument(
        QJsonObject { { u"url"_s, m_receiver.url() }, { u"types"_s, QJsonArray { u"product"_s } } })
                                .toJson(QJsonDocument::Compact);
    QCOMPARE(partner.post(u"/webhooks"_s, hook).status, 201);
    BlockingHttp http = admin();
    const BlockingHttp::Reply reply = http.patch(u"/admin/products/book/4"_s,
        R"({"author": "Abdulla Qodiriy", "price": 21000, "description": "Found its author."})");
    QCOMPARE(reply.status, 200);
    const QJsonObject item = AdminFixture::json(reply)[u"data"_s].toObject();
    QCOMPARE(item[u"author"_s].toString(), u"Abdulla Qodiriy"_s);
    QVERIFY(!item[u"issues"_s].toArray().contains(u"missing_author"_s));
    // The public feed shows the book as its detail now does.
    const QJsonObject entry = publicFeed().value(u"book:4"_s);
    QCOMPARE(entry[u"data"_s][u"price"_s].toInteger(), 21000);
    QCOMPARE(reader().get(u"/products/book/4"_s, fresh).status, 200);
    // The partner hears of it.
    const auto announced = [&] {
        for (const WebhookReceiver::Request &request : m_receiver.requests()) {
            if (request.json()[u"ids"_s][u"book"_s].toArray().contains(4))
                return true;
        }
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(announced(), 10000);
    // Audited: before and after, the key's name.
    const QJsonArray audit
        = AdminFixture::json(http.get(u"/admin/audit?object=book:4"_s, fresh))[u"data"_s].toArray();
    QCOMPARE(audit.size(), 1);
    QCOMPARE(audit.first()[u"before"_s][u"price"_s].toInteger(), 20000);
    QCOMPARE(audit.first()[u"after"_s][u"price"_s].toInteger(), 21000);
    QCOMPARE(audit.first()[u"app_id"_s].toString(), m_admin.appId);
    QCOMPARE(audit.first()[u"action"_s].toString(), u"product.update"_s);
    // Refusals: a field it does not take, a category of the other type, unknown product.
    QCOMPARE(http.patch(u"/admin/products/book/4"_s, R"({"stock": 3})").status, 422);
    QCOMPARE(http.patch(u"/admin/products/book/4"_s, R"({"category_id": 3})").status, 422);
    QCOMPARE(http.patch(u"/admin/products/book/999"_s, R"({"price": 1})").status, 404);
}

void TestCatalogAdminWrites::sellerPatchTakesEveryProductField()
{
    BlockingHttp http(m_server.baseUrl(), m_seller.appId, m_seller.secret);
    const BlockingHttp::Reply reply = http.patch(u"/products/mine/book/1"_s,
        R"({"description": "Revised.", "pages": 400, "publisher": "Yangi Asr",
            "image": "https://img.example/b1-new.jpg"})");
    QCOMPARE(reply.status, 200);
    const QJsonObject detail
        = AdminFixture::json(reader().get(u"/products/book/1"_s, fresh))[u"data"_s].toObject();
    QCOMPARE(detail[u"description"_s].toString(), u"Revised."_s);
    QCOMPARE(detail[u"pages"_s].toInteger(), 400);
    QCOMPARE(detail[u"publisher"_s][u"name"_s].toString(), u"Yangi Asr"_s);
    QCOMPARE(http.patch(u"/products/mine/stationery/1"_s, R"({"author": "Nobody"})").status, 422);
}

void TestCatalogAdminWrites::bulkOf500WithOneRefused()
{
    QJsonArray items;
    for (int id = 100; id < 599; ++id)
        items.append(QJsonObject { { u"type"_s, u"stationery"_s }, { u"id"_s, id } });
    items.insert(250, QJsonObject { { u"type"_s, u"stationery"_s }, { u"id"_s, 99999 } });
    QCOMPARE(items.size(), 500);
    const QJsonObject body { { u"items"_s, items },
        { u"set"_s, QJsonObject { { u"category_id"_s, 3 }, { u"old_price"_s, 700 } } } };
    BlockingHttp http = admin();
    const BlockingHttp::Reply reply
        = http.post(u"/admin/products/bulk"_s, QJsonDocument(body).toJson(QJsonDocument::Compact));
    QCOMPARE(reply.status, 200);
    const QJsonArray results = AdminFixture::json(reply)[u"data"_s][u"results"_s].toArray();
    QCOMPARE(results.size(), 500);
    for (qsizetype i = 0; i < results.size(); ++i) {
        if (i == 250) {
            QCOMPARE(results.at(i)[u"http_status"_s].toInt(), 404);
            QCOMPARE(results.at(i)[u"status"_s].toString(), u"error"_s);
            continue;
        }
        QCOMPARE(results.at(i)[u"status"_s].toString(), u"success"_s);
        QCOMPARE(results.at(i)[u"data"_s][u"category_id"_s].toInteger(), 3);
        QCOMPARE(results.at(i)[u"data"_s][u"old_price"_s].toInteger(), 700);
    }
    // One audit entry per product changed, all with the bulk's request id.
    const QJsonObject audit
        = AdminFixture::json(http.get(u"/admin/audit?object=stationery&per_page=100"_s, fresh));
    QCOMPARE(audit[u"meta"_s][u"total"_s].toInteger(), 499);
    QSet<QString> requests;
    for (const QJsonValue &entry : audit[u"data"_s].toArray())
        requests.insert(entry[u"request_id"_s].toString());
    QCOMPARE(requests.size(), 1);
    // Too many items, or none: the request as a whole is refused.
    QCOMPARE(
        http.post(u"/admin/products/bulk"_s, R"({"items": [], "set": {"active": false}})").status,
        422);
}

void TestCatalogAdminWrites::categories()
{
    BlockingHttp http = admin();
    // Every admin write takes an Idempotency-Key (contract §15, §7): a retry is a replay.
    const BlockingHttp::Headers once { { "Idempotency-Key", "poetry-1" } };
    const QByteArray body = R"({"name": "Poetry", "type": "book", "parent_id": 1})";
    BlockingHttp::Reply reply = http.post(u"/admin/categories"_s, body, once);
    QCOMPARE(reply.status, 201);
    const qint64 poetry = AdminFixture::json(reply)[u"data"_s][u"id"_s].toInteger();
    const BlockingHttp::Reply replay = http.post(u"/admin/categories"_s, body, once);
    QCOMPARE(replay.status, 201);
    QCOMPARE(replay.header("Idempotent-Replayed"), QByteArray("true"));
    QCOMPARE(AdminFixture::json(replay)[u"data"_s][u"id"_s].toInteger(), poetry);
    reply = http.patch(u"/admin/categories/%1"_s.arg(poetry), R"({"name": "Poems"})");
    QCOMPARE(reply.status, 200);
    QCOMPARE(AdminFixture::json(reply)[u"data"_s][u"name"_s].toString(), u"Poems"_s);
    // Fiction under its own child: a cycle.
    reply = http.patch(u"/admin/categories/1"_s, u"{\"parent_id\": %1}"_s.arg(poetry).toUtf8());
    QCOMPARE(reply.status, 422);
    QVERIFY(AdminFixture::json(reply)[u"error"_s][u"fields"_s].toObject().contains(u"parent_id"_s));
    QCOMPARE(http.patch(u"/admin/categories/1"_s, R"({"parent_id": 3})").status, 422);
    // Book 2 into Poems, then Poems merged into Novels: the book follows.
    QCOMPARE(
        http.patch(u"/admin/products/book/2"_s, u"{\"category_id\": %1}"_s.arg(poetry).toUtf8())
            .status,
        200);
    reply = http.post(u"/admin/categories/%1/merge"_s.arg(poetry), R"({"into": 2})");
    QCOMPARE(reply.status, 200);
    const QJsonObject book2 = AdminFixture::json(
        http.get(u"/admin/products?seller_id=2&type=book&sort=id"_s, fresh))[u"data"_s][0]
                                  .toObject();
    QCOMPARE(book2[u"category_id"_s].toInteger(), 2);
    QCOMPARE(reader().get(u"/search/category/%1/book"_s.arg(poetry), fresh).status, 404);
}

void TestCatalogAdminWrites::zeroResultSearches()
{
    BlockingHttp http = reader();
    QCOMPARE(http.get(u"/search?q=qwzxv"_s).status, 200);
    QCOMPARE(http.get(u"/search?q=kunlar"_s, fresh).status, 200);
    BlockingHttp adminHttp = admin();
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            const QJsonArray items = AdminFixture::json(
                adminHttp.get(u"/admin/searches?zero_results=true"_s))[u"data"_s]
                                         .toArray();
            return items.size() == 1 && items.first()[u"text"_s].toString() == "qwzxv"_L1
                && items.first()[u"results"_s].toInteger() == 0;
        }(),
        10000);
}

QTEST_GUILESS_MAIN(TestCatalogAdminWrites)
#include "tst_catalogadminwrites.moc"
