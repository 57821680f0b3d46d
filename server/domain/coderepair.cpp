#include "server/domain/coderepair.h"

#include <QRegularExpression>

#include "common/productcodes.h"

using namespace Qt::StringLiterals;

namespace CodeRepair {

namespace {

using Status = Code::Status;

bool isSeparator(QChar c)
{
    // Hyphens and dashes people type or paste, and every kind of space.
    return c.isSpace() || c == u'-' || (c.unicode() >= 0x2010 && c.unicode() <= 0x2015)
        || c == u'\u2212';
}

using Problem = ImportProblem::Code;

Code invalid(const ImportProblem &why)
{
    return { Status::Invalid, {}, why };
}

ImportProblem joined(const ImportProblem &a, const ImportProblem &b)
{
    return a.isNull() ? b : ImportProblem::steps({ a, b });
}

// Digits (and an ISBN-10's X) → a code of the kind, or why not.
Code classify(const QString &digits, bool book, const ImportProblem &repairs)
{
    const Status fixed = repairs.isNull() ? Status::Valid : Status::Repaired;
    if (!book) {
        if (ProductCodes::isValidBarcode(digits))
            return { fixed, digits, repairs };
        return invalid(ImportProblem::of(Problem::BarcodeInvalid,
            u"%1 is not an EAN-13, EAN-8 or UPC-A with a valid check digit", { digits }));
    }
    if (digits.size() == 13 || digits.size() == 10) {
        if (const auto isbn = ProductCodes::normalizeIsbn(digits))
            return { fixed, *isbn, repairs };
        return invalid(ImportProblem::of(Problem::IsbnInvalid,
            u"%1 is not a valid ISBN-%2 (check digit or prefix)",
            { digits, QString::number(digits.size()) }));
    }
    const bool tenShaped = digits.size() < 10 && !digits.isEmpty()
        && ProductCodes::allDigits(QStringView(digits).first(digits.size() - 1))
        && (digits.back().isDigit() || digits.back() == u'X');
    if (tenShaped) {
        const QString padded = digits.rightJustified(10, u'0');
        if (const auto isbn = ProductCodes::normalizeIsbn(padded)) {
            return { Status::Repaired, *isbn,
                joined(repairs,
                    ImportProblem::of(Problem::Isbn10LeftPadded, u"ISBN-10 %1 left-padded to %2",
                        { digits, padded })) };
        }
        return invalid(ImportProblem::of(Problem::Isbn10PaddedInvalid,
            u"%1 is not a valid ISBN-10, not even left-padded to %2", { digits, padded }));
    }
    return invalid(ImportProblem::of(
        Problem::IsbnWrongLength, u"%1 is not an ISBN-10 or ISBN-13", { digits }));
}

ImportProblem notWhole(const QString &text)
{
    return ImportProblem::of(Problem::NotWholeNumber, u"%1 is not a whole number", { text });
}

ImportProblem writtenOut(const QString &text)
{
    return ImportProblem::of(Problem::FloatWrittenOut, u"float %1 written out", { text });
}

} // namespace

std::optional<QString> rebuildRoundedEan13(QStringView mantissaDigits)
{
    if (mantissaDigits.size() != 12 || !ProductCodes::allDigits(mantissaDigits))
        return std::nullopt;
    const qint64 printed = mantissaDigits.toLongLong();
    std::optional<QString> found;
    int readings = 0;
    // As printed (the dropped check digit was rounded down), or one less (rounded up). printf
    // rounds an exact tie (a dropped 5) to the even neighbour.
    for (const qint64 prefix : { printed, printed - 1 }) {
        const QString twelve = QString::number(prefix).rightJustified(12, u'0');
        if (twelve.size() != 12)
            continue;
        const int check = ProductCodes::gs1CheckDigit(twelve);
        const bool even = prefix % 2 == 0;
        const bool roundsDown = check < 5 || (check == 5 && even);
        if ((prefix == printed) == roundsDown) {
            found = twelve + QChar(u'0' + check);
            ++readings;
        }
    }
    return readings == 1 ? found : std::nullopt;
}

Code repair(QStringView cell, bool book)
{
    const QString text = cell.trimmed().toString();
    if (text.isEmpty())
        return {};

    // Scientific notation, as spreadsheets write long numbers: 9.78043902348e+12.
    static const QRegularExpression scientific(u"^([0-9])[.,]([0-9]*)[eE]\\+?([0-9]{1,2})$"_s);
    if (const auto m = scientific.match(text); m.hasMatch()) {
        const QString mantissa = m.captured(1) + m.captured(2);
        const int digits = m.captured(3).toInt() + 1;
        if (mantissa.size() > digits)
            return invalid(notWhole(text));
        if (mantissa.size() == digits)
            return classify(mantissa, book, writtenOut(text));
        if (digits == 13 && mantissa.size() == 12) {
            if (const auto rebuilt = rebuildRoundedEan13(mantissa)) {
                const Code code = classify(*rebuilt, book, {});
                if (code.status == Status::Invalid)
                    return code;
                return { Status::Repaired, code.code,
                    ImportProblem::of(Problem::FloatRebuilt,
                        u"rebuilt %1 from float %2 (check digit recomputed)", { *rebuilt, text }) };
            }
            return invalid(ImportProblem::of(Problem::FloatCheckDigitUncertain,
                u"float %1 lost its check digit and its twelfth digit is uncertain (rounded)",
                { text }));
        }
        return invalid(
            ImportProblem::of(Problem::FloatDigitsLost, u"float %1 keeps only %2 of %3 digits",
                { text, QString::number(mantissa.size()), QString::number(digits) }));
    }
    // A whole number written as a float: 195170342.0
    static const QRegularExpression zeroFraction(u"^([0-9]+)\\.0+$"_s);
    if (const auto m = zeroFraction.match(text); m.hasMatch())
        return classify(m.captured(1), book, writtenOut(text));

    QString digits;
    digits.reserve(text.size());
    for (const QChar c : text) {
        if (!isSeparator(c))
            digits += c == u'x' ? QChar(u'X') : c;
    }
    if (digits.isEmpty())
        return invalid(ImportProblem::of(Problem::NoDigits, u"\"%1\" has no digits", { text }));
    const bool hasX = digits.back() == u'X';
    if (!ProductCodes::allDigits(hasX ? QStringView(digits).chopped(1) : QStringView(digits)))
        return invalid(
            ImportProblem::of(Problem::NotDigits, u"\"%1\" is not a code of digits", { text }));
    if (hasX && !book) {
        return invalid(ImportProblem::of(
            Problem::BarcodeNotDigits, u"\"%1\" is not a barcode of digits", { text }));
    }
    const ImportProblem repairs = digits.size() == text.size()
        ? ImportProblem()
        : ImportProblem::of(
            Problem::SeparatorsDropped, u"separators dropped from \"%1\"", { text });
    return classify(digits, book, repairs);
}

Number wholeNumber(QStringView cell)
{
    const QString text = cell.trimmed().toString();
    if (text.isEmpty())
        return {};
    static const QRegularExpression plain(u"^[0-9]+$"_s);
    // Groups of three after one kind of separator, then maybe a zero fraction.
    static const QRegularExpression shaped(
        u"^(?:([0-9]{1,3})(?:([ \u00A0\u202F,.'\u2019])([0-9]{3}(?:\\2[0-9]{3})*))|([0-9]+))"
        "(?:([.,])([0-9]+))?$"_s);
    Number number;
    const auto fits = [&](const QString &digits) {
        bool ok = false;
        const qint64 value = digits.toLongLong(&ok);
        if (!ok || value > 9'000'000'000'000'000) {
            number.error = ImportProblem::of(Problem::NumberTooLarge, u"%1 is too large", { text });
            return false;
        }
        number.value = value;
        return true;
    };
    if (plain.match(text).hasMatch()) {
        fits(text);
        return number;
    }
    const auto m = shaped.match(text);
    if (!m.hasMatch()) {
        number.error = text.startsWith(u'-')
            ? ImportProblem::of(Problem::NumberNegative, u"%1 is negative", { text })
            : notWhole(text);
        return number;
    }
    const QString separator = m.captured(2);
    const QString fraction = m.captured(6);
    if (!fraction.isEmpty()) {
        if (fraction.count(u'0') != fraction.size() || m.captured(5) == separator) {
            number.error = notWhole(text);
            return number;
        }
    }
    const QString digits = m.captured(4).isEmpty()
        ? m.captured(1) + QString(m.captured(3)).remove(separator)
        : m.captured(4);
    if (!fits(digits))
        return number;
    const QStringList values { text, QString::number(*number.value) };
    if (separator.isEmpty()) {
        number.repaired = ImportProblem::of(
            Problem::ZeroFractionDropped, u"%1 read as %2 (zero fraction dropped)", values);
    } else if (fraction.isEmpty()) {
        number.repaired = ImportProblem::of(Problem::ThousandsSeparatorsDropped,
            u"%1 read as %2 (thousands separators dropped)", values);
    } else {
        number.repaired = ImportProblem::of(Problem::ThousandsSeparatorsAndZeroFractionDropped,
            u"%1 read as %2 (thousands separators dropped, zero fraction dropped)", values);
    }
    return number;
}

} // namespace CodeRepair
