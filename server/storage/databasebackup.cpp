#include "server/storage/databasebackup.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryFile>
#include <cerrno>
#include <cstring>

#include "server/storage/database.h"
#include "server/storage/databaseuselock.h"
#include "server/storage/sqlhelpers.h"
#include "server/storage/sqlitefileconnection.h"
#include "server/storage/storageerror.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

QString systemError()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

// fsync a file or a folder (after a rename, so the new name survives a power cut).
void syncPath(const QString &path, bool folder)
{
    const int fd = ::open(QFile::encodeName(path).constData(),
        (folder ? O_RDONLY | O_DIRECTORY : O_RDWR) | O_CLOEXEC);
    if (fd < 0 || ::fsync(fd) != 0) {
        const QString error = systemError();
        if (fd >= 0)
            ::close(fd);
        throw StorageError(u"cannot flush %1: %2"_s.arg(path, error));
    }
    ::close(fd);
}

void renameOver(const QString &from, const QString &to)
{
    if (::rename(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) != 0)
        throw StorageError(u"cannot rename %1 to %2: %3"_s.arg(from, to, systemError()));
    syncPath(QFileInfo(to).absolutePath(), true);
}

// A restored file keeps the owner of what it replaces (or of its folder), so a restore run as
// root leaves a database the service's own user can still write; like a backup, it is
// readable by that owner only (it holds the keys' hashes), whatever the replaced file was.
void takeOwnershipFrom(const QString &file, const QString &model)
{
    const QByteArray path = QFile::encodeName(file);
    if (::chmod(path.constData(), 0600) != 0)
        throw StorageError(u"cannot set the mode of %1: %2"_s.arg(file, systemError()));
    struct stat status
    {
    };
    if (::stat(QFile::encodeName(model).constData(), &status) != 0)
        return;
    if (::geteuid() == 0 && ::chown(path.constData(), status.st_uid, status.st_gid) != 0)
        throw StorageError(u"cannot set the owner of %1: %2"_s.arg(file, systemError()));
}

} // namespace

int DatabaseBackup::latestSchemaVersion()
{
    // The migrations this build carries, applied to an empty in-memory catalog.
    const Database scratch { DatabaseLocation {} };
    scratch.migrate();
    const int version = scratch.schemaVersion();
    scratch.closeConnection();
    return version;
}

int DatabaseBackup::schemaVersionOf(const QSqlDatabase &db, const QString &file)
{
    QSqlQuery query(db);
    if (!query.exec(u"SELECT value FROM meta WHERE key = 'schema_version'"_s) || !query.next())
        throw StorageError(file + " is not a catalog database (no schema version)"_L1);
    bool ok = false;
    const int version = query.value(0).toInt(&ok);
    if (!ok || version < 1)
        throw StorageError(file + " is not a catalog database (bad schema version)"_L1);
    return version;
}

int DatabaseBackup::verifyCatalog(const QString &file)
{
    if (!QFileInfo(file).isFile())
        throw StorageError(u"no such file: "_s + file);
    const SqliteFileConnection connection(file, SqliteFileConnection::Access::ReadOnly);
    QSqlQuery check(connection.db());
    if (!check.exec(u"PRAGMA integrity_check"_s) || !check.next())
        throw StorageError(file + " is not an SQLite database"_L1);
    const QString verdict = check.value(0).toString();
    if (verdict != "ok"_L1)
        throw StorageError(u"%1 is damaged: %2"_s.arg(file, verdict));
    check.finish();
    const int version = schemaVersionOf(connection.db(), file);
    const int latest = latestSchemaVersion();
    if (version > latest) {
        throw StorageError(
            u"%1 has schema version %2; this catalog-server knows up to %3"_s.arg(file)
                .arg(version)
                .arg(latest));
    }
    return version;
}

QString DatabaseBackup::snapshotBeside(const QSqlDatabase &source, const QString &targetFile)
{
    const QFileInfo target(targetFile);
    if (!QDir().mkpath(target.absolutePath()))
        throw StorageError(u"cannot create folder "_s + target.absolutePath());
    // VACUUM INTO accepts an existing empty file: the temporary file reserves a unique name.
    QTemporaryFile temporary(target.absoluteFilePath() + ".partial-XXXXXX"_L1);
    if (!temporary.open())
        throw StorageError(
            u"cannot write in %1: %2"_s.arg(target.absolutePath(), temporary.errorString()));
    temporary.setAutoRemove(false);
    const QString path = temporary.fileName();
    temporary.close();
    try {
        Sql::run(source, u"VACUUM INTO ?"_s, { path });
        syncPath(path, false);
    } catch (...) {
        QFile::remove(path);
        throw;
    }
    return path;
}

DatabaseBackup::Result DatabaseBackup::backup(
    const QString &databaseFile, const QString &targetFile, const Progress &progress)
{
    const QFileInfo source(databaseFile);
    if (!source.isFile())
        throw StorageError(u"no database at "_s + databaseFile);
    if (QFileInfo(targetFile).absoluteFilePath() == source.absoluteFilePath())
        throw StorageError(u"the backup file must not be the database itself"_s);

    QString temporary;
    {
        const SqliteFileConnection connection(
            databaseFile, SqliteFileConnection::Access::ReadWrite);
        schemaVersionOf(connection.db(), databaseFile);
        progress(u"backup: copying %1 (%2 KiB)"_s.arg(databaseFile).arg(source.size() / 1024));
        temporary = snapshotBeside(connection.db(), targetFile);
    }
    Result result;
    try {
        progress(u"backup: checking the copy"_s);
        result.schemaVersion = verifyCatalog(temporary);
        renameOver(temporary, targetFile);
    } catch (...) {
        QFile::remove(temporary);
        throw;
    }
    result.bytes = QFileInfo(targetFile).size();
    progress(u"backup: wrote %1 (%2 KiB)"_s.arg(targetFile).arg(result.bytes / 1024));
    return result;
}

void DatabaseBackup::giveNewIdentity(const QString &file)
{
    // Contract §13: change-feed cursors name their database. The restored file's feed
    // positions may lie before ones clients already hold, so its cursors must not be taken for
    // the replaced database's: a new id makes every older cursor answer 410 cursor_expired.
    {
        const SqliteFileConnection connection(file, SqliteFileConnection::Access::ReadWrite);
        Sql::run(connection.db(),
            u"UPDATE meta SET value = lower(hex(randomblob(16))) WHERE key = 'database_id'"_s);
    }
    syncPath(file, false);
}

void DatabaseBackup::ensureNotOpenElsewhere(const QString &databaseFile)
{
    // Programs other than catalog-server do not take our lock file. In WAL mode every open
    // connection holds a shared lock on the database file, so an exclusive lock without
    // waiting succeeds only when nobody else has it open — SQLite's own "last connection"
    // test. Closing this connection then checkpoints and removes the old -wal file.
    const SqliteFileConnection connection(databaseFile, SqliteFileConnection::Access::ReadWrite, 0);
    QSqlQuery query(connection.db());
    const bool exclusive = query.exec(u"PRAGMA busy_timeout = 0"_s)
        && query.exec(u"PRAGMA locking_mode = EXCLUSIVE"_s) && query.exec(u"BEGIN EXCLUSIVE"_s)
        && query.exec(u"SELECT count(*) FROM sqlite_master"_s) && query.next();
    query.finish();
    if (!exclusive) {
        throw StorageError(
            databaseFile + " is open in another program; close it before restoring"_L1);
    }
    query.exec(u"COMMIT"_s);
}

DatabaseBackup::Result DatabaseBackup::restore(
    const QString &backupFile, const QString &databaseFile, const Progress &progress)
{
    const QFileInfo target(databaseFile);
    if (QFileInfo(backupFile).absoluteFilePath() == target.absoluteFilePath())
        throw StorageError(u"the backup file must not be the database itself"_s);
    progress(u"restore: checking %1"_s.arg(backupFile));
    Result result;
    result.schemaVersion = verifyCatalog(backupFile);

    QDir().mkpath(target.absolutePath());
    DatabaseUseLock lock;
    QString error;
    if (lock.acquire(databaseFile, DatabaseUseLock::Mode::Exclusive, &error)
        != DatabaseUseLock::Outcome::Locked)
        throw StorageError(error);

    progress(u"restore: copying into %1"_s.arg(databaseFile));
    QString temporary;
    {
        const SqliteFileConnection connection(backupFile, SqliteFileConnection::Access::ReadOnly);
        temporary = snapshotBeside(connection.db(), databaseFile);
    }
    try {
        giveNewIdentity(temporary);
        const bool replacing = target.exists();
        takeOwnershipFrom(temporary, replacing ? databaseFile : target.absolutePath());
        if (replacing) {
            ensureNotOpenElsewhere(databaseFile);
            const QString previous = databaseFile + ".before-restore"_L1;
            QFile::remove(previous);
            if (::link(QFile::encodeName(databaseFile).constData(),
                    QFile::encodeName(previous).constData())
                != 0)
                throw StorageError(u"cannot keep %1: %2"_s.arg(previous, systemError()));
            progress(u"restore: the replaced database is kept as %1"_s.arg(previous));
        }
        // A -wal or -shm left by a crashed program belongs to the old file, never the new.
        QFile::remove(databaseFile + "-wal"_L1);
        QFile::remove(databaseFile + "-shm"_L1);
        renameOver(temporary, databaseFile);
    } catch (...) {
        QFile::remove(temporary);
        throw;
    }
    result.bytes = QFileInfo(databaseFile).size();
    progress(u"restore: done (schema version %1)"_s.arg(result.schemaVersion));
    return result;
}
