#pragma once

#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <functional>
#include <optional>

#include "models/serverrecord.h"

class QNetworkAccessManager;

// The bundled catalog-server run as a child process for a shop machine: serve on a chosen
// database file and port, its log, clean stop (SIGTERM, then kill after a grace period).
// On request it keeps running in the background, detached from the console (it outlives
// it); a later console finds it again through its ServerRecord and can stop it.
class LocalServer final : public QObject
{
    Q_OBJECT
public:
    enum class State { Stopped, Starting, Running, Stopping };
    Q_ENUM(State)

    explicit LocalServer(QObject *parent = nullptr);
    ~LocalServer() override;

    // $CATALOG_SERVER_BIN, then next to this program (../server/catalog-server from
    // build/app/console, or the same folder), then PATH. Empty when not found.
    static QString findBinary();
    static QString dbUrl(const QString &file) { return QStringLiteral("sqlite:") + file; }

    void setBinary(const QString &binary) { m_binary = binary; }
    QString binary() const { return m_binary; }
    State state() const { return m_state; }
    QString baseUrl() const { return m_baseUrl; }
    QString databaseFile() const { return m_dbFile; }
    QStringList log() const { return m_log; }
    // Running in the background: not a child of this console, it stays when the console ends.
    bool isDetached() const { return m_record.has_value(); }
    // Where the background server is recorded (tests use their own file).
    void setRecordFile(const QString &path) { m_recordFile = path; }
    QString recordFile() const { return m_recordFile; }

    // Serve the other tills on this network: listen on every IPv4 address of this computer
    // (0.0.0.0), not only on 127.0.0.1. Takes effect at the next start.
    void setServeNetwork(bool on) { m_serveNetwork = on; }
    bool servesNetwork() const { return m_serveNetwork; }
    // This computer's IPv4 addresses on its networks (up, not loopback).
    static QStringList networkAddresses();
    // Running for the network: the base URLs the other tills connect to.
    QStringList networkUrls() const;

    // The marketplace this shop server follows (contract §14), from the next start on: its
    // URL and app id on the command line, the secret only in the child's environment
    // (CATALOG_UPSTREAM_SECRET), never on the command line or in the log.
    struct Upstream
    {
        QString url;
        QString appId;
        QString secret;
    };
    void setUpstream(const std::optional<Upstream> &upstream) { m_upstream = upstream; }
    bool followsUpstream() const { return m_upstream.has_value(); }

    // port 0: any free port.
    void start(const QString &databaseFile, quint16 port);
    void stop();
    // The running child is restarted detached on the same database and port; Running again
    // (isDetached()) once it answers /healthz, failed() otherwise.
    void keepRunningInBackground();
    // Finds a background server a console left running (verified: same process, it holds
    // its port and answers /healthz) and shows it as Running; a stale record is removed.
    void adoptBackgroundServer();

Q_SIGNALS:
    void stateChanged(LocalServer::State state);
    void logLine(const QString &line);
    // Translated: why it did not start or why it ended.
    void failed(const QString &message);

private:
    void setState(State state);
    void addLog(const QString &line);
    void readOut();
    void readErr();
    void launchDetached(const QString &databaseFile, quint16 port);
    // Calls done(true) once a catalog server answers /healthz on the record's port and the
    // recorded process holds that port; done(false) after timeoutMs.
    void checkHealth(const ServerRecord &record, int timeoutMs, std::function<void(bool)> done);
    void becomeDetached(const ServerRecord &record);
    void watchDetached();
    void readDetachedLog();

    QString listenHost() const;
    // serve's arguments and the environment it runs in.
    QStringList serveArguments(const QString &databaseFile, quint16 port) const;
    QProcessEnvironment serveEnvironment() const;

    QString m_binary;
    bool m_serveNetwork = false;
    std::optional<Upstream> m_upstream;
    QString m_dbFile;
    QString m_baseUrl;
    QProcess m_process;
    QByteArray m_outBuffer;
    QByteArray m_errBuffer;
    QStringList m_log;
    State m_state = State::Stopped;
    QTimer m_killTimer;
    QString m_recordFile;
    std::optional<ServerRecord> m_record;
    quint16 m_relaunchPort = 0; // the child is being restarted detached on this port
    QTimer m_watch;
    qint64 m_logOffset = 0;
    qint64 m_stopAsked = 0; // ms since epoch of the SIGTERM to a background server
    QNetworkAccessManager *m_network = nullptr;
};
