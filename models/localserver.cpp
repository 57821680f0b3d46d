#include "models/localserver.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace {
constexpr int MaxLogLines = 2000;
}

LocalServer::LocalServer(QObject *parent)
    : QObject(parent)
    , m_binary(findBinary())
{
    m_process.setProcessChannelMode(QProcess::SeparateChannels);
    m_killTimer.setSingleShot(true);
    m_killTimer.setInterval(5000);
    connect(&m_killTimer, &QTimer::timeout, this, [this] {
        if (m_process.state() != QProcess::NotRunning) {
            addLog(tr("The server did not stop within 5 s; it was killed."));
            m_process.kill();
        }
    });
    connect(&m_process, &QProcess::readyReadStandardOutput, this, &LocalServer::readOut);
    connect(&m_process, &QProcess::readyReadStandardError, this, &LocalServer::readErr);
    connect(&m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        readOut();
        readErr();
        m_killTimer.stop();
        const bool expected = m_state == State::Stopping;
        if (!expected) {
            const QString why = status == QProcess::CrashExit
                ? tr("The local server crashed.")
                : tr("The local server ended with exit code %1. See its log.").arg(code);
            addLog(why);
            Q_EMIT failed(why);
        } else {
            addLog(tr("Server stopped."));
        }
        m_baseUrl.clear();
        setState(State::Stopped);
    });
    connect(&m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart)
            return;
        const QString why = tr("The server program could not be started (%1): %2")
                                .arg(m_binary, m_process.errorString());
        addLog(why);
        setState(State::Stopped);
        Q_EMIT failed(why);
    });
}

LocalServer::~LocalServer()
{
    if (m_process.state() != QProcess::NotRunning) {
        m_process.terminate();
        if (!m_process.waitForFinished(3000))
            m_process.kill();
        m_process.waitForFinished(1000);
    }
}

QString LocalServer::findBinary()
{
    const QString fromEnv = qEnvironmentVariable("CATALOG_SERVER_BIN");
    if (!fromEnv.isEmpty() && QFileInfo(fromEnv).isExecutable())
        return fromEnv;
    const QDir here(QCoreApplication::applicationDirPath());
    for (const QString &candidate :
        { here.filePath(u"../server/catalog-server"_s), here.filePath(u"catalog-server"_s),
            here.filePath(u"../../app/server/catalog-server"_s) }) {
        const QFileInfo info(candidate);
        if (info.isFile() && info.isExecutable())
            return info.canonicalFilePath();
    }
    return QStandardPaths::findExecutable(u"catalog-server"_s);
}

void LocalServer::setState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

void LocalServer::addLog(const QString &line)
{
    m_log << line;
    if (m_log.size() > MaxLogLines)
        m_log.remove(0, m_log.size() - MaxLogLines);
    Q_EMIT logLine(line);
}

void LocalServer::start(const QString &databaseFile, quint16 port)
{
    if (m_state != State::Stopped)
        return;
    if (m_binary.isEmpty()) {
        const QString why = tr("catalog-server was not found next to the console or on PATH.");
        Q_EMIT failed(why);
        return;
    }
    m_dbFile = databaseFile;
    m_outBuffer.clear();
    m_errBuffer.clear();
    setState(State::Starting);
    const QStringList args { u"serve"_s, u"--db"_s, dbUrl(databaseFile), u"--listen"_s,
        u"127.0.0.1:"_s + QString::number(port) };
    addLog(u"$ catalog-server "_s + args.join(u' '));
    m_process.start(m_binary, args);
}

void LocalServer::stop()
{
    if (m_state == State::Stopped || m_state == State::Stopping)
        return;
    setState(State::Stopping);
    m_process.terminate(); // SIGTERM: finishes requests in flight, closes the database
    m_killTimer.start();
}

void LocalServer::readOut()
{
    m_outBuffer += m_process.readAllStandardOutput();
    qsizetype nl;
    while ((nl = m_outBuffer.indexOf('\n')) >= 0) {
        const QString text = QString::fromUtf8(m_outBuffer.left(nl)).trimmed();
        m_outBuffer.remove(0, nl + 1);
        if (text.startsWith("listening on "_L1)) {
            m_baseUrl = text.mid(13).trimmed();
            addLog(text);
            if (m_state == State::Starting)
                setState(State::Running);
        } else if (!text.isEmpty()) {
            addLog(text);
        }
    }
}

void LocalServer::readErr()
{
    m_errBuffer += m_process.readAllStandardError();
    qsizetype nl;
    while ((nl = m_errBuffer.indexOf('\n')) >= 0) {
        const QString text = QString::fromUtf8(m_errBuffer.left(nl)).trimmed();
        m_errBuffer.remove(0, nl + 1);
        if (!text.isEmpty())
            addLog(text);
    }
}
