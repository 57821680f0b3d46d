#include "server/storage/searchrepository.h"

#include <QSet>
#include <QSqlQuery>
#include <QVariant>
#include <algorithm>
#include <limits>
#include <type_traits>

#include "common/searchnormalform.h"
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
// this many matches (the counts tell) are gathered at once; more are streamed first, and
// gathered when the streamed rows did not hold the page (streamedHead).
constexpr qint64 fewMatches = 1000;
constexpr qint64 streamedRows = 1000;
constexpr qint64 rowsPerWanted = 20;

// PostgreSQL: how many rows in key order a page streams before its matches are gathered
// instead (0: gathered at once), of `indexed` entries. When the rank's own bound is known, twice
// the rows that would hold that many matches if they were spread evenly, and never more rows
// than there are matches: streaming a row costs about what gathering a match does (4 µs each
// at 1,000,000), so a stream in vain at most doubles the gather. At least streamedRows +
// rowsPerWanted per wanted row; only that when the count is the search's total (a rank's
// matches may be none of them) or unknown (suggestions).
qint64 streamedHead(qint64 offset, qint64 limit,
    const std::optional<SearchRepository::MatchCount> &counted, qint64 indexed)
{
    const qint64 wanted = offset + limit;
    const qint64 minimum = streamedRows + rowsPerWanted * wanted;
    if (!counted)
        return minimum;
    const qint64 matches = counted->atMost;
    if (matches <= fewMatches)
        return 0;
    if (!counted->ofRank)
        return minimum;
    const qint64 evenlySpread = 2 * wanted * (std::max(indexed, matches) / matches);
    return std::min(matches, std::max(minimum, evenlySpread));
}

// The vocabulary counts words and (PostgreSQL, SearchPrefixCounts::IndexedWord) forms, whole:
// not prefixes, not code parts.
bool isCountedTerm(const SearchText::Term &term)
{
    return !term.prefix
        && (SearchText::isWordToken(term.token) || SearchText::isFormToken(term.token));
}

SearchRepository::Hit hitOf(const QSqlQuery &row)
{
    return { row.value(0).toLongLong(), row.value(1).toString(), row.value(2).toString(),
        row.value(3).toLongLong(), row.value(4).toString() };
}

// A search's statements have a handful of shapes (the match expression is bound): SQLite keeps
// each prepared per connection, since parsing them again cost a light search about a tenth of
// its time. PostgreSQL plans each with its expression (a prepared statement may get a generic
// plan that does not know how many rows the expression matches).
template<typename Read>
void readRows(
    const QSqlDatabase &db, const QString &statement, const QVariantList &values, Read read)
{
    if (Sql::isPostgres(db)) {
        QSqlQuery rows = Sql::run(db, statement, values);
        read(rows);
        return;
    }
    QSqlQuery &rows = Sql::runCached(db, statement, values);
    read(rows);
    rows.finish();
}

// PostgreSQL: a page of an index's matches in key order (see fewMatches), as `columns` of the
// query's alias inside `around` (its %1: the statement of the page's matches), each row read by
// rowOf. Streamed over the first `head` rows in key order from `topKey` down (streamedHead; no
// match has a higher key), and kept when those held a full page; else gathered from the index and
// sorted ("+ 0" keeps the planner off the key order). Prepared once per connection: each of the two
// shapes has one sensible plan, so PostgreSQL's generic plan is the custom one, and a search saves
// the round trips and the planning.
template<typename RowOf>
auto pageInKeyOrder(const QSqlDatabase &db, const SearchDialect::IndexQuery &query,
    const QString &columns, const QString &around, qint64 offset, qint64 limit, qint64 head,
    qint64 topKey, RowOf rowOf)
{
    QList<std::invoke_result_t<RowOf, const QSqlQuery &>> page;
    const auto read = [&](const QString &matches, const QVariantList &values) {
        page.clear();
        QSqlQuery &rows = Sql::runCached(db, around.arg(matches), values);
        while (rows.next())
            page.append(rowOf(rows));
        rows.finish();
    };
    if (head > 0) {
        read(u"SELECT %1 FROM (SELECT * FROM %2 WHERE %5 <= ? ORDER BY %5 DESC LIMIT ?) %3 "
             "WHERE %4 ORDER BY %5 DESC LIMIT ? OFFSET ?"_s.arg(
                 columns, query.source, query.alias, query.condition, query.order),
            { topKey, head, query.expression, limit, offset });
        if (page.size() == limit)
            return page;
    }
    read(u"SELECT %1 FROM %2 WHERE %3 ORDER BY %4 + 0 DESC LIMIT ? OFFSET ?"_s.arg(
             columns, query.source, query.condition, query.order),
        { query.expression, limit, offset });
    return page;
}

} // namespace

SearchRepository::SearchRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

QList<QList<SearchText::Term>> SearchRepository::termsOf(
    const QStringList &words, bool forSuggestions) const
{
    return SearchText::terms(
        words,
        [this](const QString &word, int edits) {
            return SearchPrefixCounts::typoCandidates(m_db, word, edits);
        },
        forSuggestions);
}

QList<QList<SearchText::Term>> SearchRepository::expanded(
    QList<QList<SearchText::Term>> terms) const
{
    // FTS5 merges every word a long prefix starts before it returns one row; an OR of the
    // words themselves (search_words) streams in rowid order (SearchPrefixCounts). GIN's
    // partial match of a prefix reads the lexemes' range, and its matches are checked again
    // row by row in the table (twice the time of "ўткан кунлар"'s total at 1,000,000): the
    // words themselves there too, at any length.
    const qsizetype shortestExpanded = Sql::isPostgres(m_db) ? 1 : longestIndexedPrefix + 1;
    for (QList<SearchText::Term> &termsOfWord : terms) {
        QList<SearchText::Term> completed;
        for (const SearchText::Term &term : std::as_const(termsOfWord)) {
            const auto completions = term.prefix && SearchText::isWordToken(term.token)
                    && term.token.size() >= shortestExpanded
                ? SearchPrefixCounts::wordsStartingWith(m_db, term.token, mostCompletions)
                : std::nullopt;
            if (!completions) {
                completed << term;
                continue;
            }
            for (const QString &word : *completions)
                completed << SearchText::Term { word, false, term.rank };
        }
        termsOfWord = completed;
    }
    return terms;
}

qint64 SearchRepository::totalOfOneWord(const QString &word,
    const QList<SearchText::Term> &wordTerms, const QList<SearchText::Term> &terms) const
{
    // Every match of a one-word search has a word starting with it (counted ahead in
    // search_prefix_counts: a broad word such as "book" matches most of the catalog, and
    // counting that in the index takes time in proportion), or matches one of its other
    // terms (forms, the other script, typos: few products) without one. A letter's or a
    // common word's whole union is counted ahead too.
    if (const auto counted = SearchPrefixCounts::productsMatchingUnion(m_db, word, wordTerms))
        return *counted;
    const SearchDialect dialect(m_db);
    const QString key = SearchText::indexWords(word).value(0);
    // -1: not counted ahead (a word longer than the counted prefixes).
    const qint64 startingWith
        = key.isEmpty() ? -1 : SearchPrefixCounts::productsMatching(m_db, word).value_or(-1);
    QList<SearchText::Term> startingTerms;
    QList<SearchText::Term> others;
    for (const SearchText::Term &term : terms) {
        // The word and its completions (SQLite: termsOf) all start with it.
        if (SearchText::isWordToken(term.token) && term.token.startsWith(key))
            startingTerms << term;
        else
            others << term;
    }
    const QString all = dialect.expression({ terms }, SearchText::Typo);
    if (startingWith < 0)
        return countMatches(dialect.products(all));
    if (others.isEmpty())
        return startingWith;
    if (const auto counted = unionOfCounted(startingWith, startingTerms, others))
        return *counted;
    // Excluded as the terms stand (SQLite: the prefix's completions when termsOf listed them),
    // not as the bare prefix: a prefix beyond FTS5's prefix index merges every word it starts,
    // which cost "book" at 1,000,000 products five times its completions.
    const QString prefix = dialect.expression({ startingTerms }, SearchText::Typo);
    return startingWith
        + countMatches(dialect.products(
            dialect.without(dialect.expression({ others }, SearchText::Typo), prefix)));
}

std::optional<qint64> SearchRepository::unionOfCounted(qint64 startingWith,
    const QList<SearchText::Term> &startingTerms, const QList<SearchText::Term> &others) const
{
    // PostgreSQL's vocabulary counts every word and form (SearchPrefixCounts::IndexedWord). The
    // other terms of a typo or another spelling are mostly held by no product, or by one word's
    // products (`kodiriy`: qodiriy's 8,943), which need no count in the index, where every
    // match is a visit to its row; two sets need only their common rows counted there (GIN
    // intersects them first). A word whose form is among the terms adds nothing to it: every
    // entry that holds a word holds its forms (but the type words, SearchText::kindWords, and
    // joined initials): checked in the index too, where GIN finds no row to visit. More sets
    // than two are counted as before.
    if (!Sql::isPostgres(m_db))
        return std::nullopt;
    QStringList tokens;
    for (const SearchText::Term &term : others) {
        if (!isCountedTerm(term))
            return std::nullopt;
        tokens << term.token;
    }
    tokens.removeDuplicates();
    const QHash<QString, SearchPrefixCounts::IndexedWord> indexed
        = SearchPrefixCounts::indexedWords(m_db, tokens);
    QSet<QString> held;
    for (const QString &token : std::as_const(tokens)) {
        if (indexed.value(token).products > 0)
            held.insert(token);
    }
    const auto heldForms = [&held](const QString &token) {
        QList<SearchText::Term> forms;
        if (!SearchText::isWordToken(token) || SearchText::isKindWord(token))
            return forms;
        for (const QString &form : SearchNormalForm::forms(token)) {
            if (const QString marked = QChar(SearchText::formMark) + form; held.contains(marked))
                forms << SearchText::Term { marked, false, SearchText::Exact };
        }
        return forms;
    };
    const SearchDialect dialect(m_db);
    const auto expression = [&dialect](const QList<QList<SearchText::Term>> &sets) {
        return dialect.expression(sets, SearchText::Typo);
    };
    QList<QList<SearchText::Term>> sets;
    qint64 sum = 0;
    QStringList withinForms; // each word's expression without its held forms
    // The words starting with it likewise, when each is listed and has its form among the
    // terms (`qalamlar`: qalamlarni… are within ǂqalam).
    QStringList startingWithinForms;
    for (const SearchText::Term &term : startingTerms) {
        const QList<SearchText::Term> forms
            = term.prefix ? QList<SearchText::Term>() : heldForms(term.token);
        if (forms.isEmpty())
            break;
        startingWithinForms << dialect.without(expression({ { term } }), expression({ forms }));
    }
    if (startingWith > 0 && startingWithinForms.size() == startingTerms.size()) {
        withinForms << startingWithinForms;
    } else if (startingWith > 0) {
        sets << startingTerms;
        sum += startingWith;
    }
    for (const QString &token : std::as_const(tokens)) {
        if (!held.contains(token))
            continue;
        const QList<SearchText::Term> word { { token, false, SearchText::Exact } };
        if (const QList<SearchText::Term> forms = heldForms(token); !forms.isEmpty()) {
            withinForms << dialect.without(expression({ word }), expression({ forms }));
            continue;
        }
        sets << word;
        sum += indexed.value(token).products;
    }
    if (sets.size() > 2)
        return std::nullopt;
    withinForms.removeDuplicates(); // a word and its own completion
    if (!withinForms.isEmpty() && countMatches(dialect.products(dialect.either(withinForms))) > 0)
        return std::nullopt;
    if (sets.size() == 2)
        sum -= countMatches(dialect.products(expression(sets)));
    return sum;
}

QStringList SearchRepository::tiersOf(
    const QList<QList<SearchText::Term>> &terms, QList<SearchText::Rank> *ranks) const
{
    // The expressions of ranks Exact up to Typo, each matching the products of its rank and
    // of the better ones; a rank no term has adds nothing and is left out.
    const SearchDialect dialect(m_db);
    QStringList tiers;
    for (int rank = SearchText::Exact; rank < SearchText::RankCount; ++rank) {
        const QString expression = dialect.expression(terms, SearchText::Rank(rank));
        if (!tiers.isEmpty() && tiers.constLast() == expression)
            continue;
        tiers << expression;
        if (ranks)
            ranks->append(SearchText::Rank(rank));
    }
    return tiers;
}

QList<SearchRepository::TierBound> SearchRepository::tierBounds(
    const QList<QList<SearchText::Term>> &terms, const QList<SearchText::Rank> &ranks) const
{
    QStringList words;
    for (const QList<SearchText::Term> &termsOfWord : terms) {
        for (const SearchText::Term &term : termsOfWord) {
            if (isCountedTerm(term))
                words << term.token;
        }
    }
    words.removeDuplicates();
    const QHash<QString, SearchPrefixCounts::IndexedWord> indexed
        = SearchPrefixCounts::indexedWords(m_db, words);
    // A product matches a tier's expression when each word matches one of its terms: at most
    // the least of the words' sums (each term once), with a key at most the least of the
    // words' highest top keys (a term no product holds has none).
    QList<TierBound> bounds;
    for (const SearchText::Rank worst : ranks) {
        TierBound bound;
        for (const QList<SearchText::Term> &termsOfWord : terms) {
            QSet<QString> tokens;
            bool counted = true;
            for (const SearchText::Term &term : termsOfWord) {
                if (term.rank > worst)
                    continue;
                counted = counted && isCountedTerm(term);
                tokens.insert(term.token);
            }
            if (!counted)
                continue;
            qint64 sum = 0;
            qint64 top = std::numeric_limits<qint64>::min();
            for (const QString &token : std::as_const(tokens)) {
                const auto word = indexed.constFind(token);
                if (word == indexed.cend())
                    continue;
                sum += word->products;
                top = std::max(top, word->topKey);
            }
            bound.atMost = std::min(bound.atMost.value_or(sum), sum);
            bound.topKey = std::min(bound.topKey, top);
        }
        bounds << bound;
    }
    return bounds;
}

qint64 SearchRepository::countMatches(const SearchDialect::IndexQuery &query) const
{
    qint64 total = 0;
    readRows(m_db, u"SELECT COUNT(*) FROM %1 WHERE %2"_s.arg(query.source, query.condition),
        { query.expression }, [&total](QSqlQuery &rows) {
            if (rows.next())
                total = rows.value(0).toLongLong();
        });
    return total;
}

void SearchRepository::appendMatches(const SearchDialect::IndexQuery &query, qint64 offset,
    qint64 limit, QList<Hit> *hits, std::optional<MatchCount> counted) const
{
    if (!Sql::isPostgres(m_db)) {
        // Streams matches in rowid order (popularity first, see the schema) and stops at the
        // page: no sort of every match of a broad prefix.
        readRows(m_db,
            u"SELECT p.id, p.type, p.name, p.price, p.image FROM %1 "
            "JOIN products p ON p.pk = s.pk WHERE %2 ORDER BY %3 DESC LIMIT ? OFFSET ?"_s.arg(
                query.source, query.condition, query.order),
            { query.expression, limit, offset }, [hits](QSqlQuery &rows) {
                while (rows.next())
                    hits->append(hitOf(rows));
            });
        return;
    }
    // The page's keys first, then their products (the join never runs over every match).
    const bool spread = counted && counted->ofRank && counted->atMost > fewMatches;
    const qint64 head = streamedHead(
        offset, limit, counted, spread ? SearchPrefixCounts::indexedEntries(m_db) : 0);
    hits->append(pageInKeyOrder(m_db, query, u"s.search_key, s.pk"_s,
        u"SELECT p.id, p.type, p.name, p.price, p.image FROM (%1) s "
        "JOIN products p ON p.pk = s.pk ORDER BY s.search_key DESC"_s,
        offset, limit, head, counted ? counted->topKey : SearchPrefixCounts::anyKey, hitOf));
}

QList<SearchRepository::Hit> SearchRepository::codeMatches(
    const QStringList &codes, const std::optional<SearchDialect::IndexQuery> &words) const
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
        bool both = false;
        readRows(m_db,
            u"SELECT 1 FROM %1 WHERE %2 AND s.pk = ?"_s.arg(words->source, words->condition),
            { words->expression, pks.at(i) }, [&both](QSqlQuery &rows) { both = rows.next(); });
        if (both)
            hits.removeAt(i);
    }
    return hits;
}

SearchRepository::Page SearchRepository::search(
    const QStringList &words, qint64 page, int pageSize, const QStringList &codes) const
{
    Page result;
    const SearchDialect dialect(m_db);
    const QList<QList<SearchText::Term>> wordTerms
        = words.isEmpty() ? QList<QList<SearchText::Term>>() : termsOf(words, false);
    const QList<QList<SearchText::Term>> terms = expanded(wordTerms);
    QList<SearchText::Rank> ranks;
    const QStringList tiers = words.isEmpty() ? QStringList() : tiersOf(terms, &ranks);
    const QList<Hit> byCode = codeMatches(
        codes, tiers.isEmpty() ? std::nullopt : std::optional(dialect.products(tiers.constLast())));
    const qint64 offset = Sql::offsetOf(page, pageSize);
    for (qint64 i = offset; i < byCode.size() && result.items.size() < pageSize; ++i)
        result.items.append(byCode.at(i));
    result.total = byCode.size();
    if (tiers.isEmpty())
        return result;
    // Contract §5.1's ranking: the products of each rank (exact, prefix, form, other script,
    // typo) after those of the better ones, each rank by popularity, then id (the index's
    // order). A rank's products: its expression without the previous rank's.
    const qint64 wordOffset = std::max<qint64>(0, offset - byCode.size());
    const auto tier = [&](qsizetype i) {
        return dialect.products(dialect.without(tiers.at(i), i > 0 ? tiers.at(i - 1) : QString()));
    };
    const auto countAll = [&] {
        return words.size() == 1
            ? totalOfOneWord(words.constFirst(), wordTerms.constFirst(), terms.constFirst())
            : countMatches(dialect.products(tiers.constLast()));
    };
    // The first page of the words' matches needs no rank's size (each rank fills it from its
    // start), and holds them all when it is not full: counted only when it is. PostgreSQL
    // counts first: a rank's matches are at most the total, and when that is few each rank is
    // gathered from the index at once rather than streamed first (appendMatches).
    const bool postgres = Sql::isPostgres(m_db);
    std::optional<qint64> total;
    if (wordOffset > 0 || postgres)
        total = countAll();
    // PostgreSQL: each rank's bounds from the vocabulary: a key none of its matches exceeds (any
    // page), and how many it has at most (the first page of a search of several ranks; of one
    // rank, the total is its count).
    const QList<TierBound> bounds = postgres ? tierBounds(terms, ranks) : QList<TierBound>();
    // The next match the page wants, counted over all ranks; the matches of the ranks before.
    qint64 position = wordOffset;
    qint64 better = 0;
    for (qsizetype i = 0; i < tiers.size() && result.items.size() < pageSize; ++i) {
        const qint64 upTo = wordOffset == 0 ? -1
            : i == tiers.size() - 1         ? *total
                                            : countMatches(dialect.products(tiers.at(i)));
        if (wordOffset > 0 && position >= upTo) {
            better = upTo;
            continue;
        }
        const qsizetype before = result.items.size();
        // The rank's own count past the first page; on it, its bound or the search's total. The
        // last rank's on the first page is what the better ones left of the total: a rank that
        // gave fewer matches than the page still wanted had no more.
        const qint64 topKey = postgres ? bounds.at(i).topKey : SearchPrefixCounts::anyKey;
        const std::optional<qint64> atMost = postgres ? bounds.at(i).atMost : std::nullopt;
        const std::optional<MatchCount> counted = wordOffset > 0
            ? std::optional(MatchCount { upTo - better, true, topKey })
            : !postgres             ? std::nullopt
            : i == tiers.size() - 1 ? std::optional(MatchCount { *total - position, true, topKey })
            : atMost ? std::optional(MatchCount { std::min(*atMost, *total), true, topKey })
                     : std::optional(MatchCount { *total, false, topKey });
        appendMatches(tier(i), wordOffset == 0 ? 0 : position - better, pageSize - before,
            &result.items, counted);
        position += result.items.size() - before;
        better = upTo;
    }
    if (!total)
        total = result.items.size() < pageSize ? position : countAll();
    result.total += *total;
    return result;
}

std::optional<SearchRepository::Hit> SearchRepository::topHit(const QStringList &words) const
{
    if (words.isEmpty())
        return std::nullopt;
    const SearchDialect dialect(m_db);
    const QStringList tiers = tiersOf(expanded(termsOf(words, false)));
    QList<Hit> hits;
    for (qsizetype i = 0; i < tiers.size() && hits.isEmpty(); ++i) {
        appendMatches(
            dialect.products(dialect.without(tiers.at(i), i > 0 ? tiers.at(i - 1) : QString())), 0,
            1, &hits);
    }
    return hits.isEmpty() ? std::nullopt : std::optional<Hit>(hits.constFirst());
}

QStringList SearchRepository::suggestions(
    const QStringList &words, std::optional<qint64> sellerId, int limit) const
{
    QStringList result;
    if (words.isEmpty())
        return result;
    // Texts stream most popular first (their ids are keyed like the search index). The last
    // word completes in both scripts and through one typo; earlier words match as in search
    // (contract §5.1).
    const SearchDialect dialect(m_db);
    const QString expression = dialect.expression(termsOf(words, true), SearchText::Typo);
    const auto textOf = [](const QSqlQuery &row) { return row.value(0).toString(); };
    if (!sellerId) {
        // Each text once (suggestion_phrases): the first `limit` matches are the answer.
        // PostgreSQL: as a page of a search, since left to the planner "ruchka" walked 37,000
        // texts for 10 of its 72.
        const SearchDialect::IndexQuery query
            = dialect.suggestions(expression, SearchDialect::SuggestionScope::AllSellers);
        if (Sql::isPostgres(m_db))
            return pageInKeyOrder(m_db, query, u"t.text"_s, u"%1"_s, 0, limit,
                streamedHead(0, limit, std::nullopt, 0), SearchPrefixCounts::anyKey, textOf);
        readRows(m_db,
            u"SELECT t.text FROM %1 WHERE %2 ORDER BY %3 DESC LIMIT ?"_s.arg(
                query.source, query.condition, query.order),
            { expression, limit }, [&](QSqlQuery &rows) {
                while (rows.next())
                    result << textOf(rows);
            });
        return result;
    }
    // One seller's: a row per product and text, distinct ones kept until the limit. The scan
    // is bounded for very broad prefixes.
    const SearchDialect::IndexQuery query
        = dialect.suggestions(expression, SearchDialect::SuggestionScope::OneSeller);
    readRows(m_db,
        u"SELECT t.text FROM %1 JOIN products p ON p.pk = t.product_pk AND p.seller_id = ? "
        "WHERE %2 ORDER BY %3 DESC LIMIT 5000"_s.arg(query.source, query.condition, query.order),
        { *sellerId, expression }, [&result, limit](QSqlQuery &rows) {
            QSet<QString> seen;
            while (result.size() < limit && rows.next()) {
                const QString text = rows.value(0).toString();
                if (!seen.contains(text)) {
                    seen.insert(text);
                    result << text;
                }
            }
        });
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
