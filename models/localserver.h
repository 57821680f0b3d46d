#pragma once

#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTimer>

// The bundled catalog-server run as a child process for a shop machine: serve on a chosen
// database file and port, its log, clean stop (SIGTERM, then kill after a grace period).
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

    // port 0: any free port.
    void start(const QString &databaseFile, quint16 port);
    void stop();

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

    QString m_binary;
    QString m_dbFile;
    QString m_baseUrl;
    QProcess m_process;
    QByteArray m_outBuffer;
    QByteArray m_errBuffer;
    QStringList m_log;
    State m_state = State::Stopped;
    QTimer m_killTimer;
};
