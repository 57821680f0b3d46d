// Generated covers and logos (GET /media/..., outside the base path, no credentials): valid
// SVG with the product's escaped title, the same bytes every time (also after a restart),
// ETag and 304 like every GET, dropped from the cache when the product changes, 404 in the
// contract's error format; and the demo's image and logo fields lead to them.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QUrl>
#include <QXmlStreamReader>
#include <memory>

#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

namespace {

const QString basePath = u"/api/v1/client"_s;
// Everything XML gives a meaning to, in a title and an author.
const QString trickyTitle = u"Tom & Jerry <\"Deluxe\"> it's <b>bold</b> & more"_s;
const QString trickyAuthor = u"O'Brien & <Sons>"_s;

struct SvgFacts
{
    QString error; // empty when the document parsed
    QString root;
    QString title;
    QStringList texts;
};

SvgFacts parse(const QByteArray &bytes)
{
    SvgFacts facts;
    QXmlStreamReader xml(bytes);
    QString element;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            element = xml.name().toString();
            if (facts.root.isEmpty())
                facts.root = element;
            if (element == "title"_L1)
                facts.title = xml.readElementText();
            else if (element == "text"_L1)
                facts.texts << xml.readElementText();
        }
    }
    if (xml.hasError())
        facts.error = xml.errorString();
    return facts;
}

} // namespace

class TestCovers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void demoImagesLeadToCovers();
    void coversAreValidSvg_data();
    void coversAreValidSvg();
    void titlesAreEscaped();
    void sameBytesEveryTime();
    void etagAndNotModified();
    void productChangeDropsTheCachedCover();
    void notFound_data();
    void notFound();
    void otherMethods();

private:
    QUrl resolved(const QString &reference) const
    {
        return QUrl(m_origin).resolved(QUrl(reference));
    }
    HttpTestClient::Reply fetch(const QString &reference, const HttpTestClient::Headers &h = {});

    TestServer m_server;
    QString m_origin;
    std::unique_ptr<HttpTestClient> m_api; // seller 1, read + stock:write
    std::unique_ptr<HttpTestClient> m_public; // no credentials
};

void TestCovers::initTestCase()
{
    QVERIFY(m_server.demo(300));
    // A book of seller 1 whose title and author need escaping, and an inactive one.
    const QJsonObject document {
        { u"authors"_s,
            QJsonArray { QJsonObject { { u"id"_s, 9000 }, { u"name"_s, trickyAuthor } } } },
        { u"books"_s,
            QJsonArray {
                QJsonObject { { u"id"_s, 5000 }, { u"name"_s, trickyTitle }, { u"price"_s, 1000 },
                    { u"isbn"_s, u"978-3-16-148410-0"_s }, { u"author_id"_s, 9000 },
                    { u"seller_id"_s, 1 }, { u"category_id"_s, 2 }, { u"stock"_s, 3 },
                    { u"image"_s, u"/media/covers/book/5000.svg"_s } },
                QJsonObject { { u"id"_s, 5001 }, { u"name"_s, u"Hidden"_s }, { u"price"_s, 1000 },
                    { u"isbn"_s, u"9780306406157"_s }, { u"seller_id"_s, 1 },
                    { u"active"_s, false } },
            } },
    };
    const QString path = m_server.folder() + u"/tricky.json"_s;
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(document).toJson());
    file.close();
    QVERIFY(m_server.importFile(path));
    const TestServer::Key key
        = m_server.createKey(u"read,stock:write"_s, TestServer::seller1Unthrottled);
    QVERIFY(m_server.start());
    m_origin = m_server.baseUrl().chopped(basePath.size());
    m_api = std::make_unique<HttpTestClient>(m_server.baseUrl());
    m_api->setCredentials(key.appId, key.secret);
    m_public = std::make_unique<HttpTestClient>(m_origin);
}

void TestCovers::cleanupTestCase()
{
    QCOMPARE(m_server.stop(), 0);
}

HttpTestClient::Reply TestCovers::fetch(const QString &reference, const HttpTestClient::Headers &h)
{
    return m_public->get(resolved(reference).path(), h);
}

// The API's image and logo fields are paths on the server; resolved against its origin they
// answer an SVG, without credentials.
void TestCovers::demoImagesLeadToCovers()
{
    const QJsonObject book = m_api->get(u"/products/book/1"_s).json()[u"data"_s].toObject();
    QCOMPARE(book[u"image"_s].toString(), u"/media/covers/book/1.svg"_s);
    QCOMPARE(book[u"images"_s].toArray(), QJsonArray { u"/media/covers/book/1.svg"_s });
    const QJsonObject item = m_api->get(u"/products/stationery/1"_s).json()[u"data"_s].toObject();
    QCOMPARE(item[u"image"_s].toString(), u"/media/covers/stationery/1.svg"_s);
    const QJsonArray sellers = m_api->get(u"/products/sellers/list"_s).json()[u"data"_s].toArray();
    QVERIFY(!sellers.isEmpty());
    QCOMPARE(sellers.first()[u"logo"_s].toString(), u"/media/sellers/1.svg"_s);

    for (const QString &reference : { book[u"image"_s].toString(), item[u"image"_s].toString(),
             sellers.first()[u"logo"_s].toString() }) {
        QCOMPARE(resolved(reference).toString(), m_origin + reference);
        const auto reply = fetch(reference);
        QCOMPARE(reply.status, 200);
        QCOMPARE(reply.header("Content-Type"), "image/svg+xml");
        QCOMPARE(parse(reply.body).error, QString());
    }
    // The list items carry the same references.
    const QJsonArray list = m_api->get(u"/products/books?per_page=5"_s).json()[u"data"_s].toArray();
    for (const QJsonValue &entry : list)
        QCOMPARE(entry[u"image"_s].toString(),
            u"/media/covers/book/%1.svg"_s.arg(entry[u"id"_s].toInteger()));
}

void TestCovers::coversAreValidSvg_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<int>("id");
    for (const int id : { 1, 2, 17, 150, 210 })
        QTest::addRow("book %d", id) << u"book"_s << id;
    for (const int id : { 1, 9, 90 })
        QTest::addRow("stationery %d", id) << u"stationery"_s << id;
}

void TestCovers::coversAreValidSvg()
{
    QFETCH(QString, type);
    QFETCH(int, id);
    const QJsonObject detail
        = m_api->get(u"/products/%1/%2"_s.arg(type).arg(id)).json()[u"data"_s].toObject();
    QVERIFY(!detail.isEmpty());
    const auto reply = fetch(u"/media/covers/%1/%2.svg"_s.arg(type).arg(id));
    QCOMPARE(reply.status, 200);
    const SvgFacts svg = parse(reply.body);
    QCOMPARE(svg.error, QString());
    QCOMPARE(svg.root, u"svg"_s);
    QCOMPARE(svg.title, detail[u"name"_s].toString());
    // The title is set in the cover (over several lines when long), the author at its foot.
    const QString set = svg.texts.join(u' ');
    const QStringList words = detail[u"name"_s].toString().split(u' ', Qt::SkipEmptyParts);
    QVERIFY2(set.contains(words.first()), qPrintable(set));
    if (type == "book"_L1)
        QVERIFY2(svg.texts.contains(detail[u"author"_s][u"name"_s].toString()), qPrintable(set));
}

void TestCovers::titlesAreEscaped()
{
    const auto reply = fetch(u"/media/covers/book/5000.svg"_s);
    QCOMPARE(reply.status, 200);
    QVERIFY(reply.body.contains("<title>Tom &amp; Jerry &lt;&quot;Deluxe&quot;&gt; it&apos;s "
                                "&lt;b&gt;bold&lt;/b&gt; &amp; more</title>"));
    QVERIFY(reply.body.contains("O&apos;Brien &amp; &lt;Sons&gt;"));
    QVERIFY(!reply.body.contains("<b>"));
    QVERIFY(!reply.body.contains("<Sons>"));
    const SvgFacts svg = parse(reply.body);
    QCOMPARE(svg.error, QString());
    QCOMPARE(svg.title, trickyTitle);
    QVERIFY(svg.texts.contains(trickyAuthor));
}

void TestCovers::sameBytesEveryTime()
{
    const QString target = u"/media/covers/book/3.svg"_s;
    const auto first = fetch(target);
    QCOMPARE(first.status, 200);
    const auto cached = fetch(target);
    QCOMPARE(cached.header("X-API-Cache"), "HIT");
    QCOMPARE(cached.body, first.body);
    // Generated again (no-cache reads fresh), and by a new process: the same bytes and ETag.
    const auto fresh = fetch(target, { { "Cache-Control", "no-cache" } });
    QCOMPARE(fresh.header("X-API-Cache"), "BYPASS");
    QCOMPARE(fresh.body, first.body);
    QCOMPARE(m_server.stop(), 0);
    QVERIFY(m_server.start({}, m_server.port()));
    const auto restarted = fetch(target);
    QCOMPARE(restarted.header("X-API-Cache"), "MISS");
    QCOMPARE(restarted.body, first.body);
    QCOMPARE(restarted.header("ETag"), first.header("ETag"));
    // Different products look different.
    QVERIFY(fetch(u"/media/covers/book/4.svg"_s).body != first.body);
}

void TestCovers::etagAndNotModified()
{
    const QString target = u"/media/sellers/2.svg"_s;
    const auto first = fetch(target);
    QCOMPARE(first.status, 200);
    const QByteArray etag = first.header("ETag");
    QVERIFY(etag.startsWith('"') && etag.size() == 34);
    QVERIFY(first.header("Cache-Control").startsWith("private, max-age="));
    const auto same = fetch(target, { { "If-None-Match", etag } });
    QCOMPARE(same.status, 304);
    QVERIFY(same.body.isEmpty());
    QCOMPARE(same.header("ETag"), etag);
    QCOMPARE(same.header("X-API-Cache"), "HIT");
    QCOMPARE(fetch(target, { { "If-None-Match", "W/" + etag } }).status, 304);
    QCOMPARE(fetch(target, { { "If-None-Match", "\"other\"" } }).status, 200);
}

// A cover shows the product: a write to the product drops it with the product's other answers.
void TestCovers::productChangeDropsTheCachedCover()
{
    const QString target = u"/media/covers/book/5000.svg"_s;
    fetch(target);
    QCOMPARE(fetch(target).header("X-API-Cache"), "HIT");
    const auto other = u"/media/covers/book/1.svg"_s;
    fetch(other);
    const auto update = m_api->post(u"/products/stock/by-code"_s,
        R"({"code":"9783161484100","delta":1})", { { "Content-Type", "application/json" } });
    QCOMPARE(update.status, 200);
    QCOMPARE(fetch(target).header("X-API-Cache"), "MISS");
    QCOMPARE(fetch(other).header("X-API-Cache"), "HIT");
}

void TestCovers::notFound_data()
{
    QTest::addColumn<QString>("target");
    for (const char *target : { "/media/covers/book/999999.svg", "/media/covers/book/5001.svg",
             "/media/covers/stationery/999.svg", "/media/covers/pen/1.svg",
             "/media/covers/book/abc.svg", "/media/covers/book/1.png", "/media/covers/book/01.svg",
             "/media/covers/book/0.svg", "/media/covers/book/-1.svg", "/media/covers/book/.svg",
             "/media/covers/book/1.svg/x", "/media/covers/book", "/media/sellers/999.svg",
             "/media/sellers/1", "/media/", "/media/covers/book/99999999999999999999.svg" })
        QTest::newRow(target) << QString::fromLatin1(target);
}

void TestCovers::notFound()
{
    QFETCH(QString, target);
    const auto reply = m_public->get(target);
    QCOMPARE(reply.status, 404);
    QVERIFY(reply.header("Content-Type").startsWith("application/json"));
    QCOMPARE(reply.errorCode(), u"not_found"_s);
    QCOMPARE(reply.json()[u"status"_s].toString(), u"error"_s);
}

void TestCovers::otherMethods()
{
    const auto reply = m_public->post(
        u"/media/covers/book/1.svg"_s, "{}", { { "Content-Type", "application/json" } });
    QCOMPARE(reply.status, 405);
    QCOMPARE(reply.header("Allow"), "GET");
    QCOMPARE(reply.errorCode(), u"method_not_allowed"_s);
    // HEAD: the headers of GET, no body.
    const auto head
        = m_public->send("HEAD", resolved(u"/media/covers/book/1.svg"_s).toString(), {}, {});
    QCOMPARE(head.status, 200);
    QCOMPARE(head.header("Content-Type"), "image/svg+xml");
    QVERIFY(head.body.isEmpty());
}

QTEST_GUILESS_MAIN(TestCovers)
#include "tst_covers.moc"
