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

Code invalid(const QString &why)
{
    return { Status::Invalid, {}, why };
}

QString joined(const QString &a, const QString &b)
{
    return a.isEmpty() ? b : b.isEmpty() ? a : a + u"; "_s + b;
}

// Digits (and an ISBN-10's X) → a code of the kind, or why not.
Code classify(const QString &digits, bool book, const QString &repairs)
{
    const Status fixed = repairs.isEmpty() ? Status::Valid : Status::Repaired;
    if (!book) {
        if (ProductCodes::isValidBarcode(digits))
            return { fixed, digits, repairs };
        return invalid(
            u"%1 is not an EAN-13, EAN-8 or UPC-A with a valid check digit"_s.arg(digits));
    }
    if (digits.size() == 13 || digits.size() == 10) {
        if (const auto isbn = ProductCodes::normalizeIsbn(digits))
            return { fixed, *isbn, repairs };
        return invalid(
            u"%1 is not a valid ISBN-%2 (check digit or prefix)"_s.arg(digits).arg(digits.size()));
    }
    const bool tenShaped = digits.size() < 10 && !digits.isEmpty()
        && ProductCodes::allDigits(QStringView(digits).first(digits.size() - 1))
        && (digits.back().isDigit() || digits.back() == u'X');
    if (tenShaped) {
        const QString padded = digits.rightJustified(10, u'0');
        if (const auto isbn = ProductCodes::normalizeIsbn(padded)) {
            return { Status::Repaired, *isbn,
                joined(repairs, u"ISBN-10 %1 left-padded to %2"_s.arg(digits, padded)) };
        }
        return invalid(
            u"%1 is not a valid ISBN-10, not even left-padded to %2"_s.arg(digits, padded));
    }
    return invalid(u"%1 is not an ISBN-10 or ISBN-13"_s.arg(digits));
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
            return invalid(u"%1 is not a whole number"_s.arg(text));
        if (mantissa.size() == digits)
            return classify(mantissa, book, u"float %1 written out"_s.arg(text));
        if (digits == 13 && mantissa.size() == 12) {
            if (const auto rebuilt = rebuildRoundedEan13(mantissa)) {
                const Code code = classify(*rebuilt, book, {});
                if (code.status == Status::Invalid)
                    return code;
                return { Status::Repaired, code.code,
                    u"rebuilt %1 from float %2 (check digit recomputed)"_s.arg(*rebuilt, text) };
            }
            return invalid(u"float %1 lost its check digit and its twelfth digit is uncertain "
                           "(rounded)"_s.arg(text));
        }
        return invalid(
            u"float %1 keeps only %2 of %3 digits"_s.arg(text).arg(mantissa.size()).arg(digits));
    }
    // A whole number written as a float: 195170342.0
    static const QRegularExpression zeroFraction(u"^([0-9]+)\\.0+$"_s);
    if (const auto m = zeroFraction.match(text); m.hasMatch())
        return classify(m.captured(1), book, u"float %1 written out"_s.arg(text));

    QString digits;
    digits.reserve(text.size());
    for (const QChar c : text) {
        if (!isSeparator(c))
            digits += c == u'x' ? QChar(u'X') : c;
    }
    if (digits.isEmpty())
        return invalid(u"\"%1\" has no digits"_s.arg(text));
    const bool hasX = digits.back() == u'X';
    if (!ProductCodes::allDigits(hasX ? QStringView(digits).chopped(1) : QStringView(digits)))
        return invalid(u"\"%1\" is not a code of digits"_s.arg(text));
    if (hasX && !book)
        return invalid(u"\"%1\" is not a barcode of digits"_s.arg(text));
    const QString repairs
        = digits.size() == text.size() ? QString() : u"separators dropped from \"%1\""_s.arg(text);
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
            number.error = u"%1 is too large"_s.arg(text);
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
        number.error = text.startsWith(u'-') ? u"%1 is negative"_s.arg(text)
                                             : u"%1 is not a whole number"_s.arg(text);
        return number;
    }
    const QString separator = m.captured(2);
    const QString fraction = m.captured(6);
    if (!fraction.isEmpty()) {
        if (fraction.count(u'0') != fraction.size() || m.captured(5) == separator) {
            number.error = u"%1 is not a whole number"_s.arg(text);
            return number;
        }
    }
    const QString digits = m.captured(4).isEmpty()
        ? m.captured(1) + QString(m.captured(3)).remove(separator)
        : m.captured(4);
    if (!fits(digits))
        return number;
    QStringList done;
    if (!separator.isEmpty())
        done << u"thousands separators dropped"_s;
    if (!fraction.isEmpty())
        done << u"zero fraction dropped"_s;
    number.repaired = u"%1 read as %2 (%3)"_s.arg(text).arg(*number.value).arg(done.join(u", "_s));
    return number;
}

} // namespace CodeRepair
