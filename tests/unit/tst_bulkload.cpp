// The bulk load (contract §5.1: a million products in minutes) against the same import written
// row by row (CatalogImporter::setBulkLoad(false)), on the run's engine: a demo loaded both ways
// leaves the same rows in every table a reader or a later write uses — products with their
// quality figures (§15), the search index, its names, word counts and typo keys, the
// suggestion texts and phrases, the quality totals, the change feed, the movements and their
// day counts — and the full-text indexes answer the same queries. Twice: into an empty
// catalog, and a larger demo over a smaller one (upserts, stale index entries).
#include <QDateTime>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTest>
#include <memory>

#include "server/services/catalogimporter.h"
#include "server/services/demogenerator.h"
#include "server/storage/database.h"
#include "server/storage/databaselocation.h"
#include "server/storage/sqlhelpers.h"
#include "tests/support/testdatabase.h"

using namespace Qt::StringLiterals;

namespace {

struct Table
{
    QString name;
    QString from; // FROM and WHERE, when not the whole table
    QStringList leftOut; // columns that hold the moment of the write or a transaction id
};

QList<Table> comparedTables(bool postgres)
{
    QList<Table> tables {
        { u"authors"_s, {}, {} },
        { u"publishers"_s, {}, {} },
        { u"sellers"_s, {}, {} },
        { u"categories"_s, {}, {} },
        { u"products"_s, {}, { u"updated_at"_s } },
        { u"variants"_s, {}, {} },
        { u"stock_movements"_s, {}, { u"at"_s, u"xid"_s } },
        { u"stock_movement_days"_s, {}, { u"day"_s } },
        { u"product_counts"_s, {}, {} },
        { u"feed_entries"_s, {}, { u"xid"_s, u"own_xid"_s } },
        // Rows the triggers brought down to zero stay; a bulk load makes none (both read 0).
        { u"quality_totals"_s,
            u"(SELECT * FROM quality_totals WHERE products <> 0 OR active_products <> 0 "
            "OR completeness_sum <> 0)"_s,
            {} },
        { u"suggestion_texts"_s, {}, {} },
        { u"suggestion_phrases"_s, {}, {} },
        { u"search_prefix_counts"_s, {}, {} },
        { u"search_words"_s, {}, {} },
        { u"search_typo_keys"_s, {}, {} },
        { u"searches"_s, {}, { u"at"_s } },
    };
    if (postgres) {
        tables += { { u"product_search"_s, {}, {} } };
    } else {
        // An FTS5 table: its rowid is the search key.
        tables += { { u"product_search"_s,
            u"(SELECT rowid AS key, pk, name, author, categories, kinds FROM product_search)"_s,
            {} } };
    }
    return tables;
}

} // namespace

class tst_BulkLoad : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void bulkEqualsRowByRow_data();
    void bulkEqualsRowByRow();

private:
    static QStringList rows(const QSqlDatabase &db, const Table &table);
    static QStringList matches(const QSqlDatabase &db, const QString &query);

    std::unique_ptr<TestDatabase> m_files[2];
    std::unique_ptr<Database> m_db[2]; // bulk, row by row
};

void tst_BulkLoad::init()
{
    for (int i = 0; i < 2; ++i) {
        m_files[i] = std::make_unique<TestDatabase>();
        QString error;
        m_db[i] = std::make_unique<Database>(*DatabaseLocation::parse(m_files[i]->url(), &error));
        m_db[i]->migrate();
    }
}

void tst_BulkLoad::cleanup()
{
    for (int i = 0; i < 2; ++i) {
        m_db[i]->closeConnection();
        m_db[i].reset();
        m_files[i].reset();
    }
}

QStringList tst_BulkLoad::rows(const QSqlDatabase &db, const Table &table)
{
    // Names from the list above, never from input.
    QSqlQuery query = Sql::run(
        db, u"SELECT * FROM "_s + (table.from.isEmpty() ? table.name : table.from + u" t"_s));
    QStringList result;
    while (query.next()) {
        const QSqlRecord record = query.record();
        QStringList values;

        for (int i = 0; i < record.count(); ++i) {
            if (table.leftOut.contains(record.fieldName(i)))
                continue;
            values << (query.isNull(i) ? u"NULL"_s : query.value(i).toString());
        }
        result << values.join(u'|');
    }
    result.sort();
    return result;
}

QStringList tst_BulkLoad::matches(const QSqlDatabase &db, const QString &query)
{
    // The index itself, not only its rows: FTS5's segments, PostgreSQL's GIN index.
    const bool postgres = Sql::isPostgres(db);
    QStringList result;
    for (const QString &statement : postgres
            ? QStringList { u"SELECT search_key FROM product_search WHERE document @@ "
                            "CAST(? AS tsquery) ORDER BY 1"_s,
                u"SELECT id FROM suggestion_texts WHERE document @@ CAST(? AS tsquery) "
                "ORDER BY 1"_s }
            : QStringList { u"SELECT rowid FROM product_search WHERE product_search MATCH ? "
                            "ORDER BY 1"_s,
                u"SELECT rowid FROM suggestion_search WHERE suggestion_search MATCH ? "
                "ORDER BY 1"_s }) {
        QSqlQuery found = Sql::run(db, statement, { query });
        while (found.next())
            result << found.value(0).toString();
        result << u"--"_s;
    }
    return result;
}

void tst_BulkLoad::bulkEqualsRowByRow_data()
{
    QTest::addColumn<int>("before"); // a demo of this size first, row by row in both
    QTest::addColumn<int>("size");
    QTest::newRow("empty catalog") << 0 << 1500;
    QTest::newRow("over a smaller demo") << 400 << 1500;
}

void tst_BulkLoad::bulkEqualsRowByRow()
{
    QFETCH(int, before);
    QFETCH(int, size);
    const QDateTime now(QDate(2026, 11, 28), QTime(9, 0), Qt::UTC);
    for (int i = 0; i < 2; ++i) {
        if (before > 0) {
            CatalogImporter first(*m_db[i]);
            first.setBulkLoad(false);
            QVERIFY(first.importDocument(DemoGenerator::generate(before, now)).ok);
        }
        CatalogImporter importer(*m_db[i]);
        importer.setBulkLoad(i == 0);
        QVERIFY(importer.importDocument(DemoGenerator::generate(size, now)).ok);
    }
    const QSqlDatabase bulk = m_db[0]->connection();
    const QSqlDatabase rowByRow = m_db[1]->connection();
    for (const Table &table : comparedTables(Sql::isPostgres(bulk))) {
        const QStringList expected = rows(rowByRow, table);
        const QStringList actual = rows(bulk, table);
        QVERIFY2(!expected.isEmpty() || table.name == u"stock_movement_days"_s,
            qPrintable(table.name + u" is empty"_s));
        if (actual != expected) {
            qsizetype at = 0;
            while (
                at < std::min(actual.size(), expected.size()) && actual.at(at) == expected.at(at))
                ++at;
            QFAIL(qPrintable(
                u"%1: %2 rows bulk, %3 row by row; first difference: %4 / %5"_s.arg(table.name)
                    .arg(actual.size())
                    .arg(expected.size())
                    .arg(actual.value(at), expected.value(at))));
        }
    }
    const bool postgres = Sql::isPostgres(bulk);
    for (const QString &query : postgres
            ? QStringList { u"book"_s, u"b:*"_s, u"'ǂkitob'"_s, u"daftar & ruchka"_s }
            : QStringList { u"book"_s, u"b*"_s, u"\"ǂkitob\""_s, u"daftar AND ruchka"_s }) {
        QCOMPARE(matches(bulk, query), matches(rowByRow, query));
    }
    QVERIFY(matches(bulk, postgres ? u"b:*"_s : u"b*"_s).size() > 100);
}

QTEST_GUILESS_MAIN(tst_BulkLoad)
#include "tst_bulkload.moc"
