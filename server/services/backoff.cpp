#include "server/services/backoff.h"

#include <QRandomGenerator>
#include <algorithm>

using namespace std::chrono_literals;

Backoff Backoff::webhook()
{
    return Backoff({ 5s, 5min, 30min, 2h, 5h, 10h }, std::chrono::hours(3 * 24));
}

Backoff Backoff::sync()
{
    return Backoff({ 1s, 2s, 4s, 8s, 16s, 32s, 64s, 128s, 250s }, std::nullopt);
}

Backoff::Backoff(Delays delays, std::optional<std::chrono::milliseconds> window)
    : m_delays(std::move(delays))
    , m_window(window)
{
    Q_ASSERT(!m_delays.isEmpty());
}

std::chrono::milliseconds Backoff::longest() const
{
    return *std::max_element(m_delays.cbegin(), m_delays.cend());
}

std::chrono::milliseconds Backoff::baseDelay(int failures) const
{
    const qsizetype index = std::clamp<qsizetype>(qsizetype(failures) - 1, 0, m_delays.size() - 1);
    return m_delays.at(index);
}

std::chrono::milliseconds Backoff::delay(
    int failures, std::optional<std::chrono::seconds> retryAfter, std::optional<double> unit) const
{
    const qint64 base = baseDelay(failures).count();
    const double at
        = std::clamp(unit.value_or(QRandomGenerator::global()->generateDouble()), 0.0, 1.0);
    // ±20 %: unit 0 is a fifth less, 0.5 the base, 1 a fifth more.
    std::chrono::milliseconds wait(base + qint64((at - 0.5) * 0.4 * double(base)));
    if (retryAfter) {
        wait = std::max(
            wait, std::min<std::chrono::milliseconds>(std::max(*retryAfter, 0s), longest()));
    }
    return wait;
}

std::optional<qint64> Backoff::nextAttemptAt(int failures, qint64 now, qint64 firstFailureAt,
    std::optional<std::chrono::seconds> retryAfter, std::optional<double> unit) const
{
    const qint64 at = now + delay(failures, retryAfter, unit).count();
    if (m_window && at > firstFailureAt + m_window->count())
        return std::nullopt;
    return at;
}
