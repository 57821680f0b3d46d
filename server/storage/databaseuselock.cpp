#include "server/storage/databaseuselock.h"

#include <QFile>
#include <QFileInfo>
#include <cerrno>
#include <cstring>
#include <memory>
#include <vector>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

DatabaseUseLock::~DatabaseUseLock()
{
    release();
}

QString DatabaseUseLock::lockFileOf(const QString &databaseFile)
{
    return databaseFile + ".lock"_L1;
}

DatabaseUseLock::Outcome DatabaseUseLock::acquire(
    const QString &databaseFile, Mode mode, QString *error)
{
    release();
    const QByteArray path = QFile::encodeName(lockFileOf(databaseFile));
    // Read-only is enough for flock: a lock file created by root stays usable by the
    // service's own user.
    m_fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC);
    if (m_fd < 0 && errno == ENOENT) {
        m_fd = ::open(path.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
        // Created by root (an admin command): readable by, and owned like, its folder, so
        // the service's own user can lock it too.
        struct stat folder
        {
        };
        if (m_fd >= 0 && ::geteuid() == 0
            && ::stat(
                   QFile::encodeName(QFileInfo(databaseFile).absolutePath()).constData(), &folder)
                == 0) {
            [[maybe_unused]] const int owned = ::fchown(m_fd, folder.st_uid, folder.st_gid);
            ::fchmod(m_fd, 0644);
        }
    }
    if (m_fd < 0) {
        *error = u"cannot open %1: %2"_s.arg(
            lockFileOf(databaseFile), QString::fromLocal8Bit(std::strerror(errno)));
        return Outcome::Unavailable;
    }
    const int operation = (mode == Mode::Shared ? LOCK_SH : LOCK_EX) | LOCK_NB;
    int result = 0;
    do {
        result = ::flock(m_fd, operation);
    } while (result != 0 && errno == EINTR);
    if (result == 0)
        return Outcome::Locked;
    const int lockErrno = errno;
    release();
    if (lockErrno != EWOULDBLOCK) {
        *error = u"cannot lock %1: %2"_s.arg(
            lockFileOf(databaseFile), QString::fromLocal8Bit(std::strerror(lockErrno)));
        return Outcome::Unavailable;
    }
    if (mode == Mode::Shared) {
        *error
            = u"%1 is being restored; try again when the restore has finished"_s.arg(databaseFile);
    } else {
        *error = u"%1 is in use by a running catalog-server (stop it first, e.g. "
                 "systemctl stop catalog-server)"_s.arg(databaseFile);
    }
    return Outcome::Busy;
}

void DatabaseUseLock::release()
{
    if (m_fd >= 0)
        ::close(m_fd); // also releases the flock
    m_fd = -1;
}

bool DatabaseUseLock::holdSharedUntilExit(const QString &databaseFile, QString *error)
{
    static std::vector<std::unique_ptr<DatabaseUseLock>> held;
    auto lock = std::make_unique<DatabaseUseLock>();
    QString problem;
    switch (lock->acquire(databaseFile, Mode::Shared, &problem)) {
    case Outcome::Locked:
        held.push_back(std::move(lock));
        return true;
    case Outcome::Unavailable:
        return true; // a read-only folder: no restore can write there either
    case Outcome::Busy:
        break;
    }
    *error = problem;
    return false;
}

QString DatabaseUseLock::servingLockFileOf(const QString &databaseFile)
{
    return databaseFile + ".serve.lock"_L1;
}

bool DatabaseUseLock::holdServingUntilExit(const QString &databaseFile, QString *error)
{
    static int held = -1;
    // The same file by another name (a symbolic link, ./ or ../) is the same lock.
    const QString canonical = QFileInfo(databaseFile).canonicalFilePath();
    const QByteArray path
        = QFile::encodeName(servingLockFileOf(canonical.isEmpty() ? databaseFile : canonical));
    const int fd = ::open(path.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) {
        // A read-only folder: SQLite could not write the database there either, and the
        // server's own open reports that.
        return errno == EACCES || errno == EROFS;
    }
    int result = 0;
    do {
        result = ::flock(fd, LOCK_EX | LOCK_NB);
    } while (result != 0 && errno == EINTR);
    if (result != 0) {
        const int lockErrno = errno;
        char pid[32] = {};
        const ssize_t length = ::pread(fd, pid, sizeof pid - 1, 0);
        ::close(fd);
        if (lockErrno != EWOULDBLOCK) {
            *error = u"cannot lock %1: %2"_s.arg(
                servingLockFileOf(databaseFile), QString::fromLocal8Bit(std::strerror(lockErrno)));
            return false;
        }
        const QString holder = length > 0
            ? u" (pid %1)"_s.arg(QString::fromLatin1(pid, length).trimmed())
            : QString();
        *error = u"%1 is already served by another catalog-server%2; one server per database "
                 "file (stop that one first, or use PostgreSQL for several instances)"_s.arg(
                     databaseFile, holder);
        return false;
    }
    const QByteArray pid = QByteArray::number(qint64(::getpid())) + '\n';
    if (::ftruncate(fd, 0) == 0) {
        [[maybe_unused]] const ssize_t written = ::pwrite(fd, pid.constData(), pid.size(), 0);
    }
    if (held >= 0)
        ::close(held);
    held = fd;
    return true;
}
