#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringDecoder>
#include <QStringList>

class QIODevice;

// RFC 4180 records from UTF-8 text: quoted fields with doubled quotes and embedded line
// breaks, CRLF or LF line ends, a leading BOM ignored. The delimiter (',' or ';') is the one
// the header line uses more often outside quotes. A cell CsvWriter neutralised against
// formula injection (a leading apostrophe before = + - @ TAB or CR) is read without that
// apostrophe, so an export imports back unchanged.
class CsvReader final
{
public:
    struct Record
    {
        qint64 line = 0; // line of the file where the record starts (1-based)
        QStringList fields;
    };

    explicit CsvReader(const QByteArray &utf8);
    // Reads the device as it goes, holding about a block (and the current record) of it.
    explicit CsvReader(QIODevice *device);

    QChar delimiter() const { return m_delimiter; }
    // The next record; false at the end or on an error (then error() is set).
    bool next(Record &record);
    QString error() const { return m_error; }
    bool atEnd() const { return m_pos >= m_text.size() && !m_device; }
    // How far the reader is, 0..1, for progress.
    double fraction() const;

    static QChar detectDelimiter(const QString &text);
    // The cell without the apostrophe CsvWriter::neutralised() adds, else as it is.
    static QString unneutralised(const QString &cell);

private:
    // Reads another block of the device into m_text, dropping what was read; false at its end.
    bool fill();
    // One record from m_pos; sets *short when it ran into the end of m_text.
    bool parse(Record &record, bool *short_);

    QIODevice *m_device = nullptr; // null once read to its end
    QStringDecoder m_decoder { QStringDecoder::Utf8 };
    qint64 m_deviceSize = 0;
    qint64 m_read = 0, m_decoded = 0, m_dropped = 0; // bytes read; characters decoded, dropped
    QString m_text;
    qsizetype m_pos = 0;
    qint64 m_line = 1;
    QChar m_delimiter;
    QString m_error;
};
