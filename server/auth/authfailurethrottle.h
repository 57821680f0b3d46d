#pragma once

#include <QHash>
#include <QHostAddress>
#include <QMutex>
#include <atomic>
#include <deque>

// Limits failed authentication per peer address (contract §6): after `maxFailures` in a
// minute, the address is refused until that minute has passed. Thread-safe.
class AuthFailureThrottle final
{
public:
    explicit AuthFailureThrottle(int maxFailures = 30);

    // 0 when the address may try; otherwise whole seconds (>= 1) to wait.
    int retryAfterSeconds(const QHostAddress &peer);
    void recordFailure(const QHostAddress &peer);

private:
    int m_maxFailures;
    QMutex m_mutex;
    QHash<QHostAddress, std::deque<qint64>> m_failures;
    std::atomic<int> m_tracked { 0 }; // addresses with failures: 0 lets every check skip the lock
    qint64 m_lastSweep = 0;
};
