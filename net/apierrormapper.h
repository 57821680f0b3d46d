#pragma once

#include <QByteArray>
#include <QNetworkReply>
#include <functional>

#include "net/apiresult.h"

// The one place that turns what came back (a QNetworkReply error, an HTTP status, the contract's
// error envelope {"status":"error","error":{"code","message","fields"}} and the response
// headers) into an ApiResult. Nothing else in net/ decides a result's kind.
class ApiErrorMapper final
{
public:
    // Reads one response header by name (case-insensitive); empty when absent.
    using HeaderLookup = std::function<QByteArray(const QByteArray &name)>;

    enum class Abort {
        None,
        TimedOut, // our own per-request timer aborted it
        Cancelled, // the caller (or a superseding request) aborted it
    };

    // Pure mapping, also used directly by tests.
    static ApiResult map(int httpStatus, QNetworkReply::NetworkError error, const QByteArray &body,
        const HeaderLookup &header, Abort abort = Abort::None);
    static ApiResult fromReply(
        const QNetworkReply &reply, const QByteArray &body, Abort abort = Abort::None);
    // Retry-After in whole seconds (delta-seconds or an HTTP date); -1 when absent or invalid.
    static int parseRetryAfter(const QByteArray &value);
};
