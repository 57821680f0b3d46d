#pragma once

#include <QString>
#include <QStringView>
#include <optional>

// Book and stationery codes (ISBN, EAN/UPC barcodes): validation and normal forms. Pure
// functions shared by the importer, the code lookup and the stock update, so every path
// agrees on what a code is.
namespace ProductCodes {

// Non-empty and only the ASCII digits 0-9.
bool allDigits(QStringView text);

// Removes hyphens and spaces, the separators people and printed books use ("978-9943 01").
QString stripSeparators(QStringView code);

// Digits only, with a valid check digit. ISBN-10 may end in X (check value 10).
bool isValidIsbn10(QStringView digits);
// 13 digits, prefix 978 or 979, valid EAN-13 check digit.
bool isValidIsbn13(QStringView digits);
// Any valid ISBN-10 or ISBN-13, hyphens and spaces allowed, as ISBN-13 digits; nullopt when
// the code is not a valid ISBN.
std::optional<QString> normalizeIsbn(QStringView code);

// Barcodes are digits only (no separators), with a valid GS1 check digit.
bool isValidEan13(QStringView digits);
bool isValidEan8(QStringView digits);
bool isValidUpcA(QStringView digits);
// EAN-13, EAN-8 or UPC-A.
bool isValidBarcode(QStringView digits);

// The GS1 check digit (0-9) for the digits that precede it; -1 when they are not all digits.
int gs1CheckDigit(QStringView digitsWithoutCheck);

// A scanned book code may carry a 2- or 5-digit price add-on after the 13-digit EAN
// (15 or 18 digits in total). Returns the first 13 digits when they are a valid ISBN-13 and
// the rest is a 2- or 5-digit add-on; otherwise the code unchanged.
QString stripPriceAddOn(QStringView code);

} // namespace ProductCodes
