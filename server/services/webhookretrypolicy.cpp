#include "server/services/webhookretrypolicy.h"

#include <QRandomGenerator>
#include <algorithm>
#include <array>

qint64 WebhookRetryPolicy::baseDelayMs(int failures)
{
    constexpr qint64 second = 1000;
    constexpr std::array<qint64, 6> delays { 5 * second, 5 * 60 * second, 30 * 60 * second,
        2 * 3600 * second, 5 * 3600 * second, 10 * 3600 * second };
    return delays.at(
        std::clamp<std::size_t>(std::size_t(std::max(failures, 1)) - 1, 0, delays.size() - 1));
}

std::optional<qint64> WebhookRetryPolicy::nextAttemptAt(
    int failures, qint64 now, qint64 retryFrom, std::optional<qint64> retryAfterSeconds)
{
    const qint64 base = baseDelayMs(failures);
    const qint64 jitter
        = qint64(QRandomGenerator::global()->bounded(0.4) * double(base)) - base / 5;
    qint64 delay = base + jitter;
    // Retry-After is honoured up to the longest backoff step.
    if (retryAfterSeconds)
        delay = std::max(delay, std::min(*retryAfterSeconds * 1000, baseDelayMs(6)));
    const qint64 at = now + delay;
    if (at > retryFrom + retryWindowMs)
        return std::nullopt;
    return at;
}
