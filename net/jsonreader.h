#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <optional>

// Reads fields of one JSON object for ResourceParser. A missing or mistyped required field
// records the first problem (with its path, e.g. "data[2].author.id: missing") in a shared
// error string and yields a default value, so parsing never throws or crashes. Unknown fields
// are simply never read.
class JsonReader final
{
public:
    JsonReader(const QJsonObject &object, const QString &path, QString *error);
    // Checks that value is an object first.
    static JsonReader forValue(const QJsonValue &value, const QString &path, QString *error);

    qint64 integer(QLatin1StringView key);
    std::optional<qint64> optionalInteger(QLatin1StringView key); // missing or null: empty
    double number(QLatin1StringView key);
    QString string(QLatin1StringView key);
    QString optionalString(QLatin1StringView key); // missing or null: ""
    bool boolean(QLatin1StringView key);
    QJsonValue value(QLatin1StringView key) const { return m_object.value(key); }
    QJsonArray array(QLatin1StringView key);
    std::optional<QJsonArray> optionalArray(QLatin1StringView key);
    QString path(QLatin1StringView key) const;

    bool ok() const { return m_error->isEmpty(); }
    void fail(const QString &path, const QString &problem);

    // An integral JSON number (2.0 counts as 2); false for anything else.
    static bool toInteger(const QJsonValue &value, qint64 *out);

private:
    QJsonValue required(QLatin1StringView key);

    QJsonObject m_object;
    QString m_path;
    QString *m_error;
};
