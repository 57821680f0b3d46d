#include "server/http/canonicaljson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <cmath>

namespace {

// JSON string escaping as Qt writes it: a one-element array, brackets cut off.
QByteArray quoted(const QString &text)
{
    const QByteArray array = QJsonDocument(QJsonArray { text }).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

QByteArray number(const QJsonValue &value)
{
    const double number = value.toDouble();
    // Below 2^63 a whole number fits qint64; toInteger() keeps integers parsed exactly.
    if (std::isfinite(number) && std::trunc(number) == number && std::abs(number) < 9.2e18)
        return QByteArray::number(value.toInteger(qint64(number)));
    return QByteArray::number(number, 'g', QLocale::FloatingPointShortest);
}

void append(QByteArray &out, const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Object: {
        const QJsonObject object = value.toObject();
        QStringList keys = object.keys();
        std::sort(keys.begin(), keys.end());
        out += '{';
        for (qsizetype i = 0; i < keys.size(); ++i) {
            if (i > 0)
                out += ',';
            out += quoted(keys.at(i));
            out += ':';
            append(out, object.value(keys.at(i)));
        }
        out += '}';
        break;
    }
    case QJsonValue::Array: {
        const QJsonArray array = value.toArray();
        out += '[';
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (i > 0)
                out += ',';
            append(out, array.at(i));
        }
        out += ']';
        break;
    }
    case QJsonValue::String:
        out += quoted(value.toString());
        break;
    case QJsonValue::Double:
        out += number(value);
        break;
    case QJsonValue::Bool:
        out += value.toBool() ? "true" : "false";
        break;
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        out += "null";
        break;
    }
}

} // namespace

QByteArray canonicalJson(const QJsonValue &value)
{
    QByteArray out;
    append(out, value);
    return out;
}
