#include "models/productcodevalidator.h"

#include "common/productcodes.h"

using namespace Qt::StringLiterals;

// The rules themselves are the server's (common/productcodes.h), so the console never accepts
// a code the server refuses or the other way round; this adds the words for people.

ProductCodeValidator::Check ProductCodeValidator::check(const QString &input)
{
    Check result;
    QString code = ProductCodes::stripSeparators(input.trimmed());
    if (code.isEmpty()) {
        result.problem = tr("No code was entered.");
        return result;
    }
    const bool isbn10Shape = code.size() == 10
        && ProductCodes::allDigits(QStringView(code).first(9))
        && (code.back().isDigit() || code.back() == u'X' || code.back() == u'x');
    if (!isbn10Shape && !ProductCodes::allDigits(code)) {
        result.problem = tr("“%1” contains characters that no barcode or ISBN has.").arg(input);
        return result;
    }
    // A 2- or 5-digit supplement (price add-on) printed after a 13-digit EAN.
    if ((code.size() == 15 || code.size() == 18)
        && ProductCodes::isValidEan13(QStringView(code).first(13))) {
        result.addOn = code.mid(13);
        code.truncate(13);
    }
    result.code = code;
    switch (code.size()) {
    case 8:
        if (ProductCodes::isValidEan8(code))
            result.kind = Kind::Ean8;
        break;
    case 10:
        if (ProductCodes::isValidIsbn10(code)) {
            result.kind = Kind::Isbn10;
            result.code = code.toUpper();
        }
        break;
    case 12:
        if (ProductCodes::isValidUpcA(code))
            result.kind = Kind::UpcA;
        break;
    case 13:
        if (ProductCodes::isValidEan13(code))
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
    if (ProductCodes::stripSeparators(input).size() > 18)
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
        return ProductCodes::stripSeparators(code).toUpper();
    if (result.kind != Kind::Isbn10)
        return result.code;
    return ProductCodes::normalizeIsbn(result.code).value_or(result.code);
}
