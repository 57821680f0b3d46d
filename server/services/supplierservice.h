#pragma once

#include <QJsonObject>
#include <QSqlDatabase>

#include "server/domain/supplierfields.h"
#include "server/services/listpage.h"

// A seller's suppliers (contract §11): names 1–120 characters, unique per seller
// case-insensitively (409 supplier_exists); another seller's supplier is a 404.
class SupplierService final
{
public:
    // Throws DomainError 422. A create needs the name; a patch takes any of the fields.
    static SupplierFields parse(const QJsonObject &body, bool create);

    SupplierService(QSqlDatabase db, qint64 sellerId);

    QJsonObject create(const SupplierFields &fields) const;
    QJsonObject update(qint64 id, const SupplierFields &fields) const;
    // The seller's suppliers by id (meta A); q: part of the name, any case (empty: all).
    ListPage list(const QString &q, qint64 page, int perPage) const;

private:
    void checkNameFree(const QString &name, std::optional<qint64> self) const;

    QSqlDatabase m_db;
    qint64 m_sellerId;
};
