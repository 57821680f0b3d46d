#pragma once

#include <QString>
#include <QtGlobal>
#include <optional>

// What the console knows of a catalog-server it left running in the background: enough to
// find it again after the console restarts and to be sure it is still that very process
// (not a pid the system has since given to another program, not a record from before a
// reboot, not another program that took the port since).
struct ServerRecord
{
    qint64 pid = 0;
    quint16 port = 0;
    QString host = QStringLiteral("127.0.0.1"); // 0.0.0.0: it serves the other tills too
    QString databaseFile;
    QString binary;
    QString logFile;
    QString bootId;
    qint64 startTicks = -1; // the process start time in clock ticks since boot

    // Per user: every console of this user sees the same background server.
    static QString defaultPath();
    static std::optional<ServerRecord> load(const QString &path);
    bool save(const QString &path) const;
    // Removes the record at path only when it still names this process (another console
    // may have recorded a newer one).
    void removeFrom(const QString &path) const;

    // Describes a process just started (its boot and start time filled in).
    static ServerRecord describe(qint64 pid, quint16 port, const QString &databaseFile,
        const QString &binary, const QString &logFile);
    // Same boot, the process still exists (not a zombie), started at the recorded time and
    // runs catalog-server serve on the recorded database and port.
    bool isAlive() const;
    // One of the process's own sockets listens on the port.
    bool holdsPort() const;

    static QString currentBootId();
    // -1 when the process is gone or a zombie.
    static qint64 startTicksOf(qint64 pid);
};
