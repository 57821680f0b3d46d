#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

// A SQLite database file moved aside before its data is replaced (kept, never deleted: the
// shop owner can go back to it), and put back when the replacement fails.
namespace DatabaseFile {

// The name it is kept under: "shop-before-import-20261123-093000.db" next to "shop.db".
QString asideName(const QString &file);
// Moves file (and its -wal, -shm and -journal companions) to aside. False, with error set,
// when nothing could be moved; aside names a file that does not exist yet.
bool moveAside(const QString &file, const QString &aside, QString *error);
// What a shop database holds, for the marketplace set-up (contract §14: a shop that follows
// the marketplace starts from an empty database; ids are the marketplace's), as
// `catalog-server sync status` says it (its JSON line); nullopt for anything else.
enum class Content { Empty, OwnCatalog, FollowsMarketplace };
std::optional<Content> contentOfStatus(const QByteArray &syncStatusJson);

// Undoes moveAside: what was written to file since is removed first.
bool putBack(const QString &aside, const QString &file);

} // namespace DatabaseFile
