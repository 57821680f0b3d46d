#include "net/ratepacer.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 SecondMs = 1000;
constexpr qint64 MinuteMs = 60000;
// Waits shorter than this are ordinary pacing and not shown as "waiting".
constexpr qint64 VisibleWaitMs = 1000;

int headerInt(const std::function<QByteArray(const QByteArray &)> &header, const QByteArray &name)
{
    bool ok = false;
    const int value = header(name).trimmed().toInt(&ok);
    return ok ? value : -1;
}

} // namespace

RatePacer::RatePacer(QObject *parent)
    : QObject(parent)
    , m_blockedUntil(0)
{
    m_clock.start();
    m_wakeTimer.setSingleShot(true);
    m_wakeTimer.setTimerType(Qt::PreciseTimer);
    connect(&m_wakeTimer, &QTimer::timeout, this, &RatePacer::pump);
    m_countdown.setInterval(1000);
    connect(&m_countdown, &QTimer::timeout, this, [this] {
        const qint64 left = m_waitEndsAt - m_clock.elapsed();
        Q_EMIT waitingChanged(true, int(std::max<qint64>(0, (left + 999) / 1000)));
    });
}

void RatePacer::setLimits(int perSecond, int perMinute)
{
    perSecond = std::max(1, perSecond);
    perMinute = std::max(1, perMinute);
    if (perSecond == m_limitSecond && perMinute == m_limitMinute)
        return;
    m_limitSecond = perSecond;
    m_limitMinute = perMinute;
    Q_EMIT limitsChanged(perSecond, perMinute);
    schedulePump();
}

void RatePacer::enqueue(quint64 ticket, Priority priority, bool front)
{
    auto &queue = priority == Priority::Interactive ? m_interactive : m_background;
    if (front)
        queue.push_front(ticket);
    else
        queue.push_back(ticket);
    schedulePump();
}

bool RatePacer::remove(quint64 ticket)
{
    for (auto *queue : { &m_interactive, &m_background }) {
        const auto it = std::find(queue->begin(), queue->end(), ticket);
        if (it != queue->end()) {
            queue->erase(it);
            schedulePump();
            return true;
        }
    }
    return false;
}

void RatePacer::release(quint64 ticket, bool counted)
{
    if (!m_inFlight.remove(ticket))
        return;
    if (counted) {
        const qint64 now = m_clock.elapsed();
        m_secondWindow.push_back(now);
        m_minuteWindow.push_back(now);
    }
    schedulePump();
}

void RatePacer::addPhantoms(std::deque<qint64> &window, int count, qint64 now)
{
    // Sends we did not see (or that the server counted differently): assume they happened now,
    // which only ever makes us wait longer, never shorter.
    for (int i = 0; i < count; ++i)
        window.push_back(now);
}

void RatePacer::observe(const std::function<QByteArray(const QByteArray &)> &header)
{
    const int limitSecond = headerInt(header, "X-RateLimit-Limit-Second"_ba);
    const int limitMinute = headerInt(header, "X-RateLimit-Limit-Minute"_ba);
    if (limitSecond > 0 || limitMinute > 0)
        setLimits(limitSecond > 0 ? limitSecond : m_limitSecond,
            limitMinute > 0 ? limitMinute : m_limitMinute);

    const int remainingSecond = headerInt(header, "X-RateLimit-Remaining-Second"_ba);
    const int remainingMinute = headerInt(header, "X-RateLimit-Remaining-Minute"_ba);
    if (remainingSecond < 0 && remainingMinute < 0)
        return;
    const qint64 now = m_clock.elapsed();
    prune(now);
    if (remainingSecond >= 0) {
        const int serverUsed = m_limitSecond - remainingSecond;
        const int missing = serverUsed - int(m_secondWindow.size() + m_inFlight.size());
        if (missing > 0)
            addPhantoms(m_secondWindow, missing, now);
    }
    if (remainingMinute >= 0) {
        const int serverUsed = m_limitMinute - remainingMinute;
        const int missing = serverUsed - int(m_minuteWindow.size() + m_inFlight.size());
        if (missing > 0)
            addPhantoms(m_minuteWindow, missing, now);
    }
    if (remainingSecond != m_remainingSecond || remainingMinute != m_remainingMinute) {
        m_remainingSecond = remainingSecond;
        m_remainingMinute = remainingMinute;
        Q_EMIT remainingChanged(remainingSecond, remainingMinute);
    }
}

void RatePacer::blockFor(int seconds)
{
    m_marginMs = std::min(500, std::max(m_marginMs * 2, 25));
    const QDeadlineTimer until(qint64(std::max(seconds, 1)) * 1000, Qt::PreciseTimer);
    if (until.deadline() > m_blockedUntil.deadline())
        m_blockedUntil = until;
    schedulePump();
}

int RatePacer::sentInLastSecond()
{
    prune(m_clock.elapsed());
    return int(m_secondWindow.size() + m_inFlight.size());
}

void RatePacer::prune(qint64 now)
{
    while (!m_secondWindow.empty() && m_secondWindow.front() + SecondMs + m_marginMs <= now)
        m_secondWindow.pop_front();
    while (!m_minuteWindow.empty() && m_minuteWindow.front() + MinuteMs + m_marginMs <= now)
        m_minuteWindow.pop_front();
}

qint64 RatePacer::waitMs(qint64 now) const
{
    qint64 wait = std::max<qint64>(0, m_blockedUntil.remainingTime());
    const qint64 inFlight = qint64(m_inFlight.size());
    const auto over = [&](const std::deque<qint64> &window, int limit, qint64 span) -> qint64 {
        const qint64 total = qint64(window.size()) + inFlight;
        if (total < limit)
            return 0;
        // How many answered entries must leave the window before one more send fits.
        const qint64 mustLeave = total - limit + 1;
        if (mustLeave > qint64(window.size()))
            return -1; // only an answer to a request in flight can free a slot
        const qint64 leaving = window[size_t(mustLeave - 1)];
        return std::max<qint64>(0, leaving + span + m_marginMs - now);
    };
    for (const qint64 w : { over(m_secondWindow, m_limitSecond, SecondMs),
             over(m_minuteWindow, m_limitMinute, MinuteMs) }) {
        if (w < 0)
            return -1;
        wait = std::max(wait, w);
    }
    return wait;
}

void RatePacer::schedulePump()
{
    // Coalesce: several enqueues in one event-loop turn lead to one pump.
    if (m_pumpScheduled)
        return;
    m_pumpScheduled = true;
    QTimer::singleShot(0, this, [this] {
        m_pumpScheduled = false;
        pump();
    });
}

void RatePacer::pump()
{
    while (!m_interactive.empty() || !m_background.empty()) {
        if (int(m_inFlight.size()) >= m_maxInFlight) {
            setWaiting(false, 0);
            return; // release() pumps again
        }
        const qint64 now = m_clock.elapsed();
        prune(now);
        const qint64 wait = waitMs(now);
        if (wait < 0) {
            setWaiting(false, 0);
            return; // release() pumps again
        }
        if (wait > 0) {
            m_wakeTimer.start(int(std::min<qint64>(wait, MinuteMs + m_marginMs)));
            setWaiting(true, wait);
            return;
        }
        auto &queue = m_interactive.empty() ? m_background : m_interactive;
        const quint64 ticket = queue.front();
        queue.pop_front();
        m_inFlight.insert(ticket);
        Q_EMIT ready(ticket);
    }
    setWaiting(false, 0);
}

void RatePacer::setWaiting(bool waiting, qint64 waitMs)
{
    const bool visible = waiting && (waitMs >= VisibleWaitMs || m_blockedUntil.remainingTime() > 0);
    const int seconds = visible ? int((waitMs + 999) / 1000) : 0;
    if (visible) {
        m_waitEndsAt = m_clock.elapsed() + waitMs;
        if (!m_countdown.isActive())
            m_countdown.start();
    } else {
        m_countdown.stop();
    }
    // Pumps happen on every answer; tell the UI only what changed.
    if (visible == m_waiting && seconds == m_waitSeconds)
        return;
    m_waiting = visible;
    m_waitSeconds = seconds;
    Q_EMIT waitingChanged(visible, seconds);
}
