#pragma once

#include <QByteArray>
#include <QChar>
#include <QList>
#include <QString>
#include <QStringList>

// The records of a CSV file read as catalog-server reads them (contract §2.1): UTF-8 with a
// leading BOM dropped, the delimiter (',' or ';') that the header line uses more often outside
// quotes, RFC 4180 quoting (doubled quotes, line breaks inside quotes, CRLF or LF). The console
// may not link the server, so this is the console's own small reader; tst_gui_csvimport checks
// it against files the server reads.
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
    // rows < 0: every row. `complete`: the data is the whole file (else the last, possibly
    // cut, record is dropped).
    static CsvPreview fromData(const QByteArray &utf8, int rows, bool complete = true);

    QStringList header;
    QList<Row> rows;
    QChar delimiter = u',';
    bool hadBom = false;
    // Empty when the file could be read; else why not (translated).
    QString error;

private:
    static QChar detectDelimiter(QStringView text);
};
