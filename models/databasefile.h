#pragma once

#include <QString>

// A SQLite database file moved aside before its data is replaced (kept, never deleted: the
// shop owner can go back to it), and put back when the replacement fails.
namespace DatabaseFile {

// The name it is kept under: "shop-before-import-20261123-093000.db" next to "shop.db".
QString asideName(const QString &file);
// Moves file (and its -wal, -shm and -journal companions) to aside. False, with error set,
// when nothing could be moved; aside names a file that does not exist yet.
bool moveAside(const QString &file, const QString &aside, QString *error);
// Undoes moveAside: what was written to file since is removed first.
bool putBack(const QString &aside, const QString &file);

} // namespace DatabaseFile
