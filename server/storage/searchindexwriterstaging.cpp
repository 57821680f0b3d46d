#include "server/storage/searchindexwriter.h"

// SearchIndexWriter's bulk mode on SQLite: the staged rows, moved into the index in key order
// when the write finishes, and the merge after a large load (docs/search.md).

#include <QSqlQuery>

#include "server/storage/fts5segments.h"
#include "server/storage/searchdialect.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

// FTS5 writes a segment when its pending data passes this many bytes ("hashsize"; 1 MiB by
// default). A bulk load in key order with 64 MiB makes ~50 times fewer segments to merge.
constexpr qint64 defaultHashSize = 1024 * 1024;
constexpr qint64 bulkHashSize = 64 * 1024 * 1024;
// Rows per INSERT ... SELECT when finish() moves the staged rows: progress (and a cancel) comes
// every few hundred milliseconds at most.
constexpr qint64 rowsPerMove = 20000;
// A bulk load that wrote at least 1/largeLoadShare of the index's entries merges its segments.
constexpr qint64 largeLoadShare = 4;
// The merge's share of finish()'s work, per staged row (docs/search.md, "One segment after a
// load, in steps").
constexpr qint64 rowsPerMergeUnit = 8;

// SQLite's FTS5 indexes the writer keeps (their configuration and segments are set as one).
const QStringList fullTextIndexes { u"product_search"_s, u"suggestion_search"_s,
    u"suggestion_phrase_search"_s };

// Bulk mode's temporary tables (beginStaging()).
const QStringList stagingTables { u"search_stage_products"_s, u"search_stage_stale"_s,
    u"search_stage_entries"_s, u"search_stage_texts"_s, u"search_stage_phrase_texts"_s,
    u"search_stage_phrases"_s };

} // namespace

void SearchIndexWriter::beginStaging()
{
    // Temporary tables live and die with the connection's transaction like any other change:
    // a failed or cancelled import leaves none behind. INTEGER PRIMARY KEY keeps them in key
    // order.
    for (const QString &table : stagingTables)
        Sql::run(m_db, u"DROP TABLE IF EXISTS temp."_s + table);
    Sql::run(m_db, u"CREATE TEMP TABLE search_stage_products (pk INTEGER PRIMARY KEY)"_s);
    Sql::run(m_db, u"CREATE TEMP TABLE search_stage_stale (key INTEGER PRIMARY KEY)"_s);
    Sql::run(m_db,
        u"CREATE TEMP TABLE search_stage_entries (key INTEGER PRIMARY KEY, pk INTEGER, "
        "name TEXT, author TEXT, categories TEXT, kinds TEXT)"_s);
    Sql::run(m_db,
        u"CREATE TEMP TABLE search_stage_texts (id INTEGER PRIMARY KEY, product_pk INTEGER, "
        "text TEXT, search_text TEXT)"_s);
    // The texts whose phrase is chosen again, and the chosen rows.
    Sql::run(m_db, u"CREATE TEMP TABLE search_stage_phrase_texts (text TEXT PRIMARY KEY)"_s);
    Sql::run(m_db,
        u"CREATE TEMP TABLE search_stage_phrases (id INTEGER PRIMARY KEY, text TEXT, "
        "search_text TEXT)"_s);
    Fts5Segments::setHashSize(m_db, fullTextIndexes, bulkHashSize);
}

void SearchIndexWriter::finish(const std::function<void(qint64)> &progress)
{
    if (!m_pendingPhrases.isEmpty())
        replacePendingPhrases();
    if (!staging()) {
        // Before anything searches the index (the common words' counts below).
        const auto built = [&progress] {
            if (progress)
                progress(0);
        };
        m_entryIndexes.restore(m_db, built);
        m_textIndexes.restore(m_db, built);
        if (m_phrasesAtFinish)
            chooseEveryPhrase();
        m_prefixCounts.apply(m_db); // what PostgreSQL's bulk write kept back
        m_prefixCounts.countCommonWords(m_db);
        return;
    }
    // Decided before the move changes the index's count, as finishWork() promised it.
    const qint64 mergeUnits = mergeWork();
    // Old rows first: a product whose key did not change gets its new row afterwards. Both
    // deletes run in rowid order too (the IN lists are sorted).
    countOut(u"SELECT key FROM temp.search_stage_stale"_s, {});
    m_prefixCounts.apply(m_db);
    Sql::run(m_db,
        SearchDialect(m_db).deleteProductEntries(u"SELECT key FROM temp.search_stage_stale"_s));
    Sql::run(m_db,
        u"INSERT OR IGNORE INTO temp.search_stage_phrase_texts (text) SELECT text FROM "
        "suggestion_texts WHERE product_pk IN (SELECT pk FROM temp.search_stage_products)"_s);
    Sql::run(m_db,
        u"INSERT OR IGNORE INTO temp.search_stage_phrase_texts (text) "
        "SELECT text FROM temp.search_stage_texts"_s);
    Sql::run(m_db,
        u"DELETE FROM suggestion_texts WHERE id IN (SELECT id FROM suggestion_texts "
        "WHERE product_pk IN (SELECT pk FROM temp.search_stage_products))"_s);
    moveInKeyOrder(u"temp.search_stage_entries"_s, u"key"_s,
        u"product_search (rowid, pk, name, author, categories, kinds)"_s,
        u"key, pk, name, author, categories, kinds"_s, progress);
    m_prefixCounts.countCommonWords(m_db); // the index holds every entry now
    m_textIndexes.suspend(m_db, u"suggestion_texts"_s, m_stagedTexts);
    // The insert trigger feeds suggestion_search in the same order.
    moveInKeyOrder(u"temp.search_stage_texts"_s, u"id"_s,
        u"suggestion_texts (id, product_pk, text, search_text)"_s,
        u"id, product_pk, text, search_text"_s, progress);
    m_textIndexes.restore(m_db);

    // Each changed text's phrase again: its row with the largest id (see replacePhrases()).
    Sql::run(m_db,
        u"DELETE FROM suggestion_phrases WHERE id IN (SELECT id FROM suggestion_phrases "
        "WHERE text IN (SELECT text FROM temp.search_stage_phrase_texts))"_s);
    Sql::run(m_db,
        u"INSERT INTO temp.search_stage_phrases (id, text, search_text) "
        "SELECT id, text, search_text FROM suggestion_texts WHERE id IN (SELECT MAX(id) "
        "FROM suggestion_texts WHERE text IN (SELECT text FROM temp.search_stage_phrase_texts) "
        "GROUP BY text)"_s);
    // The phrases are not in finishWork(): reported as no units, each slice still a moment to
    // cancel.
    moveInKeyOrder(u"temp.search_stage_phrases"_s, u"id"_s,
        u"suggestion_phrases (id, text, search_text)"_s, u"id, text, search_text"_s,
        [&progress](qint64) {
            if (progress)
                progress(0);
        });
    mergeSegmentsAfterLargeLoad(progress, mergeUnits);
    Fts5Segments::setHashSize(m_db, fullTextIndexes, defaultHashSize);
    for (const QString &table : stagingTables)
        Sql::run(m_db, u"DROP TABLE temp."_s + table);
    m_stagedRows = m_stagedEntries = m_stagedTexts = 0;
    m_mode = Mode::Direct;
}

qint64 SearchIndexWriter::finishWork() const
{
    return m_stagedRows + mergeWork();
}

qint64 SearchIndexWriter::mergeWork() const
{
    // Merging costs about what writing the index did, so only a load that writes a large share
    // of it merges (docs/search.md "One segment after a load"); a small one is not promised it.
    const bool merges = staging()
        && m_stagedEntries * largeLoadShare
            >= SearchPrefixCounts::indexedEntries(m_db) + m_stagedEntries;
    return merges ? std::max<qint64>(1, m_stagedRows / rowsPerMergeUnit) : 0;
}

void SearchIndexWriter::mergeSegmentsAfterLargeLoad(
    const std::function<void(qint64)> &progress, qint64 work)
{
    // A load leaves each FTS5 index in several segments (one per hashsize of pending data, and
    // the ones before it), and a prefix longer than the prefix index (a code's part, §5.1)
    // probes every segment: at 1,000,000 products 1.2 ms each from a cold page cache, 0.13 ms
    // from one segment.
    if (work == 0)
        return;
    qint64 reported = 0;
    // Every step reports, if only that no unit is done: the caller may cancel there.
    const auto report = [&](qint64 done) {
        done = std::max(reported, done);
        if (progress)
            progress(done - reported);
        reported = done;
    };
    Fts5Segments::mergeInSteps(m_db, fullTextIndexes,
        [&](qint64 pagesMerged, qint64 pages) { report(pagesMerged * work / pages); });
    report(work);
}

void SearchIndexWriter::moveInKeyOrder(const QString &from, const QString &key, const QString &into,
    const QString &columns, const std::function<void(qint64)> &progress)
{
    // Slices of consecutive keys: each INSERT continues where the previous one ended, so the
    // whole move stays in ascending rowid order.
    for (qint64 after = std::numeric_limits<qint64>::min();;) {
        QSqlQuery slice = Sql::run(m_db,
            u"SELECT MAX(%1), COUNT(*) FROM (SELECT %1 FROM %2 WHERE %1 > ? ORDER BY %1 LIMIT ?)"_s
                .arg(key, from),
            { after, rowsPerMove });
        const qint64 rows = slice.next() ? slice.value(1).toLongLong() : 0;
        if (rows == 0)
            return;
        const qint64 last = slice.value(0).toLongLong();
        slice.finish();
        Sql::run(m_db,
            u"INSERT INTO %1 SELECT %2 FROM %3 WHERE %4 > ? AND %4 <= ? ORDER BY %4"_s.arg(
                into, columns, from, key),
            { after, last });
        after = last;
        if (progress)
            progress(rows);
    }
}
