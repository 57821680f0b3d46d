#pragma once

// Exponential backoff with jitter for retries of transient failures.
class RetryPolicy final
{
public:
    RetryPolicy() = default;
    RetryPolicy(int maxRetries, int baseDelayMs, int maxDelayMs)
        : m_maxRetries(maxRetries)
        , m_baseDelayMs(baseDelayMs)
        , m_maxDelayMs(maxDelayMs)
    { }

    int maxRetries() const { return m_maxRetries; }
    int baseDelayMs() const { return m_baseDelayMs; }
    int maxDelayMs() const { return m_maxDelayMs; }

    // The ceiling for retry number `retry` (1-based): base * 2^(retry-1), capped at maxDelay.
    int ceilingMs(int retry) const;
    // A random delay in [ceiling/2, ceiling] ("equal jitter"): clients that failed together do
    // not come back together, and no retry comes sooner than half the ceiling.
    int delayMs(int retry) const;

private:
    int m_maxRetries = 4;
    int m_baseDelayMs = 500;
    int m_maxDelayMs = 30000;
};
