#pragma once

#include <QString>

// The "detail" of a line of catalog-server's CSV import report (what was repaired or why a
// row was rejected) in the console's language. The server writes them in English; the known
// sentences are matched and translated piece by piece, anything else is shown as written.
// The saved report keeps the server's words.
class CsvReportDetail final
{
public:
    static QString translated(const QString &detail);

private:
    static QString translatedList(const QString &parts);
    static QString translatedOne(const QString &part);
};
