#include "server/services/feedservice.h"

#include <QHash>
#include <QJsonObject>

#include "server/domain/domainerror.h"
#include "server/domain/feedposition.h"
#include "server/storage/categoryrepository.h"
#include "server/storage/feedrepository.h"
#include "server/storage/productrepository.h"
#include "server/storage/sellerrepository.h"

using namespace Qt::StringLiterals;

namespace {

// The position a cursor names; nullopt for the beginning. Contract §13: a malformed cursor
// is 400 invalid_cursor; one of another database (or past anything this one has given: a
// restore from an older copy) is 410 cursor_expired.
std::optional<FeedPosition> positionOf(
    const QString &cursor, FeedPosition::Stream stream, const FeedRepository &feed, bool movements)
{
    if (cursor.isEmpty())
        return std::nullopt;
    FeedPosition position;
    switch (FeedPosition::decode(cursor, stream, feed.databaseId(), &position)) {
    case FeedPosition::Decoded::Malformed:
        throw DomainError::badRequest(u"invalid_cursor"_s,
            u"The cursor is not one this feed gave out; use the `next` of a previous answer."_s);
    case FeedPosition::Decoded::OtherDatabase:
        break;
    case FeedPosition::Decoded::Ok:
        if (!(movements ? feed.isMovementAhead(position) : feed.isAhead(position)))
            return position;
        break;
    }
    throw DomainError::gone(u"cursor_expired"_s,
        u"The cursor belongs to another database (a restore, another server); start again "
        "without `after`."_s);
}

QList<qint64> idsOf(const QList<FeedRepository::Entry> &entries, const QString &kind)
{
    QList<qint64> ids;
    for (const FeedRepository::Entry &entry : entries) {
        if (entry.kind == kind && !entry.deleted)
            ids << entry.id;
    }
    return ids;
}

} // namespace

FeedService::FeedService(QSqlDatabase db)
    : m_db(std::move(db))
{ }

std::optional<QStringList> FeedService::kindsOf(const QString &types)
{
    QStringList kinds;
    for (const QString &part : types.split(u',', Qt::SkipEmptyParts)) {
        const QString name = part.trimmed();
        const QStringList named = name == "product"_L1 ? QStringList { u"book"_s, u"stationery"_s }
                                                       : QStringList { name };
        for (const QString &kind : named) {
            if (!FeedRepository::kinds().contains(kind))
                return std::nullopt;
            if (!kinds.contains(kind))
                kinds << kind;
        }
    }
    return kinds;
}

FeedService::Page FeedService::changes(
    const QString &after, int limit, const QStringList &kinds, std::optional<qint64> sellerId) const
{
    const FeedPosition::Stream stream
        = sellerId ? FeedPosition::Stream::Own : FeedPosition::Stream::Public;
    const FeedRepository::Snapshot snapshot(m_db);
    const FeedRepository feed(m_db);
    const QString databaseId = feed.databaseId();
    FeedRepository::Query query;
    query.after = positionOf(after, stream, feed, false);
    query.limit = limit;
    query.kinds = kinds;
    query.sellerId = sellerId;
    const FeedRepository::Page page = feed.read(query);

    // Each object as its own endpoint shows it, read in the same snapshot as its position.
    const ProductRepository products(m_db);
    QHash<QString, QHash<qint64, QJsonObject>> data;
    if (sellerId) {
        // Inactive products too: the seller still sees and edits them (/products/mine).
        for (const QString &type : { u"book"_s, u"stationery"_s }) {
            QList<qint64> ids;
            for (const FeedRepository::Entry &entry : page.entries) {
                if (entry.kind == type)
                    ids << entry.id;
            }
            // The item with what a copy needs beyond it (contract §13: the seller's products
            // with their private fields; §14: a shop copies them from here).
            QHash<qint64, QJsonObject> items = products.mineItems(*sellerId, type, ids);
            const QHash<qint64, QJsonObject> details = products.mineDetails(*sellerId, type, ids);
            for (auto it = items.begin(); it != items.end(); ++it) {
                const QJsonObject detail = details.value(it.key());
                for (auto field = detail.constBegin(); field != detail.constEnd(); ++field)
                    it->insert(field.key(), field.value());
            }
            data.insert(type, items);
        }
    } else {
        data.insert(u"book"_s, products.bookDetails(idsOf(page.entries, u"book"_s)));
        data.insert(
            u"stationery"_s, products.stationeryDetails(idsOf(page.entries, u"stationery"_s)));
        data.insert(
            u"category"_s, CategoryRepository(m_db).nodes(idsOf(page.entries, u"category"_s)));
        data.insert(u"seller"_s, SellerRepository(m_db).cards(idsOf(page.entries, u"seller"_s)));
    }

    Page result;
    for (const FeedRepository::Entry &entry : page.entries) {
        const QHash<qint64, QJsonObject> &objects = data[entry.kind];
        const auto found = objects.constFind(entry.id);
        // Public: a tombstone has no data. Private: an inactive product keeps its item.
        const bool visible = found != objects.cend() && (sellerId || !entry.deleted);
        result.items.append(QJsonObject {
            { u"cursor"_s, entry.position.encode(stream, databaseId) }, { u"type"_s, entry.kind },
            { u"id"_s, entry.id }, { u"deleted"_s, entry.deleted || found == objects.cend() },
            { u"data"_s, visible ? QJsonValue(*found) : QJsonValue() } });
    }
    result.next = page.next.encode(stream, databaseId);
    result.hasMore = page.hasMore;
    return result;
}

FeedService::Page FeedService::movements(const QString &after, int limit, qint64 sellerId) const
{
    const FeedRepository::Snapshot snapshot(m_db);
    const FeedRepository feed(m_db);
    const QString databaseId = feed.databaseId();
    FeedRepository::MovementQuery query;
    query.after = positionOf(after, FeedPosition::Stream::Movements, feed, true);
    query.limit = limit;
    query.sellerId = sellerId;
    const FeedRepository::MovementPage page = feed.readMovements(query);
    return { page.items, page.next.encode(FeedPosition::Stream::Movements, databaseId),
        page.hasMore };
}
