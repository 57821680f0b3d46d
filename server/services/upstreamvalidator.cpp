#include "server/services/upstreamvalidator.h"

#include <QJsonArray>
#include <QJsonValue>
#include <QUuid>

#include "server/domain/rfc3339.h"
#include "server/services/bodyreader.h"
#include "server/services/productservice.h"
#include "server/services/scanrequest.h"
#include "server/services/stockservice.h"
#include "server/storage/stockrepository.h"
#include "server/storage/syncproductrepository.h"

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 maximumStock = StockRepository::maximumStock;
// A movement's delta takes a stock of the §8/§14 range to another one of it.
constexpr qint64 maximumDelta = StockRepository::maximumStock - StockRepository::minimumStock;
// The marketplace's product ids stay below the ids a shop gives its own products until the
// marketplace names them (SyncProductRepository::localIdBase): one above would take a local
// product's place.
constexpr qint64 maximumProductId = SyncProductRepository::localIdBase - 1;
// Ids of movements, variants, categories, authors and publishers: what a JSON number holds
// exactly (2^53 − 1).
constexpr qint64 maximumId = 9'007'199'254'740'991;
// A feed cursor is short (FeedPosition's text form); one of kilobytes is no cursor.
constexpr qsizetype maximumCursorLength = 512;
// The extra images of a product (contract §2: a few URLs); a thousand is plenty.
constexpr qsizetype maximumImages = 1000;
// Variants of one stationery item.
constexpr qsizetype maximumVariants = 10'000;

// The first problem a reader found, as "field: problem"; empty when none.
QString firstProblem(const BodyReader &reader, const QString &prefix = {})
{
    const QJsonObject problems = reader.problems();
    if (problems.isEmpty())
        return {};
    return prefix + problems.constBegin().key() + u": "_s + problems.constBegin()->toString();
}

bool given(const QJsonObject &object, const QString &field)
{
    const QJsonValue value = object.value(field);
    return !value.isUndefined() && !value.isNull();
}

void checkType(BodyReader &reader, const QJsonObject &object)
{
    const QJsonValue type = object.value(u"type"_s);
    if (type != QJsonValue(u"book"_s) && type != QJsonValue(u"stationery"_s))
        reader.report(u"type"_s, u"must be book or stationery"_s);
}

// An author, publisher or category as a detail shows it ({id, name}) or as /products/mine
// does (name_id); absent or null: none.
void checkReference(BodyReader &reader, const QJsonObject &data, const QString &name)
{
    const QJsonValue value = data.value(name);
    if (value.isObject()) {
        BodyReader nested(value.toObject());
        nested.integer(u"id"_s, 1, maximumId);
        if (given(value.toObject(), u"name"_s))
            nested.text(u"name"_s, ProductService::maximumNameLength, false);
        const QString problem = firstProblem(nested);
        if (!problem.isEmpty())
            reader.report(name, problem);
    } else if (!value.isUndefined() && !value.isNull()) {
        reader.report(name, u"must be an object {id, name} or null"_s);
    }
    if (given(data, name + u"_id"_s))
        reader.integer(name + u"_id"_s, 1, maximumId);
}

QString checkVariant(const QJsonValue &value)
{
    if (!value.isObject())
        return u"must be an object"_s;
    const QJsonObject variant = value.toObject();
    BodyReader reader(variant);
    reader.integer(u"id"_s, 1, maximumId);
    reader.text(u"name"_s, ProductService::maximumNameLength, true);
    reader.text(u"barcode"_s, ScanRequest::maximumCodeLength, false);
    if (given(variant, u"price"_s))
        reader.integer(u"price"_s, 0);
    if (given(variant, u"stock"_s))
        reader.integer(u"stock"_s, StockRepository::minimumStock, maximumStock);
    return firstProblem(reader);
}

} // namespace

namespace UpstreamValidator {

QString page(const QJsonObject &body)
{
    if (!body.value(u"data"_s).isArray())
        return u"data: must be an array"_s;
    const QJsonValue meta = body.value(u"meta"_s);
    const QJsonValue next = meta[u"next"_s];
    if (!next.isString() || next.toString().isEmpty()
        || next.toString().size() > maximumCursorLength)
        return u"meta.next: must be a cursor (a string of 1 to %1 characters)"_s.arg(
            maximumCursorLength);
    if (!meta[u"has_more"_s].isBool())
        return u"meta.has_more: must be true or false"_s;
    return {};
}

QString movement(const QJsonObject &movement)
{
    BodyReader reader(movement);
    reader.integer(u"id"_s, 1, maximumId);
    checkType(reader, movement);
    reader.integer(u"product_id"_s, 1, maximumProductId);
    if (given(movement, u"variant_id"_s))
        reader.integer(u"variant_id"_s, 1, maximumId);
    reader.integer(u"delta"_s, -maximumDelta, maximumDelta);
    if (movement.contains(u"after"_s))
        reader.integer(u"after"_s, StockRepository::minimumStock, maximumStock);
    if (given(movement, u"reason"_s)
        && !StockService::reasons().contains(movement.value(u"reason"_s).toString()))
        reader.report(u"reason"_s, u"must be one of "_s + StockService::reasons().join(u", "_s));
    if (given(movement, u"note"_s))
        reader.text(u"note"_s, StockService::maximumNoteLength, false);
    if (given(movement, u"scanned_at"_s)
        && !Rfc3339::parse(movement.value(u"scanned_at"_s).toString()))
        reader.report(u"scanned_at"_s, u"must be an RFC 3339 date-time"_s);
    if (given(movement, u"movement_id"_s)) {
        // The canonical text form only, as the API takes it (contract §8).
        const QString id = movement.value(u"movement_id"_s).toString();
        if (id.size() != 36 || QUuid::fromString(id).isNull())
            reader.report(u"movement_id"_s, u"must be a UUID"_s);
    }
    return firstProblem(reader);
}

QString productEntry(const QJsonObject &entry)
{
    BodyReader reader(entry);
    checkType(reader, entry);
    reader.integer(u"id"_s, 1, maximumProductId);
    const QJsonValue data = entry.value(u"data"_s);
    if (!data.isUndefined() && !data.isNull() && !data.isObject())
        reader.report(u"data"_s, u"must be an object or null"_s);
    if (const QString problem = firstProblem(reader); !problem.isEmpty())
        return problem;
    // A tombstone (deleted, or no data) carries nothing to check.
    if (entry.value(u"deleted"_s).toBool() || data.toObject().isEmpty())
        return {};
    return product(entry.value(u"type"_s).toString(), data.toObject());
}

QString product(const QString &type, const QJsonObject &data)
{
    BodyReader reader(data);
    if (data.contains(u"type"_s))
        checkType(reader, data);
    if (data.contains(u"id"_s))
        reader.integer(u"id"_s, 1, maximumProductId);
    reader.text(u"name"_s, ProductService::maximumNameLength, true);
    if (data.contains(u"price"_s))
        reader.integer(u"price"_s, 0);
    if (given(data, u"old_price"_s))
        reader.integer(u"old_price"_s, 0);
    if (given(data, u"code"_s))
        reader.text(u"code"_s, ScanRequest::maximumCodeLength, false);
    if (given(data, u"stock"_s))
        reader.integer(u"stock"_s, StockRepository::minimumStock, maximumStock);
    if (given(data, u"reorder_level"_s))
        reader.integer(u"reorder_level"_s, 0);
    if (given(data, u"reorder_quantity"_s))
        reader.integer(u"reorder_quantity"_s, 1);
    if (data.contains(u"active"_s) && !data.value(u"active"_s).isBool())
        reader.report(u"active"_s, u"must be true or false"_s);
    if (given(data, u"description"_s))
        reader.text(u"description"_s, ProductService::maximumTextLength, false);
    if (given(data, u"image"_s))
        reader.text(u"image"_s, ProductService::maximumImageLength, false);
    if (given(data, u"pages"_s))
        reader.integer(u"pages"_s, 0);
    for (const QString &name : { u"author"_s, u"publisher"_s, u"category"_s })
        checkReference(reader, data, name);
    const QJsonValue images = data.value(u"images"_s);
    if (!images.isUndefined() && !images.isNull()) {
        const QJsonArray list = images.toArray();
        if (!images.isArray() || list.size() > maximumImages)
            reader.report(u"images"_s, u"must be an array of at most %1 URLs"_s.arg(maximumImages));
        for (const QJsonValue &image : list) {
            if (!image.isString() || image.toString().size() > ProductService::maximumImageLength)
                reader.report(u"images"_s,
                    u"must hold URLs of at most %1 characters"_s.arg(
                        ProductService::maximumImageLength));
        }
    }
    const QJsonValue variants = data.value(u"variants"_s);
    if (!variants.isUndefined() && !variants.isNull()) {
        const QJsonArray list = variants.toArray();
        if (!variants.isArray() || list.size() > maximumVariants)
            reader.report(
                u"variants"_s, u"must be an array of at most %1 variants"_s.arg(maximumVariants));
        if (type != "stationery"_L1 && !list.isEmpty())
            reader.report(u"variants"_s, u"are for stationery only"_s);
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString problem = checkVariant(list.at(i));
            if (!problem.isEmpty()) {
                reader.report(u"variants[%1]"_s.arg(i), problem);
                break;
            }
        }
    }
    return firstProblem(reader);
}

QString category(const QJsonObject &category)
{
    BodyReader reader(category);
    reader.integer(u"id"_s, 1, maximumId);
    reader.text(u"name"_s, ProductService::maximumNameLength, true);
    if (!category.value(u"type"_s).toString().isEmpty())
        checkType(reader, category);
    if (given(category, u"parent_id"_s))
        reader.integer(u"parent_id"_s, 1, maximumId);
    return firstProblem(reader);
}

QString key(const QJsonObject &key)
{
    BodyReader reader(key);
    reader.integer(u"seller_id"_s, 1, maximumId);
    if (given(key, u"seller_name"_s))
        reader.text(u"seller_name"_s, ProductService::maximumNameLength, false);
    return firstProblem(reader);
}

} // namespace UpstreamValidator
