#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QStringList>

// Contract §15's CSV of every admin list: a header row of the JSON field names, then one line
// per item, lists joined with ';', objects as compact JSON, null as an empty cell, every cell
// neutralised as section 2.1 says (common/'s CsvWriter, the one writer of the project).
namespace AdminCsv {

QByteArray write(const QStringList &fields, const QJsonArray &items);

} // namespace AdminCsv
