#include "models/syncmonitor.h"

#include "models/consolesession.h"
#include "net/apiclient.h"
#include "net/apirequest.h"
#include "net/syncclient.h"

SyncMonitor::SyncMonitor(ConsoleSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_client(new SyncClient(session->client(), this))
{
    m_poll.setSingleShot(true);
    connect(&m_poll, &QTimer::timeout, this, &SyncMonitor::refresh);
    connect(session, &ConsoleSession::profileChanged, this, [this] {
        m_unsupported = false;
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
    m_request = m_client->state(this, [this](const ApiResult &result, const SyncState &state) {
        if (result.isSuccess()) {
            answered(true, state);
        } else if (result.kind() == ApiResult::Kind::NotFound) {
            m_unsupported = true; // a server from before contract §14
            answered(false, {});
            return;
        } else if (result.kind() != ApiResult::Kind::Cancelled) {
            // Unreachable or refused: the connection's own indicator says so; the last state
            // stays until the server answers again.
        }
        m_poll.start(follows() ? m_followingMs : m_idleMs);
    });
}

void SyncMonitor::answered(bool known, const SyncState &state)
{
    m_known = known;
    m_state = state;
    Q_EMIT changed();
}
