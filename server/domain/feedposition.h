#pragma once

#include <QByteArray>
#include <QString>
#include <compare>

// A position in a change feed (contract §13): the writing transaction's id (PostgreSQL's
// xid8; 0 on SQLite, where commits are serialized) and a sequence number taken in that
// transaction. Positions order by (xid, seq): never by seq alone, which is taken before
// commit (docs/changefeed.md). A client sees it only as an opaque cursor that also names the
// database and the feed it belongs to.
struct FeedPosition
{
    // Which feed a cursor was made for: a cursor of one is refused by the others.
    enum class Stream : char { Public = 'c', Own = 'm', Movements = 's' };
    enum class Decoded { Ok, Malformed, OtherDatabase };

    quint64 xid = 0;
    qint64 seq = 0;

    friend auto operator<=>(const FeedPosition &, const FeedPosition &) = default;

    // base64url (no padding) of the stream, the database id (32 hex digits), xid and seq.
    QString encode(Stream stream, const QString &databaseId) const;
    // Malformed: not a cursor of this stream; OtherDatabase: made by another database (a
    // restore, another server), so its positions mean nothing here.
    static Decoded decode(
        const QString &cursor, Stream stream, const QString &databaseId, FeedPosition *position);
};

// Where a reader of the seller's feed (/products/mine/changes) is: its products' private
// positions and, on PostgreSQL, their stock movements, which stand for the stock changes
// stock_apply() makes (docs/changefeed.md, "The seller's feed on PostgreSQL"). Each range is
// read in its own commit order, so the cursor holds a position in each; one range never
// passes a position of the other.
struct OwnFeedPosition
{
    FeedPosition products;
    FeedPosition movements;

    friend bool operator==(const OwnFeedPosition &, const OwnFeedPosition &) = default;

    // The stream must be Own (it is there so that both position types read alike).
    QString encode(FeedPosition::Stream stream, const QString &databaseId) const;
    // Also a cursor of the first version, which held the products' position alone: its
    // movements start at its xid (every stock change before it moved the product's position).
    static FeedPosition::Decoded decode(
        const QString &cursor, const QString &databaseId, OwnFeedPosition *position);
};
