#pragma once

#include <QJsonObject>
#include <QString>

// What comes down from the marketplace, checked before anything of it is stored (contract §14,
// "What comes down is checked"): ids, stock, deltas and field lengths as strictly as the API
// checks its own input, with the API's own limits (ProductService, StockService, BodyReader),
// so a broken or hostile upstream can store nothing a client could not. Each check returns why
// the item is refused ("name: must be a non-empty string of at most 500 characters"), empty
// when it is fine. A refused item is never applied: the sync shows the reason in GET /sync
// (state error) and reads the same page again later, so nothing real on it is lost.
namespace UpstreamValidator {

// A feed page: {data: [...], meta: {next: a cursor, has_more: a boolean}}.
QString page(const QJsonObject &body);
// An item of the movement feed (GET /products/stock/movements?after=).
QString movement(const QJsonObject &movement);
// An entry of the seller's change feed (GET /products/mine/changes): type, id, and its data
// (none for a tombstone).
QString productEntry(const QJsonObject &entry);
// A product's fields: an entry's data or a public detail (GET /products/{type}/{id}).
QString product(const QString &type, const QJsonObject &data);
// A category as SyncInit::flattenCategories gives it ({id, name, type, parent_id}).
QString category(const QJsonObject &category);
// The upstream key (GET /key): a seller's, with the seller's name.
QString key(const QJsonObject &key);

} // namespace UpstreamValidator
