#pragma once

#include <QSqlDatabase>
#include <QString>
#include <functional>

// Whole-file backup and restore of an SQLite catalog (contract §1: backup / restore).
//
// Both copy with VACUUM INTO rather than the page-by-page online backup API: it reads one
// consistent snapshot inside a single read transaction, which in WAL mode never blocks the
// running server's writers, and it never starts over — the paged API restarts whenever
// another process writes between two steps, so under steady stock updates it might never
// finish. The copy is also compact and self-contained (no -wal file). It has no progress
// callback; a shop catalog takes seconds, and progress is reported by phase.
//
// Files are written next to their target under a temporary name, flushed (SQLite does not
// fsync VACUUM INTO output), checked, then renamed into place: a crash leaves either the old
// file or the complete new one.
class DatabaseBackup final
{
public:
    using Progress = std::function<void(const QString &)>;
    struct Result
    {
        qint64 bytes = 0;
        int schemaVersion = 0;
    };

    // A consistent copy of the live database file into targetFile. Throws StorageError.
    static Result backup(
        const QString &databaseFile, const QString &targetFile, const Progress &progress);

    // Replaces databaseFile (or creates it) with backupFile after checking that it is an
    // intact catalog this build understands, refusing while any process uses databaseFile.
    // The replaced database stays as "<databaseFile>.before-restore". Throws StorageError.
    static Result restore(
        const QString &backupFile, const QString &databaseFile, const Progress &progress);

    // Throws StorageError unless file is an intact catalog database with a schema version
    // this build knows; returns that version.
    static int verifyCatalog(const QString &file);

private:
    static int latestSchemaVersion();
    static int schemaVersionOf(const QSqlDatabase &db, const QString &file);
    // VACUUM INTO a new temporary file beside targetFile; returns its path.
    static QString snapshotBeside(const QSqlDatabase &source, const QString &targetFile);
    // A new database id (meta database_id) in a restored copy: cursors of the change feed name
    // their database (contract §13).
    static void giveNewIdentity(const QString &file);
    // Throws unless no connection of any process has databaseFile open.
    static void ensureNotOpenElsewhere(const QString &databaseFile);
};
