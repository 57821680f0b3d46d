#pragma once

#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>

#include "server/storage/productwriter.h"

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
        ProductWriter::NewProduct product; // without the author and publisher ids
        QString author; // names; empty: none
        QString publisher;
    };
    static CreateRequest parseCreate(const QJsonObject &body);
    static ProductWriter::Changes parsePatch(const QJsonObject &body);

    ProductService(QSqlDatabase db, QString appId, qint64 sellerId);

    // The new product as /products/mine lists it. Throws DomainError (409 code_exists, 422)
    // before writing anything.
    QJsonObject create(const CreateRequest &request, const QString &idempotencyKey) const;
    // The changed product (404 when the seller has none of that type and id).
    QJsonObject patch(const QString &type, qint64 id, const ProductWriter::Changes &changes) const;

private:
    // 409 code_exists when an active item of the seller has one of the codes.
    void checkCodesFree(const QStringList &codes) const;
    void checkSupplier(const std::optional<qint64> &supplierId) const;

    QSqlDatabase m_db;
    QString m_appId;
    qint64 m_sellerId;
};
