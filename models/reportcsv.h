#pragma once

#include <QAbstractItemModel>
#include <QByteArray>
#include <QStringList>

// A report model's data as CSV (RFC 4180: CRLF, quoted where needed, UTF-8 with a byte order
// mark so spreadsheets read Cyrillic): machine-readable values (Qt::EditRole: ISO dates, plain
// numbers) under the given column names.
namespace ReportCsv {

QByteArray fromModel(const QAbstractItemModel &model, const QStringList &columns);

} // namespace ReportCsv
