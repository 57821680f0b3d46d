#pragma once

#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>
#include <functional>

#include "server/services/syncstep.h"
#include "server/services/upstreamclient.h"

class Database;

// Product data between a shop server and the marketplace (contract §14), one step of the sync
// loop each: push() sends the products created or edited at the shop (POST /products/mine,
// PATCH /products/mine/{type}/{id}) in local order, each marked in the transaction that
// records its answer; a code the seller already has upstream (409 code_exists) links the
// shop's product to it. pull() follows the seller's change feed (/products/mine/changes) and
// applies creates, edits and deactivations here, the feed's position stored in the same
// transaction. Stock never comes from product data: it moves by movements only.
class ProductSync final
{
public:
    using Write = SyncStep::Write;
    using Result = SyncStep::Result;
    static constexpr int pushBatch = 50;
    static constexpr int pageSize = 200;

    ProductSync(const Database &database, UpstreamClient &upstream, Write write);

    Result push();
    Result pull();
    // Whether the shop has the product, and the variant of it when one is named (a movement of
    // a product or variant not yet pulled waits for it).
    bool hasProduct(const QString &type, qint64 id, const QJsonValue &variantId = {}) const;

private:
    // The product's public detail; empty for one without (inactive). False: upstream failed.
    bool detail(const QString &type, qint64 id, QJsonObject &detail, Result &result);

    const Database &m_database;
    UpstreamClient &m_upstream;
    Write m_write;
};
