#include "models/csvpreview.h"

#include <QCoreApplication>
#include <QFile>

using namespace Qt::StringLiterals;

namespace {

struct Record
{
    QStringList fields;
    bool closed = true; // false: the data ended inside a quoted field
};

// One RFC 4180 record from `pos`, the server's rules: text after a closing quote is kept as
// it is (a,"b"c,d), as spreadsheets do.
Record nextRecord(QStringView text, qsizetype &pos, QChar delimiter)
{
    Record record;
    const qsizetype size = text.size();
    QString field;
    while (true) {
        if (pos < size && text[pos] == u'"') {
            ++pos;
            while (true) {
                if (pos >= size) {
                    record.closed = false;
                    record.fields.append(field);
                    return record;
                }
                const QChar c = text[pos++];
                if (c == u'"') {
                    if (pos < size && text[pos] == u'"') {
                        field += u'"';
                        ++pos;
                        continue;
                    }
                    break;
                }
                field += c;
            }
        }
        const qsizetype start = pos;
        while (pos < size && text[pos] != delimiter && text[pos] != u'\n' && text[pos] != u'\r')
            ++pos;
        field += text.mid(start, pos - start);
        record.fields.append(field);
        field.clear();
        if (pos >= size)
            return record;
        const QChar end = text[pos++];
        if (end == delimiter)
            continue;
        if (end == u'\r' && pos < size && text[pos] == u'\n')
            ++pos;
        return record;
    }
}

} // namespace

QChar CsvPreview::detectDelimiter(QStringView text)
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

CsvPreview CsvPreview::fromData(const QByteArray &utf8, int rows, bool complete)
{
    CsvPreview preview;
    preview.hadBom = utf8.startsWith("\xEF\xBB\xBF");
    const QString text = QString::fromUtf8(preview.hadBom ? utf8.mid(3) : utf8);
    preview.delimiter = detectDelimiter(text);
    qsizetype pos = 0;
    qint64 number = 0;
    QList<Row> all;
    while (pos < text.size() && (rows < 0 || all.size() <= rows)) {
        const Record record = nextRecord(text, pos, preview.delimiter);
        ++number;
        if (!record.closed) {
            if (complete) {
                preview.error = QCoreApplication::translate(
                    "CsvPreview", "Row %1: a quoted field is never closed.")
                                    .arg(number);
            }
            break;
        }
        if (!complete && pos >= text.size())
            break; // may be cut in the middle
        all.append({ number, record.fields });
    }
    if (all.isEmpty() || all.constFirst().fields.join(QString()).trimmed().isEmpty()) {
        if (preview.error.isEmpty())
            preview.error
                = QCoreApplication::translate("CsvPreview", "The file has no header row.");
        return preview;
    }
    preview.header = all.takeFirst().fields;
    for (Row &row : all) {
        // Blank lines count as rows but hold nothing (the server skips them too).
        if (row.fields.size() == 1 && row.fields.constFirst().trimmed().isEmpty())
            continue;
        if (rows >= 0 && preview.rows.size() >= rows)
            break;
        preview.rows.append(std::move(row));
    }
    return preview;
}

CsvPreview CsvPreview::readFile(const QString &path, int rows)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        CsvPreview preview;
        preview.error = QCoreApplication::translate("CsvPreview", "%1 cannot be read: %2")
                            .arg(path, file.errorString());
        return preview;
    }
    // Enough for the rows almost always; grown for files with long quoted texts.
    qint64 chunk = 256 * 1024;
    QByteArray data;
    while (true) {
        data += file.read(chunk - data.size());
        const bool whole = file.atEnd();
        CsvPreview preview = fromData(data, rows, whole);
        if (whole || preview.rows.size() >= rows || chunk >= 64 * 1024 * 1024)
            return preview;
        chunk *= 4;
    }
}
