#include "net/jsonreader.h"

#include <cmath>

using namespace Qt::StringLiterals;

JsonReader::JsonReader(const QJsonObject &object, const QString &path, QString *error)
    : m_object(object)
    , m_path(path)
    , m_error(error)
{ }

JsonReader JsonReader::forValue(const QJsonValue &value, const QString &path, QString *error)
{
    JsonReader reader(value.toObject(), path, error);
    if (!value.isObject())
        reader.fail(path, u"not an object"_s);
    return reader;
}

QString JsonReader::path(QLatin1StringView key) const
{
    return m_path.isEmpty() ? QString(key) : m_path % u'.' % key;
}

void JsonReader::fail(const QString &path, const QString &problem)
{
    if (m_error->isEmpty())
        *m_error = path % u": "_s % problem;
}

bool JsonReader::toInteger(const QJsonValue &value, qint64 *out)
{
    if (!value.isDouble())
        return false;
    const double d = value.toDouble();
    // Beyond 2^53 a double is no longer exact; the API's ids and prices stay far below.
    if (!std::isfinite(d) || d != std::floor(d) || std::fabs(d) > 9007199254740992.0)
        return false;
    *out = qint64(d);
    return true;
}

QJsonValue JsonReader::required(QLatin1StringView key)
{
    const QJsonValue v = m_object.value(key);
    if (v.isUndefined())
        fail(path(key), u"missing"_s);
    return v;
}

qint64 JsonReader::integer(QLatin1StringView key)
{
    const QJsonValue v = required(key);
    qint64 out = 0;
    if (!v.isUndefined() && !toInteger(v, &out))
        fail(path(key), u"not an integer"_s);
    return out;
}

std::optional<qint64> JsonReader::optionalInteger(QLatin1StringView key)
{
    const QJsonValue v = m_object.value(key);
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    qint64 out = 0;
    if (!toInteger(v, &out)) {
        fail(path(key), u"not an integer"_s);
        return std::nullopt;
    }
    return out;
}

double JsonReader::number(QLatin1StringView key)
{
    const QJsonValue v = required(key);
    if (!v.isUndefined() && !v.isDouble())
        fail(path(key), u"not a number"_s);
    return v.toDouble();
}

QString JsonReader::string(QLatin1StringView key)
{
    const QJsonValue v = required(key);
    if (!v.isUndefined() && !v.isString())
        fail(path(key), u"not a string"_s);
    return v.toString();
}

QString JsonReader::optionalString(QLatin1StringView key)
{
    const QJsonValue v = m_object.value(key);
    if (v.isUndefined() || v.isNull())
        return {};
    if (!v.isString())
        fail(path(key), u"not a string"_s);
    return v.toString();
}

bool JsonReader::boolean(QLatin1StringView key)
{
    const QJsonValue v = required(key);
    if (!v.isUndefined() && !v.isBool())
        fail(path(key), u"not a boolean"_s);
    return v.toBool();
}

QJsonArray JsonReader::array(QLatin1StringView key)
{
    const QJsonValue v = required(key);
    if (!v.isUndefined() && !v.isArray())
        fail(path(key), u"not an array"_s);
    return v.toArray();
}

std::optional<QJsonArray> JsonReader::optionalArray(QLatin1StringView key)
{
    const QJsonValue v = m_object.value(key);
    if (v.isUndefined() || v.isNull())
        return std::nullopt;
    if (!v.isArray()) {
        fail(path(key), u"not an array"_s);
        return std::nullopt;
    }
    return v.toArray();
}
