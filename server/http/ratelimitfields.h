#pragma once

#include <QString>

#include "server/auth/ratelimiter.h"
#include "server/http/httpresponse.h"
#include "server/http/wireanswer.h"

// The rate-limit fields of contract §6 on every answer, and the 429 that refuses one. The full
// path writes them into an HttpResponse, the cache-hit path straight into its wire answer; both
// write the same fields in the same order.
namespace RateLimitFields {

HttpResponse rateLimited(int retryAfterSeconds, const QString &message);
void addTo(HttpResponse &response, const RateLimiter::Decision &decision);
void appendTo(WireAnswer &answer, const RateLimiter::Decision &decision);

} // namespace RateLimitFields
