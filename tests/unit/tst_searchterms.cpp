#include <QTest>
#include <algorithm>

#include "common/searchnormalform.h"
#include "server/domain/searchtext.h"

using namespace Qt::StringLiterals;

// The terms a query word matches by (contract §5.1), with a vocabulary of our own: a word no
// product has may be a typo of a word with a suffix, so the typos of its forms are asked too;
// they rank with the typos.
class TestSearchTerms final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aTypoOfAFormFindsTheWordAndItsForms();
    void aWordWithTyposOfItsOwnAsksItsFormsToo();
    void aTypoOfAFormFindsAnotherFormOfTheWord();
    void anIndexedWordAsksNoForm();
    void aWordTypedWithoutApostrophesFindsThem();
    void aWordTypedOnARussianLayoutFindsUzbekLetters();
    void initialsAreIndexedJoined_data();
    void initialsAreIndexedJoined();
    void aShortWordTypedWithoutMarksFindsTheOtherScript();
    void functionWordsAreLeftOut_data();
    void functionWordsAreLeftOut();
};

namespace {

// The vocabulary's words within `edits` of a word, as SearchPrefixCounts::typoCandidates
// answers them; every question asked is kept.
struct Vocabulary
{
    QStringList words;
    QStringList asked;

    SearchText::TypoLookup lookup()
    {
        return [this](const QString &word, int edits) {
            asked << word;
            SearchText::TypoCandidates candidates { words.contains(word), {}, {} };
            for (const QString &known : std::as_const(words)) {
                if (known != word && SearchNormalForm::typoDistance(word, known, edits) <= edits)
                    candidates.near << known;
                for (const QString &form : SearchNormalForm::forms(known)) {
                    if (form != word && !candidates.nearForms.contains(form)
                        && SearchNormalForm::typoDistance(word, form, edits) <= edits)
                        candidates.nearForms << form;
                }
            }
            return candidates;
        };
    }
};

SearchText::Term typo(const QString &token)
{
    return { token, false, SearchText::Typo };
}

} // namespace

void TestSearchTerms::aTypoOfAFormFindsTheWordAndItsForms()
{
    Vocabulary vocabulary { { u"qodiriy"_s, u"kitob"_s }, {} };
    const QList<SearchText::Term> terms
        = SearchText::terms({ u"kodiriyning"_s }, vocabulary.lookup()).constFirst();
    const QString form = QChar(SearchText::formMark) + u"qodiriy"_s;
    QVERIFY(terms.contains(typo(u"qodiriy"_s)));
    QVERIFY(terms.contains(typo(form)));
    QVERIFY(vocabulary.asked.contains(u"kodiriy"_s)); // the form, -ning taken off
    // The Cyrillic spelling too, for products listed in the other script.
    QVERIFY(terms.contains(
        typo(SearchNormalForm::matchKey(SearchNormalForm::otherScript(u"qodiriy"_s)))));
    // Typos come last: every better rank is before the first of them.
    const auto firstTypo = std::find_if(terms.cbegin(), terms.cend(),
        [](const SearchText::Term &term) { return term.rank == SearchText::Typo; });
    QVERIFY(std::all_of(firstTypo, terms.cend(),
        [](const SearchText::Term &term) { return term.rank == SearchText::Typo; }));

    // In Cyrillic the same.
    vocabulary.asked.clear();
    const QList<SearchText::Term> cyrillic
        = SearchText::terms({ u"кодирийнинг"_s }, vocabulary.lookup()).constFirst();
    QVERIFY(cyrillic.contains(typo(u"qodiriy"_s)));
}

// `достаевского` (a typo in a case ending) is three edits from Достоевский, but its stem
// `достаевск` is one from the word's own form `достоевск`: the products' marked form matches.
void TestSearchTerms::aTypoOfAFormFindsAnotherFormOfTheWord()
{
    Vocabulary vocabulary { { u"достоевский"_s, u"идиот"_s }, {} };
    QVERIFY(SearchNormalForm::forms(u"достоевский"_s).contains(u"достоевск"_s));
    const QList<SearchText::Term> terms
        = SearchText::terms({ u"достаевского"_s }, vocabulary.lookup()).constFirst();
    QVERIFY(terms.contains(typo(QChar(SearchText::formMark) + u"достоевск"_s)));
    QVERIFY(!terms.contains(typo(u"достоевский"_s))); // three edits from the word itself
    // A word the vocabulary has asks no form: its answers stay as they were.
    vocabulary.words << u"достаевского"_s;
    const QList<SearchText::Term> indexed
        = SearchText::terms({ u"достаевского"_s }, vocabulary.lookup()).constFirst();
    QVERIFY(!indexed.contains(typo(QChar(SearchText::formMark) + u"достоевск"_s)));
}

void TestSearchTerms::aWordWithTyposOfItsOwnAsksItsFormsToo()
{
    // `poters` is one edit from `powers` and `peters`, and its form `poter` one from `potter`:
    // harry poters finds Harry Potter.
    Vocabulary vocabulary { { u"powers"_s, u"peters"_s, u"potter"_s }, {} };
    const QList<SearchText::Term> terms
        = SearchText::terms({ u"poters"_s }, vocabulary.lookup()).constFirst();
    QVERIFY(terms.contains(typo(u"powers"_s)));
    QVERIFY(terms.contains(typo(u"potter"_s)));
    QVERIFY(terms.contains(typo(QChar(SearchText::formMark) + u"potter"_s)));
}

void TestSearchTerms::anIndexedWordAsksNoForm()
{
    // `kitoblar` is a word of some product: its typos are its neighbours' (`kitoblari`), and its
    // form (`kitob`) matches as a form, not asked for typos of its own.
    Vocabulary vocabulary { { u"kitoblar"_s, u"kitoblari"_s, u"kitobi"_s }, {} };
    const QList<SearchText::Term> terms
        = SearchText::terms({ u"kitoblar"_s, u"siri"_s }, vocabulary.lookup()).constFirst();
    QVERIFY(terms.contains(typo(u"kitoblari"_s)));
    QVERIFY(!terms.contains(typo(u"kitoblar"_s))); // the word itself is no typo of it
    QVERIFY(!vocabulary.asked.contains(u"kitob"_s));
    QVERIFY(!terms.contains(typo(u"kitobi"_s)));
}

void TestSearchTerms::aWordTypedWithoutApostrophesFindsThem()
{
    // `kok bahor` finds Ko'k bahor (3 letters: never fuzzy, but no edit apart), `otgan` O'tkan
    // (one edit: k for g), in both scripts; `kor` nothing it is an edit away from (`kol`).
    Vocabulary vocabulary { { u"ko'k"_s, u"kol"_s, u"o'tkan"_s }, {} };
    const QList<QList<SearchText::Term>> terms
        = SearchText::terms({ u"kok"_s, u"otgan"_s }, vocabulary.lookup());
    QCOMPARE(terms.at(0).count(typo(u"ko'k"_s)), 1);
    QVERIFY(terms.at(0).contains(typo(u"кўк"_s)));
    QVERIFY(terms.at(1).contains(typo(u"o'tkan"_s)));
    QVERIFY(terms.at(1).contains(typo(u"ўткан"_s)));
    const QList<SearchText::Term> kor
        = SearchText::terms({ u"kor"_s }, vocabulary.lookup()).constFirst();
    QVERIFY(std::none_of(kor.cbegin(), kor.cend(),
        [](const SearchText::Term &term) { return term.rank == SearchText::Typo; }));
}

void TestSearchTerms::aWordTypedOnARussianLayoutFindsUzbekLetters()
{
    // ў қ ғ ҳ typed as у к г х: `йул` finds йўл (and yo'l), `утган` ўткан (one edit: г).
    Vocabulary vocabulary { { u"йўл"_s, u"ўткан"_s }, {} };
    const QList<QList<SearchText::Term>> terms
        = SearchText::terms({ u"йул"_s, u"утган"_s }, vocabulary.lookup());
    QVERIFY(terms.at(0).contains(typo(u"йўл"_s)));
    QVERIFY(terms.at(0).contains(typo(u"yo'l"_s)));
    QVERIFY(terms.at(1).contains(typo(u"ўткан"_s)));
    QVERIFY(terms.at(1).contains(typo(u"o'tkan"_s)));
}

void TestSearchTerms::initialsAreIndexedJoined_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("joined");
    QTest::newRow("J.K.") << u"J.K. Rowling"_s << QStringList { u"jk"_s };
    QTest::newRow("spaced") << u"J. R. R. Tolkien"_s << QStringList { u"jrr"_s };
    QTest::newRow("inside") << u"George R.R. Martin"_s << QStringList { u"rr"_s };
    QTest::newRow("Cyrillic") << u"А.С. Пушкин"_s << QStringList { u"ас"_s };
    QTest::newRow("two runs") << u"A.B. and C.D."_s << QStringList { u"ab"_s, u"cd"_s };
    QTest::newRow("one letter") << u"Война и мир"_s << QStringList {};
    QTest::newRow("digits") << u"Volume 1 2 A"_s << QStringList {};
    QTest::newRow("apostrophe") << u"O' g' Tong"_s << QStringList {};
}

void TestSearchTerms::initialsAreIndexedJoined()
{
    QFETCH(QString, text);
    QFETCH(QStringList, joined);
    const QStringList tokens = SearchText::indexTokens(text).split(u' ');
    QCOMPARE(SearchText::joinedInitials(text), joined);
    for (const QString &token : joined)
        QVERIFY(tokens.contains(token));
    // Every word is indexed as before: the joined token is one more.
    for (const QString &word : SearchText::indexWords(text))
        QVERIFY(tokens.contains(word));
}

void TestSearchTerms::aShortWordTypedWithoutMarksFindsTheOtherScript()
{
    // `кук` typed on a Russian layout finds Ko'k, which the catalog has in Latin only; `yol`
    // typed without apostrophes finds йўл, in Cyrillic only; `кок` is `kok` in Cyrillic.
    // `кул` is an edit from ko'k in either script.
    Vocabulary vocabulary { { u"ko'k"_s, u"йўл"_s }, {} };
    const QList<QList<SearchText::Term>> terms
        = SearchText::terms({ u"кук"_s, u"yol"_s, u"кок"_s }, vocabulary.lookup());
    QVERIFY(terms.at(0).contains(typo(u"ko'k"_s)));
    QVERIFY(terms.at(0).contains(typo(u"кўк"_s)));
    QVERIFY(terms.at(1).contains(typo(u"йўл"_s)));
    QVERIFY(terms.at(1).contains(typo(u"yo'l"_s)));
    QVERIFY(terms.at(2).contains(typo(u"ko'k"_s)));
    QVERIFY(vocabulary.asked.contains(u"kok"_s));
    const QList<SearchText::Term> kul
        = SearchText::terms({ u"кул"_s }, vocabulary.lookup()).constFirst();
    QVERIFY(std::none_of(kul.cbegin(), kul.cend(),
        [](const SearchText::Term &term) { return term.rank == SearchText::Typo; }));
}

QTEST_GUILESS_MAIN(TestSearchTerms)
// What a query that finds nothing is searched again by: its words without function words, in
// the normal form (SearchService::search).
void TestSearchTerms::functionWordsAreLeftOut_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QStringList>("content");
    QTest::newRow("Russian") << u"В мире животных"_s << QStringList { u"мире"_s, u"животных"_s };
    QTest::newRow("Russian, two") << u"книги для детей и взрослых"_s
                                  << QStringList { u"книги"_s, u"детей"_s, u"взрослых"_s };
    QTest::newRow("English") << u"The Lord of the Rings"_s << QStringList { u"lord"_s, u"rings"_s };
    QTest::newRow("Uzbek Latin") << u"o'tkan kunlar haqida"_s
                                 << QStringList { u"o'tkan"_s, u"kunlar"_s };
    QTest::newRow("Uzbek Cyrillic")
        << u"болалар УЧУН эртаклар"_s << QStringList { u"болалар"_s, u"эртаклар"_s };
    QTest::newRow("nothing else") << u"the of and"_s << QStringList {};
    QTest::newRow("none") << u"harry potter"_s << QStringList { u"harry"_s, u"potter"_s };
}

void TestSearchTerms::functionWordsAreLeftOut()
{
    QFETCH(QString, typed);
    QFETCH(QStringList, content);
    QCOMPARE(SearchText::withoutFunctionWords(SearchText::words(typed)), content);
}

#include "tst_searchterms.moc"
