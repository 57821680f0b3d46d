#include "server/services/syncstatus.h"

using namespace Qt::StringLiterals;

SyncStatus::Snapshot SyncStatus::snapshot() const
{
    QMutexLocker locker(&m_mutex);
    return m_snapshot;
}

void SyncStatus::setUpstream(const QString &url)
{
    QMutexLocker locker(&m_mutex);
    m_snapshot.upstream = url;
}

void SyncStatus::setOk()
{
    QMutexLocker locker(&m_mutex);
    m_snapshot.state = State::Ok;
    m_snapshot.offlineSince = {};
    m_snapshot.lastError.clear();
}

void SyncStatus::setFailing(State state, const QString &error)
{
    QMutexLocker locker(&m_mutex);
    if (m_snapshot.state == State::Ok || !m_snapshot.offlineSince.isValid())
        m_snapshot.offlineSince = QDateTime::currentDateTimeUtc();
    m_snapshot.state = state;
    m_snapshot.lastError = error;
}

QString SyncStatus::name(State state)
{
    switch (state) {
    case State::Ok:
        return u"ok"_s;
    case State::Offline:
        return u"offline"_s;
    case State::Error:
        return u"error"_s;
    case State::AuthFailed:
        return u"auth_failed"_s;
    }
    return u"error"_s;
}
