#pragma once

#include <QHash>
#include <QHostAddress>
#include <QMutex>

// Counts open connections in total and per client address, for every worker thread, so
// that one host cannot take all the connections (contract §3). The client address is the
// TCP peer: IPv4-mapped IPv6 counts as IPv4, IPv6 is grouped by /64 (one host usually holds
// a whole /64).
class ConnectionLimiter final
{
    Q_DISABLE_COPY_MOVE(ConnectionLimiter)

public:
    ConnectionLimiter(int maxTotal, int maxPerAddress);

    // The key the peer is counted under.
    static QHostAddress keyOf(const QHostAddress &peer);
    // Counts one more connection from key unless a cap is reached.
    bool tryAcquire(const QHostAddress &key);
    // Once for every successful tryAcquire.
    void release(const QHostAddress &key);
    // True once after a burst of connections has mostly closed (the open ones at most half of
    // the peak since the last true, and at least burstSize fewer): the time to hand the heap
    // the burst freed back to the system.
    bool takeBurstEnded();
    static constexpr int burstSize = 256;

private:
    const int m_maxTotal;
    const int m_maxPerAddress;
    mutable QMutex m_mutex;
    int m_total = 0;
    int m_peak = 0; // of m_total since takeBurstEnded() last said true
    QHash<QHostAddress, int> m_perAddress;
};
