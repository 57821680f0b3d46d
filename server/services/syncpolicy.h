#pragma once

// What an upstream reply means for the shop's sync (contract §14, docs/sync.md "Bad
// weather"): the one place both directions (movements: SyncLoop, products: ProductSync) ask.
namespace SyncPolicy {

// A refusal waiting does not change (the product is gone or deactivated upstream, the body is
// refused, another product has the code, the stock would go below 0): the item leaves the
// order as a `refused` conflict for a person. 401/403 are the key's, not the item's: the loop
// waits as a whole (`auth_failed`) and resumes once a key works; 408, 429 and 5xx are tried
// again.
bool refusedForGood(int status);

} // namespace SyncPolicy
