#include "models/productcodevalidator.h"

using namespace Qt::StringLiterals;

namespace {

QString stripSeparators(const QString &input)
{
    QString out;
    out.reserve(input.size());
    for (const QChar c : input) {
        if (c == u'-' || c == u' ' || c == u'\t')
            continue;
        out.append(c);
    }
    return out;
}

bool allDigits(QStringView s)
{
    for (const QChar c : s) {
        if (c < u'0' || c > u'9')
            return false;
    }
    return !s.isEmpty();
}

int digit(QChar c)
{
    return c.unicode() - u'0';
}

// GS1 check digit for 8, 12 and 13 digit codes: weights 3,1,3,... from the right (excluding
// the check digit itself).
bool gs1CheckOk(QStringView digits)
{
    if (!allDigits(digits))
        return false;
    int sum = 0;
    const qsizetype n = digits.size() - 1;
    for (qsizetype i = 0; i < n; ++i) {
        const int weight = ((n - i) % 2 == 1) ? 3 : 1;
        sum += digit(digits[i]) * weight;
    }
    return (10 - sum % 10) % 10 == digit(digits[n]);
}

} // namespace

bool ProductCodeValidator::ean13CheckOk(QStringView digits)
{
    return digits.size() == 13 && gs1CheckOk(digits);
}

bool ProductCodeValidator::ean8CheckOk(QStringView digits)
{
    return digits.size() == 8 && gs1CheckOk(digits);
}

bool ProductCodeValidator::upcACheckOk(QStringView digits)
{
    return digits.size() == 12 && gs1CheckOk(digits);
}

bool ProductCodeValidator::isbn10CheckOk(QStringView chars)
{
    if (chars.size() != 10 || !allDigits(chars.first(9)))
        return false;
    int sum = 0;
    for (int i = 0; i < 9; ++i)
        sum += digit(chars[i]) * (10 - i);
    const QChar last = chars[9];
    int check = 0;
    if (last == u'X' || last == u'x')
        check = 10;
    else if (last >= u'0' && last <= u'9')
        check = digit(last);
    else
        return false;
    return (sum + check) % 11 == 0;
}

ProductCodeValidator::Check ProductCodeValidator::check(const QString &input)
{
    Check result;
    QString code = stripSeparators(input.trimmed());
    if (code.isEmpty()) {
        result.problem = tr("No code was entered.");
        return result;
    }
    const bool isbn10Shape = code.size() == 10 && allDigits(QStringView(code).first(9))
        && (code.back().isDigit() || code.back() == u'X' || code.back() == u'x');
    if (!isbn10Shape && !allDigits(code)) {
        result.problem = tr("“%1” contains characters that no barcode or ISBN has.").arg(input);
        return result;
    }
    // A 2- or 5-digit supplement (price add-on) printed after a 13-digit EAN.
    if ((code.size() == 15 || code.size() == 18) && ean13CheckOk(QStringView(code).first(13))) {
        result.addOn = code.mid(13);
        code.truncate(13);
    }
    result.code = code;
    switch (code.size()) {
    case 8:
        if (ean8CheckOk(code))
            result.kind = Kind::Ean8;
        break;
    case 10:
        if (isbn10CheckOk(code)) {
            result.kind = Kind::Isbn10;
            result.code = code.toUpper();
        }
        break;
    case 12:
        if (upcACheckOk(code))
            result.kind = Kind::UpcA;
        break;
    case 13:
        if (ean13CheckOk(code))
            result.kind = (code.startsWith("978"_L1) || code.startsWith("979"_L1)) ? Kind::Isbn13
                                                                                   : Kind::Ean13;
        break;
    default:
        result.problem = tr(
            "“%1” has %n digit(s); a barcode or ISBN has 8, 10, 12 or 13.", "", int(code.size()))
                             .arg(input);
        return result;
    }
    if (result.kind == Kind::Invalid)
        result.problem = tr("The check digit of “%1” is wrong: it was mistyped or misread. "
                            "Scan it again or check the number.")
                             .arg(input);
    return result;
}

QString ProductCodeValidator::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Isbn10:
        return tr("ISBN-10");
    case Kind::Isbn13:
        return tr("ISBN-13");
    case Kind::Ean13:
        return tr("EAN-13");
    case Kind::Ean8:
        return tr("EAN-8");
    case Kind::UpcA:
        return tr("UPC-A");
    case Kind::Invalid:
        break;
    }
    return tr("invalid");
}

QValidator::State ProductCodeValidator::validate(QString &input, int &pos) const
{
    Q_UNUSED(pos);
    for (const QChar c : input) {
        if (!c.isDigit() && c != u'-' && c != u' ' && c != u'X' && c != u'x')
            return Invalid;
    }
    if (stripSeparators(input).size() > 18)
        return Invalid;
    return check(input).isValid() ? Acceptable : Intermediate;
}

void ProductCodeValidator::fixup(QString &input) const
{
    const Check result = check(input);
    if (result.isValid())
        input = result.code;
}

QString ProductCodeValidator::matchKey(const QString &code)
{
    const Check result = check(code);
    if (!result.isValid())
        return stripSeparators(code).toUpper();
    if (result.kind != Kind::Isbn10)
        return result.code;
    QString isbn13 = u"978"_s + result.code.first(9) + u'0';
    int sum = 0;
    for (int i = 0; i < 12; ++i)
        sum += digit(isbn13[i]) * (i % 2 == 0 ? 1 : 3);
    isbn13[12] = QChar(u'0' + (10 - sum % 10) % 10);
    return isbn13;
}
