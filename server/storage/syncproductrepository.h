#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <optional>

#include "server/storage/catalogwriter.h"

// Product data of a shop server synced with the marketplace (contract §14) in the local
// database: the queue of products created or edited at the shop (schema 18, written in the
// write's own transaction), the link of each product to its id upstream, and the marketplace's
// changes applied here. Stock is never taken from product data: it moves by movements only.
// Writes run inside the caller's write transaction.
class SyncProductRepository final
{
public:
    // A product created at a shop that follows an upstream gets an id from here up until the
    // marketplace names it: the marketplace's ids are below, so a product coming down never
    // takes the id of one made here (contract §14: ids are the upstream's).
    static constexpr qint64 localIdBase = 1'000'000'000'000;

    explicit SyncProductRepository(QSqlDatabase db);

    // Called by the write that created or edited the product (contract §11), when the shop
    // follows an upstream. `fields`: the PATCH's field names (empty for a create).
    void queue(qint64 productPk, const QString &action, const QStringList &fields) const;
    // The fields a PATCH carries up that differ between the two (an import's edit of a
    // product, which names no fields of its own).
    static QStringList changedFields(
        const CatalogWriter::Product &before, const CatalogWriter::Product &after);

    struct Pending
    {
        qint64 queueId = 0;
        qint64 productPk = 0;
        QString action; // create | update
        QStringList fields;
        QString type;
        qint64 id = 0; // the local id (a local one until the create is answered)
        QString code;
    };
    // The oldest pending product pushes, in local order.
    QList<Pending> pending(int limit) const;
    qint64 pendingCount() const;
    // The request body of a push, with the product's current values (several edits go up as
    // the latest one).
    QJsonObject createBody(qint64 productPk) const;
    QJsonObject patchBody(qint64 productPk, const QStringList &fields) const;

    // The product is upstream's `upstreamId` (its create was answered, or its code names the
    // marketplace's product): the local product takes that id and the mapping is stored. False
    // when another local product already has that id (nothing changed then).
    bool link(qint64 productPk, const QString &type, qint64 upstreamId) const;
    void markSent(qint64 queueId, const QString &answer) const;
    // Refused for good: out of the order until a person resolves the conflict.
    void markConflict(qint64 queueId, const QString &answer) const;

    // A change of the seller's change feed (contract §13 `/products/mine/changes`).
    enum class Need { Nothing, Detail };
    // Whether applying the entry needs the product's detail (a product new here, or one whose
    // fields differ from the ones here); Nothing for a change of stock only or the shop's own
    // edit coming back (the item shows what the shop already has).
    Need needOf(const QJsonObject &entry) const;
    // The category ids of a detail that are not here yet.
    bool hasCategory(qint64 categoryId) const;
    // Upstream's category tree, flattened parents first ({id, name, type, parent_id}).
    void upsertCategories(const QJsonArray &categories) const;
    enum class Applied { Unchanged, Changed, Deferred };
    // Applies the entry (and the detail, when needed and given) to the local product: a new
    // product with stock 0 (its stock comes with its movements), an edit, a deactivation.
    // Deferred: some fields were kept because the shop has an edit of them waiting to go up,
    // which the marketplace will order after this change (docs/sync.md, conflict rule).
    Applied apply(const QJsonObject &entry, const QJsonObject &detail, qint64 sellerId) const;

private:
    std::optional<qint64> pkOf(const QString &type, qint64 id) const;
    // The fields of the product's edits still waiting to go up (every field while its create
    // waits).
    QStringList pendingFields(qint64 productPk) const;

    QSqlDatabase m_db;
};
