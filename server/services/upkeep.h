#pragma once

class QSqlDatabase;

// Upkeep the serving process runs on its write queue, off the request path (CatalogServer):
// what no client waits for, named here so the HTTP layer calls no repository.
namespace Upkeep {

// Searches older than trending's window (7 days), expired idempotency records (contract §7),
// webhook deliveries older than WebhookService::deliveriesKeptMs (§13).
void prune(const QSqlDatabase &db);
// PostgreSQL: folds the movement day counts of concurrent writers (schema 8).
void compactMovementDays(const QSqlDatabase &db);

} // namespace Upkeep
