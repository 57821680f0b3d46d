#pragma once

#include <QByteArray>

struct HttpResponse;

// Serializes a response for the wire: status line, headers, Content-Length and body in one
// buffer, so the socket gets one write per response.
class HttpResponseWriter final
{
public:
    enum class Connection {
        KeepAlive, // HTTP/1.1 default: no Connection header
        KeepAliveHttp10, // an HTTP/1.0 client asked to keep the connection: say so
        Close, // "Connection: close"; the server closes after this response
    };

    // A HEAD response carries the GET response's headers, Content-Length included, but no
    // body; a 304 carries neither a body nor a Content-Length (RFC 9110 §8.6).
    static QByteArray serialize(
        const HttpResponse &response, bool headRequest, Connection connection);
    static QByteArray reasonPhrase(int status);
};
