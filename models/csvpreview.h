#pragma once

#include <QByteArray>
#include <QChar>
#include <QList>
#include <QString>
#include <QStringList>

class CsvReader;

// The records of a CSV file as catalog-server reads them (contract §2.1): the server's own
// CsvReader (common/) does the reading, so the preview can never split a row differently from
// the import. This adds what a person previewing needs: the server's row numbers (the header is
// row 1, blank lines count), blank lines left out, and translated errors.
class CsvPreview final
{
public:
    struct Row
    {
        qint64 number = 0; // the server's row number: the header is row 1, blank lines count
        QStringList fields;
    };

    // The header and at most `rows` data rows, reading only as much of the file as they need.
    static CsvPreview readFile(const QString &path, int rows);
    // rows < 0: every row.
    static CsvPreview fromData(const QByteArray &utf8, int rows);

    QStringList header;
    QList<Row> rows;
    QChar delimiter = u',';
    bool hadBom = false;
    // Empty when the file could be read; else why not (translated).
    QString error;

private:
    static CsvPreview read(CsvReader &reader, int rows);
};
