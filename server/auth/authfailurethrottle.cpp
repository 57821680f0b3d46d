#include "server/auth/authfailurethrottle.h"

#include <QDeadlineTimer>
#include <QtEndian>

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

AuthFailureThrottle::AuthFailureThrottle(int maxFailures, int maxTracked)
    : m_maxFailures(maxFailures)
    , m_maxTracked(std::max(1, maxTracked))
{ }

AuthFailureThrottle::Group AuthFailureThrottle::groupOf(const QHostAddress &client)
{
    bool isIpv4 = false;
    const quint32 ipv4 = client.toIPv4Address(&isIpv4); // also for ::ffff:a.b.c.d
    if (isIpv4)
        return { 0, ipv4 };
    const Q_IPV6ADDR ipv6 = client.toIPv6Address();
    // The top 64 bits; the marker bit keeps them apart from IPv4 groups.
    return { qFromBigEndian<quint64>(ipv6.c), 1 };
}

void AuthFailureThrottle::forget(QHash<Group, Failures>::iterator it)
{
    m_byAge.erase(it->age);
    m_failures.erase(it);
    m_tracked.store(int(m_failures.size()), std::memory_order_relaxed);
}

int AuthFailureThrottle::retryAfterSeconds(const QHostAddress &client)
{
    if (m_tracked.load(std::memory_order_relaxed) == 0)
        return 0;
    const qint64 now = nowMs();
    QMutexLocker locker(&m_mutex);
    const auto it = m_failures.find(groupOf(client));
    if (it == m_failures.end())
        return 0;
    expire(it->times, now);
    if (it->times.empty()) {
        forget(it);
        return 0;
    }
    if (int(it->times.size()) < m_maxFailures)
        return 0;
    const qint64 wait = it->times.front() + windowMs - now;
    return int(std::max<qint64>(1, (wait + 999) / 1000));
}

void AuthFailureThrottle::recordFailure(const QHostAddress &client)
{
    const qint64 now = nowMs();
    const Group group = groupOf(client);
    QMutexLocker locker(&m_mutex);
    auto it = m_failures.find(group);
    if (it == m_failures.end()) {
        while (m_failures.size() >= m_maxTracked)
            forget(m_failures.find(m_byAge.back()));
        m_byAge.push_front(group);
        it = m_failures.insert(group, Failures { {}, m_byAge.begin() });
    } else {
        m_byAge.splice(m_byAge.begin(), m_byAge, it->age);
    }
    expire(it->times, now);
    it->times.push_back(now);
    // Only the newest maxFailures matter for the decision.
    while (int(it->times.size()) > m_maxFailures)
        it->times.pop_front();
    m_tracked.store(int(m_failures.size()), std::memory_order_relaxed);
}
