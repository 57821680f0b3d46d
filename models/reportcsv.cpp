#include "models/reportcsv.h"

#include <QDate>
#include <QDateTime>

using namespace Qt::StringLiterals;

namespace {
QString field(const QVariant &value)
{
    QString text;
    if (value.metaType() == QMetaType::fromType<QDate>())
        text = value.toDate().toString(Qt::ISODate);
    else if (value.metaType() == QMetaType::fromType<QDateTime>())
        text = value.toDateTime().isValid() ? value.toDateTime().toUTC().toString(Qt::ISODate)
                                            : QString();
    else
        text = value.toString();
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n')
        && !text.contains(u'\r'))
        return text;
    text.replace(u"\""_s, u"\"\""_s);
    return u"\""_s + text + u"\""_s;
}
} // namespace

QByteArray ReportCsv::fromModel(const QAbstractItemModel &model, const QStringList &columns)
{
    QStringList lines { columns.join(u',') };
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList fields;
        for (int column = 0; column < columns.size(); ++column)
            fields << field(model.index(row, column).data(Qt::EditRole));
        lines << fields.join(u',');
    }
    return QByteArray("\xEF\xBB\xBF") + lines.join(u"\r\n"_s).toUtf8() + "\r\n";
}
