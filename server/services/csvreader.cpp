#include "server/services/csvreader.h"

#include "server/services/csvwriter.h"

using namespace Qt::StringLiterals;

CsvReader::CsvReader(const QByteArray &utf8)
    : m_text(QString::fromUtf8(utf8.startsWith("\xEF\xBB\xBF") ? utf8.mid(3) : utf8))
    , m_delimiter(detectDelimiter(m_text))
{ }

QChar CsvReader::detectDelimiter(const QString &text)
{
    qsizetype commas = 0, semicolons = 0;
    bool quoted = false;
    for (const QChar c : text) {
        if (c == u'"')
            quoted = !quoted;
        else if (!quoted && (c == u'\n' || c == u'\r'))
            break;
        else if (!quoted && c == u',')
            ++commas;
        else if (!quoted && c == u';')
            ++semicolons;
    }
    return semicolons > commas ? QChar(u';') : QChar(u',');
}

QString CsvReader::unneutralised(const QString &cell)
{
    if (cell.startsWith(u'\'') && CsvWriter::startsLikeFormula(cell))
        return cell.mid(1);
    return cell;
}

bool CsvReader::next(Record &record)
{
    record.fields.clear();
    record.line = m_line;
    if (atEnd() || !m_error.isEmpty())
        return false;
    const qsizetype size = m_text.size();
    const QChar *text = m_text.constData();
    QString field;
    while (true) {
        if (m_pos < size && text[m_pos] == u'"') {
            // Quoted field: up to the lone closing quote; "" is a quote.
            const qint64 startLine = m_line;
            ++m_pos;
            while (true) {
                if (m_pos >= size) {
                    m_error = u"line %1: a quoted field is never closed"_s.arg(startLine);
                    return false;
                }
                const QChar c = text[m_pos++];
                if (c == u'"') {
                    if (m_pos < size && text[m_pos] == u'"') {
                        field += u'"';
                        ++m_pos;
                        continue;
                    }
                    break;
                }
                if (c == u'\n')
                    ++m_line;
                field += c;
            }
            // Text after the closing quote (a,"b"c,d) is kept as it is, as spreadsheets do.
        }
        const qsizetype start = m_pos;
        while (m_pos < size) {
            const QChar c = text[m_pos];
            if (c == m_delimiter || c == u'\n' || c == u'\r')
                break;
            ++m_pos;
        }
        field += QStringView(text + start, m_pos - start);
        record.fields.append(unneutralised(field));
        field.clear();
        if (m_pos >= size)
            return true;
        const QChar end = text[m_pos++];
        if (end == m_delimiter)
            continue;
        if (end == u'\r' && m_pos < size && text[m_pos] == u'\n')
            ++m_pos;
        ++m_line;
        return true;
    }
}
