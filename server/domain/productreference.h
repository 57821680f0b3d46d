#pragma once

#include <QJsonObject>
#include <QString>
#include <optional>

// The id a product's JSON gives one of its references (author, publisher, category): an
// `{id, name}` object under `name` as details show it, or `name_id` as /products/mine does.
std::optional<qint64> productReference(const QJsonObject &product, const QString &name);
