#include "models/reportcsv.h"

#include <QDate>
#include <QDateTime>

#include "common/csvwriter.h"

using namespace Qt::StringLiterals;

namespace {
// A cell of the CSV (contract §2.1's writer, shared with the server's export): the model's own
// numbers stay numbers, so a negative figure is not taken for a formula; every text (a title,
// a seller's name) is neutralised and quoted by CsvWriter.
QString field(const QVariant &value)
{
    switch (value.metaType().id()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Double:
        return value.toString();
    case QMetaType::QDate:
        return value.toDate().toString(Qt::ISODate);
    case QMetaType::QDateTime:
        return value.toDateTime().isValid() ? value.toDateTime().toUTC().toString(Qt::ISODate)
                                            : QString();
    default:
        return CsvWriter::field(value.toString());
    }
}
} // namespace

QByteArray ReportCsv::fromModel(const QAbstractItemModel &model, const QStringList &columns)
{
    QStringList header;
    for (const QString &column : columns)
        header << CsvWriter::field(column);
    QStringList lines { header.join(u',') };
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList fields;
        for (int column = 0; column < columns.size(); ++column)
            fields << field(model.index(row, column).data(Qt::EditRole));
        lines << fields.join(u',');
    }
    return QByteArray("\xEF\xBB\xBF") + lines.join(u"\r\n"_s).toUtf8() + "\r\n";
}
