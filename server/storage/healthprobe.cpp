#include "server/storage/healthprobe.h"

#include <QByteArray>
#include <QDateTime>
#include <QFile>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <cerrno>
#include <cstring>

#include "server/storage/sqlhelpers.h"
#include "server/storage/storageerror.h"

#include <fcntl.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

// Random bytes: nothing on the way (a compressing file system, PostgreSQL's TOAST) makes them
// smaller than they are.
QByteArray freshBytes(int size)
{
    QByteArray bytes(size, Qt::Uninitialized);
    QRandomGenerator::global()->fillRange(
        reinterpret_cast<quint32 *>(bytes.data()), qsizetype(size / sizeof(quint32)));
    return bytes;
}

QString systemError(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

// New blocks on the database's file system: written, synced (a file system that allocates at
// writeback fails here, not later), removed.
void writeBesideDatabase(const QString &databaseFile)
{
    const QByteArray path = QFile::encodeName(databaseFile + u"-healthprobe"_s);
    const int fd = ::open(path.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0) {
        throw StorageError(u"health probe: cannot create %1: %2"_s.arg(
            QFile::decodeName(path), systemError(errno)));
    }
    const QByteArray bytes = freshBytes(HealthProbe::probeBytes);
    qsizetype written = 0;
    int error = 0;
    while (written < bytes.size()) {
        const ssize_t part
            = ::write(fd, bytes.constData() + written, size_t(bytes.size() - written));
        if (part < 0 && errno == EINTR)
            continue;
        if (part <= 0) {
            error = part < 0 ? errno : ENOSPC;
            break;
        }
        written += part;
    }
    if (error == 0 && ::fsync(fd) != 0)
        error = errno;
    ::close(fd);
    ::unlink(path.constData());
    if (error != 0) {
        throw StorageError(u"health probe: cannot write %1 bytes beside the database: %2"_s.arg(
            QString::number(bytes.size()), systemError(error)));
    }
}

bool inMemory(const QSqlDatabase &db)
{
    return db.connectOptions().contains("QSQLITE_OPEN_URI"_L1)
        || db.databaseName().startsWith("file:"_L1) || db.databaseName() == ":memory:"_L1;
}

} // namespace

void HealthProbe::run(const QSqlDatabase &db)
{
    const QString at = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    if (Sql::isPostgres(db)) {
        // NOWAIT: another instance probing at this moment answers for the same disk; this
        // probe runs again after its batch (a transient failure).
        Sql::run(db, u"LOCK TABLE health_probe IN ACCESS EXCLUSIVE MODE NOWAIT"_s);
        Sql::run(db, u"TRUNCATE health_probe"_s);
    } else {
        if (!inMemory(db))
            writeBesideDatabase(db.databaseName());
        Sql::run(db, u"DELETE FROM health_probe"_s);
    }
    Sql::run(db, u"INSERT INTO health_probe (at, filler) VALUES (?, ?)"_s,
        { at, freshBytes(probeBytes / 4) });
}
