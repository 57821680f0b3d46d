#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <optional>

// Parses a request body as one JSON object more strictly than QJsonDocument (contract §3, §8):
// an object with a duplicated key is refused (QJsonDocument silently keeps the last value, so
// two parsers could read two different requests), nesting is bounded, and a number too large
// for a double (1e309) is valid JSON but not a usable value: it becomes the string
// "out of range", so the field it was given for fails validation (422) instead of the whole
// body being called malformed (400).
namespace StrictJson {

struct Result
{
    std::optional<QJsonObject> object; // nullopt: not a JSON object; see error
    QString error;
};

Result parseObject(const QByteArray &body);

} // namespace StrictJson
