#pragma once

#include <QHash>
#include <QHostAddress>
#include <QMutex>
#include <atomic>
#include <deque>
#include <list>

// Limits failed authentication per client address (contract §6): after `maxFailures` in a
// minute, the address is refused until that minute has passed. IPv6 clients are grouped by
// /64 (one host usually owns a whole /64), IPv4-mapped addresses count as IPv4. At most
// `maxTracked` addresses are remembered, the least recently failing dropped first, so a
// flood of spoofed or rotating addresses cannot grow memory. Thread-safe.
class AuthFailureThrottle final
{
public:
    explicit AuthFailureThrottle(int maxFailures = 30, int maxTracked = 8192);

    // 0 when the address may try; otherwise whole seconds (>= 1) to wait.
    int retryAfterSeconds(const QHostAddress &client);
    void recordFailure(const QHostAddress &client);

    int trackedAddresses() const { return m_tracked.load(std::memory_order_relaxed); }

    // The address group a client belongs to: IPv4 as is, IPv6 by its /64.
    using Group = std::pair<quint64, quint64>;
    static Group groupOf(const QHostAddress &client);

private:
    struct Failures
    {
        std::deque<qint64> times; // newest last, at most maxFailures
        std::list<Group>::iterator age; // position in m_byAge
    };
    void forget(QHash<Group, Failures>::iterator it);

    const int m_maxFailures;
    const int m_maxTracked;
    QMutex m_mutex;
    QHash<Group, Failures> m_failures;
    std::list<Group> m_byAge; // front = most recent failure
    std::atomic<int> m_tracked { 0 }; // 0 lets every check skip the lock
};
