#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <variant>

#include "server/domain/adminproductfilter.h"
#include "server/domain/domainerror.h"
#include "server/domain/productchanges.h"
#include "server/services/adminactor.h"

struct AdminProductRow;

// The admin's products (contract §15): the list with its filters and sorts, the admin item,
// and the PATCH of any product of any seller. A PATCH goes through the seller's own write path
// (ProductWriter, the search index, the sync queue) so it reaches caches, the change feed,
// webhooks and following shops like any other change, and is audited.
class AdminProductService final
{
public:
    struct ListQuery
    {
        AdminProductFilter filter;
        std::optional<qint64> categoryId; // with its descendants
        qint64 page = 1;
        int perPage = 20; // 0: every row (CSV)
    };

    explicit AdminProductService(QSqlDatabase db);

    // The fields of the item, in the order of the CSV's columns.
    static const QStringList &itemFields();
    static QJsonObject itemOf(const AdminProductRow &row);
    // The PATCH body {name, author, publisher, category_id, description, pages, image, price,
    // old_price, active}; 422 for any other field.
    static ProductChanges parsePatch(const QJsonObject &body);
    // A bulk's `set` {category_id?, active?, author?, publisher?, price?, old_price?}.
    static ProductChanges parseBulkSet(const QJsonObject &set);

    // Items of the page (or of every row when perPage is 0) and the total.
    QJsonArray list(const ListQuery &query, qint64 *total) const;
    // The changed product's admin item; 404 for no product of that type and id, 409
    // code_exists when reactivating a product whose code another item of its seller took.
    QJsonObject patch(const QString &type, qint64 id, const ProductChanges &changes,
        const AdminActor &actor) const;
    // POST /admin/products/bulk: each item as patch() would answer it, or its error; the
    // search index is brought up to date once for all of them.
    using BulkResult = std::variant<QJsonObject, DomainError>;
    QList<BulkResult> bulk(const QList<std::pair<QString, qint64>> &items,
        const ProductChanges &changes, const AdminActor &actor) const;

private:
    // patch() without the search index: the changed product's pk goes to *reindex.
    QJsonObject apply(const QString &type, qint64 id, const ProductChanges &changes,
        const AdminActor &actor, QList<qint64> *reindex) const;

    QSqlDatabase m_db;
};
