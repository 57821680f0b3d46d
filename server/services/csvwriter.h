#pragma once

#include <QString>
#include <QStringList>

// RFC 4180 lines: a field is quoted when it holds the delimiter, a quote or a line break.
class CsvWriter final
{
public:
    static QString field(const QString &value, QChar delimiter = u',');
    // The fields joined, with CRLF as RFC 4180 ends its lines.
    static QString line(const QStringList &fields, QChar delimiter = u',');
};
