#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrlQuery>
#include <functional>
#include <optional>

#include "net/apiresult.h"
#include "net/resources.h"

class ApiClient;
class ApiRequest;

// A product as contract §15's admin lists show it (GET /admin/products, PATCH's answer).
struct AdminProduct
{
    qint64 id = 0;
    QString type; // book, stationery
    QString name;
    QString code;
    qint64 sellerId = 0;
    QString sellerName;
    std::optional<qint64> categoryId;
    QString categoryName;
    QString author;
    QString publisher;
    qint64 price = 0;
    std::optional<qint64> oldPrice;
    qint64 stock = 0;
    bool active = true;
    QString image;
    int completeness = 0;
    QStringList issues; // the contract's issue codes
    QDateTime updatedAt;
};

// The filters and sort of GET /admin/products (and its format=csv); empty means "any".
struct AdminProductFilter
{
    QString type;
    QString q;
    QStringList issues; // all must hold
    std::optional<qint64> sellerId;
    std::optional<qint64> categoryId;
    QString active = QStringLiteral("any"); // true, false, any
    QString sort = QStringLiteral("id"); // id, -id, name, price, -price, completeness, ...

    QUrlQuery query() const;
    bool operator==(const AdminProductFilter &) const = default;
};

// GET /admin/quality.
struct AdminQuality
{
    struct Issue
    {
        QString code;
        qint64 count = 0;
    };
    struct Seller
    {
        qint64 sellerId = 0;
        QString name;
        bool active = true;
        qint64 products = 0;
        qint64 activeProducts = 0;
        int completeness = 0;
        qint64 issues = 0;
    };
    struct Category
    {
        qint64 categoryId = 0;
        QString name;
        qint64 products = 0; // descendants included
    };
    qint64 products = 0;
    qint64 activeProducts = 0;
    int completeness = 0;
    QList<Issue> issues;
    QList<Seller> sellers;
    QList<Category> categories;
    qint64 uncategorised = 0;
};

// GET /admin/duplicates: one code, its listings at several sellers, the fields that differ.
struct AdminDuplicate
{
    struct Listing
    {
        QString type;
        qint64 id = 0;
        qint64 sellerId = 0;
        QString sellerName;
        QString name;
        QString author;
        qint64 price = 0;
        bool active = true;
    };
    QString code;
    QList<Listing> listings;
    QStringList differs;
};

// GET /admin/searches.
struct AdminSearch
{
    QString text;
    qint64 count = 0;
    QDateTime lastAt;
    qint64 results = 0;
};

// One item of a bulk edit's answer: what a single PATCH would have answered.
struct AdminBulkResult
{
    bool ok = false;
    AdminProduct product; // when ok
    int httpStatus = 0; // when not
    QString errorCode;
    QString message; // the server's, untranslated
    QMap<QString, QString> fields;
};

// Answers of the category and seller writes.
struct AdminCategory
{
    qint64 id = 0;
    QString name;
    QString type;
    std::optional<qint64> parentId;
};

struct AdminSeller
{
    qint64 id = 0;
    QString name;
    bool active = true;
};

// The console's calls of contract §15 (catalog administration), through the ApiClient's
// request engine like ReportClient: shared pacing, ETag cache and retries. Every write sends
// a fresh Idempotency-Key (kept across the engine's retries). Callbacks run on `context`'s
// thread and are dropped when `context` is gone.
class AdminClient final : public QObject
{
    Q_OBJECT
public:
    template<typename T> using Callback = std::function<void(const ApiResult &, const T &)>;
    // The largest bulk edit the server takes in one request (contract §15).
    static constexpr int MaxBulkItems = 500;

    explicit AdminClient(ApiClient *client, QObject *parent = nullptr);

    ApiRequest *quality(QObject *context, Callback<AdminQuality> callback);
    ApiRequest *products(const AdminProductFilter &filter, int page, int perPage, QObject *context,
        Callback<Paged<AdminProduct>> callback);
    // The whole filtered list as the server's CSV (streamed, neutralised, contract §2.1).
    ApiRequest *productsCsv(
        const AdminProductFilter &filter, QObject *context, Callback<QByteArray> callback);
    // fields: any of name, author, publisher, category_id, description, pages, image, price,
    // old_price, active (null clears where the contract allows).
    ApiRequest *patchProduct(const QString &type, qint64 id, const QJsonObject &fields,
        QObject *context, Callback<AdminProduct> callback);
    // items: (type, id), 1 to MaxBulkItems; set: category_id, active, author, publisher,
    // price, old_price. The results come in the items' order.
    ApiRequest *bulk(const QList<std::pair<QString, qint64>> &items, const QJsonObject &set,
        QObject *context, Callback<QList<AdminBulkResult>> callback);
    ApiRequest *setSellerActive(
        qint64 sellerId, bool active, QObject *context, Callback<AdminSeller> callback);
    // parentId empty: a top-level category.
    ApiRequest *createCategory(const QString &name, const QString &type,
        std::optional<qint64> parentId, QObject *context, Callback<AdminCategory> callback);
    ApiRequest *renameCategory(
        qint64 id, const QString &name, QObject *context, Callback<AdminCategory> callback);
    // parentId empty: to the top level.
    ApiRequest *moveCategory(qint64 id, std::optional<qint64> parentId, QObject *context,
        Callback<AdminCategory> callback);
    // Moves its products and children into `into`, then removes it; answers `into`.
    ApiRequest *mergeCategory(
        qint64 id, qint64 into, QObject *context, Callback<AdminCategory> callback);
    ApiRequest *duplicates(
        int page, int perPage, QObject *context, Callback<Paged<AdminDuplicate>> callback);
    ApiRequest *duplicatesCsv(QObject *context, Callback<QByteArray> callback);
    // since/until invalid: no bound.
    ApiRequest *searches(const QDateTime &since, const QDateTime &until, bool zeroResultsOnly,
        int page, int perPage, QObject *context, Callback<Paged<AdminSearch>> callback);
    ApiRequest *searchesCsv(const QDateTime &since, const QDateTime &until, bool zeroResultsOnly,
        QObject *context, Callback<QByteArray> callback);

    static bool parseProduct(const QJsonValue &value, AdminProduct *product);
    static bool parseProducts(const QByteArray &body, Paged<AdminProduct> *page);
    static bool parseQuality(const QByteArray &body, AdminQuality *quality);
    static bool parseBulk(const QByteArray &body, QList<AdminBulkResult> *results);
    static bool parseDuplicates(const QByteArray &body, Paged<AdminDuplicate> *page);
    static bool parseSearches(const QByteArray &body, Paged<AdminSearch> *page);

private:
    ApiRequest *csv(
        const QString &path, QUrlQuery query, QObject *context, Callback<QByteArray> callback);
    ApiRequest *patchCategory(
        qint64 id, const QJsonObject &body, QObject *context, Callback<AdminCategory> callback);

    ApiClient *m_client;
};
