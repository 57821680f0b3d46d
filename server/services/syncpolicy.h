#pragma once

#include <QJsonObject>

#include "server/domain/syncconflict.h"

// What an upstream reply means for the shop's sync, and what a person's answer to a conflict
// does (contract §14, docs/sync.md "Bad weather"): the one place both directions (movements:
// SyncLoop, products: ProductSync) and the conflicts' resolution (SyncConflicts) ask. Pure:
// no database, no network.
namespace SyncPolicy {

// A refusal waiting does not change (the product is gone or deactivated upstream, the body is
// refused, another product has the code, the stock would go below 0): the item leaves the
// order as a `refused` conflict for a person. 401/403 are the key's, not the item's: the loop
// waits as a whole (`auth_failed`) and resumes once a key works; 408, 429 and 5xx are tried
// again.
bool refusedForGood(int status);

// One update of a pushed batch, by its result (§14's batch form: `status`, `stock`,
// `http_status`). Oversold: applied upstream, which is now below 0 because of this sale.
enum class MovementPush { Sent, Oversold, TryAgain, Refused };
MovementPush movementPushed(const QJsonObject &result, qint64 delta);

// A product's create or edit, by the reply's status and error. Linked: a create answered 409
// `code_exists` naming the seller's product upstream (contract §11), which the shop's product
// becomes.
enum class ProductPush { Sent, Linked, TryAgain, Refused };
ProductPush productPushed(
    bool create, int status, const QJsonObject &error, const QJsonObject &existing);

// What answering a conflict does, carried out by SyncConflicts in one transaction.
enum class Resolution {
    KeepAsIs, // only marked resolved: an oversold sale kept, nothing left to do
    SendProductAgain, // the held product push waits in its queue again
    KeepProductLocal, // the product push is dropped: the product stays the shop's own
    SendMovementAgain, // the refused movement waits in the queue again, in its local order
    UndoHere, // a local movement undoes it; upstream never had it, so the undo stays here
    UndoBothSides, // a local movement undoes it and goes up like any other
};
// `movementDelta`: the held movement's delta, if it still exists (0: none to undo).
Resolution resolution(
    const SyncConflict &conflict, SyncConflict::Action action, qint64 movementDelta);

} // namespace SyncPolicy
