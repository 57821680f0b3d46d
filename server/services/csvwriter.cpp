#include "server/services/csvwriter.h"

using namespace Qt::StringLiterals;

QString CsvWriter::field(const QString &value, QChar delimiter)
{
    if (!value.contains(delimiter) && !value.contains(u'"') && !value.contains(u'\n')
        && !value.contains(u'\r'))
        return value;
    return u'"' + QString(value).replace(u"\""_s, u"\"\""_s) + u'"';
}

QString CsvWriter::line(const QStringList &fields, QChar delimiter)
{
    QString text;
    for (qsizetype i = 0; i < fields.size(); ++i) {
        if (i > 0)
            text += delimiter;
        text += field(fields.at(i), delimiter);
    }
    return text + u"\r\n"_s;
}
