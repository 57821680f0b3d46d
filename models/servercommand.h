#pragma once

#include <QByteArray>
#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>

// One run of a catalog-server subcommand (demo, import, keys ...) without blocking: stderr is
// read line by line, "label: N%" lines become progress(), "error: ..." lines are collected as
// issues, stdout is kept for the JSON result. cancel() kills it.
class ServerCommand final : public QObject
{
    Q_OBJECT
public:
    ServerCommand(const QString &binary, const QStringList &arguments, QObject *parent = nullptr);
    ~ServerCommand() override;

    // stdout goes to this file instead of standardOutput() (an export); before start().
    void setOutputFile(const QString &path) { m_process.setStandardOutputFile(path); }
    // The child's environment (a secret it reads from there, never from its command line);
    // before start().
    void setEnvironment(const QProcessEnvironment &environment)
    {
        m_process.setProcessEnvironment(environment);
    }
    void start();
    void cancel();
    bool isRunning() const { return m_process.state() != QProcess::NotRunning; }
    bool wasCancelled() const { return m_cancelled; }

    QStringList arguments() const { return m_arguments; }
    int exitCode() const { return m_exitCode; }
    QByteArray standardOutput() const { return m_out; }
    QStringList issues() const { return m_issues; }
    QStringList errorLines() const { return m_errorLines; }
    int lastPercent() const { return m_percent; }

Q_SIGNALS:
    void progress(int percent);
    void line(const QString &text);
    // exitCode -1: did not start, crashed or was cancelled.
    void finished(int exitCode);

private:
    void readErr();
    void handleLine(const QString &text);

    QString m_binary;
    QStringList m_arguments;
    QProcess m_process;
    QByteArray m_out;
    QByteArray m_errBuffer;
    QStringList m_issues;
    QStringList m_errorLines;
    int m_exitCode = -1;
    int m_percent = -1;
    bool m_cancelled = false;
    bool m_done = false;
};
