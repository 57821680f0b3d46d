#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QJsonValue>
#include <optional>

// What the typed clients (count, goods, sync, webhooks) read from every answer alike: the
// success envelope {status, data, meta} (contract §3) and the JSON forms of times and
// nullable integers.
class EnvelopeJson final
{
public:
    // The envelope's data when status is "success"; an undefined value for anything else
    // (an error envelope, a body that is not a JSON object). *meta receives the meta object.
    static QJsonValue data(const QByteArray &body, QJsonObject *meta = nullptr);
    // An ISO 8601 time in UTC; an invalid QDateTime for null, a missing key or bad text.
    static QDateTime time(const QJsonValue &value);
    // A number; empty for null, a missing key or any other type.
    static std::optional<qint64> optionalInteger(const QJsonValue &value);
    // A request body.
    static QByteArray compact(const QJsonObject &object);
};
