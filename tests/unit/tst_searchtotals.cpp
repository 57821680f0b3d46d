// Search totals and pages. search_prefix_counts and search_words against FTS5 itself. A
// one-word search takes its total from the first (SearchPrefixCounts), so the table must count
// exactly the products FTS5 finds for every such word: on real data (goodbooks-10k: diacritics,
// Cyrillic, CJK and punctuation of every kind), on the demo, after a re-import that renames and
// deactivates products, and when the migration fills it for a catalog indexed before it existed.
// A long last word is matched as the words it completes to (search_words): the same products,
// in the same order; the names' own index is gone after every migration (schema 26). And the
// pages of a search walk every rank of contract §5.1 exactly once, in order, whatever the page
// size. The unions counted ahead (one letter, common words with their typos) are what the
// index finds for their terms, whatever changed the vocabulary.
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTest>

#include "common/searchnormalform.h"
#include "server/domain/searchtext.h"
#include "server/services/catalogimporter.h"
#include "server/services/csvimporter.h"
#include "server/services/demogenerator.h"
#include "server/storage/database.h"
#include "server/storage/searchdialect.h"
#include "server/storage/searchindexwriter.h"
#include "server/storage/searchprefixcounts.h"
#include "server/storage/searchrepository.h"
#include "server/storage/sqlhelpers.h"
#include "tests/support/searchwalk.h"

using namespace Qt::StringLiterals;

namespace {

// The first two columns of every row, as "first second".
QStringList columnPairs(const QSqlDatabase &db, const QString &sql)
{
    QStringList result;
    QSqlQuery query = Sql::run(db, sql);
    while (query.next())
        result << query.value(0).toString() + u' ' + query.value(1).toString();
    return result;
}

} // namespace

class tst_SearchTotals : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void goodbooksCountsMatchTheIndex();
    void demoCountsMatchTheIndex();
    void countsFollowReimport();
    void migrationFillsAnIndexedCatalog_data();
    void migrationFillsAnIndexedCatalog();
    void migrationCountsUnions();
    void migrationKeysWordsWithoutApostrophes();
    void migrationJoinsInitials();
    void migrationAddsFleetingVowelForms();
    void migrationKeysShortWordsInTheOtherScript();
    void migrationKeysTheWordsForms();
    void recountReportsEachTenth();
    void commonWordsFollowTheirTypos();
    void directReindexKeepsThemInStep();
    void longerWordsAreLeftToTheIndex();
    void pagesWalkEveryRankExactly_data();
    void pagesWalkEveryRankExactly();

private:
    void importDemo(int size, const std::function<void(QJsonObject &)> &change = {});
    // Every prefix a query word can be (up to longestPrefix) of any indexed term, and every
    // prefix in the table: the table's count equals FTS5's, and the words it completes to
    // (search_words) find what it finds. Returns how many were compared.
    qsizetype compareWithIndex();
    // The common words' unions (SearchPrefixCounts::countCommonWords) and the count of
    // indexed products they are common by.
    bool commonWordsAreCounted();
    // suggestion_phrases holds each text of suggestion_texts once, as its row with the
    // largest id, and its FTS5 index agrees with it.
    bool phrasesAreTheBestTexts();

    std::unique_ptr<Database> m_db;
};

void tst_SearchTotals::init()
{
    QString error;
    m_db = std::make_unique<Database>(*DatabaseLocation::parse(u"sqlite::memory:"_s, &error));
    m_db->migrate();
}

void tst_SearchTotals::cleanup()
{
    m_db->closeConnection();
    m_db.reset();
}

void tst_SearchTotals::importDemo(int size, const std::function<void(QJsonObject &)> &change)
{
    QJsonObject document
        = DemoGenerator::generate(size, QDateTime(QDate(2026, 11, 22), QTime(12, 0), Qt::UTC));
    if (change)
        change(document);
    const ImportResult result = CatalogImporter(*m_db).importDocument(document);
    QVERIFY(result.ok);
}

qsizetype tst_SearchTotals::compareWithIndex()
{
    const QSqlDatabase db = m_db->connection();
    Sql::run(db,
        u"CREATE VIRTUAL TABLE IF NOT EXISTS temp.terms "
        "USING fts5vocab(main, product_search, row)"_s);
    QSet<QString> prefixes;
    QSqlQuery terms = Sql::run(db, u"SELECT term FROM temp.terms"_s);
    while (terms.next()) {
        const QString term = terms.value(0).toString();
        for (qsizetype length = 1; length <= SearchPrefixCounts::longestPrefix; ++length) {
            const QString prefix = term.left(length);
            // Only what a searcher can type as one word (SearchText keeps no surrogates).
            if (prefix.size() == length && SearchText::indexWords(prefix) == QStringList { prefix }
                && SearchText::isWordToken(prefix))
                prefixes.insert(prefix);
        }
    }
    QSqlQuery counted
        = Sql::run(db, u"SELECT prefix FROM search_prefix_counts WHERE products <> 0"_s);
    while (counted.next()) {
        // Only what a searcher can type as one word: a word's trailing apostrophe is a quote
        // mark (SearchNormalForm::words), so "qal'" is searched as "qal".
        const QString prefix = counted.value(0).toString();
        if (SearchText::indexWords(prefix) == QStringList { prefix })
            prefixes.insert(prefix);
    }
    const auto matches = [&db](const QString &expression) {
        QSqlQuery fts = Sql::run(db,
            u"SELECT COUNT(*) FROM product_search WHERE product_search MATCH ?"_s, { expression });
        fts.next();
        return fts.value(0).toLongLong();
    };
    const auto quoted = [](const QString &word) -> QString { return u'"' + word + u'"'; };
    const auto anyOf = [&quoted](const QStringList &words) {
        QStringList alternatives;
        for (const QString &word : words)
            alternatives << quoted(word);
        return alternatives.join(u" OR "_s);
    };
    for (const QString &prefix : std::as_const(prefixes)) {
        const qint64 expected = matches(quoted(prefix) + u'*');
        const std::optional<qint64> table = SearchPrefixCounts::productsMatching(db, prefix);
        if (!table || *table != expected) {
            qWarning().noquote() << "prefix" << prefix << "index" << expected << "table"
                                 << (table ? QString::number(*table) : u"none"_s);
            return -1;
        }
        // The words it completes to find the same products (each one starts with the prefix,
        // so the same count is the same set). Only one-letter prefixes have more than 1000.
        const std::optional<QStringList> words
            = SearchPrefixCounts::wordsStartingWith(db, prefix, 1000);
        if ((!words && prefix.size() > 1)
            || (words
                && (words->isEmpty() != (expected == 0)
                    || (expected > 0 && matches(anyOf(*words)) != expected)))) {
            qWarning().noquote() << "prefix" << prefix << "completes to"
                                 << (words ? words->join(u' ') : u"none"_s);
            return -1;
        }
    }
    // A one-letter search's total is its union (the letter with its other script): every
    // letter's and digit's counted one is what the index finds for all of its terms.
    qsizetype lettersFound = 0;
    for (const auto &[letter, letterTerms] : SearchPrefixCounts::oneLetterSearches()) {
        const qint64 expected = indexMatches(db, letterTerms);
        const std::optional<qint64> table
            = SearchPrefixCounts::productsMatchingUnion(db, letter, letterTerms);
        if (!table || *table != expected) {
            qWarning().noquote() << "one letter" << letter << "index" << expected << "table"
                                 << (table ? QString::number(*table) : u"none"_s);
            return -1;
        }
        lettersFound += expected > 0 ? 1 : 0;
    }
    if (lettersFound < 20) {
        qWarning() << "only" << lettersFound << "letters find anything";
        return -1;
    }
    if (!commonWordsAreCounted())
        return -1;
    // search_words is the index's vocabulary, with each word's number of products.
    const auto pairs = [&db](const QString &sql) { return columnPairs(db, sql); };
    // (The index's other tokens, forms and code parts, are no words: SearchText.)
    QStringList vocabulary = pairs(u"SELECT term, doc FROM temp.terms ORDER BY term"_s);
    vocabulary.removeIf([](const QString &pair) { return !SearchText::isWordToken(pair); });
    const QStringList words = pairs(u"SELECT word, products FROM search_words ORDER BY word"_s);
    if (words != vocabulary) {
        qWarning() << "search_words" << words.size() << "index terms" << vocabulary.size();
        return -1;
    }
    // Schema 26 dropped the names' own index (nothing read it after §5.1's ranking).
    if (!pairs(u"SELECT name, type FROM sqlite_master WHERE name = 'product_name_search'"_s)
             .isEmpty()) {
        qWarning() << "product_name_search is still there";
        return -1;
    }
    return prefixes.size();
}

bool tst_SearchTotals::commonWordsAreCounted()
{
    const QSqlDatabase db = m_db->connection();
    if (SearchPrefixCounts::productsMatchingUnion(db, u"…"_s, {}) // no word: never counted
        || SearchPrefixCounts::productsMatching(db, SearchPrefixCounts::entriesKey())) {
        qWarning() << "a marked key answers as a word";
        return false;
    }
    if (!countedWordsMatchTheIndex(db))
        return false;
    QSet<QString> counted;
    for (const CountedWord &word : countedCommonWords(db))
        counted.insert(word.word);
    QSqlQuery entries = Sql::run(db, u"SELECT COUNT(*) FROM product_search"_s);
    entries.next();
    const qint64 indexed = entries.value(0).toLongLong();
    // ... and every word common enough has one, unless as many as are kept have.
    const qint64 common = std::max(SearchPrefixCounts::fewestCommonWordProducts,
        indexed / SearchPrefixCounts::commonWordShare);
    QSqlQuery words = Sql::run(
        db, u"SELECT word FROM search_words WHERE products >= ? ORDER BY word"_s, { common });
    while (words.next()) {
        const QString word = words.value(0).toString();
        if (!counted.contains(word) && counted.size() < SearchPrefixCounts::mostCommonWords
            && word.size() > 1 && word.size() <= SearchPrefixCounts::longestPrefix
            && SearchText::words(word) == QStringList { word }) {
            qWarning().noquote() << "common word" << word << "not counted ahead";
            return false;
        }
    }
    if (indexed >= SearchPrefixCounts::fewestCommonWordProducts && counted.isEmpty()) {
        qWarning() << "no common word counted ahead in" << indexed << "products";
        return false;
    }
    return true;
}

bool tst_SearchTotals::phrasesAreTheBestTexts()
{
    const QSqlDatabase db = m_db->connection();
    const auto rows = [&db](const QString &sql) { return columnPairs(db, sql); };
    const QStringList phrases = rows(u"SELECT id, text FROM suggestion_phrases ORDER BY id"_s);
    const QStringList best = rows(u"SELECT MAX(id), text FROM suggestion_texts GROUP BY text "
                                  "ORDER BY 1"_s);
    if (phrases != best || phrases.isEmpty()) {
        qWarning() << "phrases" << phrases.size() << "best texts" << best.size();
        return false;
    }
    Sql::run(db,
        u"INSERT INTO suggestion_phrase_search (suggestion_phrase_search) "
        "VALUES ('integrity-check')"_s);
    return true;
}

void tst_SearchTotals::goodbooksCountsMatchTheIndex()
{
    const QString path
        = qEnvironmentVariable("CATALOG_SHARED_DATA") + u"/goodbooks-10k/books.csv"_s;
    QVERIFY2(QFile::exists(path), qPrintable(path));
    CsvImporter::Options options;
    options.type = u"book"_s;
    options.sellerId = 1;
    options.defaultPrice = 50000;
    options.skipInvalid = true;
    const CsvImporter::Outcome outcome = CsvImporter(*m_db, options).importFile(path);
    QVERIFY(outcome.result.ok);
    QCOMPARE(outcome.imported + outcome.repaired, 9319);
    const qsizetype compared = compareWithIndex();
    QVERIFY2(compared > 2000, qPrintable(QString::number(compared)));
}

void tst_SearchTotals::demoCountsMatchTheIndex()
{
    importDemo(3000);
    QVERIFY(compareWithIndex() > 500);
    QVERIFY(phrasesAreTheBestTexts());
    // A broad prefix, for scale: most products have a word starting with "s" or "k".
    QVERIFY(*SearchPrefixCounts::productsMatching(m_db->connection(), u"K"_s) > 300);
    // Every book's type words: "books" with its form "book" is counted ahead.
    const QList<SearchText::Term> books
        = SearchText::terms({ u"books"_s }, [this](const QString &word, int edits) {
              return SearchPrefixCounts::typoCandidates(m_db->connection(), word, edits);
          }).constFirst();
    QVERIFY(
        *SearchPrefixCounts::productsMatchingUnion(m_db->connection(), u"books"_s, books) > 1500);
}

void tst_SearchTotals::countsFollowReimport()
{
    importDemo(1500);
    const qint64 zetBefore = *SearchPrefixCounts::productsMatching(m_db->connection(), u"zet"_s);
    // Renamed (new words in, old words out), deactivated (out of the index), re-ranked (new key).
    importDemo(1500, [](QJsonObject &document) {
        QJsonArray books = document.value(u"books"_s).toArray();
        for (qsizetype i = 0; i < 120; ++i) {
            QJsonObject book = books.at(i).toObject();
            if (i < 40)
                book.insert(u"name"_s, u"Zetland café %1"_s.arg(i));
            else if (i < 80)
                book.insert(u"active"_s, false);
            else
                book.insert(u"popularity"_s, 100000 + i);
            books.replace(i, book);
        }
        document.insert(u"books"_s, books);
        document.remove(u"searches"_s);
    });
    QCOMPARE(*SearchPrefixCounts::productsMatching(m_db->connection(), u"zet"_s), zetBefore + 40);
    QCOMPARE(*SearchPrefixCounts::productsMatching(m_db->connection(), u"caf"_s),
        *SearchPrefixCounts::productsMatching(m_db->connection(), u"cAf"_s));
    QVERIFY(compareWithIndex() > 500);
    QVERIFY(phrasesAreTheBestTexts());
}

void tst_SearchTotals::migrationFillsAnIndexedCatalog_data()
{
    QTest::addColumn<int>("fromVersion");
    QTest::addRow("schema 3: no counts, phrases, words or names") << 3;
    QTest::addRow("schema 5: no words or names") << 5;
}

void tst_SearchTotals::migrationFillsAnIndexedCatalog()
{
    QFETCH(int, fromVersion);
    importDemo(1500);
    // The catalog as an older schema indexed it: what later schemas added is gone. Migrating
    // must fill it all from the index.
    const QSqlDatabase db = m_db->connection();
    const int latest = m_db->schemaVersion();
    // Schema 12 (the reports' summaries; it also dropped schema 10's stock_movements_reason_at
    // and rebuilt stock_movement_days, dropped below with schema 8).
    Sql::run(db, u"DROP TRIGGER stock_movements_recounted"_s);
    Sql::run(db, u"DROP TRIGGER stock_movements_sales"_s);
    Sql::run(db, u"DROP TABLE stock_sales_days"_s);
    Sql::run(db, u"DROP INDEX products_stock_value"_s);
    // Schema 10 (reports, contract §12).
    Sql::run(db, u"DROP INDEX stock_movements_product_reason"_s);
    // Schema 15's change-feed triggers read columns schema 9 added (created again by it).
    Sql::run(db, u"DROP TRIGGER IF EXISTS products_feed_public"_s);
    Sql::run(db, u"DROP TRIGGER IF EXISTS products_feed_private"_s);
    // Schema 9 (goods, contract §11).
    for (const QString &table : { u"stock_document_lines"_s, u"stock_documents"_s,
             u"purchase_order_lines"_s, u"purchase_orders"_s, u"suppliers"_s })
        Sql::run(db, u"DROP TABLE "_s + table);
    for (const QString &column : { u"supplier_id"_s, u"reorder_quantity"_s, u"last_cost"_s })
        Sql::run(db, u"ALTER TABLE products DROP COLUMN "_s + column);
    // Schema 8's movement history, created again by the migration.
    Sql::run(db, u"DROP TRIGGER stock_movements_counted"_s);
    Sql::run(db, u"DROP TABLE stock_movement_days"_s);
    Sql::run(db, u"DROP INDEX stock_movements_seller"_s);
    Sql::run(db, u"DROP INDEX stock_movements_seller_reason"_s);
    // Schema 14's history index reads the column (created again by it).
    Sql::run(db, u"DROP INDEX IF EXISTS stock_movements_product_history"_s);
    Sql::run(db, u"ALTER TABLE stock_movements DROP COLUMN seller_id"_s);
    // Schema 7 (stock integrity).
    for (const QString &column : { u"scanned_at"_s, u"price"_s })
        Sql::run(db, u"ALTER TABLE stock_movements DROP COLUMN "_s + column);
    for (const QString &column :
        { u"stock_when_counted"_s, u"counted_at"_s, u"moved_since_counted"_s })
        Sql::run(db, u"ALTER TABLE stock_count_lines DROP COLUMN "_s + column);
    // Schema 24 (the normal form of contract §5.1; it indexes the catalog again).
    Sql::run(db, u"DROP TABLE search_typo_keys"_s);
    Sql::run(db, u"DROP TABLE search_words"_s);
    if (fromVersion < 4)
        Sql::run(db, u"DROP TABLE search_prefix_counts"_s);
    if (fromVersion < 5) {
        Sql::run(db, u"DROP TABLE suggestion_phrase_search"_s);
        Sql::run(db, u"DROP TABLE suggestion_phrases"_s);
        Sql::run(db, u"DROP INDEX suggestion_texts_text"_s);
    }
    Sql::run(db, u"UPDATE meta SET value = ? WHERE key = 'schema_version'"_s, { fromVersion });
    m_db->migrate();
    QCOMPARE(m_db->schemaVersion(), latest);
    QVERIFY(compareWithIndex() > 500);
    QVERIFY(phrasesAreTheBestTexts());
}

void tst_SearchTotals::migrationCountsUnions()
{
    importDemo(800);
    // A catalog counted before the one-letter and the common words' unions were.
    const QSqlDatabase db = m_db->connection();
    const int latest = m_db->schemaVersion();
    Sql::run(db,
        u"DELETE FROM search_prefix_counts WHERE prefix LIKE char(1) || '%' "
        "OR prefix LIKE char(2) || '%' OR prefix = char(3)"_s);
    QVERIFY(compareWithIndex() < 0);
    // The schema before the common words'.
    const int before = m_db->versionOf(u"-common-word-counts.sql") - 1;
    QVERIFY(before > 0);
    Sql::run(db, u"UPDATE meta SET value = ? WHERE key = 'schema_version'"_s, { before });
    m_db->migrate();
    QCOMPARE(m_db->schemaVersion(), latest);
    QVERIFY(compareWithIndex() > 500);
}

void tst_SearchTotals::migrationKeysWordsWithoutApostrophes()
{
    importDemo(800);
    const QSqlDatabase db = m_db->connection();
    const auto findsByApostrophesAlone = [&db] {
        const SearchText::TypoCandidates candidates
            = SearchPrefixCounts::typoCandidates(db, u"yol"_s, 0);
        return !candidates.indexed && candidates.near.contains(u"yo'l"_s);
    };
    QVERIFY(findsByApostrophesAlone()); // the demo's Jannatga yo'l
    // A catalog keyed before apostrophes cost no edit: no keys of its words without them.
    const int latest = m_db->schemaVersion();
    Sql::run(db, u"DELETE FROM search_typo_keys WHERE key NOT LIKE '%''%' AND word LIKE '%''%'"_s);
    QVERIFY(!findsByApostrophesAlone());
    const int before = m_db->versionOf(u"-unmarked-typo-keys.sql") - 1;
    QVERIFY(before > 0);
    Sql::run(db, u"UPDATE meta SET value = ? WHERE key = 'schema_version'"_s, { before });
    m_db->migrate();
    QCOMPARE(m_db->schemaVersion(), latest);
    QVERIFY(findsByApostrophesAlone());
    QVERIFY(compareWithIndex() > 500);
}

void tst_SearchTotals::migrationKeysShortWordsInTheOtherScript()
{
    importDemo(800); // its Latin Jannatga yo'l, Qora qalam
    const QSqlDatabase db = m_db->connection();
    const auto findsInLatin = [&db](const QString &typed, const QString &word) {
        const SearchText::TypoCandidates candidates
            = SearchPrefixCounts::typoCandidates(db, typed, 0);
        return !candidates.indexed && candidates.near.contains(word);
    };
    // Typed on a Russian layout, without ў and қ.
    QVERIFY(findsInLatin(u"йул"_s, u"yo'l"_s));
    QVERIFY(findsInLatin(u"кора"_s, u"qora"_s));
    // A catalog keyed before: its short words have no key in the other script.
    const int latest = m_db->schemaVersion();
    for (const QString &word : { u"yo'l"_s, u"qora"_s }) {
        Sql::run(db, u"DELETE FROM search_typo_keys WHERE key = ? AND word = ?"_s,
            { SearchPrefixCounts::otherScriptKeyOf(word), word });
    }
    QVERIFY(!findsInLatin(u"йул"_s, u"yo'l"_s));
    QVERIFY(!findsInLatin(u"кора"_s, u"qora"_s));
    const int before = m_db->versionOf(u"-other-script-typo-keys.sql") - 1;
    QVERIFY(before > 0);
    Sql::run(db, u"UPDATE meta SET value = ? WHERE key = 'schema_version'"_s, { before });
    m_db->migrate();
    QCOMPARE(m_db->schemaVersion(), latest);
    QVERIFY(findsInLatin(u"йул"_s, u"yo'l"_s));
    QVERIFY(findsInLatin(u"кора"_s, u"qora"_s));
    QVERIFY(compareWithIndex() > 500);
}

// A typo in a case ending (`достаевского`: three edits from Достоевский, one from its form
// достоевск) and a short Uzbek word typed with е for ё (`чаен` for the Latin Mehrobdan chayon)
// find their products through keys of the words' forms and of their other script's plain
// spelling; a catalog keyed before them gets them from the migration.
void tst_SearchTotals::migrationKeysTheWordsForms()
{
    importDemo(800); // its Фёдор Достоевский, Mehrobdan chayon
    const QSqlDatabase db = m_db->connection();
    QVERIFY(typosOfFormsFindAsSpelledRight(db));
    const int latest = m_db->schemaVersion();
    QVERIFY(forgetTyposOfForms(db));
    const int before = m_db->versionOf(u"-form-typo-keys.sql") - 1;
    QVERIFY(before > 0);
    Sql::run(db, u"UPDATE meta SET value = ? WHERE key = 'schema_version'"_s, { before });
    m_db->migrate();
    QCOMPARE(m_db->schemaVersion(), latest);
    QVERIFY(typosOfFormsFindAsSpelledRight(db));
    QVERIFY(compareWithIndex() > 500);
}

// `северного ветра` finds Северный ветер by ветер's form without its fleeting vowel (ветр, the
// stem of ветра): a catalog indexed before those forms gets them from the migration.
void tst_SearchTotals::migrationAddsFleetingVowelForms()
{
    importDemo(3000); // its Северный ветер
    const QSqlDatabase db = m_db->connection();
    const auto winds = [&db] { return searchTotal(db, u"северного ветра"_s); };
    const qint64 indexed = winds();
    QVERIFY(indexed > 0);
    // A catalog indexed before the forms, counted as that index.
    Sql::run(db,
        u"UPDATE product_search SET name = replace(name, ' ǂветр', '') "
        "WHERE name LIKE '%ǂветр%'"_s);
    SearchIndexWriter(db).recount();
    QCOMPARE(winds(), 0);
    const int latest = m_db->schemaVersion();
    const int before = m_db->versionOf(u"-fleeting-vowels.sql") - 1;
    QVERIFY(before > 0);
    Sql::run(db, u"UPDATE meta SET value = ? WHERE key = 'schema_version'"_s, { before });
    m_db->migrate();
    QCOMPARE(m_db->schemaVersion(), latest);
    QCOMPARE(winds(), indexed);
    QVERIFY(compareWithIndex() > 500);
    QVERIFY(commonWordsAreCounted());
    QVERIFY(phrasesAreTheBestTexts());
}

void tst_SearchTotals::migrationJoinsInitials()
{
    importDemo(800); // its J.K. Rowling
    const QSqlDatabase db = m_db->connection();
    const auto joined = [&db] { return *SearchPrefixCounts::productsMatching(db, u"jk"_s); };
    const qint64 rowlings = indexedProductsOfRowling(db);
    QVERIFY(rowlings > 0);
    QCOMPARE(joined(), rowlings);
    // A catalog indexed before initials were joined, counted as that index.
    Sql::run(db,
        u"UPDATE product_search SET author = replace(author, 'jk ', '') "
        "WHERE author LIKE 'j k jk %'"_s);
    SearchIndexWriter(db).recount();
    QCOMPARE(joined(), 0);
    const int latest = m_db->schemaVersion();
    const int before = m_db->versionOf(u"-joined-initials.sql") - 1;
    QVERIFY(before > 0);
    Sql::run(db, u"UPDATE meta SET value = ? WHERE key = 'schema_version'"_s, { before });
    m_db->migrate();
    QCOMPARE(m_db->schemaVersion(), latest);
    QCOMPARE(joined(), rowlings);
    QVERIFY(compareWithIndex() > 500);
    QVERIFY(phrasesAreTheBestTexts());
}

void tst_SearchTotals::recountReportsEachTenth()
{
    importDemo(800);
    QList<int> reported;
    SearchIndexWriter(m_db->connection()).recount([&reported](int percent) {
        reported << percent;
    });
    QCOMPARE(reported, (QList<int> { 10, 20, 30, 40, 50, 60, 70, 80, 90, 100 }));
    QVERIFY(compareWithIndex() > 500);
}

void tst_SearchTotals::directReindexKeepsThemInStep()
{
    // What PostgreSQL always runs, and SQLite outside bulk imports: a chunk at a time.
    importDemo(1500);
    const QSqlDatabase db = m_db->connection();
    Sql::Transaction transaction(db);
    Sql::run(db, u"UPDATE products SET name = 'Zuhra ' || name WHERE pk % 7 = 0"_s);
    Sql::run(db, u"UPDATE products SET active = 0 WHERE pk % 11 = 0"_s);
    Sql::run(db, u"UPDATE products SET popularity = popularity + 50000 WHERE pk % 13 = 0"_s);
    QList<qint64> pks;
    QSqlQuery all = Sql::run(db, u"SELECT pk FROM products"_s);
    while (all.next())
        pks << all.value(0).toLongLong();
    all.finish();
    SearchIndexWriter(db).reindex(pks);
    transaction.commit();
    QVERIFY(*SearchPrefixCounts::productsMatching(db, u"zuh"_s) > 100);
    QVERIFY(compareWithIndex() > 500);
    QVERIFY(phrasesAreTheBestTexts());
}

void tst_SearchTotals::commonWordsFollowTheirTypos()
{
    // A common word's typos are vocabulary words: a new word one edit away is one of its
    // terms from then on, and its counted total follows.
    importDemo(1500);
    const QSqlDatabase db = m_db->connection();
    const auto candidatesOf = [&db](const QString &word, int edits = 1) {
        return SearchPrefixCounts::typoCandidates(db, word, edits);
    };
    QString common;
    for (const CountedWord &counted : countedCommonWords(db)) {
        if (common.isEmpty() && SearchNormalForm::allowedEdits(counted.word) == 1
            && candidatesOf(counted.word).near.size() < SearchPrefixCounts::mostTypoCandidates
            && SearchNormalForm::scriptOf(counted.word) == SearchNormalForm::Script::Latin)
            common = counted.word;
    }
    QVERIFY2(!common.isEmpty(), "no common word of 5-8 Latin letters");
    const QString typo = common.left(common.size() - 1) + u'q';
    QVERIFY(!candidatesOf(common).near.contains(typo));
    const qint64 before = *SearchPrefixCounts::productsMatchingUnion(
        db, common, SearchText::terms({ common }, candidatesOf).constFirst());

    QSqlQuery active = Sql::run(db, u"SELECT MIN(pk) FROM products WHERE active = 1"_s);
    active.next();
    const qint64 pk = active.value(0).toLongLong();
    active.finish();
    const auto rename = [&db, pk](const QString &name) {
        Sql::Transaction transaction(db);
        Sql::run(db, u"UPDATE products SET name = ? WHERE pk = ?"_s, { name, pk });
        SearchIndexWriter(db).reindex({ pk });
        transaction.commit();
    };
    rename(u"Zarafshon "_s + typo);
    QVERIFY(candidatesOf(common).near.contains(typo));
    const QList<SearchText::Term> terms = SearchText::terms({ common }, candidatesOf).constFirst();
    QVERIFY(SearchPrefixCounts::productsMatchingUnion(db, common, terms));
    QVERIFY(compareWithIndex() > 500);
    const SearchWalk walked = walkSearch(SearchRepository(db), { common }, 20);
    QCOMPARE(walked.totals.value(0), qint64(walked.hits.size()));
    QCOMPARE(walked.hits.size(), rankedMatches(db, { common }).size());
    rename(u"Zarafshon"_s);
    QVERIFY(!candidatesOf(common).near.contains(typo));
    QCOMPARE(*SearchPrefixCounts::productsMatchingUnion(
                 db, common, SearchText::terms({ common }, candidatesOf).constFirst()),
        before);
    QVERIFY(compareWithIndex() > 500);
}

void tst_SearchTotals::longerWordsAreLeftToTheIndex()
{
    importDemo(200);
    const QSqlDatabase db = m_db->connection();
    QVERIFY(!SearchPrefixCounts::productsMatching(db, QString(25, u'k')));
    QVERIFY(!SearchPrefixCounts::productsMatching(db, u"…"_s)); // no word at all
    QCOMPARE(SearchPrefixCounts::productsMatching(db, u"qx"_s), 0); // in no product
    QVERIFY(*SearchPrefixCounts::productsMatching(db, u"stationery"_s) > 20);
    QCOMPARE(SearchPrefixCounts::productsMatching(db, u"É"_s),
        SearchPrefixCounts::productsMatching(db, u"e"_s));
    // The words a prefix stands for: folded like the index, none when there are too many.
    QCOMPARE(SearchPrefixCounts::wordsStartingWith(db, u"Boo"_s, 5),
        QStringList({ u"book"_s, u"books"_s }));
    QVERIFY(!SearchPrefixCounts::wordsStartingWith(db, u"b"_s, 2));
    QCOMPARE(SearchPrefixCounts::wordsStartingWith(db, u"qx"_s, 2), QStringList());
}

void tst_SearchTotals::pagesWalkEveryRankExactly_data()
{
    QTest::addColumn<QString>("q");
    QTest::addColumn<int>("pageSize");
    for (const int pageSize : { 7, 20 }) {
        for (const QString &q : { u"a"_s, u"k"_s, u"с"_s, u"ш"_s, u"ki"_s, u"kitob"_s, u"qodiriy"_s,
                 u"book"_s, u"o'tkan"_s, u"sir va"_s, u"stationery"_s, u"fiction"_s,
                 u"ўткан кунлар"_s, u"voyna i mir"_s }) {
            QTest::addRow("%s by %d", qPrintable(q), pageSize) << q << pageSize;
        }
    }
}

void tst_SearchTotals::pagesWalkEveryRankExactly()
{
    QFETCH(QString, q);
    QFETCH(int, pageSize);
    importDemo(1500);
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
}

QTEST_GUILESS_MAIN(tst_SearchTotals)
#include "tst_searchtotals.moc"
