#include "net/resourceparser.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "net/jsonreader.h"

using namespace Qt::StringLiterals;

namespace {

// Categories nest; a hostile answer must not overflow the stack.
constexpr int MaxCategoryDepth = 64;

template<typename T, typename ParseOne>
QList<T> parseList(const QJsonValue &value, const QString &path, QString *error, ParseOne parseOne)
{
    QList<T> out;
    if (!value.isArray()) {
        if (error->isEmpty())
            *error = path % u": not an array"_s;
        return out;
    }
    const QJsonArray array = value.toArray();
    out.reserve(array.size());
    for (qsizetype i = 0; i < array.size() && error->isEmpty(); ++i)
        out.append(parseOne(array.at(i), path % u'[' % QString::number(i) % u']', error));
    return out;
}

IdName idName(const QJsonValue &value, const QString &path, QString *error)
{
    JsonReader r = JsonReader::forValue(value, path, error);
    IdName out;
    out.id = r.integer("id"_L1);
    out.name = r.string("name"_L1);
    return out;
}

std::optional<IdName> optionalIdName(JsonReader &r, QLatin1StringView key, QString *error)
{
    const QJsonValue v = r.value(key);
    if (v.isNull() || v.isUndefined())
        return std::nullopt;
    return idName(v, r.path(key), error);
}

// Required key whose value may be null (old_price, image of a product without one).
bool presentOrFail(JsonReader &r, QLatin1StringView key)
{
    if (r.value(key).isUndefined()) {
        r.fail(r.path(key), u"missing"_s);
        return false;
    }
    return true;
}

StationeryVariant variant(const QJsonValue &value, const QString &path, QString *error)
{
    JsonReader r = JsonReader::forValue(value, path, error);
    StationeryVariant out;
    out.id = r.integer("id"_L1);
    out.name = r.string("name"_L1);
    out.barcode = r.string("barcode"_L1);
    out.price = r.integer("price"_L1);
    out.stock = r.integer("stock"_L1);
    out.inStock = r.boolean("in_stock"_L1);
    return out;
}

TrendingQuery trendingQuery(const QJsonValue &value, const QString &path, QString *error)
{
    JsonReader r = JsonReader::forValue(value, path, error);
    TrendingQuery out;
    out.text = r.string("text"_L1);
    out.resultName = r.string("result_name"_L1);
    out.totalCount = r.integer("total_count"_L1);
    return out;
}

MineItem mineItem(const QJsonValue &value, const QString &path, QString *error)
{
    JsonReader r = JsonReader::forValue(value, path, error);
    MineItem out;
    out.id = r.integer("id"_L1);
    out.type = r.string("type"_L1);
    out.name = r.string("name"_L1);
    out.code = r.string("code"_L1);
    out.price = r.integer("price"_L1);
    out.stock = r.integer("stock"_L1);
    out.inStock = r.boolean("in_stock"_L1);
    out.reorderLevel = r.optionalInteger("reorder_level"_L1);
    out.oldPrice = r.optionalInteger("old_price"_L1).value_or(0);
    out.reorderQuantity = r.optionalInteger("reorder_quantity"_L1);
    out.supplierId = r.optionalInteger("supplier_id"_L1);
    out.lastCost = r.optionalInteger("last_cost"_L1);
    out.active
        = !value.toObject().contains("active"_L1) || value.toObject().value("active"_L1).toBool();
    out.oversold = value.toObject().value("oversold"_L1).toBool(); // absent before §14
    if (const auto variants = r.optionalArray("variants"_L1))
        out.variants
            = parseList<StationeryVariant>(*variants, r.path("variants"_L1), error, variant);
    return out;
}

constexpr int ListedFields = ResourceParser::Image | ResourceParser::Type | ResourceParser::InStock;

Seller seller(const QJsonValue &value, const QString &path, QString *error)
{
    JsonReader r = JsonReader::forValue(value, path, error);
    Seller out;
    out.id = r.integer("id"_L1);
    out.name = r.string("name"_L1);
    out.logo = r.optionalString("logo"_L1);
    presentOrFail(r, "logo"_L1);
    out.rating = r.number("rating"_L1);
    out.latestProducts = parseList<ProductSummary>(r.array("latest_products"_L1),
        r.path("latest_products"_L1), error, [](const QJsonValue &v, const QString &p, QString *e) {
            return ResourceParser::productSummary(v, ListedFields, p, e);
        });
    return out;
}

template<typename T, typename ParseOne>
bool pagedBody(
    const QByteArray &body, PageMeta::Shape shape, Paged<T> *out, QString *error, ParseOne parseOne)
{
    const QJsonObject top = ResourceParser::envelope(body, error);
    if (!error->isEmpty())
        return false;
    out->items = parseList<T>(top.value("data"_L1), u"data"_s, error, parseOne);
    out->meta = ResourceParser::meta(top.value("meta"_L1), shape, u"meta"_s, error);
    return error->isEmpty();
}

// A body whose data is a list.
template<typename T, typename ParseOne>
bool listBody(const QByteArray &body, QList<T> *out, QString *error, ParseOne parseOne)
{
    const QJsonObject top = ResourceParser::envelope(body, error);
    if (error->isEmpty())
        *out = parseList<T>(top.value("data"_L1), u"data"_s, error, parseOne);
    return error->isEmpty();
}

// A body whose data is one object, read by `read`; *out is left alone without an envelope.
template<typename Read> bool objectBody(const QByteArray &body, QString *error, Read read)
{
    const QJsonObject top = ResourceParser::envelope(body, error);
    if (!error->isEmpty())
        return false;
    JsonReader r = JsonReader::forValue(top.value("data"_L1), u"data"_s, error);
    read(r);
    return error->isEmpty();
}

// The fields of a book's and a stationery item's detail; fields: ResourceParser::OldPrice
// when old_price must be present (it may be null).
void productDetail(JsonReader &r, int fields, ProductDetail *out)
{
    out->id = r.integer("id"_L1);
    out->name = r.string("name"_L1);
    out->price = r.integer("price"_L1);
    if (fields & ResourceParser::OldPrice)
        presentOrFail(r, "old_price"_L1);
    out->oldPrice = r.optionalInteger("old_price"_L1);
    out->image = r.optionalString("image"_L1);
    out->type = r.string("type"_L1);
    out->inStock = r.boolean("in_stock"_L1);
    out->description = r.optionalString("description"_L1);
}

auto summariesWith(int fields)
{
    return [fields](const QJsonValue &v, const QString &p, QString *e) {
        return ResourceParser::productSummary(v, fields, p, e);
    };
}

} // namespace

QJsonObject ResourceParser::envelope(const QByteArray &body, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = u"body: not JSON (%1)"_s.arg(parseError.errorString());
        return {};
    }
    if (!doc.isObject()) {
        *error = u"body: not an object"_s;
        return {};
    }
    const QJsonObject top = doc.object();
    if (top.value("status"_L1).toString() != "success"_L1)
        *error = u"status: not \"success\""_s;
    return top;
}

ProductSummary ResourceParser::productSummary(
    const QJsonValue &value, int fields, const QString &path, QString *error)
{
    JsonReader r = JsonReader::forValue(value, path, error);
    ProductSummary out;
    out.id = r.integer("id"_L1);
    out.name = r.string("name"_L1);
    out.price = r.integer("price"_L1);
    out.oldPrice = r.optionalInteger("old_price"_L1);
    if (fields & OldPrice)
        presentOrFail(r, "old_price"_L1);
    out.image = r.optionalString("image"_L1);
    out.imageKnown = !r.value("image"_L1).isUndefined();
    if (fields & Image)
        presentOrFail(r, "image"_L1);
    out.type = (fields & Type) ? r.string("type"_L1) : r.optionalString("type"_L1);
    if (fields & InStock)
        out.inStock = r.boolean("in_stock"_L1);
    else if (r.value("in_stock"_L1).isBool())
        out.inStock = r.value("in_stock"_L1).toBool();
    out.inStockKnown = r.value("in_stock"_L1).isBool();
    out.sellerId = r.optionalInteger("seller_id"_L1);
    if ((fields & SellerId) && !out.sellerId)
        r.fail(r.path("seller_id"_L1), u"missing"_s);
    out.variantId = r.optionalInteger("variant_id"_L1);
    return out;
}

PageMeta ResourceParser::meta(
    const QJsonValue &value, PageMeta::Shape shape, const QString &path, QString *error)
{
    JsonReader r = JsonReader::forValue(value, path, error);
    PageMeta out;
    out.shape = shape;
    switch (shape) {
    case PageMeta::Shape::A:
        out.page = int(r.integer("page"_L1));
        out.perPage = int(r.integer("per_page"_L1));
        out.total = r.integer("total"_L1);
        break;
    case PageMeta::Shape::B:
        out.page = int(r.integer("page"_L1));
        out.total = r.integer("total"_L1);
        break;
    case PageMeta::Shape::C:
        out.page = int(r.integer("current_page"_L1));
        out.perPage = int(r.integer("per_page"_L1));
        out.total = r.integer("total"_L1);
        out.lastPage = int(r.integer("last_page"_L1));
        break;
    }
    return out;
}

Category ResourceParser::category(
    const QJsonValue &value, const QString &path, QString *error, int depth)
{
    JsonReader r = JsonReader::forValue(value, path, error);
    Category out;
    out.id = r.integer("id"_L1);
    out.name = r.string("name"_L1);
    out.type = r.string("type"_L1);
    const QJsonArray children = r.array("children"_L1);
    if (depth >= MaxCategoryDepth) {
        r.fail(r.path("children"_L1), u"nested too deeply"_s);
        return out;
    }
    out.children = parseList<Category>(children, r.path("children"_L1), error,
        [depth](const QJsonValue &v, const QString &p, QString *e) {
            return ResourceParser::category(v, p, e, depth + 1);
        });
    return out;
}

bool ResourceParser::book(const QByteArray &body, BookDetail *out, QString *error)
{
    return objectBody(body, error, [out, error](JsonReader &r) {
        productDetail(r, OldPrice, out);
        out->pages = r.optionalInteger("pages"_L1).value_or(0);
        out->isbn = r.string("isbn"_L1);
        // A book without an author, publisher or category is data to show, not a broken
        // answer (contract §15 lists such books as issues to fix).
        out->author = optionalIdName(r, "author"_L1, error);
        out->seller = idName(r.value("seller"_L1), r.path("seller"_L1), error);
        out->publisher = optionalIdName(r, "publisher"_L1, error);
        out->category = optionalIdName(r, "category"_L1, error);
        out->images.clear();
        if (const auto images = r.optionalArray("images"_L1)) {
            for (qsizetype i = 0; i < images->size(); ++i) {
                if (!images->at(i).isString())
                    r.fail(
                        r.path("images"_L1) % u'[' % QString::number(i) % u']', u"not a string"_s);
                out->images.append(images->at(i).toString());
            }
        }
    });
}

bool ResourceParser::stationery(const QByteArray &body, StationeryDetail *out, QString *error)
{
    return objectBody(body, error, [out, error](JsonReader &r) {
        productDetail(r, 0, out);
        out->seller = idName(r.value("seller"_L1), r.path("seller"_L1), error);
        out->barcode = r.optionalString("barcode"_L1);
        if (out->barcode.isEmpty())
            out->barcode = r.optionalString("code"_L1);
        out->category = optionalIdName(r, "category"_L1, error);
        out->variants.clear();
        if (const auto variants = r.optionalArray("variants"_L1))
            out->variants
                = parseList<StationeryVariant>(*variants, r.path("variants"_L1), error, variant);
    });
}

bool ResourceParser::booksByAuthor(
    const QByteArray &body, Paged<ProductSummary> *out, QString *error)
{
    return pagedBody<ProductSummary>(body, PageMeta::Shape::C, out, error, summariesWith(Type));
}

bool ResourceParser::products(const QByteArray &body, Paged<ProductSummary> *out, QString *error)
{
    return pagedBody<ProductSummary>(body, PageMeta::Shape::A, out, error,
        summariesWith(OldPrice | Image | Type | InStock | SellerId));
}

bool ResourceParser::search(const QByteArray &body, Paged<ProductSummary> *out, QString *error)
{
    return pagedBody<ProductSummary>(
        body, PageMeta::Shape::B, out, error, summariesWith(Type | Image));
}

bool ResourceParser::mine(const QByteArray &body, Paged<MineItem> *out, QString *error)
{
    return pagedBody<MineItem>(body, PageMeta::Shape::A, out, error, mineItem);
}

bool ResourceParser::recommendations(
    const QByteArray &body, QList<ProductSummary> *out, QString *error)
{
    return listBody(body, out, error, summariesWith(ListedFields));
}

bool ResourceParser::sellers(const QByteArray &body, QList<Seller> *out, QString *error)
{
    return listBody(body, out, error, seller);
}

bool ResourceParser::sellerByQr(const QByteArray &body, Seller *out, QString *error)
{
    return objectBody(body, error, [out](JsonReader &r) {
        out->id = r.integer("id"_L1);
        out->name = r.string("name"_L1);
        out->rating = r.number("rating"_L1);
        out->logo = r.optionalString("logo"_L1);
    });
}

bool ResourceParser::mineUpdate(const QByteArray &body, MineItem *out, QString *error)
{
    const QJsonObject top = envelope(body, error);
    if (error->isEmpty())
        *out = mineItem(top.value("data"_L1), u"data"_s, error);
    return error->isEmpty();
}

bool ResourceParser::mineChanges(const QByteArray &body, MineChangesPage *out, QString *error)
{
    const QJsonObject top = envelope(body, error);
    if (!error->isEmpty())
        return false;
    const QJsonValue data = top.value("data"_L1);
    const QJsonObject meta = top.value("meta"_L1).toObject();
    if (!data.isArray() || !meta.value("next"_L1).isString()) {
        *error = u"data: expected the feed's entries and meta.next"_s;
        return false;
    }
    const QJsonArray entries = data.toArray();
    for (qsizetype i = 0; i < entries.size() && error->isEmpty(); ++i) {
        const QString path = u"data[%1]"_s.arg(i);
        JsonReader r = JsonReader::forValue(entries.at(i), path, error);
        MineChange change;
        change.type = r.string("type"_L1);
        change.id = r.integer("id"_L1);
        change.deleted = r.boolean("deleted"_L1);
        if (!change.deleted && error->isEmpty())
            change.item
                = mineItem(entries.at(i).toObject().value("data"_L1), path + u".data"_s, error);
        change.item.type = change.type;
        change.item.id = change.id;
        out->entries << change;
    }
    out->next = meta.value("next"_L1).toString();
    out->hasMore = meta.value("has_more"_L1).toBool();
    return error->isEmpty();
}

bool ResourceParser::key(const QByteArray &body, KeyInfo *out, QString *error)
{
    return objectBody(body, error, [out](JsonReader &r) {
        out->appId = r.string("app_id"_L1);
        out->name = r.string("name"_L1);
        const QJsonArray abilities = r.array("abilities"_L1);
        for (const QJsonValue &ability : abilities)
            out->abilities << ability.toString();
        out->sellerId = r.optionalInteger("seller_id"_L1);
        out->sellerName = r.optionalString("seller_name"_L1);
        out->ratePerSecond = int(r.integer("rate_per_second"_L1));
        out->ratePerMinute = int(r.integer("rate_per_minute"_L1));
    });
}

bool ResourceParser::sellerProfile(const QByteArray &body, SellerProfile *out, QString *error)
{
    return objectBody(body, error, [out, error](JsonReader &r) {
        out->id = r.integer("id"_L1);
        out->name = r.string("name"_L1);
        out->products = parseList<ProductSummary>(
            r.array("products"_L1), r.path("products"_L1), error, summariesWith(ListedFields));
        out->meta = meta(r.value("meta"_L1), PageMeta::Shape::B, r.path("meta"_L1), error);
    });
}

bool ResourceParser::productByCode(const QByteArray &body, ProductSummary *out, QString *error)
{
    const QJsonObject top = envelope(body, error);
    if (error->isEmpty())
        *out = productSummary(top.value("data"_L1), InStock | SellerId, u"data"_s, error);
    return error->isEmpty();
}

bool ResourceParser::suggestions(const QByteArray &body, QStringList *out, QString *error)
{
    return listBody(body, out, error, [](const QJsonValue &v, const QString &p, QString *e) {
        if (!v.isString() && e->isEmpty())
            *e = p % u": not a string"_s;
        return v.toString();
    });
}

bool ResourceParser::trending(const QByteArray &body, QList<TrendingQuery> *out, QString *error)
{
    return listBody(body, out, error, trendingQuery);
}

bool ResourceParser::categories(const QByteArray &body, QList<Category> *out, QString *error)
{
    return listBody(body, out, error,
        [](const QJsonValue &v, const QString &p, QString *e) { return category(v, p, e); });
}

bool ResourceParser::stockUpdate(const QByteArray &body, StockUpdateResult *out, QString *error)
{
    const QJsonObject top = envelope(body, error);
    if (!error->isEmpty())
        return false;
    JsonReader r(top, QString(), error);
    out->success = r.boolean("success"_L1);
    out->type = r.string("type"_L1);
    out->id = r.integer("id"_L1);
    out->name = r.string("name"_L1);
    out->stock = r.integer("stock"_L1);
    out->inStock = r.boolean("in_stock"_L1);
    out->variantId = r.optionalInteger("variant_id"_L1);
    return error->isEmpty();
}

bool ResourceParser::deeplink(const QByteArray &body, Deeplink *out, QString *error)
{
    return objectBody(body, error, [out](JsonReader &r) {
        out->type = r.string("type"_L1);
        presentOrFail(r, "id"_L1);
        out->id = r.optionalInteger("id"_L1);
        out->webUrl = QUrl(r.string("web_url"_L1));
        out->appUrl = QUrl(r.string("app_url"_L1));
    });
}
