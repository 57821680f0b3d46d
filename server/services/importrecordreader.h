#pragma once

#include <QAnyStringView>
#include <QDateTime>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>
#include <initializer_list>
#include <optional>

#include <QLatin1StringView>

class ImportIssues;

// Reads the typed fields of one record of a catalog document. Every wrong field becomes an
// issue naming the record and the field; the reader then returns a harmless default so
// validation can go on and report everything at once.
class ImportRecordReader final
{
public:
    // fieldPrefix names nested records in issues: "variants[1]." gives "variants[1].barcode".
    ImportRecordReader(const QJsonObject &record, const QString &label, ImportIssues &issues,
        const QString &fieldPrefix = {});

    const QString &label() const { return m_label; }
    const QJsonObject &record() const { return m_record; }
    bool hasIssues() const { return m_issueCount > 0; }
    void report(QAnyStringView field, const QString &message);
    // A field's name as issues name it ("variants[1].barcode").
    QString prefixed(const QString &field) const { return m_fieldPrefix + field; }

    // A required integer >= 1.
    std::optional<qint64> id(QLatin1StringView field);
    // An optional id (absent or null: nullopt), else an integer >= 1.
    std::optional<qint64> reference(QLatin1StringView field);
    // A required string, not empty after trimming; returned trimmed.
    QString name(QLatin1StringView field);
    // An optional string ("" when absent or null).
    QString text(QLatin1StringView field);
    // An optional string that, when given, must not be empty.
    std::optional<QString> optionalText(QLatin1StringView field);
    // An integer >= 0; a missing optional one gives defaultValue.
    qint64 count(QLatin1StringView field, bool required, qint64 defaultValue = 0);
    // An optional integer >= 0 (absent or null: nullopt).
    std::optional<qint64> optionalCount(QLatin1StringView field);
    // A number within [min, max]; a missing one gives defaultValue.
    double number(QLatin1StringView field, double min, double max, double defaultValue);
    bool boolean(QLatin1StringView field, bool defaultValue);
    // An optional http(s) URL ("" when absent, null or empty).
    QString url(QLatin1StringView field);
    // Optional arrays.
    QStringList urls(QLatin1StringView field);
    QStringList strings(QLatin1StringView field);
    // An ISO-8601 date-time; without an offset it is taken as UTC.
    std::optional<QDateTime> timestamp(QLatin1StringView field, bool required);
    // Reports every key of the record not in `known` (typos would otherwise vanish silently).
    void rejectUnknown(std::initializer_list<QLatin1StringView> known);

    static QString describe(const QJsonValue &value);
    // An http(s) URL, or a path on the catalog server itself ("/media/covers/book/1.svg", as
    // the demo writes): clients resolve it against the server's origin.
    static bool isImageUrl(const QString &text);

private:
    // The value, or nullopt when absent or null (reporting it when required).
    std::optional<QJsonValue> value(QLatin1StringView field, bool required);
    std::optional<qint64> integer(QLatin1StringView field, const QJsonValue &value, qint64 min);

    QJsonObject m_record;
    QString m_label;
    ImportIssues &m_issues;
    QString m_fieldPrefix;
    int m_issueCount = 0;
};
