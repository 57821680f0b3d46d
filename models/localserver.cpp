#include "models/localserver.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkInterface>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QStandardPaths>
#include <QUrl>
#include <csignal>
#include <memory>
#include <utility>

#include "models/processlines.h"

using namespace Qt::StringLiterals;

namespace {
constexpr int MaxLogLines = 2000;
}

LocalServer::LocalServer(QObject *parent)
    : QObject(parent)
    , m_binary(findBinary())
    , m_recordFile(ServerRecord::defaultPath())
{
    m_watch.setInterval(500);
    connect(&m_watch, &QTimer::timeout, this, &LocalServer::watchDetached);
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
        if (m_relaunchPort != 0) {
            launchDetached(m_dbFile, std::exchange(m_relaunchPort, 0));
            return;
        }
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

QString LocalServer::listenHost() const
{
    return m_serveNetwork ? u"0.0.0.0"_s : u"127.0.0.1"_s;
}

QStringList LocalServer::serveArguments(const QString &databaseFile, quint16 port) const
{
    QStringList args { u"serve"_s, u"--db"_s, dbUrl(databaseFile), u"--listen"_s,
        listenHost() + u':' + QString::number(port) };
    if (m_upstream)
        args << u"--upstream"_s << m_upstream->url << u"--upstream-app-id"_s << m_upstream->appId;
    return args;
}

QProcessEnvironment LocalServer::serveEnvironment() const
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    // Only the marketplace's key set up here: never one the console was started with.
    environment.remove(u"CATALOG_UPSTREAM_SECRET"_s);
    if (m_upstream)
        environment.insert(u"CATALOG_UPSTREAM_SECRET"_s, m_upstream->secret);
    return environment;
}

QStringList LocalServer::networkAddresses()
{
    QStringList addresses;
    for (const QNetworkInterface &nic : QNetworkInterface::allInterfaces()) {
        const auto flags = nic.flags();
        if (!flags.testFlag(QNetworkInterface::IsUp)
            || !flags.testFlag(QNetworkInterface::IsRunning)
            || flags.testFlag(QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry &entry : nic.addressEntries()) {
            if (entry.ip().protocol() == QAbstractSocket::IPv4Protocol && !entry.ip().isLoopback())
                addresses << entry.ip().toString();
        }
    }
    return addresses;
}

QStringList LocalServer::networkUrls() const
{
    QStringList urls;
    const int port = QUrl(m_baseUrl).port();
    if (m_state != State::Running || !m_serveNetwork || port <= 0)
        return urls;
    for (const QString &address : networkAddresses())
        urls << u"http://%1:%2/api/v1/client"_s.arg(address).arg(port);
    return urls;
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
    const QStringList args = serveArguments(databaseFile, port);
    addLog(u"$ catalog-server "_s + args.join(u' '));
    m_process.setProcessEnvironment(serveEnvironment());
    m_process.start(m_binary, args);
}

void LocalServer::stop()
{
    if (m_state == State::Stopped || m_state == State::Stopping)
        return;
    if (isDetached()) {
        // Not our child: SIGTERM by pid, only while the record still names that process;
        // watchDetached() sees it end (and kills it after the grace period).
        setState(State::Stopping);
        m_stopAsked = QDateTime::currentMSecsSinceEpoch();
        if (m_record->isAlive())
            ::kill(pid_t(m_record->pid), SIGTERM);
        return;
    }
    setState(State::Stopping);
    m_process.terminate(); // SIGTERM: finishes requests in flight, closes the database
    m_killTimer.start();
}

void LocalServer::readOut()
{
    m_outBuffer += m_process.readAllStandardOutput();
    for (const QString &text : ProcessLines::take(&m_outBuffer)) {
        if (text.startsWith("listening on "_L1)) {
            // Served on every address: this console itself uses the loopback one.
            m_baseUrl = text.mid(13).trimmed().replace(u"//0.0.0.0:"_s, u"//127.0.0.1:"_s);
            addLog(text);
            if (m_state == State::Starting)
                setState(State::Running);
        } else {
            addLog(text);
        }
    }
}

void LocalServer::readErr()
{
    m_errBuffer += m_process.readAllStandardError();
    for (const QString &text : ProcessLines::take(&m_errBuffer))
        addLog(text);
}

void LocalServer::keepRunningInBackground()
{
    if (m_state != State::Running || isDetached())
        return;
    const int port = QUrl(m_baseUrl).port();
    if (port <= 0)
        return;
    // A child dies with the console: it is restarted detached on the same port (a second's
    // pause that the tills' outboxes ride out).
    m_relaunchPort = quint16(port);
    addLog(tr("Restarting the server in the background…"));
    stop();
}

void LocalServer::launchDetached(const QString &databaseFile, quint16 port)
{
    const QString logFile = QFileInfo(m_recordFile).absolutePath() + u"/background-server.log"_s;
    QDir().mkpath(QFileInfo(logFile).absolutePath());
    m_logOffset = QFileInfo(logFile).size();
    const QStringList args = serveArguments(databaseFile, port);
    QProcess process;
    process.setProcessEnvironment(serveEnvironment());
    process.setProgram(m_binary);
    process.setArguments(args);
    process.setStandardInputFile(QProcess::nullDevice());
    process.setStandardOutputFile(logFile, QIODevice::Append);
    process.setStandardErrorFile(logFile, QIODevice::Append);
    addLog(u"$ catalog-server "_s + args.join(u' '));
    m_dbFile = databaseFile;
    setState(State::Starting);
    qint64 pid = 0;
    if (!process.startDetached(&pid)) {
        const QString why = tr("The server could not be started in the background: %1")
                                .arg(process.errorString());
        addLog(why);
        setState(State::Stopped);
        Q_EMIT failed(why);
        return;
    }
    ServerRecord record = ServerRecord::describe(pid, port, databaseFile, m_binary, logFile);
    record.host = listenHost();
    checkHealth(record, 15000, [this, record](bool ok) {
        readDetachedLog();
        if (ok) {
            becomeDetached(record);
            return;
        }
        if (record.isAlive())
            ::kill(pid_t(record.pid), SIGKILL); // never an unrecorded server left behind
        const QString why = tr("The server could not be kept running in the background. See "
                               "its log: %1")
                                .arg(record.logFile);
        addLog(why);
        setState(State::Stopped);
        Q_EMIT failed(why);
    });
}

void LocalServer::adoptBackgroundServer()
{
    if (m_state != State::Stopped || isDetached())
        return;
    const std::optional<ServerRecord> record = ServerRecord::load(m_recordFile);
    if (!record)
        return;
    if (!record->isAlive()) {
        // Ended since, or a record from before a reboot whose pid now names another program.
        record->removeFrom(m_recordFile);
        addLog(tr("The background server recorded earlier (pid %1, port %2) is no longer "
                  "running.")
                   .arg(record->pid)
                   .arg(record->port));
        return;
    }
    setState(State::Starting);
    checkHealth(*record, 5000, [this, record = *record](bool ok) {
        if (!ok) {
            addLog(tr("The process recorded as the background server (pid %1) does not answer "
                      "on port %2; it was left alone.")
                       .arg(record.pid)
                       .arg(record.port));
            setState(State::Stopped);
            return;
        }
        m_logOffset = std::max<qint64>(0, QFileInfo(record.logFile).size() - 4096);
        readDetachedLog();
        becomeDetached(record);
    });
}

void LocalServer::checkHealth(
    const ServerRecord &record, int timeoutMs, std::function<void(bool)> done)
{
    if (!m_network) {
        m_network = new QNetworkAccessManager(this);
        m_network->setProxy(QNetworkProxy::NoProxy); // 127.0.0.1, whatever http_proxy says
    }
    auto *timer = new QTimer(this);
    timer->setInterval(150);
    const QDeadlineTimer deadline(timeoutMs);
    auto asking = std::make_shared<bool>(false);
    auto finish = [timer, done = std::move(done)](bool ok) {
        if (!timer->isActive())
            return;
        timer->stop();
        timer->deleteLater();
        done(ok);
    };
    connect(timer, &QTimer::timeout, this, [this, timer, record, deadline, asking, finish] {
        if (*asking)
            return;
        if (!record.isAlive() || deadline.hasExpired()) {
            finish(false);
            return;
        }
        // The answer counts only from the recorded process: another program on the port
        // (or another catalog-server) is not ours.
        if (!record.holdsPort())
            return;
        *asking = true;
        QNetworkRequest request(QUrl(u"http://127.0.0.1:%1/healthz"_s.arg(record.port)));
        request.setTransferTimeout(2000);
        QNetworkReply *reply = m_network->get(request);
        connect(reply, &QNetworkReply::finished, timer, [reply, asking, finish] {
            reply->deleteLater();
            *asking = false;
            // {"status":"ok"}, or 503 {"status":...} while its database is away: it is a
            // catalog server either way.
            const QJsonObject body = QJsonDocument::fromJson(reply->readAll()).object();
            if (body.contains("status"_L1))
                finish(true);
        });
    });
    timer->start();
}

void LocalServer::becomeDetached(const ServerRecord &record)
{
    m_record = record;
    m_serveNetwork = record.host != "127.0.0.1"_L1;
    if (!record.save(m_recordFile))
        addLog(tr("The background server could not be recorded in %1.").arg(m_recordFile));
    m_dbFile = record.databaseFile;
    m_baseUrl = u"http://127.0.0.1:%1/api/v1/client"_s.arg(record.port);
    addLog(tr("Running in the background (pid %1): it keeps running when the console closes.")
               .arg(record.pid));
    m_watch.start();
    setState(State::Running);
}

void LocalServer::watchDetached()
{
    if (!m_record)
        return;
    readDetachedLog();
    if (m_record->isAlive()) {
        if (m_state == State::Stopping
            && QDateTime::currentMSecsSinceEpoch() - m_stopAsked > m_killTimer.interval()) {
            addLog(tr("The server did not stop within 5 s; it was killed."));
            ::kill(pid_t(m_record->pid), SIGKILL);
        }
        return;
    }
    // Stopped here, or by another console, or ended by itself.
    const bool expected = m_state == State::Stopping;
    const QString why = tr("The background server ended. See its log: %1").arg(m_record->logFile);
    addLog(expected ? tr("Server stopped.") : why);
    m_record->removeFrom(m_recordFile);
    m_record.reset();
    m_watch.stop();
    m_baseUrl.clear();
    setState(State::Stopped);
    if (!expected)
        Q_EMIT failed(why);
}

void LocalServer::readDetachedLog()
{
    const QString path = m_record
        ? m_record->logFile
        : QFileInfo(m_recordFile).absolutePath() + u"/background-server.log"_s;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || !file.seek(m_logOffset))
        return;
    const QByteArray text = file.readAll();
    const qsizetype end = text.lastIndexOf('\n');
    if (end < 0)
        return;
    m_logOffset += end + 1;
    for (const QByteArray &line : text.left(end).split('\n')) {
        const QString trimmed = QString::fromUtf8(line).trimmed();
        if (!trimmed.isEmpty())
            addLog(trimmed);
    }
}
