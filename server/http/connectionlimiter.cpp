#include "server/http/connectionlimiter.h"

#include <algorithm>

ConnectionLimiter::ConnectionLimiter(int maxTotal, int maxPerAddress, int fairShare, int reserve)
    : m_maxTotal(maxTotal)
    , m_maxPerAddress(maxPerAddress)
    , m_fairShare(std::min(maxPerAddress, fairShare >= 0 ? fairShare : 16))
    , m_reserve(std::clamp(reserve >= 0 ? reserve : maxTotal / 8, 0, maxTotal))
{ }

QHostAddress ConnectionLimiter::keyOf(const QHostAddress &peer)
{
    bool isIpv4 = false;
    const quint32 ipv4 = peer.toIPv4Address(&isIpv4); // also unmaps ::ffff:a.b.c.d
    if (isIpv4)
        return QHostAddress(ipv4);
    Q_IPV6ADDR bytes = peer.toIPv6Address();
    std::fill(std::begin(bytes.c) + 8, std::end(bytes.c), quint8(0));
    return QHostAddress(bytes);
}

bool ConnectionLimiter::tryAcquire(const QHostAddress &key)
{
    const QMutexLocker lock(&m_mutex);
    if (m_total >= m_maxTotal)
        return false;
    int &count = m_perAddress[key];
    // The reserve is for addresses under their fair share.
    if (count >= m_maxPerAddress || (count >= m_fairShare && m_total >= m_maxTotal - m_reserve)) {
        if (count == 0)
            m_perAddress.remove(key);
        return false;
    }
    ++count;
    ++m_total;
    m_peak = std::max(m_peak, m_total);
    return true;
}

void ConnectionLimiter::release(const QHostAddress &key)
{
    const QMutexLocker lock(&m_mutex);
    const auto it = m_perAddress.find(key);
    if (it == m_perAddress.end())
        return;
    --m_total;
    if (--it.value() <= 0)
        m_perAddress.erase(it);
}

bool ConnectionLimiter::takeBurstEnded()
{
    const QMutexLocker lock(&m_mutex);
    if (m_peak - m_total < burstSize || m_total > m_peak / 2)
        return false;
    m_peak = m_total;
    return true;
}
