#include "server/services/importrecordreader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QUrl>
#include <algorithm>
#include <cmath>

#include "server/services/importissues.h"

using namespace Qt::StringLiterals;

ImportRecordReader::ImportRecordReader(const QJsonObject &record, const QString &label,
    ImportIssues &issues, const QString &fieldPrefix)
    : m_record(record)
    , m_label(label)
    , m_issues(issues)
    , m_fieldPrefix(fieldPrefix)
{ }

void ImportRecordReader::report(QAnyStringView field, const QString &message)
{
    ++m_issueCount;
    m_issues.add(m_label, m_fieldPrefix + field.toString(), message);
}

QString ImportRecordReader::describe(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::String: {
        const QString text = value.toString();
        return u"the string \""_s + (text.size() > 40 ? text.left(40) + u"..."_s : text) + u'"';
    }
    case QJsonValue::Double:
        return QString::number(value.toDouble(), 'g', 17);
    case QJsonValue::Bool:
        return value.toBool() ? u"true"_s : u"false"_s;
    case QJsonValue::Array:
        return u"an array"_s;
    case QJsonValue::Object:
        return u"an object"_s;
    case QJsonValue::Null:
        return u"null"_s;
    case QJsonValue::Undefined:
        break;
    }
    return u"nothing"_s;
}

bool ImportRecordReader::isImageUrl(const QString &text)
{
    const QUrl url(text, QUrl::StrictMode);
    if (!url.isValid())
        return false;
    if (url.isRelative())
        return text.startsWith(u'/') && !text.startsWith("//"_L1) && !text.contains(u'\\');
    return (url.scheme() == "https"_L1 || url.scheme() == "http"_L1) && !url.host().isEmpty();
}

std::optional<QJsonValue> ImportRecordReader::value(QLatin1StringView field, bool required)
{
    const QJsonValue value = m_record.value(field);
    if (value.isUndefined() || value.isNull()) {
        if (required)
            report(field, u"is required"_s);
        return std::nullopt;
    }
    return value;
}

std::optional<qint64> ImportRecordReader::integer(
    QLatin1StringView field, const QJsonValue &value, qint64 min)
{
    // JSON has one number type; an integer field takes only numbers without a fraction that
    // a double holds exactly (|n| <= 2^53), so 12.0 is 12 but 12.5 and "12" are refused.
    const double d = value.toDouble();
    if (!value.isDouble() || !std::isfinite(d) || std::trunc(d) != d || std::fabs(d) > 9.0e15) {
        report(field, u"must be an integer, got "_s + describe(value));
        return std::nullopt;
    }
    const qint64 n = value.toInteger(qint64(d));
    if (n < min) {
        report(field, u"must be %1 or more, got %2"_s.arg(min).arg(n));
        return std::nullopt;
    }
    return n;
}

std::optional<qint64> ImportRecordReader::id(QLatin1StringView field)
{
    const std::optional<QJsonValue> v = value(field, true);
    return v ? integer(field, *v, 1) : std::nullopt;
}

std::optional<qint64> ImportRecordReader::reference(QLatin1StringView field)
{
    const std::optional<QJsonValue> v = value(field, false);
    return v ? integer(field, *v, 1) : std::nullopt;
}

QString ImportRecordReader::name(QLatin1StringView field)
{
    const std::optional<QJsonValue> v = value(field, true);
    if (!v)
        return {};
    if (!v->isString()) {
        report(field, u"must be a string, got "_s + describe(*v));
        return {};
    }
    const QString trimmed = v->toString().trimmed();
    if (trimmed.isEmpty())
        report(field, u"must not be empty"_s);
    return trimmed;
}

QString ImportRecordReader::text(QLatin1StringView field)
{
    const std::optional<QJsonValue> v = value(field, false);
    if (v && !v->isString()) {
        report(field, u"must be a string, got "_s + describe(*v));
        return {};
    }
    return v ? v->toString() : QString();
}

std::optional<QString> ImportRecordReader::optionalText(QLatin1StringView field)
{
    const std::optional<QJsonValue> v = value(field, false);
    if (!v)
        return std::nullopt;
    if (!v->isString() || v->toString().trimmed().isEmpty()) {
        report(field, u"must be a non-empty string or null, got "_s + describe(*v));
        return std::nullopt;
    }
    return v->toString().trimmed();
}

qint64 ImportRecordReader::count(QLatin1StringView field, bool required, qint64 defaultValue)
{
    const std::optional<QJsonValue> v = value(field, required);
    if (!v)
        return defaultValue;
    return integer(field, *v, 0).value_or(defaultValue);
}

std::optional<qint64> ImportRecordReader::optionalCount(QLatin1StringView field)
{
    const std::optional<QJsonValue> v = value(field, false);
    if (!v)
        return std::nullopt;
    return integer(field, *v, 0);
}

double ImportRecordReader::number(
    QLatin1StringView field, double min, double max, double defaultValue)
{
    const std::optional<QJsonValue> v = value(field, false);
    if (!v)
        return defaultValue;
    if (!v->isDouble() || !std::isfinite(v->toDouble()) || v->toDouble() < min
        || v->toDouble() > max) {
        report(
            field, u"must be a number from %1 to %2, got %3"_s.arg(min).arg(max).arg(describe(*v)));
        return defaultValue;
    }
    return v->toDouble();
}

bool ImportRecordReader::boolean(QLatin1StringView field, bool defaultValue)
{
    const std::optional<QJsonValue> v = value(field, false);
    if (!v)
        return defaultValue;
    if (!v->isBool()) {
        report(field, u"must be true or false, got "_s + describe(*v));
        return defaultValue;
    }
    return v->toBool();
}

QString ImportRecordReader::url(QLatin1StringView field)
{
    const QString url = text(field);
    if (!url.isEmpty() && !isImageUrl(url)) {
        report(field, u"must be an http(s) URL or a path on this server, got "_s + describe(url));
        return {};
    }
    return url;
}

QStringList ImportRecordReader::strings(QLatin1StringView field)
{
    const std::optional<QJsonValue> v = value(field, false);
    if (!v)
        return {};
    if (!v->isArray()) {
        report(field, u"must be an array of strings, got "_s + describe(*v));
        return {};
    }
    QStringList result;
    const QJsonArray array = v->toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonValue item = array.at(i);
        if (!item.isString() || item.toString().trimmed().isEmpty()) {
            report(
                field, u"item %1 must be a non-empty string, got %2"_s.arg(i).arg(describe(item)));
            continue;
        }
        result << item.toString().trimmed();
    }
    return result;
}

QStringList ImportRecordReader::urls(QLatin1StringView field)
{
    const QStringList items = strings(field);
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (!isImageUrl(items.at(i)))
            report(field,
                u"item %1 must be an http(s) URL or a path on this server, got %2"_s.arg(i).arg(
                    describe(items.at(i))));
    }
    return items;
}

std::optional<QDateTime> ImportRecordReader::timestamp(QLatin1StringView field, bool required)
{
    const std::optional<QJsonValue> v = value(field, required);
    if (!v)
        return std::nullopt;
    QDateTime at;
    if (v->isString() && v->toString().size() >= 10)
        at = QDateTime::fromString(v->toString(), Qt::ISODateWithMs);
    if (!at.isValid()) {
        report(field,
            u"must be an ISO-8601 date-time like 2026-11-01T09:00:00Z, got "_s + describe(*v));
        return std::nullopt;
    }
    if (at.timeSpec() == Qt::LocalTime)
        at = QDateTime(at.date(), at.time(), Qt::UTC);
    return at.toUTC();
}

void ImportRecordReader::rejectUnknown(std::initializer_list<QLatin1StringView> known)
{
    for (auto it = m_record.constBegin(); it != m_record.constEnd(); ++it) {
        if (std::find(known.begin(), known.end(), it.key()) == known.end())
            report(it.key(), u"unknown field"_s);
    }
}
