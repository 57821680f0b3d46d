#include "server/services/admincsv.h"

#include <QJsonDocument>
#include <QJsonObject>

#include "common/csvwriter.h"

using namespace Qt::StringLiterals;

namespace {

QString cellOf(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return QString();
    case QJsonValue::Bool:
        return value.toBool() ? u"true"_s : u"false"_s;
    case QJsonValue::Double:
        return QString::number(value.toDouble(), 'g', 17);
    case QJsonValue::String:
        return value.toString();
    case QJsonValue::Array: {
        QStringList parts;
        for (const QJsonValue &part : value.toArray())
            parts << cellOf(part);
        return parts.join(u';');
    }
    case QJsonValue::Object:
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    }
    return QString();
}

} // namespace

QByteArray AdminCsv::write(const QStringList &fields, const QJsonArray &items)
{
    QString text = CsvWriter::line(fields);
    for (const QJsonValue &item : items) {
        QStringList cells;
        cells.reserve(fields.size());
        for (const QString &field : fields)
            cells << cellOf(item.toObject().value(field));
        text += CsvWriter::line(cells);
    }
    return text.toUtf8();
}
