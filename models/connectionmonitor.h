#pragma once

#include <QDeadlineTimer>
#include <QObject>
#include <QString>
#include <QTimer>

class ApiClient;
class ApiResult;
class Outbox;

// Whether the console can reach its server right now, from RequestEngine::reachabilityChanged:
// every attempt of every request tells (an HTTP answer means online, none means offline), so
// the first answered outbox resend or page load ends "offline" at once. While offline and
// nothing else is sent it asks the engine to probe GET /healthz, backing off from the probe
// interval to 8 s; on the way back online the stock outbox resumes at once (it also does so
// by itself on the engine's signal). A 429 before the first answer (the key's limit, or the
// address locked out after failed sign-ins, contract §6) keeps it Connecting with a countdown
// to the next try: nothing is known about the key yet, so neither Online nor Refused is true.
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

    ConnectionMonitor(ApiClient *client, Outbox *outbox, QObject *parent = nullptr);

    State state() const { return m_state; }
    QString stateText() const;
    // Why the state is what it is (translated), e.g. the refusal message.
    QString detail() const { return m_detail; }

    // The first probe's delay after going offline; later ones back off to 8 s.
    void setProbeIntervalMs(int ms) { m_probeStartMs = ms; }

    // A new server or key was set on the client: verifies it with one cheap GET.
    void start();
    void stop();

Q_SIGNALS:
    void stateChanged(ConnectionMonitor::State state);
    // stateText() changed without a change of state (the countdown to the next try).
    void textChanged();

private:
    void setState(State state, const QString &detail = {});
    void observe(const ApiResult &result);
    void probe();
    void onReachabilityChanged(bool reachable);
    void onRateLimited(int retryAfterSeconds);
    int secondsToNextTry() const;

    ApiClient *m_client;
    Outbox *m_outbox;
    State m_state = State::Disconnected;
    QString m_detail;
    bool m_secretMissing = false; // Refused by a 401: no secret reached the server
    QTimer m_probe;
    QDeadlineTimer m_nextTry; // while Connecting after a 429: when the request goes again
    QTimer m_countdown; // refreshes the "next try in N s" text each second
    QTimer m_recheck; // the engine gave up waiting: check the key again after Retry-After
    int m_probeStartMs = 2000;
};
