#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>

struct ApiError;

// A response as the pipeline builds it, before it is written to the socket.
struct HttpResponse
{
    int status = 200;
    QByteArray body; // pre-serialized JSON; empty for 304
    QList<QPair<QByteArray, QByteArray>> headers;
    // Kept with a cached copy for routes that act on cache hits too (the /search top result).
    QString cacheNote;

    void setHeader(const QByteArray &name, const QByteArray &value);
    // For a header known not to be there yet: no search (the per-request hot path).
    void addHeader(const QByteArray &name, const QByteArray &value)
    {
        headers.append({ name, value });
    }
    QByteArray header(const QByteArray &name) const;

    static HttpResponse json(const QJsonObject &object, int status = 200);
    // {"status":"success","data":data[,"meta":meta]}
    static HttpResponse success(const QJsonValue &data, const QJsonObject &meta = {});
    // The contract's error envelope, written here and nowhere else.
    static HttpResponse fromError(const ApiError &error);
};
