#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

// The search index's SQL on each engine — the one place where it differs. SQLite uses FTS5
// (match expressions, rowid order); PostgreSQL a tsvector column with a GIN index
// (tsquery, search_key order). Both index the same words (SearchText, PostgresText), so the
// same request finds the same products in the same order.
class SearchDialect final
{
public:
    explicit SearchDialect(const QSqlDatabase &db);

    // Every word, the last one as a prefix. completions: on SQLite, every indexed word the
    // last one is a prefix of (SearchPrefixCounts::wordsStartingWith), to match those by name
    // instead: the same products, streamed. Empty: the prefix itself.
    QString allWords(const QStringList &words, const QStringList &completions = {}) const;
    // Every word in the product's name (the first relevance tier).
    QString allWordsInName(const QStringList &words, const QStringList &completions = {}) const;
    // Matches of all, but not of inName (the second tier).
    QString butNot(const QString &all, const QString &inName) const;

    // A condition on product_search aliased s, with one parameter: the expression.
    QString productMatch() const;
    // product_search's order column (descending = most popular first), aliased s.
    QString productOrder() const;
    // Suggestions come from suggestion_phrases (each text once) for all sellers, and from
    // suggestion_texts (a row per product and text) for one seller.
    enum class SuggestionScope { AllSellers, OneSeller };
    // The FROM part of suggestions: the table aliased t, its index aliased f when apart.
    QString suggestionSource(SuggestionScope scope) const;
    // A condition on it, with one parameter: the expression.
    QString suggestionMatch(SuggestionScope scope) const;
    QString suggestionOrder() const;

    // searchKey() of products' columns popularity and pk, in SQL.
    QString searchKeyOfProduct() const;
    // The index writer's statements: multi-row INSERTs are head + rows joined by commas.
    QString deleteProductEntries(const QString &placeholders) const; // by search key
    // One row per entry whose search key is in `keysIn` (placeholders or a subquery; empty:
    // every entry): the text of its words, for SearchPrefixCounts.
    QString entryTexts(const QString &keysIn) const;
    QString insertProductEntries() const;
    QString productEntryRow() const; // search key, pk, then the document's columns
    int productEntryWidth() const;
    QString insertSuggestions() const;
    QString suggestionRow() const; // id, product pk, text, search text (, document)
    int suggestionWidth() const;
    // suggestion_phrases' columns, which it copies from suggestion_texts.
    QString phraseColumns() const;
    bool postgres() const { return m_postgres; }

private:
    bool m_postgres = false;
};
