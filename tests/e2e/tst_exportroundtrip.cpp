// export → import into an empty database → the same API answers (contract §2.1): JSON gives
// byte-identical bodies on every list and detail endpoint; CSV the fields it carries.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <memory>

#include "common/csvreader.h"
#include "tests/e2e/catalogfixture.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

namespace {

const QStringList generous { u"--rate-per-second"_s, u"1000000"_s, u"--rate-per-minute"_s,
    u"100000000"_s };

struct Served
{
    TestServer server;
    std::unique_ptr<HttpTestClient> client;

    bool start()
    {
        const TestServer::Key key
            = server.createKey(u"read"_s, QStringList { u"--seller"_s, u"1"_s } + generous);
        // The same deeplink base on both, or /deeplink would differ by port.
        if (!server.start({ u"--web-base-url"_s, u"https://shop.example"_s }))
            return false;
        client = std::make_unique<HttpTestClient>(server.baseUrl());
        client->setCredentials(key.appId, key.secret);
        return true;
    }
    HttpTestClient::Reply get(const QString &path) { return client->get(path); }
    QJsonObject json(const QString &path) { return get(path).json().object(); }
};

} // namespace

class TestExportRoundTrip : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jsonRoundTripOfDemo();
    void jsonRoundTripOfFixture();
    void csvRoundTripOfDemo();
    void csvExportNeutralisesFormulas();
    void exportBySeller();

private:
    static QByteArray exportOf(const TestServer &server, const QStringList &extra = {});
    void compareEverything(Served &original, Served &copy);
    QStringList endpoints(Served &original);
};

QByteArray TestExportRoundTrip::exportOf(const TestServer &server, const QStringList &extra)
{
    const auto result = server.run(QStringList { u"export"_s } + extra);
    if (result.exitCode != 0)
        qWarning("export failed: %s", result.err.constData());
    return result.out;
}

QStringList TestExportRoundTrip::endpoints(Served &original)
{
    // Trending first: every /search below is recorded and would change it.
    QStringList paths { u"/search/trending"_s, u"/search/categories"_s,
        u"/products/recommendation/books"_s, u"/products/recommendation/stationery"_s,
        u"/products/sellers/list"_s, u"/products/mine"_s, u"/products/mine?page=2"_s,
        u"/deeplink?type=book&id=1"_s, u"/deeplink?type=search&q=kitob"_s };
    for (const QString &col : { u"books"_s, u"stationery"_s }) {
        for (const QString &sort : { u"popular"_s, u"new"_s, u"price_asc"_s, u"price_desc"_s }) {
            for (int page = 1; page <= 3; ++page)
                paths << u"/products/%1?per_page=100&sort=%2&page=%3"_s.arg(col, sort).arg(page);
        }
        paths << u"/products/%1?q=a&per_page=50"_s.arg(col);
    }
    // Every product's detail, and the code lookup of each, from the lists of the original.
    for (const QString &col : { u"books"_s, u"stationery"_s }) {
        const QString type = col == "books"_L1 ? u"book"_s : u"stationery"_s;
        for (int page = 1;; ++page) {
            const QJsonArray items
                = original
                      .json(u"/products/%1?per_page=100&page=%2"_s.arg(col).arg(page))[u"data"_s]
                      .toArray();
            if (items.isEmpty())
                break;
            for (const QJsonValue &item : items) {
                paths << u"/products/%1/%2"_s.arg(type).arg(item[u"id"_s].toInteger());
            }
        }
    }
    for (int id = 1; id <= 12; ++id) {
        paths << u"/products/by-author/%1?per_page=100"_s.arg(id)
              << u"/products/by-publisher/%1"_s.arg(id)
              << u"/products/sellers/profile/%1/1"_s.arg(id)
              << u"/products/sellers/profile/%1/2"_s.arg(id)
              << u"/search/category/%1/book"_s.arg(id)
              << u"/search/category/%1/stationery"_s.arg(id);
    }
    for (const QString &q : { u"a"_s, u"o'tk"_s, u"kitob"_s, u"ручка"_s, u"book"_s,
             u"stationery pen"_s, u"qodiriy"_s, u"9789943012349"_s }) {
        paths << u"/search?q=%1"_s.arg(QString::fromLatin1(QUrl::toPercentEncoding(q)))
              << u"/search?q=%1&page=2"_s.arg(QString::fromLatin1(QUrl::toPercentEncoding(q)))
              << u"/search/suggestions?q=%1"_s.arg(QString::fromLatin1(QUrl::toPercentEncoding(q)));
    }
    for (const QString &letter : { u"b"_s, u"k"_s, u"s"_s, u"m"_s })
        paths << u"/search/suggestions?q=%1&seller_id=1"_s.arg(letter);
    return paths;
}

void TestExportRoundTrip::compareEverything(Served &original, Served &copy)
{
    const QStringList paths = endpoints(original);
    QVERIFY(paths.size() > 100);
    int found = 0;
    for (const QString &path : paths) {
        const HttpTestClient::Reply a = original.get(path);
        const HttpTestClient::Reply b = copy.get(path);
        QVERIFY2(a.status == b.status, qPrintable(path));
        QVERIFY2(a.body == b.body,
            qPrintable(path + u"\n"_s + QString::fromUtf8(a.body.left(400)) + u"\n"_s
                + QString::fromUtf8(b.body.left(400))));
        found += a.status == 200 ? 1 : 0;
    }
    // Many of them answer with data, so the comparison compares something.
    QVERIFY2(found >= 50, qPrintable(u"%1 of %2 answered 200"_s.arg(found).arg(paths.size())));
}

void TestExportRoundTrip::jsonRoundTripOfDemo()
{
    Served original, copy;
    QVERIFY(original.server.demo(1500));
    const QByteArray document = exportOf(original.server);
    QVERIFY(document.startsWith("{\n  \"authors\": ["));
    const QString path = copy.server.folder() + u"/export.json"_s;
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(document);
    file.close();
    QVERIFY(copy.server.importFile(path));
    // Export of the copy: the same document again.
    QCOMPARE(exportOf(copy.server), document);
    QVERIFY(original.start());
    QVERIFY(copy.start());
    compareEverything(original, copy);
}

void TestExportRoundTrip::jsonRoundTripOfFixture()
{
    Served original, copy;
    QVERIFY(CatalogFixture::importInto(original.server));
    const QByteArray document = exportOf(original.server);
    const QString path = copy.server.folder() + u"/export.json"_s;
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(document);
    file.close();
    QVERIFY(copy.server.importFile(path));
    QCOMPARE(exportOf(copy.server), document);
    QVERIFY(original.start());
    QVERIFY(copy.start());
    compareEverything(original, copy);
}

void TestExportRoundTrip::csvRoundTripOfDemo()
{
    Served original, copy;
    QVERIFY(original.server.demo(1500));
    const QByteArray csv = exportOf(original.server, { u"--format"_s, u"csv"_s });
    // What the CSV cannot carry is said, not dropped in silence (contract §2.1).
    const auto told = original.server.run({ u"export"_s, u"--format"_s, u"csv"_s });
    QVERIFY2(told.err.contains(" variants (the CSV import cannot read them back)"),
        told.err.constData());
    const QString path = copy.server.folder() + u"/export.csv"_s;
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(csv);
    file.close();
    const auto imported = copy.server.run({ u"import"_s, path });
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
    QVERIFY(original.start());
    QVERIFY(copy.start());

    // Every row, found by its code on both, answers with the same carried fields.
    CsvReader reader(csv);
    CsvReader::Record record;
    QVERIFY(reader.next(record));
    const QStringList header = record.fields;
    QCOMPARE(header.value(1), u"code"_s);
    const qsizetype activeColumn = header.indexOf(u"active"_s);
    QVERIFY(activeColumn > 0);
    int compared = 0;
    int inactive = 0;
    while (reader.next(record)) {
        // Contract §2.1: inactive products are exported too; the public API does not show
        // them, the copy's export below compares them.
        if (record.fields.value(activeColumn) == "false"_L1) {
            ++inactive;
            continue;
        }
        const QString type = record.fields.at(0);
        const QString code = record.fields.at(1);
        const QString seller = record.fields.at(12);
        const QString lookup = u"/products/sellers/%1/code/%2"_s.arg(seller, code);
        const QJsonObject a = original.json(lookup)[u"data"_s].toObject();
        const QJsonObject b = copy.json(lookup)[u"data"_s].toObject();
        QVERIFY2(!a.isEmpty() && !b.isEmpty(), qPrintable(lookup));
        QJsonObject x
            = original.json(u"/products/%1/%2"_s.arg(type).arg(a[u"id"_s].toInteger()))[u"data"_s]
                  .toObject();
        QJsonObject y
            = copy.json(u"/products/%1/%2"_s.arg(type).arg(b[u"id"_s].toInteger()))[u"data"_s]
                  .toObject();
        QVERIFY(!x.isEmpty() && !y.isEmpty());
        QStringList carried { u"name"_s, u"price"_s, u"old_price"_s, u"image"_s, u"description"_s,
            u"in_stock"_s, u"type"_s };
        if (type == "book"_L1) {
            carried << u"pages"_s << u"isbn"_s;
            QCOMPARE(y[u"author"_s][u"name"_s], x[u"author"_s][u"name"_s]);
            QCOMPARE(y[u"publisher"_s][u"name"_s], x[u"publisher"_s][u"name"_s]);
            QCOMPARE(y[u"category"_s][u"name"_s], x[u"category"_s][u"name"_s]);
        }
        for (const QString &field : std::as_const(carried))
            QVERIFY2(x.value(field) == y.value(field), qPrintable(lookup + u' ' + field));
        QCOMPARE(y[u"seller"_s][u"id"_s], x[u"seller"_s][u"id"_s]);
        ++compared;
    }
    QVERIFY(compared > 1000);
    QVERIFY(inactive > 0); // the demo makes about 3 % inactive
    // An unchanged export imported again changes nothing and adds nothing.
    const auto again = copy.server.run({ u"import"_s, path });
    QCOMPARE(again.exitCode, 0);
    QCOMPARE(exportOf(copy.server, { u"--format"_s, u"csv"_s }), csv);
}

// OWASP "CSV injection": a cell a spreadsheet would run (= + - @ TAB CR first) is exported
// with a leading apostrophe, and the import drops it again, so the round trip is lossless.
void TestExportRoundTrip::csvExportNeutralisesFormulas()
{
    TestServer original, copy;
    const QString source = original.folder() + u"/formulas.csv"_s;
    QFile sourceFile(source);
    QVERIFY(sourceFile.open(QIODevice::WriteOnly));
    sourceFile.write("isbn,name,author,publisher,category,price,stock,description,tags\n"
                     "9780439023481,\"=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",@SUM(1),+1,"
                     "-Sale,1000,3,\"\tTAB\",=cmd|' /C calc'!A0\n"
                     "9780439554930,Plain,Ann,Pub,Cat,2000,0,\"\rCR\",@x;ok\n");
    sourceFile.close();
    const auto seeded
        = original.run({ u"import"_s, source, u"--seller"_s, u"1"_s, u"--type"_s, u"book"_s });
    QVERIFY2(seeded.exitCode == 0, seeded.err.constData());

    const QByteArray csv = exportOf(original, { u"--format"_s, u"csv"_s });
    QVERIFY2(csv.contains("\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",'@SUM(1),'+1,1000,0,3,"
                          "'-Sale,,'\tTAB,0,1,'=cmd|' /C calc'!A0,,,,,true\r\n"),
        csv.constData());
    QVERIFY2(csv.contains(",\"'\rCR\",0,1,'@x;ok,,,,,true\r\n"), csv.constData());
    // No cell of the file starts like a formula.
    const QString text = QString::fromUtf8(csv);
    for (const QString &line : text.split(u"\r\n"_s)) {
        for (const QString &cell : line.split(u','))
            QVERIFY2(!cell.startsWith(u'=') && !cell.startsWith(u'@') && !cell.startsWith(u'+')
                    && !cell.startsWith(u'-') && !cell.startsWith(u'\t')
                    && !cell.startsWith(u"\"="_s),
                qPrintable(line));
    }

    const QString path = copy.folder() + u"/export.csv"_s;
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(csv);
    file.close();
    const auto imported = copy.run({ u"import"_s, path });
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
    QCOMPARE(exportOf(copy, { u"--format"_s, u"csv"_s }), csv);
    // What the API answers is the value itself, without the apostrophe.
    const TestServer::Key key = copy.createKey(u"read"_s);
    QVERIFY(copy.start());
    HttpTestClient client(copy.baseUrl());
    client.setCredentials(key.appId, key.secret);
    const QJsonObject book
        = client.get(u"/products/sellers/1/code/9780439023481"_s).json()[u"data"_s].toObject();
    QCOMPARE(book[u"name"_s].toString(), u"=HYPERLINK(\"http://x\",\"y\")"_s);
    const QJsonObject detail = client.get(u"/products/book/%1"_s.arg(book[u"id"_s].toInteger()))
                                   .json()[u"data"_s]
                                   .toObject();
    QCOMPARE(detail[u"description"_s].toString(), u"\tTAB"_s);
    QCOMPARE(detail[u"author"_s][u"name"_s].toString(), u"@SUM(1)"_s);
    QCOMPARE(detail[u"publisher"_s][u"name"_s].toString(), u"+1"_s);
}

void TestExportRoundTrip::exportBySeller()
{
    TestServer server;
    QVERIFY(server.demo(800));
    const QJsonObject all = QJsonDocument::fromJson(exportOf(server)).object();
    const QJsonObject one
        = QJsonDocument::fromJson(exportOf(server, { u"--seller"_s, u"2"_s })).object();
    QCOMPARE(one[u"sellers"_s].toArray().size(), 1);
    QCOMPARE(one[u"sellers"_s][0][u"id"_s].toInt(), 2);
    QVERIFY(one[u"searches"_s].toArray().isEmpty());
    int books = 0;
    for (const QJsonValue &book : all[u"books"_s].toArray())
        books += book[u"seller_id"_s].toInt() == 2 ? 1 : 0;
    QVERIFY(books > 0);
    QCOMPARE(one[u"books"_s].toArray().size(), books);
    for (const QJsonValue &book : one[u"books"_s].toArray())
        QCOMPARE(book[u"seller_id"_s].toInt(), 2);
    // The part stands alone: it imports into an empty database.
    TestServer empty;
    const QString path = empty.folder() + u"/seller2.json"_s;
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(one).toJson());
    file.close();
    QVERIFY(empty.importFile(path));
    QCOMPARE(server.run({ u"export"_s, u"--format"_s, u"xml"_s }).exitCode, 2);
}

QTEST_GUILESS_MAIN(TestExportRoundTrip)
#include "tst_exportroundtrip.moc"
