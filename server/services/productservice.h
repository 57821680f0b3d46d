#pragma once

#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>

#include "server/domain/newproduct.h"
#include "server/domain/productchanges.h"

class BodyReader;
// A seller's own products (contract §11): POST /products/mine creates one at the till, PATCH
// /products/mine/{type}/{id} changes its price, purchasing fields and whether it is active.
// parse*() validate a body without the database (the request's thread); create() and patch()
// run in the write queue's transaction. A code is one item's per seller: 409 code_exists.
class ProductService final
{
public:
    // The API's limits of a product's text (contract §11); what comes down from a marketplace
    // is held to them too (UpstreamValidator).
    static constexpr qsizetype maximumNameLength = 500;
    static constexpr qsizetype maximumTextLength = 10'000;
    static constexpr qsizetype maximumImageLength = 2048;
    struct CreateRequest
    {
        NewProduct product; // without the author and publisher ids
        QString author; // names; empty: none
        QString publisher;
    };
    static CreateRequest parseCreate(const QJsonObject &body);
    static ProductChanges parsePatch(const QJsonObject &body);
    // The product fields a PATCH takes, the seller's (contract §11) and the admin's (§15):
    // name, price, old_price, active, author, publisher, category_id, description, pages,
    // image; stock is refused.
    static void readProductFields(
        BodyReader &reader, const QJsonObject &body, ProductChanges &changes);
    // 422 unless the fields fit the product's type: author, publisher and pages for books
    // only, a category that exists and is of the type.
    static void checkProductFields(
        const QSqlDatabase &db, const QString &type, const ProductChanges &changes);
    // A shop synced with the marketplace pushes an edit of these fields up (contract §14), by
    // whoever made it here (the seller, §11, or an admin, §15); the supplier is this
    // database's own.
    static void queueUpstream(
        const QSqlDatabase &db, qint64 productPk, const ProductChanges &changes);

    ProductService(QSqlDatabase db, QString appId, qint64 sellerId);

    // The new product as /products/mine lists it. Throws DomainError (409 code_exists, 422)
    // before writing anything.
    QJsonObject create(const CreateRequest &request, const QString &idempotencyKey) const;
    // The changed product (404 when the seller has none of that type and id).
    QJsonObject patch(const QString &type, qint64 id, const ProductChanges &changes) const;

    // 409 code_exists when an active item of the seller has one of the codes (also the
    // admin's reactivation, contract §15).
    void checkCodesFree(const QStringList &codes) const;

private:
    void checkSupplier(const std::optional<qint64> &supplierId) const;

    QSqlDatabase m_db;
    QString m_appId;
    qint64 m_sellerId;
};
