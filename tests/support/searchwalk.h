#pragma once

#include <QList>
#include <QSqlQuery>
#include <QStringList>

#include "server/domain/searchtext.h"
#include "server/storage/searchdialect.h"
#include "server/storage/searchprefixcounts.h"
#include "server/storage/searchrepository.h"
#include "server/storage/sqlhelpers.h"

// Every page of a search, as the API pages it: each hit as "type/id", and each page's total
// (a test compares them with what the index alone says).
struct SearchWalk
{
    QStringList hits;
    QList<qint64> totals;
};

inline SearchWalk walkSearch(
    const SearchRepository &repository, const QStringList &words, int pageSize)
{
    SearchWalk walk;
    for (qint64 page = 1;; ++page) {
        const SearchRepository::Page result = repository.search(words, page, pageSize, {});
        walk.totals << result.total;
        if (result.items.isEmpty())
            return walk;
        for (const SearchRepository::Hit &hit : result.items)
            walk.hits << hit.type + u'/' + QString::number(hit.id);
    }
}

// A search's total for what was typed, as /search answers it.
inline qint64 searchTotal(const QSqlDatabase &db, const QString &typed)
{
    return SearchRepository(db).search(SearchText::words(typed), 1, 20, {}).total;
}

// Every match of the words as "type/id", in contract §5.1's order, from the product index
// alone: the products of each rank (exact, prefix, form, other script, typo) in the index's
// key order (popularity, then id), a rank at a time, as the terms of SearchText define them.
inline QStringList rankedMatches(const QSqlDatabase &db, const QStringList &words)
{
    using namespace Qt::StringLiterals;
    const SearchDialect dialect(db);
    const auto terms = SearchText::terms(words, [&db](const QString &word, int edits) {
        return SearchPrefixCounts::typoCandidates(db, word, edits);
    });
    QStringList result;
    QString better;
    for (int rank = SearchText::Exact; rank < SearchText::RankCount; ++rank) {
        const QString expression = dialect.expression(terms, SearchText::Rank(rank));
        if (expression == better)
            continue;
        const SearchDialect::IndexQuery query
            = dialect.products(dialect.without(expression, better));
        QSqlQuery rows = Sql::run(db,
            u"SELECT p.type, p.id FROM %1 JOIN products p ON p.pk = s.pk WHERE %2 "
            "ORDER BY %3 DESC"_s.arg(query.source, query.condition, query.order),
            { query.expression });
        while (rows.next())
            result << rows.value(0).toString() + u'/' + rows.value(1).toString();
        better = expression;
    }
    return result;
}

// The products the index alone finds for a union of terms.
inline qint64 indexMatches(const QSqlDatabase &db, const QList<SearchText::Term> &terms)
{
    using namespace Qt::StringLiterals;
    const SearchDialect dialect(db);
    const SearchDialect::IndexQuery query
        = dialect.products(dialect.expression({ terms }, SearchText::Typo));
    QSqlQuery counted
        = Sql::run(db, u"SELECT COUNT(*) FROM %1 WHERE %2"_s.arg(query.source, query.condition),
            { query.expression });
    counted.next();
    return counted.value(0).toLongLong();
}

// The common words counted ahead (SearchPrefixCounts::commonWordKey), as the rows hold them:
// each word with its key and count.
struct CountedWord
{
    QString word;
    QString key;
    qint64 products = 0;
};
inline QList<CountedWord> countedCommonWords(const QSqlDatabase &db)
{
    using namespace Qt::StringLiterals;
    QList<CountedWord> words;
    QSqlQuery rows
        = Sql::run(db, u"SELECT prefix, products FROM search_prefix_counts ORDER BY prefix"_s);
    while (rows.next()) {
        const QString key = rows.value(0).toString();
        if (SearchPrefixCounts::isCommonWordKey(key))
            words.append(
                { key.mid(1, key.indexOf(QChar(0x0002), 1) - 1), key, rows.value(1).toLongLong() });
    }
    return words;
}

// Whether every common word's row holds its terms as the vocabulary gives them now and the
// count the index finds for them, and a search's total reads it; the count of indexed products
// the words are common by is right; and (PostgreSQL) no word's top key is below an entry that
// holds it. Says what differs.
inline bool countedWordsMatchTheIndex(const QSqlDatabase &db)
{
    using namespace Qt::StringLiterals;
    for (const CountedWord &counted : countedCommonWords(db)) {
        const QList<SearchText::Term> terms
            = SearchText::terms({ counted.word }, [&db](const QString &word, int edits) {
                  return SearchPrefixCounts::typoCandidates(db, word, edits);
              }).constFirst();
        const qint64 inIndex = indexMatches(db, terms);
        if (SearchPrefixCounts::commonWordKey(counted.word, terms) != counted.key
            || inIndex != counted.products
            || SearchPrefixCounts::productsMatchingUnion(db, counted.word, terms) != inIndex) {
            qWarning().noquote() << "common word" << counted.word << "counted" << counted.products
                                 << "index" << inIndex << "terms as now"
                                 << (SearchPrefixCounts::commonWordKey(counted.word, terms)
                                        == counted.key);
            return false;
        }
    }
    // PostgreSQL: no entry holds a word above the word's top key (SearchPrefixCounts::IndexedWord).
    if (Sql::isPostgres(db)) {
        QSqlQuery above = Sql::run(db,
            u"SELECT w.word, w.top_key, t.top_key FROM search_words w JOIN ("
            "SELECT u.lexeme, MAX(s.search_key) AS top_key FROM product_search s, "
            "unnest(s.document) AS u GROUP BY u.lexeme) t ON t.lexeme = w.word "
            "WHERE w.top_key < t.top_key LIMIT 1"_s);
        if (above.next()) {
            qWarning().noquote() << "word" << above.value(0).toString() << "top key"
                                 << above.value(1).toLongLong() << "below an entry's"
                                 << above.value(2).toLongLong();
            return false;
        }
        // Its vocabulary counts every word and form (not the code parts) as the index holds it.
        QSqlQuery miscounted = Sql::run(db,
            u"SELECT COALESCE(w.word, t.lexeme), w.products, t.products FROM search_words w "
            "FULL JOIN (SELECT u.lexeme, COUNT(*) AS products FROM product_search s, "
            "unnest(s.document) AS u WHERE left(u.lexeme, 1) NOT IN (?, ?) GROUP BY u.lexeme) t "
            "ON t.lexeme = w.word WHERE w.products IS DISTINCT FROM t.products LIMIT 1"_s,
            { QString(QChar(SearchText::codeStartMark)), QString(QChar(SearchText::codeEndMark)) });
        if (miscounted.next()) {
            qWarning().noquote() << "token" << miscounted.value(0).toString() << "counted"
                                 << miscounted.value(1).toString() << "in the index"
                                 << miscounted.value(2).toString();
            return false;
        }
    }
    QSqlQuery entries = Sql::run(db, u"SELECT COUNT(*) FROM product_search"_s);
    entries.next();
    const qint64 indexed = entries.value(0).toLongLong();
    QSqlQuery row = Sql::run(db, u"SELECT products FROM search_prefix_counts WHERE prefix = ?"_s,
        { SearchPrefixCounts::entriesKey() });
    if (!row.next() || row.value(0).toLongLong() != indexed) {
        qWarning() << "indexed products" << indexed << "counted"
                   << (row.isValid() ? row.value(0).toLongLong() : -1);
        return false;
    }
    return true;
}

// Whether a typo in a case ending (`достаевского`, one edit from the form достоевск) and ё
// typed as е in a short word of the other script (`чаен`) find what the words spelled right
// find: the demo's Достоевский and the Latin Mehrobdan chayon, some products each.
inline bool typosOfFormsFindAsSpelledRight(const QSqlDatabase &db)
{
    using namespace Qt::StringLiterals;
    const qint64 dostoevsky = searchTotal(db, u"достоевского"_s);
    const qint64 chayon = searchTotal(db, u"чаён"_s);
    return dostoevsky > 0 && chayon > 0 && searchTotal(db, u"достаевского"_s) == dostoevsky
        && searchTotal(db, u"чаен"_s) == chayon;
}

// Takes those words back to a catalog keyed before their forms and ё (schema 37 / 42): no keys
// at all, so neither typo finds anything; answers whether that holds.
inline bool forgetTyposOfForms(const QSqlDatabase &db)
{
    using namespace Qt::StringLiterals;
    Sql::run(db, u"DELETE FROM search_typo_keys WHERE word IN ('достоевский', 'chayon')"_s);
    return searchTotal(db, u"достаевского"_s) == 0 && searchTotal(db, u"чаен"_s) == 0;
}

// The demo's J. K. Rowling: her indexed products (the `jk` of her joined initials,
// SearchText::joinedInitials, is in their entries and in no other).
inline qint64 indexedProductsOfRowling(const QSqlDatabase &db)
{
    return Sql::scalar(db,
        QStringLiteral("SELECT COUNT(*) FROM products p JOIN authors a ON a.id = p.author_id "
                       "WHERE a.name LIKE '%Rowling' AND p.search_key IS NOT NULL"))
        .toLongLong();
}
