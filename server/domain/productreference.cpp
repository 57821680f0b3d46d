#include "server/domain/productreference.h"

#include <QJsonValue>

using namespace Qt::StringLiterals;

std::optional<qint64> productReference(const QJsonObject &product, const QString &name)
{
    const QJsonValue object = product.value(name);
    if (object.isObject() && object[u"id"_s].isDouble())
        return object[u"id"_s].toInteger();
    const QJsonValue id = product.value(name + u"_id"_s);
    if (id.isDouble())
        return id.toInteger();
    return std::nullopt;
}
