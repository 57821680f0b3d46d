#include "net/retrypolicy.h"

#include <QRandomGenerator>
#include <algorithm>

int RetryPolicy::ceilingMs(int retry) const
{
    const int shift = std::clamp(retry - 1, 0, 20);
    const qint64 ceiling = qint64(std::max(m_baseDelayMs, 1)) << shift;
    return int(std::min<qint64>(ceiling, std::max(m_maxDelayMs, 1)));
}

int RetryPolicy::delayMs(int retry) const
{
    const int ceiling = ceilingMs(retry);
    const int half = ceiling / 2;
    return half + int(QRandomGenerator::global()->bounded(ceiling - half + 1));
}
