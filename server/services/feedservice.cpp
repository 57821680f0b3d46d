#include "server/services/feedservice.h"

#include <QHash>
#include <QJsonObject>

#include "server/domain/domainerror.h"
#include "server/domain/feedposition.h"
#include "server/domain/jsonwriter.h"
#include "server/services/feedcursor.h"
#include "server/storage/categoryrepository.h"
#include "server/storage/feedrepository.h"
#include "server/storage/productrepository.h"
#include "server/storage/sellerrepository.h"

using namespace Qt::StringLiterals;

namespace {

// Objects built as QJsonObjects (categories, sellers: few, and small) as JSON text.
QHash<qint64, QByteArray> written(const QHash<qint64, QJsonObject> &objects)
{
    QHash<qint64, QByteArray> texts;
    texts.reserve(objects.size());
    for (auto it = objects.cbegin(); it != objects.cend(); ++it)
        texts.insert(it.key(), JsonWriter::of(it.value()));
    return texts;
}

// The ids of the page's entries of one kind; tombstones too when withDeleted.
template<typename Entries>
QList<qint64> idsOf(const Entries &entries, const QString &kind, bool withDeleted = false)
{
    QList<qint64> ids;
    for (const auto &entry : entries) {
        if (entry.kind == kind && (withDeleted || !entry.deleted))
            ids << entry.id;
    }
    return ids;
}

// The page as clients see it. objects: each entry's object as JSON text by kind and id.
// ownView: the seller's feed, where an inactive product keeps its item.
template<typename Position>
FeedService::Page answerOf(const FeedRepository::PageOf<Position> &page,
    const QHash<QString, QHash<qint64, QByteArray>> &objects, FeedPosition::Stream stream,
    const QString &databaseId, bool ownView)
{
    // Each entry's keys in QJsonObject's order (cursor, data, deleted, id, type).
    JsonWriter items;
    qsizetype bytes = 64;
    for (const QHash<qint64, QByteArray> &ofKind : objects) {
        for (const QByteArray &object : ofKind)
            bytes += object.size() + 160;
    }
    items.reserve(bytes);
    items.beginArray();
    for (const auto &entry : page.entries) {
        const QHash<qint64, QByteArray> ofKind = objects.value(entry.kind);
        const auto found = ofKind.constFind(entry.id);
        // Public: a tombstone has no data. Private: an inactive product keeps its item.
        const bool visible = found != ofKind.cend() && (ownView || !entry.deleted);
        items.beginObject();
        items.key("cursor"_L1);
        items.value(entry.position.encode(stream, databaseId));
        items.key("data"_L1);
        if (visible)
            items.raw(*found);
        else
            items.null();
        items.key("deleted"_L1);
        items.value(entry.deleted || found == ofKind.cend());
        items.key("id"_L1);
        items.value(entry.id);
        items.key("type"_L1);
        items.value(entry.kind);
        items.endObject();
    }
    items.endArray();

    FeedService::Page result;
    result.items = items.take();
    result.count = page.entries.size();
    result.next = page.next.encode(stream, databaseId);
    result.hasMore = page.hasMore;
    return result;
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
    const FeedRepository::Snapshot snapshot(m_db);
    const FeedRepository feed(m_db);
    const QString databaseId = feed.databaseId();
    // Each object as its own endpoint shows it, read in the same snapshot as its position.
    const ProductRepository products(m_db);
    QHash<QString, QHash<qint64, QByteArray>> objects;
    if (sellerId) {
        FeedRepository::OwnQuery query;
        query.after = FeedCursor::ownPosition(after, feed);
        query.limit = limit;
        query.sellerId = *sellerId;
        const FeedRepository::OwnPage page = feed.readOwn(query);
        // Inactive products too: the seller still sees and edits them (/products/mine). The
        // item with what a copy needs beyond it (contract §13: the seller's products with
        // their private fields; §14: a shop copies them from here).
        for (const QString &type : { u"book"_s, u"stationery"_s })
            objects.insert(
                type, products.mineChangeItems(*sellerId, type, idsOf(page.entries, type, true)));
        return answerOf(page, objects, FeedPosition::Stream::Own, databaseId, true);
    }

    FeedRepository::Query query;
    query.after = FeedCursor::position(after, FeedPosition::Stream::Public, feed);
    query.limit = limit;
    query.kinds = kinds;
    const FeedRepository::Page page = feed.read(query);
    objects.insert(u"book"_s, products.bookDetails(idsOf(page.entries, u"book"_s)));
    // A variant's stock count is left out: this feed moves on in_stock flips only, so a count
    // it carried would go stale in every copy (docs/changefeed.md); in_stock stays.
    objects.insert(u"stationery"_s,
        products.stationeryDetails(
            idsOf(page.entries, u"stationery"_s), ProductRepository::VariantStock::InStockOnly));
    objects.insert(
        u"category"_s, written(CategoryRepository(m_db).nodes(idsOf(page.entries, u"category"_s))));
    objects.insert(
        u"seller"_s, written(SellerRepository(m_db).cards(idsOf(page.entries, u"seller"_s))));
    return answerOf(page, objects, FeedPosition::Stream::Public, databaseId, false);
}

FeedService::Page FeedService::movements(const QString &after, int limit, qint64 sellerId) const
{
    const FeedRepository::Snapshot snapshot(m_db);
    const FeedRepository feed(m_db);
    const QString databaseId = feed.databaseId();
    FeedRepository::MovementQuery query;
    query.after = FeedCursor::position(after, FeedPosition::Stream::Movements, feed);
    query.limit = limit;
    query.sellerId = sellerId;
    const FeedRepository::MovementPage page = feed.readMovements(query);
    return { JsonWriter::of(page.items), page.items.size(),
        page.next.encode(FeedPosition::Stream::Movements, databaseId), page.hasMore };
}
