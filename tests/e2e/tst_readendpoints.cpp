// Every GET of spec §4.1/§4.2 against the real server over the fixture catalog, with exact
// expected data, meta and errors (contract §3–§5).
#include "tests/e2e/tst_readendpoints.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include "tests/e2e/catalogfixture.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

void TestReadEndpoints::initTestCase()
{
    QVERIFY(CatalogFixture::importInto(m_server));
    // A generous limit: this suite checks responses, not rate limiting.
    const auto key = m_server.createKey(u"read,stock:write"_s, TestServer::seller1Unthrottled);
    QVERIFY(!key.appId.isEmpty());
    QVERIFY(m_server.start({ u"--cache-ttl"_s, u"0"_s }));
    m_client = std::make_unique<HttpTestClient>(m_server.baseUrl());
    m_client->setCredentials(key.appId, key.secret);
}

void TestReadEndpoints::cleanupTestCase()
{
    QCOMPARE(m_server.stop(), 0);
}

HttpTestClient::Reply TestReadEndpoints::get(const QString &path)
{
    return m_client->get(path);
}

// JSON text of the expected values (UTF-8 raw strings keep the tables readable).
static QString j(const char *utf8)
{
    return QString::fromUtf8(utf8);
}

static QJsonValue parsed(const QString &json)
{
    return QJsonDocument::fromJson(u"{\"v\":%1}"_s.arg(json).toUtf8()).object().value(u"v"_s);
}

void TestReadEndpoints::endpoint_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("data"); // exact `data`, or empty to skip
    QTest::addColumn<QString>("meta"); // exact `meta`, or empty when there must be none
    QTest::addColumn<QString>("error"); // error code, or "field:<name>" for a 422

    // Products by author and publisher: meta C; items as the other public lists (contract §5).
    QTest::newRow("by-author")
        << u"/products/by-author/1"_s << 200
        << j(R"([{"id":1,"name":"O'tkan kunlar","price":45000,"old_price":52000,
               "image":"https://img.example/b1.jpg","type":"book","in_stock":true},
               {"id":2,"name":"Mehrobdan chayon","price":39000,"old_price":0,
               "image":"https://img.example/b2.jpg","type":"book","in_stock":true},
               {"id":8,"name":"Bolalik","price":25000,"old_price":0,
               "image":"https://img.example/b8.jpg","type":"book","in_stock":true}])")
        << j(R"({"current_page":1,"per_page":20,"total":3,"last_page":1})") << QString();
    QTest::newRow("by-author paged")
        << u"/products/by-author/3?per_page=3&page=2"_s << 200
        << j(R"([{"id":10,"name":"Белые ночи","price":22000,"old_price":25000,
               "image":"https://img.example/b10.jpg","type":"book","in_stock":true}])")
        << j(R"({"current_page":2,"per_page":3,"total":4,"last_page":2})") << QString();
    QTest::newRow("by-author past end")
        << u"/products/by-author/3?page=9"_s << 200 << u"[]"_s
        << j(R"({"current_page":9,"per_page":20,"total":4,"last_page":1})") << QString();
    QTest::newRow("by-publisher")
        << u"/products/by-publisher/2?per_page=2"_s << 200
        << j(R"([{"id":5,"name":"Преступление и наказание","price":61000,"old_price":65000,
               "image":"https://img.example/b5.jpg","type":"book","in_stock":true},
               {"id":6,"name":"Идиот","price":58000,"old_price":0,
               "image":"https://img.example/b6.jpg","type":"book","in_stock":true}])")
        << j(R"({"current_page":1,"per_page":2,"total":4,"last_page":2})") << QString();
    QTest::newRow("by-author unknown")
        << u"/products/by-author/999"_s << 404 << QString() << QString() << u"not_found"_s;
    QTest::newRow("by-author per_page 0") << u"/products/by-author/1?per_page=0"_s << 422
                                          << QString() << QString() << u"field:per_page"_s;
    QTest::newRow("by-author per_page 101") << u"/products/by-author/1?per_page=101"_s << 422
                                            << QString() << QString() << u"field:per_page"_s;

    // Lists: meta A.
    QTest::newRow("stationery list")
        << u"/products/stationery"_s << 200
        << j(R"([{"id":3,"name":"Daftar 48 varaq","price":4000,"old_price":0,"image":"https://img.example/p3.jpg","type":"stationery","in_stock":false,"seller_id":2},
               {"id":2,"name":"Qora qalam HB","price":1500,"old_price":0,"image":"https://img.example/p2.jpg","type":"stationery","in_stock":true,"seller_id":1},
               {"id":4,"name":"Тетрадь 96 листов","price":9000,"old_price":10000,"image":"https://img.example/p4.jpg","type":"stationery","in_stock":true,"seller_id":3},
               {"id":1,"name":"Gel pen 0.5 mm","price":3000,"old_price":3500,"image":"https://img.example/p1.jpg","type":"stationery","in_stock":true,"seller_id":1}])")
        << j(R"({"page":1,"per_page":20,"total":4})") << QString();
    QTest::newRow("books q filter, Cyrillic, case")
        << u"/products/books?q=%D0%B8%D0%94%D0%98%D0%BE%D1%82"_s << 200
        << j(R"([{"id":6,"name":"Идиот","price":58000,"old_price":0,"image":"https://img.example/b6.jpg","type":"book","in_stock":true,"seller_id":2}])")
        << j(R"({"page":1,"per_page":20,"total":1})") << QString();
    // Contract §5.1: the name filter is a substring in the normal form, in either script.
    QTest::newRow("books q filter, other script")
        << u"/products/books?q=IDIO"_s << 200
        << j(R"([{"id":6,"name":"Идиот","price":58000,"old_price":0,"image":"https://img.example/b6.jpg","type":"book","in_stock":true,"seller_id":2}])")
        << j(R"({"page":1,"per_page":20,"total":1})") << QString();
    QTest::newRow("books q filter, Uzbek apostrophe U+02BB")
        << u"/products/books?q=o%CA%BBtkan%20kun"_s << 200
        << j(R"([{"id":1,"name":"O'tkan kunlar","price":45000,"old_price":52000,"image":"https://img.example/b1.jpg","type":"book","in_stock":true,"seller_id":1}])")
        << j(R"({"page":1,"per_page":20,"total":1})") << QString();
    QTest::newRow("books page past end") << u"/products/books?page=5&per_page=5"_s << 200 << u"[]"_s
                                         << j(R"({"page":5,"per_page":5,"total":10})") << QString();
    QTest::newRow("books page past 10^9")
        << u"/products/books?page=2000000000&per_page=100"_s << 200 << u"[]"_s
        << j(R"({"page":2000000000,"per_page":100,"total":10})") << QString();
    QTest::newRow("books page at int64 max")
        << u"/products/books?page=9223372036854775807&per_page=100"_s << 200 << u"[]"_s
        << j(R"({"page":9223372036854775807,"per_page":100,"total":10})") << QString();
    QTest::newRow("books page beyond int64") << u"/products/books?page=99999999999999999999"_s
                                             << 422 << QString() << QString() << u"field:page"_s;
    QTest::newRow("books bad sort")
        << u"/products/books?sort=cheapest"_s << 422 << QString() << QString() << u"field:sort"_s;
    QTest::newRow("books page abc")
        << u"/products/books?page=abc"_s << 422 << QString() << QString() << u"field:page"_s;
    QTest::newRow("books page -1")
        << u"/products/books?page=-1"_s << 422 << QString() << QString() << u"field:page"_s;
    QTest::newRow("unknown col") << u"/products/toys"_s << 404 << QString() << QString()
                                 << u"not_found"_s;
    QTest::newRow("recommendation stationery")
        << u"/products/recommendation/stationery"_s << 200
        << j(R"([{"id":2,"name":"Qora qalam HB","price":1500,"image":"https://img.example/p2.jpg","type":"stationery","in_stock":true},
               {"id":4,"name":"Тетрадь 96 листов","price":9000,"image":"https://img.example/p4.jpg","type":"stationery","in_stock":true},
               {"id":1,"name":"Gel pen 0.5 mm","price":3000,"image":"https://img.example/p1.jpg","type":"stationery","in_stock":true}])")
        << QString() << QString();
    QTest::newRow("recommendation unknown col")
        << u"/products/recommendation/toys"_s << 404 << QString() << QString() << u"not_found"_s;

    // Details.
    QTest::newRow("inactive book")
        << u"/products/book/9"_s << 404 << QString() << QString() << u"not_found"_s;
    QTest::newRow("unknown book") << u"/products/book/999"_s << 404 << QString() << QString()
                                  << u"not_found"_s;
    QTest::newRow("non-integer id")
        << u"/products/book/abc"_s << 404 << QString() << QString() << u"not_found"_s;
    QTest::newRow("inactive stationery")
        << u"/products/stationery/5"_s << 404 << QString() << QString() << u"not_found"_s;

    // Sellers.
    QTest::newRow("by-qr") << u"/products/sellers/by-qr/s1-8f3a"_s << 200
                           << j(R"({"id":1,"name":"Kitob Olami","rating":4.7})") << QString()
                           << QString();
    QTest::newRow("by-qr unknown")
        << u"/products/sellers/by-qr/nope"_s << 404 << QString() << QString() << u"not_found"_s;
    QTest::newRow("profile") << u"/products/sellers/profile/3/1"_s << 200
                             << j(R"({"id":3,"name":"Книжный дом","products":[
               {"id":4,"name":"Sog'inish","price":28000,"image":"https://img.example/b4.jpg","type":"book","in_stock":true},
               {"id":4,"name":"Тетрадь 96 листов","price":9000,"image":"https://img.example/p4.jpg","type":"stationery","in_stock":true},
               {"id":8,"name":"Bolalik","price":25000,"image":"https://img.example/b8.jpg","type":"book","in_stock":true},
               {"id":10,"name":"Белые ночи","price":22000,"image":"https://img.example/b10.jpg","type":"book","in_stock":true}],
               "meta":{"page":1,"total":4}})")
                             << QString() << QString();
    QTest::newRow("profile page 0")
        << u"/products/sellers/profile/1/0"_s << 422 << QString() << QString() << u"field:page"_s;
    QTest::newRow("profile page abc")
        << u"/products/sellers/profile/1/abc"_s << 404 << QString() << QString() << u"not_found"_s;
    QTest::newRow("profile unknown")
        << u"/products/sellers/profile/99/1"_s << 404 << QString() << QString() << u"not_found"_s;
    QTest::newRow("code isbn hyphens")
        << u"/products/sellers/1/code/978-9943-01234-9"_s << 200
        << j(R"({"id":1,"name":"O'tkan kunlar","price":45000,"in_stock":true,"seller_id":1,"type":"book"})")
        << QString() << QString();
    QTest::newRow("code isbn-10")
        << u"/products/sellers/2/code/5-04-090021-X"_s << 200
        << j(R"({"id":5,"name":"Преступление и наказание","price":61000,"in_stock":true,"seller_id":2,"type":"book"})")
        << QString() << QString();
    QTest::newRow("code variant")
        << u"/products/sellers/1/code/4780000000045"_s << 200
        << j(R"({"id":1,"name":"Gel pen 0.5 mm","price":3200,"in_stock":true,"seller_id":1,"type":"stationery","variant_id":13})")
        << QString() << QString();
    QTest::newRow("code EAN-8")
        << u"/products/sellers/3/code/96385074"_s << 200
        << j(R"({"id":4,"name":"Тетрадь 96 листов","price":9000,"in_stock":true,"seller_id":3,"type":"stationery"})")
        << QString() << QString();
    QTest::newRow("code other seller") << u"/products/sellers/2/code/9789943012349"_s << 404
                                       << QString() << QString() << u"not_found"_s;
    QTest::newRow("code unknown seller") << u"/products/sellers/99/code/9789943012349"_s << 404
                                         << QString() << QString() << u"not_found"_s;
    QTest::newRow("isbn alias")
        << u"/products/sellers/1/isbn/9789943012349"_s << 200
        << j(R"({"id":1,"name":"O'tkan kunlar","price":45000,"in_stock":true,"seller_id":1,"type":"book"})")
        << QString() << QString();
    QTest::newRow("isbn alias takes barcodes too") << u"/products/sellers/1/isbn/4780000000052"_s
                                                   << 200 << QString() << QString() << QString();

    // Search: meta B.
    QTest::newRow("search apostrophe prefix")
        << u"/search?q=o'tk"_s << 200
        << j(R"([{"id":1,"name":"O'tkan kunlar","type":"book","price":45000,"image":"https://img.example/b1.jpg"}])")
        << j(R"({"page":1,"total":1})") << QString();
    QTest::newRow("search typographic apostrophe")
        << u"/search?q=O%E2%80%99TKAN"_s << 200
        << j(R"([{"id":1,"name":"O'tkan kunlar","type":"book","price":45000,"image":"https://img.example/b1.jpg"}])")
        << j(R"({"page":1,"total":1})") << QString();
    QTest::newRow("search author, Cyrillic")
        << u"/search?q=%D0%B4%D0%BE%D1%81%D1%82%D0%BE%D0%B5%D0%B2%D1%81%D0%BA%D0%B8%D0%B9"_s << 200
        << j(R"([{"id":5,"name":"Преступление и наказание","type":"book","price":61000,"image":"https://img.example/b5.jpg"},
               {"id":7,"name":"Братья Карамазовы","type":"book","price":67000,"image":"https://img.example/b7.jpg"},
               {"id":6,"name":"Идиот","type":"book","price":58000,"image":"https://img.example/b6.jpg"},
               {"id":10,"name":"Белые ночи","type":"book","price":22000,"image":"https://img.example/b10.jpg"}])")
        << j(R"({"page":1,"total":4})") << QString();
    QTest::newRow("search category ancestors")
        << u"/search?q=fiction"_s << 200 << QString() << j(R"({"page":1,"total":9})") << QString();
    QTest::newRow("search type word") << u"/search?q=stationery"_s << 200 << QString()
                                      << j(R"({"page":1,"total":4})") << QString();
    QTest::newRow("search all words") << u"/search?q=gel%20pen%2099"_s << 200 << u"[]"_s
                                      << j(R"({"page":1,"total":0})") << QString();
    QTest::newRow("search page 2") << u"/search?q=books&page=2"_s << 200 << u"[]"_s
                                   << j(R"({"page":2,"total":10})") << QString();
    QTest::newRow("search page past 10^9") << u"/search?q=books&page=3000000000"_s << 200 << u"[]"_s
                                           << j(R"({"page":3000000000,"total":10})") << QString();
    QTest::newRow("search by full ISBN, hyphenated")
        << u"/search?q=978-9943-01234-9"_s << 200
        << j(R"([{"id":1,"name":"O'tkan kunlar","type":"book","price":45000,"image":"https://img.example/b1.jpg"}])")
        << j(R"({"page":1,"total":1})") << QString();
    QTest::newRow("search by ISBN-10 form of an ISBN-13 book")
        << u"/search?q=994301234X"_s << 200
        << j(R"([{"id":1,"name":"O'tkan kunlar","type":"book","price":45000,"image":"https://img.example/b1.jpg"}])")
        << j(R"({"page":1,"total":1})") << QString();
    QTest::newRow("search by a variant's barcode finds its parent")
        << u"/search?q=4780000000021"_s << 200
        << j(R"([{"id":1,"name":"Gel pen 0.5 mm","type":"stationery","price":3000,"image":"https://img.example/p1.jpg"}])")
        << j(R"({"page":1,"total":1})") << QString();
    QTest::newRow("search by an invalid code is a word search")
        << u"/search?q=4780000000022"_s << 200 << u"[]"_s << j(R"({"page":1,"total":0})")
        << QString();
    QTest::newRow("search missing q")
        << u"/search"_s << 422 << QString() << QString() << u"field:q"_s;
    QTest::newRow("search blank q")
        << u"/search?q=%20%20"_s << 422 << QString() << QString() << u"field:q"_s;
    QTest::newRow("search q too long")
        << u"/search?q="_s + QString(201, u'a') << 422 << QString() << QString() << u"field:q"_s;
    QTest::newRow("suggestions") << u"/search/suggestions?q=qa"_s << 200
                                 << j(R"(["Qora qalam HB","qalam"])") << QString() << QString();
    QTest::newRow("suggestions author") << u"/search/suggestions?q=abd"_s << 200
                                        << j(R"(["Abdulla Qodiriy"])") << QString() << QString();
    // Both scripts complete the last word (contract §5.1): b is б, and б is b.
    QTest::newRow("suggestions seller")
        << u"/search/suggestions?q=b&seller_id=3"_s << 200 << j(R"(["Белые ночи","Bolalik"])")
        << QString() << QString();
    QTest::newRow("suggestions seller, Cyrillic")
        << u"/search/suggestions?q=%D0%B1&seller_id=3"_s << 200 << j(R"(["Белые ночи","Bolalik"])")
        << QString() << QString();
    QTest::newRow("suggestions seller, Latin in Cyrillic")
        << u"/search/suggestions?q=%D0%B1%D0%BE%D0%BB&seller_id=3"_s << 200 << j(R"(["Bolalik"])")
        << QString() << QString();
    QTest::newRow("suggestions unknown seller")
        << u"/search/suggestions?q=b&seller_id=99"_s << 200 << u"[]"_s << QString() << QString();
    QTest::newRow("suggestions missing q")
        << u"/search/suggestions"_s << 422 << QString() << QString() << u"field:q"_s;
    QTest::newRow("category subtree")
        << u"/search/category/12/stationery"_s << 200
        << j(R"([{"id":3,"name":"Daftar 48 varaq","type":"stationery","price":4000,"image":"https://img.example/p3.jpg"},
               {"id":4,"name":"Тетрадь 96 листов","type":"stationery","price":9000,"image":"https://img.example/p4.jpg"}])")
        << j(R"({"page":1,"total":2})") << QString();
    QTest::newRow("category books") << u"/search/category/1/book"_s << 200 << QString()
                                    << j(R"({"page":1,"total":9})") << QString();
    QTest::newRow("category no products") << u"/search/category/1/stationery"_s << 200 << u"[]"_s
                                          << j(R"({"page":1,"total":0})") << QString();
    QTest::newRow("category unknown")
        << u"/search/category/999/book"_s << 404 << QString() << QString() << u"not_found"_s;
    QTest::newRow("category bad type")
        << u"/search/category/1/pen"_s << 404 << QString() << QString() << u"not_found"_s;

    // Seller's own products.
    QTest::newRow("mine stationery")
        << u"/products/mine?type=stationery"_s << 200
        << j(R"([{"id":1,"type":"stationery","name":"Gel pen 0.5 mm","code":"4780000000014","price":3000,"old_price":3500,"stock":7,"in_stock":true,"reorder_level":null,"reorder_quantity":null,"supplier_id":null,"last_cost":null,"active":true,"oversold":false},
               {"id":2,"type":"stationery","name":"Qora qalam HB","code":"4780000000052","price":1500,"old_price":0,"stock":40,"in_stock":true,"reorder_level":null,"reorder_quantity":null,"supplier_id":null,"last_cost":null,"active":true,"oversold":false}])")
        << j(R"({"page":1,"per_page":20,"total":2})") << QString();
    QTest::newRow("mine bad type")
        << u"/products/mine?type=toys"_s << 422 << QString() << QString() << u"field:type"_s;

    // Unknown paths and methods.
    QTest::newRow("unknown path") << u"/nope"_s << 404 << QString() << QString() << u"not_found"_s;
    QTest::newRow("unknown deep path")
        << u"/products/book/1/extra"_s << 404 << QString() << QString() << u"not_found"_s;
}

void TestReadEndpoints::endpoint()
{
    QFETCH(QString, path);
    QFETCH(int, status);
    QFETCH(QString, data);
    QFETCH(QString, meta);
    QFETCH(QString, error);

    const auto reply = get(path);
    QCOMPARE(reply.status, status);
    QCOMPARE(reply.header("Content-Type"), QByteArray("application/json; charset=utf-8"));
    const QJsonObject body = reply.json().object();
    if (status == 200) {
        QCOMPARE(body.value(u"status"_s).toString(), u"success"_s);
        if (!data.isEmpty())
            QCOMPARE(body.value(u"data"_s), parsed(data));
        if (meta.isEmpty())
            QVERIFY2(!body.contains(u"meta"_s), "this endpoint has no meta");
        else
            QCOMPARE(body.value(u"meta"_s), parsed(meta));
        QVERIFY(!reply.header("ETag").isEmpty());
    } else {
        QCOMPARE(body.value(u"status"_s).toString(), u"error"_s);
        const QJsonObject details = body.value(u"error"_s).toObject();
        QVERIFY(!details.value(u"message"_s).toString().isEmpty());
        if (error.startsWith("field:"_L1)) {
            QCOMPARE(details.value(u"code"_s).toString(), u"validation_failed"_s);
            QVERIFY2(details.value(u"fields"_s).toObject().contains(error.mid(6)),
                reply.body.constData());
        } else {
            QCOMPARE(details.value(u"code"_s).toString(), error);
        }
    }
    // Every authenticated response carries the rate-limit headers.
    QVERIFY(!reply.header("X-RateLimit-Remaining-Second").isEmpty());
    QVERIFY(!reply.header("X-API-Cache").isEmpty());
}

void TestReadEndpoints::listOrder_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QList<int>>("ids");
    QTest::newRow("popular (default)")
        << QString() << QList<int> { 1, 5, 2, 12, 3, 7, 6, 4, 10, 8 };
    QTest::newRow("popular") << u"sort=popular"_s << QList<int> { 1, 5, 2, 12, 3, 7, 6, 4, 10, 8 };
    QTest::newRow("new") << u"sort=new"_s << QList<int> { 1, 2, 3, 4, 5, 6, 7, 8, 10, 12 };
    QTest::newRow("price_asc") << u"sort=price_asc"_s
                               << QList<int> { 12, 10, 8, 4, 3, 2, 1, 6, 5, 7 };
    QTest::newRow("price_desc") << u"sort=price_desc"_s
                                << QList<int> { 7, 5, 6, 1, 2, 3, 4, 8, 10, 12 };
    QTest::newRow("page 2 of 3") << u"per_page=3&page=2"_s << QList<int> { 12, 3, 7 };
    QTest::newRow("recommendations")
        << u"recommendation"_s << QList<int> { 1, 5, 2, 12, 6, 4, 10, 8 };
}

void TestReadEndpoints::listOrder()
{
    QFETCH(QString, query);
    QFETCH(QList<int>, ids);
    const auto reply = query == "recommendation"_L1 ? get(u"/products/recommendation/books"_s)
                                                    : get(u"/products/books?"_s + query);
    QCOMPARE(reply.status, 200);
    QList<int> actual;
    for (const QJsonValue &item : reply.json()[u"data"_s].toArray())
        actual << item[u"id"_s].toInt();
    QCOMPARE(actual, ids);
}

void TestReadEndpoints::bookDetail()
{
    const auto reply = get(u"/products/book/1"_s);
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.json()[u"data"_s].toObject(),
        parsed(j(R"({
        "id":1,"name":"O'tkan kunlar","price":45000,"old_price":52000,
        "image":"https://img.example/b1.jpg","type":"book","in_stock":true,
        "description":"O'tkan kunlar — fixture book 1.","pages":217,"isbn":"9789943012349",
        "author":{"id":1,"name":"Abdulla Qodiriy"},"seller":{"id":1,"name":"Kitob Olami"},
        "publisher":{"id":1,"name":"Sharq"},"category":{"id":3,"name":"Historical novels"},
        "images":["https://img.example/b1.jpg","https://img.example/b1-2.jpg"]})"))
            .toObject());
}

void TestReadEndpoints::stationeryDetail()
{
    const auto reply = get(u"/products/stationery/1"_s);
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.json()[u"data"_s].toObject(),
        parsed(j(R"({
        "id":1,"name":"Gel pen 0.5 mm","price":3000,"old_price":3500,
        "image":"https://img.example/p1.jpg","type":"stationery","in_stock":true,
        "description":"Smooth gel pen.","barcode":"4780000000014",
        "seller":{"id":1,"name":"Kitob Olami"},"category":{"id":11,"name":"Pens"},
        "variants":[{"id":11,"name":"Blue","barcode":"4780000000021","price":3000,"stock":5,"in_stock":true},
                    {"id":12,"name":"Black","barcode":"4780000000038","price":3000,"stock":0,"in_stock":false},
                    {"id":13,"name":"Red","barcode":"4780000000045","price":3200,"stock":2,"in_stock":true}]})"))
            .toObject());
}

void TestReadEndpoints::categoriesTree()
{
    const auto reply = get(u"/search/categories"_s);
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.json()[u"data"_s], parsed(j(R"([
        {"id":1,"name":"Fiction","type":"book","children":[
            {"id":2,"name":"Novels","type":"book","children":[
                {"id":3,"name":"Historical novels","type":"book","children":[]}]},
            {"id":4,"name":"Poetry","type":"book","children":[]}]},
        {"id":5,"name":"Children","type":"book","children":[]},
        {"id":10,"name":"Writing","type":"stationery","children":[
            {"id":11,"name":"Pens","type":"stationery","children":[]}]},
        {"id":12,"name":"Paper","type":"stationery","children":[
            {"id":13,"name":"Notebooks","type":"stationery","children":[]}]}])")));
}

void TestReadEndpoints::trending()
{
    // Imported searches, evaluated like live ones; "harry potter" found nothing: not counted.
    const auto reply = get(u"/search/trending"_s);
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.json()[u"data"_s], parsed(j(R"([
        {"text":"o'tkan kunlar","result_name":"O'tkan kunlar","total_count":3},
        {"text":"qodiriy","result_name":"O'tkan kunlar","total_count":1},
        {"text":"достоевский","result_name":"Преступление и наказание","total_count":1},
        {"text":"shum bola","result_name":"Shum bola","total_count":1},
        {"text":"gel pen","result_name":"Gel pen 0.5 mm","total_count":1},
        {"text":"daftar","result_name":"Daftar 48 varaq","total_count":1},
        {"text":"идиот","result_name":"Идиот","total_count":1}])")));
}

void TestReadEndpoints::deeplink()
{
    const QString origin = m_server.baseUrl().section(u'/', 0, 2);
    auto reply = get(u"/deeplink?type=book&id=1"_s);
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.json()[u"data"_s].toObject(),
        (QJsonObject { { u"type"_s, u"book"_s }, { u"id"_s, 1 },
            { u"web_url"_s, QString(origin + u"/book/1"_s) },
            { u"app_url"_s, u"catalog://book/1"_s } }));
    reply = get(u"/deeplink?type=search&q=o'tkan%20kunlar"_s);
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.json()[u"data"_s].toObject(),
        (QJsonObject { { u"type"_s, u"search"_s }, { u"id"_s, QJsonValue() },
            { u"web_url"_s, QString(origin + u"/search?q=o%27tkan%20kunlar"_s) },
            { u"app_url"_s, u"catalog://search?q=o%27tkan%20kunlar"_s } }));
    QCOMPARE(get(u"/deeplink?type=seller&id=3"_s).status, 200);
    QCOMPARE(get(u"/deeplink?type=category&id=13"_s).status, 200);
    QCOMPARE(get(u"/deeplink?type=book&id=9"_s).status, 404);
    QCOMPARE(get(u"/deeplink?type=seller&id=99"_s).status, 404);
    reply = get(u"/deeplink?type=planet&id=1"_s);
    QCOMPARE(reply.status, 422);
    QVERIFY(reply.json()[u"error"_s][u"fields"_s].toObject().contains(u"type"_s));
    QCOMPARE(get(u"/deeplink?type=book"_s).status, 422);
}

void TestReadEndpoints::searchIsRecorded()
{
    for (int i = 0; i < 4; ++i)
        QCOMPARE(get(u"/search?q=%20Bolalik%20"_s).status, 200);
    // Searches are written in the background, moments after their answers: fresh reads.
    const auto top = [this] {
        const auto reply
            = m_client->get(u"/search/trending"_s, { { "Cache-Control", "no-cache" } });
        return reply.json()[u"data"_s].toArray().first().toObject();
    };
    QTRY_COMPARE_WITH_TIMEOUT(top(),
        (QJsonObject { { u"text"_s, u"bolalik"_s }, { u"result_name"_s, u"Bolalik"_s },
            { u"total_count"_s, 4 } }),
        5000);
}

void TestReadEndpoints::healthz()
{
    HttpTestClient anonymous(m_server.baseUrl().section(u'/', 0, 2));
    const auto reply = anonymous.get(u"/healthz"_s);
    QCOMPARE(reply.status, 200);
    QCOMPARE(reply.json().object(), (QJsonObject { { u"status"_s, u"ok"_s } }));
}

QTEST_GUILESS_MAIN(TestReadEndpoints)
