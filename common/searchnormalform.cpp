#include "common/searchnormalform.h"

#include <QSet>
#include <QVarLengthArray>
#include <algorithm>
#include <iterator>
#include <utility>

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
    const QStringList all
        = QStringList { snowballStem(word), withoutUzbekSuffixes(word) } + fleetingVowelForms(word);
    for (const QString &form : all) {
        if (!form.isEmpty() && form != word && !result.contains(form))
            result << form;
    }
    return result;
}

QStringList SearchNormalForm::fleetingVowelForms(QStringView word)
{
    QStringList result;
    for (const QString &form :
        { withoutFleetingVowel(snowballStem(word)), withoutFleetingVowel(word) }) {
        if (!form.isEmpty())
            result << form;
    }
    return result;
}

QString SearchNormalForm::withoutFleetingVowel(QStringView stem)
{
    static const QString vowels = u"аеёиоуыэюяўь"_s;
    static const QString fleeting = u"оеё"_s;
    static const QString before = u"кцнрл"_s;
    const qsizetype n = stem.size();
    if (scriptOf(stem) != Script::Cyrillic || letterCount(stem) < shortestStem + 1
        || !before.contains(stem.at(n - 1)) || !fleeting.contains(stem.at(n - 2))
        || vowels.contains(stem.at(n - 3)) || !stem.at(n - 3).isLetter())
        return QString();
    return stem.first(n - 2) + stem.last(1);
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

QString SearchNormalForm::plainSpelling(QStringView word)
{
    // Each letter a Russian layout lacks, as it is typed there; э as Russian's е.
    static constexpr std::pair<char16_t, char16_t> plainLetters[]
        = { { u'ў', u'у' }, { u'қ', u'к' }, { u'ғ', u'г' }, { u'ҳ', u'х' }, { u'э', u'е' } };
    QString plain;
    plain.reserve(word.size());
    for (const QChar c : word) {
        if (c == apostrophe)
            continue;
        const auto *found = std::find_if(std::begin(plainLetters), std::end(plainLetters),
            [c](const auto &letter) { return letter.first == c.unicode(); });
        plain += found == std::end(plainLetters) ? c : QChar(found->second);
    }
    return plain;
}

QString SearchNormalForm::otherScriptPlainSpelling(QStringView word)
{
    const QString other = otherScript(word);
    return other.isEmpty() ? other : plainSpelling(matchKey(other));
}

int SearchNormalForm::typoDistance(QStringView a, QStringView b, int most)
{
    int distance = editDistance(a, b, most);
    if (distance == 0)
        return distance;
    const QString plainA = plainSpelling(a);
    const QString plainB = plainSpelling(b);
    if (plainA != a || plainB != b)
        distance = std::min(distance, editDistance(plainA, plainB, most));
    const Script scriptA = scriptOf(a);
    const Script scriptB = scriptOf(b);
    if (distance > 0 && scriptA != scriptB && scriptA != Script::Mixed
        && scriptB != Script::Mixed) {
        if (const QString otherB = otherScriptPlainSpelling(b); !otherB.isEmpty())
            distance = std::min(distance, editDistance(plainA, otherB, most));
        if (const QString otherA = otherScriptPlainSpelling(a); !otherA.isEmpty())
            distance = std::min(distance, editDistance(otherA, plainB, most));
    }
    return distance;
}

bool SearchNormalForm::findsUnmarkedSpellings(QStringView word)
{
    const int letters = letterCount(word);
    return letters >= 3 && letters < 5 && !isNumberOrCode(word) && scriptOf(word) != Script::Mixed;
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
