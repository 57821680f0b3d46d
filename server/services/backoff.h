#pragma once

#include <QList>
#include <QtGlobal>
#include <chrono>
#include <optional>

// When a failed attempt is tried again: the one rule of the server's followers (contract §13
// webhooks, §14 shop sync; docs/architecture.md). A table of delays, the n-th failure waits
// the n-th (the last one repeats), each with ±20 % jitter so that peers that come back are not
// hit by every sender at the same second, never before the other side's Retry-After (honoured
// up to the longest step), and, for a schedule with a window, given up once the window from
// the first failure has passed. A value: the schedules differ, the rule is written once.
class Backoff final
{
public:
    using Delays = QList<std::chrono::milliseconds>;

    // Contract §13: about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, then every 10 h, for 3 days.
    static Backoff webhook();
    // Contract §14: 1, 2, 4 ... 128 s, then about every 4 minutes (at most 5 with its jitter),
    // for as long as it takes: a shop sells on while upstream is away, and its queue drains
    // once upstream answers again.
    static Backoff sync();

    Backoff(Delays delays, std::optional<std::chrono::milliseconds> window);

    std::optional<std::chrono::milliseconds> window() const { return m_window; }
    std::chrono::milliseconds longest() const;
    // After the `failures`-th failed attempt in a row (1 = the first), without jitter.
    std::chrono::milliseconds baseDelay(int failures) const;
    // The wait after the `failures`-th failure. unit in [0, 1) picks the jitter (0: 20 % less,
    // 0.5: none, towards 1: 20 % more); without it, at random.
    std::chrono::milliseconds delay(int failures, std::optional<std::chrono::seconds> retryAfter,
        std::optional<double> unit = std::nullopt) const;
    // When to try again (ms since the epoch), or nullopt when that is past the window that
    // began at firstFailureAt.
    std::optional<qint64> nextAttemptAt(int failures, qint64 now, qint64 firstFailureAt,
        std::optional<std::chrono::seconds> retryAfter,
        std::optional<double> unit = std::nullopt) const;

private:
    Delays m_delays;
    std::optional<std::chrono::milliseconds> m_window;
};
