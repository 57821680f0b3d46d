// goodbooks-10k (../shared/data, real and dirty) imported through the real command line
// (contract §2.1): the exact report, then search, suggestions and detail over HTTP.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSet>
#include <QTest>
#include <QUrlQuery>

#include "common/csvreader.h"
#include "tests/support/httptestclient.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

class TestGoodbooks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void reportCountsAreExact();
    void searchFindsRealTitles_data();
    void searchFindsRealTitles();
    void suggestions();
    void detailOfMultiAuthorBook();

private:
    QJsonObject get(const QString &path, const QList<QPair<QString, QString>> &query = {});
    QJsonObject bookBySearch(const QString &q, const QString &name);

    TestServer m_server;
    TestServer::Key m_key;
    QJsonObject m_summary;
    QList<QStringList> m_report;
};

void TestGoodbooks::initTestCase()
{
    const QString books
        = qEnvironmentVariable("CATALOG_SHARED_DATA") + u"/goodbooks-10k/books.csv"_s;
    QVERIFY2(QFile::exists(books), qPrintable(books));
    const QString report = m_server.folder() + u"/r.csv"_s;
    const auto result = m_server.run({ u"import"_s, books, u"--type"_s, u"book"_s, u"--seller"_s,
        u"1"_s, u"--default-price"_s, u"50000"_s, u"--skip-invalid"_s, u"--report"_s, report });
    QVERIFY2(result.exitCode == 0, result.err.constData());
    QVERIFY(result.err.contains("import: 100%"));
    m_summary = QJsonDocument::fromJson(result.out).object();

    QFile file(report);
    QVERIFY(file.open(QIODevice::ReadOnly));
    CsvReader reader(file.readAll());
    CsvReader::Record record;
    QVERIFY(reader.next(record));
    QCOMPARE(record.fields, (QStringList { u"row"_s, u"outcome"_s, u"field"_s, u"detail"_s }));
    while (reader.next(record))
        m_report.append(record.fields);

    m_key = m_server.createKey(
        u"read"_s, { u"--rate-per-second"_s, u"100000"_s, u"--rate-per-minute"_s, u"10000000"_s });
    QVERIFY(m_server.start());
}

void TestGoodbooks::reportCountsAreExact()
{
    const QJsonObject rows = m_summary[u"rows"_s].toObject();
    QCOMPARE(rows[u"total"_s].toInt(), 10000);
    // Every row has an ISBN-13 written as a float, so none comes through untouched.
    QCOMPARE(rows[u"imported"_s].toInt(), 0);
    QCOMPARE(rows[u"repaired"_s].toInt(), 9319);
    QCOMPARE(rows[u"rejected"_s].toInt(), 681);
    QCOMPARE(m_summary[u"written"_s][u"books"_s].toInt(), 9319);
    QCOMPARE(m_summary[u"written"_s][u"authors"_s].toInt(), 3656);
    QCOMPARE(m_summary[u"written"_s][u"sellers"_s].toInt(), 1);

    // One outcome per row; the report names every row of the file.
    QMap<QString, QSet<QString>> rowsBy;
    QMap<QString, int> kinds;
    for (const QStringList &line : std::as_const(m_report)) {
        QCOMPARE(line.size(), 4);
        rowsBy[line.at(1)].insert(line.at(0));
        const QString &detail = line.at(3);
        QString kind = line.at(1) + u' ' + line.at(2) + u": "_s;
        if (detail == "no code"_L1)
            kind += u"no ISBN at all"_s;
        else if (detail.startsWith(u"no valid code"_s))
            kind += u"no valid ISBN"_s;
        else if (detail.startsWith(u"rebuilt"_s))
            kind += u"rebuilt from float"_s;
        else if (detail.contains(u"left-padded"_s))
            kind += u"left-padded"_s;
        else if (detail.contains(u"uncertain"_s))
            kind += u"float uncertain, filled"_s;
        else if (detail.contains(u"keeps only"_s))
            kind += u"float lost digits, filled"_s;
        else if (detail.contains(u"disagrees"_s))
            kind += u"disagrees, ignored"_s;
        else if (detail.startsWith(u"empty"_s))
            kind += u"empty, filled"_s;
        else
            kind += u"other"_s;
        ++kinds[kind];
    }
    QCOMPARE(rowsBy.value(u"repaired"_s).size(), 9319);
    QCOMPARE(rowsBy.value(u"rejected"_s).size(), 681);
    QVERIFY(!rowsBy.contains(u"imported"_s));
    QCOMPARE(rowsBy.value(u"repaired"_s).intersect(rowsBy.value(u"rejected"_s)).size(), 0);

    const QMap<QString, int> expected {
        { u"rejected isbn: no ISBN at all"_s, 565 },
        { u"rejected isbn: no valid ISBN"_s, 116 },
        { u"repaired isbn: left-padded"_s, 6589 },
        { u"repaired isbn: empty, filled"_s, 39 },
        { u"repaired isbn: other"_s, 1 },
        { u"repaired isbn13: left-padded"_s, 1 },
        { u"repaired isbn13: rebuilt from float"_s, 3511 },
        { u"repaired isbn13: float uncertain, filled"_s, 4803 },
        { u"repaired isbn13: float lost digits, filled"_s, 972 },
        { u"repaired isbn13: disagrees, ignored"_s, 7 },
        { u"repaired isbn13: empty, filled"_s, 19 },
        { u"repaired isbn13: other"_s, 6 },
    };
    QCOMPARE(kinds, expected);
}

QJsonObject TestGoodbooks::get(const QString &path, const QList<QPair<QString, QString>> &query)
{
    HttpTestClient client(m_server.baseUrl());
    client.setCredentials(m_key.appId, m_key.secret);
    QUrlQuery q;
    q.setQueryItems(query);
    const QString target = query.isEmpty() ? path : path + u'?' + q.toString(QUrl::FullyEncoded);
    const HttpTestClient::Reply reply = client.get(target);
    if (reply.status != 200)
        qWarning("%s -> %d %s", qPrintable(target), reply.status, reply.body.constData());
    return reply.json().object();
}

QJsonObject TestGoodbooks::bookBySearch(const QString &q, const QString &name)
{
    const QJsonArray items = get(u"/search"_s, { { u"q"_s, q } })[u"data"_s].toArray();
    for (const QJsonValue &item : items) {
        if (item[u"name"_s].toString() == name)
            return item.toObject();
    }
    return {};
}

void TestGoodbooks::searchFindsRealTitles_data()
{
    QTest::addColumn<QString>("q");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("image");
    QTest::newRow("title") << u"hunger games"_s << u"The Hunger Games (The Hunger Games, #1)"_s
                           << u"https://images.gr-assets.com/books/1447303603m/2767052.jpg"_s;
    QTest::newRow("author and title prefix")
        << u"golding lord of the fl"_s << u"Lord of the Flies"_s
        << u"https://images.gr-assets.com/books/1327869409m/7624.jpg"_s;
    QTest::newRow("cyrillic") << u"горе от"_s << u"Горе от ума"_s << QString();
}

void TestGoodbooks::searchFindsRealTitles()
{
    QFETCH(QString, q);
    QFETCH(QString, name);
    QFETCH(QString, image);
    const QJsonObject item = bookBySearch(q, name);
    QVERIFY2(!item.isEmpty(), qPrintable(q));
    QCOMPARE(item[u"type"_s].toString(), u"book"_s);
    QCOMPARE(item[u"price"_s].toInt(), 50000);
    if (!image.isEmpty())
        QCOMPARE(item[u"image"_s].toString(), image);
}

void TestGoodbooks::suggestions()
{
    const QJsonArray names
        = get(u"/search/suggestions"_s, { { u"q"_s, u"rowl"_s } })[u"data"_s].toArray();
    QVERIFY(names.contains(u"J.K. Rowling"_s));
    const QJsonArray potter
        = get(u"/search/suggestions"_s, { { u"q"_s, u"harry potter and the s"_s } })[u"data"_s]
              .toArray();
    QVERIFY(potter.contains(u"Harry Potter and the Sorcerer's Stone (Harry Potter, #1)"_s));
}

void TestGoodbooks::detailOfMultiAuthorBook()
{
    // "J.K. Rowling, Mary GrandPré": the first author is the book's.
    const QJsonObject item = bookBySearch(
        u"sorcerer's stone"_s, u"Harry Potter and the Sorcerer's Stone (Harry Potter, #1)"_s);
    QVERIFY(!item.isEmpty());
    const QJsonObject book
        = get(u"/products/book/%1"_s.arg(item[u"id"_s].toInteger()))[u"data"_s].toObject();
    QCOMPARE(book[u"author"_s][u"name"_s].toString(), u"J.K. Rowling"_s);
    QCOMPARE(book[u"isbn"_s].toString(), u"9780439554930"_s);
    QCOMPARE(book[u"seller"_s][u"id"_s].toInt(), 1);
    QCOMPARE(
        book[u"image"_s].toString(), u"https://images.gr-assets.com/books/1474154022m/3.jpg"_s);
    QCOMPARE(book[u"in_stock"_s].toBool(), false);
    // The code lookup finds it by the ISBN-10 the file carried without its leading zero.
    const QJsonObject byCode = get(u"/products/sellers/1/code/0439554934"_s)[u"data"_s].toObject();
    QCOMPARE(byCode[u"id"_s], item[u"id"_s]);
}

QTEST_GUILESS_MAIN(TestGoodbooks)
#include "tst_goodbooks.moc"
