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

    // A search of the product index: the table aliased s, a condition on it with one parameter
    // (the expression), and the order column (descending = most popular first).
    struct ProductQuery
    {
        QString source;
        QString condition;
        QString expression;
        QString order;
        // PostgreSQL, the name tier of a one-word search: the word as the index folds it, a
        // prefix of the name words in search_name_words (see SearchRepository::appendMatches).
        QString namePrefix = {};
    };
    // Products with every word (see allWords).
    ProductQuery everyWord(const QStringList &words, const QStringList &completions = {}) const;
    // The first relevance tier: every word in the product's name, from the names' own index
    // (product_name_search). On SQLite a column filter on product_search reads the words'
    // whole match lists, categories and types included, when few names hold them; on
    // PostgreSQL a weight-restricted query on product_search checks every candidate row again.
    ProductQuery everyWordInName(
        const QStringList &words, const QStringList &completions = {}) const;
    // The second tier: every word, but not every word in the name.
    ProductQuery everyWordNotAllInName(
        const QStringList &words, const QStringList &completions = {}) const;

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
    // By search key: one statement per index that holds the entries.
    QStringList deleteProductEntries(const QString &keysIn) const;
    // One row per entry whose search key is in `keysIn` (placeholders or a subquery; empty:
    // every entry): the text of its words, for SearchPrefixCounts.
    QString entryTexts(const QString &keysIn) const;
    QString insertProductEntries() const;
    // Copies the names of the entries whose key is in `keysIn` into product_name_search (and
    // on PostgreSQL their words into search_name_words).
    QStringList copyEntryNames(const QString &keysIn) const;
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
