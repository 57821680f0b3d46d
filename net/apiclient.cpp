#include "net/apiclient.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QUrlQuery>
#include <QUuid>

#include "net/attemptkeys.h"
#include "net/etagcache.h"
#include "net/parsedreply.h"
#include "net/ratepacer.h"
#include "net/requestengine.h"
#include "net/resourceparser.h"

using namespace Qt::StringLiterals;

namespace {

QString segment(const QString &value)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(value));
}

QString number(qint64 value)
{
    return QString::number(value);
}

void addPaging(QUrlQuery &query, int page, int perPage)
{
    if (page > 0)
        query.addQueryItem(u"page"_s, QString::number(page));
    if (perPage > 0)
        query.addQueryItem(u"per_page"_s, QString::number(perPage));
}

QUrlQuery queryWith(const QString &key, const QString &value)
{
    QUrlQuery query;
    // Encode fully so '+', '&' and '#' in search text stay data.
    query.addQueryItem(key, segment(value));
    return query;
}

} // namespace

ApiClient::ApiClient(QNetworkAccessManager *nam, EtagCache *cache, QObject *parent)
    : QObject(parent)
{
    if (!nam)
        nam = new QNetworkAccessManager(this);
    if (!cache)
        cache = new EtagCache(EtagCache::Persistence::Disk, {}, this);
    m_engine = new RequestEngine(nam, cache, this);
    m_attemptKeys = new AttemptKeys(this);
}

ApiClient::~ApiClient() = default;

void ApiClient::setServer(const QUrl &baseUrl, const QString &appId, const QString &secret)
{
    m_engine->setServer(baseUrl, appId, secret);
}

QUrl ApiClient::baseUrl() const
{
    return m_engine->baseUrl();
}

QString ApiClient::appId() const
{
    return m_engine->appId();
}

RatePacer *ApiClient::pacer() const
{
    return m_engine->pacer();
}

EtagCache *ApiClient::cache() const
{
    return m_engine->cache();
}

void ApiClient::setRetryPolicy(const RetryPolicy &policy)
{
    m_engine->setRetryPolicy(policy);
}

RequestOptions ApiClient::suggestionOptions()
{
    RequestOptions options;
    options.supersedeGroup = u"suggestions"_s;
    options.timeoutMs = 8000;
    options.maxRetries = 1;
    return options;
}

QByteArray ApiClient::newIdempotencyKey()
{
    return QUuid::createUuid().toByteArray(QUuid::WithoutBraces);
}

ApiRequest *ApiClient::postAttempt(const QString &path, const QByteArray &jsonBody)
{
    // Keys are scoped to the app id on a server (contract §7).
    const QString scope = baseUrl().toString(QUrl::StripTrailingSlash) + u' ' + appId();
    ApiRequest *request = m_engine->post(
        path, jsonBody, m_attemptKeys->keyFor(scope, path, jsonBody), RequestOptions {});
    m_attemptKeys->track(request, scope, path);
    return request;
}

template<typename T>
ApiRequest *ApiClient::track(
    ApiRequest *request, QObject *context, Parser<T> parse, ApiCallback<T> callback)
{
    // A request outlives no context (apiclient.h).
    return deliverParsed<T>(
        this, request, context, parse, std::move(callback), OnContextDestroyed::Abort);
}

ApiRequest *ApiClient::book(
    qint64 id, QObject *context, ApiCallback<BookDetail> callback, const Options &options)
{
    return track<BookDetail>(m_engine->get(u"/products/book/"_s % number(id), {}, options), context,
        &ResourceParser::book, std::move(callback));
}

ApiRequest *ApiClient::stationery(
    qint64 id, QObject *context, ApiCallback<StationeryDetail> callback, const Options &options)
{
    return track<StationeryDetail>(
        m_engine->get(u"/products/stationery/"_s % number(id), {}, options), context,
        &ResourceParser::stationery, std::move(callback));
}

ApiRequest *ApiClient::booksByAuthor(qint64 authorId, int page, int perPage, QObject *context,
    ApiCallback<Paged<ProductSummary>> callback, const Options &options)
{
    QUrlQuery query;
    addPaging(query, page, perPage);
    return track<Paged<ProductSummary>>(
        m_engine->get(u"/products/by-author/"_s % number(authorId), query, options), context,
        &ResourceParser::booksByAuthor, std::move(callback));
}

ApiRequest *ApiClient::booksByPublisher(qint64 publisherId, int page, int perPage, QObject *context,
    ApiCallback<Paged<ProductSummary>> callback, const Options &options)
{
    QUrlQuery query;
    addPaging(query, page, perPage);
    return track<Paged<ProductSummary>>(
        m_engine->get(u"/products/by-publisher/"_s % number(publisherId), query, options), context,
        &ResourceParser::booksByAuthor, std::move(callback));
}

ApiRequest *ApiClient::products(const QString &col, const ProductQuery &productQuery,
    QObject *context, ApiCallback<Paged<ProductSummary>> callback, const Options &options)
{
    QUrlQuery query;
    addPaging(query, productQuery.page, productQuery.perPage);
    if (!productQuery.q.isEmpty())
        query.addQueryItem(u"q"_s, segment(productQuery.q));
    if (!productQuery.sort.isEmpty())
        query.addQueryItem(u"sort"_s, segment(productQuery.sort));
    return track<Paged<ProductSummary>>(
        m_engine->get(u"/products/"_s % segment(col), query, options), context,
        &ResourceParser::products, std::move(callback));
}

ApiRequest *ApiClient::recommendations(const QString &col, QObject *context,
    ApiCallback<QList<ProductSummary>> callback, const Options &options)
{
    return track<QList<ProductSummary>>(
        m_engine->get(u"/products/recommendation/"_s % segment(col), {}, options), context,
        &ResourceParser::recommendations, std::move(callback));
}

ApiRequest *ApiClient::sellers(
    int page, QObject *context, ApiCallback<QList<Seller>> callback, const Options &options)
{
    QUrlQuery query;
    addPaging(query, page, 0);
    return track<QList<Seller>>(m_engine->get(u"/products/sellers/list"_s, query, options), context,
        &ResourceParser::sellers, std::move(callback));
}

ApiRequest *ApiClient::sellerByQr(
    const QString &token, QObject *context, ApiCallback<Seller> callback, const Options &options)
{
    return track<Seller>(m_engine->get(u"/products/sellers/by-qr/"_s % segment(token), {}, options),
        context, &ResourceParser::sellerByQr, std::move(callback));
}

ApiRequest *ApiClient::sellerProfile(qint64 sellerId, int page, QObject *context,
    ApiCallback<SellerProfile> callback, const Options &options)
{
    const QString path
        = u"/products/sellers/profile/"_s % number(sellerId) % u'/' % number(std::max(page, 1));
    return track<SellerProfile>(m_engine->get(path, {}, options), context,
        &ResourceParser::sellerProfile, std::move(callback));
}

ApiRequest *ApiClient::productByCode(qint64 sellerId, const QString &code, QObject *context,
    ApiCallback<ProductSummary> callback, const Options &options)
{
    const QString path = u"/products/sellers/"_s % number(sellerId) % u"/code/"_s % segment(code);
    return track<ProductSummary>(m_engine->get(path, {}, options), context,
        &ResourceParser::productByCode, std::move(callback));
}

ApiRequest *ApiClient::search(const QString &q, int page, QObject *context,
    ApiCallback<Paged<ProductSummary>> callback, const Options &options)
{
    QUrlQuery query = queryWith(u"q"_s, q);
    addPaging(query, page, 0);
    return track<Paged<ProductSummary>>(m_engine->get(u"/search"_s, query, options), context,
        &ResourceParser::search, std::move(callback));
}

ApiRequest *ApiClient::suggestions(const QString &q, std::optional<qint64> sellerId,
    QObject *context, ApiCallback<QStringList> callback, const Options &options)
{
    QUrlQuery query = queryWith(u"q"_s, q);
    if (sellerId)
        query.addQueryItem(u"seller_id"_s, number(*sellerId));
    return track<QStringList>(m_engine->get(u"/search/suggestions"_s, query, options), context,
        &ResourceParser::suggestions, std::move(callback));
}

ApiRequest *ApiClient::trending(
    QObject *context, ApiCallback<QList<TrendingQuery>> callback, const Options &options)
{
    return track<QList<TrendingQuery>>(m_engine->get(u"/search/trending"_s, {}, options), context,
        &ResourceParser::trending, std::move(callback));
}

ApiRequest *ApiClient::categories(
    QObject *context, ApiCallback<QList<Category>> callback, const Options &options)
{
    return track<QList<Category>>(m_engine->get(u"/search/categories"_s, {}, options), context,
        &ResourceParser::categories, std::move(callback));
}

ApiRequest *ApiClient::updateMine(const QString &type, qint64 id, const QJsonObject &changes,
    QObject *context, ApiCallback<MineItem> callback, const Options &options)
{
    const QString path = u"/products/mine/"_s % segment(type) % u'/' % number(id);
    return track<MineItem>(
        m_engine->patch(path, QJsonDocument(changes).toJson(QJsonDocument::Compact),
            newIdempotencyKey(), options),
        context, &ResourceParser::mineUpdate, std::move(callback));
}

ApiRequest *ApiClient::key(QObject *context, ApiCallback<KeyInfo> callback, const Options &options)
{
    Options uncached = options;
    uncached.useEtag = false;
    return track<KeyInfo>(
        m_engine->get(u"/key"_s, {}, uncached), context, &ResourceParser::key, std::move(callback));
}

ApiRequest *ApiClient::categoryProducts(qint64 categoryId, const QString &type, int page,
    QObject *context, ApiCallback<Paged<ProductSummary>> callback, const Options &options)
{
    QUrlQuery query;
    addPaging(query, page, 0);
    const QString path = u"/search/category/"_s % number(categoryId) % u'/' % segment(type);
    return track<Paged<ProductSummary>>(
        m_engine->get(path, query, options), context, &ResourceParser::search, std::move(callback));
}

ApiRequest *ApiClient::mine(const QString &type, int page, int perPage, QObject *context,
    ApiCallback<Paged<MineItem>> callback, const Options &options)
{
    QUrlQuery query;
    if (!type.isEmpty())
        query.addQueryItem(u"type"_s, segment(type));
    addPaging(query, page, perPage);
    return track<Paged<MineItem>>(m_engine->get(u"/products/mine"_s, query, options), context,
        &ResourceParser::mine, std::move(callback));
}

ApiRequest *ApiClient::mineChanges(const QString &after, int limit, int waitSeconds,
    QObject *context, ApiCallback<MineChangesPage> callback, const Options &options)
{
    QUrlQuery query;
    if (!after.isEmpty())
        query.addQueryItem(u"after"_s, segment(after));
    query.addQueryItem(u"limit"_s, QString::number(limit));
    if (waitSeconds > 0)
        query.addQueryItem(u"wait"_s, QString::number(waitSeconds));
    return track<MineChangesPage>(m_engine->get(u"/products/mine/changes"_s, query, options),
        context, &ResourceParser::mineChanges, std::move(callback));
}

ApiRequest *ApiClient::mineLowStock(const QString &type, int page, int perPage, QObject *context,
    ApiCallback<Paged<MineItem>> callback, const Options &options)
{
    QUrlQuery query;
    if (!type.isEmpty())
        query.addQueryItem(u"type"_s, segment(type));
    query.addQueryItem(u"low_stock"_s, u"true"_s);
    addPaging(query, page, perPage);
    return track<Paged<MineItem>>(m_engine->get(u"/products/mine"_s, query, options), context,
        &ResourceParser::mine, std::move(callback));
}

ApiRequest *ApiClient::updateStock(const StockChange &change, const QByteArray &idempotencyKey,
    QObject *context, ApiCallback<StockUpdateResult> callback, const Options &options)
{
    const QByteArray key = idempotencyKey.isEmpty() ? newIdempotencyKey() : idempotencyKey;
    return track<StockUpdateResult>(
        m_engine->post(u"/products/stock/by-code"_s, change.toJson(), key, options), context,
        &ResourceParser::stockUpdate, std::move(callback));
}

ApiRequest *ApiClient::deeplink(const QString &type, qint64 id, QObject *context,
    ApiCallback<Deeplink> callback, const Options &options)
{
    QUrlQuery query = queryWith(u"type"_s, type);
    query.addQueryItem(u"id"_s, number(id));
    return track<Deeplink>(m_engine->get(u"/deeplink"_s, query, options), context,
        &ResourceParser::deeplink, std::move(callback));
}

ApiRequest *ApiClient::searchDeeplink(
    const QString &q, QObject *context, ApiCallback<Deeplink> callback, const Options &options)
{
    QUrlQuery query = queryWith(u"type"_s, u"search"_s);
    query.addQueryItem(u"q"_s, segment(q));
    return track<Deeplink>(m_engine->get(u"/deeplink"_s, query, options), context,
        &ResourceParser::deeplink, std::move(callback));
}
