#pragma once

#include <QString>
#include <QStringView>
#include <optional>

#include "server/domain/importproblem.h"

// Repairs the product codes and whole numbers that spreadsheets mangle (contract §2.1):
// ISBN-10s that lost their leading zeros, ISBN-13s written as rounded floats, separators.
// Pure functions; every repair says what it did so an import can report it.
namespace CodeRepair {

struct Code
{
    enum class Status { Empty, Valid, Repaired, Invalid };
    Status status = Status::Empty;
    QString code; // books: ISBN-13; stationery: the barcode digits (Valid or Repaired)
    ImportProblem detail; // Repaired: what was done; Invalid: why
};

// One cell of a code column. Books need an ISBN (stored as ISBN-13), stationery an EAN-13,
// EAN-8 or UPC-A barcode.
Code repair(QStringView cell, bool book);

// The code a float such as 9.78043902348e+12 came from, when it can only be one: the float
// keeps 12 significant digits of a 13-digit code rounded to the nearest (ties to even, as
// printf does), so the last kept digit
// may have been rounded up. Both readings are tried; exactly one must end in a check digit
// that rounds the way the float did. nullopt when the float is not such a value or ambiguous.
std::optional<QString> rebuildRoundedEan13(QStringView mantissaDigits);

struct Number
{
    std::optional<qint64> value; // nullopt: empty cell or invalid
    std::optional<ImportProblem> repaired; // what was done (none when the cell was clean)
    std::optional<ImportProblem> error; // why it is invalid (none when valid or empty)
};

// A whole number >= 0 as people write prices and counts: "45000", "45 000", "45,000",
// "45.000", "45000.00". Thousands separators and a zero fraction are dropped (and reported).
Number wholeNumber(QStringView cell);

} // namespace CodeRepair
