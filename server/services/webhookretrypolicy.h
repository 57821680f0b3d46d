#pragma once

#include <QtGlobal>
#include <optional>

// When a failed webhook delivery is tried again (contract §13): about 5 s, 5 min, 30 min, 2 h,
// 5 h, 10 h, then every 10 h, each with ±20 % jitter (so receivers that came back are not hit
// by every sender at once), never before the receiver's Retry-After, for 3 days from the
// first attempt; then the delivery is given up and its webhook disabled.
namespace WebhookRetryPolicy {

inline constexpr qint64 retryWindowMs = 3LL * 24 * 3600 * 1000;

// The delay after the `failures`-th failed attempt (1 = the first), without jitter.
qint64 baseDelayMs(int failures);
// When to try again, or nullopt when the window from retryFrom has passed.
std::optional<qint64> nextAttemptAt(
    int failures, qint64 now, qint64 retryFrom, std::optional<qint64> retryAfterSeconds);

} // namespace WebhookRetryPolicy
