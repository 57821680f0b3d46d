#include "server/http/ratelimitfields.h"

#include "server/http/apierror.h"

using namespace Qt::StringLiterals;

namespace {

// The parts of the rate-limit fields that depend on the limits only, formatted once per
// thread and limits.
struct FormattedLimits
{
    RateLimiter::Limits limits { -1, -1 };
    QByteArray perSecond, perMinute, policy;
};

const FormattedLimits &formattedLimits(const RateLimiter::Limits &limits)
{
    thread_local FormattedLimits formatted;
    if (formatted.limits.perSecond != limits.perSecond
        || formatted.limits.perMinute != limits.perMinute) {
        formatted.limits = limits;
        formatted.perSecond = QByteArray::number(limits.perSecond);
        formatted.perMinute = QByteArray::number(limits.perMinute);
        formatted.policy = "\"burst\";q=" + formatted.perSecond
            + ";w=1, \"minute\";q=" + formatted.perMinute + ";w=60";
    }
    return formatted;
}

// RateLimit: the window with the least left.
struct TightestWindow
{
    bool burst;
    int remaining;
    int resetSeconds;
};

TightestWindow tightestWindow(const RateLimiter::Decision &decision)
{
    const bool burst = decision.remainingSecond <= decision.remainingMinute;
    return { burst, burst ? decision.remainingSecond : decision.remainingMinute,
        burst ? decision.secondResetSeconds : decision.minuteResetSeconds };
}

} // namespace

namespace RateLimitFields {

HttpResponse rateLimited(int retryAfterSeconds, const QString &message)
{
    // retry_after: the same number as Retry-After, for clients that read only the body.
    ApiError error { 429, u"rate_limited"_s, message, {},
        { { u"retry_after"_s, retryAfterSeconds } },
        { { "Retry-After", QByteArray::number(retryAfterSeconds) } } };
    return HttpResponse::fromError(error);
}

void addTo(HttpResponse &response, const RateLimiter::Decision &decision)
{
    const FormattedLimits &formatted = formattedLimits(decision.limits);
    response.addHeader("X-RateLimit-Limit-Second", formatted.perSecond);
    response.addHeader("X-RateLimit-Limit-Minute", formatted.perMinute);
    response.addHeader(
        "X-RateLimit-Remaining-Second", QByteArray::number(decision.remainingSecond));
    response.addHeader(
        "X-RateLimit-Remaining-Minute", QByteArray::number(decision.remainingMinute));
    response.addHeader("RateLimit-Policy", formatted.policy);
    const TightestWindow window = tightestWindow(decision);
    response.addHeader("RateLimit",
        (window.burst ? QByteArray("\"burst\";r=") : QByteArray("\"minute\";r="))
            + QByteArray::number(window.remaining)
            + ";t=" + QByteArray::number(window.resetSeconds));
}

// The same fields as addTo, in wire form, in the same order.
void appendTo(WireAnswer &answer, const RateLimiter::Decision &decision)
{
    const FormattedLimits &formatted = formattedLimits(decision.limits);
    answer.append("X-RateLimit-Limit-Second: ");
    answer.append(formatted.perSecond);
    answer.append("\r\nX-RateLimit-Limit-Minute: ");
    answer.append(formatted.perMinute);
    answer.append("\r\nX-RateLimit-Remaining-Second: ");
    answer.appendNumber(decision.remainingSecond);
    answer.append("\r\nX-RateLimit-Remaining-Minute: ");
    answer.appendNumber(decision.remainingMinute);
    answer.append("\r\nRateLimit-Policy: ");
    answer.append(formatted.policy);
    const TightestWindow window = tightestWindow(decision);
    answer.append(window.burst ? "\r\nRateLimit: \"burst\";r=" : "\r\nRateLimit: \"minute\";r=");
    answer.appendNumber(window.remaining);
    answer.append(";t=");
    answer.appendNumber(window.resetSeconds);
    answer.append("\r\n");
}

} // namespace RateLimitFields
