#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <functional>

// How the catalog's search reads text (contract §5.1), on top of the one normal form
// (common/searchnormalform.h): the tokens the index writers of both engines store for a
// product, and the terms a query matches them by, each with the rank §5.1 orders results by.
// Both engines index the same tokens and receive the same terms, so they find the same
// products in the same order.
namespace SearchText {

// Tokens that are not words carry a mark no normal-form word starts with (letters of their
// own to SQLite's unicode61 tokenizer and to tsvector): a word's other forms, and the start
// and the reversed end of a product's codes (§5.1 "Parts of codes").
inline constexpr char16_t formMark = u'ǂ';
inline constexpr char16_t codeStartMark = u'ǀ';
inline constexpr char16_t codeEndMark = u'ǁ';
// Digits a run must have to match part of a code.
inline constexpr qsizetype shortestCodePart = 6;

// trending's form of a query: the normal form, trimmed, single spaces.
QString normalizedQuery(const QString &text);
// A query's words in the normal form; a run of 6 or more digits broken by hyphens or single
// spaces is one word (a code typed as printed: 978-9943-646).
QStringList words(const QString &text);
// Words as the index holds them (SearchNormalForm::matchKey of each word).
QStringList indexWords(const QString &text);
// What the index stores for a text: indexWords(text), each word's other forms, marked, and each
// run of initials joined (joinedInitials).
QString indexTokens(const QString &text);
// Each run of one-letter words (initials: J.K., А.С.) in a text, joined: the index holds them
// too, as people type them (`jk rowling` finds J.K. Rowling).
QStringList joinedInitials(const QString &text);
// What the index stores for a product's or variant's code (a normalized ISBN-13 or barcode):
// its start and reversed end, and those of the ISBN-10 form of a 978 ISBN.
QStringList codeTokens(const QString &code);
// The type words every product's entry holds (§5 lists them): all their forms already, so
// indexed without form tokens, which every product would carry and every one-word total would
// count. Every other word's entries hold its forms' tokens.
QStringList kindWords(bool book);
bool isKindWord(QStringView word);
// A product name as the lists' name filter `q` reads it (products.name_folded): the normal
// form, ё read as е. nameFilters(q): the substrings that filter by q, in both scripts
// (contract §5.1: a substring match in the normal form, without typos or word forms).
QString nameKey(const QString &name);
QStringList nameFilters(const QString &q);
// Whether a token is a word (not a form or a code part); a word's marked form.
bool isWordToken(QStringView token);
bool isFormToken(QStringView token);
// The query words without the function words people add around a title (Russian `в`, `о`,
// `для`, English `the`, `of`, Uzbek `va`, `haqida`...): what a query that finds nothing as
// typed is searched again by (`в мире животных` finds Мир животных). Empty when every word
// is one.
QStringList withoutFunctionWords(const QStringList &words);

// The ranks of §5.1, best first. A product's rank is the worst of its words' best ones.
enum Rank { Exact = 0, Prefix, Form, OtherScript, Typo, RankCount };

struct Term
{
    QString token;
    bool prefix = false;
    Rank rank = Exact;
    friend bool operator==(const Term &, const Term &) = default;
};
// What a query word's typos are looked up from, each with the edits it allows: the word in
// both scripts, and — when neither spelling is an indexed word — their forms (a typo in a word
// with a suffix is a typo of its form). For a word too short to be fuzzy, the word alone with
// no edit when it finds its spellings without Uzbek's marks
// (SearchNormalForm::findsUnmarkedSpellings), else nothing.
struct TypoSource
{
    QString spelling;
    int edits = 0;
};
struct TypoSources
{
    QList<TypoSource> word;
    QList<TypoSource> forms;
};
TypoSources typoSources(const QString &word);
// What the vocabulary holds near a spelling (SearchPrefixCounts::typoCandidates): whether it
// is an indexed word itself, the other indexed words `edits` away at most, and the forms of
// indexed words that near (what a typo of a form matches: `достаевск` is near `достоевск`).
struct TypoCandidates
{
    bool indexed = false;
    QStringList near;
    QStringList nearForms;
};
using TypoLookup = std::function<TypoCandidates(const QString &spelling, int edits)>;
// For each query word, the terms that match it: the last word as a prefix too; typo
// candidates whole, or as prefixes too when lastTypoPrefix (suggestions complete them).
QList<QList<Term>> terms(
    const QStringList &words, const TypoLookup &typos, bool lastTypoPrefix = false);

} // namespace SearchText
