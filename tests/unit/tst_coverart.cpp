// Generated covers (server/media): XML escaping and line wrapping of any text, and documents
// that parse, fit and depend only on their arguments.
#include <QTest>
#include <QXmlStreamReader>

#include "server/media/coverart.h"
#include "server/media/svgtext.h"

using namespace Qt::StringLiterals;

namespace {

// The <text> contents of a document, or the parser's error.
QStringList textsOf(const QByteArray &svg, QString *error)
{
    QStringList texts;
    QXmlStreamReader xml(svg);
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == "text"_L1)
            texts << xml.readElementText();
    }
    *error = xml.hasError() ? xml.errorString() : QString();
    return texts;
}

} // namespace

class TestCoverArt : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void escaping();
    void wrapping_data();
    void wrapping();
    void anyTitleGivesValidSvg_data();
    void anyTitleGivesValidSvg();
    void deterministic();
};

void TestCoverArt::escaping()
{
    QCOMPARE(SvgText::escaped(u"a<b>&\"c\"'d'"_s), u"a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;"_s);
    // Controls XML 1.0 forbids are dropped; tab, newline and characters beyond the BMP stay.
    QCOMPARE(SvgText::escaped(u"x\u0001y\u001fz\tw"_s), u"xyz\tw"_s);
    QCOMPARE(SvgText::escaped(u"📚 Kitob"_s), u"📚 Kitob"_s);
    QString loneSurrogate = u"ab"_s;
    loneSurrogate.insert(1, QChar(0xd800));
    QCOMPARE(SvgText::escaped(loneSurrogate), u"a\uFFFDb"_s); // the replacement character
    QCOMPARE(SvgText::escaped(u"Ўтган кунлар"_s), u"Ўтган кунлар"_s);
}

void TestCoverArt::wrapping_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("maxChars");
    QTest::addColumn<int>("maxLines");
    QTest::addColumn<QStringList>("lines");
    QTest::newRow("fits") << u"O'tkan kunlar"_s << 20 << 3 << QStringList { u"O'tkan kunlar"_s };
    QTest::newRow("words") << u"The Great  Gatsby"_s << 9 << 3
                           << QStringList { u"The Great"_s, u"Gatsby"_s };
    QTest::newRow("long word split") << u"Supercalifragilistic"_s << 8 << 4
                                     << QStringList { u"Supercal"_s, u"ifragili"_s, u"stic"_s };
    QTest::newRow("cut with ellipsis") << u"one two three four five six"_s << 9 << 2
                                       << QStringList { u"one two"_s, u"three fo…"_s };
    QTest::newRow("empty") << u"  "_s << 10 << 3 << QStringList {};
}

void TestCoverArt::wrapping()
{
    QFETCH(QString, text);
    QFETCH(int, maxChars);
    QFETCH(int, maxLines);
    QFETCH(QStringList, lines);
    const QStringList wrapped = SvgText::wrapped(text, maxChars, maxLines);
    QCOMPARE(wrapped, lines);
    for (const QString &line : wrapped)
        QVERIFY(line.size() <= maxChars);
}

void TestCoverArt::anyTitleGivesValidSvg_data()
{
    QTest::addColumn<QString>("title");
    QTest::newRow("markup") << u"</text><script>alert(1)</script> & \"x\""_s;
    QTest::newRow("controls") << u"Bad\u0001\u0008title\u000b"_s;
    QTest::newRow("very long") << u"Word "_s.repeated(400);
    QTest::newRow("one huge word") << u"x"_s.repeated(2000);
    QTest::newRow("percent signs") << u"%1 %2 100% %L1"_s;
    QTest::newRow("empty") << QString();
}

void TestCoverArt::anyTitleGivesValidSvg()
{
    QFETCH(QString, title);
    for (const QByteArray &svg : { CoverArt::book(7, title, title, title),
             CoverArt::stationery(7, title, title, title), CoverArt::sellerLogo(7, title) }) {
        QString error;
        const QStringList texts = textsOf(svg, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!texts.isEmpty());
        QVERIFY(texts.size() <= 10); // long titles are cut, not set over the whole page
        for (const QString &text : texts)
            QVERIFY2(text.size() <= 60, qPrintable(text));
        QVERIFY(!svg.contains("<script"));
    }
    if (title.startsWith("%1"_L1)) { // no placeholder of QString::arg() is filled in
        QString error;
        const QByteArray svg = CoverArt::book(7, title, {}, {});
        QVERIFY(svg.contains(QByteArray("<title>" + title.toUtf8() + "</title>")));
        QCOMPARE(textsOf(svg, &error).join(u' ').simplified(), title);
    }
}

void TestCoverArt::deterministic()
{
    const QByteArray a
        = CoverArt::book(12, u"Mehrobdan chayon"_s, u"Abdulla Qodiriy"_s, u"Novels"_s);
    QCOMPARE(CoverArt::book(12, u"Mehrobdan chayon"_s, u"Abdulla Qodiriy"_s, u"Novels"_s), a);
    QVERIFY(CoverArt::book(13, u"Mehrobdan chayon"_s, u"Abdulla Qodiriy"_s, u"Novels"_s) != a);
    // Palettes spread: twelve consecutive ids do not all share one background.
    QSet<QByteArray> backgrounds;
    for (int id = 1; id <= 12; ++id) {
        const QByteArray svg = CoverArt::book(id, u"Title"_s, u"Author"_s, u"Novels"_s);
        const qsizetype at = svg.indexOf("<rect width=\"400\" height=\"600\" fill=\"");
        QVERIFY(at >= 0);
        backgrounds.insert(svg.mid(at + 37, 7));
    }
    QVERIFY2(backgrounds.size() >= 5, qPrintable(QString::number(backgrounds.size())));
}

QTEST_GUILESS_MAIN(TestCoverArt)
#include "tst_coverart.moc"
