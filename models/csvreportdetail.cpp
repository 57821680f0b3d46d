#include "models/csvreportdetail.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace {

struct Sentence
{
    const char16_t *pattern; // the server's sentence, its variable parts captured
    const char *text; // its translation source, %1… the captures in order
};

// The sentences of server/domain/coderepair.cpp, server/services/csvrowreader.cpp and
// server/services/csvimporter.cpp.
const Sentence sentences[] = {
    { u"^ISBN-10 (\\d+) left-padded to (\\d+)$",
        QT_TRANSLATE_NOOP("CsvReportDetail", "ISBN-10 %1 left-padded to %2") },
    { u"^rebuilt (\\d+) from float (\\S+) \\(check digit recomputed\\)$",
        QT_TRANSLATE_NOOP("CsvReportDetail", "rebuilt %1 from float %2 (check digit recomputed)") },
    { u"^float (\\S+) lost its check digit and its twelfth digit is uncertain \\(rounded\\)$",
        QT_TRANSLATE_NOOP("CsvReportDetail",
            "float %1 lost its check digit and its twelfth digit is uncertain (rounded)") },
    { u"^float (\\S+) keeps only (\\d+) of (\\d+) digits$",
        QT_TRANSLATE_NOOP("CsvReportDetail", "float %1 keeps only %2 of %3 digits") },
    { u"^float (\\S+) written out$", QT_TRANSLATE_NOOP("CsvReportDetail", "float %1 written out") },
    { u"^separators dropped from \"(.*)\"$",
        QT_TRANSLATE_NOOP("CsvReportDetail", "separators dropped from “%1”") },
    { u"^(\\d+) is not an EAN-13, EAN-8 or UPC-A with a valid check digit$",
        QT_TRANSLATE_NOOP(
            "CsvReportDetail", "%1 is not an EAN-13, EAN-8 or UPC-A with a valid check digit") },
    { u"^(\\d+) is not a valid ISBN-(\\d+) \\(check digit or prefix\\)$",
        QT_TRANSLATE_NOOP("CsvReportDetail", "%1 is not a valid ISBN-%2 (check digit or prefix)") },
    { u"^(\\d+) is not a valid ISBN-10, not even left-padded to (\\d+)$",
        QT_TRANSLATE_NOOP(
            "CsvReportDetail", "%1 is not a valid ISBN-10, not even left-padded to %2") },
    { u"^(\\d+) is not an ISBN-10 or ISBN-13$",
        QT_TRANSLATE_NOOP("CsvReportDetail", "%1 is not an ISBN-10 or ISBN-13") },
    { u"^\"(.*)\" has no digits$", QT_TRANSLATE_NOOP("CsvReportDetail", "“%1” has no digits") },
    { u"^\"(.*)\" is not a code of digits$",
        QT_TRANSLATE_NOOP("CsvReportDetail", "“%1” is not a code of digits") },
    { u"^\"(.*)\" is not a barcode of digits$",
        QT_TRANSLATE_NOOP("CsvReportDetail", "“%1” is not a barcode of digits") },
    { u"^(.+) is not a whole number$",
        QT_TRANSLATE_NOOP("CsvReportDetail", "%1 is not a whole number") },
    { u"^(.+) is too large$", QT_TRANSLATE_NOOP("CsvReportDetail", "%1 is too large") },
    { u"^(.+) is negative$", QT_TRANSLATE_NOOP("CsvReportDetail", "%1 is negative") },
    { u"^(.+) read as (\\d+) \\(thousands separators dropped, zero fraction dropped\\)$",
        QT_TRANSLATE_NOOP(
            "CsvReportDetail", "%1 read as %2 (thousands separators and zero fraction dropped)") },
    { u"^(.+) read as (\\d+) \\(thousands separators dropped\\)$",
        QT_TRANSLATE_NOOP("CsvReportDetail", "%1 read as %2 (thousands separators dropped)") },
    { u"^(.+) read as (\\d+) \\(zero fraction dropped\\)$",
        QT_TRANSLATE_NOOP("CsvReportDetail", "%1 read as %2 (zero fraction dropped)") },
    { u"^must be (\\d+) or more, got (-?\\d+)$",
        QT_TRANSLATE_NOOP("CsvReportDetail", "must be %1 or more, got %2") },
    { u"^must be book or stationery, got \"(.*)\"$",
        QT_TRANSLATE_NOOP("CsvReportDetail", "must be book or stationery, got “%1”") },
    { u"^no name$", QT_TRANSLATE_NOOP("CsvReportDetail", "no name") },
    { u"^no code$", QT_TRANSLATE_NOOP("CsvReportDetail", "no code") },
    { u"^no code column$", QT_TRANSLATE_NOOP("CsvReportDetail", "no code column") },
    { u"^empty$", QT_TRANSLATE_NOOP("CsvReportDetail", "empty") },
    { u"^no seller \\(no seller_id and no --seller\\)$",
        QT_TRANSLATE_NOOP(
            "CsvReportDetail", "no seller (no seller column and no default seller)") },
    { u"^not an http\\(s\\) URL: (.*)$",
        QT_TRANSLATE_NOOP("CsvReportDetail", "not an http(s) URL: %1") },
    { u"^(.+) disagrees with (.+) and is ignored$",
        QT_TRANSLATE_NOOP("CsvReportDetail", "%1 disagrees with %2 and is ignored") },
    { u"^code (\\S+) of seller (\\d+) is already in row (\\d+)$",
        QT_TRANSLATE_NOOP("CsvReportDetail", "code %1 of seller %2 is already in row %3") },
    { u"^code (\\S+) of seller (\\d+) belongs to book (\\d+)$",
        QT_TRANSLATE_NOOP("CsvReportDetail", "code %1 of seller %2 belongs to book %3") },
    { u"^code (\\S+) of seller (\\d+) belongs to stationery (\\d+)$",
        QT_TRANSLATE_NOOP(
            "CsvReportDetail", "code %1 of seller %2 belongs to stationery item %3") },
    { u"^no price \\(and no --default-price\\)$",
        QT_TRANSLATE_NOOP("CsvReportDetail", "no price (and no default price)") },
    { u"^(\\d+) cells, the header has (\\d+)$",
        QT_TRANSLATE_NOOP("CsvReportDetail", "%1 cells, the header has %2") },
};

const char *const noValidCodeText = QT_TRANSLATE_NOOP("CsvReportDetail", "no valid code (%1)");
const char *const takenFromText = QT_TRANSLATE_NOOP("CsvReportDetail", "%1; code %2 taken from %3");

QString translate(const char *text)
{
    return QCoreApplication::translate("CsvReportDetail", text);
}

} // namespace

QString CsvReportDetail::translated(const QString &detail)
{
    // "no valid code (isbn: …; isbn13: …)": each column's reason.
    static const QRegularExpression noValidCode(u"^no valid code \\((.*)\\)$"_s);
    // "…; code 978… taken from isbn": why this code column was not used as it was.
    static const QRegularExpression takenFrom(u"^(.*); code (\\S+) taken from (.+)$"_s);
    if (const auto m = noValidCode.match(detail); m.hasMatch()) {
        QStringList reasons;
        for (const QString &reason : m.captured(1).split(u"; "_s)) {
            const qsizetype colon = reason.indexOf(u": "_s);
            reasons << (colon > 0 ? reason.left(colon + 2) + translatedOne(reason.mid(colon + 2))
                                  : translatedOne(reason));
        }
        return translate(noValidCodeText).arg(reasons.join(u"; "_s));
    }
    if (const auto m = takenFrom.match(detail); m.hasMatch()) {
        return translate(takenFromText)
            .arg(translatedList(m.captured(1)), m.captured(2), m.captured(3));
    }
    return translatedList(detail);
}

QString CsvReportDetail::translatedList(const QString &parts)
{
    QStringList out;
    for (const QString &part : parts.split(u"; "_s))
        out << translatedOne(part);
    return out.join(u"; "_s);
}

QString CsvReportDetail::translatedOne(const QString &part)
{
    static const QList<QRegularExpression> patterns = [] {
        QList<QRegularExpression> list;
        for (const Sentence &sentence : sentences)
            list << QRegularExpression(QString::fromUtf16(sentence.pattern));
        return list;
    }();
    for (qsizetype i = 0; i < patterns.size(); ++i) {
        const QRegularExpressionMatch m = patterns.at(i).match(part);
        if (!m.hasMatch())
            continue;
        // All captures at once: a cell's text may hold "%1" itself.
        const QString text = translate(sentences[i].text);
        const QStringList c = m.capturedTexts().mid(1);
        switch (c.size()) {
        case 0:
            return text;
        case 1:
            return text.arg(c.at(0));
        case 2:
            return text.arg(c.at(0), c.at(1));
        default:
            return text.arg(c.at(0), c.at(1), c.at(2));
        }
    }
    return part;
}
