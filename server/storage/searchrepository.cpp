#include "server/storage/searchrepository.h"

#include <QSet>
#include <QSqlQuery>
#include <QVariant>

#include "server/domain/searchtext.h"
#include "server/storage/searchdialect.h"
#include "server/storage/searchprefixcounts.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

QString timestamp(const QDateTime &at)
{
    return at.toUTC().toString(Qt::ISODateWithMs);
}

// FTS5's prefix index covers prefixes up to this long (the schema's prefix = '1 2 3'): those
// stream without help.
constexpr qsizetype longestIndexedPrefix = 3;
// More completions than this: the prefix itself (an OR of many words costs more per row).
constexpr int mostCompletions = 32;

// PostgreSQL: GIN finds a query's matches in no useful order, so a page of them is either
// streamed in key order (matches checked row by row: fast when they are dense among the first
// rows) or gathered from the index and sorted (in proportion to their number). The planner
// cannot tell which: it assumes matches spread evenly over the key order, and stationery's
// words live among the less popular products ("ruchka" read 21,000 rows for 20 names). At most
// this many matches (the counts tell) are gathered at once; more are streamed first, over at
// most streamedRows + rowsPerWanted per wanted row, and gathered when those did not hold the
// page.
constexpr qint64 fewMatches = 1000;
constexpr qint64 streamedRows = 1000;
constexpr qint64 rowsPerWanted = 20;

SearchRepository::Hit hitOf(const QSqlQuery &row)
{
    return { row.value(0).toLongLong(), row.value(1).toString(), row.value(2).toString(),
        row.value(3).toLongLong(), row.value(4).toString() };
}

} // namespace

SearchRepository::SearchRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

QStringList SearchRepository::completionsOfLastWord(const QStringList &words) const
{
    if (words.isEmpty() || Sql::isPostgres(m_db)
        || SearchText::indexWords(words.constLast()).value(0).size() <= longestIndexedPrefix)
        return {};
    return SearchPrefixCounts::wordsStartingWith(m_db, words.constLast(), mostCompletions)
        .value_or(QStringList());
}

qint64 SearchRepository::countMatches(const SearchDialect::ProductQuery &query) const
{
    QSqlQuery total
        = Sql::run(m_db, u"SELECT COUNT(*) FROM %1 WHERE %2"_s.arg(query.source, query.condition),
            { query.expression });
    return total.next() ? total.value(0).toLongLong() : 0;
}

void SearchRepository::appendMatches(const SearchDialect::ProductQuery &query, qint64 offset,
    qint64 limit, QList<Hit> *hits, std::optional<qint64> matchesAtMost) const
{
    if (!Sql::isPostgres(m_db)) {
        // Streams matches in rowid order (popularity first, see the schema) and stops at the
        // page: no sort of every match of a broad prefix.
        QSqlQuery rows = Sql::run(m_db,
            u"SELECT p.id, p.type, p.name, p.price, p.image FROM %1 "
            "JOIN products p ON p.pk = s.pk WHERE %2 ORDER BY %3 DESC LIMIT ? OFFSET ?"_s.arg(
                query.source, query.condition, query.order),
            { query.expression, limit, offset });
        while (rows.next())
            hits->append(hitOf(rows));
        return;
    }
    // The page's keys first, then their products (the join never runs over every match).
    // Prepared once per connection: the two shapes below have one sensible plan each, so
    // PostgreSQL's generic plan is the custom one, and a search saves two round trips and the
    // planning.
    const QString select = u"SELECT p.id, p.type, p.name, p.price, p.image FROM (%1) s "
                           "JOIN products p ON p.pk = s.pk ORDER BY s.search_key DESC"_s;
    if (!query.namePrefix.isEmpty()) {
        // One word in the names: the name words it is a prefix of, each found by one step
        // through search_name_words (words sort byte-wise, below prefix + U+10FFFF), and the
        // first keys of each of them merged. A product whose name has several of the words
        // counts once; the first offset + limit keys of every word hold the page's.
        const QString prefix = query.namePrefix;
        const QString end = prefix + QChar(0xDBFF) + QChar(0xDFFF);
        QSqlQuery &rows = Sql::runCached(m_db,
            u"WITH RECURSIVE c (word) AS ("
            "(SELECT word FROM search_name_words WHERE word >= ? AND word < ? ORDER BY word "
            "LIMIT 1) UNION ALL SELECT (SELECT n.word FROM search_name_words n "
            "WHERE n.word > c.word AND n.word < ? ORDER BY n.word LIMIT 1) "
            "FROM c WHERE c.word IS NOT NULL) "_s
                + select.arg(u"SELECT DISTINCT w.search_key, w.pk FROM c CROSS JOIN LATERAL "
                             "(SELECT n.search_key, n.pk FROM search_name_words n "
                             "WHERE n.word = c.word ORDER BY n.search_key DESC LIMIT ?) w "
                             "WHERE c.word IS NOT NULL "
                             "ORDER BY w.search_key DESC LIMIT ? OFFSET ?"_s),
            { prefix, end, end, offset + limit, limit, offset });
        while (rows.next())
            hits->append(hitOf(rows));
        rows.finish();
        return;
    }
    if (!matchesAtMost || *matchesAtMost > fewMatches) {
        // Streamed over the first rows in key order only: a full page from them is the page.
        const qint64 head = streamedRows + rowsPerWanted * (offset + limit);
        QSqlQuery &rows = Sql::runCached(m_db,
            select.arg(u"SELECT s.search_key, s.pk FROM (SELECT * FROM %1 ORDER BY %3 DESC "
                       "LIMIT ?) s WHERE %2 ORDER BY s.search_key DESC LIMIT ? OFFSET ?"_s.arg(
                           query.source, query.condition, query.order)),
            { head, query.expression, limit, offset });
        QList<Hit> page;
        while (rows.next())
            page.append(hitOf(rows));
        rows.finish();
        if (page.size() == limit) {
            hits->append(page);
            return;
        }
    }
    // Gathered from the index and sorted: "+ 0" keeps the planner off the key order.
    QSqlQuery &rows = Sql::runCached(m_db,
        select.arg(u"SELECT s.search_key, s.pk FROM %1 WHERE %2 ORDER BY %3 + 0 DESC "
                   "LIMIT ? OFFSET ?"_s.arg(query.source, query.condition, query.order)),
        { query.expression, limit, offset });
    while (rows.next())
        hits->append(hitOf(rows));
    rows.finish();
}

QList<SearchRepository::Hit> SearchRepository::codeMatches(
    const QStringList &codes, const std::optional<SearchDialect::ProductQuery> &words) const
{
    QList<Hit> hits;
    if (codes.isEmpty())
        return hits;
    const QString marks = Sql::placeholders(codes.size());
    QVariantList values;
    for (int round = 0; round < 2; ++round) {
        for (const QString &code : codes)
            values << code;
    }
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT pk, id, type, name, price, image FROM products WHERE active = 1 AND pk IN ("
        "SELECT pk FROM products WHERE active = 1 AND code IN ("_s
            + marks + u") UNION SELECT v.product_pk FROM variants v WHERE v.barcode IN ("_s + marks
            + u")) ORDER BY popularity DESC, pk"_s,
        values);
    QList<qint64> pks;
    while (rows.next()) {
        pks << rows.value(0).toLongLong();
        hits.append({ rows.value(1).toLongLong(), rows.value(2).toString(),
            rows.value(3).toString(), rows.value(4).toLongLong(), rows.value(5).toString() });
    }
    rows.finish();
    if (hits.isEmpty() || !words)
        return hits;
    // A product that also matches the words is listed once, among the word matches.
    for (qsizetype i = hits.size() - 1; i >= 0; --i) {
        QSqlQuery both = Sql::run(m_db,
            u"SELECT 1 FROM %1 WHERE %2 AND s.pk = ?"_s.arg(words->source, words->condition),
            { words->expression, pks.at(i) });
        if (both.next())
            hits.removeAt(i);
    }
    return hits;
}

SearchRepository::Page SearchRepository::search(
    const QStringList &words, qint64 page, int pageSize, const QStringList &codes) const
{
    Page result;
    const SearchDialect dialect(m_db);
    const QStringList completions = completionsOfLastWord(words);
    const SearchDialect::ProductQuery all = dialect.everyWord(words, completions);
    const QList<Hit> byCode
        = codeMatches(codes, words.isEmpty() ? std::nullopt : std::optional(all));
    const qint64 offset = Sql::offsetOf(page, pageSize);
    for (qint64 i = offset; i < byCode.size() && result.items.size() < pageSize; ++i)
        result.items.append(byCode.at(i));
    result.total = byCode.size();
    if (words.isEmpty())
        return result;
    // Relevance in two tiers: products whose name holds all the words, then the others
    // (author, category, type words); popularity within each tier.
    const SearchDialect::ProductQuery inName = dialect.everyWordInName(words, completions);
    // The index holds active products only (SearchIndexWriter), so counting needs no join.
    // One-word searches, the broadest ones, are counted ahead (SearchPrefixCounts).
    std::optional<qint64> wordTotal;
    if (words.size() == 1)
        wordTotal = SearchPrefixCounts::productsMatching(m_db, words.first());
    if (!wordTotal)
        wordTotal = countMatches(all);
    result.total += *wordTotal;
    if (*wordTotal == 0)
        return result;
    const qint64 wordOffset = std::max<qint64>(0, offset - byCode.size());
    const qsizetype before = result.items.size();
    const qint64 wanted = pageSize - before;
    if (wanted <= 0)
        return result;
    appendMatches(inName, wordOffset, wanted, &result.items, wordTotal);
    const qint64 fromName = result.items.size() - before;
    if (fromName == wanted)
        return result; // the name tier fills the page: its size is not needed
    // The name tier ends on this page, or before it: its size follows from what came back,
    // unless the page starts past its end.
    const qint64 nameTotal
        = fromName > 0 || wordOffset == 0 ? wordOffset + fromName : countMatches(inName);
    if (*wordTotal > nameTotal) {
        appendMatches(dialect.everyWordNotAllInName(words, completions),
            std::max<qint64>(0, wordOffset - nameTotal), pageSize - result.items.size(),
            &result.items, *wordTotal - nameTotal);
    }
    return result;
}

std::optional<SearchRepository::Hit> SearchRepository::topHit(const QStringList &words) const
{
    if (words.isEmpty())
        return std::nullopt;
    const SearchDialect dialect(m_db);
    const QStringList completions = completionsOfLastWord(words);
    QList<Hit> hits;
    appendMatches(dialect.everyWordInName(words, completions), 0, 1, &hits);
    if (hits.isEmpty()) // no name holds every word: the first of the other tier
        appendMatches(dialect.everyWord(words, completions), 0, 1, &hits);
    return hits.isEmpty() ? std::nullopt : std::optional<Hit>(hits.constFirst());
}

QStringList SearchRepository::suggestions(
    const QStringList &words, std::optional<qint64> sellerId, int limit) const
{
    QStringList result;
    if (words.isEmpty())
        return result;
    // Texts stream most popular first (their ids are keyed like the search index).
    const SearchDialect dialect(m_db);
    if (!sellerId) {
        // Each text once (suggestion_phrases): the first `limit` matches are the answer.
        constexpr auto scope = SearchDialect::SuggestionScope::AllSellers;
        QSqlQuery rows = Sql::run(m_db,
            u"SELECT t.text FROM %1WHERE %2 ORDER BY %3 DESC LIMIT ?"_s.arg(
                dialect.suggestionSource(scope), dialect.suggestionMatch(scope),
                dialect.suggestionOrder()),
            { dialect.allWords(words), limit });
        while (rows.next())
            result << rows.value(0).toString();
        return result;
    }
    // One seller's: a row per product and text, distinct ones kept until the limit. The scan
    // is bounded for very broad prefixes.
    constexpr auto scope = SearchDialect::SuggestionScope::OneSeller;
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT t.text FROM %1JOIN products p ON p.pk = t.product_pk AND p.seller_id = ? "
        "WHERE %2 ORDER BY %3 DESC LIMIT 5000"_s.arg(dialect.suggestionSource(scope),
            dialect.suggestionMatch(scope), dialect.suggestionOrder()),
        { *sellerId, dialect.allWords(words) });
    QSet<QString> seen;
    while (result.size() < limit && rows.next()) {
        const QString text = rows.value(0).toString();
        if (!seen.contains(text)) {
            seen.insert(text);
            result << text;
        }
    }
    return result;
}

void SearchRepository::recordSearch(
    const QString &text, const std::optional<QString> &resultName, const QDateTime &at) const
{
    // Prepared once per connection: the search log appends in batches.
    QSqlQuery &insert
        = Sql::cached(m_db, u"INSERT INTO searches (text, result_name, at) VALUES (?, ?, ?)"_s);
    insert.addBindValue(text);
    insert.addBindValue(
        resultName ? QVariant(*resultName) : QVariant(QMetaType::fromType<QString>()));
    insert.addBindValue(timestamp(at));
    Sql::exec(insert);
    insert.finish();
}

void SearchRepository::prune(const QDateTime &before) const
{
    Sql::run(m_db, u"DELETE FROM searches WHERE at < ?"_s, { timestamp(before) });
}

QList<SearchRepository::TrendingEntry> SearchRepository::trending(
    const QDateTime &since, int limit) const
{
    const QString from = timestamp(since);
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT s.text, COUNT(*) AS total, MAX(s.at) AS latest, "
        "(SELECT l.result_name FROM searches l WHERE l.text = s.text AND l.at >= ? "
        " AND l.result_name IS NOT NULL ORDER BY l.at DESC, l.id DESC LIMIT 1) "
        "FROM searches s WHERE s.at >= ? AND s.result_name IS NOT NULL "
        "GROUP BY s.text ORDER BY total DESC, latest DESC, s.text LIMIT ?"_s,
        { from, from, limit });
    QList<TrendingEntry> entries;
    while (rows.next()) {
        entries.append(
            { rows.value(0).toString(), rows.value(3).toString(), rows.value(1).toLongLong() });
    }
    return entries;
}
