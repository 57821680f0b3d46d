#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <algorithm>

#include "server/domain/cachetags.h"

// The cache bus (contract §9; not §13's change feed): what one instance tells the others
// about its writes, the cache tags a committed transaction changed, sent with PostgreSQL
// NOTIFY on the channel below inside that transaction, so it is delivered exactly when the
// write becomes visible (and never for a rollback). SQLite has one serving process: there
// publish() does nothing.
namespace CacheBus {

inline constexpr auto channel = "catalog_changes";
// Tags meaning "everything changed" (an import, a restore, too many tags for one message).
inline const QString everything = CacheTags::everything();

// This process's id: an instance skips the messages it sent itself.
const QString &instanceId();
// Inside a Batch on this thread: kept for the batch's send(); otherwise sent at once.
void publish(const QSqlDatabase &db, const QStringList &tags);

// The tags of one write transaction's jobs (the write queue's batch), sent with its COMMIT in
// one round trip (commitStatement()): no NOTIFY round trip per job, and still inside the
// transaction. Each message stays under the payload limit (a batch's tags
// are split over several, never widened to everything). While it lives, publish() on its
// thread adds to it.
class Batch final
{
public:
    Batch();
    ~Batch();
    // A job's savepoint: what it published is dropped again by rollbackTo(mark()).
    qsizetype mark() const { return m_tags.size(); }
    void rollbackTo(qsizetype mark) { m_tags.resize(std::min(mark, m_tags.size())); }
    void add(const QStringList &tags) { m_tags += tags; }
    // "SELECT pg_notify(...); ...; COMMIT" for the collected tags (just "COMMIT" on SQLite or
    // when there are none), the values quoted by the driver; empties it.
    QString commitStatement(const QSqlDatabase &db);
    // The messages the tags make: instance id, then tags, each at most maximumPayload bytes.
    static QStringList messages(const QStringList &tags);

private:
    QStringList m_tags;
    Batch *m_outer = nullptr;
    Q_DISABLE_COPY_MOVE(Batch)
};

struct Message
{
    QString origin;
    QStringList tags; // {everything} when the sender changed too much to list
};
Message parse(const QString &payload);

} // namespace CacheBus
