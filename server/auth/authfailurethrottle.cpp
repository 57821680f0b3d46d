#include "server/auth/authfailurethrottle.h"

#include <QDeadlineTimer>

namespace {
constexpr qint64 windowMs = 60'000;

qint64 nowMs()
{
    return QDeadlineTimer::current(Qt::CoarseTimer).deadlineNSecs() / 1'000'000;
}

void expire(std::deque<qint64> &times, qint64 now)
{
    while (!times.empty() && times.front() <= now - windowMs)
        times.pop_front();
}
} // namespace

AuthFailureThrottle::AuthFailureThrottle(int maxFailures)
    : m_maxFailures(maxFailures)
{ }

int AuthFailureThrottle::retryAfterSeconds(const QHostAddress &peer)
{
    if (m_tracked.load(std::memory_order_relaxed) == 0)
        return 0;
    const qint64 now = nowMs();
    QMutexLocker locker(&m_mutex);
    const auto it = m_failures.find(peer);
    if (it == m_failures.end())
        return 0;
    expire(*it, now);
    if (it->empty()) {
        m_failures.erase(it);
        m_tracked.store(int(m_failures.size()), std::memory_order_relaxed);
        return 0;
    }
    if (int(it->size()) < m_maxFailures)
        return 0;
    const qint64 wait = it->at(it->size() - size_t(m_maxFailures)) + windowMs - now;
    return int(std::max<qint64>(1, (wait + 999) / 1000));
}

void AuthFailureThrottle::recordFailure(const QHostAddress &peer)
{
    const qint64 now = nowMs();
    QMutexLocker locker(&m_mutex);
    if (now - m_lastSweep > windowMs) {
        m_lastSweep = now;
        m_failures.removeIf([now](const auto &entry) {
            return entry.value().empty() || entry.value().back() <= now - windowMs;
        });
    }
    m_tracked.store(int(m_failures.size()) + 1, std::memory_order_relaxed);
    std::deque<qint64> &times = m_failures[peer];
    expire(times, now);
    times.push_back(now);
    // Keep the deque bounded: only the newest maxFailures matter for the decision.
    while (int(times.size()) > m_maxFailures)
        times.pop_front();
}
