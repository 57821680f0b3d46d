#pragma once

#include <QSqlDatabase>
#include <QString>

// What the two push queues of a shop server (movements: sync_push_queue, products:
// sync_product_queue) record of an entry's answer (contract §14), written once for both.
namespace SyncQueue {

// The time a queue records, UTC with milliseconds.
QString now();
void markSent(const QSqlDatabase &db, const QString &table, qint64 id, const QString &answer);
void markConflict(const QSqlDatabase &db, const QString &table, qint64 id, const QString &answer);
// An SQL condition: the product (`productPk`, a column) is this shop's own, its create having
// been dropped (docs/sync.md): its movements and edits stay queued, held, neither sent nor
// waiting, until the marketplace gets a product with its code and the feed links the two.
QString localOnly(const QString &productPk);

} // namespace SyncQueue
