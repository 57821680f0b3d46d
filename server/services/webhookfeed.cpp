#include "server/services/webhookfeed.h"

#include <QJsonArray>
#include <QLoggingCategory>

#include "server/domain/domainerror.h"
#include "server/domain/feedposition.h"
#include "server/services/feedcursor.h"
#include "server/services/logcategories.h"
#include "server/storage/feedrepository.h"
#include "server/storage/webhookrepository.h"

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype idsPerType = 100; // contract §13

// The public feed's kinds a webhook's types follow (product = book and stationery).
QStringList kindsOf(const QStringList &types)
{
    QStringList kinds;
    if (types.contains(u"product"_s))
        kinds << u"book"_s << u"stationery"_s;
    if (types.contains(u"category"_s))
        kinds << u"category"_s;
    if (types.contains(u"seller"_s))
        kinds << u"seller"_s;
    return kinds;
}

// The webhook type an entry of the public feed belongs to.
QString typeOf(const QString &kind)
{
    return kind == "book"_L1 || kind == "stationery"_L1 ? u"product"_s : kind;
}

void addId(QJsonObject &ids, const QString &key, qint64 id)
{
    QJsonArray list = ids.value(key).toArray();
    if (list.size() < idsPerType && !list.contains(id)) {
        list.append(id);
        ids.insert(key, list);
    }
}

} // namespace

WebhookFeed::Heads WebhookFeed::heads(const QSqlDatabase &db, std::optional<qint64> sellerId)
{
    // In the caller's transaction (a webhook's create): its own snapshot.
    const FeedRepository feed(db);
    const QString databaseId = feed.databaseId();
    Heads heads;
    heads.feed = feed.head().encode(FeedPosition::Stream::Public, databaseId);
    if (sellerId)
        heads.movements = feed.movementHead().encode(FeedPosition::Stream::Movements, databaseId);
    return heads;
}

WebhookFeed::Announcement WebhookFeed::read(
    const QSqlDatabase &db, const WebhookRepository::Webhook &webhook, int limit)
{
    Announcement announcement;
    announcement.feedPosition = webhook.feedPosition;
    announcement.movementPosition = webhook.movementPosition;
    const FeedRepository::Snapshot snapshot(db);
    const FeedRepository feed(db);
    const QString databaseId = feed.databaseId();
    // The feeds' own decision (FeedCursor): a position the feed would answer 400 or 410 to (a
    // restore into this database, another server's) means nothing here, and the webhook starts
    // again from the feed's beginning, as a partner told cursor_expired does.
    const auto decoded = [&](const QString &cursor, FeedPosition::Stream stream) {
        try {
            return FeedCursor::position(cursor, stream, feed);
        } catch (const DomainError &error) {
            qCWarning(lcWebhooks).noquote()
                << u"webhook %1: its feed position is refused (%2); it starts again from the "
                   "beginning"_s.arg(webhook.id)
                       .arg(error.code);
            return std::optional<FeedPosition>();
        }
    };

    const QStringList kinds = kindsOf(webhook.types);
    if (!kinds.isEmpty()) {
        FeedRepository::Query query;
        query.after = decoded(webhook.feedPosition, FeedPosition::Stream::Public);
        query.limit = limit;
        query.kinds = kinds;
        const FeedRepository::Page page = feed.read(query);
        for (const FeedRepository::Entry &entry : page.entries) {
            const QString type = typeOf(entry.kind);
            if (!announcement.types.contains(type))
                announcement.types << type;
            addId(announcement.ids, entry.kind, entry.id);
        }
        announcement.feedPosition = page.next.encode(FeedPosition::Stream::Public, databaseId);
    }
    if (webhook.types.contains(u"stock"_s) && webhook.sellerId) {
        FeedRepository::MovementQuery query;
        query.after = decoded(webhook.movementPosition, FeedPosition::Stream::Movements);
        query.limit = limit;
        query.sellerId = *webhook.sellerId;
        const FeedRepository::MovementPage page = feed.readMovements(query);
        for (const QJsonValue &item : page.items)
            addId(announcement.ids, u"movement"_s, item.toObject().value(u"id"_s).toInteger());
        if (!page.items.isEmpty())
            announcement.types << u"stock"_s;
        announcement.movementPosition
            = page.next.encode(FeedPosition::Stream::Movements, databaseId);
    }
    return announcement;
}
