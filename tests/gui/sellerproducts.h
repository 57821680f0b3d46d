#pragma once

#include <QJsonObject>
#include <QString>

class HttpTestClient;

// What the GUI tests look up about the seller's own products through the API, the way a till
// beside the console would see them.
namespace SellerProducts {

// The item of GET /products/mine (contract §8) with this code, page by page (filter: more
// query, e.g. "type=book"); an empty object when no page has it.
QJsonObject byCode(HttpTestClient &http, const QString &code, const QString &filter = {});

} // namespace SellerProducts
