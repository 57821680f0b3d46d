// Typed resources and the one error mapping: unknown fields ignored, missing or mistyped
// fields a Parse error with a path, the error envelope and statuses mapped to result kinds.
#include <QTest>

#include "net/apierrormapper.h"
#include "net/resourceparser.h"

using namespace Qt::StringLiterals;

class tst_NetParsing : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void bookDetail();
    void bookDetail_badFields_data();
    void bookDetail_badFields();
    void stationeryWithVariants();
    void listsAndMeta();
    void sellersAndProfile();
    void categoryTree();
    void trendingSuggestionsMine();
    void stockUpdateAndDeeplink();
    void notJson_data();
    void notJson();
    void errorMapping_data();
    void errorMapping();
    void retryAfter();
};

static const QByteArray bookBody = R"({"status":"success","data":{
  "id":1,"name":"O'tkan kunlar","price":45000,"old_price":52000,"image":"https://i/b1.jpg",
  "type":"book","in_stock":true,"description":"d","pages":384,"isbn":"9789943012345",
  "author":{"id":1,"name":"Abdulla Qodiriy","bio":"unknown field"},
  "seller":{"id":1,"name":"Kitob Olami"},"publisher":{"id":2,"name":"Sharq"},"category":null,
  "images":["https://i/b1.jpg","https://i/b1-2.jpg"],"brand_new_field":{"x":1}}})";

void tst_NetParsing::bookDetail()
{
    BookDetail book;
    QString error;
    QVERIFY2(ResourceParser::book(bookBody, &book, &error), qPrintable(error));
    QCOMPARE(book.id, 1);
    QCOMPARE(book.name, u"O'tkan kunlar"_s);
    QCOMPARE(book.oldPrice, 52000);
    QVERIFY(book.author);
    QCOMPARE(book.author->name, u"Abdulla Qodiriy"_s);
    QVERIFY(book.publisher);
    QCOMPARE(book.publisher->name, u"Sharq"_s);
    QVERIFY(!book.category);
    QCOMPARE(book.images.size(), 2);
    QCOMPARE(book.pages, 384);

    // A book imported without an author, publisher, category or picture: all null, and it
    // still opens.
    QByteArray bare = bookBody;
    bare.replace(R"({"id":1,"name":"Abdulla Qodiriy","bio":"unknown field"})", "null");
    bare.replace(R"({"id":2,"name":"Sharq"})", "null");
    bare.replace(R"("image":"https://i/b1.jpg")", R"("image":null)");
    BookDetail orphan;
    QVERIFY2(ResourceParser::book(bare, &orphan, &error), qPrintable(error));
    QVERIFY(!orphan.author);
    QVERIFY(!orphan.publisher);
    QVERIFY(orphan.image.isEmpty());
    QCOMPARE(orphan.name, u"O'tkan kunlar"_s);
}

void tst_NetParsing::bookDetail_badFields_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("path");
    QTest::newRow("missing id") << "\"id\":1,"_ba
                                << ""_ba << u"data.id"_s;
    QTest::newRow("id string") << "\"id\":1,"_ba
                               << "\"id\":\"1\","_ba << u"data.id"_s;
    QTest::newRow("id fraction") << "\"id\":1,"_ba
                                 << "\"id\":1.5,"_ba << u"data.id"_s;
    QTest::newRow("price null") << "\"price\":45000"_ba
                                << "\"price\":null"_ba << u"data.price"_s;
    QTest::newRow("in_stock number") << "\"in_stock\":true"_ba
                                     << "\"in_stock\":1"_ba << u"data.in_stock"_s;
    QTest::newRow("author not object") << "\"author\":{\"id\":1,"_ba
                                       << "\"author\":7,\"x\":{\"id\":1,"_ba << u"data.author"_s;
    QTest::newRow("author name missing") << "\"name\":\"Abdulla Qodiriy\","_ba
                                         << ""_ba << u"data.author.name"_s;
    QTest::newRow("image item number") << "\"https://i/b1-2.jpg\""_ba
                                       << "3"_ba << u"data.images[1]"_s;
}

void tst_NetParsing::bookDetail_badFields()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, path);
    QByteArray body = bookBody;
    QVERIFY(body.contains(from));
    body.replace(body.indexOf(from), from.size(), to);
    BookDetail book;
    QString error;
    QVERIFY(!ResourceParser::book(body, &book, &error));
    QVERIFY2(error.startsWith(path + u':'), qPrintable(error));
}

void tst_NetParsing::stationeryWithVariants()
{
    const QByteArray body = R"({"status":"success","data":{"id":1,"name":"Gel pen","price":3000,
      "old_price":null,"image":"https://i/p1.jpg","type":"stationery","in_stock":true,
      "description":"","seller":{"id":1,"name":"S"},
      "variants":[{"id":11,"name":"Blue","barcode":"4780000000024","price":3000,"stock":5,"in_stock":true}]}})";
    StationeryDetail item;
    QString error;
    QVERIFY2(ResourceParser::stationery(body, &item, &error), qPrintable(error));
    QVERIFY(!item.oldPrice);
    QCOMPARE(item.variants.size(), 1);
    QCOMPARE(item.variants[0].barcode, u"4780000000024"_s);
    QCOMPARE(item.variants[0].stock, 5);

    QByteArray broken = body;
    broken.replace("\"stock\":5", "\"stock\":\"5\"");
    QVERIFY(!ResourceParser::stationery(broken, &item, &error));
    QVERIFY2(error.startsWith(u"data.variants[0].stock"_s), qPrintable(error));

    // The product's own barcode and category, from a server that sends them (contract §5).
    QByteArray full = body;
    full.replace(R"("seller":{"id":1,"name":"S"})",
        R"("seller":{"id":1,"name":"S"},"barcode":"4780000000017","category":{"id":7,"name":"Pens"})");
    error.clear();
    StationeryDetail withCode;
    QVERIFY2(ResourceParser::stationery(full, &withCode, &error), qPrintable(error));
    QCOMPARE(withCode.barcode, u"4780000000017"_s);
    QVERIFY(withCode.category);
    QCOMPARE(withCode.category->name, u"Pens"_s);
}

void tst_NetParsing::listsAndMeta()
{
    Paged<ProductSummary> page;
    QString error;
    const QByteArray products = R"({"status":"success","data":[{"id":1,"name":"A","price":1,
      "old_price":2,"image":"u","type":"book","in_stock":false,"seller_id":3}],
      "meta":{"page":2,"per_page":1,"total":9}})";
    QVERIFY2(ResourceParser::products(products, &page, &error), qPrintable(error));
    QCOMPARE(page.items.size(), 1);
    QCOMPARE(page.items[0].sellerId, 3);
    QCOMPARE(page.meta.shape, PageMeta::Shape::A);
    QCOMPARE(page.meta.page, 2);
    QCOMPARE(page.meta.total, 9);

    // /products/{col} items must carry seller_id.
    QByteArray noSeller = products;
    noSeller.replace(",\"seller_id\":3", "");
    QVERIFY(!ResourceParser::products(noSeller, &page, &error));

    error.clear();
    const QByteArray byAuthor
        = R"({"status":"success","data":[{"id":1,"name":"A","price":1,"type":"book"}],
      "meta":{"current_page":1,"per_page":20,"total":1,"last_page":1}})";
    QVERIFY2(ResourceParser::booksByAuthor(byAuthor, &page, &error), qPrintable(error));
    QCOMPARE(page.meta.shape, PageMeta::Shape::C);
    QCOMPARE(page.meta.lastPage, 1);
    // Shape C needs last_page.
    QByteArray noLast = byAuthor;
    noLast.replace(",\"last_page\":1", "");
    QVERIFY(!ResourceParser::booksByAuthor(noLast, &page, &error));
    QVERIFY2(error.startsWith(u"meta.last_page"_s), qPrintable(error));

    error.clear();
    const QByteArray search
        = R"({"status":"success","data":[{"id":1,"name":"A","type":"book","price":1,"image":"u"}],
      "meta":{"page":1,"total":1}})";
    QVERIFY2(ResourceParser::search(search, &page, &error), qPrintable(error));
    QCOMPARE(page.meta.shape, PageMeta::Shape::B);

    QList<ProductSummary> recs;
    const QByteArray recBody
        = R"({"status":"success","data":[{"id":1,"name":"A","price":1,"image":"u","type":"book","in_stock":true}]})";
    QVERIFY2(ResourceParser::recommendations(recBody, &recs, &error), qPrintable(error));
    QVERIFY(recs[0].inStock);

    ProductSummary byCode;
    const QByteArray codeBody
        = R"({"status":"success","data":{"id":4,"name":"Pen","price":3,"in_stock":true,"seller_id":1,"type":"stationery","variant_id":11}})";
    QVERIFY2(ResourceParser::productByCode(codeBody, &byCode, &error), qPrintable(error));
    QCOMPARE(byCode.variantId, 11);
}

void tst_NetParsing::sellersAndProfile()
{
    QString error;
    QList<Seller> sellers;
    const QByteArray list
        = R"({"status":"success","data":[{"id":1,"name":"S","logo":"l","rating":4.7,
      "latest_products":[{"id":1,"name":"A","price":1,"image":"u","type":"book","in_stock":true}]}]})";
    QVERIFY2(ResourceParser::sellers(list, &sellers, &error), qPrintable(error));
    QCOMPARE(sellers[0].rating, 4.7);
    QCOMPARE(sellers[0].latestProducts.size(), 1);

    Seller byQr;
    QVERIFY2(ResourceParser::sellerByQr(
                 R"({"status":"success","data":{"id":1,"name":"S","rating":5}})", &byQr, &error),
        qPrintable(error));
    QCOMPARE(byQr.rating, 5.0);

    SellerProfile profile;
    const QByteArray body = R"({"status":"success","data":{"id":1,"name":"S","products":[],
      "meta":{"page":1,"total":0}}})";
    QVERIFY2(ResourceParser::sellerProfile(body, &profile, &error), qPrintable(error));
    QCOMPARE(profile.meta.shape, PageMeta::Shape::B);
}

void tst_NetParsing::categoryTree()
{
    QString error;
    QList<Category> tree;
    const QByteArray body = R"({"status":"success","data":[{"id":1,"name":"Fiction","type":"book",
      "children":[{"id":2,"name":"Novels","type":"book","children":[]}]}]})";
    QVERIFY2(ResourceParser::categories(body, &tree, &error), qPrintable(error));
    QCOMPARE(tree[0].children[0].name, u"Novels"_s);

    // Deep nesting is refused, not a stack overflow.
    QByteArray deep = "{\"status\":\"success\",\"data\":[";
    for (int i = 0; i < 200; ++i)
        deep += "{\"id\":1,\"name\":\"n\",\"type\":\"book\",\"children\":[";
    for (int i = 0; i < 200; ++i)
        deep += "]}";
    deep += "]}";
    error.clear();
    QVERIFY(!ResourceParser::categories(deep, &tree, &error));
    QVERIFY(!error.isEmpty());
}

void tst_NetParsing::trendingSuggestionsMine()
{
    QString error;
    QList<TrendingQuery> trending;
    QVERIFY2(
        ResourceParser::trending(
            R"({"status":"success","data":[{"text":"harry","result_name":"Harry P","total_count":3}]})",
            &trending, &error),
        qPrintable(error));
    QCOMPARE(trending[0].totalCount, 3);

    QStringList suggestions;
    QVERIFY(ResourceParser::suggestions(
        R"({"status":"success","data":["a","b"]})", &suggestions, &error));
    QCOMPARE(suggestions, QStringList({ u"a"_s, u"b"_s }));
    QVERIFY(!ResourceParser::suggestions(
        R"({"status":"success","data":["a",1]})", &suggestions, &error));
    QVERIFY2(error.startsWith(u"data[1]"_s), qPrintable(error));

    error.clear();
    Paged<MineItem> mine;
    const QByteArray body
        = R"({"status":"success","data":[{"id":1,"type":"book","name":"A","code":"978","price":1,"stock":4,"in_stock":true}],
      "meta":{"page":1,"per_page":20,"total":1}})";
    QVERIFY2(ResourceParser::mine(body, &mine, &error), qPrintable(error));
    QCOMPARE(mine.items[0].stock, 4);
    QVERIFY(mine.items[0].variants.isEmpty());

    // The seller's change feed carries a stationery item's variants with their stock (contract
    // §13): the console's live copy shows each variant's stock from it (issue 41).
    MineChangesPage page;
    QVERIFY2(ResourceParser::mineChanges(
                 R"({"status":"success","data":[{"cursor":"c1","type":"stationery","id":7,
      "deleted":false,"data":{"id":7,"type":"stationery","name":"Pens","code":"4006381333931",
      "price":7000,"stock":5,"in_stock":true,"variants":[{"id":70,"name":"Blue",
      "barcode":"5901234123457","price":7000,"stock":3,"in_stock":true},{"id":71,"name":"Red",
      "barcode":"0012345678905","price":7500,"stock":2,"in_stock":true}]}}],
      "meta":{"next":"c1","has_more":false}})",
                 &page, &error),
        qPrintable(error));
    QCOMPARE(page.entries.size(), 1);
    QCOMPARE(page.entries[0].item.variants.size(), 2);
    QCOMPARE(page.entries[0].item.variants[1].barcode, u"0012345678905"_s);
    QCOMPARE(page.entries[0].item.variants[1].stock, 2);
}

void tst_NetParsing::stockUpdateAndDeeplink()
{
    QString error;
    StockUpdateResult stock;
    QVERIFY2(
        ResourceParser::stockUpdate(
            R"({"status":"success","success":true,"type":"book","id":1,"name":"A","stock":13,"in_stock":true})",
            &stock, &error),
        qPrintable(error));
    QCOMPARE(stock.stock, 13);
    QVERIFY(!stock.variantId);

    Deeplink link;
    QVERIFY2(
        ResourceParser::deeplink(
            R"({"status":"success","data":{"type":"search","id":null,"web_url":"http://h/search?q=a","app_url":"catalog://search?q=a"}})",
            &link, &error),
        qPrintable(error));
    QVERIFY(!link.id);
    QCOMPARE(link.appUrl.scheme(), u"catalog"_s);
}

void tst_NetParsing::notJson_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("html") << "<html>hello</html>"_ba;
    QTest::newRow("array") << "[1,2]"_ba;
    QTest::newRow("error status") << R"({"status":"error","data":{}})"_ba;
    QTest::newRow("no data") << R"({"status":"success"})"_ba;
    QTest::newRow("truncated") << bookBody.left(100);
}

void tst_NetParsing::notJson()
{
    QFETCH(QByteArray, body);
    BookDetail book;
    QString error;
    QVERIFY(!ResourceParser::book(body, &book, &error));
    QVERIFY(!error.isEmpty());
}

void tst_NetParsing::errorMapping_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<int>("networkError");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QByteArray>("retryAfter");
    QTest::addColumn<ApiResult::Kind>("kind");
    QTest::addColumn<QString>("code");

    const auto envelope = [](const char *code) -> QByteArray {
        return QByteArray(R"({"status":"error","error":{"code":")") + code + R"(","message":"m"}})";
    };
    using K = ApiResult::Kind;
    QTest::newRow("200") << 200 << 0 << "{}"_ba
                         << ""_ba << K::Ok << QString();
    QTest::newRow("304") << 304 << 0 << ""_ba
                         << ""_ba << K::NotModified << QString();
    QTest::newRow("401") << 401 << 204 << envelope("unauthenticated") << ""_ba << K::Unauthorized
                         << u"unauthenticated"_s;
    QTest::newRow("403") << 403 << 201 << envelope("forbidden") << ""_ba << K::Forbidden
                         << u"forbidden"_s;
    QTest::newRow("403 ip") << 403 << 201 << envelope("ip_not_allowed") << ""_ba << K::IpNotAllowed
                            << u"ip_not_allowed"_s;
    QTest::newRow("404 html") << 404 << 203 << "<html/>"_ba
                              << ""_ba << K::NotFound << QString();
    QTest::newRow("400") << 400 << 302 << envelope("invalid_json") << ""_ba << K::Validation
                         << u"invalid_json"_s;
    QTest::newRow("409") << 409 << 206 << envelope("idempotency_in_progress") << "1"_ba
                         << K::Conflict << u"idempotency_in_progress"_s;
    QTest::newRow("429") << 429 << 299 << envelope("rate_limited") << "3"_ba << K::RateLimited
                         << u"rate_limited"_s;
    QTest::newRow("500") << 500 << 401 << envelope("internal") << ""_ba << K::Server
                         << u"internal"_s;
    QTest::newRow("502 no body") << 502 << 401 << ""_ba
                                 << ""_ba << K::Server << QString();
    QTest::newRow("refused") << 0 << int(QNetworkReply::ConnectionRefusedError) << ""_ba
                             << ""_ba << K::Network << QString();
    QTest::newRow("host not found") << 0 << int(QNetworkReply::HostNotFoundError) << ""_ba
                                    << ""_ba << K::Network << QString();
    QTest::newRow("qt timeout") << 0 << int(QNetworkReply::TimeoutError) << ""_ba
                                << ""_ba << K::Timeout << QString();
    QTest::newRow("302") << 302 << 0 << ""_ba
                         << ""_ba << K::Parse << QString();
}

void tst_NetParsing::errorMapping()
{
    QFETCH(int, status);
    QFETCH(int, networkError);
    QFETCH(QByteArray, body);
    QFETCH(QByteArray, retryAfter);
    QFETCH(ApiResult::Kind, kind);
    QFETCH(QString, code);
    const ApiResult result = ApiErrorMapper::map(
        status, QNetworkReply::NetworkError(networkError), body, [&](const QByteArray &name) {
            if (name == "Retry-After")
                return retryAfter;
            if (name == "X-API-Cache")
                return "hit"_ba;
            return QByteArray();
        });
    QCOMPARE(result.kind(), kind);
    QCOMPARE(result.errorCode(), code);
    QCOMPARE(result.httpStatus(), status);
    QVERIFY(!result.message().isEmpty());
    if (!retryAfter.isEmpty())
        QCOMPARE(result.retryAfter(), retryAfter.toInt());
    if (status)
        QCOMPARE(result.serverCache(), u"HIT"_s);
}

void tst_NetParsing::retryAfter()
{
    QCOMPARE(ApiErrorMapper::parseRetryAfter("5"), 5);
    QCOMPARE(ApiErrorMapper::parseRetryAfter(" 0 "), 0);
    QCOMPARE(ApiErrorMapper::parseRetryAfter("-3"), -1);
    QCOMPARE(ApiErrorMapper::parseRetryAfter("soon"), -1);
    QCOMPARE(ApiErrorMapper::parseRetryAfter(""), -1);

    const QByteArray validation = R"({"status":"error","error":{"code":"validation_failed",
      "message":"bad","fields":{"per_page":"must be 1 to 100"}}})";
    const auto none = [](const QByteArray &) { return QByteArray(); };
    const ApiResult v
        = ApiErrorMapper::map(422, QNetworkReply::UnknownContentError, validation, none);
    QCOMPARE(v.kind(), ApiResult::Kind::Validation);
    QCOMPARE(v.fields().value(u"per_page"_s), u"must be 1 to 100"_s);
    QVERIFY(v.message().contains(u"per_page"_s));

    const QByteArray conflict = R"({"status":"error","error":{"code":"stock_conflict",
      "message":"changed","current_stock":7}})";
    const ApiResult c
        = ApiErrorMapper::map(409, QNetworkReply::ContentConflictError, conflict, none);
    QCOMPARE(c.kind(), ApiResult::Kind::Conflict);
    QCOMPARE(c.currentStock(), 7);

    const ApiResult cancelled = ApiErrorMapper::map(
        0, QNetworkReply::OperationCanceledError, {}, none, ApiErrorMapper::Abort::TimedOut);
    QCOMPARE(cancelled.kind(), ApiResult::Kind::Timeout);
}

QTEST_GUILESS_MAIN(tst_NetParsing)
#include "tst_netparsing.moc"
