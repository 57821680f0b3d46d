#include "common/csvreader.h"

#include <QIODevice>
#include <algorithm>

#include "common/csvwriter.h"

using namespace Qt::StringLiterals;

namespace {

// Bytes read from a device at a time.
constexpr qint64 blockSize = 1 << 20;

} // namespace

CsvReader::CsvReader(const QByteArray &utf8)
    : m_text(QString::fromUtf8(utf8.startsWith("\xEF\xBB\xBF") ? utf8.mid(3) : utf8))
    , m_delimiter(detectDelimiter(m_text))
{ }

CsvReader::CsvReader(QIODevice *device)
    : m_device(device)
    , m_deviceSize(device->size())
{
    // The decoder drops a leading BOM, as the other constructor does.
    fill();
    m_delimiter = detectDelimiter(m_text);
}

double CsvReader::fraction() const
{
    if (m_deviceSize <= 0 || m_decoded <= 0)
        return m_text.isEmpty() ? 1.0 : double(m_pos) / double(m_text.size());
    // The characters read so far, in bytes at the block's average: a small file moves too.
    const double chars = double(m_dropped + m_pos);
    return std::min(1.0, chars * double(m_read) / double(m_decoded) / double(m_deviceSize));
}

bool CsvReader::fill()
{
    if (!m_device)
        return false;
    const QByteArray block = m_device->read(blockSize);
    if (block.isEmpty()) {
        m_device = nullptr;
        return false;
    }
    m_text.remove(0, m_pos);
    m_dropped += m_pos;
    m_pos = 0;
    const QString text = m_decoder.decode(block);
    m_text += text;
    m_read += block.size();
    m_decoded += text.size();
    return true;
}

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
    while (true) {
        if (m_pos >= m_text.size())
            fill();
        const qsizetype pos = m_pos;
        const qint64 line = m_line;
        bool short_ = false;
        const bool read = parse(record, &short_);
        // A record cut by the end of the block is read again with the next block.
        if (!short_ || !m_device)
            return read;
        m_pos = pos;
        m_line = line;
        m_error.clear();
        if (!fill())
            return parse(record, &short_);
    }
}

bool CsvReader::parse(Record &record, bool *short_)
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
                    *short_ = true;
                    m_error = u"line %1: a quoted field is never closed"_s.arg(startLine);
                    return false;
                }
                const QChar c = text[m_pos++];
                if (c == u'"') {
                    *short_ = *short_ || m_pos >= size;
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
        if (m_pos >= size) {
            *short_ = true;
            return true;
        }
        const QChar end = text[m_pos++];
        if (end == m_delimiter)
            continue;
        *short_ = *short_ || (end == u'\r' && m_pos >= size);
        if (end == u'\r' && m_pos < size && text[m_pos] == u'\n')
            ++m_pos;
        ++m_line;
        return true;
    }
}
