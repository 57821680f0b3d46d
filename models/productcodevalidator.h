#pragma once

#include <QString>
#include <QValidator>

// Checks a product code as a barcode scanner or a person gives it, before anything is sent:
// ISBN-10 (check character 0-9 or X), ISBN-13, EAN-13, EAN-8 and UPC-A with their check digits.
// Hyphens and spaces are ignored; a 2- or 5-digit price add-on after a 13-digit EAN (books,
// periodicals) is stripped. The server validates again with its own code: layers share nothing.
class ProductCodeValidator final : public QValidator
{
    Q_OBJECT
public:
    enum class Kind { Invalid, Isbn10, Isbn13, Ean13, Ean8, UpcA };
    Q_ENUM(Kind)

    struct Check
    {
        Kind kind = Kind::Invalid;
        QString code; // normalized: digits only (ISBN-10 may end in X), add-on stripped
        QString addOn; // the stripped add-on, if any
        QString problem; // translated, empty when valid
        bool isValid() const { return kind != Kind::Invalid; }
    };

    using QValidator::QValidator;

    // Invalid for characters no code has; Intermediate while incomplete or wrong;
    // Acceptable when the check digit is right.
    State validate(QString &input, int &pos) const override;
    void fixup(QString &input) const override;

    static Check check(const QString &input);
    static QString kindName(Kind kind);
    // The same product's code in one form (ISBN-10 as ISBN-13, separators gone), for matching.
    static QString matchKey(const QString &code);
};
