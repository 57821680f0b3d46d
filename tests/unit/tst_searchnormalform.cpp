// The search normal form of contract §5.1, with real titles: the demo catalog's Uzbek and
// Russian vocabulary (server/services/demovocabulary.cpp) and goodbooks-10k's titles.
#include <QTest>
#include <thread>

#include "common/searchnormalform.h"

using namespace Qt::StringLiterals;

class tst_SearchNormalForm : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void normalize_data();
    void normalize();
    void words_data();
    void words();
    void scripts_data();
    void scripts();
    void forms_data();
    void forms();
    void edits_data();
    void edits();
    void distance_data();
    void distance();
    void typoDistance_data();
    void typoDistance();
    void unmarkedSpellings_data();
    void unmarkedSpellings();
    void deletions();
    void stemmersPerThread();
};

void tst_SearchNormalForm::normalize_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");

    // Every apostrophe of §5.1's class is one character.
    QTest::newRow("ascii apostrophe") << u"O'tkan kunlar"_s << u"o'tkan kunlar"_s;
    QTest::newRow("turned comma U+02BB") << u"Oʻtkan kunlar"_s << u"o'tkan kunlar"_s;
    QTest::newRow("modifier apostrophe U+02BC") << u"Gʼafur Gʼulom"_s << u"g'afur g'ulom"_s;
    QTest::newRow("right quote U+2019") << u"Cho’lpon"_s << u"cho'lpon"_s;
    QTest::newRow("left quote U+2018") << u"Jannatga yo‘l"_s << u"jannatga yo'l"_s;
    QTest::newRow("backtick") << u"To`xtaboyev"_s << u"to'xtaboyev"_s;
    QTest::newRow("acute accent U+00B4") << u"O´tkir Hoshimov"_s << u"o'tkir hoshimov"_s;
    // NFKC, then case folding.
    QTest::newRow("fullwidth") << u"ＨＡＲＲＹ"_s << u"harry"_s;
    QTest::newRow("ligature") << u"ﬁre"_s << u"fire"_s;
    QTest::newRow("russian upper") << u"ВОЙНА И МИР"_s << u"война и мир"_s;
    // Diacritics dropped, except letters of their own.
    QTest::newRow("latin diacritics") << u"Les Misérables"_s << u"les miserables"_s;
    QTest::newRow("german") << u"Die Verwandlung Ä"_s << u"die verwandlung a"_s;
    QTest::newRow("yo kept") << u"Вишнёвый сад"_s << u"вишнёвый сад"_s;
    QTest::newRow("short i kept") << u"Лев Толстой"_s << u"лев толстой"_s;
    QTest::newRow("uzbek letters kept") << u"Ўткан кунлар, Ғафур Ғулом, Қодирий, Ҳошимов"_s
                                        << u"ўткан кунлар, ғафур ғулом, қодирий, ҳошимов"_s;
    QTest::newRow("decomposed short i composes") << u"Толсто\u0438\u0306"_s << u"толстой"_s;
    QTest::newRow("stress mark dropped") << u"за\u0301мок"_s << u"замок"_s;
}

void tst_SearchNormalForm::normalize()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(SearchNormalForm::normalize(text), expected);
}

void tst_SearchNormalForm::words_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("demo title") << u"O'tkan kunlar"_s << QStringList { u"o'tkan"_s, u"kunlar"_s };
    QTest::newRow("hyphen splits") << u"Yuzma-yuz"_s << QStringList { u"yuzma"_s, u"yuz"_s };
    QTest::newRow("o' at a word's end")
        << u"tog' va bog'"_s << QStringList { u"tog'"_s, u"va"_s, u"bog'"_s };
    QTest::newRow("quote marks are not letters")
        << u"'Salem's Lot' (1975)"_s << QStringList { u"salem's"_s, u"lot"_s, u"1975"_s };
    QTest::newRow("goodbooks") << u"Harry Potter and the Sorcerer's Stone (Harry Potter, #1)"_s
                               << QStringList { u"harry"_s, u"potter"_s, u"and"_s, u"the"_s,
                                      u"sorcerer's"_s, u"stone"_s, u"harry"_s, u"potter"_s,
                                      u"1"_s };
    QTest::newRow("russian") << u"Преступление и наказание"_s
                             << QStringList { u"преступление"_s, u"и"_s, u"наказание"_s };
    QTest::newRow("query typed with U+02BB") << u"oʻtkan"_s << QStringList { u"o'tkan"_s };
    QTest::newRow("punctuation only") << u"... ★★★"_s << QStringList {};
}

void tst_SearchNormalForm::words()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    QCOMPARE(SearchNormalForm::words(text), expected);
}

void tst_SearchNormalForm::scripts_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("other"); // otherScript(word); empty: none

    // Uzbek, both ways, §5.1's table.
    QTest::newRow("o' to ў") << u"o'tkan"_s << u"ўткан"_s;
    QTest::newRow("ў to o'") << u"ўткан"_s << u"o'tkan"_s;
    QTest::newRow("g' to ғ") << u"g'afur"_s << u"ғафур"_s;
    QTest::newRow("ғ to g'") << u"ғулом"_s << u"g'ulom"_s;
    QTest::newRow("sh, q") << u"qodiriy"_s << u"қодирий"_s;
    QTest::newRow("қ to q") << u"қодирий"_s << u"qodiriy"_s;
    QTest::newRow("ch, o'") << u"cho'lpon"_s << u"чўлпон"_s;
    QTest::newRow("yo'l: o' before yo") << u"yo'l"_s << u"йўл"_s;
    QTest::newRow("йўл back") << u"йўл"_s << u"yo'l"_s;
    QTest::newRow("sh") << u"shum"_s << u"шум"_s;
    QTest::newRow("x and h") << u"xudoyberdi"_s << u"худойберди"_s;
    QTest::newRow("ҳ to h") << u"ҳошимов"_s << u"hoshimov"_s;
    QTest::newRow("e at a word's start") << u"erkin"_s << u"эркин"_s;
    QTest::newRow("ye") << u"yevgeniy"_s << u"евгений"_s;
    QTest::newRow("е at a word's start") << u"евгений"_s << u"yevgeniy"_s;
    QTest::newRow("ts") << u"tsirk"_s << u"цирк"_s;
    QTest::newRow("apostrophe to ъ") << u"ma'no"_s << u"маъно"_s;
    QTest::newRow("ъ to apostrophe") << u"маъно"_s << u"ma'no"_s;
    QTest::newRow("yu, ya") << u"yulduzli"_s << u"юлдузли"_s;
    QTest::newRow("ng") << u"tong"_s << u"тонг"_s;
    // Russian read by the same table.
    QTest::newRow("voyna") << u"voyna"_s << u"война"_s;
    QTest::newRow("война") << u"война"_s << u"voyna"_s;
    QTest::newRow("ь dropped") << u"гоголь"_s << u"gogol"_s;
    QTest::newRow("щ to sh") << u"щука"_s << u"shuka"_s;
    QTest::newRow("ы to i") << u"мы"_s << u"mi"_s;
    QTest::newRow("ё to yo") << u"мёртвые"_s << u"myortvie"_s;
    // None: a letter the table does not know, mixed scripts, numbers alone.
    QTest::newRow("c has no Cyrillic") << u"scott"_s << QString();
    QTest::newRow("w has no Cyrillic") << u"wilde"_s << QString();
    QTest::newRow("mixed") << u"kitobга"_s << QString();
    QTest::newRow("number") << u"1984"_s << QString();
}

void tst_SearchNormalForm::scripts()
{
    QFETCH(QString, word);
    QFETCH(QString, other);
    QCOMPARE(SearchNormalForm::otherScript(word), other);
}

void tst_SearchNormalForm::forms_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<bool>("sameWord"); // a form of each other (§5.1 "Word forms")

    QTest::newRow("ручки ручка") << u"ручки"_s << u"ручка"_s << true;
    QTest::newRow("толстого толстой") << u"толстого"_s << u"толстой"_s << true;
    QTest::newRow("книги книга") << u"книги"_s << u"книга"_s << true;
    QTest::newRow("books book") << u"books"_s << u"book"_s << true;
    QTest::newRow("stories story") << u"stories"_s << u"story"_s << true;
    QTest::newRow("kitoblarning kitob") << u"kitoblarning"_s << u"kitob"_s << true;
    QTest::newRow("kunlar kun") << u"kunlar"_s << u"kun"_s << true;
    QTest::newRow("daftarlar daftar") << u"daftarlar"_s << u"daftar"_s << true;
    QTest::newRow("maktabdagi maktab") << u"maktabdagi"_s << u"maktab"_s << true;
    QTest::newRow("китобларнинг китоб") << u"китобларнинг"_s << u"китоб"_s << true;
    // Russian's fleeting vowels, which Snowball keeps (the genitive plural, the genitive).
    QTest::newRow("сказок сказки") << u"сказок"_s << u"сказки"_s << true;
    QTest::newRow("ручек ручка") << u"ручек"_s << u"ручка"_s << true;
    QTest::newRow("ветра ветер") << u"ветра"_s << u"ветер"_s << true;
    QTest::newRow("отца отец") << u"отца"_s << u"отец"_s << true;
    QTest::newRow("молотка молоток") << u"молотка"_s << u"молоток"_s << true;
    QTest::newRow("песен песня") << u"песен"_s << u"песня"_s << true;
    QTest::newRow("окон окно") << u"окон"_s << u"окно"_s << true;
    QTest::newRow("ветер ветеран") << u"ветер"_s << u"ветеран"_s << false;
    QTest::newRow("сказок скидок") << u"сказок"_s << u"скидок"_s << false;
    QTest::newRow("different words") << u"ручка"_s << u"книга"_s << false;
    QTest::newRow("short words are not stripped") << u"ni"_s << u"n"_s << false;
}

void tst_SearchNormalForm::forms()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(bool, sameWord);
    const auto withForms
        = [](const QString &word) { return QStringList(SearchNormalForm::forms(word)) << word; };
    bool meet = false;
    for (const QString &form : withForms(a))
        meet = meet || withForms(b).contains(form);
    QCOMPARE(meet, sameWord);
}

void tst_SearchNormalForm::edits_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<int>("edits");

    QTest::newRow("4 letters") << u"kuni"_s << 0;
    QTest::newRow("5 letters") << u"poter"_s << 1;
    QTest::newRow("8 letters") << u"kodiriy'"_s << 1;
    QTest::newRow("9 letters") << u"karenina'"_s << 1;
    QTest::newRow("9 letters, 2 edits") << u"dostoevsk"_s << 2;
    QTest::newRow("number") << u"646704"_s << 0;
    QTest::newRow("code with letters") << u"abc12345"_s << 0;
    QTest::newRow("apostrophe not counted") << u"o'tka"_s << 0;
}

void tst_SearchNormalForm::edits()
{
    QFETCH(QString, word);
    QFETCH(int, edits);
    QCOMPARE(SearchNormalForm::allowedEdits(word), edits);
}

void tst_SearchNormalForm::distance_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("distance"); // capped at 3 (most = 2)

    QTest::newRow("same") << u"potter"_s << u"potter"_s << 0;
    QTest::newRow("delete") << u"poter"_s << u"potter"_s << 1;
    QTest::newRow("substitute") << u"pease"_s << u"peace"_s << 1;
    QTest::newRow("first letter") << u"kodiriy"_s << u"qodiriy"_s << 1;
    QTest::newRow("swap") << u"hrary"_s << u"harry"_s << 1;
    QTest::newRow("two") << u"dostoyevskiy"_s << u"dostoevskiy"_s << 1;
    QTest::newRow("two edits") << u"karinena"_s << u"karenina"_s << 2;
    QTest::newRow("far") << u"harry"_s << u"stone"_s << 3;
    QTest::newRow("length apart") << u"ab"_s << u"abcdef"_s << 3;
}

void tst_SearchNormalForm::distance()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, distance);
    QCOMPARE(SearchNormalForm::editDistance(a, b, 2), distance);
    QCOMPARE(SearchNormalForm::editDistance(b, a, 2), distance);
}

void tst_SearchNormalForm::typoDistance_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("distance"); // capped at 2 (most = 1)

    // Uzbek's marks typed or left out cost nothing; every other edit counts as before.
    QTest::newRow("left out") << u"kok"_s << u"ko'k"_s << 0;
    QTest::newRow("both left out") << u"ogil"_s << u"o'g'il"_s << 0;
    QTest::newRow("typed where none is") << u"qo'l"_s << u"qol"_s << 0;
    QTest::newRow("tutuq") << u"mano"_s << u"ma'no"_s << 0;
    QTest::newRow("left out and a typo") << u"otgan"_s << u"o'tkan"_s << 1;
    QTest::newRow("no apostrophe") << u"pease"_s << u"peace"_s << 1;
    QTest::newRow("far") << u"otgan"_s << u"o'tkir"_s << 2;
    QTest::newRow("same") << u"o'tkan"_s << u"o'tkan"_s << 0;
    QTest::newRow("Russian layout") << u"йул"_s << u"йўл"_s << 0;
    QTest::newRow("Russian layout, all four") << u"хукук"_s << u"ҳуқуқ"_s << 0;
    QTest::newRow("Russian layout and a typo") << u"утган"_s << u"ўткан"_s << 1;
    QTest::newRow("other letters count") << u"кол"_s << u"қўл"_s << 1;
    QTest::newRow("Latin e read as э") << u"эвгении"_s << u"евгений"_s << 1;
    QTest::newRow("Russian layout, Latin listing") << u"кук"_s << u"ko'k"_s << 0;
    QTest::newRow("no apostrophes, Cyrillic listing") << u"kok"_s << u"кўк"_s << 0;
    QTest::newRow("other script, a letter differs") << u"кол"_s << u"qo'l"_s << 1;
    QTest::newRow("unmarked in both scripts differ") << u"кук"_s << u"kok"_s << 1;
}

void tst_SearchNormalForm::typoDistance()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, distance);
    QCOMPARE(SearchNormalForm::typoDistance(a, b, 1), distance);
    QCOMPARE(SearchNormalForm::typoDistance(b, a, 1), distance);
}

void tst_SearchNormalForm::unmarkedSpellings_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<bool>("finds");

    QTest::newRow("3 Latin letters") << u"kok"_s << true;
    QTest::newRow("4, with apostrophes") << u"o'g'il"_s << true;
    QTest::newRow("2 letters") << u"ol"_s << false;
    QTest::newRow("5 letters: a typo already") << u"otgan"_s << false;
    QTest::newRow("Cyrillic") << u"йул"_s << true;
    QTest::newRow("mixed scripts") << u"kўk"_s << false;
    QTest::newRow("number") << u"2024"_s << false;
}

void tst_SearchNormalForm::unmarkedSpellings()
{
    QFETCH(QString, word);
    QFETCH(bool, finds);
    QCOMPARE(SearchNormalForm::findsUnmarkedSpellings(word), finds);
}

void tst_SearchNormalForm::deletions()
{
    QCOMPARE(SearchNormalForm::deletions(u"abc", 1),
        (QStringList { u"ab"_s, u"abc"_s, u"ac"_s, u"bc"_s }));
    // Symmetric delete finds one substitution: both sides lose the differing letter.
    const QStringList typed = SearchNormalForm::deletions(u"kodiriy", 1);
    const QStringList indexed = SearchNormalForm::deletions(u"qodiriy", 1);
    QVERIFY(typed.contains(u"odiriy"_s) && indexed.contains(u"odiriy"_s));
    QCOMPARE(SearchNormalForm::deletions(u"abcd", 2).size(), 1 + 4 + 6);
}

void tst_SearchNormalForm::stemmersPerThread()
{
    // Snowball's stemmers are not thread-safe: each thread has its own.
    QStringList results(4);
    std::vector<std::thread> threads;
    for (int t = 0; t < 4; ++t) {
        threads.emplace_back([t, &results] {
            QString last;
            for (int i = 0; i < 2000; ++i)
                last = SearchNormalForm::snowballStem(t % 2 ? u"толстого" : u"books");
            results[t] = last;
        });
    }
    for (std::thread &thread : threads)
        thread.join();
    QCOMPARE(results, (QStringList { u"book"_s, u"толст"_s, u"book"_s, u"толст"_s }));
}

QTEST_GUILESS_MAIN(tst_SearchNormalForm)
#include "tst_searchnormalform.moc"
