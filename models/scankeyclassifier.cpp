#include "models/scankeyclassifier.h"

void ScanKeyClassifier::keyPressed(qint64 ms)
{
    m_times.append(ms);
}

double ScanKeyClassifier::averageIntervalMs(qint64 terminatorMs) const
{
    if (m_times.isEmpty())
        return 0;
    // n keys and the terminator: n gaps.
    return double(terminatorMs - m_times.first()) / double(m_times.size());
}

bool ScanKeyClassifier::looksLikeScanner(qint64 terminatorMs) const
{
    if (m_times.size() < m_thresholds.minLength)
        return false;
    qint64 previous = m_times.first();
    for (qsizetype i = 1; i <= m_times.size(); ++i) {
        const qint64 t = i < m_times.size() ? m_times.at(i) : terminatorMs;
        if (t - previous > m_thresholds.maxGapMs)
            return false;
        previous = t;
    }
    return averageIntervalMs(terminatorMs) <= m_thresholds.maxAverageIntervalMs;
}
