#include "common/csvwriter.h"

using namespace Qt::StringLiterals;

bool CsvWriter::startsLikeFormula(QStringView value)
{
    qsizetype at = 0;
    while (at < value.size() && value.at(at) == u'\'')
        ++at;
    if (at >= value.size())
        return false;
    const QChar first = value.at(at);
    return first == u'=' || first == u'+' || first == u'-' || first == u'@' || first == u'\t'
        || first == u'\r';
}

QString CsvWriter::neutralised(const QString &value)
{
    return startsLikeFormula(value) ? u'\'' + value : value;
}

QString CsvWriter::field(const QString &value, QChar delimiter)
{
    const QString cell = neutralised(value);
    if (!cell.contains(delimiter) && !cell.contains(u'"') && !cell.contains(u'\n')
        && !cell.contains(u'\r'))
        return cell;
    return u'"' + QString(cell).replace(u"\""_s, u"\"\""_s) + u'"';
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
