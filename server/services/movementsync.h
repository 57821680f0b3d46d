#pragma once

#include <QString>
#include <functional>

#include "server/services/syncstep.h"
#include "server/services/upstreamclient.h"

class Database;
class ProductSync;

// Stock movements between a shop server and the marketplace (contract §14), beside
// ProductSync, one step of the sync loop each: push() sends the queued local movements in
// local order (POST /products/stock/batch, 100 a request, each with its permanent
// movement_id) and records each answer as SyncPolicy reads it (sent, oversold or refused: a
// conflict for a person; tried again: stays queued); pull() applies the movements made
// elsewhere from the movement feed as deltas, the feed's position stored in the same
// transaction. A page is checked whole before anything of it is applied.
class MovementSync final
{
public:
    static constexpr int batchSize = 100; // contract §14
    static constexpr int pageSize = 500;
    // The stock a push's answer gave a product ("type:id"), for the watch: an answer of only
    // those is the shop's own change coming back.
    using OwnStock = std::function<void(const QString &key, qint64 stock)>;

    MovementSync(const Database &database, UpstreamClient &upstream, SyncStep::Write write,
        OwnStock ownStock);

    SyncStep::Result push();
    // A movement of a product not here yet pulls the products first (it committed with or
    // before its movement), so its stock is not skipped.
    SyncStep::Result pull(ProductSync &products);

private:
    const Database &m_database;
    UpstreamClient &m_upstream;
    SyncStep::Write m_write;
    OwnStock m_ownStock;
};
