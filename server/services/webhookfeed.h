#pragma once

#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <optional>

struct Webhook;

// What a webhook announces (contract §13): the changes after its positions in the change feed
// (its catalog types) and in its seller's movement feed (`stock`), read through the feeds'
// own repository, so a delivery announces exactly what a partner following the feed reads.
namespace WebhookFeed {

struct Heads
{
    QString feed; // the change feed's position after its last committed change
    QString movements; // the seller's movement feed's, or empty without a seller
};
// Where a new webhook starts: it announces what changes from now on.
Heads heads(const QSqlDatabase &db, std::optional<qint64> sellerId);

struct Announcement
{
    QStringList types; // the webhook's types that changed
    QJsonObject ids; // book, stationery, category, seller, movement → up to 100 ids each
    QString feedPosition; // after the announced changes (the webhook's next position)
    QString movementPosition;
    bool empty() const { return types.isEmpty(); }
};
// Reads up to `limit` changes of each feed after the webhook's positions. When nothing of
// its types changed, the positions may still advance (past other types' changes).
Announcement read(const QSqlDatabase &db, const Webhook &webhook, int limit = 1000);

} // namespace WebhookFeed
