// The bulk load (contract §5.1: a million products in minutes) against the same import written
// row by row (CatalogImporter::setBulkLoad(false)), on the run's engine: a demo loaded both ways
// leaves the same rows in every table a reader or a later write uses — products with their
// quality figures (§15), the search index, its names, word counts and typo keys, the
// suggestion texts and phrases, the quality totals, the change feed, the movements and their
// day counts — and the full-text indexes answer the same queries. Twice: into an empty
// catalog, and a larger demo over a smaller one (upserts, stale index entries).
#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTest>
#include <atomic>
#include <memory>
#include <thread>

#include "server/services/catalogimporter.h"
#include "server/services/demogenerator.h"
#include "server/storage/database.h"
#include "server/storage/databaselocation.h"
#include "server/storage/fts5segments.h"
#include "server/storage/searchdialect.h"
#include "server/storage/searchindexwriter.h"
#include "server/storage/sqlhelpers.h"
#include "server/storage/storageerror.h"
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
        // Schema 27's grain (tables on SQLite, views over quality_totals on PostgreSQL).
        { u"quality_seller_totals"_s,
            u"(SELECT * FROM quality_seller_totals WHERE products <> 0 "
            "OR active_products <> 0 OR completeness_sum <> 0 OR issue_count <> 0)"_s,
            {} },
        { u"quality_issue_totals"_s, {}, {} },
        { u"quality_category_totals"_s,
            u"(SELECT * FROM quality_category_totals WHERE products <> 0)"_s, {} },
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
    void totalsAreARecountAfterWrites();
    void writesDuringABulkLoadAddUp();
    void aLargeLoadLeavesOneSegment();
    void theMergeReportsItsStepsAndCanBeCancelled();
    void aPostgresLoadWritesEachProductOnce();
    void aPostgresLoadIntoAnEmptyCatalogBuildsItsIndexesAfterIt();
    void newVariantsMoveTheirProduct();

private:
    static void checkTotalsAreARecount(const QSqlDatabase &db);
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

// Contract §15: GET /admin/quality's totals (schema 27) and quality_totals, after a bulk load
// and a mix of writes through the triggers — inserts and upserts, edits that change issues,
// sellers deactivated (one back again), a category merged and products uncategorised, deletes —
// equal a recount from the products, whose issues equal the product_quality view's.
void tst_BulkLoad::totalsAreARecountAfterWrites()
{
    const QDateTime now(QDate(2026, 11, 28), QTime(9, 0), Qt::UTC);
    CatalogImporter bulk(*m_db[0]);
    bulk.setBulkLoad(true);
    QVERIFY(bulk.importDocument(DemoGenerator::generate(1200, now)).ok);
    CatalogImporter rowByRow(*m_db[0]);
    rowByRow.setBulkLoad(false);
    QVERIFY(rowByRow.importDocument(DemoGenerator::generate(1500, now)).ok);
    const QSqlDatabase db = m_db[0]->connection();
    const auto changed = [&](const QString &statement) {
        QSqlQuery query = Sql::run(db, statement);
        return query.numRowsAffected();
    };
    QVERIFY(changed(u"UPDATE products SET image = '' WHERE id % 5 = 0"_s) > 0);
    QVERIFY(changed(u"UPDATE products SET description = 'Described.' WHERE id % 7 = 1"_s) > 0);
    QVERIFY(changed(u"UPDATE products SET old_price = price WHERE id % 9 = 2"_s) > 0);
    QVERIFY(changed(u"UPDATE products SET price = price * 10 WHERE id % 13 = 3"_s) > 0);
    QVERIFY(changed(u"UPDATE products SET category_id = NULL WHERE id % 17 = 4"_s) > 0);
    QVERIFY(changed(u"UPDATE sellers SET active = 0 WHERE id % 4 = 0"_s) > 0);
    QVERIFY(changed(u"UPDATE sellers SET active = 0 WHERE id = 3"_s) == 1);
    QVERIFY(changed(u"UPDATE sellers SET active = 1 WHERE id = 3"_s) == 1);
    // A merge as AdminCatalogService does it: products and children move, the category goes.
    QSqlQuery pair = Sql::run(db,
        u"SELECT MIN(id), MAX(id) FROM categories WHERE type = 'book' AND id IN "
        "(SELECT category_id FROM products)"_s);
    QVERIFY(pair.next());
    const qint64 into = pair.value(0).toLongLong();
    const qint64 merged = pair.value(1).toLongLong();
    pair.finish();
    QVERIFY(into != merged);
    QVERIFY(Sql::run(db, u"UPDATE products SET category_id = ? WHERE category_id = ?"_s,
                { into, merged })
                .numRowsAffected()
        > 0);
    Sql::run(db, u"UPDATE categories SET parent_id = ? WHERE parent_id = ?"_s, { into, merged });
    Sql::run(db, u"DELETE FROM categories WHERE id = ?"_s, { merged });
    QVERIFY(changed(u"DELETE FROM products WHERE id % 19 = 5 AND NOT EXISTS (SELECT 1 FROM "
                    "stock_movements m WHERE m.product_pk = products.pk) AND NOT EXISTS "
                    "(SELECT 1 FROM stock_count_lines l WHERE l.product_pk = products.pk) "
                    "AND NOT EXISTS (SELECT 1 FROM purchase_order_lines l "
                    "WHERE l.product_pk = products.pk) AND NOT EXISTS (SELECT 1 FROM "
                    "stock_document_lines l WHERE l.product_pk = products.pk)"_s)
        > 0);

    checkTotalsAreARecount(db);
}

// The quality figures of every product equal the product_quality view's, and schema 25's and
// 27's totals a recount from the products.
void tst_BulkLoad::checkTotalsAreARecount(const QSqlDatabase &db)
{
    QCOMPARE(rows(db, { u"products"_s, u"(SELECT pk, issues, completeness FROM products)"_s, {} }),
        rows(db,
            { u"product_quality"_s, u"(SELECT pk, issues, completeness FROM product_quality)"_s,
                {} }));
    // The recount: issue occurrences as the sum of a product's bits, bit by bit.
    QString bitsSet = u"0"_s;
    for (int bit = 0; bit < 10; ++bit)
        bitsSet += u" + ((issues >> %1) & 1)"_s.arg(bit);
    const QList<std::pair<Table, Table>> recounts {
        { { u"quality_seller_totals"_s,
              u"(SELECT seller_id, products, active_products, completeness_sum, issue_count "
              "FROM quality_seller_totals WHERE products <> 0)"_s,
              {} },
            { u"products"_s,
                u"(SELECT seller_id, COUNT(*), SUM(CASE WHEN COALESCE(own_active, active) <> 0 "
                "THEN 1 ELSE 0 END), SUM(completeness), SUM(%1) FROM products "
                "GROUP BY seller_id)"_s.arg(bitsSet),
                {} } },
        { { u"quality_issue_totals"_s,
              u"(SELECT bit, products FROM quality_issue_totals WHERE products <> 0)"_s, {} },
            { u"products"_s,
                u"(SELECT b.bit, COUNT(*) FROM products p JOIN (SELECT DISTINCT bit "
                "FROM quality_issue_totals) b ON (p.issues >> b.bit) & 1 = 1 GROUP BY b.bit)"_s,
                {} } },
        { { u"quality_category_totals"_s,
              u"(SELECT category_id, products FROM quality_category_totals "
              "WHERE products <> 0)"_s,
              {} },
            { u"products"_s,
                u"(SELECT COALESCE(category_id, 0), COUNT(*) FROM products "
                "GROUP BY COALESCE(category_id, 0))"_s,
                {} } },
        { { u"quality_totals"_s,
              u"(SELECT seller_id, category_id, issues, products, active_products, "
              "completeness_sum FROM quality_totals WHERE products <> 0)"_s,
              {} },
            { u"products"_s,
                u"(SELECT seller_id, COALESCE(category_id, 0), issues, COUNT(*), "
                "SUM(CASE WHEN COALESCE(own_active, active) <> 0 THEN 1 ELSE 0 END), "
                "SUM(completeness) FROM products "
                "GROUP BY seller_id, COALESCE(category_id, 0), issues)"_s,
                {} } },
    };
    for (const auto &[kept, recount] : recounts) {
        const QStringList expected = rows(db, recount);
        QVERIFY2(expected.size() > 1, qPrintable(kept.name));
        QCOMPARE(rows(db, kept), expected);
    }
    // PostgreSQL applies a transaction's changes at its commit and keeps none of them after.
    if (Sql::isPostgres(db)) {
        for (const QString &table : { u"quality_grain_pending"_s, u"quality_grain_dirty"_s }) {
            QSqlQuery left = Sql::run(db, u"SELECT COUNT(*) FROM "_s + table);
            QVERIFY(left.next());
            QCOMPARE(left.value(0).toLongLong(), 0);
        }
    }
}

// Contract §15 with several instances: another instance's writes while a load defers the
// quality figures (PostgreSQL: its triggers pass only the load's rows by, and the load holds
// the totals' lock from its start and rebuilds them at its end) — nothing counted twice or
// lost. SQLite's bulk load holds the database's write lock: no write runs beside it.
void tst_BulkLoad::writesDuringABulkLoadAddUp()
{
    const QSqlDatabase db = m_db[0]->connection();
    if (!Sql::isPostgres(db))
        QSKIP("SQLite: a bulk load holds the write lock, so no other write runs during it");
    const QDateTime now(QDate(2026, 11, 28), QTime(9, 0), Qt::UTC);
    CatalogImporter base(*m_db[0]);
    QVERIFY(base.importDocument(DemoGenerator::generate(300, now)).ok);
    // Products of the same sellers that the load does not write (ids past the demo's).
    const qint64 copies = Sql::run(db,
        u"INSERT INTO products (type, id, name, name_folded, price, old_price, image, images, "
        "description, pages, author_id, publisher_id, seller_id, category_id, stock, active, "
        "popularity, created_at) SELECT type, id + 900000, name, name_folded, price, old_price, "
        "image, images, description, pages, author_id, publisher_id, seller_id, category_id, "
        "stock, active, popularity, created_at FROM products WHERE id <= 60"_s)
                              .numRowsAffected();
    QVERIFY(copies > 40);

    std::atomic_bool loading = true;
    ImportResult loaded;
    std::thread load([&] {
        CatalogImporter bulk(*m_db[0]);
        bulk.setBulkLoad(true); // 3,000 over 300 + copies: the figures are deferred
        loaded = bulk.importDocument(DemoGenerator::generate(3000, now));
        m_db[0]->closeConnection();
        loading = false;
    });
    int writesStartedDuringLoad = 0;
    QString unexpectedError;
    for (int round = 0; loading && unexpectedError.isEmpty(); ++round) {
        // Each its own transaction, as an admin's edit: issues and completeness change. The
        // load holds the totals until its commit; a write that would wait for the load while
        // it holds what the load needs is a deadlock's victim and runs again, as the server's
        // writes do.
        try {
            Sql::run(db,
                u"UPDATE products SET description = CASE WHEN ? = 1 THEN 'Described.' "
                "ELSE '' END, category_id = CASE WHEN "
                "category_id IS NULL THEN (SELECT MIN(id) FROM categories c WHERE c.type = "
                "products.type) ELSE NULL END WHERE id = ?"_s,
                { round % 2, 900001 + round % 60 });
            ++writesStartedDuringLoad;
        } catch (const StorageError &error) {
            if (error.cause() != StorageError::Cause::Transient)
                unexpectedError = QString::fromUtf8(error.what());
        }
    }
    load.join();
    QVERIFY2(unexpectedError.isEmpty(), qPrintable(unexpectedError));
    QVERIFY2(loaded.ok, qPrintable(loaded.issues.value(0).toString()));
    QVERIFY2(writesStartedDuringLoad > 0, "no write ran during the load");
    checkTotalsAreARecount(db);
}

// docs/search.md "One segment after a load": a load that writes a large share of the index
// leaves each FTS5 index in one segment (a code's part probes every segment); a small one
// into a large catalog does not pay for merging it all.
void tst_BulkLoad::aLargeLoadLeavesOneSegment()
{
    const QSqlDatabase db = m_db[0]->connection();
    if (Sql::isPostgres(db))
        QSKIP("FTS5's segments: SQLite only");
    const QStringList indexes { u"product_search"_s, u"suggestion_search"_s,
        u"suggestion_phrase_search"_s };
    const QDateTime now(QDate(2026, 11, 28), QTime(9, 0), Qt::UTC);
    CatalogImporter rowByRow(*m_db[0]);
    rowByRow.setBulkLoad(false);
    QVERIFY(rowByRow.importDocument(DemoGenerator::generate(400, now)).ok);
    QVERIFY(Fts5Segments::count(db, u"product_search"_s) > 1);

    CatalogImporter large(*m_db[0]);
    QVERIFY(large.importDocument(DemoGenerator::generate(1500, now)).ok);
    for (const QString &index : indexes)
        QCOMPARE(Fts5Segments::count(db, index), 1);
    // A few products again: segments of their own (their old entries' deletes, their new
    // entries) beside the large one.
    CatalogImporter small(*m_db[0]);
    QVERIFY(small.importDocument(DemoGenerator::generate(30, now)).ok);
    QVERIFY(Fts5Segments::count(db, u"product_search"_s) > 1);

    // A catalog loaded before schema 31 is merged once by the migration.
    const int before = m_db[0]->versionOf(u"-merge-search-segments.sql") - 1;
    QVERIFY(before > 0);
    Sql::run(db, u"UPDATE meta SET value = ? WHERE key = 'schema_version'"_s, { before });
    m_db[0]->migrate();
    for (const QString &index : indexes)
        QCOMPARE(Fts5Segments::count(db, index), 1);
}

// The merge after a large load runs in steps, each one reported: finish() reports exactly the
// work it promised, the merge's share in a report per step of each index, and a cancel in the
// merge (the callback throws) leaves the transaction to roll back.
void tst_BulkLoad::theMergeReportsItsStepsAndCanBeCancelled()
{
    const QSqlDatabase db = m_db[0]->connection();
    if (Sql::isPostgres(db))
        QSKIP("FTS5's segments: SQLite only");
    // Without FTS5's own merges between writes (this database only), each index has segments
    // left for the load's merge: the row-by-row writes', and the load's own.
    for (const QString &index :
        { u"product_search"_s, u"suggestion_search"_s, u"suggestion_phrase_search"_s })
        Sql::run(db, u"INSERT INTO %1 (%1, rank) VALUES ('automerge', 0)"_s.arg(index));
    CatalogImporter rowByRow(*m_db[0]);
    rowByRow.setBulkLoad(false);
    const QDateTime now(QDate(2026, 11, 28), QTime(9, 0), Qt::UTC);
    QVERIFY(rowByRow.importDocument(DemoGenerator::generate(400, now)).ok);
    const int productSegments = Fts5Segments::count(db, u"product_search"_s);
    QVERIFY(productSegments > 1);
    QList<qint64> pks;
    QSqlQuery active = Sql::run(db, u"SELECT pk FROM products WHERE active = 1"_s);
    while (active.next())
        pks << active.value(0).toLongLong();
    QVERIFY(!pks.isEmpty());

    {
        Sql::Transaction transaction(db); // rolled back: never committed
        SearchIndexWriter index(db, SearchIndexWriter::Mode::Bulk);
        index.reindex(pks);
        const qint64 work = index.finishWork();
        const qint64 moveWork = work - index.mergeWork();
        QVERIFY(moveWork > 0 && index.mergeWork() > 0);
        qint64 reported = 0;
        int mergeReports = 0;
        index.finish([&](qint64 units) {
            if (reported >= moveWork && units > 0)
                ++mergeReports;
            reported += units;
        });
        QCOMPARE(reported, work);
        // Step by step: a merge in one statement would report its share at once.
        QVERIFY2(mergeReports >= 2, qPrintable(QString::number(mergeReports)));
        QCOMPARE(Fts5Segments::count(db, u"product_search"_s), 1);
    }
    QCOMPARE(Fts5Segments::count(db, u"product_search"_s), productSegments);

    struct Cancelled
    {
    };
    bool cancelled = false;
    {
        Sql::Transaction transaction(db);
        SearchIndexWriter index(db, SearchIndexWriter::Mode::Bulk);
        index.reindex(pks);
        const qint64 moveWork = index.finishWork() - index.mergeWork();
        qint64 reported = 0;
        try {
            index.finish([&](qint64 units) {
                if (reported >= moveWork)
                    throw Cancelled {};
                reported += units;
            });
        } catch (const Cancelled &) {
            cancelled = true;
        }
    }
    QVERIFY(cancelled);
    QCOMPARE(Fts5Segments::count(db, u"product_search"_s), productSegments);

    // A small load is promised no merge, and its finish() reports what it promised.
    {
        Sql::Transaction transaction(db);
        SearchIndexWriter index(db, SearchIndexWriter::Mode::Bulk);
        index.reindex(pks.mid(0, 20));
        QCOMPARE(index.mergeWork(), 0);
        const qint64 work = index.finishWork();
        qint64 reported = 0;
        index.finish([&reported](qint64 units) { reported += units; });
        QCOMPARE(reported, work);
        QVERIFY(Fts5Segments::count(db, u"product_search"_s) > 1);
    }
    for (const QString &index : { u"product_search"_s, u"suggestion_search"_s })
        Sql::run(db, u"INSERT INTO %1 (%1) VALUES ('integrity-check')"_s.arg(index));
    QSqlQuery entries = Sql::run(db, u"SELECT COUNT(*) FROM product_search"_s);
    QVERIFY(entries.next());
    QCOMPARE(entries.value(0).toLongLong(), qint64(pks.size()));
}

// Every rewrite of a product's row updates all of the table's indexes, which was two fifths
// of a PostgreSQL load: a new product comes with its pk, search key and the quality figures
// its own columns decide, and its variants' stock sum
// (postgresql-032-product-rows-written-once.sql), so neither the index writer, the variants'
// trigger nor the figures' settling before the commit rewrites it.
void tst_BulkLoad::aPostgresLoadWritesEachProductOnce()
{
    const QSqlDatabase db = m_db[0]->connection();
    if (!Sql::isPostgres(db))
        QSKIP("row versions: PostgreSQL only");
    const auto writes = [&db] {
        // The session's counts reach the statistics at its next transaction's end.
        Sql::run(db, u"SELECT pg_stat_force_next_flush()"_s);
        QSqlQuery row = Sql::run(db,
            u"SELECT n_tup_ins, n_tup_upd FROM pg_stat_user_tables WHERE relname = 'products'"_s);
        return row.next() ? std::pair { row.value(0).toLongLong(), row.value(1).toLongLong() }
                          : std::pair { qint64(-1), qint64(-1) };
    };
    const auto before = writes();
    const QDateTime now(QDate(2026, 11, 28), QTime(9, 0), Qt::UTC);
    CatalogImporter importer(*m_db[0]);
    QVERIFY(importer.importDocument(DemoGenerator::generate(1500, now)).ok);
    const auto after = writes();
    QSqlQuery products
        = Sql::run(db, u"SELECT COUNT(*), COUNT(search_key), SUM(completeness) FROM products"_s);
    QVERIFY(products.next());
    QVERIFY(products.value(0).toLongLong() >= 1500);
    QCOMPARE(after.first - before.first, products.value(0).toLongLong());
    QCOMPARE(after.second - before.second, 0);
    // Written once, and right: keys of the active products, figures as the view computes them.
    QVERIFY(products.value(1).toLongLong() > 1000);
    QVERIFY(products.value(2).toLongLong() > 0);
    QSqlQuery wrong = Sql::run(db,
        u"SELECT COUNT(*) FROM products p JOIN product_quality q ON q.pk = p.pk "
        "WHERE (p.issues, p.completeness) IS DISTINCT FROM (q.issues, q.completeness) "
        "OR p.search_key IS DISTINCT FROM (CASE WHEN p.active = 1 THEN %1 END)"_s.arg(
            SearchDialect(db).searchKeyOfProduct(u"p.popularity"_s, u"p.pk"_s)));
    QVERIFY(wrong.next());
    QCOMPARE(wrong.value(0).toLongLong(), 0);
}

// docs/search.md "Bulk load": into an empty catalog of a database no other session uses, a
// PostgreSQL load drops the secondary indexes of products and movements and the GIN indexes of
// the search index and builds them after the load (new index objects, the same definitions); over a
// catalog that holds products, or while another session is connected (a serving instance, whose
// readers DROP INDEX would lock out until the commit), it keeps them.
void tst_BulkLoad::aPostgresLoadIntoAnEmptyCatalogBuildsItsIndexesAfterIt()
{
    if (!Sql::isPostgres(m_db[0]->connection()))
        QSKIP("SQLite's indexes are set aside by the load's size (bulkEqualsRowByRow)");
    // name -> (oid, definition) of the tables' indexes and foreign keys.
    const auto indexes = [](const QSqlDatabase &db) {
        QMap<QString, std::pair<qint64, QString>> found;
        QSqlQuery query = Sql::run(db,
            u"SELECT c.relname, c.oid, pg_get_indexdef(i.indexrelid) FROM pg_index i "
            "JOIN pg_class c ON c.oid = i.indexrelid WHERE CAST(i.indrelid AS regclass) "
            "IN ('products'::regclass, 'stock_movements'::regclass, "
            "'product_search'::regclass, 'suggestion_texts'::regclass, "
            "'feed_entries'::regclass) "
            "UNION ALL SELECT conname, oid, pg_get_constraintdef(oid) FROM pg_constraint "
            "WHERE contype = 'f' AND CAST(conrelid AS regclass) IN ('products'::regclass, "
            "'stock_movements'::regclass, 'product_search'::regclass, "
            "'suggestion_texts'::regclass, 'feed_entries'::regclass)"_s);
        while (query.next()) {
            found.insert(query.value(0).toString(),
                { query.value(1).toLongLong(), query.value(2).toString() });
        }
        return found;
    };
    const auto rebuilt = [](const auto &before, const auto &after) {
        QStringList names;
        for (auto it = before.cbegin(); it != before.cend(); ++it) {
            if (after.value(it.key()).first != it.value().first)
                names << it.key();
        }
        return names;
    };
    const QDateTime now(QDate(2026, 11, 28), QTime(9, 0), Qt::UTC);
    const auto load = [&now](Database &database, int size) {
        CatalogImporter importer(database);
        importer.setBulkLoad(true);
        return importer.importDocument(DemoGenerator::generate(size, now)).ok;
    };

    const QSqlDatabase db = m_db[0]->connection(); // the importer's own connection
    const auto empty = indexes(db);
    QVERIFY(load(*m_db[0], 1500));
    const auto loaded = indexes(db);
    QCOMPARE(loaded.keys(), empty.keys());
    for (auto it = empty.cbegin(); it != empty.cend(); ++it)
        QCOMPARE(loaded.value(it.key()).second, it.value().second);
    // The feed's position indexes too, though it holds the sellers and categories already.
    QStringList expected { u"feed_entries_own"_s, u"feed_entries_position"_s,
        u"product_search_document"_s, u"products_author"_s, u"products_author_id_fkey"_s,
        u"products_category"_s, u"products_category_id_fkey"_s, u"products_code"_s,
        u"products_code_any_seller"_s, u"products_id_type"_s, u"products_issues"_s,
        u"products_new"_s, u"products_popular"_s, u"products_price"_s, u"products_price_desc"_s,
        u"products_publisher"_s, u"products_publisher_id_fkey"_s, u"products_seller"_s,
        u"products_seller_id_fkey"_s, u"stock_movements_feed"_s, u"stock_movements_item"_s,
        u"stock_movements_product_history"_s, u"stock_movements_product_pk_fkey"_s,
        u"stock_movements_product_reason"_s, u"stock_movements_seller"_s,
        u"stock_movements_seller_reason"_s, u"suggestion_texts_document"_s,
        u"suggestion_texts_product_pk_fkey"_s, u"suggestion_texts_text"_s };
    QStringList changed = rebuilt(empty, loaded);
    changed.sort();
    QCOMPARE(changed, expected);
    // What the indexes answer is bulkEqualsRowByRow's; here, that they answer, and that the
    // keys added again hold.
    QVERIFY(matches(db, u"b:*"_s).size() > 100);
    QVERIFY_THROWS_EXCEPTION(StorageError,
        Sql::run(
            db, u"UPDATE products SET seller_id = -1 WHERE pk = (SELECT MIN(pk) FROM products)"_s));

    QVERIFY(load(*m_db[0], 1600)); // over a catalog that holds products
    QCOMPARE(rebuilt(loaded, indexes(db)), QStringList());

    const QSqlDatabase empty2 = m_db[1]->connection();
    const auto before = indexes(empty2);
    {
        // Another session on the empty catalog's database, as a serving instance's.
        QSqlDatabase serving = QSqlDatabase::cloneDatabase(empty2, u"serving"_s);
        QVERIFY(serving.open());
        const bool ok = load(*m_db[1], 1500);
        serving.close();
        QVERIFY(ok);
    }
    QSqlDatabase::removeDatabase(u"serving"_s);
    QCOMPARE(rebuilt(before, indexes(empty2)), QStringList());
}

void tst_BulkLoad::newVariantsMoveTheirProduct()
{
    // A stationery item's variants are part of its detail (contract §13) and make its stock
    // (contract §2): a statement's new variants move its feed entry and give it their sum, and
    // leave the other items alone; a deleted one too. PostgreSQL does it once per statement
    // (schema 39), SQLite per row.
    const QSqlDatabase db = m_db[0]->connection();
    const QByteArray document = R"({
        "sellers": [{"id": 1, "name": "Shop"}],
        "categories": [{"id": 7, "name": "Pens", "type": "stationery"}],
        "stationery": [
            {"id": 1, "name": "Gel pen", "price": 3000, "seller_id": 1, "category_id": 7,
             "variants": [{"id": 11, "name": "Blue", "barcode": "4006381333931",
                           "price": 3000, "stock": 3},
                          {"id": 12, "name": "Red", "barcode": "96385074", "price": 3100,
                           "stock": 4}]},
            {"id": 2, "name": "Eraser", "price": 500, "seller_id": 1, "category_id": 7,
             "stock": 5}]})";
    QVERIFY(
        CatalogImporter(*m_db[0]).importDocument(QJsonDocument::fromJson(document).object()).ok);
    const auto item = [&db](qint64 id) {
        QSqlQuery row = Sql::run(db,
            u"SELECT p.pk, p.stock, f.seq, f.own_seq FROM products p JOIN feed_entries f "
            "ON f.kind = p.type AND f.object_id = p.id WHERE p.type = 'stationery' "
            "AND p.id = ?"_s,
            { id });
        return row.next() ? QList<qint64> { row.value(0).toLongLong(), row.value(1).toLongLong(),
            row.value(2).toLongLong(), row.value(3).toLongLong() }
                          : QList<qint64> {};
    };
    const QList<qint64> imported = item(1);
    const QList<qint64> eraser = item(2);
    QCOMPARE(imported.size(), 4);
    QCOMPARE(imported.at(1), 7);

    // As a write outside an import gives them: without the product's stock set first.
    Sql::run(db,
        u"INSERT INTO variants (id, product_pk, name, barcode, price, stock) VALUES "
        "(13, ?, 'Green', '4780000000052', 3000, 6), (14, ?, 'Black', '4780000000069', 3000, 1)"_s,
        { imported.at(0), imported.at(0) });
    const QList<qint64> added = item(1);
    QCOMPARE(added.at(1), 3 + 4 + 6 + 1);
    QVERIFY2(added.at(2) > imported.at(2), "the public position moved");
    QVERIFY2(added.at(3) >= added.at(2), "the private position moved with it");
    QCOMPARE(item(2), eraser);

    Sql::run(db, u"DELETE FROM variants WHERE id = 14"_s);
    const QList<qint64> deleted = item(1);
    QCOMPARE(deleted.at(1), 13);
    QVERIFY(deleted.at(2) > added.at(2));
    QCOMPARE(item(2), eraser);
}

QTEST_GUILESS_MAIN(tst_BulkLoad)
#include "tst_bulkload.moc"
