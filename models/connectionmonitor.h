#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

class ApiClient;
class ApiResult;
class QNetworkReply;
class StockOutbox;

// Whether the console can reach its server right now. Every finished request tells: an HTTP
// answer means online, no answer means offline. While offline it probes GET /healthz (outside
// the base path, no credentials, no rate quota) and, once the server answers, resumes the
// stock outbox at once instead of waiting for its backoff.
class ConnectionMonitor final : public QObject
{
    Q_OBJECT
public:
    enum class State {
        Disconnected, // no server chosen
        Connecting, // first request not answered yet
        Online,
        Offline, // the server does not answer; scans wait in the outbox
        Refused, // the server answered but refused the key (401/403)
    };
    Q_ENUM(State)

    ConnectionMonitor(ApiClient *client, StockOutbox *outbox, QObject *parent = nullptr);

    State state() const { return m_state; }
    QString stateText() const;
    // Why the state is what it is (translated), e.g. the refusal message.
    QString detail() const { return m_detail; }

    void setProbeIntervalMs(int ms) { m_probe.setInterval(ms); }

    // A new server or key was set on the client: verifies it with one cheap GET.
    void start();
    void stop();

Q_SIGNALS:
    void stateChanged(ConnectionMonitor::State state);

private:
    void setState(State state, const QString &detail = {});
    void observe(const ApiResult &result);
    void probe();

    ApiClient *m_client;
    StockOutbox *m_outbox;
    State m_state = State::Disconnected;
    QString m_detail;
    QTimer m_probe;
    QPointer<QNetworkReply> m_probeReply;
};
