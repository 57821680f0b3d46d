// PostgreSQL's search: a page is either streamed over the first rows in key order or gathered
// from the GIN index (SearchRepository::appendMatches). Whatever the way, the pages walk exactly
// what product_search alone finds rank by rank (contract §5.1), most popular first. Renames,
// deactivations and new popularity reach the index by direct reindexing; the names' own index
// of schema 11 is gone after every migration (schema 26: nothing read it after §5.1's ranking),
// and no GIN index of the search keeps a pending list. A page streams from its words' top key
// down, which a product that rises raises. The common words' totals counted ahead
// are what the index finds, and are counted only while no other writer adds entries.
#include <QDateTime>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTest>

#include "server/domain/searchtext.h"
#include "server/services/catalogimporter.h"
#include "server/services/demogenerator.h"
#include "server/storage/database.h"
#include "server/storage/postgrestext.h"
#include "server/storage/searchindexwriter.h"
#include "server/storage/searchrepository.h"
#include "server/storage/sqlhelpers.h"
#include "tests/support/searchwalk.h"
#include "tests/support/testdatabase.h"

using namespace Qt::StringLiterals;

class tst_PostgresSearch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void pagesWalkEveryRankExactly_data();
    void pagesWalkEveryRankExactly();
    void suggestionsAreTheMostPopularMatches();
    void indexesKeepNoPendingList();
    void connectionsPlanWithoutParallelWorkers();
    void renamesFollowDirectReindex();
    void aRisenProductLeadsItsWords();
    void commonWordsWaitForOtherWriters();
    void phraseLocksStayBounded();
    void migrationFromSchema10();
    void migrationJoinsInitials();
    void migrationAddsFleetingVowelForms();
    void migrationKeysShortWordsInTheOtherScript();
    void migrationKeysTheWordsForms();
    void migrationKeepsWordTopKeys();
    void migrationCountsForms();

private:
    // Takes the catalog back to the schema before the migration, migrates it and answers
    // whether it reached the latest schema again.
    bool migratesAgainFrom(const QString &migration) const;
    // Every row of the statement's first three columns, as "a b c".
    QStringList rows(const QString &sql) const;
    static QList<qint64> allProducts(const QSqlDatabase &db);
    // Schema 26 dropped product_name_search and search_name_words.
    bool namesIndexIsGone() const;

    std::unique_ptr<TestDatabase> m_files;
    std::unique_ptr<Database> m_db;
};

void tst_PostgresSearch::initTestCase()
{
    m_files = std::make_unique<TestDatabase>();
    QVERIFY(m_files->kind() == TestDatabase::Engine::PostgreSql);
    QString error;
    m_db = std::make_unique<Database>(*DatabaseLocation::parse(m_files->url(), &error));
    m_db->migrate();
    // Larger than what a page streams over (SearchRepository: 1,000 rows and 20 a wanted row),
    // so far pages and sparse names are gathered from the index.
    const QJsonObject document
        = DemoGenerator::generate(3000, QDateTime(QDate(2026, 11, 22), QTime(12, 0), Qt::UTC));
    QVERIFY(CatalogImporter(*m_db).importDocument(document).ok);
}

void tst_PostgresSearch::cleanupTestCase()
{
    m_db->closeConnection();
    m_db.reset();
    m_files.reset();
}

QList<qint64> tst_PostgresSearch::allProducts(const QSqlDatabase &db)
{
    QList<qint64> pks;
    QSqlQuery all = Sql::run(db, u"SELECT pk FROM products"_s);
    while (all.next())
        pks << all.value(0).toLongLong();
    return pks;
}

QStringList tst_PostgresSearch::rows(const QString &sql) const
{
    QStringList result;
    QSqlQuery query = Sql::run(m_db->connection(), sql);
    while (query.next()) {
        result << query.value(0).toString() + u' ' + query.value(1).toString() + u' '
                + query.value(2).toString();
    }
    return result;
}

bool tst_PostgresSearch::namesIndexIsGone() const
{
    return rows(u"SELECT to_regclass('product_name_search') IS NULL, "
                "to_regclass('search_name_words') IS NULL, ''"_s)
        == QStringList { u"true true "_s };
}

void tst_PostgresSearch::pagesWalkEveryRankExactly_data()
{
    QTest::addColumn<QString>("q");
    QTest::addColumn<int>("pageSize");
    for (const int pageSize : { 7, 20 }) {
        for (const QString &q : { u"a"_s, u"k"_s, u"с"_s, u"ш"_s, u"kitob"_s, u"book"_s,
                 u"stationery"_s, u"o'tkan"_s, u"ruchka"_s, u"harry"_s, u"sir va"_s, u"fiction"_s,
                 u"Tog‘la"_s, u"цвет"_s, u"матем"_s, u"the sea"_s,
                 // Totals from the vocabulary's counts (SearchRepository::unionOfCounted).
                 u"kodiriy"_s, u"ручки"_s, u"qodiriyning"_s, u"utkan"_s, u"ruchkalar"_s,
                 u"толстого"_s, u"достаевского"_s, u"чаен"_s, u"daftarlar"_s, u"qalamlar"_s }) {
            QTest::addRow("%s by %d", qPrintable(q), pageSize) << q << pageSize;
        }
    }
}

void tst_PostgresSearch::pagesWalkEveryRankExactly()
{
    QFETCH(QString, q);
    QFETCH(int, pageSize);
    const QSqlDatabase db = m_db->connection();
    const QStringList words = SearchText::words(q);

    // The expected order, from product_search alone: rank by rank (contract §5.1).
    const QStringList expected = rankedMatches(db, words);
    QVERIFY(!expected.isEmpty());

    const SearchRepository repository(db);
    const SearchWalk walked = walkSearch(repository, words, pageSize);
    for (const qint64 total : walked.totals)
        QCOMPARE(total, qint64(expected.size()));
    QCOMPARE(walked.hits, expected);
    // The import's trending records: the first of the same order.
    const std::optional<SearchRepository::Hit> top = repository.topHit(words);
    QVERIFY(top);
    QCOMPARE(top->type + u'/' + QString::number(top->id), expected.constFirst());
}

// Suggestions stream over the most popular texts, and are gathered from the index when those
// do not hold them (SearchRepository::suggestions): either way the most popular matches.
void tst_PostgresSearch::suggestionsAreTheMostPopularMatches()
{
    const QSqlDatabase db = m_db->connection();
    const SearchRepository repository(db);
    constexpr int limit = 10;
    qsizetype deepest = 0; // the position of the last suggestion among all texts, at most
    for (const QString &q : { u"a"_s, u"с"_s, u"kitob"_s, u"ruchka"_s, u"daftar"_s, u"ручки"_s,
             u"o'tkan"_s, u"harry pot"_s, u"qalam"_s, u"stationery"_s }) {
        const QStringList words = SearchText::words(q);
        const auto terms = SearchText::terms(
            words,
            [&db](const QString &word, int edits) {
                return SearchPrefixCounts::typoCandidates(db, word, edits);
            },
            true);
        // Every text in key order, each marked when it matches.
        QSqlQuery all = Sql::run(db,
            u"SELECT text, document @@ CAST(? AS tsquery) FROM suggestion_phrases "
            "ORDER BY id DESC"_s,
            { SearchDialect(db).expression(terms, SearchText::Typo) });
        QStringList expected;
        qsizetype position = 0;
        while (all.next() && expected.size() < limit) {
            ++position;
            if (all.value(1).toBool()) {
                expected << all.value(0).toString();
                deepest = std::max(deepest, position);
            }
        }
        QCOMPARE(repository.suggestions(words, std::nullopt, limit), expected);
    }
    // Some answers lie beyond the texts a suggestion streams over first (1,200 for 10).
    QVERIFY2(deepest > 1200, qPrintable(QString::number(deepest)));
}

void tst_PostgresSearch::indexesKeepNoPendingList()
{
    // A search reads a GIN index's whole pending list; fastupdate off leaves none.
    const QStringList options
        = rows(u"SELECT relname, COALESCE(array_to_string(reloptions, ','), ''), '' FROM pg_class "
               "WHERE relname IN ('product_search_document', 'suggestion_phrases_document') "
               "ORDER BY relname"_s);
    QCOMPARE(options,
        QStringList({ u"product_search_document fastupdate=off "_s,
            u"suggestion_phrases_document fastupdate=off "_s }));
}

// An instance's connections answer many requests at once: a plan with parallel workers takes
// the cores the other requests wait for (Database::connection, docs/scaling.md).
void tst_PostgresSearch::connectionsPlanWithoutParallelWorkers()
{
    QCOMPARE(rows(u"SELECT current_setting('max_parallel_workers_per_gather'), "
                  "current_setting('application_name'), ''"_s),
        QStringList { u"0 catalog-server "_s });
    // Not the database's own default: a connection of its own plans with workers.
    QSqlDatabase plain = QSqlDatabase::cloneDatabase(m_db->connection(), u"plain"_s);
    plain.setConnectOptions();
    QVERIFY(plain.open());
    {
        QSqlQuery setting(plain);
        QVERIFY(setting.exec(u"SELECT current_setting('max_parallel_workers_per_gather')"_s));
        QVERIFY(setting.next());
        QVERIFY(setting.value(0).toInt() > 0);
    }
    plain.close();
    plain = QSqlDatabase();
    QSqlDatabase::removeDatabase(u"plain"_s);
}

void tst_PostgresSearch::renamesFollowDirectReindex()
{
    QVERIFY(namesIndexIsGone());
    const QSqlDatabase db = m_db->connection();
    Sql::Transaction transaction(db);
    Sql::run(db, u"UPDATE products SET name = 'Xyzzy ' || name WHERE pk % 7 = 0"_s);
    Sql::run(db, u"UPDATE products SET active = 0 WHERE pk % 11 = 0"_s);
    Sql::run(db, u"UPDATE products SET popularity = popularity + 50000 WHERE pk % 13 = 0"_s);
    const QList<qint64> pks = allProducts(db);
    SearchIndexWriter(db).reindex(pks);
    transaction.commit();
    // The renamed products are found by the new word.
    const SearchRepository::Page xyzzy = SearchRepository(db).search({ u"xyzzy"_s }, 1, 20, {});
    QCOMPARE(xyzzy.items.size(), 20);
    QCOMPARE(xyzzy.total,
        qint64(rows(u"SELECT pk, 0, 0 FROM products WHERE active = 1 AND name LIKE 'Xyzzy %'"_s)
                   .size()));
    for (const SearchRepository::Hit &hit : xyzzy.items)
        QVERIFY2(hit.name.startsWith(u"Xyzzy "_s), qPrintable(hit.name));
    QVERIFY(countedWordsMatchTheIndex(db));
}

// A page streams from its words' top key down (SearchPrefixCounts::IndexedWord): a product
// indexed again with a higher key (its popularity rose) raises its words' top keys, also when
// it is counted out and in again in one write (no count changes).
void tst_PostgresSearch::aRisenProductLeadsItsWords()
{
    const QSqlDatabase db = m_db->connection();
    const QStringList book { u"book"_s };
    // Streamed, not gathered: more matches than a page gathers at once.
    QVERIFY(searchTotal(db, u"book"_s) > 1000);
    QSqlQuery least = Sql::run(db,
        u"SELECT pk, id FROM products WHERE type = 'book' AND active = 1 "
        "ORDER BY popularity, pk DESC LIMIT 1"_s);
    QVERIFY(least.next());
    const qint64 pk = least.value(0).toLongLong();
    const QString hit = u"book/"_s + least.value(1).toString();
    {
        Sql::Transaction transaction(db);
        Sql::run(db,
            u"UPDATE products SET popularity = (SELECT MAX(popularity) + 1 FROM products) "
            "WHERE pk = ?"_s,
            { pk });
        SearchIndexWriter(db).reindex({ pk });
        transaction.commit();
    }
    const SearchRepository repository(db);
    const SearchRepository::Page first = repository.search(book, 1, 20, {});
    QVERIFY(!first.items.isEmpty());
    QCOMPARE(
        first.items.constFirst().type + u'/' + QString::number(first.items.constFirst().id), hit);
    QCOMPARE(walkSearch(repository, book, 20).hits, rankedMatches(db, book));
    QVERIFY(countedWordsMatchTheIndex(db));
}

void tst_PostgresSearch::commonWordsWaitForOtherWriters()
{
    // The common words' totals are counted ahead (SearchPrefixCounts::countCommonWords) only
    // while no other transaction writes the index: a writer reads which words are counted
    // when it starts, and would not add its entries to one counted after that.
    const QSqlDatabase db = m_db->connection();
    QVERIFY(countedCommonWords(db).size() >= 5);
    QVERIFY(countedWordsMatchTheIndex(db));
    // A ninth of the catalog in or out of the index: every common word's count changes.
    const auto toggleSome = [&db] {
        Sql::Transaction transaction(db);
        Sql::run(db, u"UPDATE products SET active = 1 - active WHERE pk % 9 = 4"_s);
        SearchIndexWriter(db).reindex(allProducts(db));
        transaction.commit();
    };
    Sql::run(db, u"DELETE FROM search_prefix_counts WHERE prefix > chr(2) AND prefix < chr(3)"_s);

    QString error;
    Database otherInstance(*DatabaseLocation::parse(m_files->url(), &error));
    {
        const QSqlDatabase other = otherInstance.connection();
        Sql::Transaction otherTransaction(other);
        SearchIndexWriter otherWriter(other);
        toggleSome(); // while the other writer is in: nothing counted ahead
        QVERIFY(countedCommonWords(db).isEmpty());
        // Out of the index: a union counted now would count them, and this writer would not
        // take them out of it.
        Sql::run(other, u"UPDATE products SET active = 0 WHERE pk % 5 = 0"_s);
        QSqlQuery renamed = Sql::run(other, u"SELECT pk FROM products WHERE pk % 5 = 0"_s);
        QList<qint64> pks;
        while (renamed.next())
            pks << renamed.value(0).toLongLong();
        renamed.finish();
        otherWriter.reindex(pks); // alone at its end: counts the words whose count changed
        otherTransaction.commit();
    }
    otherInstance.closeConnection();
    QVERIFY(countedWordsMatchTheIndex(db));
    toggleSome(); // alone now
    QVERIFY(countedCommonWords(db).size() >= 5);
    QVERIFY(countedWordsMatchTheIndex(db));
    const SearchRepository::Page books = SearchRepository(db).search({ u"books"_s }, 1, 20, {});
    QCOMPARE(books.total, qint64(rankedMatches(db, { u"books"_s }).size()));
}

void tst_PostgresSearch::phraseLocksStayBounded()
{
    // One transaction rewriting thousands of texts (an import) takes a bounded number of
    // phrase locks: one per text ran out of PostgreSQL's shared lock table at 1M products.
    const QSqlDatabase db = m_db->connection();
    Sql::Transaction transaction(db);
    Sql::run(db, u"UPDATE products SET name = 'Bounded ' || pk || ' ' || name"_s);
    const QList<qint64> pks = allProducts(db);
    QVERIFY(pks.size() >= 3000);
    SearchIndexWriter(db).reindex(pks);
    QSqlQuery locks = Sql::run(db,
        u"SELECT COUNT(*) FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()"_s);
    QVERIFY(locks.next());
    const qint64 held = locks.value(0).toLongLong();
    locks.finish();
    QVERIFY2(held > 0 && held <= 1024, qPrintable(QString::number(held)));
    transaction.commit();
}

void tst_PostgresSearch::migrationFromSchema10()
{
    // The catalog as schema 10 left it: no names' index (schema 11 makes it, schema 26 drops
    // it), GIN indexes with pending lists.
    const QSqlDatabase db = m_db->connection();
    const int latest = m_db->schemaVersion();
    Sql::run(db, u"ALTER INDEX product_search_document SET (fastupdate = on)"_s);
    Sql::run(db, u"ALTER INDEX suggestion_phrases_document SET (fastupdate = on)"_s);
    // 10: the schema before 011-search-names (renumbered with it, should it move).
    Sql::run(db, u"UPDATE meta SET value = '10' WHERE key = 'schema_version'"_s);
    m_db->migrate();
    QCOMPARE(m_db->schemaVersion(), latest);
    QVERIFY(namesIndexIsGone());
    indexesKeepNoPendingList();
    const SearchRepository::Page kitob = SearchRepository(db).search({ u"kitob"_s }, 1, 20, {});
    QCOMPARE(kitob.items.size(), 20);
    // Counted again from the index (schema 31): the common words too.
    QVERIFY(!countedCommonWords(db).isEmpty());
    QVERIFY(countedWordsMatchTheIndex(db));
}

// As tst_SearchTotals::migrationAddsFleetingVowelForms, on PostgreSQL.
void tst_PostgresSearch::migrationAddsFleetingVowelForms()
{
    const QSqlDatabase db = m_db->connection();
    const auto winds = [&db] { return searchTotal(db, u"северного ветра"_s); };
    const qint64 indexed = winds();
    QVERIFY(indexed > 0);
    {
        Sql::Transaction transaction(db);
        Sql::run(db, u"UPDATE product_search SET document = ts_delete(document, 'ǂветр')"_s);
        SearchIndexWriter(db).recount();
        transaction.commit();
    }
    QCOMPARE(winds(), 0);
    QVERIFY(migratesAgainFrom(u"-fleeting-vowels.sql"_s));
    QCOMPARE(winds(), indexed);
    QVERIFY(countedWordsMatchTheIndex(db));
}

void tst_PostgresSearch::migrationJoinsInitials()
{
    // The demo's J. K. Rowling, indexed before initials were joined: no `jk` in the entries.
    const QSqlDatabase db = m_db->connection();
    const auto joined = [&db] { return *SearchPrefixCounts::productsMatching(db, u"jk"_s); };
    const qint64 rowlings = indexedProductsOfRowling(db);
    QVERIFY(rowlings > 0);
    QCOMPARE(joined(), rowlings);
    {
        Sql::Transaction transaction(db);
        Sql::run(db, u"UPDATE product_search SET document = ts_delete(document, 'jk')"_s);
        SearchIndexWriter(db).recount();
        transaction.commit();
    }
    QCOMPARE(joined(), 0);
    QVERIFY(migratesAgainFrom(u"-joined-initials.sql"_s));
    QCOMPARE(joined(), rowlings);
    QVERIFY(countedWordsMatchTheIndex(db));
    const SearchRepository::Page found
        = SearchRepository(db).search({ u"jk"_s, u"rowling"_s }, 1, 20, {});
    QCOMPARE(found.total, rowlings);
}

void tst_PostgresSearch::migrationKeysShortWordsInTheOtherScript()
{
    // The demo's Latin Qora qalam, typed on a Russian layout (`кора`), keyed before short words
    // had a key in the other script.
    const QSqlDatabase db = m_db->connection();
    const auto typedOnARussianLayout
        = [&db] { return SearchRepository(db).search({ u"кора"_s }, 1, 20, {}).total; };
    const qint64 found = typedOnARussianLayout();
    QVERIFY(found > 0);
    Sql::run(db, u"DELETE FROM search_typo_keys WHERE key = ?"_s,
        { SearchPrefixCounts::otherScriptKeyOf(u"qora"_s) });
    QCOMPARE(typedOnARussianLayout(), 0);
    QVERIFY(migratesAgainFrom(u"-other-script-typo-keys.sql"_s));
    QCOMPARE(typedOnARussianLayout(), found);
    QVERIFY(countedWordsMatchTheIndex(db));
}

// As tst_SearchTotals::migrationKeysTheWordsForms, on PostgreSQL: a typo in a case ending
// (`достаевского`) and ё typed as е (`чаен`).
void tst_PostgresSearch::migrationKeysTheWordsForms()
{
    const QSqlDatabase db = m_db->connection();
    QVERIFY(typosOfFormsFindAsSpelledRight(db));
    QVERIFY(forgetTyposOfForms(db));
    QVERIFY(migratesAgainFrom(u"-form-typo-keys.sql"_s));
    QVERIFY(typosOfFormsFindAsSpelledRight(db));
    QVERIFY(countedWordsMatchTheIndex(db));
}

// Schema 41 gives each word the top key of the entries already indexed.
void tst_PostgresSearch::migrationKeepsWordTopKeys()
{
    const QSqlDatabase db = m_db->connection();
    Sql::run(db, u"UPDATE search_words SET top_key = 0"_s);
    QVERIFY(!countedWordsMatchTheIndex(db));
    QVERIFY(migratesAgainFrom(u"-search-word-top-keys.sql"_s));
    QVERIFY(countedWordsMatchTheIndex(db));
    // Exactly the highest key of each word's entries, not merely above it.
    const QString words
        = rows(u"SELECT COUNT(*), 0, 0 FROM search_words"_s).constFirst().section(u' ', 0, 0);
    QCOMPARE(rows(u"SELECT COUNT(*), COUNT(t.lexeme), COUNT(*) FILTER (WHERE w.top_key = "
                  "t.top_key) FROM search_words w LEFT JOIN (SELECT u.lexeme, "
                  "MAX(s.search_key) AS top_key FROM product_search s, unnest(s.document) AS u "
                  "GROUP BY u.lexeme) t ON t.lexeme = w.word"_s),
        QStringList { words + u' ' + words + u' ' + words });
    const QStringList ruchka { u"ruchka"_s };
    QCOMPARE(walkSearch(SearchRepository(db), ruchka, 20).hits, rankedMatches(db, ruchka));
}

// Schema 43 counts the form tokens in the vocabulary, with their top keys.
void tst_PostgresSearch::migrationCountsForms()
{
    const QSqlDatabase db = m_db->connection();
    QVERIFY(
        Sql::scalar(db, u"SELECT COUNT(*) FROM search_words WHERE word LIKE 'ǂ%'"_s).toLongLong()
        > 100);
    Sql::run(db, u"DELETE FROM search_words WHERE word LIKE 'ǂ%'"_s);
    QVERIFY(!countedWordsMatchTheIndex(db));
    QVERIFY(migratesAgainFrom(u"-form-counts.sql"_s));
    QVERIFY(countedWordsMatchTheIndex(db));
    // No typo keys, completions or common words of their own.
    QCOMPARE(Sql::scalar(db, u"SELECT COUNT(*) FROM search_typo_keys WHERE word LIKE 'ǂ%'"_s)
                 .toLongLong(),
        0);
    for (const CountedWord &counted : countedCommonWords(db))
        QVERIFY(SearchText::isWordToken(counted.word));
    const QStringList ruchki { u"ручки"_s };
    QCOMPARE(walkSearch(SearchRepository(db), ruchki, 20).hits, rankedMatches(db, ruchki));
}

bool tst_PostgresSearch::migratesAgainFrom(const QString &migration) const
{
    const int latest = m_db->schemaVersion();
    Sql::run(m_db->connection(), u"UPDATE meta SET value = ? WHERE key = 'schema_version'"_s,
        { m_db->versionOf(migration) - 1 });
    m_db->migrate();
    return m_db->schemaVersion() == latest;
}

QTEST_GUILESS_MAIN(tst_PostgresSearch)
#include "tst_postgressearch.moc"
