#pragma once

#include <QString>
#include <QStringList>
#include <QStringView>

// %1…%9 of a sentence replaced by values in one pass, as the CSV import report's problems are
// worded (docs/import-report.md): the server fills its English, the console its translation.
// Unlike chained QString::arg, a value that holds "%1" itself stays as it is.
namespace Placeholders {

QString filled(QStringView text, const QStringList &values);

} // namespace Placeholders
