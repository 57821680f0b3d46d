#include "common/searchnormalform.h"

#include <QSet>
#include <QVarLengthArray>
#include <algorithm>

#include <libstemmer.h>

using namespace Qt::StringLiterals;

namespace {

bool isApostropheLike(char16_t c)
{
    // §5.1's class: ' ’ ‘ ʼ ʻ ` ´ (and NFKC turns a fullwidth ＇ into ' afterwards).
    switch (c) {
    case 0x0027:
    case 0x2019:
    case 0x2018:
    case 0x02BC:
    case 0x02BB:
    case 0x0060:
    case 0x00B4:
        return true;
    default:
        return false;
    }
}

// Letters with a mark that are letters of their own (§5.1): й ў ё, in both cases. ғ қ ҳ have
// no decomposition, so NFD never splits them anyway.
bool isKeptLetter(char16_t c)
{
    switch (c) {
    case 0x0439: // й
    case 0x0419:
    case 0x045E: // ў
    case 0x040E:
    case 0x0451: // ё
    case 0x0401:
        return true;
    default:
        return false;
    }
}

// Text that NFKC and the diacritics step leave as it is: ASCII, the basic Cyrillic alphabet
// and the kept letters. Most catalog text; a bulk load of a million products skips two
// normalizations per text.
bool isPlain(QStringView text)
{
    return std::all_of(text.begin(), text.end(), [](QChar c) {
        const char16_t u = c.unicode();
        return u < 0x80 || (u >= 0x0410 && u <= 0x044F) || isKeptLetter(u) || u == 0x0492
            || u == 0x0493 || u == 0x049A || u == 0x049B || u == 0x04B2 || u == 0x04B3;
    });
}

QString dropDiacritics(const QString &text)
{
    QString result;
    result.reserve(text.size());
    for (const QChar c : text) {
        if (isKeptLetter(c.unicode())) {
            result += c;
            continue;
        }
        if (c.category() == QChar::Mark_NonSpacing || c.category() == QChar::Mark_Enclosing)
            continue; // a mark NFKC could not compose (a stress mark over Cyrillic)
        if (c.decompositionTag() != QChar::Canonical) {
            result += c;
            continue;
        }
        for (const QChar part : QString(c).normalized(QString::NormalizationForm_D)) {
            if (part.category() != QChar::Mark_NonSpacing)
                result += part;
        }
    }
    return result;
}

bool isCyrillicLetter(char16_t c)
{
    return c >= 0x0400 && c <= 0x04FF;
}

// Cyrillic → Latin, one letter each (§5.1's table; е is handled apart, at a word's start).
const char16_t *latinOf(char16_t c)
{
    switch (c) {
    case u'а':
        return u"a";
    case u'б':
        return u"b";
    case u'в':
        return u"v";
    case u'г':
        return u"g";
    case u'д':
        return u"d";
    case u'е':
        return u"e";
    case u'ё':
        return u"yo";
    case u'ж':
        return u"j";
    case u'з':
        return u"z";
    case u'и':
        return u"i";
    case u'й':
        return u"y";
    case u'к':
        return u"k";
    case u'л':
        return u"l";
    case u'м':
        return u"m";
    case u'н':
        return u"n";
    case u'о':
        return u"o";
    case u'п':
        return u"p";
    case u'р':
        return u"r";
    case u'с':
        return u"s";
    case u'т':
        return u"t";
    case u'у':
        return u"u";
    case u'ф':
        return u"f";
    case u'х':
        return u"x";
    case u'ц':
        return u"ts";
    case u'ч':
        return u"ch";
    case u'ш':
        return u"sh";
    case u'щ':
        return u"sh"; // Russian loans, one way only
    case u'ъ':
        return u"'";
    case u'ы':
        return u"i"; // Russian loans, one way only
    case u'ь':
        return u""; // dropped
    case u'э':
        return u"e";
    case u'ю':
        return u"yu";
    case u'я':
        return u"ya";
    case u'ў':
        return u"o'";
    case u'қ':
        return u"q";
    case u'ғ':
        return u"g'";
    case u'ҳ':
        return u"h";
    default:
        return nullptr;
    }
}

// Latin → Cyrillic, one letter each (the digraphs are matched before, in toCyrillic()).
char16_t cyrillicOf(char16_t c)
{
    switch (c) {
    case u'a':
        return u'а';
    case u'b':
        return u'б';
    case u'd':
        return u'д';
    case u'e':
        return u'е';
    case u'f':
        return u'ф';
    case u'g':
        return u'г';
    case u'h':
        return u'ҳ';
    case u'i':
        return u'и';
    case u'j':
        return u'ж';
    case u'k':
        return u'к';
    case u'l':
        return u'л';
    case u'm':
        return u'м';
    case u'n':
        return u'н';
    case u'o':
        return u'о';
    case u'p':
        return u'п';
    case u'q':
        return u'қ';
    case u'r':
        return u'р';
    case u's':
        return u'с';
    case u't':
        return u'т';
    case u'u':
        return u'у';
    case u'v':
        return u'в';
    case u'x':
        return u'х';
    case u'y':
        return u'й';
    case u'z':
        return u'з';
    case u'\'':
        return u'ъ';
    default:
        return 0;
    }
}

struct Digraph
{
    char16_t first;
    char16_t second;
    char16_t cyrillic;
};
// Longest match first; o' and g' are tried before every other pair (so yo'l is йўл).
constexpr Digraph digraphs[] = { { u's', u'h', u'ш' }, { u'c', u'h', u'ч' }, { u'y', u'o', u'ё' },
    { u'y', u'u', u'ю' }, { u'y', u'a', u'я' }, { u'y', u'e', u'е' }, { u't', u's', u'ц' } };

// Snowball stemmers are not thread-safe: one of each per thread, made when first used.
struct Stemmers
{
    sb_stemmer *russian = sb_stemmer_new("russian", "UTF_8");
    sb_stemmer *english = sb_stemmer_new("english", "UTF_8");
    Stemmers() = default;
    ~Stemmers()
    {
        sb_stemmer_delete(russian);
        sb_stemmer_delete(english);
    }
    Q_DISABLE_COPY_MOVE(Stemmers)
};

QString stemWith(sb_stemmer *stemmer, QStringView word)
{
    if (!stemmer)
        return QString();
    const QByteArray utf8 = word.toUtf8();
    const sb_symbol *stemmed = sb_stemmer_stem(
        stemmer, reinterpret_cast<const sb_symbol *>(utf8.constData()), int(utf8.size()));
    if (!stemmed)
        return QString();
    return QString::fromUtf8(
        reinterpret_cast<const char *>(stemmed), qsizetype(sb_stemmer_length(stemmer)));
}

// §5.1's Uzbek suffixes, longest first, in both scripts.
const QStringList &uzbekSuffixes()
{
    static const QStringList suffixes { u"dagi"_s, u"ning"_s, u"dan"_s, u"lar"_s, u"lik"_s, u"ni"_s,
        u"ga"_s, u"da"_s, u"даги"_s, u"нинг"_s, u"дан"_s, u"лар"_s, u"лик"_s, u"ни"_s, u"га"_s,
        u"да"_s };
    return suffixes;
}

// A stem keeps at least this many letters: "ni" or "da" alone are words, not suffixes.
constexpr int shortestStem = 3;

} // namespace

QString SearchNormalForm::normalize(QStringView text)
{
    QString result = text.toString();
    for (QChar &c : result) {
        if (isApostropheLike(c.unicode()))
            c = QChar(apostrophe);
    }
    if (isPlain(result))
        return result.toCaseFolded();
    result = result.normalized(QString::NormalizationForm_KC).toCaseFolded();
    return dropDiacritics(result);
}

QStringList SearchNormalForm::words(QStringView text)
{
    const QString normal = normalize(text);
    QStringList result;
    QString current;
    const auto flush = [&] {
        while (current.startsWith(QChar(apostrophe)))
            current.remove(0, 1);
        while (current.endsWith(QChar(apostrophe))) {
            const qsizetype before = current.size() - 2;
            if (before >= 0 && (current.at(before) == u'o' || current.at(before) == u'g'))
                break;
            current.chop(1);
        }
        if (!current.isEmpty())
            result << current;
        current.clear();
    };
    for (const QChar c : normal) {
        if (c.isLetterOrNumber() || c == QChar(apostrophe))
            current += c;
        else
            flush();
    }
    flush();
    return result;
}

QString SearchNormalForm::normalizedQuery(QStringView text)
{
    return normalize(text).simplified();
}

QString SearchNormalForm::matchKey(QStringView word)
{
    QString key = word.toString();
    key.replace(u'ё', u'е');
    return key;
}

SearchNormalForm::Script SearchNormalForm::scriptOf(QStringView word)
{
    bool latin = false;
    bool cyrillic = false;
    for (const QChar c : word) {
        if (isCyrillicLetter(c.unicode()))
            cyrillic = true;
        else if (c.isLetter())
            latin = true;
    }
    return latin && cyrillic ? Script::Mixed : cyrillic ? Script::Cyrillic : Script::Latin;
}

QString SearchNormalForm::toCyrillic(QStringView word)
{
    QString result;
    result.reserve(word.size());
    bool changed = false;
    const auto at = [&](qsizetype i) { return i < word.size() ? word.at(i).unicode() : 0; };
    for (qsizetype i = 0; i < word.size();) {
        const char16_t c = at(i);
        if ((c == u'o' || c == u'g') && at(i + 1) == apostrophe) {
            result += QChar(c == u'o' ? u'ў' : u'ғ');
            i += 2;
            changed = true;
            continue;
        }
        // A pair whose second letter starts an o'/g' is no pair: yo'l is й + ў + л.
        const bool secondIsUzbekLetter = at(i + 2) == apostrophe;
        const auto pair = std::find_if(std::begin(digraphs), std::end(digraphs),
            [&](const Digraph &d) { return d.first == c && d.second == at(i + 1); });
        if (pair != std::end(digraphs) && !secondIsUzbekLetter) {
            result += QChar(pair->cyrillic);
            i += 2;
            changed = true;
            continue;
        }
        if (QChar(c).isDigit()) {
            result += QChar(c);
            ++i;
            continue;
        }
        if (c == u'e' && i == 0) {
            result += QChar(u'э'); // e ↔ э at a word's start, ye ↔ е
            ++i;
            changed = true;
            continue;
        }
        const char16_t cyrillic = cyrillicOf(c);
        if (!cyrillic)
            return QString(); // a letter the table does not know: no other-script form
        result += QChar(cyrillic);
        ++i;
        changed = true;
    }
    return changed ? result : QString();
}

QString SearchNormalForm::toLatin(QStringView word)
{
    QString result;
    result.reserve(word.size() + 2);
    bool changed = false;
    for (qsizetype i = 0; i < word.size(); ++i) {
        const char16_t c = word.at(i).unicode();
        if (QChar(c).isDigit() || c == apostrophe) {
            result += QChar(c);
            continue;
        }
        if (c == u'е' && i == 0) {
            result += u"ye"_s;
            changed = true;
            continue;
        }
        const char16_t *latin = latinOf(c);
        if (!latin)
            return QString();
        result += QStringView(latin);
        changed = true;
    }
    return changed && !result.isEmpty() ? result : QString();
}

QString SearchNormalForm::otherScript(QStringView word)
{
    switch (scriptOf(word)) {
    case Script::Cyrillic:
        return toLatin(word);
    case Script::Latin:
        return toCyrillic(word);
    case Script::Mixed:
        break;
    }
    return QString();
}

QString SearchNormalForm::otherScriptText(QStringView text)
{
    QString result;
    result.reserve(text.size() + 4);
    bool changed = false;
    for (qsizetype i = 0; i < text.size();) {
        qsizetype end = i;
        while (end < text.size() && (text.at(end).isLetter() || text.at(end) == apostrophe))
            ++end;
        if (end == i) {
            result += text.at(i++);
            continue;
        }
        const QString other = otherScript(text.sliced(i, end - i));
        if (other.isEmpty())
            return QString();
        result += other;
        changed = true;
        i = end;
    }
    return changed ? result : QString();
}

QString SearchNormalForm::snowballStem(QStringView word)
{
    thread_local Stemmers stemmers;
    switch (scriptOf(word)) {
    case Script::Cyrillic:
        return stemWith(stemmers.russian, word);
    case Script::Latin:
        return stemWith(stemmers.english, word);
    case Script::Mixed:
        break;
    }
    return QString();
}

QString SearchNormalForm::withoutUzbekSuffixes(QStringView word)
{
    QString stem = word.toString();
    for (bool stripped = true; stripped;) {
        stripped = false;
        for (const QString &suffix : uzbekSuffixes()) {
            if (stem.endsWith(suffix) && letterCount(stem) - suffix.size() >= shortestStem) {
                stem.chop(suffix.size());
                stripped = true;
                break;
            }
        }
    }
    return stem;
}

QStringList SearchNormalForm::forms(QStringView word)
{
    QStringList result;
    if (isNumberOrCode(word) || letterCount(word) < shortestStem)
        return result;
    for (const QString &form : { snowballStem(word), withoutUzbekSuffixes(word) }) {
        if (!form.isEmpty() && form != word && !result.contains(form))
            result << form;
    }
    return result;
}

int SearchNormalForm::letterCount(QStringView word)
{
    return int(std::count_if(word.begin(), word.end(), [](QChar c) { return c.isLetter(); }));
}

bool SearchNormalForm::isNumberOrCode(QStringView word)
{
    return std::any_of(word.begin(), word.end(), [](QChar c) { return c.isDigit(); });
}

int SearchNormalForm::allowedEdits(QStringView word)
{
    if (isNumberOrCode(word))
        return 0;
    const int letters = letterCount(word);
    return letters < 5 ? 0 : letters <= 8 ? 1 : 2;
}

int SearchNormalForm::editDistance(QStringView a, QStringView b, int most)
{
    const qsizetype n = a.size();
    const qsizetype m = b.size();
    if (std::abs(n - m) > most)
        return most + 1;
    // Three rows of the optimal string alignment table.
    QVarLengthArray<int, 64> before(m + 1), previous(m + 1), current(m + 1);
    for (qsizetype j = 0; j <= m; ++j)
        previous[j] = int(j);
    for (qsizetype i = 1; i <= n; ++i) {
        current[0] = int(i);
        int rowBest = current[0];
        for (qsizetype j = 1; j <= m; ++j) {
            const int cost = a.at(i - 1) == b.at(j - 1) ? 0 : 1;
            int value = std::min({ previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost });
            if (i > 1 && j > 1 && a.at(i - 1) == b.at(j - 2) && a.at(i - 2) == b.at(j - 1))
                value = std::min(value, before[j - 2] + 1);
            current[j] = value;
            rowBest = std::min(rowBest, value);
        }
        if (rowBest > most)
            return most + 1;
        std::swap(before, previous);
        std::swap(previous, current);
    }
    return std::min(previous[m], most + 1);
}

QStringList SearchNormalForm::deletions(QStringView word, int deletes)
{
    QSet<QString> seen { word.toString() };
    QStringList level { word.toString() };
    for (int round = 0; round < deletes; ++round) {
        QStringList next;
        for (const QString &from : std::as_const(level)) {
            for (qsizetype i = 0; i < from.size(); ++i) {
                QString shorter = from;
                shorter.remove(i, 1);
                if (!seen.contains(shorter)) {
                    seen.insert(shorter);
                    next << shorter;
                }
            }
        }
        level = next;
    }
    QStringList result(seen.cbegin(), seen.cend());
    std::sort(result.begin(), result.end());
    return result;
}
