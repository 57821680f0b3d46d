#pragma once

#include <QHash>
#include <QHostAddress>
#include <QMutex>

// Counts open connections in total and per client address, for every worker thread, so
// that one host cannot take all the connections (contract §3). The client address is the
// TCP peer: IPv4-mapped IPv6 counts as IPv4, IPv6 is grouped by /64 (one host usually holds
// a whole /64).
// Fairness under a flood from many addresses: the last `reserve` connections of the total
// are kept for addresses holding fewer than `fairShare`, so that hosts each under their own
// cap cannot together fill the total and shut every other client out; a client with a few
// connections is still served while they hold all the rest.
class ConnectionLimiter final
{
    Q_DISABLE_COPY_MOVE(ConnectionLimiter)

public:
    // The defaults: fairShare 16 (a browser opens 6 per host), reserve an eighth of the total.
    ConnectionLimiter(int maxTotal, int maxPerAddress, int fairShare = -1, int reserve = -1);

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
    const int m_fairShare;
    const int m_reserve;
    mutable QMutex m_mutex;
    int m_total = 0;
    int m_peak = 0; // of m_total since takeBurstEnded() last said true
    QHash<QHostAddress, int> m_perAddress;
};
