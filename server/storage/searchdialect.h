#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include "server/domain/searchtext.h"

// The search index's SQL on each engine — the one place where it differs. SQLite uses FTS5
// (match expressions, rowid order); PostgreSQL a tsvector column with a GIN index
// (tsquery, search_key order). Both index the same tokens and receive the same terms
// (SearchText), so the same request finds the same products in the same order.
class SearchDialect final
{
public:
    explicit SearchDialect(const QSqlDatabase &db);

    // Products match when every query word matches one of its terms (SearchText::terms) of
    // rank `worst` or better: the match expression of the engine (FTS5 or tsquery).
    QString expression(const QList<QList<SearchText::Term>> &terms, SearchText::Rank worst) const;
    // Matches of the expression that the excluded one does not match (the products of one
    // rank: those of a better rank excluded).
    QString without(const QString &expression, const QString &excluded) const;
    // Matches of any of the expressions.
    QString either(const QStringList &expressions) const;

    // A search of an index: the source (a table aliased `alias`, joined to its index when
    // apart), a condition on it with one parameter (the expression), and the order column
    // (descending = most popular first).
    struct IndexQuery
    {
        QString source;
        QString alias;
        QString condition;
        QString expression;
        QString order;
    };
    // The product index, aliased s.
    IndexQuery products(const QString &expression) const;

    // Suggestions come from suggestion_phrases (each text once) for all sellers, and from
    // suggestion_texts (a row per product and text) for one seller; aliased t.
    enum class SuggestionScope { AllSellers, OneSeller };
    IndexQuery suggestions(const QString &expression, SuggestionScope scope) const;

    // searchKey() in SQL, of the expressions of a product's popularity and pk.
    QString searchKeyOfProduct(const QString &popularity, const QString &pk) const;
    // The index writer's statements. By search key.
    QString deleteProductEntries(const QString &keysIn) const;
    // One row per entry whose search key is in `keysIn` (placeholders or a subquery; empty:
    // every entry): the text of its words and its key, for SearchPrefixCounts.
    QString entryTexts(const QString &keysIn) const;
    // The index's tables with their columns, which rows are written into: PostgreSQL COPYs
    // them (CopyRows), SQLite inserts them (JsonRows).
    QString productEntriesTarget() const;
    // search key, pk, then the document's columns: their types (JsonRows::select)
    QStringList productEntryTypes() const;
    int productEntryWidth() const { return int(productEntryTypes().size()); }
    QString suggestionsTarget() const;
    // id, product pk, text, search text (, document): their types
    QStringList suggestionTypes() const;
    int suggestionWidth() const { return int(suggestionTypes().size()); }
    // suggestion_phrases' columns, which it copies from suggestion_texts.
    QString phraseColumns() const;
    bool postgres() const { return m_postgres; }

private:
    bool m_postgres = false;
};
