#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>
#include <optional>

#include "server/domain/supplierfields.h"

// A seller's suppliers (contract §11). Names are unique per seller case- and
// space-insensitively (the name_key column).
class SupplierRepository final
{
public:
    using Fields = SupplierFields;
    struct Page
    {
        QJsonArray items;
        qint64 total = 0;
    };

    explicit SupplierRepository(QSqlDatabase db);

    static QString nameKey(const QString &name);
    // nameFilter: a case-folded substring of the name, or empty.
    Page list(qint64 sellerId, const QString &nameFilter, qint64 page, int perPage) const;
    std::optional<QJsonObject> find(qint64 sellerId, qint64 id) const;
    // The seller's supplier with this name key, if any.
    std::optional<qint64> idNamed(qint64 sellerId, const QString &name) const;
    qint64 create(qint64 sellerId, const Fields &fields) const;
    void update(qint64 id, const Fields &fields) const;

private:
    QSqlDatabase m_db;
};
