#include "server/http/httpfrontend.h"

#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QTcpSocket>

#include "server/http/requestpipeline.h"

namespace {
QByteArray reasonPhrase(int status)
{
    switch (status) {
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
    case 503:
        return "Service Unavailable";
    default:
        return status >= 500 ? "Internal Server Error" : "Error";
    }
}
} // namespace

HttpFrontend::HttpFrontend(RequestPipeline &pipeline, QObject *parent)
    : QAbstractHttpServer(parent)
    , m_pipeline(pipeline)
{ }

bool HttpFrontend::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    const HttpResponse response = m_pipeline.handle(request);
    // One buffer, one write: QHttpServerResponder writes every header line separately.
    QByteArray bytes;
    bytes.reserve(response.body.size() + 512);
    bytes += "HTTP/1.1 " + QByteArray::number(response.status) + ' ' + reasonPhrase(response.status)
        + "\r\n";
    for (const auto &[name, value] : response.headers)
        bytes += name + ": " + value + "\r\n";
    bytes += "Content-Length: " + QByteArray::number(response.body.size()) + "\r\n\r\n";
    if (request.method() != QHttpServerRequest::Method::Head)
        bytes += response.body;
    socket->write(bytes);
    return true;
}

void HttpFrontend::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    // handleRequest answers every request; this is only reached if it ever returns false.
    makeResponder(request, socket).write(QHttpServerResponder::StatusCode::NotFound);
}
