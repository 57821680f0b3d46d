#include "models/csvreportdetail.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include "common/placeholders.h"

using namespace Qt::StringLiterals;

namespace {

struct Sentence
{
    const char *code; // docs/import-report.md
    const char *text; // its translation source, %1… the problem's values in order
};

// The codes of single problems; the composed ones (steps, no_valid_code, code_taken_from) are
// put together in CsvReportDetail::translated.
const Sentence sentences[] = {
    { "isbn10_left_padded", QT_TRANSLATE_NOOP("CsvReportDetail", "ISBN-10 %1 left-padded to %2") },
    { "float_rebuilt",
        QT_TRANSLATE_NOOP("CsvReportDetail", "rebuilt %1 from float %2 (check digit recomputed)") },
    { "float_check_digit_uncertain",
        QT_TRANSLATE_NOOP("CsvReportDetail",
            "float %1 lost its check digit and its twelfth digit is uncertain (rounded)") },
    { "float_digits_lost",
        QT_TRANSLATE_NOOP("CsvReportDetail", "float %1 keeps only %2 of %3 digits") },
    { "float_written_out", QT_TRANSLATE_NOOP("CsvReportDetail", "float %1 written out") },
    { "separators_dropped", QT_TRANSLATE_NOOP("CsvReportDetail", "separators dropped from “%1”") },
    { "barcode_invalid",
        QT_TRANSLATE_NOOP(
            "CsvReportDetail", "%1 is not an EAN-13, EAN-8 or UPC-A with a valid check digit") },
    { "isbn_invalid",
        QT_TRANSLATE_NOOP("CsvReportDetail", "%1 is not a valid ISBN-%2 (check digit or prefix)") },
    { "isbn10_padded_invalid",
        QT_TRANSLATE_NOOP(
            "CsvReportDetail", "%1 is not a valid ISBN-10, not even left-padded to %2") },
    { "isbn_wrong_length",
        QT_TRANSLATE_NOOP("CsvReportDetail", "%1 is not an ISBN-10 or ISBN-13") },
    { "no_digits", QT_TRANSLATE_NOOP("CsvReportDetail", "“%1” has no digits") },
    { "not_digits", QT_TRANSLATE_NOOP("CsvReportDetail", "“%1” is not a code of digits") },
    { "barcode_not_digits",
        QT_TRANSLATE_NOOP("CsvReportDetail", "“%1” is not a barcode of digits") },
    { "not_whole_number", QT_TRANSLATE_NOOP("CsvReportDetail", "%1 is not a whole number") },
    { "number_too_large", QT_TRANSLATE_NOOP("CsvReportDetail", "%1 is too large") },
    { "number_negative", QT_TRANSLATE_NOOP("CsvReportDetail", "%1 is negative") },
    { "thousands_separators_and_zero_fraction_dropped",
        QT_TRANSLATE_NOOP(
            "CsvReportDetail", "%1 read as %2 (thousands separators and zero fraction dropped)") },
    { "thousands_separators_dropped",
        QT_TRANSLATE_NOOP("CsvReportDetail", "%1 read as %2 (thousands separators dropped)") },
    { "zero_fraction_dropped",
        QT_TRANSLATE_NOOP("CsvReportDetail", "%1 read as %2 (zero fraction dropped)") },
    { "below_minimum", QT_TRANSLATE_NOOP("CsvReportDetail", "must be %1 or more, got %2") },
    { "unknown_type",
        QT_TRANSLATE_NOOP("CsvReportDetail", "must be book or stationery, got “%1”") },
    { "no_name", QT_TRANSLATE_NOOP("CsvReportDetail", "no name") },
    { "supplier_too_long",
        QT_TRANSLATE_NOOP("CsvReportDetail", "a supplier's name has at most %1 characters") },
    { "no_code", QT_TRANSLATE_NOOP("CsvReportDetail", "no code") },
    { "no_code_column", QT_TRANSLATE_NOOP("CsvReportDetail", "no code column") },
    { "empty", QT_TRANSLATE_NOOP("CsvReportDetail", "empty") },
    { "no_seller",
        QT_TRANSLATE_NOOP(
            "CsvReportDetail", "no seller (no seller column and no default seller)") },
    { "image_not_url",
        QT_TRANSLATE_NOOP(
            "CsvReportDetail", "not an http(s) address or a path on this server: %1") },
    { "not_an_isbn",
        QT_TRANSLATE_NOOP("CsvReportDetail",
            "%1 is not an ISBN (an ISBN-13 starts with 978 or 979): imported as stationery "
            "with the barcode %2") },
    { "code_disagrees",
        QT_TRANSLATE_NOOP("CsvReportDetail", "%1 disagrees with %2 and is ignored") },
    { "duplicate_code",
        QT_TRANSLATE_NOOP("CsvReportDetail", "code %1 of seller %2 is already in row %3") },
    { "code_belongs_to_book",
        QT_TRANSLATE_NOOP("CsvReportDetail", "code %1 of seller %2 belongs to book %3") },
    { "code_belongs_to_stationery",
        QT_TRANSLATE_NOOP(
            "CsvReportDetail", "code %1 of seller %2 belongs to stationery item %3") },
    { "code_used_by_book",
        QT_TRANSLATE_NOOP("CsvReportDetail", "code %1 of seller %2 is already used by book %3") },
    { "code_used_by_stationery",
        QT_TRANSLATE_NOOP(
            "CsvReportDetail", "code %1 of seller %2 is already used by stationery item %3") },
    { "code_used_by_variant",
        QT_TRANSLATE_NOOP("CsvReportDetail",
            "code %1 of seller %2 is already used by stationery item %3 (variant %4)") },
    { "code_used_by_several",
        QT_TRANSLATE_NOOP("CsvReportDetail",
            "code %1 of seller %2 is already used by %3 active items (ambiguous; give each its "
            "own code first)") },
    { "no_price", QT_TRANSLATE_NOOP("CsvReportDetail", "no price (and no default price)") },
    { "too_many_cells", QT_TRANSLATE_NOOP("CsvReportDetail", "%1 cells, the header has %2") },
    // Warnings of imported rows worth a look (contract §15, docs/import-report.md).
    { "same_code_other_title",
        QT_TRANSLATE_NOOP("CsvReportDetail", "code %1 is listed by seller %2 as “%3”") },
    { "same_code_other_author",
        QT_TRANSLATE_NOOP(
            "CsvReportDetail", "code %1 is listed by seller %2 with the author “%3”") },
    { "old_price_not_above_price",
        QT_TRANSLATE_NOOP("CsvReportDetail", "old price %1 is not above the price %2") },
    { "category_created",
        QT_TRANSLATE_NOOP("CsvReportDetail", "category “%1” (%2) did not exist and was created") },
    { "seller_created",
        QT_TRANSLATE_NOOP("CsvReportDetail", "seller %1 did not exist and was created as “%2”") },
};

const char *const noValidCodeText = QT_TRANSLATE_NOOP("CsvReportDetail", "no valid code (%1)");
const char *const takenFromText = QT_TRANSLATE_NOOP("CsvReportDetail", "%1; code %2 taken from %3");

QString translate(const char *text)
{
    return QCoreApplication::translate("CsvReportDetail", text);
}

QStringList valuesOf(const QJsonObject &problem)
{
    QStringList values;
    for (const QJsonValue &value : problem[u"values"_s].toArray())
        values << value.toString();
    return values;
}

} // namespace

QString CsvReportDetail::translated(const QString &problem, const QString &detail)
{
    if (problem.isEmpty())
        return detail;
    const QJsonDocument document = QJsonDocument::fromJson(problem.toUtf8());
    return translated(document.object()).value_or(detail);
}

QString CsvReportDetail::code(const QString &problem)
{
    if (problem.isEmpty())
        return {};
    return QJsonDocument::fromJson(problem.toUtf8()).object()[u"code"_s].toString();
}

QStringList CsvReportDetail::knownCodes()
{
    QStringList codes { u"steps"_s, u"no_valid_code"_s, u"code_taken_from"_s };
    for (const Sentence &sentence : sentences)
        codes << QString::fromLatin1(sentence.code);
    return codes;
}

std::optional<QString> CsvReportDetail::translated(const QJsonObject &problem)
{
    const QString code = problem[u"code"_s].toString();
    const QJsonArray parts = problem[u"parts"_s].toArray();
    QStringList texts; // the parts', in the console's language
    for (const QJsonValue &part : parts) {
        const std::optional<QString> text = translated(part.toObject());
        if (!text)
            return std::nullopt; // one unknown part: the whole line in English
        texts << text.value();
    }
    if (code == "steps"_L1 && !texts.isEmpty())
        return texts.join(u"; "_s);
    if (code == "no_valid_code"_L1 && !texts.isEmpty()) {
        for (qsizetype i = 0; i < texts.size(); ++i)
            texts[i] = parts.at(i)[u"field"_s].toString() + u": "_s + texts.at(i);
        return Placeholders::filled(translate(noValidCodeText), { texts.join(u"; "_s) });
    }
    const QStringList values = valuesOf(problem);
    if (code == "code_taken_from"_L1 && texts.size() == 1 && values.size() == 2)
        return Placeholders::filled(
            translate(takenFromText), { texts.constFirst(), values.at(0), values.at(1) });
    for (const Sentence &sentence : sentences) {
        if (code == QLatin1StringView(sentence.code))
            return Placeholders::filled(translate(sentence.text), values);
    }
    return std::nullopt;
}
