#include "server/storage/feedrepository.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>
#include <algorithm>

#include "server/storage/movementrepository.h"
#include "server/storage/sqlhelpers.h"
#include "server/storage/storageerror.h"

using namespace Qt::StringLiterals;

namespace {
QString xidText(quint64 xid)
{
    return QString::number(xid);
}

FeedPosition positionOf(const QSqlQuery &row, int xidColumn, int seqColumn)
{
    return { row.value(xidColumn).toString().toULongLong(), row.value(seqColumn).toLongLong() };
}

// SQLite's movement head: the feed's positions there are movement ids.
qint64 lastMovementId(const QSqlDatabase &db)
{
    return Sql::scalar(db, u"SELECT COALESCE(MAX(id), 0) FROM stock_movements"_s).toLongLong();
}
} // namespace

FeedRepository::Snapshot::Snapshot(QSqlDatabase db)
    : m_db(std::move(db))
{
    // One snapshot for the page: its positions, the horizon and the objects rendered with
    // them. PostgreSQL's REPEATABLE READ takes it at the first statement and keeps it; an
    // SQLite read transaction keeps the WAL snapshot of its first read. (Not prepared: neither
    // statement can be.)
    const QString begin = Sql::isPostgres(m_db)
        ? u"BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"_s
        : u"BEGIN DEFERRED"_s;
    QSqlQuery query(m_db);
    if (!query.exec(begin))
        throw StorageError(u"%1: %2"_s.arg(begin, query.lastError().text()));
}

FeedRepository::Snapshot::~Snapshot()
{
    // Read only: ending it either way keeps nothing.
    QSqlQuery(m_db).exec(u"ROLLBACK"_s);
}

const QStringList &FeedRepository::kinds()
{
    static const QStringList all { u"book"_s, u"stationery"_s, u"category"_s, u"seller"_s };
    return all;
}

FeedRepository::FeedRepository(QSqlDatabase db)
    : m_db(std::move(db))
    , m_postgres(Sql::isPostgres(m_db))
{ }

QString FeedRepository::databaseId() const
{
    QSqlQuery row = Sql::run(m_db, u"SELECT value FROM meta WHERE key = 'database_id'"_s);
    if (!row.next())
        throw StorageError(u"the database has no database_id (schema too old)"_s);
    return row.value(0).toString();
}

FeedRepository::Horizon FeedRepository::horizon() const
{
    Horizon horizon;
    if (!m_postgres)
        return horizon;
    if (m_horizon)
        return *m_horizon;
    QSqlQuery row = Sql::run(m_db,
        u"SELECT CAST(pg_snapshot_xmin(s) AS TEXT), CAST(pg_snapshot_xmax(s) AS TEXT) "
        "FROM pg_current_snapshot() s"_s);
    if (!row.next())
        throw StorageError(u"no snapshot"_s);
    horizon.xmin = row.value(0).toString().toULongLong();
    horizon.xmax = row.value(1).toString().toULongLong();
    m_horizon = horizon;
    return horizon;
}

qint64 FeedRepository::lastSeq() const
{
    return Sql::scalar(m_db, u"SELECT seq FROM feed_sequence WHERE id = 1"_s).toLongLong();
}

FeedPosition FeedRepository::head() const
{
    FeedPosition head;
    if (m_postgres)
        head.xid = horizon().xmin;
    else
        head.seq = lastSeq();
    return head;
}

FeedPosition FeedRepository::movementHead() const
{
    FeedPosition head;
    if (m_postgres) {
        head.xid = horizon().xmin;
        return head;
    }
    head.seq = lastMovementId(m_db);
    return head;
}

bool FeedRepository::isAhead(const FeedPosition &position) const
{
    if (m_postgres)
        return position.xid > horizon().xmax;
    return position.xid != 0 || position.seq > lastSeq();
}

bool FeedRepository::isAhead(const OwnFeedPosition &position) const
{
    // SQLite's seller feed has no movements' range: its position there is never read.
    return isAhead(position.products) || (m_postgres && isMovementAhead(position.movements));
}

bool FeedRepository::isMovementAhead(const FeedPosition &position) const
{
    if (m_postgres)
        return position.xid > horizon().xmax;
    return position.xid != 0 || position.seq > lastMovementId(m_db);
}

FeedRepository::Page FeedRepository::read(const Query &query) const
{
    const FeedPosition after = query.after.value_or(FeedPosition {});
    const Horizon horizon = this->horizon();
    const int fetch = query.limit + 1; // one more: whether there is more
    QString sql;
    QVariantList values;
    // PostgreSQL orders by the xid8 columns, qualified: an unqualified name in ORDER BY means
    // an output column first, and the text of an xid sorts "10003" before "9990" — a page
    // would then pass positions it never read (docs/changefeed.md).
    // One ordered range of the index (kind, xid, seq) per kind, merged: a filtered read
    // never walks the other kinds' entries. SQLite merges the ranges of a compound SELECT
    // ordered by the index's order as it reads them ("MERGE (UNION ALL)") and stops at the
    // limit: no arm of its own LIMIT, which it would sort in a temporary B-tree first
    // (half of the positions' time at 1,000,000 entries).
    const QStringList &wanted = query.kinds.isEmpty() ? kinds() : query.kinds;
    QStringList parts;
    for (const QString &kind : wanted) {
        if (m_postgres) {
            parts << u"(SELECT kind, object_id, deleted, xid, seq FROM feed_entries "
                     "WHERE kind = ? AND (xid, seq) > (CAST(? AS xid8), ?) "
                     "AND xid < CAST(? AS xid8) ORDER BY xid, seq LIMIT ?)"_s;
            values << kind << xidText(after.xid) << after.seq << xidText(horizon.xmin) << fetch;
        } else {
            parts << u"SELECT kind, object_id, deleted, 0, seq FROM feed_entries "
                     "WHERE kind = ? AND seq > ?"_s;
            values << kind << after.seq;
        }
    }
    if (m_postgres) {
        sql = u"SELECT kind, object_id, deleted, CAST(xid AS TEXT) AS xid_text, seq FROM ("_s
            + parts.join(u" UNION ALL "_s) + u") u ORDER BY u.xid, u.seq LIMIT ?"_s;
    } else {
        sql = parts.join(u" UNION ALL "_s) + u" ORDER BY seq LIMIT ?"_s;
    }
    values << fetch;

    Page page;
    page.entries.reserve(query.limit);
    // Prepared once per connection: a bootstrap reads the same statement a thousand times.
    QSqlQuery &rows = Sql::runCached(m_db, sql, values);
    while (rows.next()) {
        if (page.entries.size() == query.limit) {
            page.hasMore = true;
            break;
        }
        page.entries.append({ rows.value(0).toString(), rows.value(1).toLongLong(),
            rows.value(2).toInt() != 0, positionOf(rows, 3, 4) });
    }
    rows.finish();
    if (page.hasMore) {
        page.next = page.entries.constLast().position;
    } else {
        // Everything before the horizon has been read (of the asked kinds too): the next read
        // starts there, so a filtered client never reads the same stretch again.
        const FeedPosition horizonPosition
            = m_postgres ? FeedPosition { horizon.xmin, 0 } : FeedPosition { 0, lastSeq() };
        page.next = std::max(after, horizonPosition);
        if (!page.entries.isEmpty())
            page.next = std::max(page.next, page.entries.constLast().position);
    }
    return page;
}

FeedRepository::OwnPage FeedRepository::readOwn(const OwnQuery &query) const
{
    const Horizon horizon = this->horizon();
    // Without `after`: every product from its first position, and the movements from the
    // horizon on — a product read now already shows every stock change before it.
    const OwnFeedPosition after = query.after.value_or(
        OwnFeedPosition { {}, m_postgres ? FeedPosition { horizon.xmin, 0 } : FeedPosition {} });
    const int fetch = query.limit + 1; // one more: whether there is more
    QString sql;
    QVariantList values { query.sellerId };
    if (m_postgres) {
        // Two ranges in commit order below the horizon, merged by xid: the products' private
        // positions (index feed_entries_own) and the seller's movements (stock_movements_feed),
        // which stand for stock_apply()'s stock changes (schema 20). A movement is read only
        // when no later one of its product lies below the horizon (per product, movement ids
        // follow commit order: each takes the product's row lock first): the product then
        // appears once, at its latest movement, as the contract's once-at-its-latest-change
        // asks, and the later movement's entry shows this one's change as well.
        sql = u"SELECT kind, object_id, deleted, CAST(xid AS TEXT) AS xid_text, seq, source FROM ("
              "(SELECT kind, object_id, deleted, own_xid AS xid, own_seq AS seq, 0 AS source "
              "FROM feed_entries WHERE seller_id = ? AND own_seq IS NOT NULL AND "
              "(own_xid, own_seq) > (CAST(? AS xid8), ?) AND own_xid < CAST(? AS xid8) "
              "ORDER BY own_xid, own_seq LIMIT ?) UNION ALL "
              "(SELECT f.kind, f.object_id, f.deleted, m.xid, m.id, 1 FROM stock_movements m "
              "JOIN products p ON p.pk = m.product_pk AND p.seller_id = m.seller_id "
              "JOIN feed_entries f ON f.kind = p.type AND f.object_id = p.id "
              "WHERE m.seller_id = ? AND (m.xid, m.id) > (CAST(? AS xid8), ?) "
              "AND m.xid < CAST(? AS xid8) AND NOT EXISTS (SELECT 1 FROM stock_movements later "
              "WHERE later.product_pk = m.product_pk AND later.seller_id = m.seller_id "
              "AND later.id > m.id AND later.xid < CAST(? AS xid8)) "
              "ORDER BY m.xid, m.id LIMIT ?)) u ORDER BY u.xid, u.source, u.seq LIMIT ?"_s;
        values << xidText(after.products.xid) << after.products.seq << xidText(horizon.xmin)
               << fetch << query.sellerId << xidText(after.movements.xid) << after.movements.seq
               << xidText(horizon.xmin) << xidText(horizon.xmin) << fetch << fetch;
    } else {
        // One writer: every stock change moves the product's private position.
        sql = u"SELECT kind, object_id, deleted, 0, own_seq, 0 FROM feed_entries "
              "WHERE seller_id = ? AND own_seq IS NOT NULL AND own_seq > ? "
              "ORDER BY own_seq LIMIT ?"_s;
        values << after.products.seq << fetch;
    }

    QList<EntryOf<OwnFeedPosition>> read; // each at the position after it
    read.reserve(query.limit);
    OwnPage page;
    OwnFeedPosition at = after;
    QSqlQuery &rows = Sql::runCached(m_db, sql, values);
    while (rows.next()) {
        if (read.size() == query.limit) {
            page.hasMore = true;
            break;
        }
        (rows.value(5).toInt() == 0 ? at.products : at.movements) = positionOf(rows, 3, 4);
        read.append({ rows.value(0).toString(), rows.value(1).toLongLong(),
            rows.value(2).toInt() != 0, at });
    }
    rows.finish();
    // A product read twice in the page (a reorder change and a stock change) once, at the
    // later: its data is read now either way.
    QHash<QString, qsizetype> lastOf;
    for (qsizetype i = 0; i < read.size(); ++i)
        lastOf.insert(read.at(i).kind + QString::number(read.at(i).id), i);
    page.entries.reserve(lastOf.size());
    for (qsizetype i = 0; i < read.size(); ++i) {
        if (lastOf.value(read.at(i).kind + QString::number(read.at(i).id)) == i)
            page.entries.append(read.at(i));
    }
    if (!page.hasMore) {
        // Everything before the horizon has been read, in both ranges.
        if (m_postgres) {
            at.products = std::max(at.products, FeedPosition { horizon.xmin, 0 });
            at.movements = std::max(at.movements, FeedPosition { horizon.xmin, 0 });
        } else {
            at.products = std::max(at.products, FeedPosition { 0, lastSeq() });
        }
    }
    page.next = at;
    return page;
}

FeedRepository::MovementPage FeedRepository::readMovements(const MovementQuery &query) const
{
    const FeedPosition after = query.after.value_or(FeedPosition {});
    const Horizon horizon = this->horizon();
    QVariantList values { query.sellerId };
    QString sql;
    if (m_postgres) {
        sql = u"SELECT "_s + MovementRepository::itemColumns()
            + u", CAST(m.xid AS TEXT) FROM stock_movements m"_s + MovementRepository::itemJoins()
            + u" WHERE m.seller_id = ? AND (m.xid, m.id) > (CAST(? AS xid8), ?) "
              "AND m.xid < CAST(? AS xid8) ORDER BY m.xid, m.id LIMIT ?"_s;
        values << xidText(after.xid) << after.seq << xidText(horizon.xmin);
    } else {
        sql = u"SELECT "_s + MovementRepository::itemColumns()
            + u", 0 FROM stock_movements m INDEXED BY stock_movements_seller"_s
            + MovementRepository::itemJoins()
            + u" WHERE m.seller_id = ? AND m.id > ? ORDER BY m.id LIMIT ?"_s;
        values << after.seq;
    }
    values << query.limit + 1;

    MovementPage page;
    QSqlQuery rows = Sql::run(m_db, sql, values);
    const int xidColumn = rows.record().count() - 1;
    FeedPosition last = after;
    while (rows.next()) {
        if (page.items.size() == query.limit) {
            page.hasMore = true;
            break;
        }
        page.items.append(MovementRepository::item(rows));
        last = positionOf(rows, xidColumn, 0);
    }
    rows.finish();
    if (page.hasMore) {
        page.next = last;
    } else if (m_postgres) {
        page.next = std::max(last, FeedPosition { horizon.xmin, 0 });
    } else {
        page.next = std::max(last, FeedPosition { 0, lastMovementId(m_db) });
    }
    return page;
}
