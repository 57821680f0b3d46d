#pragma once

#include <QString>

// Per-request settings of an ApiClient call.
struct RequestOptions
{
    enum class Priority {
        Interactive, // scans, search-as-you-type: sent first
        Background, // prefetch, paging: sent when no interactive request waits
    };

    Priority priority = Priority::Interactive;
    // A newer request of the same non-empty group cancels the older one, queued or in flight
    // (e.g. "suggestions" while typing).
    QString supersedeGroup;
    // Per attempt, until the whole answer arrived.
    int timeoutMs = 15000;
    // Retries after connection errors, timeouts and 5xx; -1 = the client's RetryPolicy.
    int maxRetries = -1;
    // Waits of Retry-After after a 429 before giving up with RateLimited.
    int maxRateLimitRetries = 5;
    // Send If-None-Match from the ETag cache (GET only).
    bool useEtag = true;
    // Send Cache-Control: no-cache (the server reads fresh data).
    bool noCache = false;

    static RequestOptions background()
    {
        RequestOptions options;
        options.priority = Priority::Background;
        return options;
    }
};
