#include "net/envelopejson.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

QJsonValue EnvelopeJson::data(const QByteArray &body, QJsonObject *meta)
{
    const QJsonObject root = QJsonDocument::fromJson(body).object();
    if (root.value(u"status"_s) != u"success"_s)
        return QJsonValue(QJsonValue::Undefined);
    if (meta)
        *meta = root.value(u"meta"_s).toObject();
    return root.value(u"data"_s);
}

QDateTime EnvelopeJson::time(const QJsonValue &value)
{
    const QDateTime at = QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
    return at.isValid() ? at.toUTC() : QDateTime();
}

std::optional<qint64> EnvelopeJson::optionalInteger(const QJsonValue &value)
{
    return value.isDouble() ? std::optional<qint64>(value.toInteger()) : std::nullopt;
}

QByteArray EnvelopeJson::compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}
