#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

#include "net/resources.h"

// Builds the typed resources from response bodies. Unknown fields are ignored (spec §9.3); a
// missing or mistyped field makes the function return false with a readable path in *error.
// One function per endpoint body, named after the ApiClient call that uses it.
class ResourceParser final
{
public:
    // Which optional fields of a product summary an endpoint sends (spec §4, contract §5);
    // id, name and price are always required.
    enum ProductField {
        OldPrice = 0x01,
        Image = 0x02,
        Type = 0x04,
        InStock = 0x08,
        SellerId = 0x10,
    };

    static bool book(const QByteArray &body, BookDetail *out, QString *error);
    static bool stationery(const QByteArray &body, StationeryDetail *out, QString *error);
    // /products/by-author and /products/by-publisher: {id, name, price, type}, meta C.
    static bool booksByAuthor(const QByteArray &body, Paged<ProductSummary> *out, QString *error);
    // /products/{col}: full summaries, meta A.
    static bool products(const QByteArray &body, Paged<ProductSummary> *out, QString *error);
    static bool recommendations(const QByteArray &body, QList<ProductSummary> *out, QString *error);
    static bool sellers(const QByteArray &body, QList<Seller> *out, QString *error);
    static bool sellerByQr(const QByteArray &body, Seller *out, QString *error);
    static bool sellerProfile(const QByteArray &body, SellerProfile *out, QString *error);
    static bool productByCode(const QByteArray &body, ProductSummary *out, QString *error);
    // /search and /search/category/{cat_id}/{type}: {id, name, type, price, image}, meta B.
    static bool search(const QByteArray &body, Paged<ProductSummary> *out, QString *error);
    static bool suggestions(const QByteArray &body, QStringList *out, QString *error);
    static bool trending(const QByteArray &body, QList<TrendingQuery> *out, QString *error);
    static bool categories(const QByteArray &body, QList<Category> *out, QString *error);
    static bool mine(const QByteArray &body, Paged<MineItem> *out, QString *error);
    static bool stockUpdate(const QByteArray &body, StockUpdateResult *out, QString *error);
    static bool deeplink(const QByteArray &body, Deeplink *out, QString *error);
    static bool key(const QByteArray &body, KeyInfo *out, QString *error);
    // PATCH /products/mine/{type}/{id}: the changed /products/mine item.
    static bool mineUpdate(const QByteArray &body, MineItem *out, QString *error);
    // Contract §13 GET /products/mine/changes: entries {cursor, type, id, deleted, data}.
    static bool mineChanges(const QByteArray &body, MineChangesPage *out, QString *error);

    // Building blocks, public for tests.
    static ProductSummary productSummary(
        const QJsonValue &value, int fields, const QString &path, QString *error);
    static PageMeta meta(
        const QJsonValue &value, PageMeta::Shape shape, const QString &path, QString *error);
    static Category category(
        const QJsonValue &value, const QString &path, QString *error, int depth = 0);
    // The success envelope's top-level object; error when not {"status":"success", ...}.
    static QJsonObject envelope(const QByteArray &body, QString *error);
};
