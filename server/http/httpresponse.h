#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>
#include <functional>
#include <memory>

struct ApiError;
struct DomainError;
class DeferredResponse;

// A response as the pipeline builds it, before it is written to the socket.
struct HttpResponse
{
    int status = 200;
    QByteArray body; // pre-serialized JSON; empty for 304
    QList<QPair<QByteArray, QByteArray>> headers;
    // Kept with a cached copy for routes that act on cache hits too (the /search top result).
    QString cacheNote;
    // Set when the answer comes later (a write waiting for its group commit): the status,
    // headers and body above are then unused, see DeferredResponse.
    std::shared_ptr<DeferredResponse> deferred;

    // Applies a step of the pipeline now, or to the deferred answer when it arrives.
    void finish(const std::function<void(HttpResponse &)> &step);

    void setHeader(const QByteArray &name, const QByteArray &value);
    // For a header known not to be there yet: no search (the per-request hot path).
    void addHeader(const QByteArray &name, const QByteArray &value)
    {
        headers.append({ name, value });
    }
    QByteArray header(const QByteArray &name) const;

    static constexpr QByteArrayView jsonContentType = "application/json; charset=utf-8";

    static HttpResponse json(const QJsonObject &object, int status = 200);
    // {"status":"success","data":data[,"meta":meta]}
    static HttpResponse success(const QJsonValue &data, const QJsonObject &meta = {});
    // The same, with data already written as JSON (JsonWriter): large answers (a feed page).
    static HttpResponse successJson(QByteArrayView data, const QJsonObject &meta = {});
    // The contract's error envelope, written here and nowhere else.
    static HttpResponse fromError(const ApiError &error);
    static HttpResponse fromError(const DomainError &error);
};
