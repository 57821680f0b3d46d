#pragma once

#include <QJsonArray>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <optional>

#include "server/domain/feedposition.h"

// The change feeds of contract §13 as stored: feed_entries (one row per object, its latest
// change; kept by the schema's triggers on every write) and the movements. Reads follow
// commit order on both engines: on PostgreSQL only positions below the snapshot's xmin are
// read, in (xid, seq) order; on SQLite the single writer's sequence is commit order
// (docs/changefeed.md). Every read of one page runs inside one Snapshot, so the positions,
// the horizon and the objects read with them agree.
class FeedRepository final
{
public:
    // A read-only transaction with one snapshot for everything read while it lives
    // (PostgreSQL: REPEATABLE READ; SQLite: a deferred read transaction).
    class Snapshot final
    {
    public:
        explicit Snapshot(QSqlDatabase db);
        ~Snapshot();

    private:
        QSqlDatabase m_db;
        Q_DISABLE_COPY_MOVE(Snapshot)
    };

    // Object kinds of the public feed.
    static const QStringList &kinds(); // book, stationery, category, seller

    struct Query
    {
        std::optional<FeedPosition> after; // nullopt: from the beginning
        int limit = 100;
        QStringList kinds; // empty: every kind
    };
    template<typename Position> struct EntryOf
    {
        QString kind;
        qint64 id = 0;
        bool deleted = false;
        Position position;
    };
    template<typename Position> struct PageOf
    {
        QList<EntryOf<Position>> entries;
        Position next; // where the following read starts: never before `after`
        bool hasMore = false;
    };
    using Entry = EntryOf<FeedPosition>;
    using Page = PageOf<FeedPosition>;
    // The seller's own products (/products/mine/changes): every change /products/mine shows.
    struct OwnQuery
    {
        std::optional<OwnFeedPosition> after; // nullopt: from the beginning
        int limit = 100;
        qint64 sellerId = 0;
    };
    using OwnPage = PageOf<OwnFeedPosition>;
    struct MovementQuery
    {
        std::optional<FeedPosition> after; // nullopt: from the first movement
        int limit = 100;
        qint64 sellerId = 0;
    };
    struct MovementPage
    {
        QJsonArray items; // as the history shows them (MovementRepository::item)
        FeedPosition next;
        bool hasMore = false;
    };

    explicit FeedRepository(QSqlDatabase db);

    // The database's id (meta database_id): cursors name it.
    QString databaseId() const;
    // Whether a position lies beyond anything this database has given out (a cursor of a
    // database restored from an older copy, whose id was kept).
    bool isAhead(const FeedPosition &position) const;
    bool isMovementAhead(const FeedPosition &position) const;
    bool isAhead(const OwnFeedPosition &position) const;

    // Positions just after everything committed, in the change feed and in the movement feed
    // (in the caller's transaction): where a reader that wants only what comes from now on starts.
    // PostgreSQL: (the snapshot's xmin, 0), before anything still to come; SQLite: the last
    // position given out and the last movement.
    FeedPosition head() const;
    FeedPosition movementHead() const;

    // Inside a Snapshot. Throws StorageError.
    Page read(const Query &query) const;
    OwnPage readOwn(const OwnQuery &query) const;
    MovementPage readMovements(const MovementQuery &query) const;

private:
    // Every position below it is final: PostgreSQL's snapshot xmin; SQLite: the whole
    // snapshot (no xid).
    struct Horizon
    {
        quint64 xmin = 0; // PostgreSQL: positions with xid < xmin are final
        quint64 xmax = 0; // PostgreSQL: no transaction of this database has an xid >= xmax yet
    };
    Horizon horizon() const;
    qint64 lastSeq() const; // SQLite: the last position given

    QSqlDatabase m_db;
    bool m_postgres = false;
    // Read once: a page's checks and reads lie in one Snapshot, whose horizon stays put.
    mutable std::optional<Horizon> m_horizon;
};
