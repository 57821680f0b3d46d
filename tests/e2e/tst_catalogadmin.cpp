// Contract §15's reads end to end on both engines: who may use /admin/, each issue code found
// on a crafted catalog and on none of a clean one, completeness, the quality totals kept by
// the writes, the duplicates, and the CSV of every list neutralised and read back.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include "common/csvreader.h"
#include "tests/e2e/adminfixture.h"
#include "tests/support/blockinghttp.h"
#include "tests/support/testserver.h"

using namespace Qt::StringLiterals;

namespace {

const QStringList unthrottled { u"--rate-per-second"_s, u"100000"_s, u"--rate-per-minute"_s,
    u"10000000"_s };
const BlockingHttp::Headers fresh { { "Cache-Control", "no-cache" } };

// Each code and the product of the dirty catalog it holds for ("type:id").
const QList<std::pair<QString, QString>> expectedIssues {
    { u"missing_image"_s, u"book:2"_s },
    { u"missing_category"_s, u"book:2"_s },
    { u"missing_author"_s, u"book:4"_s },
    { u"missing_publisher"_s, u"book:2"_s },
    { u"missing_description"_s, u"book:2"_s },
    { u"old_price_below_price"_s, u"book:2"_s },
    { u"price_outlier"_s, u"book:2"_s },
    { u"code_type_mismatch"_s, u"stationery:2"_s },
    { u"duplicate_code_conflict"_s, u"book:2"_s },
    { u"seller_inactive"_s, u"book:3"_s },
};

QStringList namesOf(const QJsonArray &items)
{
    QStringList names;
    for (const QJsonValue &item : items)
        names << item[u"type"_s].toString() + u':' + QString::number(item[u"id"_s].toInteger());
    return names;
}

QList<QStringList> csvRows(const QByteArray &body)
{
    CsvReader reader(body);
    QList<QStringList> rows;
    CsvReader::Record record;
    while (reader.next(record))
        rows << record.fields;
    return rows;
}

qint64 issueCount(const QJsonObject &quality, const QString &code)
{
    for (const QJsonValue &issue : quality[u"issues"_s].toArray()) {
        if (issue[u"code"_s].toString() == code)
            return issue[u"count"_s].toInteger();
    }
    return -1;
}

} // namespace

class TestCatalogAdmin : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void adminKeyNeedsNoSeller();
    void otherKeysAreRefused();
    void cleanCatalogHasNoIssue();
    void eachIssueOnTheDirtyCatalog_data();
    void eachIssueOnTheDirtyCatalog();
    void completenessAndQuality();
    void inactiveSellersImportIsHidden();
    void filtersAndSorts();
    void duplicates();
    void csvOfEveryList_data();
    void csvOfEveryList();
    void productCsvRoundTrips();
    void readsAreCachedPerKey();
    void importReportWarns(); // last: it adds to the catalog

private:
    BlockingHttp admin() const { return { m_server.baseUrl(), m_admin.appId, m_admin.secret }; }

    TestServer m_server;
    TestServer::Key m_admin;
    TestServer::Key m_seller;
    TestServer::Key m_reader;
    QJsonObject m_cleanQuality;
};

void TestCatalogAdmin::initTestCase()
{
    QVERIFY(AdminFixture::importInto(m_server, AdminFixture::clean(), u"clean.json"_s));
    m_admin = m_server.createKey(u"read,catalog:admin"_s, unthrottled);
    m_seller = m_server.createKey(
        u"read,stock:write"_s, QStringList { u"--seller"_s, u"1"_s } + unthrottled);
    m_reader = m_server.createKey(u"read"_s, unthrottled);
    QVERIFY(!m_admin.appId.isEmpty() && !m_seller.appId.isEmpty());
    QVERIFY(m_server.start());
    BlockingHttp http = admin();
    const BlockingHttp::Reply reply = http.get(u"/admin/quality"_s);
    QCOMPARE(reply.status, 200);
    m_cleanQuality = AdminFixture::json(reply)[u"data"_s].toObject();
    // The dirty part arrives by an import while the server runs: the quality it reads next
    // is what the import's writes kept, not a scan.
    QVERIFY(AdminFixture::importInto(m_server, AdminFixture::dirty(), u"dirty.json"_s));
}

void TestCatalogAdmin::adminKeyNeedsNoSeller()
{
    const TestServer::CliResult refused = m_server.run({ u"keys"_s, u"create"_s, u"--name"_s,
        u"x"_s, u"--abilities"_s, u"read,catalog:admin"_s, u"--seller"_s, u"1"_s });
    QCOMPARE(refused.exitCode, 2);
    QVERIFY(refused.err.contains("catalog:admin"));
}

void TestCatalogAdmin::otherKeysAreRefused()
{
    for (const TestServer::Key &key : { m_seller, m_reader }) {
        BlockingHttp http(m_server.baseUrl(), key.appId, key.secret);
        for (const QString &path : { u"/admin/products"_s, u"/admin/quality"_s,
                 u"/admin/duplicates"_s, u"/admin/searches"_s, u"/admin/audit"_s }) {
            const BlockingHttp::Reply reply = http.get(path);
            QCOMPARE(reply.status, 403);
            QCOMPARE(AdminFixture::json(reply)[u"error"_s][u"code"_s].toString(), u"forbidden"_s);
        }
        QCOMPARE(http.patch(u"/admin/sellers/1"_s, R"({"active": false})").status, 403);
    }
}

void TestCatalogAdmin::cleanCatalogHasNoIssue()
{
    QCOMPARE(m_cleanQuality[u"products"_s].toInteger(), 2);
    QCOMPARE(m_cleanQuality[u"completeness"_s].toInteger(), 100);
    for (const auto &[code, product] : expectedIssues)
        QCOMPARE(issueCount(m_cleanQuality, code), 0);
}

void TestCatalogAdmin::eachIssueOnTheDirtyCatalog_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("product");
    for (const auto &[code, product] : expectedIssues)
        QTest::newRow(qPrintable(code)) << code << product;
}

void TestCatalogAdmin::eachIssueOnTheDirtyCatalog()
{
    QFETCH(QString, code);
    QFETCH(QString, product);
    BlockingHttp http = admin();
    const QJsonObject answer
        = AdminFixture::json(http.get(u"/admin/products?per_page=100&issue="_s + code, fresh));
    const QStringList found = namesOf(answer[u"data"_s].toArray());
    QVERIFY2(found.contains(product), qPrintable(found.join(u' ')));
    // The clean products hold none but the conflict their code now has with book 2.
    QVERIFY(!found.contains(u"stationery:1"_s));
    if (code != "duplicate_code_conflict"_L1)
        QVERIFY(!found.contains(u"book:1"_s));
    for (const QJsonValue &item : answer[u"data"_s].toArray())
        QVERIFY(item[u"issues"_s].toArray().contains(code));
    const QJsonObject quality
        = AdminFixture::json(http.get(u"/admin/quality"_s, fresh))[u"data"_s].toObject();
    QCOMPARE(issueCount(quality, code), answer[u"meta"_s][u"total"_s].toInteger());
}

void TestCatalogAdmin::inactiveSellersImportIsHidden()
{
    // Book 3 came in by the dirty import while its seller (3) was inactive: hidden from the
    // public at once, its own flag kept for the admin (contract §15).
    BlockingHttp reader(m_server.baseUrl(), m_reader.appId, m_reader.secret);
    QCOMPARE(reader.get(u"/products/book/3"_s, fresh).status, 404);
    QCOMPARE(reader.get(u"/products/book/2"_s, fresh).status, 200);
    const QJsonArray found
        = AdminFixture::json(reader.get(u"/search?q=kunlar"_s, fresh))[u"data"_s].toArray();
    QVERIFY(!found.isEmpty());
    QVERIFY(!namesOf(found).contains(u"book:3"_s));
    const QJsonObject item
        = AdminFixture::json(admin().get(u"/admin/products?seller_id=3"_s, fresh))[u"data"_s][0]
              .toObject();
    QCOMPARE(item[u"id"_s].toInteger(), 3);
    QCOMPARE(item[u"active"_s].toBool(), true);
    QVERIFY(item[u"issues"_s].toArray().contains(u"seller_inactive"_s));
}

void TestCatalogAdmin::completenessAndQuality()
{
    BlockingHttp http = admin();
    const QJsonArray items = AdminFixture::json(
        http.get(u"/admin/products?type=book&sort=-completeness"_s, fresh))[u"data"_s]
                                 .toArray();
    QCOMPARE(namesOf(items).constFirst(), u"book:1"_s);
    QCOMPARE(items.first()[u"completeness"_s].toInt(), 100);
    for (const QJsonValue &item : items) {
        if (item[u"id"_s].toInteger() == 2) {
            // name, author, code of eight fields.
            QCOMPARE(item[u"completeness"_s].toInt(), 37);
            QCOMPARE(item[u"author"_s].toString(), u"Someone Else"_s);
            QVERIFY(item[u"publisher"_s].isNull());
            QCOMPARE(item[u"old_price"_s].toInteger(), 4000);
        }
    }
    const QJsonObject quality
        = AdminFixture::json(http.get(u"/admin/quality"_s, fresh))[u"data"_s].toObject();
    QCOMPARE(quality[u"products"_s].toInteger(), 7);
    QCOMPARE(quality[u"active_products"_s].toInteger(), 7); // seller 3's book keeps its own
    QCOMPARE(quality[u"uncategorised"_s].toInteger(), 1);
    for (const QJsonValue &seller : quality[u"sellers"_s].toArray()) {
        if (seller[u"seller_id"_s].toInteger() == 3) {
            QCOMPARE(seller[u"active"_s].toBool(), false);
            QCOMPARE(seller[u"products"_s].toInteger(), 1);
        }
    }
    for (const QJsonValue &category : quality[u"categories"_s].toArray()) {
        // Fiction counts its child Novels' books 1, 3 and 4.
        if (category[u"category_id"_s].toInteger() == 1)
            QCOMPARE(category[u"products"_s].toInteger(), 3);
    }
}

void TestCatalogAdmin::filtersAndSorts()
{
    BlockingHttp http = admin();
    const auto names = [&](const QString &query) {
        return namesOf(AdminFixture::json(http.get(u"/admin/products?"_s + query, fresh))[u"data"_s]
                           .toArray());
    };
    QCOMPARE(names(u"seller_id=3"_s), QStringList { u"book:3"_s });
    QCOMPARE(names(u"category_id=1&sort=-price"_s),
        (QStringList { u"book:3"_s, u"book:1"_s, u"book:4"_s }));
    QCOMPARE(names(u"issue=missing_image,old_price_below_price"_s), QStringList { u"book:2"_s });
    QCOMPARE(names(u"q=978-0-306-40615-7"_s), QStringList { u"book:4"_s });
    QCOMPARE(names(u"q=ANONYMOUS"_s), QStringList { u"book:4"_s });
    QCOMPARE(names(u"active=false"_s), QStringList {});
    QCOMPARE(http.get(u"/admin/products?issue=nonsense"_s).status, 422);
    QCOMPARE(http.get(u"/admin/products?sort=stock"_s).status, 422);
}

void TestCatalogAdmin::duplicates()
{
    BlockingHttp http = admin();
    const QJsonObject answer = AdminFixture::json(http.get(u"/admin/duplicates"_s, fresh));
    const QJsonArray items = answer[u"data"_s].toArray();
    QCOMPARE(items.size(), 1);
    QCOMPARE(items.first()[u"code"_s].toString(), u"9789943012349"_s);
    QCOMPARE(items.first()[u"listings"_s].toArray().size(), 3);
    const QJsonArray differs = items.first()[u"differs"_s].toArray();
    QVERIFY(differs.contains(u"name"_s) && differs.contains(u"author"_s));
    QCOMPARE(answer[u"meta"_s][u"total"_s].toInteger(), 1);
}

void TestCatalogAdmin::csvOfEveryList_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("firstColumn");
    QTest::newRow("products") << u"/admin/products?format=csv"_s << u"id"_s;
    QTest::newRow("duplicates") << u"/admin/duplicates?format=csv"_s << u"code"_s;
    QTest::newRow("searches") << u"/admin/searches?format=csv"_s << u"text"_s;
    QTest::newRow("audit") << u"/admin/audit?format=csv"_s << u"at"_s;
}

void TestCatalogAdmin::csvOfEveryList()
{
    QFETCH(QString, path);
    QFETCH(QString, firstColumn);
    BlockingHttp http = admin();
    const BlockingHttp::Reply reply = http.get(path);
    QCOMPARE(reply.status, 200);
    QVERIFY(reply.header("Content-Type").startsWith("text/csv"));
    const QList<QStringList> rows = csvRows(reply.body);
    QVERIFY(!rows.isEmpty());
    QCOMPARE(rows.constFirst().constFirst(), firstColumn);
    // The same rows as the JSON list, without its page limit.
    QString jsonPath = path;
    jsonPath.replace(u"format=csv"_s, u"format=json"_s);
    const qint64 total = AdminFixture::json(http.get(jsonPath))[u"meta"_s][u"total"_s].toInteger();
    QCOMPARE(rows.size() - 1, total);
}

void TestCatalogAdmin::productCsvRoundTrips()
{
    BlockingHttp http = admin();
    const BlockingHttp::Reply reply = http.get(u"/admin/products?format=csv&seller_id=2"_s);
    // Neutralised as contract §2.1 says: one more apostrophe before = and -.
    QVERIFY(reply.body.contains("'=HYPERLINK"));
    const QList<QStringList> rows = csvRows(reply.body);
    const QJsonArray items
        = AdminFixture::json(http.get(u"/admin/products?seller_id=2"_s))[u"data"_s].toArray();
    QCOMPARE(rows.size(), items.size() + 1);
    const QStringList header = rows.constFirst();
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QJsonObject item = items.at(i).toObject();
        const QStringList &row = rows.at(i + 1);
        QCOMPARE(row.at(header.indexOf(u"name"_s)), item[u"name"_s].toString());
        QCOMPARE(row.at(header.indexOf(u"price"_s)).toLongLong(), item[u"price"_s].toInteger());
        QStringList issues;
        for (const QJsonValue &issue : item[u"issues"_s].toArray())
            issues << issue.toString();
        QCOMPARE(row.at(header.indexOf(u"issues"_s)), issues.join(u';'));
    }
}

// Contract §15: reads are cached per key (section 7's cache, the key in the entry's name).
void TestCatalogAdmin::readsAreCachedPerKey()
{
    const TestServer::Key other = m_server.createKey(u"read,catalog:admin"_s, unthrottled);
    BlockingHttp first = admin();
    BlockingHttp second(m_server.baseUrl(), other.appId, other.secret);
    const QString path = u"/admin/products?sort=-price&per_page=3"_s;
    QCOMPARE(first.get(path).status, 200);
    QCOMPARE(first.get(path).header("X-API-Cache"), QByteArray("HIT"));
    const BlockingHttp::Reply otherKey = second.get(path);
    QCOMPARE(otherKey.status, 200);
    QCOMPARE(otherKey.header("X-API-Cache"), QByteArray("MISS"));
}

// An import says at once what /admin/ would find: the same code at another seller with
// another title or author, an old price not above the price, a category or seller it created.
void TestCatalogAdmin::importReportWarns()
{
    const QString csv = QDir(m_server.folder()).filePath(u"suspicious.csv"_s);
    const QString report = QDir(m_server.folder()).filePath(u"suspicious-report.csv"_s);
    QFile file(csv);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(
        "isbn,name,author,price,old_price,category,seller_id,stock\n"
        "9789943012349,Yet another title,Abdulla Qodiriy,40000,30000,Novels,4,1\n"
        "9789943012349,O\xe2\x80\x99tkan kunlar,Somebody Else,41000,50000,Brand New Shelf,5,1\n");
    file.close();
    const TestServer::CliResult imported = m_server.run({ u"import"_s, csv, u"--report"_s, report,
        u"--report-problems"_s, u"--report-warnings"_s });
    QVERIFY2(imported.exitCode == 0, imported.err.constData());
    QCOMPARE(QJsonDocument::fromJson(imported.out)[u"rows"_s][u"warned"_s].toInt(), 2);
    QFile written(report);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QStringList lines;
    for (const QStringList &row : csvRows(written.readAll()).mid(1)) {
        if (row.at(1) == "warning"_L1) {
            const QJsonObject problem = QJsonDocument::fromJson(row.at(4).toUtf8()).object();
            QStringList values;
            for (const QJsonValue &value : problem[u"values"_s].toArray())
                values << value.toString();
            lines << row.at(0) + u' ' + problem[u"code"_s].toString() + u' ' + values.join(u'|');
        }
    }
    // The first other listing that differs in each, by seller: seller 1 has book 1's title
    // and author, seller 2 book 2's other title and author.
    QCOMPARE(lines,
        (QStringList { u"2 same_code_other_title 9789943012349|1|O'tkan kunlar"_s,
            u"2 same_code_other_author 9789943012349|2|Someone Else"_s,
            u"2 old_price_not_above_price 30000|40000"_s, u"2 seller_created 4|Seller 4"_s,
            u"3 same_code_other_author 9789943012349|1|Abdulla Qodiriy"_s,
            u"3 same_code_other_title 9789943012349|2|Boshqa kitob"_s,
            u"3 category_created Brand New Shelf|book"_s, u"3 seller_created 5|Seller 5"_s }));
    // Without the option the report is as before: no warning lines.
    const TestServer::CliResult again
        = m_server.run({ u"import"_s, csv, u"--report"_s, report, u"--report-problems"_s });
    QVERIFY2(again.exitCode == 0, again.err.constData());
    QFile plain(report);
    QVERIFY(plain.open(QIODevice::ReadOnly));
    QVERIFY(!plain.readAll().contains(",warning,"));
}

QTEST_GUILESS_MAIN(TestCatalogAdmin)
#include "tst_catalogadmin.moc"
