#include "models/connectionmonitor.h"

#include "net/apiclient.h"
#include "net/apiresult.h"
#include "net/outbox.h"
#include "net/requestengine.h"

using namespace Qt::StringLiterals;

namespace {
constexpr int MaxProbeIntervalMs = 8000;
}

ConnectionMonitor::ConnectionMonitor(ApiClient *client, Outbox *outbox, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_outbox(outbox)
{
    m_probe.setSingleShot(true);
    connect(&m_probe, &QTimer::timeout, this, &ConnectionMonitor::probe);
    connect(client->engine(), &RequestEngine::requestFinished, this, &ConnectionMonitor::observe);
    connect(client->engine(), &RequestEngine::reachabilityChanged, this,
        &ConnectionMonitor::onReachabilityChanged);
    connect(client->engine(), &RequestEngine::rateLimited, this, &ConnectionMonitor::onRateLimited);
    m_countdown.setInterval(1000);
    connect(&m_countdown, &QTimer::timeout, this, [this] {
        if (secondsToNextTry() == 0)
            m_countdown.stop();
        Q_EMIT textChanged();
    });
    m_recheck.setSingleShot(true);
    connect(&m_recheck, &QTimer::timeout, this, [this] {
        if (m_state == State::Connecting)
            start();
    });
}

int ConnectionMonitor::secondsToNextTry() const
{
    if (m_state != State::Connecting || m_nextTry.isForever())
        return 0;
    return int((m_nextTry.remainingTime() + 999) / 1000);
}

QString ConnectionMonitor::stateText() const
{
    switch (m_state) {
    case State::Disconnected:
        return tr("Not connected");
    case State::Connecting:
        if (const int seconds = secondsToNextTry())
            return tr("Connecting… next try in %n s", "", seconds);
        return tr("Connecting…");
    case State::Online:
        return tr("Online");
    case State::Offline:
        return tr("Offline");
    case State::Refused:
        // A 401 means no app ID or secret reached the server: nothing was refused.
        return m_secretMissing ? tr("Secret missing") : tr("Key refused");
    }
    return {};
}

void ConnectionMonitor::setState(State state, const QString &detail)
{
    const bool changed = state != m_state || detail != m_detail;
    if (state != State::Refused)
        m_secretMissing = false;
    const bool cameOnline = state == State::Online && m_state != State::Online;
    if (state != State::Connecting) {
        m_nextTry = QDeadlineTimer(QDeadlineTimer::Forever);
        m_countdown.stop();
        m_recheck.stop();
    }
    m_state = state;
    m_detail = detail;
    if (state == State::Offline) {
        if (!m_probe.isActive())
            m_probe.start(m_probeStartMs);
    } else {
        m_probe.stop();
    }
    if (cameOnline && m_outbox)
        m_outbox->resume();
    if (changed)
        Q_EMIT stateChanged(state);
}

void ConnectionMonitor::start()
{
    if (!m_client->baseUrl().isValid() || m_client->baseUrl().isEmpty()) {
        setState(State::Disconnected);
        return;
    }
    m_nextTry = QDeadlineTimer(QDeadlineTimer::Forever);
    m_countdown.stop();
    setState(State::Connecting);
    // A cheap GET every key may call; its answer goes through observe().
    m_client->trending(this, [](const ApiResult &, const QList<TrendingQuery> &) {});
}

void ConnectionMonitor::onRateLimited(int retryAfterSeconds)
{
    if (m_state != State::Connecting)
        return; // an Online key over its limit is paced by the engine; the status bar says so
    m_nextTry = QDeadlineTimer(std::max(1, retryAfterSeconds) * 1000);
    m_countdown.start();
    setState(State::Connecting,
        tr("The server asks this computer to wait before it tries again: too many requests, or "
           "too many failed sign-ins from this address in the last minute (is a till using a "
           "wrong secret?). The console tries again by itself."));
}

void ConnectionMonitor::stop()
{
    setState(State::Disconnected);
}

void ConnectionMonitor::onReachabilityChanged(bool reachable)
{
    if (m_state == State::Disconnected)
        return;
    if (!reachable)
        setState(State::Offline, ApiResult(ApiResult::Kind::Network).message());
    else if (m_state == State::Offline)
        setState(State::Online);
}

void ConnectionMonitor::observe(const ApiResult &result)
{
    using Kind = ApiResult::Kind;
    if (m_state == State::Disconnected)
        return;
    switch (result.kind()) {
    case Kind::Cancelled:
        return;
    case Kind::Network:
    case Kind::Timeout:
        // Usually told already by reachabilityChanged; this also covers a failure the engine
        // had seen before this monitor started listening (no change, so no signal). A 408 is
        // an answer: the server is there.
        if (result.httpStatus() == 0)
            setState(State::Offline, result.message());
        return;
    case Kind::Unauthorized:
        // No secret: true for every endpoint (e.g. the outbox after a restart without a
        // readable keychain), so "Online" would mislead.
        m_secretMissing = true;
        setState(State::Refused, result.message());
        return;
    case Kind::RateLimited:
        // The engine stopped waiting (RequestOptions::maxRateLimitRetries) before the first
        // answer: the key is still unknown, so check it again once the wait is over.
        if (m_state == State::Connecting)
            m_recheck.start(std::max(1, result.retryAfter()) * 1000);
        return;
    case Kind::Forbidden:
    case Kind::IpNotAllowed:
        // A missing ability on one endpoint is not a refused key; only the first check says so.
        if (m_state == State::Connecting) {
            m_secretMissing = false;
            setState(State::Refused, result.message());
        }
        return;
    default:
        if (m_state != State::Online)
            setState(State::Online);
        return;
    }
}

void ConnectionMonitor::probe()
{
    if (m_state != State::Offline)
        return;
    // The answer arrives as reachabilityChanged(true); until then, ask again less often.
    m_client->engine()->probeReachability();
    m_probe.start(std::min(MaxProbeIntervalMs, std::max(m_probeStartMs, m_probe.interval() * 2)));
}
