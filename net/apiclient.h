#pragma once

#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <functional>
#include <optional>

#include "net/apirequest.h"
#include "net/apiresult.h"
#include "net/requestoptions.h"
#include "net/resources.h"
#include "net/retrypolicy.h"
#include "net/stockchange.h"

class AttemptKeys;
class EtagCache;
class QNetworkAccessManager;
class RatePacer;
class RequestEngine;

// Called once per call with the final result and the typed data (a default value unless
// result.isSuccess()). A 304 arrives as NotModified with the cached data.
template<typename T>
using ApiCallback = std::function<void(const ApiResult &result, const T &data)>;

// The Catalog API v1 client: one typed, asynchronous call per endpoint of spec §4. Every call
// returns its ApiRequest handle (abort() cancels it) and calls back on `context`'s thread;
// when `context` is destroyed first, the request is aborted and the callback is not called.
// Requests go through the rate pacer, the ETag cache and the retry policy of this client.
class ApiClient final : public QObject
{
    Q_OBJECT
public:
    // nam: shared or fake (tests); nullptr = one owned by the client.
    // cache: nullptr = a disk-backed EtagCache owned by the client.
    explicit ApiClient(QNetworkAccessManager *nam = nullptr, EtagCache *cache = nullptr,
        QObject *parent = nullptr);
    ~ApiClient() override;

    // baseUrl includes /api/v1/client. The secret stays in memory only.
    void setServer(const QUrl &baseUrl, const QString &appId, const QString &secret);
    QUrl baseUrl() const;
    QString appId() const;

    RatePacer *pacer() const;
    EtagCache *cache() const;
    RequestEngine *engine() const { return m_engine; }
    void setRetryPolicy(const RetryPolicy &policy);

    using Options = RequestOptions;

    // 4.1 Products
    ApiRequest *book(
        qint64 id, QObject *context, ApiCallback<BookDetail> callback, const Options &options = {});
    ApiRequest *stationery(qint64 id, QObject *context, ApiCallback<StationeryDetail> callback,
        const Options &options = {});
    ApiRequest *booksByAuthor(qint64 authorId, int page, int perPage, QObject *context,
        ApiCallback<Paged<ProductSummary>> callback, const Options &options = {});
    ApiRequest *booksByPublisher(qint64 publisherId, int page, int perPage, QObject *context,
        ApiCallback<Paged<ProductSummary>> callback, const Options &options = {});
    struct ProductQuery
    {
        int page = 0; // 0 = server default
        int perPage = 0;
        QString q;
        QString sort; // popular, new, price_asc, price_desc
    };
    // col: "books" or "stationery".
    ApiRequest *products(const QString &col, const ProductQuery &query, QObject *context,
        ApiCallback<Paged<ProductSummary>> callback, const Options &options = {});
    ApiRequest *recommendations(const QString &col, QObject *context,
        ApiCallback<QList<ProductSummary>> callback, const Options &options = {});
    ApiRequest *sellers(int page, QObject *context, ApiCallback<QList<Seller>> callback,
        const Options &options = {});
    ApiRequest *sellerByQr(const QString &token, QObject *context, ApiCallback<Seller> callback,
        const Options &options = {});
    ApiRequest *sellerProfile(qint64 sellerId, int page, QObject *context,
        ApiCallback<SellerProfile> callback, const Options &options = {});
    ApiRequest *productByCode(qint64 sellerId, const QString &code, QObject *context,
        ApiCallback<ProductSummary> callback, const Options &options = {});

    // 4.2 Search
    ApiRequest *search(const QString &q, int page, QObject *context,
        ApiCallback<Paged<ProductSummary>> callback, const Options &options = {});
    // Superseded by default: a newer suggestions call cancels the older one.
    ApiRequest *suggestions(const QString &q, std::optional<qint64> sellerId, QObject *context,
        ApiCallback<QStringList> callback, const Options &options = suggestionOptions());
    ApiRequest *trending(
        QObject *context, ApiCallback<QList<TrendingQuery>> callback, const Options &options = {});
    ApiRequest *categories(
        QObject *context, ApiCallback<QList<Category>> callback, const Options &options = {});
    // type: "book" or "stationery".
    ApiRequest *categoryProducts(qint64 categoryId, const QString &type, int page, QObject *context,
        ApiCallback<Paged<ProductSummary>> callback, const Options &options = {});

    // 4.3 Seller operations
    ApiRequest *mine(const QString &type, int page, int perPage, QObject *context,
        ApiCallback<Paged<MineItem>> callback, const Options &options = {});
    // Contract §10: only the items with stock <= reorder_level (low_stock=true).
    ApiRequest *mineLowStock(const QString &type, int page, int perPage, QObject *context,
        ApiCallback<Paged<MineItem>> callback, const Options &options = {});
    // Always carries an Idempotency-Key (a fresh UUID when idempotencyKey is empty), so it is
    // retried like a GET. The Outbox is the usual way to call it.
    ApiRequest *updateStock(const StockChange &change, const QByteArray &idempotencyKey,
        QObject *context, ApiCallback<StockUpdateResult> callback, const Options &options = {});
    static QByteArray newIdempotencyKey();
    // A one-off write a person starts (post or cancel a document, apply or cancel a count):
    // POST with the key of its unanswered attempt of the same content, else a new one
    // (AttemptKeys, contract §7).
    ApiRequest *postAttempt(const QString &path, const QByteArray &jsonBody);

    // 4.4 Deeplink. type: book, stationery, seller or category.
    ApiRequest *deeplink(const QString &type, qint64 id, QObject *context,
        ApiCallback<Deeplink> callback, const Options &options = {});
    ApiRequest *searchDeeplink(const QString &q, QObject *context, ApiCallback<Deeplink> callback,
        const Options &options = {});

    // Contract §11 PATCH /products/mine/{type}/{id}: changes any of name, price, old_price,
    // reorder_level, reorder_quantity (null: none), supplier_id, active. Idempotent (a fresh
    // Idempotency-Key, retried like a GET).
    ApiRequest *updateMine(const QString &type, qint64 id, const QJsonObject &changes,
        QObject *context, ApiCallback<MineItem> callback, const Options &options = {});

    // Contract §13 GET /products/mine/changes: the seller's products after `after` (empty: from
    // the start, every live product once); wait 1–30 holds the request until a change commits.
    ApiRequest *mineChanges(const QString &after, int limit, int waitSeconds, QObject *context,
        ApiCallback<MineChangesPage> callback, const Options &options = {});

    // Contract §6: the calling key (seller, abilities, limits). Never cached.
    ApiRequest *key(QObject *context, ApiCallback<KeyInfo> callback, const Options &options = {});

    static Options suggestionOptions();

private:
    template<typename T> using Parser = bool (*)(const QByteArray &, T *, QString *);

    template<typename T>
    ApiRequest *track(
        ApiRequest *request, QObject *context, Parser<T> parse, ApiCallback<T> callback);

    RequestEngine *m_engine;
    AttemptKeys *m_attemptKeys;
};
