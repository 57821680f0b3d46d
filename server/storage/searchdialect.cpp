#include "server/storage/searchdialect.h"

#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

QString fts5String(const QString &text)
{
    return u'"' + QString(text).replace(u'"', u"\"\""_s) + u'"';
}

QString lexeme(const QString &text)
{
    QString escaped = text;
    escaped.replace(u'\\', u"\\\\"_s).replace(u'\'', u"''"_s);
    return u'\'' + escaped + u'\'';
}

} // namespace

SearchDialect::SearchDialect(const QSqlDatabase &db)
    : m_postgres(Sql::isPostgres(db))
{ }

QString SearchDialect::expression(
    const QList<QList<SearchText::Term>> &terms, SearchText::Rank worst) const
{
    // Every word must match one of its terms of rank `worst` or better: an AND of ORs, quoted
    // as FTS5 strings or tsquery lexemes. FTS5 joins groups by an explicit AND only.
    QStringList groups;
    for (const QList<SearchText::Term> &termsOfWord : terms) {
        QStringList alternatives;
        for (const SearchText::Term &term : termsOfWord) {
            if (term.rank > worst)
                continue;
            if (m_postgres)
                alternatives << lexeme(term.token) + (term.prefix ? u":*"_s : QString());
            else
                alternatives << fts5String(term.token) + (term.prefix ? u"*"_s : QString());
        }
        groups << u'(' + alternatives.join(m_postgres ? u" | "_s : u" OR "_s) + u')';
    }
    return groups.join(m_postgres ? u" & "_s : u" AND "_s);
}

QString SearchDialect::without(const QString &expression, const QString &excluded) const
{
    if (excluded.isEmpty())
        return expression;
    const QString operation = m_postgres ? u") & !("_s : u") NOT ("_s;
    return u'(' + expression + operation + excluded + u')';
}

QString SearchDialect::either(const QStringList &expressions) const
{
    return u'(' + expressions.join(m_postgres ? u") | ("_s : u") OR ("_s) + u')';
}

SearchDialect::IndexQuery SearchDialect::products(const QString &expression) const
{
    if (m_postgres) {
        return { u"product_search s"_s, u"s"_s, u"s.document @@ ?::tsquery"_s, expression,
            u"s.search_key"_s };
    }
    return { u"product_search s"_s, u"s"_s, u"s.product_search MATCH ?"_s, expression,
        u"s.rowid"_s };
}

SearchDialect::IndexQuery SearchDialect::suggestions(
    const QString &expression, SuggestionScope scope) const
{
    const bool phrases = scope == SuggestionScope::AllSellers;
    if (m_postgres) {
        return { phrases ? u"suggestion_phrases t"_s : u"suggestion_texts t"_s, u"t"_s,
            u"t.document @@ ?::tsquery"_s, expression, u"t.id"_s };
    }
    return { phrases ? u"suggestion_phrase_search f JOIN suggestion_phrases t ON t.id = f.rowid"_s
                     : u"suggestion_search f JOIN suggestion_texts t ON t.id = f.rowid"_s,
        u"t"_s,
        phrases ? u"f.suggestion_phrase_search MATCH ?"_s : u"f.suggestion_search MATCH ?"_s,
        expression, u"f.rowid"_s };
}

QString SearchDialect::searchKeyOfProduct(const QString &popularity, const QString &pk) const
{
    // SQLite's scalar MIN and MAX are PostgreSQL's LEAST and GREATEST.
    return u"((%1(%2(%3, 0), 2147483647) << 32) | (4294967295 - (%4 & 4294967295)))"_s.arg(
        m_postgres ? u"LEAST"_s : u"MIN"_s, m_postgres ? u"GREATEST"_s : u"MAX"_s, popularity, pk);
}

QString SearchDialect::deleteProductEntries(const QString &keysIn) const
{
    return m_postgres ? u"DELETE FROM product_search WHERE search_key IN (%1)"_s.arg(keysIn)
                      : u"DELETE FROM product_search WHERE rowid IN (%1)"_s.arg(keysIn);
}

QString SearchDialect::entryTexts(const QString &keysIn) const
{
    // The words of each index entry as it was written: the columns (SQLite) or the lexemes of
    // the document (PostgreSQL), one text per entry, and its key.
    const QString all = m_postgres
        ? u"SELECT array_to_string(tsvector_to_array(document), ' '), search_key "
          "FROM product_search"_s
        : u"SELECT name || ' ' || author || ' ' || categories || ' ' || kinds, rowid "
          "FROM product_search"_s;
    if (keysIn.isEmpty())
        return all;
    return all
        + (m_postgres ? u" WHERE search_key IN (%1)"_s : u" WHERE rowid IN (%1)"_s).arg(keysIn);
}

QString SearchDialect::productEntriesTarget() const
{
    return m_postgres ? u"product_search (search_key, pk, document)"_s
                      : u"product_search (rowid, pk, name, author, categories, kinds)"_s;
}

QStringList SearchDialect::productEntryTypes() const
{
    return m_postgres
        ? QStringList { u"bigint"_s, u"bigint"_s, u"tsvector"_s }
        : QStringList { u"bigint"_s, u"bigint"_s, u"text"_s, u"text"_s, u"text"_s, u"text"_s };
}

QString SearchDialect::suggestionsTarget() const
{
    return m_postgres ? u"suggestion_texts (id, product_pk, text, search_text, document)"_s
                      : u"suggestion_texts (id, product_pk, text, search_text)"_s;
}

QStringList SearchDialect::suggestionTypes() const
{
    QStringList types { u"bigint"_s, u"bigint"_s, u"text"_s, u"text"_s };
    if (m_postgres)
        types << u"tsvector"_s;
    return types;
}

QString SearchDialect::phraseColumns() const
{
    return m_postgres ? u"id, text, document"_s : u"id, text, search_text"_s;
}
