#pragma once

#include <QString>
#include <optional>

#include "server/domain/feedposition.h"

class FeedRepository;

// Where a reader of a change feed resumes from a cursor (contract §13): the one decision for
// the feeds' clients (/changes, /products/mine/changes, the movement feed) and for webhooks,
// which keep their positions as cursors too. Read inside the page's FeedRepository::Snapshot.
namespace FeedCursor {

// nullopt: the beginning (an empty cursor). Throws DomainError 400 `invalid_cursor` for a
// malformed cursor, 410 `cursor_expired` for one of another database or past anything this
// one gave out (a restore from an older copy): the reader starts again from the beginning.
std::optional<FeedPosition> position(
    const QString &cursor, FeedPosition::Stream stream, const FeedRepository &feed);
std::optional<OwnFeedPosition> ownPosition(const QString &cursor, const FeedRepository &feed);

} // namespace FeedCursor
