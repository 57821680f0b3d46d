#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>

// A line of catalog-server's CSV import report (what was repaired or why a row was rejected)
// in the console's language, from the line's problem: its stable code and values
// (`import --report-problems`, docs/import-report.md), never from the English detail. A line
// without a problem, or with a code this console does not know (a newer server), shows the
// server's English detail. The saved report keeps the server's words.
class CsvReportDetail final
{
public:
    // `problem` is the report's problem cell (JSON); `detail` its English sentence.
    static QString translated(const QString &problem, const QString &detail);
    // The problem's code ("" when the cell is empty or not a problem).
    static QString code(const QString &problem);
    // Every code this console translates.
    static QStringList knownCodes();

private:
    static std::optional<QString> translated(const QJsonObject &problem);
};
