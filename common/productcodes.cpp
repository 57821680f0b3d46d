#include "common/productcodes.h"

using namespace Qt::StringLiterals;

namespace ProductCodes {

bool allDigits(QStringView text)
{
    if (text.isEmpty())
        return false;
    for (const QChar c : text) {
        if (c < u'0' || c > u'9')
            return false;
    }
    return true;
}

namespace {

int digitAt(QStringView text, qsizetype i)
{
    return text.at(i).unicode() - u'0';
}

} // namespace

QString stripSeparators(QStringView code)
{
    QString result;
    result.reserve(code.size());
    for (const QChar c : code) {
        if (c != u'-' && c != u' ')
            result += c;
    }
    return result;
}

int gs1CheckDigit(QStringView digitsWithoutCheck)
{
    if (!allDigits(digitsWithoutCheck))
        return -1;
    // GS1: weights 3 and 1 alternate from the rightmost digit before the check digit.
    int sum = 0;
    const qsizetype n = digitsWithoutCheck.size();
    for (qsizetype i = 0; i < n; ++i)
        sum += digitAt(digitsWithoutCheck, n - 1 - i) * (i % 2 == 0 ? 3 : 1);
    return (10 - sum % 10) % 10;
}

namespace {
bool isValidGs1(QStringView digits, qsizetype length)
{
    return digits.size() == length && allDigits(digits)
        && gs1CheckDigit(digits.first(length - 1)) == digitAt(digits, length - 1);
}
} // namespace

bool isValidEan13(QStringView digits)
{
    return isValidGs1(digits, 13);
}
bool isValidEan8(QStringView digits)
{
    return isValidGs1(digits, 8);
}
bool isValidUpcA(QStringView digits)
{
    return isValidGs1(digits, 12);
}

bool isValidBarcode(QStringView digits)
{
    return isValidEan13(digits) || isValidEan8(digits) || isValidUpcA(digits);
}

bool isValidIsbn10(QStringView digits)
{
    if (digits.size() != 10 || !allDigits(digits.first(9)))
        return false;
    const QChar last = digits.at(9);
    int check = 0;
    if (last == u'X' || last == u'x')
        check = 10;
    else if (last >= u'0' && last <= u'9')
        check = last.unicode() - u'0';
    else
        return false;
    // Weights 10 down to 1; the weighted sum is a multiple of 11.
    int sum = check;
    for (int i = 0; i < 9; ++i)
        sum += digitAt(digits, i) * (10 - i);
    return sum % 11 == 0;
}

bool isValidIsbn13(QStringView digits)
{
    return isValidEan13(digits) && (digits.startsWith("978"_L1) || digits.startsWith("979"_L1));
}

std::optional<QString> normalizeIsbn(QStringView code)
{
    const QString digits = stripSeparators(code).toUpper();
    if (isValidIsbn13(digits))
        return digits;
    if (isValidIsbn10(digits)) {
        // ISBN-10s map into the 978 prefix; the old check digit is replaced.
        QString isbn13 = "978"_L1 + QStringView(digits).first(9);
        isbn13 += QChar(u'0' + gs1CheckDigit(isbn13));
        return isbn13;
    }
    return std::nullopt;
}

QString stripPriceAddOn(QStringView code)
{
    if ((code.size() == 15 || code.size() == 18) && allDigits(code)
        && isValidIsbn13(code.first(13)))
        return code.first(13).toString();
    return code.toString();
}

} // namespace ProductCodes
