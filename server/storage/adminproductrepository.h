#pragma once

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <functional>
#include <optional>

#include "server/domain/adminproductfilter.h"

// One product as the admin's list reads it (contract §15).
struct AdminProductRow
{
    qint64 pk = 0;
    qint64 id = 0;
    QString type;
    QString name;
    QString code;
    qint64 sellerId = 0;
    QString sellerName;
    std::optional<qint64> categoryId;
    QString categoryName;
    std::optional<QString> author;
    std::optional<QString> publisher;
    qint64 price = 0;
    qint64 oldPrice = 0;
    qint64 stock = 0;
    bool active = true; // its own flag (an inactive seller's product keeps its own)
    QString image;
    QString description;
    qint64 pages = 0;
    int completeness = 0;
    qint64 issues = 0;
    QString updatedAt;
};

// The SQL of the admin's product list (contract §15, GET /admin/products): every product of
// every seller, inactive ones too, with the issues and completeness schema 25 keeps. The
// API's field names are the service's (AdminProductService); this knows rows.
class AdminProductRepository final
{
public:
    using Filter = AdminProductFilter;
    using Row = AdminProductRow;

    explicit AdminProductRepository(QSqlDatabase db);

    qint64 count(const Filter &filter) const;
    // A page (perPage > 0) or, with perPage 0, every row, each given to visit in order.
    void list(const Filter &filter, qint64 page, int perPage,
        const std::function<void(const Row &)> &visit) const;
    std::optional<Row> find(const QString &type, qint64 id) const;
    std::optional<Row> findByPk(qint64 pk) const;
    // The category and every category below it.
    QList<qint64> subtree(qint64 categoryId) const;

private:
    QString where(const Filter &filter, QVariantList *values) const;

    QSqlDatabase m_db;
};
