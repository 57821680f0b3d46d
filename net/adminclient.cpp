#include "net/adminclient.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <algorithm>

#include "net/apiclient.h"
#include "net/apirequest.h"
#include "net/envelopejson.h"
#include "net/parsedreply.h"
#include "net/requestengine.h"
#include "net/resourceparser.h"

using namespace Qt::StringLiterals;

namespace {

QJsonValue nullable(std::optional<qint64> value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

// Contract §15's CSV streams every row: no page limit, so more time than a page takes.
RequestOptions csvOptions()
{
    RequestOptions options;
    options.timeoutMs = 120000;
    options.useEtag = false;
    return options;
}

QUrlQuery periodQuery(const QDateTime &since, const QDateTime &until, bool zeroResultsOnly)
{
    QUrlQuery query;
    if (since.isValid())
        query.addQueryItem(u"since"_s, since.toUTC().toString(Qt::ISODate));
    if (until.isValid())
        query.addQueryItem(u"until"_s, until.toUTC().toString(Qt::ISODate));
    if (zeroResultsOnly)
        query.addQueryItem(u"zero_results"_s, u"true"_s);
    return query;
}

// The data array and meta A of a paged admin list.
template<typename T>
bool parsePaged(const QByteArray &body, Paged<T> *page,
    const std::function<bool(const QJsonValue &, T *)> &item)
{
    QJsonObject meta;
    const QJsonValue data = EnvelopeJson::data(body, &meta);
    if (!data.isArray())
        return false;
    for (const QJsonValue &value : data.toArray()) {
        T parsed;
        if (!item(value, &parsed))
            return false;
        page->items.append(parsed);
    }
    QString error;
    page->meta = ResourceParser::meta(meta, PageMeta::Shape::A, u"meta"_s, &error);
    return error.isEmpty();
}

bool parseCategory(const QByteArray &body, AdminCategory *category)
{
    const QJsonValue data = EnvelopeJson::data(body);
    if (!data.isObject() || !data[u"id"_s].isDouble())
        return false;
    category->id = data[u"id"_s].toInteger();
    category->name = data[u"name"_s].toString();
    category->type = data[u"type"_s].toString();
    category->parentId = EnvelopeJson::optionalInteger(data[u"parent_id"_s]);
    return true;
}

bool parseSeller(const QByteArray &body, AdminSeller *seller)
{
    const QJsonValue data = EnvelopeJson::data(body);
    if (!data.isObject() || !data[u"id"_s].isDouble())
        return false;
    seller->id = data[u"id"_s].toInteger();
    seller->name = data[u"name"_s].toString();
    seller->active = data[u"active"_s].toBool(true);
    return true;
}

bool rawBody(const QByteArray &body, QByteArray *out)
{
    *out = body;
    return true;
}

} // namespace

QUrlQuery AdminProductFilter::query() const
{
    QUrlQuery query;
    if (!type.isEmpty())
        query.addQueryItem(u"type"_s, type);
    if (!q.trimmed().isEmpty())
        query.addQueryItem(u"q"_s, q.trimmed());
    if (!issues.isEmpty())
        query.addQueryItem(u"issue"_s, issues.join(u','));
    if (sellerId)
        query.addQueryItem(u"seller_id"_s, QString::number(*sellerId));
    if (categoryId)
        query.addQueryItem(u"category_id"_s, QString::number(*categoryId));
    if (!active.isEmpty() && active != "any"_L1)
        query.addQueryItem(u"active"_s, active);
    if (!sort.isEmpty() && sort != "id"_L1)
        query.addQueryItem(u"sort"_s, sort);
    return query;
}

AdminClient::AdminClient(ApiClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{ }

bool AdminClient::parseProduct(const QJsonValue &value, AdminProduct *product)
{
    if (!value.isObject() || !value[u"id"_s].isDouble() || !value[u"type"_s].isString())
        return false;
    product->id = value[u"id"_s].toInteger();
    product->type = value[u"type"_s].toString();
    product->name = value[u"name"_s].toString();
    product->code = value[u"code"_s].toString();
    product->sellerId = value[u"seller_id"_s].toInteger();
    product->sellerName = value[u"seller_name"_s].toString();
    product->categoryId = EnvelopeJson::optionalInteger(value[u"category_id"_s]);
    product->categoryName = value[u"category_name"_s].toString();
    product->author = value[u"author"_s].toString();
    product->publisher = value[u"publisher"_s].toString();
    product->price = value[u"price"_s].toInteger();
    // An old price of 0 is "none" (contract §15: old price set means > 0).
    product->oldPrice = EnvelopeJson::optionalInteger(value[u"old_price"_s]);
    if (product->oldPrice && *product->oldPrice <= 0)
        product->oldPrice.reset();
    product->stock = value[u"stock"_s].toInteger();
    product->active = value[u"active"_s].toBool(true);
    product->image = value[u"image"_s].toString();
    product->completeness = value[u"completeness"_s].toInt();
    product->issues.clear();
    for (const QJsonValue &issue : value[u"issues"_s].toArray())
        product->issues.append(issue.toString());
    product->updatedAt = EnvelopeJson::time(value[u"updated_at"_s]);
    return true;
}

bool AdminClient::parseProducts(const QByteArray &body, Paged<AdminProduct> *page)
{
    return parsePaged<AdminProduct>(body, page, &AdminClient::parseProduct);
}

bool AdminClient::parseQuality(const QByteArray &body, AdminQuality *quality)
{
    const QJsonValue data = EnvelopeJson::data(body);
    if (!data.isObject() || !data[u"issues"_s].isArray())
        return false;
    quality->products = data[u"products"_s].toInteger();
    quality->activeProducts = data[u"active_products"_s].toInteger();
    quality->completeness = data[u"completeness"_s].toInt();
    quality->uncategorised = data[u"uncategorised"_s].toInteger();
    for (const QJsonValue &value : data[u"issues"_s].toArray())
        quality->issues.append({ value[u"code"_s].toString(), value[u"count"_s].toInteger() });
    for (const QJsonValue &value : data[u"sellers"_s].toArray()) {
        AdminQuality::Seller seller;
        seller.sellerId = value[u"seller_id"_s].toInteger();
        seller.name = value[u"name"_s].toString();
        seller.active = value[u"active"_s].toBool(true);
        seller.products = value[u"products"_s].toInteger();
        seller.activeProducts = value[u"active_products"_s].toInteger();
        seller.completeness = value[u"completeness"_s].toInt();
        seller.issues = value[u"issues"_s].toInteger();
        quality->sellers.append(seller);
    }
    for (const QJsonValue &value : data[u"categories"_s].toArray()) {
        quality->categories.append({ value[u"category_id"_s].toInteger(),
            value[u"name"_s].toString(), value[u"products"_s].toInteger() });
    }
    return true;
}

bool AdminClient::parseBulk(const QByteArray &body, QList<AdminBulkResult> *results)
{
    const QJsonValue data = EnvelopeJson::data(body);
    if (!data[u"results"_s].isArray())
        return false;
    for (const QJsonValue &value : data[u"results"_s].toArray()) {
        AdminBulkResult result;
        if (value[u"status"_s] == u"success"_s) {
            result.ok = parseProduct(value[u"data"_s], &result.product);
            if (!result.ok)
                return false;
        } else {
            const QJsonValue error = value[u"error"_s];
            result.httpStatus = value[u"http_status"_s].toInt();
            result.errorCode = error[u"code"_s].toString();
            result.message = error[u"message"_s].toString();
            const QJsonObject fields = error[u"fields"_s].toObject();
            for (auto it = fields.begin(); it != fields.end(); ++it)
                result.fields.insert(it.key(), it.value().toString());
        }
        results->append(result);
    }
    return true;
}

bool AdminClient::parseDuplicates(const QByteArray &body, Paged<AdminDuplicate> *page)
{
    return parsePaged<AdminDuplicate>(
        body, page, [](const QJsonValue &value, AdminDuplicate *duplicate) {
            if (!value[u"listings"_s].isArray())
                return false;
            duplicate->code = value[u"code"_s].toString();
            for (const QJsonValue &listing : value[u"listings"_s].toArray()) {
                duplicate->listings.append(
                    { listing[u"type"_s].toString(), listing[u"id"_s].toInteger(),
                        listing[u"seller_id"_s].toInteger(), listing[u"seller_name"_s].toString(),
                        listing[u"name"_s].toString(), listing[u"author"_s].toString(),
                        listing[u"price"_s].toInteger(), listing[u"active"_s].toBool(true) });
            }
            for (const QJsonValue &field : value[u"differs"_s].toArray())
                duplicate->differs.append(field.toString());
            return true;
        });
}

bool AdminClient::parseSearches(const QByteArray &body, Paged<AdminSearch> *page)
{
    return parsePaged<AdminSearch>(body, page, [](const QJsonValue &value, AdminSearch *search) {
        if (!value[u"text"_s].isString())
            return false;
        search->text = value[u"text"_s].toString();
        search->count = value[u"count"_s].toInteger();
        search->lastAt = EnvelopeJson::time(value[u"last_at"_s]);
        search->results = value[u"results"_s].toInteger();
        return true;
    });
}

ApiRequest *AdminClient::quality(QObject *context, Callback<AdminQuality> callback)
{
    return deliverParsed<AdminQuality>(this,
        m_client->engine()->get(u"/admin/quality"_s, QUrlQuery(), {}), context,
        &AdminClient::parseQuality, std::move(callback));
}

ApiRequest *AdminClient::products(const AdminProductFilter &filter, int page, int perPage,
    QObject *context, Callback<Paged<AdminProduct>> callback)
{
    QUrlQuery query = filter.query();
    query.addQueryItem(u"page"_s, QString::number(std::max(1, page)));
    query.addQueryItem(u"per_page"_s, QString::number(std::clamp(perPage, 1, 100)));
    return deliverParsed<Paged<AdminProduct>>(this,
        m_client->engine()->get(u"/admin/products"_s, query, {}), context,
        &AdminClient::parseProducts, std::move(callback));
}

ApiRequest *AdminClient::csv(
    const QString &path, QUrlQuery query, QObject *context, Callback<QByteArray> callback)
{
    query.addQueryItem(u"format"_s, u"csv"_s);
    return deliverParsed<QByteArray>(this, m_client->engine()->get(path, query, csvOptions()),
        context, &rawBody, std::move(callback));
}

ApiRequest *AdminClient::productsCsv(
    const AdminProductFilter &filter, QObject *context, Callback<QByteArray> callback)
{
    return csv(u"/admin/products"_s, filter.query(), context, std::move(callback));
}

ApiRequest *AdminClient::patchProduct(const QString &type, qint64 id, const QJsonObject &fields,
    QObject *context, Callback<AdminProduct> callback)
{
    return deliverParsed<AdminProduct>(
        this,
        m_client->engine()->patch(u"/admin/products/%1/%2"_s.arg(type).arg(id),
            EnvelopeJson::compact(fields), ApiClient::newIdempotencyKey(), {}),
        context,
        [](const QByteArray &body, AdminProduct *product) {
            return parseProduct(EnvelopeJson::data(body), product);
        },
        std::move(callback));
}

ApiRequest *AdminClient::bulk(const QList<std::pair<QString, qint64>> &items,
    const QJsonObject &set, QObject *context, Callback<QList<AdminBulkResult>> callback)
{
    QJsonArray list;
    for (const auto &[type, id] : items)
        list.append(QJsonObject { { u"type"_s, type }, { u"id"_s, id } });
    RequestOptions options;
    options.timeoutMs = 60000; // 500 writes in one transaction
    return deliverParsed<QList<AdminBulkResult>>(this,
        m_client->engine()->post(u"/admin/products/bulk"_s,
            EnvelopeJson::compact({ { u"items"_s, list }, { u"set"_s, set } }),
            ApiClient::newIdempotencyKey(), options),
        context, &AdminClient::parseBulk, std::move(callback));
}

ApiRequest *AdminClient::setSellerActive(
    qint64 sellerId, bool active, QObject *context, Callback<AdminSeller> callback)
{
    return deliverParsed<AdminSeller>(this,
        m_client->engine()->patch(u"/admin/sellers/%1"_s.arg(sellerId),
            EnvelopeJson::compact({ { u"active"_s, active } }), ApiClient::newIdempotencyKey(), {}),
        context, &parseSeller, std::move(callback));
}

ApiRequest *AdminClient::createCategory(const QString &name, const QString &type,
    std::optional<qint64> parentId, QObject *context, Callback<AdminCategory> callback)
{
    const QJsonObject body { { u"name"_s, name }, { u"type"_s, type },
        { u"parent_id"_s, nullable(parentId) } };
    return deliverParsed<AdminCategory>(this,
        m_client->engine()->post(u"/admin/categories"_s, EnvelopeJson::compact(body),
            ApiClient::newIdempotencyKey(), {}),
        context, &parseCategory, std::move(callback));
}

ApiRequest *AdminClient::patchCategory(
    qint64 id, const QJsonObject &body, QObject *context, Callback<AdminCategory> callback)
{
    return deliverParsed<AdminCategory>(this,
        m_client->engine()->patch(u"/admin/categories/%1"_s.arg(id), EnvelopeJson::compact(body),
            ApiClient::newIdempotencyKey(), {}),
        context, &parseCategory, std::move(callback));
}

ApiRequest *AdminClient::renameCategory(
    qint64 id, const QString &name, QObject *context, Callback<AdminCategory> callback)
{
    return patchCategory(id, { { u"name"_s, name } }, context, std::move(callback));
}

ApiRequest *AdminClient::moveCategory(
    qint64 id, std::optional<qint64> parentId, QObject *context, Callback<AdminCategory> callback)
{
    return patchCategory(
        id, { { u"parent_id"_s, nullable(parentId) } }, context, std::move(callback));
}

ApiRequest *AdminClient::mergeCategory(
    qint64 id, qint64 into, QObject *context, Callback<AdminCategory> callback)
{
    return deliverParsed<AdminCategory>(this,
        m_client->engine()->post(u"/admin/categories/%1/merge"_s.arg(id),
            EnvelopeJson::compact({ { u"into"_s, into } }), ApiClient::newIdempotencyKey(), {}),
        context, &parseCategory, std::move(callback));
}

ApiRequest *AdminClient::duplicates(
    int page, int perPage, QObject *context, Callback<Paged<AdminDuplicate>> callback)
{
    QUrlQuery query;
    query.addQueryItem(u"page"_s, QString::number(std::max(1, page)));
    query.addQueryItem(u"per_page"_s, QString::number(std::clamp(perPage, 1, 100)));
    return deliverParsed<Paged<AdminDuplicate>>(this,
        m_client->engine()->get(u"/admin/duplicates"_s, query, {}), context,
        &AdminClient::parseDuplicates, std::move(callback));
}

ApiRequest *AdminClient::duplicatesCsv(QObject *context, Callback<QByteArray> callback)
{
    return csv(u"/admin/duplicates"_s, QUrlQuery(), context, std::move(callback));
}

ApiRequest *AdminClient::searches(const QDateTime &since, const QDateTime &until,
    bool zeroResultsOnly, int page, int perPage, QObject *context,
    Callback<Paged<AdminSearch>> callback)
{
    QUrlQuery query = periodQuery(since, until, zeroResultsOnly);
    query.addQueryItem(u"page"_s, QString::number(std::max(1, page)));
    query.addQueryItem(u"per_page"_s, QString::number(std::clamp(perPage, 1, 100)));
    return deliverParsed<Paged<AdminSearch>>(this,
        m_client->engine()->get(u"/admin/searches"_s, query, {}), context,
        &AdminClient::parseSearches, std::move(callback));
}

ApiRequest *AdminClient::searchesCsv(const QDateTime &since, const QDateTime &until,
    bool zeroResultsOnly, QObject *context, Callback<QByteArray> callback)
{
    return csv(u"/admin/searches"_s, periodQuery(since, until, zeroResultsOnly), context,
        std::move(callback));
}
