#pragma once

#include <QHash>
#include <QSqlDatabase>
#include <QString>
#include <optional>

// Exact totals of one-word searches. A one-word search for "a", "ki" or "books" matches a
// large share of a big catalog, and counting its matches in the index takes time in
// proportion (over 20 ms for 560,000 of 1,000,000 products; 65 ms for "books"). The
// search_prefix_counts table holds, for every prefix of the indexed words (up to
// longestPrefix characters), how many indexed products have a word starting with it, so such
// a total is one lookup.
// SearchIndexWriter keeps it in step in the index's own transaction, from the words the index
// holds (SearchText::indexWords: the words FTS5 and the tsvector documents are made of).
class SearchPrefixCounts final
{
public:
    // Longer words are rare and their matches few: the index counts them.
    static constexpr qsizetype longestPrefix = 24;

    // Counts one index entry in (+1) or out (-1): each distinct prefix of its words once.
    void add(const QString &entryText, int sign);
    // Writes the changes added so far and forgets them. In prefix order, so writers on
    // PostgreSQL take the rows' locks in one order.
    void apply(const QSqlDatabase &db);

    // The number of products a one-word search finds (the word is its last, so a prefix),
    // when the word is short enough to be counted here.
    static std::optional<qint64> productsMatching(const QSqlDatabase &db, const QString &word);

private:
    QHash<QString, qint64> m_changes;
};
