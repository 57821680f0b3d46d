#include "server/services/webhookfeed.h"

#include <QJsonArray>
#include <QSqlQuery>
#include <limits>

#include "server/domain/feedposition.h"
#include "server/storage/feedrepository.h"
#include "server/storage/sqlhelpers.h"
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
    const FeedRepository feed(db);
    const QString databaseId = feed.databaseId();
    FeedPosition head;
    FeedPosition movementHead;
    if (Sql::isPostgres(db)) {
        // Every transaction below the snapshot's xmin has ended, and every later one gets an
        // id at or above it: (xmin, 0) lies after all that is committed and before anything
        // still to come.
        QSqlQuery row = Sql::run(
            db, u"SELECT pg_snapshot_xmin(pg_current_snapshot())::text::numeric::bigint"_s);
        row.next();
        head.xid = quint64(row.value(0).toLongLong());
        movementHead.xid = head.xid;
    } else {
        // One writer: the last position given out, read in the writer's own transaction.
        QSqlQuery seq = Sql::run(db, u"SELECT seq FROM feed_sequence WHERE id = 1"_s);
        head.seq = seq.next() ? seq.value(0).toLongLong() : 0;
        seq.finish();
        QSqlQuery movement = Sql::run(db, u"SELECT COALESCE(MAX(id), 0) FROM stock_movements"_s);
        movementHead.seq = movement.next() ? movement.value(0).toLongLong() : 0;
    }
    Heads heads;
    heads.feed = head.encode(FeedPosition::Stream::Public, databaseId);
    if (sellerId)
        heads.movements = movementHead.encode(FeedPosition::Stream::Movements, databaseId);
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
    // A position another database made (a restore into this one) means nothing here: the
    // webhook starts again from the feed's beginning, as a partner's cursor would.
    const auto decoded = [&](const QString &cursor, FeedPosition::Stream stream) {
        FeedPosition position;
        if (cursor.isEmpty()
            || FeedPosition::decode(cursor, stream, databaseId, &position)
                != FeedPosition::Decoded::Ok)
            return std::optional<FeedPosition>();
        return std::optional<FeedPosition>(position);
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
