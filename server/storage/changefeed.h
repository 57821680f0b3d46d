#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

// What one instance tells the others about its writes (contract §9): the cache tags a
// committed transaction changed, sent with PostgreSQL NOTIFY on the channel below inside that
// transaction, so it is delivered exactly when the write becomes visible (and never for a
// rollback). SQLite has one serving process: there publish() does nothing.
namespace ChangeFeed {

inline constexpr auto channel = "catalog_changes";
// Tags meaning "everything changed" (an import, a restore, too many tags for one message).
inline const QString everything = QStringLiteral("*");

// This process's id: an instance skips the messages it sent itself.
const QString &instanceId();
void publish(const QSqlDatabase &db, const QStringList &tags);

struct Message
{
    QString origin;
    QStringList tags; // {everything} when the sender changed too much to list
};
Message parse(const QString &payload);

} // namespace ChangeFeed
