#pragma once

#include <QDateTime>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <optional>

#include "server/storage/searchdialect.h"
#include "server/storage/searchprefixcounts.h"

// Full-text search, autocomplete and the search log (contract §5). The only code that knows
// the search index's SQL.
class SearchRepository final
{
public:
    struct Hit
    {
        qint64 id = 0;
        QString type; // "book" or "stationery"
        QString name;
        qint64 price = 0;
        QString image;
    };
    struct Page
    {
        QList<Hit> items;
        qint64 total = 0;
    };
    struct TrendingEntry
    {
        QString text;
        QString resultName;
        qint64 totalCount = 0;
    };

    explicit SearchRepository(QSqlDatabase db);

    // words: SearchText::words(q). Every word must match (contract §5.1: also in another form,
    // the other script or through a typo), the last also as a prefix; ranked by the best way
    // each word matches, then popularity, then id. codes: the
    // normalized ISBN-13 / barcode forms of q when q is a complete valid code; the products
    // and variants' parents with that code come first (a scanner in a search field).
    Page search(
        const QStringList &words, qint64 page, int pageSize, const QStringList &codes = {}) const;
    // The first hit of search(words, 1, 1) without counting every match (the import's
    // trending records): nullopt when nothing matches.
    std::optional<Hit> topHit(const QStringList &words) const;
    QStringList suggestions(
        const QStringList &words, std::optional<qint64> sellerId, int limit) const;
    // text: SearchText::normalizedQuery(q); resultName: the top hit's name, or nullopt.
    void recordSearch(
        const QString &text, const std::optional<QString> &resultName, const QDateTime &at) const;
    QList<TrendingEntry> trending(const QDateTime &since, int limit) const;
    // Deletes recorded searches older than before (trending never reads them).
    void prune(const QDateTime &before) const;

    // What the counts tell of a rank's matches before its page is read: PostgreSQL reads a
    // few from its index at once, and streams more first, further when the bound is the
    // rank's own rather than the whole search's total; from the rank's top key down
    // (SearchPrefixCounts::IndexedWord).
    struct MatchCount
    {
        qint64 atMost = 0;
        bool ofRank = false;
        qint64 topKey = SearchPrefixCounts::anyKey;
    };

private:
    // The query words' terms (SearchText::terms) with this database's typo candidates.
    QList<QList<SearchText::Term>> termsOf(const QStringList &words, bool forSuggestions) const;
    // SQLite: a prefix term longer than FTS5's prefix index as the indexed words it completes
    // to, when they are few (the same products, streamed).
    QList<QList<SearchText::Term>> expanded(QList<QList<SearchText::Term>> terms) const;
    // The number of products a one-word search finds (all its ranks). wordTerms: termsOf(),
    // terms: expanded().
    qint64 totalOfOneWord(const QString &word, const QList<SearchText::Term> &wordTerms,
        const QList<SearchText::Term> &terms) const;
    // PostgreSQL: the products of the starting terms (startingWith of them) and the others
    // from the vocabulary's counts, when at most two of those sets have products; nullopt
    // when they must be counted in the index.
    std::optional<qint64> unionOfCounted(qint64 startingWith,
        const QList<SearchText::Term> &startingTerms, const QList<SearchText::Term> &others) const;
    // The match expressions of the ranks that add products, best first (contract §5.1), and
    // the first rank of each when `ranks`.
    QStringList tiersOf(const QList<QList<SearchText::Term>> &terms,
        QList<SearchText::Rank> *ranks = nullptr) const;
    // PostgreSQL: at most how many products each tier's expression matches, and a key none of
    // them exceeds, by the vocabulary (SearchPrefixCounts::indexedWords) of the query words
    // whose terms are all words and forms; nullopt and anyKey when none is (prefixes and code
    // parts are not counted).
    struct TierBound
    {
        std::optional<qint64> atMost;
        qint64 topKey = SearchPrefixCounts::anyKey;
    };
    QList<TierBound> tierBounds(
        const QList<QList<SearchText::Term>> &terms, const QList<SearchText::Rank> &ranks) const;
    QList<Hit> codeMatches(
        const QStringList &codes, const std::optional<SearchDialect::IndexQuery> &words) const;
    qint64 countMatches(const SearchDialect::IndexQuery &query) const;
    // Appends the matches of the query from offset, at most limit, most popular first.
    void appendMatches(const SearchDialect::IndexQuery &query, qint64 offset, qint64 limit,
        QList<Hit> *hits, std::optional<MatchCount> counted = std::nullopt) const;

    QSqlDatabase m_db;
};
