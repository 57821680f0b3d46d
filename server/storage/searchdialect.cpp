#include "server/storage/searchdialect.h"

#include "server/domain/searchtext.h"
#include "server/storage/postgrestext.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

QString fts5String(const QString &text)
{
    return u'"' + QString(text).replace(u'"', u"\"\""_s) + u'"';
}

// An FTS5 query in which every word must match, the last one as a prefix (or as any of its
// completions, when given), quoted as FTS5 strings.
QString fts5Expression(const QStringList &words, const QStringList &lastWordCompletions)
{
    QStringList terms;
    for (qsizetype i = 0; i + 1 < words.size(); ++i)
        terms << fts5String(words.at(i));
    if (!words.isEmpty()) {
        if (lastWordCompletions.isEmpty()) {
            terms << fts5String(words.constLast()) + u'*';
        } else {
            QStringList alternatives;
            for (const QString &word : lastWordCompletions)
                alternatives << fts5String(word);
            terms << u'(' + alternatives.join(u" OR "_s) + u')';
        }
    }
    return terms.join(u" AND "_s); // explicit: FTS5 joins a phrase and a group no other way
}

} // namespace

SearchDialect::SearchDialect(const QSqlDatabase &db)
    : m_postgres(Sql::isPostgres(db))
{ }

QString SearchDialect::allWords(const QStringList &words, const QStringList &completions) const
{
    return m_postgres ? PostgresText::tsquery(words, {}) : fts5Expression(words, completions);
}

SearchDialect::ProductQuery SearchDialect::everyWord(
    const QStringList &words, const QStringList &completions) const
{
    if (m_postgres) {
        return { u"product_search s"_s, u"s.document @@ ?::tsquery"_s,
            PostgresText::tsquery(words, {}), u"s.search_key"_s };
    }
    return { u"product_search s"_s, u"s.product_search MATCH ?"_s,
        fts5Expression(words, completions), u"s.rowid"_s };
}

SearchDialect::ProductQuery SearchDialect::everyWordInName(
    const QStringList &words, const QStringList &completions) const
{
    // Both engines read the names' own index: on PostgreSQL the name words alone, so the query
    // needs no weights (which GIN does not keep: every candidate row would be checked again).
    if (m_postgres) {
        ProductQuery query { u"product_name_search s"_s, u"s.document @@ ?::tsquery"_s,
            PostgresText::tsquery(words, {}), u"s.search_key"_s };
        // Shorter prefixes stand for hundreds of words each a step through the index (FTS5's
        // own prefix index covers up to three characters too); their matches are dense anyway.
        constexpr qsizetype shortestNamePrefix = 4;
        if (words.size() == 1) {
            const QString folded = SearchText::foldDiacritics(words.constFirst());
            if (folded.size() >= shortestNamePrefix)
                query.namePrefix = folded;
        }
        return query;
    }
    return { u"product_name_search s"_s, u"s.product_name_search MATCH ?"_s,
        fts5Expression(words, completions), u"s.rowid"_s };
}

SearchDialect::ProductQuery SearchDialect::everyWordNotAllInName(
    const QStringList &words, const QStringList &completions) const
{
    ProductQuery query = everyWord(words, completions);
    // The NOT side is only looked up at the rows the left side reaches: no list read whole.
    if (m_postgres) {
        query.expression = u'(' + query.expression + u") & !("_s
            + PostgresText::tsquery(words, PostgresText::nameWeight) + u')';
    } else {
        query.expression
            = u'(' + query.expression + u") NOT (name : ("_s + query.expression + u"))"_s;
    }
    return query;
}

QString SearchDialect::suggestionSource(SuggestionScope scope) const
{
    const bool phrases = scope == SuggestionScope::AllSellers;
    if (m_postgres)
        return phrases ? u"suggestion_phrases t "_s : u"suggestion_texts t "_s;
    return phrases ? u"suggestion_phrase_search f JOIN suggestion_phrases t ON t.id = f.rowid "_s
                   : u"suggestion_search f JOIN suggestion_texts t ON t.id = f.rowid "_s;
}

QString SearchDialect::suggestionMatch(SuggestionScope scope) const
{
    if (m_postgres)
        return u"t.document @@ ?::tsquery"_s;
    return scope == SuggestionScope::AllSellers ? u"f.suggestion_phrase_search MATCH ?"_s
                                                : u"f.suggestion_search MATCH ?"_s;
}

QString SearchDialect::suggestionOrder() const
{
    return m_postgres ? u"t.id"_s : u"f.rowid"_s;
}

QString SearchDialect::searchKeyOfProduct() const
{
    return m_postgres ? u"((LEAST(GREATEST(popularity, 0), 2147483647) << 32) "
                        "| (4294967295 - (pk & 4294967295)))"_s
                      : u"((MIN(MAX(popularity, 0), 2147483647) << 32) "
                        "| (4294967295 - (pk & 4294967295)))"_s;
}

QStringList SearchDialect::deleteProductEntries(const QString &keysIn) const
{
    if (m_postgres) {
        // The names' words by the names (the index is keyed by word): before the names go.
        return { u"DELETE FROM search_name_words w USING product_name_search n "
                 "WHERE n.search_key IN (%1) AND w.search_key = n.search_key "
                 "AND w.word = ANY (tsvector_to_array(n.document))"_s.arg(keysIn),
            u"DELETE FROM product_name_search WHERE search_key IN (%1)"_s.arg(keysIn),
            u"DELETE FROM product_search WHERE search_key IN (%1)"_s.arg(keysIn) };
    }
    return { u"DELETE FROM product_search WHERE rowid IN (%1)"_s.arg(keysIn),
        u"DELETE FROM product_name_search WHERE rowid IN (%1)"_s.arg(keysIn) };
}

QStringList SearchDialect::copyEntryNames(const QString &keysIn) const
{
    if (m_postgres) {
        // The name's words are the document's weight-A lexemes (PostgresText::nameWeight).
        return { u"INSERT INTO product_name_search (search_key, pk, document) "
                 "SELECT search_key, pk, ts_filter(document, '{a}') "
                 "FROM product_search WHERE search_key IN (%1)"_s.arg(keysIn),
            u"INSERT INTO search_name_words (word, search_key, pk) "
            "SELECT unnest(tsvector_to_array(document)), search_key, pk "
            "FROM product_name_search WHERE search_key IN (%1)"_s.arg(keysIn) };
    }
    return { u"INSERT INTO product_name_search (rowid, name, pk) SELECT rowid, name, pk "
             "FROM product_search WHERE rowid IN (%1) ORDER BY rowid"_s.arg(keysIn) };
}

QString SearchDialect::entryTexts(const QString &keysIn) const
{
    // The words of each index entry as it was written: the columns (SQLite) or the lexemes of
    // the document (PostgreSQL), one text per entry.
    const QString all = m_postgres
        ? u"SELECT array_to_string(tsvector_to_array(document), ' ') FROM product_search"_s
        : u"SELECT name || ' ' || author || ' ' || categories || ' ' || kinds "
          "FROM product_search"_s;
    if (keysIn.isEmpty())
        return all;
    return all
        + (m_postgres ? u" WHERE search_key IN (%1)"_s : u" WHERE rowid IN (%1)"_s).arg(keysIn);
}

QString SearchDialect::insertProductEntries() const
{
    return m_postgres
        ? u"INSERT INTO product_search (search_key, pk, document) VALUES "_s
        : u"INSERT INTO product_search (rowid, pk, name, author, categories, kinds) VALUES "_s;
}

QString SearchDialect::productEntryRow() const
{
    return m_postgres ? u"(?, ?, ?::tsvector)"_s : u"(?, ?, ?, ?, ?, ?)"_s;
}

int SearchDialect::productEntryWidth() const
{
    return m_postgres ? 3 : 6;
}

QString SearchDialect::insertSuggestions() const
{
    return m_postgres
        ? u"INSERT INTO suggestion_texts (id, product_pk, text, search_text, document) VALUES "_s
        : u"INSERT INTO suggestion_texts (id, product_pk, text, search_text) VALUES "_s;
}

QString SearchDialect::suggestionRow() const
{
    return m_postgres ? u"(?, ?, ?, ?, ?::tsvector)"_s : u"(?, ?, ?, ?)"_s;
}

QString SearchDialect::phraseColumns() const
{
    return m_postgres ? u"id, text, document"_s : u"id, text, search_text"_s;
}

int SearchDialect::suggestionWidth() const
{
    return m_postgres ? 5 : 4;
}
