#include "common/searchnormalform.h"

// §5.1's two scripts: the Uzbek Latin ↔ Cyrillic correspondence, read both ways.

using namespace Qt::StringLiterals;

namespace {

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

} // namespace

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
