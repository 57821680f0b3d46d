#pragma once

#include <QString>
#include <QStringList>

// RFC 4180 lines: a field is quoted when it holds the delimiter, a quote or a line break.
// Cells a spreadsheet would run as a formula are neutralised as OWASP advises ("CSV
// injection"): a cell starting with = + - @ TAB or CR gets a leading apostrophe, and so does
// one that already starts with apostrophes followed by such a character, so that
// CsvReader::unneutralised() (which drops exactly one apostrophe) gives back every value.
class CsvWriter final
{
public:
    static QString field(const QString &value, QChar delimiter = u',');
    // The fields joined, with CRLF as RFC 4180 ends its lines.
    static QString line(const QStringList &fields, QChar delimiter = u',');
    // The value with the apostrophe a formula-looking cell needs, else as it is.
    static QString neutralised(const QString &value);
    // Whether a cell (after any leading apostrophes) starts like a formula.
    static bool startsLikeFormula(QStringView value);
};
