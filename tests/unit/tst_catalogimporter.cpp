#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>
#include <memory>
#include <stdexcept>

#include "server/services/catalogimporter.h"
#include "server/services/demogenerator.h"
#include "server/services/documentprefetch.h"
#include "server/storage/database.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

const QStringList countedTables { u"authors"_s, u"publishers"_s, u"sellers"_s, u"categories"_s,
    u"products"_s, u"variants"_s, u"product_search"_s, u"suggestion_texts"_s, u"searches"_s };

QJsonObject readJson(const QString &name)
{
    QFile file(QStringLiteral(QT_TESTCASE_SOURCEDIR) + u"/data/"_s + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing test data %s", qPrintable(name));
    return QJsonDocument::fromJson(file.readAll()).object();
}

QJsonObject goodDocument()
{
    return readJson(u"import-good.json"_s);
}

// Sets document[section][index][field] = value (an undefined value removes the field).
QJsonObject withField(QJsonObject document, const QString &section, int index, const QString &field,
    const QJsonValue &value)
{
    QJsonArray array = document.value(section).toArray();
    QJsonObject record = array.at(index).toObject();
    if (value.isUndefined())
        record.remove(field);
    else
        record.insert(field, value);
    array.replace(index, record);
    document.insert(section, array);
    return document;
}

} // namespace

class tst_CatalogImporter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void importsGoodDocument();
    void recordsSearchesLikeLiveSearch();
    void rejectsBadRecord_data();
    void rejectsBadRecord();
    void rejectsOnTopOfExistingData();
    void collectsEveryIssueWithCap();
    void referencesRowsInDatabase();
    void upsertUpdatesExistingRows();
    void reimportKeepsSearchIndexInStep();
    void cancelWritesNothing();
    void cancelWhileIndexingWritesNothing();
    void parseErrorNamesLine();
    void fixtureImportsCleanly();
    void demoIsDeterministic();
    void demoImportsCleanly();
    void demoPartsMakeTheWholeDocument();
    void partsImportLikeTheWholeDocument();
    void partsAreCheckedAsOneDocument();
    void prefetchKeepsOrderAndRethrows();
    void cancelStopsThePartsProducer();

private:
    qint64 count(const QString &table) const;
    QMap<QString, qint64> counts() const;
    QVariant value(const QString &sql) const;
    QString describe(const ImportResult &result) const;

    std::unique_ptr<Database> m_db;
};

void tst_CatalogImporter::init()
{
    QString error;
    m_db = std::make_unique<Database>(*DatabaseLocation::parse(u"sqlite::memory:"_s, &error));
    m_db->migrate();
}

void tst_CatalogImporter::cleanup()
{
    m_db->closeConnection();
    m_db.reset();
}

qint64 tst_CatalogImporter::count(const QString &table) const
{
    // Table names come from the test's own list, never from input.
    QSqlQuery query = Sql::run(m_db->connection(), u"SELECT COUNT(*) FROM "_s + table);
    query.next();
    return query.value(0).toLongLong();
}

QMap<QString, qint64> tst_CatalogImporter::counts() const
{
    QMap<QString, qint64> result;
    for (const QString &table : countedTables)
        result.insert(table, count(table));
    return result;
}

QVariant tst_CatalogImporter::value(const QString &sql) const
{
    QSqlQuery query = Sql::run(m_db->connection(), sql);
    return query.next() ? query.value(0) : QVariant();
}

QString tst_CatalogImporter::describe(const ImportResult &result) const
{
    QStringList lines;
    for (const ImportIssue &issue : result.issues)
        lines << issue.toString();
    return lines.join(u'\n');
}

void tst_CatalogImporter::importsGoodDocument()
{
    const ImportResult result = CatalogImporter(*m_db).importDocument(goodDocument());
    QVERIFY2(result.ok, qPrintable(describe(result)));
    QCOMPARE(result.issueCount, 0);
    QCOMPARE(result.written.value(u"books"_s), 2);
    QCOMPARE(result.written.value(u"stationery"_s), 1);
    QCOMPARE(result.written.value(u"variants"_s), 2);
    QCOMPARE(result.written.value(u"categories"_s), 4);

    QCOMPARE(count(u"authors"_s), 2);
    QCOMPARE(count(u"publishers"_s), 1);
    QCOMPARE(count(u"sellers"_s), 2);
    QCOMPARE(count(u"categories"_s), 4);
    QCOMPARE(count(u"products"_s), 3);
    QCOMPARE(count(u"variants"_s), 2);
    QCOMPARE(count(u"searches"_s), 2);

    // ISBN-10 with hyphens stored as ISBN-13 digits.
    QCOMPARE(value(u"SELECT code FROM products WHERE type = 'book' AND id = 1"_s).toString(),
        u"9780306406157"_s);
    QCOMPARE(value(u"SELECT code FROM products WHERE type = 'book' AND id = 17"_s).toString(),
        u"9780804429573"_s);
    // The variants' sum, not the document's 99.
    QCOMPARE(
        value(u"SELECT stock FROM products WHERE type = 'stationery' AND id = 1"_s).toInt(), 7);
    QCOMPARE(value(u"SELECT price FROM products WHERE type = 'book' AND id = 17"_s).toInt(), 58000);
    QCOMPARE(
        value(u"SELECT name_folded FROM products WHERE type = 'book' AND id = 17"_s).toString(),
        u"идиот"_s);
    QCOMPARE(value(u"SELECT images FROM products WHERE type = 'book' AND id = 1"_s).toString(),
        u"[\"https://img.example/b1-2.jpg\"]"_s);
    QCOMPARE(value(u"SELECT tags FROM products WHERE type = 'book' AND id = 1"_s).toString(),
        u"[\"classic\"]"_s);
    QCOMPARE(value(u"SELECT active FROM products WHERE type = 'book' AND id = 17"_s).toInt(), 1);
    // Offsets are converted to UTC.
    QCOMPARE(value(u"SELECT created_at FROM products WHERE type = 'book' AND id = 17"_s).toString(),
        u"2026-10-02T09:00:00Z"_s);
    QCOMPARE(value(u"SELECT qr_token FROM sellers WHERE id = 1"_s).toString(), u"s1-8f3a"_s);
    QVERIFY(value(u"SELECT qr_token FROM sellers WHERE id = 2"_s).isNull());
    QCOMPARE(value(u"SELECT parent_id FROM categories WHERE id = 3"_s).toInt(), 2);

    // In the search index: one row per product, found by author and category words.
    QCOMPARE(count(u"product_search"_s), 3);
    QCOMPARE(value(u"SELECT COUNT(*) FROM product_search WHERE product_search MATCH 'qodiriy'"_s)
                 .toInt(),
        1);
    QCOMPARE(value(u"SELECT COUNT(*) FROM product_search WHERE product_search MATCH 'fiction'"_s)
                 .toInt(),
        2);
}

void tst_CatalogImporter::recordsSearchesLikeLiveSearch()
{
    const ImportResult result = CatalogImporter(*m_db).importDocument(goodDocument());
    QVERIFY2(result.ok, qPrintable(describe(result)));
    QSqlQuery query
        = Sql::run(m_db->connection(), u"SELECT text, result_name, at FROM searches ORDER BY at"_s);
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), u"o'tkan kunlar"_s);
    QCOMPARE(query.value(1).toString(), u"O'tkan kunlar"_s);
    QVERIFY(query.value(2).toString().startsWith(u"2026-11-18T12:00:00"_s));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), u"harry potter"_s);
    QVERIFY(query.value(1).isNull());
}

void tst_CatalogImporter::rejectsBadRecord_data()
{
    QTest::addColumn<QString>("section");
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("record"); // expected in the issue
    QTest::addColumn<QString>("issueField");

    const QString book0 = u"books[0] (id 1)"_s;
    const QString book1 = u"books[1] (id 17)"_s;
    const QString pen = u"stationery[0] (id 1)"_s;
    QTest::newRow("bad isbn check digit")
        << u"books"_s << 0 << u"isbn"_s << QJsonValue(u"978-0-306-40615-8"_s) << book0 << u"isbn"_s;
    QTest::newRow("isbn too short")
        << u"books"_s << 0 << u"isbn"_s << QJsonValue(u"12345"_s) << book0 << u"isbn"_s;
    QTest::newRow("negative price")
        << u"books"_s << 0 << u"price"_s << QJsonValue(-1) << book0 << u"price"_s;
    QTest::newRow("string price") << u"books"_s << 0 << u"price"_s << QJsonValue(u"45000"_s)
                                  << book0 << u"price"_s;
    QTest::newRow("missing price") << u"books"_s << 0 << u"price"_s
                                   << QJsonValue(QJsonValue::Undefined) << book0 << u"price"_s;
    QTest::newRow("fraction stock")
        << u"books"_s << 0 << u"stock"_s << QJsonValue(2.5) << book0 << u"stock"_s;
    QTest::newRow("negative pages")
        << u"books"_s << 0 << u"pages"_s << QJsonValue(-10) << book0 << u"pages"_s;
    QTest::newRow("missing author")
        << u"books"_s << 0 << u"author_id"_s << QJsonValue(99) << book0 << u"author_id"_s;
    QTest::newRow("missing publisher")
        << u"books"_s << 1 << u"publisher_id"_s << QJsonValue(5) << book1 << u"publisher_id"_s;
    QTest::newRow("missing seller")
        << u"books"_s << 0 << u"seller_id"_s << QJsonValue(9) << book0 << u"seller_id"_s;
    QTest::newRow("no seller") << u"books"_s << 0 << u"seller_id"_s
                               << QJsonValue(QJsonValue::Undefined) << book0 << u"seller_id"_s;
    QTest::newRow("missing category")
        << u"books"_s << 0 << u"category_id"_s << QJsonValue(42) << book0 << u"category_id"_s;
    QTest::newRow("stationery category for book")
        << u"books"_s << 0 << u"category_id"_s << QJsonValue(7) << book0 << u"category_id"_s;
    QTest::newRow("empty name") << u"books"_s << 0 << u"name"_s << QJsonValue(u"   "_s) << book0
                                << u"name"_s;
    QTest::newRow("name not string")
        << u"authors"_s << 0 << u"name"_s << QJsonValue(7) << u"authors[0] (id 1)"_s << u"name"_s;
    QTest::newRow("duplicate book id")
        << u"books"_s << 1 << u"id"_s << QJsonValue(1) << u"books[1] (id 1)"_s << u"id"_s;
    QTest::newRow("duplicate author id")
        << u"authors"_s << 1 << u"id"_s << QJsonValue(1) << u"authors[1] (id 1)"_s << u"id"_s;
    QTest::newRow("zero id") << u"books"_s << 0 << u"id"_s << QJsonValue(0) << u"books[0] (id 0)"_s
                             << u"id"_s;
    QTest::newRow("bad barcode check digit")
        << u"stationery"_s << 0 << u"barcode"_s << QJsonValue(u"4780000000017"_s) << pen
        << u"barcode"_s;
    QTest::newRow("barcode with hyphen") << u"stationery"_s << 0 << u"barcode"_s
                                         << QJsonValue(u"478-0000000014"_s) << pen << u"barcode"_s;
    QTest::newRow("active not bool")
        << u"stationery"_s << 0 << u"active"_s << QJsonValue(1) << pen << u"active"_s;
    QTest::newRow("tags not strings")
        << u"books"_s << 0 << u"tags"_s << QJsonValue(QJsonArray { 1, 2 }) << book0 << u"tags"_s;
    QTest::newRow("images not urls")
        << u"books"_s << 0 << u"images"_s << QJsonValue(QJsonArray { u"not a url"_s }) << book0
        << u"images"_s;
    QTest::newRow("image not url")
        << u"books"_s << 0 << u"image"_s << QJsonValue(u"ftp://x/y.jpg"_s) << book0 << u"image"_s;
    QTest::newRow("bad date") << u"books"_s << 0 << u"created_at"_s << QJsonValue(u"yesterday"_s)
                              << book0 << u"created_at"_s;
    QTest::newRow("unknown field")
        << u"books"_s << 0 << u"autor_id"_s << QJsonValue(1) << book0 << u"autor_id"_s;
    QTest::newRow("rating above 5") << u"sellers"_s << 0 << u"rating"_s << QJsonValue(5.5)
                                    << u"sellers[0] (id 1)"_s << u"rating"_s;
    QTest::newRow("duplicate qr token")
        << u"sellers"_s << 1 << u"qr_token"_s << QJsonValue(u"s1-8f3a"_s) << u"sellers[1] (id 2)"_s
        << u"qr_token"_s;
    QTest::newRow("bad category type") << u"categories"_s << 0 << u"type"_s << QJsonValue(u"food"_s)
                                       << u"categories[0] (id 1)"_s << u"type"_s;
    QTest::newRow("category cycle") << u"categories"_s << 0 << u"parent_id"_s << QJsonValue(3)
                                    << u"categories[0] (id 1)"_s << u"parent_id"_s;
    QTest::newRow("unknown parent") << u"categories"_s << 3 << u"parent_id"_s << QJsonValue(70)
                                    << u"categories[3] (id 7)"_s << u"parent_id"_s;
    QTest::newRow("search without at")
        << u"searches"_s << 0 << u"at"_s << QJsonValue(QJsonValue::Undefined) << u"searches[0]"_s
        << u"at"_s;
    QTest::newRow("empty search") << u"searches"_s << 0 << u"text"_s << QJsonValue(QString())
                                  << u"searches[0]"_s << u"text"_s;
    QTest::newRow("variant bad barcode")
        << u"stationery"_s << 0 << u"variants"_s
        << QJsonValue(QJsonArray { QJsonObject { { u"id"_s, 11 }, { u"name"_s, u"Blue"_s },
               { u"barcode"_s, u"4006381333932"_s }, { u"price"_s, 1 } } })
        << pen << u"variants[0].barcode"_s;
    QTest::newRow("variant duplicate barcode")
        << u"stationery"_s << 0 << u"variants"_s
        << QJsonValue(QJsonArray { QJsonObject { { u"id"_s, 11 }, { u"name"_s, u"Blue"_s },
               { u"barcode"_s, u"4780000000014"_s }, { u"price"_s, 1 } } })
        << pen << u"variants[0].barcode"_s;
    QTest::newRow("variant fraction stock")
        << u"stationery"_s << 0 << u"variants"_s
        << QJsonValue(QJsonArray { QJsonObject { { u"id"_s, 11 }, { u"name"_s, u"Blue"_s },
               { u"barcode"_s, u"4006381333931"_s }, { u"price"_s, 1 }, { u"stock"_s, 0.5 } } })
        << pen << u"variants[0].stock"_s;
}

void tst_CatalogImporter::rejectsBadRecord()
{
    QFETCH(QString, section);
    QFETCH(int, index);
    QFETCH(QString, field);
    QFETCH(QJsonValue, value);
    QFETCH(QString, record);
    QFETCH(QString, issueField);

    const QMap<QString, qint64> before = counts();
    const ImportResult result = CatalogImporter(*m_db).importDocument(
        withField(goodDocument(), section, index, field, value));
    QVERIFY(!result.ok);
    QVERIFY(result.issueCount >= 1);
    bool named = false;
    for (const ImportIssue &issue : result.issues)
        named = named || (issue.record == record && issue.field == issueField);
    QVERIFY2(named, qPrintable(describe(result)));
    QCOMPARE(counts(), before);
    QCOMPARE(count(u"products"_s), 0);
}

void tst_CatalogImporter::rejectsOnTopOfExistingData()
{
    QVERIFY(CatalogImporter(*m_db).importDocument(goodDocument()).ok);
    const QMap<QString, qint64> before = counts();
    QJsonObject changed = withField(goodDocument(), u"books"_s, 0, u"name"_s, u"Renamed"_s);
    changed = withField(changed, u"stationery"_s, 0, u"price"_s, -5);
    const ImportResult result = CatalogImporter(*m_db).importDocument(changed);
    QVERIFY(!result.ok);
    QCOMPARE(result.issueCount, 1);
    QCOMPARE(result.issues.first().record, u"stationery[0] (id 1)"_s);
    QCOMPARE(counts(), before);
    QCOMPARE(value(u"SELECT name FROM products WHERE type = 'book' AND id = 1"_s).toString(),
        u"O'tkan kunlar"_s);
}

void tst_CatalogImporter::collectsEveryIssueWithCap()
{
    QJsonObject document = goodDocument();
    document.insert(u"extra"_s, 1);
    QJsonArray books;
    for (int i = 0; i < 150; ++i)
        books.append(QJsonObject {
            { u"id"_s, i + 1 }, { u"name"_s, u"B"_s }, { u"price"_s, -1 }, { u"seller_id"_s, 1 } });
    document.insert(u"books"_s, books);
    const ImportResult result = CatalogImporter(*m_db).importDocument(document);
    QVERIFY(!result.ok);
    QCOMPARE(result.issueCount, 151);
    QCOMPARE(result.issues.size(), CatalogImporter::maxIssues);
    QCOMPARE(result.issues.first().field, u"extra"_s);
    QCOMPARE(result.issues.first().message, u"unknown top-level key"_s);
    QCOMPARE(count(u"authors"_s), 0);
}

void tst_CatalogImporter::referencesRowsInDatabase()
{
    QVERIFY(CatalogImporter(*m_db).importDocument(goodDocument()).ok);
    const QJsonObject second = readJson(u"import-more.json"_s);
    const ImportResult result = CatalogImporter(*m_db).importDocument(second);
    QVERIFY2(result.ok, qPrintable(describe(result)));
    QCOMPARE(count(u"products"_s), 4);
    QCOMPARE(value(u"SELECT COUNT(*) FROM product_search WHERE product_search MATCH 'detective'"_s)
                 .toInt(),
        1);

    // A parent in the database that would close a cycle through the document is refused.
    const QJsonObject cycle { { u"categories"_s,
        QJsonArray { QJsonObject { { u"id"_s, 1 }, { u"name"_s, u"Fiction"_s },
            { u"type"_s, u"book"_s }, { u"parent_id"_s, 8 } } } } };
    const ImportResult refused = CatalogImporter(*m_db).importDocument(cycle);
    QVERIFY(!refused.ok);
    QCOMPARE(refused.issues.first().field, u"parent_id"_s);
}

void tst_CatalogImporter::upsertUpdatesExistingRows()
{
    QVERIFY(CatalogImporter(*m_db).importDocument(goodDocument()).ok);
    QJsonObject changed = withField(goodDocument(), u"books"_s, 0, u"price"_s, 47000);
    changed = withField(changed, u"books"_s, 1, u"active"_s, false);
    changed = withField(changed, u"authors"_s, 0, u"name"_s, u"Abdulla Qodiriy (Julqunboy)"_s);
    changed = withField(changed, u"stationery"_s, 0, u"variants"_s,
        QJsonArray { QJsonObject { { u"id"_s, 12 }, { u"name"_s, u"Red"_s },
            { u"barcode"_s, u"96385074"_s }, { u"price"_s, 3100 }, { u"stock"_s, 9 } } });
    changed.remove(u"searches"_s);
    const ImportResult result = CatalogImporter(*m_db).importDocument(changed);
    QVERIFY2(result.ok, qPrintable(describe(result)));
    QCOMPARE(count(u"products"_s), 3);
    QCOMPARE(count(u"variants"_s), 1);
    QCOMPARE(value(u"SELECT price FROM products WHERE type = 'book' AND id = 1"_s).toInt(), 47000);
    QCOMPARE(
        value(u"SELECT stock FROM products WHERE type = 'stationery' AND id = 1"_s).toInt(), 9);
    QCOMPARE(value(u"SELECT name FROM authors WHERE id = 1"_s).toString(),
        u"Abdulla Qodiriy (Julqunboy)"_s);
    // The inactive book left the index; the renamed author's words are in it.
    QCOMPARE(count(u"product_search"_s), 2);
    QCOMPARE(value(u"SELECT COUNT(*) FROM product_search WHERE product_search MATCH 'julqunboy'"_s)
                 .toInt(),
        1);
    QCOMPARE(count(u"searches"_s), 2);
}

void tst_CatalogImporter::reimportKeepsSearchIndexInStep()
{
    // A bulk import stages index rows and moves them in key order at the end (see
    // SearchIndexWriter): a renamed, re-ranked product must lose its old entries all the same.
    QVERIFY(CatalogImporter(*m_db).importDocument(goodDocument()).ok);
    QJsonObject changed
        = withField(goodDocument(), u"books"_s, 0, u"name"_s, u"Mehrobdan chayon"_s);
    changed = withField(changed, u"books"_s, 0, u"popularity"_s, 5);
    changed = withField(changed, u"books"_s, 1, u"popularity"_s, 4000);
    changed.remove(u"searches"_s);
    const ImportResult result = CatalogImporter(*m_db).importDocument(changed);
    QVERIFY2(result.ok, qPrintable(describe(result)));

    QCOMPARE(count(u"product_search"_s), 3);
    const auto matches = [this](const QString &table, const QString &query) {
        return value(u"SELECT COUNT(*) FROM %1 WHERE %1 MATCH '%2'"_s.arg(table, query)).toInt();
    };
    QCOMPARE(matches(u"product_search"_s, u"tkan"_s), 0);
    QCOMPARE(matches(u"product_search"_s, u"chayon"_s), 1);
    QCOMPARE(matches(u"suggestion_search"_s, u"tkan"_s), 0);
    QCOMPARE(matches(u"suggestion_search"_s, u"chayon"_s), 1);
    QCOMPARE(
        value(u"SELECT COUNT(*) FROM suggestion_texts WHERE text = 'O''tkan kunlar'"_s).toInt(), 0);
    // Each index entry is keyed by its product's current popularity, most popular first.
    QCOMPARE(
        value(u"SELECT COUNT(*) FROM products p JOIN product_search s ON s.rowid = p.search_key"_s)
            .toInt(),
        3);
    QCOMPARE(value(u"SELECT p.name FROM product_search s JOIN products p ON p.pk = s.pk "
                   "ORDER BY s.rowid DESC LIMIT 1"_s)
                 .toString(),
        u"Идиот"_s);
    // FTS5's own check of each index against its content; the staging tables are gone.
    Sql::run(m_db->connection(),
        u"INSERT INTO product_search (product_search) VALUES ('integrity-check')"_s);
    Sql::run(m_db->connection(),
        u"INSERT INTO suggestion_search (suggestion_search) VALUES ('integrity-check')"_s);
    QCOMPARE(value(u"SELECT COUNT(*) FROM temp.sqlite_master"_s).toInt(), 0);
}

void tst_CatalogImporter::cancelWritesNothing()
{
    CatalogImporter importer(*m_db);
    qint64 calls = 0;
    importer.setProgressHandler([&](qint64 done, qint64 total) {
        ++calls;
        return done < total; // cancel at the very end: after every write, before the commit
    });
    const ImportResult result = importer.importDocument(goodDocument());
    QVERIFY(calls > 0);
    QVERIFY(!result.ok);
    QCOMPARE(count(u"products"_s), 0);
    QCOMPARE(count(u"authors"_s), 0);
}

void tst_CatalogImporter::cancelWhileIndexingWritesNothing()
{
    // Three quarters in: past the products' writes, in the search index's chunks (reported
    // every four of its sixteen), so the writer's worker is computing the next chunk when the
    // cancel comes, and is waited for.
    CatalogImporter importer(*m_db);
    bool cancelled = false;
    importer.setProgressHandler([&](qint64 done, qint64 total) {
        cancelled = cancelled || done * 4 >= total * 3;
        return !cancelled;
    });
    const ImportResult result
        = importer.importDocument(DemoGenerator::generate(8000, QDateTime::currentDateTimeUtc()));
    QVERIFY(cancelled);
    QVERIFY(!result.ok);
    QCOMPARE(count(u"products"_s), 0);
    QCOMPARE(count(u"suggestion_texts"_s), 0);
    // The next import runs as if none had been tried.
    CatalogImporter again(*m_db);
    QVERIFY(again.importDocument(goodDocument()).ok);
    QVERIFY(count(u"products"_s) > 0);
}

void tst_CatalogImporter::parseErrorNamesLine()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QFile file(dir.filePath(u"bad.json"_s));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\n  \"authors\": [\n    {\"id\": 1, \"name\": \"A\"},,\n  ]\n}\n");
    file.close();
    const ImportResult result = CatalogImporter(*m_db).importFile(file.fileName());
    QVERIFY(!result.ok);
    QCOMPARE(result.issues.size(), 1);
    QVERIFY2(result.issues.first().message.contains(u"line 3"_s), qPrintable(describe(result)));
}

void tst_CatalogImporter::fixtureImportsCleanly()
{
    const QString path = QStringLiteral(QT_TESTCASE_SOURCEDIR) + u"/../e2e/fixtures/catalog.json"_s;
    QVERIFY(QFile::exists(path));
    const ImportResult result = CatalogImporter(*m_db).importFile(path);
    QVERIFY2(result.ok, qPrintable(describe(result)));
    QCOMPARE(result.written.value(u"books"_s), 12);
    QCOMPARE(result.written.value(u"stationery"_s), 5);
    QCOMPARE(result.written.value(u"variants"_s), 3);
    QCOMPARE(result.written.value(u"searches"_s), 10);
    QCOMPARE(
        value(u"SELECT stock FROM products WHERE type = 'stationery' AND id = 1"_s).toInt(), 7);
}

void tst_CatalogImporter::demoIsDeterministic()
{
    const QDateTime now(QDate(2026, 11, 22), QTime(12, 0), Qt::UTC);
    const QJsonObject first = DemoGenerator::generate(800, now);
    QCOMPARE(DemoGenerator::generate(800, now), first);
    // Only the searches' timestamps follow `now`.
    QJsonObject later = DemoGenerator::generate(800, now.addDays(3));
    QVERIFY(later != first);
    QCOMPARE(later.value(u"books"_s), first.value(u"books"_s));
    QCOMPARE(later.value(u"stationery"_s), first.value(u"stationery"_s));
    QCOMPARE(later.value(u"sellers"_s), first.value(u"sellers"_s));
    const QJsonArray searches = first.value(u"searches"_s).toArray();
    QVERIFY(searches.size() >= 200);
    for (const QJsonValue &search : searches) {
        const QDateTime at = QDateTime::fromString(search[u"at"_s].toString(), Qt::ISODate);
        QVERIFY(at < now && at >= now.addDays(-7));
    }
    const qint64 products
        = first.value(u"books"_s).toArray().size() + first.value(u"stationery"_s).toArray().size();
    QCOMPARE(products, 800);
}

void tst_CatalogImporter::demoImportsCleanly()
{
    const QJsonObject demo = DemoGenerator::generate(3000, QDateTime::currentDateTimeUtc());
    const ImportResult result = CatalogImporter(*m_db).importDocument(demo);
    QVERIFY2(result.ok, qPrintable(describe(result)));
    QCOMPARE(result.written.value(u"books"_s) + result.written.value(u"stationery"_s), 3000);
    QVERIFY(result.written.value(u"variants"_s) > 0);
    QVERIFY(value(u"SELECT COUNT(*) FROM products WHERE stock = 0"_s).toInt() > 0);
    QVERIFY(value(u"SELECT COUNT(*) FROM products WHERE active = 0"_s).toInt() > 0);
    QVERIFY(value(u"SELECT COUNT(*) FROM searches WHERE result_name IS NOT NULL"_s).toInt() > 100);
    QCOMPARE(value(u"SELECT COUNT(*) FROM sellers WHERE id = 1"_s).toInt(), 1);
    // Every variant's barcode is unique across the catalog.
    QCOMPARE(
        value(u"SELECT COUNT(DISTINCT barcode) FROM variants"_s).toInt(), count(u"variants"_s));
}

void tst_CatalogImporter::demoPartsMakeTheWholeDocument()
{
    // Issue 24: `demo` generates and writes a part at a time; joined, the parts are the
    // document generate() returns, so every size gives the same catalog as before.
    const QDateTime now(QDate(2026, 11, 22), QTime(12, 0), Qt::UTC);
    QJsonObject joined;
    qsizetype parts = 0;
    DemoGenerator::generate(3000, now, 250, [&](const QJsonObject &part) {
        ++parts;
        const qsizetype products = part.value(u"books"_s).toArray().size()
            + part.value(u"stationery"_s).toArray().size();
        QVERIFY(products <= 250);
        // Names, sellers and categories come first, alone.
        QCOMPARE(part.contains(u"authors"_s), parts == 1);
        for (auto it = part.constBegin(); it != part.constEnd(); ++it) {
            QJsonArray array = joined.value(it.key()).toArray();
            for (const QJsonValue &item : it.value().toArray())
                array.append(item);
            joined.insert(it.key(), array);
        }
    });
    // The head, 2,100 books in 9 parts, 900 stationery items in 4.
    QCOMPARE(parts, 1 + 9 + 4);
    QCOMPARE(joined, DemoGenerator::generate(3000, now));
}

void tst_CatalogImporter::partsImportLikeTheWholeDocument()
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const ImportResult whole
        = CatalogImporter(*m_db).importDocument(DemoGenerator::generate(2000, now));
    QVERIFY2(whole.ok, qPrintable(describe(whole)));
    const auto snapshot = [this] {
        QStringList rows;
        QSqlQuery query = Sql::run(m_db->connection(),
            u"SELECT p.pk, p.type, p.id, p.name, p.price, p.stock, p.code, p.seller_id, "
            "p.author_id, p.category_id, p.active, "
            "(SELECT GROUP_CONCAT(v.id || ':' || v.barcode || ':' || v.stock) FROM variants v "
            "WHERE v.product_pk = p.pk), "
            "(SELECT GROUP_CONCAT(m.id || ':' || m.delta || ':' || m.reason) "
            "FROM stock_movements m WHERE m.product_pk = p.pk) FROM products p ORDER BY p.pk"_s);
        while (query.next()) {
            QStringList fields;
            for (int i = 0; i < 13; ++i)
                fields << query.value(i).toString();
            rows << fields.join(u'|');
        }
        rows << value(u"SELECT COUNT(*) FROM searches"_s).toString()
             << value(u"SELECT COUNT(*) FROM product_search"_s).toString();
        return rows;
    };
    const QStringList expected = snapshot();
    cleanup();
    init();
    CatalogImporter importer(*m_db);
    qint64 lastDone = -1, lastTotal = 0;
    importer.setProgressHandler([&](qint64 done, qint64 total) {
        lastDone = done;
        lastTotal = total;
        return true;
    });
    const ImportResult parts = importer.importDocumentParts(
        2000, [&](const auto &part) { DemoGenerator::generate(2000, now, 300, part); });
    QVERIFY2(parts.ok, qPrintable(describe(parts)));
    QCOMPARE(parts.written, whole.written);
    QCOMPARE(lastDone, lastTotal);
    QCOMPARE(snapshot(), expected);
}

void tst_CatalogImporter::partsAreCheckedAsOneDocument()
{
    // Ids and codes repeated in a later part, and references to an earlier part's records,
    // are checked as in one document, with each record labelled by its place in the whole.
    const QJsonObject head {
        { u"authors"_s, QJsonArray { QJsonObject { { u"id"_s, 1 }, { u"name"_s, u"Ann"_s } } } },
        { u"sellers"_s, QJsonArray { QJsonObject { { u"id"_s, 1 }, { u"name"_s, u"Shop"_s } } } }
    };
    const auto book = [](qint64 id, const QString &isbn) {
        return QJsonObject { { u"id"_s, id }, { u"name"_s, u"Book %1"_s.arg(id) },
            { u"price"_s, 1000 }, { u"seller_id"_s, 1 }, { u"author_id"_s, 1 },
            { u"isbn"_s, isbn } };
    };
    const QJsonObject first { { u"books"_s,
        QJsonArray { book(1, u"9780439023481"_s), book(2, u"9780439554930"_s) } } };
    const QJsonObject second { { u"books"_s,
        QJsonArray { book(3, u"9780316769488"_s), book(1, u"9780061120084"_s),
            book(4, u"9780439023481"_s) } } };
    const ImportResult result
        = CatalogImporter(*m_db).importDocumentParts(5, [&](const auto &part) {
              part(head);
              part(first);
              part(second);
          });
    QVERIFY(!result.ok);
    QCOMPARE(result.issueCount, 2);
    QCOMPARE(result.issues.at(0).record, u"books[3] (id 1)"_s);
    QCOMPARE(result.issues.at(0).message, u"duplicate id, already used by books[0] (id 1)"_s);
    QCOMPARE(result.issues.at(1).record, u"books[4] (id 4)"_s);
    QCOMPARE(result.issues.at(1).message,
        u"code 9780439023481 of seller 1 is already used by books[0] (id 1)"_s);
    // Nothing written, the first part included.
    QCOMPARE(value(u"SELECT COUNT(*) FROM products"_s).toInt(), 0);
    QCOMPARE(value(u"SELECT COUNT(*) FROM authors"_s).toInt(), 0);
}

void tst_CatalogImporter::prefetchKeepsOrderAndRethrows()
{
    // Parts come in the order made, a producer's error after the parts made before it, and
    // the thread is gone once the prefetch is.
    DocumentPrefetch parts([](const auto &part) {
        for (int i = 0; i < 7; ++i)
            part(QJsonObject { { u"n"_s, i } });
        throw std::runtime_error("the source broke");
    });
    for (int i = 0; i < 7; ++i) {
        const std::optional<QJsonObject> next = parts.next();
        QVERIFY(next);
        QCOMPARE(next->value(u"n"_s).toInt(), i);
    }
    QVERIFY_THROWS_EXCEPTION(std::runtime_error, parts.next());
    QVERIFY(!parts.next());

    DocumentPrefetch empty([](const auto &) {});
    QVERIFY(!empty.next());
}

void tst_CatalogImporter::cancelStopsThePartsProducer()
{
    // A cancel while the producer is parts ahead: nothing written, and the producer stopped
    // at its next part rather than making all the others.
    constexpr int partCount = 200;
    std::atomic<int> made = 0;
    CatalogImporter importer(*m_db);
    bool cancelled = false;
    importer.setProgressHandler([&](qint64 done, qint64) {
        cancelled = cancelled || done >= 2000;
        return !cancelled;
    });
    const ImportResult result
        = importer.importDocumentParts(partCount * 100, [&](const auto &part) {
              DemoGenerator::generate(partCount * 100, QDateTime::currentDateTimeUtc(), 100,
                  [&](const QJsonObject &document) {
                      ++made;
                      part(document);
                  });
          });
    QVERIFY(cancelled);
    QVERIFY(!result.ok);
    QCOMPARE(result.issues.value(0).message, u"import cancelled, nothing written"_s);
    QVERIFY2(made.load() < partCount / 2, qPrintable(QString::number(made.load())));
    QCOMPARE(count(u"products"_s), 0);
    QCOMPARE(count(u"authors"_s), 0);
}

QTEST_GUILESS_MAIN(tst_CatalogImporter)
#include "tst_catalogimporter.moc"
