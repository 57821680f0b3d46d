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

} // namespace SyncQueue
