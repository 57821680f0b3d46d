#include "server/auth/ratelimiter.h"

#include <QDeadlineTimer>
#include <algorithm>

#include "server/storage/ratewindowrepository.h"

namespace {

constexpr qint64 secondMs = 1000;
constexpr qint64 minuteMs = 60'000;

qint64 steadyNow()
{
    return QDeadlineTimer::current(Qt::PreciseTimer).deadlineNSecs() / 1'000'000;
}

void expire(std::deque<qint64> &window, qint64 now, qint64 length)
{
    while (!window.empty() && window.front() <= now - length)
        window.pop_front();
}

// Milliseconds until the window holds fewer than `limit` entries again.
qint64 waitFor(const std::deque<qint64> &window, int limit, qint64 now, qint64 length)
{
    if (int(window.size()) < limit)
        return 0;
    const qint64 leaving = window.at(window.size() - size_t(limit));
    return leaving + length - now;
}

int wholeSecondsAtLeastOne(qint64 ms)
{
    return int(std::max<qint64>(1, (ms + 999) / 1000));
}

} // namespace

RateLimiter::RateLimiter(Clock clock)
    : m_clock(clock ? clock : &steadyNow)
{ }

RateLimiter::Decision RateLimiter::acquire(const QString &key, Limits limits)
{
    const qint64 now = m_clock();
    const std::lock_guard locker(m_mutex);
    forgetIdleKeys(now);
    Windows &windows = m_windows[key];
    windows.lastUse = now;
    expire(windows.second, now, secondMs);
    expire(windows.minute, now, minuteMs);

    const qint64 wait = std::max(waitFor(windows.second, limits.perSecond, now, secondMs),
        waitFor(windows.minute, limits.perMinute, now, minuteMs));
    if (wait <= 0) {
        windows.second.push_back(now);
        windows.minute.push_back(now);
    }
    return describe(windows.second, windows.minute, now, limits, wait <= 0);
}

RateLimiter::Decision RateLimiter::fromSharedWindows(
    const QList<qint64> &times, qint64 now, Limits limits, bool accepted)
{
    std::deque<qint64> second, minute(times.cbegin(), times.cend());
    expire(minute, now, minuteMs);
    std::copy_if(minute.cbegin(), minute.cend(), std::back_inserter(second),
        [now](qint64 at) { return at > now - secondMs; });
    return describe(second, minute, now, limits, accepted);
}

RateLimiter::Decision RateLimiter::describe(const std::deque<qint64> &second,
    const std::deque<qint64> &minute, qint64 now, Limits limits, bool accepted)
{
    Decision decision;
    decision.limits = limits;
    decision.accepted = accepted;
    if (!accepted) {
        decision.retryAfterSeconds
            = wholeSecondsAtLeastOne(std::max(waitFor(second, limits.perSecond, now, secondMs),
                waitFor(minute, limits.perMinute, now, minuteMs)));
    }
    decision.remainingSecond = std::max(0, limits.perSecond - int(second.size()));
    decision.remainingMinute = std::max(0, limits.perMinute - int(minute.size()));
    decision.secondResetSeconds
        = second.empty() ? 0 : wholeSecondsAtLeastOne(second.front() + secondMs - now);
    decision.minuteResetSeconds
        = minute.empty() ? 0 : wholeSecondsAtLeastOne(minute.front() + minuteMs - now);
    return decision;
}

void RateLimiter::refundMinute(const QString &key)
{
    const std::lock_guard locker(m_mutex);
    const auto it = m_windows.find(key);
    if (it != m_windows.end() && !it->minute.empty())
        it->minute.pop_back();
}

void RateLimiter::forgetIdleKeys(qint64 now)
{
    if (now - m_lastSweep < minuteMs)
        return;
    m_lastSweep = now;
    m_windows.removeIf(
        [now](const auto &entry) { return entry.value().lastUse <= now - minuteMs; });
}

RateLimiter::Decision RateLimiter::acquireShared(
    const QSqlDatabase &db, const QString &key, Limits limits)
{
    const RateWindowRepository::Windows windows
        = RateWindowRepository(db).acquire(key, limits.perSecond, limits.perMinute);
    return fromSharedWindows(windows.times, windows.nowMs, limits, windows.accepted);
}

void RateLimiter::refundShared(const QSqlDatabase &db, const QString &key)
{
    RateWindowRepository(db).refundLatest(key);
}
