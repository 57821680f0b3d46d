#include "models/servercommand.h"

#include <QRegularExpression>

#include "models/processlines.h"

using namespace Qt::StringLiterals;

ServerCommand::ServerCommand(const QString &binary, const QStringList &arguments, QObject *parent)
    : QObject(parent)
    , m_binary(binary)
    , m_arguments(arguments)
{
    m_process.setProcessChannelMode(QProcess::SeparateChannels);
    connect(&m_process, &QProcess::readyReadStandardOutput, this,
        [this] { m_out += m_process.readAllStandardOutput(); });
    connect(&m_process, &QProcess::readyReadStandardError, this, &ServerCommand::readErr);
    connect(&m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        m_out += m_process.readAllStandardOutput();
        readErr();
        if (!m_errBuffer.isEmpty()) {
            handleLine(QString::fromUtf8(m_errBuffer).trimmed());
            m_errBuffer.clear();
        }
        m_exitCode = (status == QProcess::NormalExit && !m_cancelled) ? code : -1;
        if (!m_done) {
            m_done = true;
            Q_EMIT finished(m_exitCode);
        }
    });
    connect(&m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart || m_done)
            return;
        m_done = true;
        m_errorLines << tr("%1 could not be started: %2").arg(m_binary, m_process.errorString());
        Q_EMIT finished(-1);
    });
}

ServerCommand::~ServerCommand()
{
    if (m_process.state() != QProcess::NotRunning) {
        // Killed with its owner: nobody is left to hear about it (the owner's members may
        // already be gone when the process's end would be reported).
        m_process.disconnect(this);
        blockSignals(true);
        m_process.kill();
        m_process.waitForFinished(1000);
    }
}

void ServerCommand::start()
{
    m_process.start(m_binary, m_arguments);
}

void ServerCommand::cancel()
{
    if (m_process.state() == QProcess::NotRunning)
        return;
    m_cancelled = true;
    m_process.kill();
}

void ServerCommand::readErr()
{
    m_errBuffer += m_process.readAllStandardError();
    for (const QString &text : ProcessLines::take(&m_errBuffer))
        handleLine(text);
}

void ServerCommand::handleLine(const QString &text)
{
    static const QRegularExpression percent(u"^[\\w -]+: (\\d{1,3})%$"_s);
    const QRegularExpressionMatch m = percent.match(text);
    if (m.hasMatch()) {
        m_percent = m.captured(1).toInt();
        Q_EMIT progress(m_percent);
        return;
    }
    if (text.startsWith("error: "_L1))
        m_issues << text.mid(7);
    else
        m_errorLines << text;
    Q_EMIT line(text);
}
