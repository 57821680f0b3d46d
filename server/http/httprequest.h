#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QHostAddress>
#include <QList>
#include <QUrl>
#include <functional>
#include <utility>

// One request as the connection parsed it (HttpRequestParser), handed to the pipeline.
struct HttpRequest
{
    QByteArray method; // as sent: "GET", "HEAD", "TRACE", ...
    QByteArray target; // the raw request-target, percent-encoding intact
    QList<std::pair<QByteArray, QByteArray>> headers; // in order, names as sent
    QByteArray body;
    QHostAddress peer; // the TCP peer
    bool keepAlive = true;
    int httpMajor = 1;
    int httpMinor = 1;
    // Thread-safe: whether the client has closed its connection (its answer would be
    // dropped). Set by the connection for the requests it hands to the pipeline.
    std::function<bool()> clientGone;

    // The target parsed (not done by the parser: a cache hit never needs it).
    QUrl url() const { return QUrl::fromEncoded(target); }
    // Case-insensitive; the first field of that name, or an empty array.
    QByteArray header(QByteArrayView name) const;
    bool hasHeader(QByteArrayView name) const;
};
