#include "server/http/httpresponsewriter.h"

#include "server/http/httpresponse.h"

QByteArray HttpResponseWriter::reasonPhrase(int status)
{
    switch (status) {
    case 100:
        return "Continue";
    case 200:
        return "OK";
    case 304:
        return "Not Modified";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 408:
        return "Request Timeout";
    case 409:
        return "Conflict";
    case 413:
        return "Payload Too Large";
    case 415:
        return "Unsupported Media Type";
    case 422:
        return "Unprocessable Entity";
    case 429:
        return "Too Many Requests";
    case 431:
        return "Request Header Fields Too Large";
    case 503:
        return "Service Unavailable";
    default:
        return status >= 500 ? "Internal Server Error" : "Error";
    }
}

QByteArray HttpResponseWriter::serialize(
    const HttpResponse &response, bool headRequest, Connection connection)
{
    const bool notModified = response.status == 304;
    QByteArray bytes;
    bytes.reserve(response.body.size() + 512);
    bytes += "HTTP/1.1 " + QByteArray::number(response.status) + ' ' + reasonPhrase(response.status)
        + "\r\n";
    for (const auto &[name, value] : response.headers)
        bytes += name + ": " + value + "\r\n";
    if (!notModified)
        bytes += "Content-Length: " + QByteArray::number(response.body.size()) + "\r\n";
    if (connection == Connection::Close)
        bytes += "Connection: close\r\n";
    else if (connection == Connection::KeepAliveHttp10)
        bytes += "Connection: keep-alive\r\n";
    bytes += "\r\n";
    if (!headRequest && !notModified)
        bytes += response.body;
    return bytes;
}
