#pragma once

#include <QString>

// Marks an SQLite catalog file as in use, with an advisory lock (flock) on "<file>.lock".
// Every catalog-server process that opens the database holds it shared until it exits;
// `restore` takes it exclusively, so it never replaces the file under a running server and
// no server starts in the middle of a restore. flock and not fcntl: closing any descriptor of
// a file drops all of the process's fcntl locks on it, SQLite's own included — and the lock
// file is separate from the database for the same reason.
class DatabaseUseLock final
{
public:
    enum class Mode { Shared, Exclusive };

    DatabaseUseLock() = default;
    ~DatabaseUseLock();

    enum class Outcome {
        Locked,
        Busy, // another process holds a conflicting lock
        Unavailable, // the lock file cannot be opened or locked
    };

    // Does not wait. Sets *error (one line) unless the outcome is Locked.
    Outcome acquire(const QString &databaseFile, Mode mode, QString *error);
    void release();

    // The shared lock, held until the process exits. A folder where the lock file cannot be
    // created (read-only) is not an error: no restore can write there either.
    static bool holdSharedUntilExit(const QString &databaseFile, QString *error);

    static QString lockFileOf(const QString &databaseFile);

    // One server per file (contract §1): `serve` holds "<file>.serve.lock" exclusively until
    // it exits, so a second server on the same file refuses to start instead of serving
    // stale stock from its own cache. The kernel drops the lock when the process ends, however
    // it ends (kill -9 included): a stale lock file never blocks a restart. The holder's pid
    // is written into the file for the message. False with *error set when another holds it.
    static bool holdServingUntilExit(const QString &databaseFile, QString *error);
    static QString servingLockFileOf(const QString &databaseFile);

private:
    int m_fd = -1;
    Q_DISABLE_COPY_MOVE(DatabaseUseLock)
};
