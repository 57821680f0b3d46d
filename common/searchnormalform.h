#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

// The one normal form of contract §5.1 for text that is indexed and text that is searched:
// the server's index writers (both engines), its queries, suggestions and trending, and the
// console's own filters all read words through this class, so the two sides always agree.
// Qt Core, ICU-free tables of our own for the Uzbek script correspondence, and Snowball
// stemmers (libstemmer) for Russian and English.
class SearchNormalForm final
{
public:
    // The one character every apostrophe-like character becomes (§5.1's class).
    static constexpr char16_t apostrophe = u'\'';

    // §5.1, in its order: apostrophes to one character, NFKC, case folding, diacritics dropped
    // where they are not letters of their own (й ў ғ қ ҳ ё stay). Whitespace is kept as is.
    static QString normalize(QStringView text);
    // The words of normalize(text): runs of letters, digits and apostrophes. An apostrophe
    // that starts a word, or ends one after any letter but o or g (o' and g' are letters of
    // Uzbek), is a quote mark, not part of the word.
    static QStringList words(QStringView text);
    // trending's form: normalize(), trimmed, inner whitespace collapsed to single spaces.
    static QString normalizedQuery(QStringView text);

    // The key a normalized word is matched by: ё read as е (Russian writes one for the other;
    // Uzbek's yo reaches ё through toCyrillic()).
    static QString matchKey(QStringView word);

    enum class Script { Latin, Cyrillic, Mixed };
    static Script scriptOf(QStringView word);
    // The official Uzbek correspondence (§5.1), longest match first, applied to a normalized
    // word. Empty when the word has a letter the table does not know (c, w, Greek...), or is
    // already all in the target script, or has no letters.
    static QString toCyrillic(QStringView word);
    static QString toLatin(QStringView word);
    // The word in the other script (toLatin for a Cyrillic word, toCyrillic for a Latin one),
    // empty when there is none.
    static QString otherScript(QStringView word);
    // A normalized text with each run of letters and apostrophes in its other script, the
    // rest as it is (a substring filter's other form, §5.1); empty when a run has none.
    static QString otherScriptText(QStringView text);

    // The other word forms a normalized word is indexed and searched under (§5.1 "Word
    // forms"): its Snowball stem (Russian for Cyrillic words, English for Latin ones), the
    // word without its Uzbek suffixes, and the stem and the word without their fleeting vowel
    // (withoutFleetingVowel), each only when it differs from the word. Two words
    // are forms of each other when their forms() or the words themselves meet.
    static QStringList forms(QStringView word);
    // Each of them alone, for tests and for the query side.
    static QString snowballStem(QStringView word);
    static QString withoutUzbekSuffixes(QStringView word);
    // A Cyrillic stem without its fleeting vowel, which Snowball keeps: the о, е or ё between
    // two consonants at its end, before one of к ц н р л (сказок -> сказк, the stem of сказка;
    // ручек -> ручк; ветер -> ветр, the stem of ветра; отец -> отц). Empty when there is none.
    static QString withoutFleetingVowel(QStringView stem);
    // withoutFleetingVowel() of the word's Snowball stem and of the word itself (where Snowball
    // took more: песен -> пес), those there are: the forms() a fleeting vowel adds.
    static QStringList fleetingVowelForms(QStringView word);

    // Letters of the word (apostrophes and digits not counted).
    static int letterCount(QStringView word);
    // A number or a code: any digit in it. Never fuzzy (§5.1).
    static bool isNumberOrCode(QStringView word);
    // Edits a query word may be away from an indexed word (§5.1 "Typos"): 0 below 5 letters
    // and for numbers and codes, 1 for 5–8 letters, 2 from 9.
    static int allowedEdits(QStringView word);
    // Optimal string alignment distance (insert, delete, substitute, swap of neighbours),
    // stopping early: any value above `most` is returned as most + 1.
    static int editDistance(QStringView a, QStringView b, int most);
    // The word as typed on a keyboard without Uzbek's own marks: no apostrophes (`kok` for
    // ko'k, `ogil` for o'g'il), ў қ ғ ҳ as a Russian layout's у к г х (`утган` for ўтган), and
    // э as е (a Latin e at a word's start reads э in Uzbek, е in Russian: `evgenii`).
    static QString plainSpelling(QStringView word);
    // plainSpelling() of the word in its other script (empty when it has none): Ko'k bahor
    // typed in Cyrillic on a Russian layout is `кук`, `кўк`'s plain spelling.
    static QString otherScriptPlainSpelling(QStringView word);
    // Edits between a query word and an indexed word, these marks typed or left out costing
    // none (§5.1's apostrophes, "none" among them, and the letters a keyboard may lack): the
    // smaller of editDistance() over the words, over plainSpelling() and, for words of the two
    // scripts, over one's plainSpelling() and the other's otherScriptPlainSpelling().
    static int typoDistance(QStringView a, QStringView b, int most);
    // A word of 3 or 4 letters is never fuzzy, but it finds the words that differ from it in
    // Uzbek's marks alone (typoDistance() 0), in either script: `kok bahor` and `кук баҳор`
    // find Ko'k bahor, `йул` йўл.
    static bool findsUnmarkedSpellings(QStringView word);
    // Every string made from the word by deleting up to `deletes` characters (the word itself
    // included): the keys of the symmetric-delete vocabulary (docs/search.md).
    static QStringList deletions(QStringView word, int deletes);
};
