#include "server/services/feedcursor.h"

#include <type_traits>

#include "server/domain/domainerror.h"
#include "server/storage/feedrepository.h"

using namespace Qt::StringLiterals;

namespace {

FeedPosition::Decoded decodeCursor(const QString &cursor, FeedPosition::Stream stream,
    const QString &databaseId, FeedPosition *position)
{
    return FeedPosition::decode(cursor, stream, databaseId, position);
}

FeedPosition::Decoded decodeCursor(const QString &cursor, FeedPosition::Stream,
    const QString &databaseId, OwnFeedPosition *position)
{
    return OwnFeedPosition::decode(cursor, databaseId, position);
}

// The position a cursor names; nullopt for the beginning. Contract §13: a malformed cursor
// is 400 invalid_cursor; one of another database (or past anything this one has given: a
// restore from an older copy) is 410 cursor_expired.
template<typename Position>
std::optional<Position> positionOf(
    const QString &cursor, FeedPosition::Stream stream, const FeedRepository &feed)
{
    if (cursor.isEmpty())
        return std::nullopt;
    Position position;
    switch (decodeCursor(cursor, stream, feed.databaseId(), &position)) {
    case FeedPosition::Decoded::Malformed:
        throw DomainError::badRequest(u"invalid_cursor"_s,
            u"The cursor is not one this feed gave out; use the `next` of a previous answer."_s);
    case FeedPosition::Decoded::OtherDatabase:
        break;
    case FeedPosition::Decoded::Ok:
        bool ahead = false;
        if constexpr (std::is_same_v<Position, FeedPosition>) {
            ahead = stream == FeedPosition::Stream::Movements ? feed.isMovementAhead(position)
                                                              : feed.isAhead(position);
        } else {
            ahead = feed.isAhead(position);
        }
        if (!ahead)
            return position;
        break;
    }
    throw DomainError::gone(u"cursor_expired"_s,
        u"The cursor belongs to another database (a restore, another server); start again "
        "without `after`."_s);
}

} // namespace

std::optional<FeedPosition> FeedCursor::position(
    const QString &cursor, FeedPosition::Stream stream, const FeedRepository &feed)
{
    return positionOf<FeedPosition>(cursor, stream, feed);
}

std::optional<OwnFeedPosition> FeedCursor::ownPosition(
    const QString &cursor, const FeedRepository &feed)
{
    return positionOf<OwnFeedPosition>(cursor, FeedPosition::Stream::Own, feed);
}
