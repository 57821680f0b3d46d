#include "models/syncmonitor.h"

#include "models/consolesession.h"
#include "net/apiclient.h"
#include "net/apirequest.h"
#include "net/syncclient.h"

using namespace Qt::StringLiterals;

SyncMonitor::SyncMonitor(ConsoleSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_client(new SyncClient(session->client(), this))
{
    m_poll.setSingleShot(true);
    connect(&m_poll, &QTimer::timeout, this, &SyncMonitor::refresh);
    connect(session, &ConsoleSession::profileChanged, this, [this] {
        m_unsupported = false;
        m_noWait = false;
        answered(false, {});
        refresh();
    });
    QTimer::singleShot(0, this, &SyncMonitor::refresh);
}

void SyncMonitor::setIntervals(int followingMs, int idleMs)
{
    m_followingMs = followingMs;
    m_idleMs = idleMs;
    if (m_poll.isActive())
        m_poll.start(follows() ? m_followingMs : m_idleMs);
}

void SyncMonitor::refresh()
{
    m_poll.stop();
    if (m_session->client()->baseUrl().isEmpty() || m_unsupported)
        return;
    if (m_request)
        m_request->abort();
    // Following a marketplace on a server that versions its state: the server holds the
    // request until the state differs from the one shown (an outage, a push, a conflict), so
    // the status bar is never more than a moment behind and costs a request per change.
    const bool waitForChange
        = m_known && follows() && !m_state.version.isEmpty() && !m_noWait && m_waitSeconds > 0;
    const QString shown = m_state.version;
    auto handle = [this, shown](const ApiResult &result, const SyncState &state) {
        if (result.kind() == ApiResult::Kind::Cancelled)
            return; // asked again by whoever cancelled it
        int next = follows() ? m_followingMs : m_idleMs;
        if (result.isSuccess()) {
            answered(true, state);
            if (follows() && !state.version.isEmpty())
                // Changed: a short pause lets a burst settle; unchanged (the wait ran out):
                // wait again at once. Refused waits (too many of this key): read every 1.5 s.
                next = m_noWait ? NoWaitMs : state.version == shown ? 0 : ChangedGapMs;
        } else if (result.kind() == ApiResult::Kind::NotFound) {
            m_unsupported = true; // a server from before contract §14
            answered(false, {});
            return;
        } else if (result.isRefusedWait()) {
            m_noWait = true;
            next = NoWaitMs;
        }
        // Unreachable or refused otherwise: the connection's own indicator says so; the last
        // state stays until the server answers again.
        m_poll.start(next);
    };
    m_request = waitForChange ? m_client->stateChange(shown, m_waitSeconds, this, handle)
                              : m_client->state(this, handle);
}

void SyncMonitor::answered(bool known, const SyncState &state)
{
    m_known = known;
    m_state = state;
    Q_EMIT changed();
}
