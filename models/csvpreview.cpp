#include "models/csvpreview.h"

#include <QCoreApplication>
#include <QFile>

#include "common/csvreader.h"

namespace {

const QByteArray byteOrderMark("\xEF\xBB\xBF");

} // namespace

CsvPreview CsvPreview::read(CsvReader &reader, int rows)
{
    CsvPreview preview;
    preview.delimiter = reader.delimiter();
    CsvReader::Record record;
    qint64 number = 0;
    bool haveHeader = false;
    while ((rows < 0 || preview.rows.size() < rows) && reader.next(record)) {
        ++number;
        if (!haveHeader) {
            if (record.fields.join(QString()).trimmed().isEmpty())
                break;
            preview.header = record.fields;
            haveHeader = true;
            continue;
        }
        // Blank lines count as rows but hold nothing (the importer skips them too).
        if (record.fields.size() == 1 && record.fields.constFirst().trimmed().isEmpty())
            continue;
        preview.rows.append({ number, record.fields });
    }
    // The reader's one error: the data ended inside a quoted field.
    if (!reader.error().isEmpty()) {
        preview.error
            = QCoreApplication::translate("CsvPreview", "Row %1: a quoted field is never closed.")
                  .arg(number + 1);
    } else if (!haveHeader) {
        preview.error = QCoreApplication::translate("CsvPreview", "The file has no header row.");
    }
    return preview;
}

CsvPreview CsvPreview::fromData(const QByteArray &utf8, int rows)
{
    CsvReader reader(utf8);
    CsvPreview preview = read(reader, rows);
    preview.hadBom = utf8.startsWith(byteOrderMark);
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
    const bool hadBom = file.peek(byteOrderMark.size()) == byteOrderMark;
    // The reader holds about a block of the file at a time and stops at the last row needed.
    CsvReader reader(&file);
    CsvPreview preview = read(reader, rows);
    preview.hadBom = hadBom;
    return preview;
}
