#include "server/domain/searchtext.h"

#include <QRegularExpression>
#include <QSet>
#include <algorithm>

#include "common/searchnormalform.h"

using namespace Qt::StringLiterals;

namespace SearchText {

namespace {

QString marked(char16_t mark, QStringView text)
{
    return QChar(mark) + text.toString();
}

QString reversed(QString text)
{
    std::reverse(text.begin(), text.end());
    return text;
}

// A one-letter word that is a letter: an initial (joinedInitials).
bool isInitial(QStringView word)
{
    return word.size() == 1 && word.front().isLetter();
}

// The ISBN-10 form of a 978 ISBN-13, or empty.
QString isbn10Of(const QString &isbn13)
{
    if (isbn13.size() != 13 || !isbn13.startsWith(u"978"_s))
        return QString();
    const QString body = isbn13.mid(3, 9);
    int sum = 0;
    for (qsizetype i = 0; i < body.size(); ++i)
        sum += int(10 - i) * body.at(i).digitValue();
    const int check = (11 - sum % 11) % 11;
    return body + (check == 10 ? u"X"_s : QString::number(check));
}

void add(QList<Term> &terms, const QString &token, bool prefix, Rank rank)
{
    if (token.isEmpty())
        return;
    const bool known = std::any_of(terms.cbegin(), terms.cend(),
        [&](const Term &term) { return term.token == token && term.prefix == prefix; });
    if (!known) // terms come best rank first: a repeat is never better
        terms.append({ token, prefix, rank });
}

// A word's other forms, as the index holds them: the word marked (other words' forms may be
// this word) and each of its forms, bare and marked.
void addForms(QList<Term> &terms, const QString &key, Rank rank)
{
    add(terms, marked(formMark, key), false, rank);
    for (const QString &form : SearchNormalForm::forms(key)) {
        add(terms, form, false, rank);
        add(terms, marked(formMark, form), false, rank);
    }
}

} // namespace

QString normalizedQuery(const QString &text)
{
    return SearchNormalForm::normalizedQuery(text);
}

QStringList words(const QString &text)
{
    // A digit run broken by single hyphens or spaces, 6 digits or more, is one word.
    static const QRegularExpression run(u"\\d+(?:[- ]\\d+)+"_s);
    QString joined = text;
    for (qsizetype from = 0;;) {
        const QRegularExpressionMatch match = run.match(joined, from);
        if (!match.hasMatch())
            break;
        QString digits = match.captured();
        digits.remove(u'-').remove(u' ');
        if (digits.size() >= shortestCodePart) {
            joined.replace(match.capturedStart(), match.capturedLength(), digits);
            from = match.capturedStart() + digits.size();
        } else {
            from = match.capturedEnd();
        }
    }
    return SearchNormalForm::words(joined);
}

QStringList indexWords(const QString &text)
{
    QStringList result = SearchNormalForm::words(text);
    for (QString &word : result)
        word = SearchNormalForm::matchKey(word);
    return result;
}

QString indexTokens(const QString &text)
{
    QStringList tokens;
    QString initials;
    const auto endOfInitials = [&] {
        if (initials.size() > 1)
            tokens << initials;
        initials.clear();
    };
    for (const QString &word : SearchNormalForm::words(text)) {
        const QString key = SearchNormalForm::matchKey(word);
        if (isInitial(key))
            initials += key;
        else
            endOfInitials();
        tokens << key;
        for (const QString &form : SearchNormalForm::forms(key))
            tokens << marked(formMark, form);
    }
    endOfInitials();
    // A text without words (a stationery item's author) is the empty text, never a null value:
    // SQL binds that as NULL, and the index's columns are concatenated.
    return tokens.isEmpty() ? QString(0, QChar()) : tokens.join(u' ');
}

QStringList joinedInitials(const QString &text)
{
    const QStringList tokens = indexTokens(text).split(u' ');
    const QStringList words = indexWords(text);
    QStringList joined;
    for (const QString &token : tokens) {
        if (token.size() > 1 && isWordToken(token) && !words.contains(token))
            joined << token;
    }
    return joined;
}

QStringList codeTokens(const QString &code)
{
    QStringList tokens;
    for (const QString &form : { code, isbn10Of(code).toLower() }) {
        if (form.size() >= shortestCodePart)
            tokens << marked(codeStartMark, form) << marked(codeEndMark, reversed(form));
    }
    return tokens;
}

QString nameKey(const QString &name)
{
    return SearchNormalForm::matchKey(SearchNormalForm::normalize(name));
}

QStringList nameFilters(const QString &q)
{
    const QString normal = SearchNormalForm::normalize(q);
    QStringList filters { SearchNormalForm::matchKey(normal) };
    const QString other = SearchNormalForm::matchKey(SearchNormalForm::otherScriptText(normal));
    if (!other.isEmpty() && other != filters.constFirst())
        filters << other;
    return filters;
}

QStringList withoutFunctionWords(const QStringList &words)
{
    // Prepositions, conjunctions and articles, in the normal form (SearchText::words):
    // Russian; English; Uzbek in both scripts.
    static const QSet<QString> functionWords { u"а"_s, u"без"_s, u"в"_s, u"во"_s, u"для"_s, u"до"_s,
        u"за"_s, u"и"_s, u"из"_s, u"к"_s, u"ко"_s, u"на"_s, u"над"_s, u"не"_s, u"но"_s, u"о"_s,
        u"об"_s, u"обо"_s, u"или"_s, u"от"_s, u"по"_s, u"под"_s, u"при"_s, u"про"_s, u"с"_s,
        u"со"_s, u"у"_s, u"a"_s, u"an"_s, u"and"_s, u"at"_s, u"by"_s, u"for"_s, u"from"_s, u"in"_s,
        u"of"_s, u"on"_s, u"or"_s, u"the"_s, u"to"_s, u"with"_s, u"va"_s, u"bilan"_s, u"uchun"_s,
        u"haqida"_s, u"ham"_s, u"yoki"_s, u"ва"_s, u"билан"_s, u"учун"_s, u"ҳақида"_s, u"ҳам"_s,
        u"ёки"_s };
    QStringList content;
    for (const QString &word : words) {
        if (!functionWords.contains(word))
            content << word;
    }
    return content;
}

bool isWordToken(QStringView token)
{
    if (token.isEmpty())
        return false;
    const char16_t first = token.front().unicode();
    return first != formMark && first != codeStartMark && first != codeEndMark;
}

QStringList kindWords(bool book)
{
    return book ? QStringList { u"book"_s, u"books"_s } : QStringList { u"stationery"_s };
}

bool isKindWord(QStringView word)
{
    return kindWords(true).contains(word) || kindWords(false).contains(word);
}

bool isFormToken(QStringView token)
{
    return !token.isEmpty() && token.front() == QChar(formMark);
}

TypoSources typoSources(const QString &word)
{
    TypoSources sources;
    const int edits = SearchNormalForm::allowedEdits(word);
    if (edits == 0) {
        // Not fuzzy, but typed without Uzbek's marks (or with them) it finds its spellings, in
        // either script: `кок` is `kok`, which finds ko'k.
        if (SearchNormalForm::findsUnmarkedSpellings(word)) {
            for (const QString &spelling : { SearchNormalForm::matchKey(word),
                     SearchNormalForm::matchKey(SearchNormalForm::otherScript(word)) }) {
                if (!spelling.isEmpty())
                    sources.word.append({ spelling, 0 });
            }
        }
        return sources;
    }
    // The other script from the word before ё is read as е: ё is yo in Uzbek Latin.
    for (const QString &spelling : { SearchNormalForm::matchKey(word),
             SearchNormalForm::matchKey(SearchNormalForm::otherScript(word)) }) {
        if (spelling.isEmpty())
            continue;
        sources.word.append({ spelling, edits });
        for (const QString &form : SearchNormalForm::forms(spelling)) {
            if (const int formEdits = SearchNormalForm::allowedEdits(form); formEdits > 0)
                sources.forms.append({ form, formEdits });
        }
    }
    return sources;
}

QList<QList<Term>> terms(const QStringList &words, const TypoLookup &typos, bool lastTypoPrefix)
{
    QList<QList<Term>> result;
    for (qsizetype i = 0; i < words.size(); ++i) {
        const bool last = i == words.size() - 1;
        const QString &word = words.at(i);
        const QString key = SearchNormalForm::matchKey(word);
        // The other script from the word before ё is read as е: ё is yo in Uzbek Latin.
        const QString other = SearchNormalForm::matchKey(SearchNormalForm::otherScript(word));
        QList<Term> termsOfWord;
        add(termsOfWord, key, false, Exact);
        if (last)
            add(termsOfWord, key, true, Prefix);
        if (SearchNormalForm::isNumberOrCode(key) && key.size() >= shortestCodePart
            && std::all_of(key.cbegin(), key.cend(), [](QChar c) { return c.isDigit(); })) {
            add(termsOfWord, marked(codeStartMark, key), true, Prefix);
            add(termsOfWord, marked(codeEndMark, reversed(key)), true, Prefix);
        }
        addForms(termsOfWord, key, Form);
        if (!other.isEmpty()) {
            add(termsOfWord, other, false, OtherScript);
            if (last)
                add(termsOfWord, other, true, OtherScript);
            addForms(termsOfWord, other, OtherScript);
        }
        if (typos) {
            const TypoSources sources = typoSources(word);
            bool indexed = false;
            for (const TypoSource &source : sources.word) {
                // A word the vocabulary knows in one script is in products of either: `utkan`
                // (ўткан, one edit from уткан) finds the Latin O'tkan kunlar too. The word
                // itself, when indexed, matched exactly or in the other script above.
                const TypoCandidates candidates = typos(source.spelling, source.edits);
                indexed = indexed || candidates.indexed;
                for (const QString &candidate : candidates.near) {
                    for (const QString &spelling : { candidate,
                             SearchNormalForm::matchKey(
                                 SearchNormalForm::otherScript(candidate)) }) {
                        add(termsOfWord, spelling, false, Typo);
                        if (last && lastTypoPrefix)
                            add(termsOfWord, spelling, true, Typo);
                    }
                }
            }
            // A word no product has is a typo, perhaps of a word with a suffix: `kodiriyning`'s
            // form `kodiriy` is near qodiriy, which matches as a word and as the form of others
            // (qodiriyning); `poters` is near powers, and its form `poter` near potter. Or of a
            // form with another suffix: `достаевского`'s `достаевск` is near Достоевский's form.
            for (const TypoSource &source : indexed ? QList<TypoSource>() : sources.forms) {
                const TypoCandidates candidates = typos(source.spelling, source.edits);
                for (const QString &candidate : candidates.near + candidates.nearForms) {
                    for (const QString &spelling : { candidate,
                             SearchNormalForm::matchKey(
                                 SearchNormalForm::otherScript(candidate)) }) {
                        add(termsOfWord, spelling, false, Typo);
                        add(termsOfWord, marked(formMark, spelling), false, Typo);
                    }
                }
            }
        }
        result.append(termsOfWord);
    }
    return result;
}

} // namespace SearchText
