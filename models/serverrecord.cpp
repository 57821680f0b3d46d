#include "models/serverrecord.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QSet>
#include <QStandardPaths>

#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

QByteArray readProc(const QString &path)
{
    QFile file(path);
    // /proc files report size 0: read until the end, not size().
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Inodes of the listening TCP sockets on port (IPv4 and IPv6).
QSet<QByteArray> listeningInodes(quint16 port)
{
    QSet<QByteArray> inodes;
    const QByteArray hexPort = QByteArray::number(port, 16).toUpper().rightJustified(4, '0');
    for (const char *table : { "/proc/net/tcp", "/proc/net/tcp6" }) {
        const QList<QByteArray> lines = readProc(QString::fromLatin1(table)).split('\n');
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QList<QByteArray> fields = lines[i].simplified().split(' ');
            // sl local rem st tx:rx tr:when retrnsmt uid timeout inode
            if (fields.size() < 10 || fields[3] != "0A")
                continue;
            if (fields[1].mid(fields[1].indexOf(':') + 1) == hexPort)
                inodes.insert(fields[9]);
        }
    }
    return inodes;
}

} // namespace

QString ServerRecord::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation)
        + u"/background-server.json"_s;
}

std::optional<ServerRecord> ServerRecord::load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
    ServerRecord r;
    r.pid = o.value("pid"_L1).toInteger();
    r.port = quint16(o.value("port"_L1).toInt());
    r.host = o.value("host"_L1).toString(u"127.0.0.1"_s);
    r.databaseFile = o.value("database"_L1).toString();
    r.binary = o.value("binary"_L1).toString();
    r.logFile = o.value("log"_L1).toString();
    r.bootId = o.value("boot_id"_L1).toString();
    r.startTicks = o.value("start_ticks"_L1).toInteger(-1);
    if (r.pid <= 0 || r.port == 0)
        return std::nullopt;
    return r;
}

bool ServerRecord::save(const QString &path) const
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    const QJsonObject o { { "pid"_L1, pid }, { "port"_L1, port }, { "host"_L1, host },
        { "database"_L1, databaseFile }, { "binary"_L1, binary }, { "log"_L1, logFile },
        { "boot_id"_L1, bootId }, { "start_ticks"_L1, startTicks } };
    file.write(QJsonDocument(o).toJson());
    return file.commit();
}

void ServerRecord::removeFrom(const QString &path) const
{
    const std::optional<ServerRecord> there = load(path);
    if (there && there->pid == pid && there->startTicks == startTicks)
        QFile::remove(path);
}

ServerRecord ServerRecord::describe(qint64 pid, quint16 port, const QString &databaseFile,
    const QString &binary, const QString &logFile)
{
    ServerRecord r;
    r.pid = pid;
    r.port = port;
    r.databaseFile = databaseFile;
    r.binary = binary;
    r.logFile = logFile;
    r.bootId = currentBootId();
    r.startTicks = startTicksOf(pid);
    return r;
}

QString ServerRecord::currentBootId()
{
    return QString::fromLatin1(readProc(u"/proc/sys/kernel/random/boot_id"_s).trimmed());
}

qint64 ServerRecord::startTicksOf(qint64 pid)
{
    const QByteArray stat = readProc(u"/proc/%1/stat"_s.arg(pid));
    // "pid (comm) S ppid ...": comm may hold spaces and parentheses, so split after the last ')'.
    const qsizetype close = stat.lastIndexOf(')');
    if (close < 0)
        return -1;
    const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
    if (fields.size() < 20 || fields[0] == "Z" || fields[0] == "X")
        return -1;
    return fields[19].toLongLong(); // field 22, starttime
}

bool ServerRecord::isAlive() const
{
    if (pid <= 0 || bootId != currentBootId() || startTicks < 0 || startTicksOf(pid) != startTicks)
        return false;
    const QList<QByteArray> args = readProc(u"/proc/%1/cmdline"_s.arg(pid)).split('\0');
    return args.contains("serve") && args.contains(("sqlite:"_L1 + databaseFile).toUtf8())
        && args.contains(host.toLatin1() + ':' + QByteArray::number(port));
}

bool ServerRecord::holdsPort() const
{
    const QSet<QByteArray> inodes = listeningInodes(port);
    if (inodes.isEmpty())
        return false;
    const QDir fds(u"/proc/%1/fd"_s.arg(pid));
    for (const QString &fd :
        fds.entryList(QDir::NoDotAndDotDot | QDir::AllEntries | QDir::System)) {
        char target[128] = {};
        const QByteArray link = fds.filePath(fd).toLocal8Bit();
        const ssize_t n = ::readlink(link.constData(), target, sizeof target - 1);
        if (n <= 0)
            continue;
        const QByteArray text(target, n);
        // "socket:[12345]"
        if (text.startsWith("socket:[") && inodes.contains(text.mid(8, text.size() - 9)))
            return true;
    }
    return false;
}
