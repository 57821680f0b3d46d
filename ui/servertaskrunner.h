#pragma once

#include <QPointer>
#include <QProcessEnvironment>
#include <QWidget>
#include <functional>

#include "models/servercommand.h"

class LocalServer;
class MessageBanner;
class QLabel;
class QProgressBar;
class QPushButton;

// The Local server pane's one runner of catalog-server subcommands (demo, import, keys,
// backup, restore, export, sync init) on the chosen database: one at a time, its progress
// (percent or busy) with what runs and a Cancel button in one row, the command line and its
// output (the server's own words) in the log, and its outcome as a banner. A row that keeps its
// place when idle, so nothing moves when a task starts or ends.
class ServerTaskRunner final : public QWidget
{
    Q_OBJECT
public:
    enum class Progress { None, Busy, Percent };
    // The banners of the outcome; an empty text leaves that outcome to the caller.
    struct Outcome
    {
        QString done; // success
        QString cancelled;
        QString failed; // %1: the command's error lines
        int doneTimeoutMs = 8000;
    };
    struct Task
    {
        QStringList arguments; // the subcommand and its options; --db is added
        QString what; // "import", for "wait until … has finished"
        Progress progress = Progress::None;
        Outcome outcome;
        QString outputFile; // stdout goes there (export)
        QProcessEnvironment environment; // empty: the console's own
    };

    ServerTaskRunner(LocalServer *server, MessageBanner *banner,
        std::function<QString()> databaseFile, QWidget *parent = nullptr);

    // Null (and a banner saying why) when another task runs or there is no catalog-server.
    ServerCommand *run(const Task &task);
    // A read-only subcommand (keys list, sync status) on the chosen database beside any task:
    // not logged, no progress or banner; `done` gets its exit code and standard output, unless
    // the chosen database changed meanwhile. False when there is no catalog-server.
    bool query(const QStringList &arguments,
        const std::function<void(int exitCode, const QByteArray &output)> &done);
    // Checks that a task could run now (for work that starts one later, such as a dialog).
    bool canRun();
    bool isBusy() const { return !m_command.isNull(); }
    ServerCommand *current() const { return m_command; }
    QPushButton *cancelButton() const { return m_cancel; }
    QProgressBar *progressBar() const { return m_progress; }

Q_SIGNALS:
    void logLine(const QString &line);

private:
    // The arguments with --db and the chosen database after the subcommand's words.
    QStringList withDatabase(const QStringList &arguments) const;
    void finish(ServerCommand *command, const Outcome &outcome, int code);

    LocalServer *m_server;
    MessageBanner *m_banner;
    std::function<QString()> m_databaseFile;
    QProgressBar *m_progress;
    QLabel *m_line;
    QPushButton *m_cancel;
    QPointer<ServerCommand> m_command;
};
