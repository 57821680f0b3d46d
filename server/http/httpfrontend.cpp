#include "server/http/httpfrontend.h"

#include <QHttpServerRequest>
#include <QHttpServerResponder>

#include "server/http/requestpipeline.h"

HttpFrontend::HttpFrontend(RequestPipeline &pipeline, QObject *parent)
    : QAbstractHttpServer(parent)
    , m_pipeline(pipeline)
{ }

bool HttpFrontend::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    const HttpResponse response = m_pipeline.handle(request);
    QHttpServerResponder responder = makeResponder(request, socket);
    responder.writeStatusLine(QHttpServerResponder::StatusCode(response.status));
    for (const auto &[name, value] : response.headers)
        responder.writeHeader(name, value);
    responder.writeHeader("Content-Length", QByteArray::number(response.body.size()));
    responder.writeBody(response.body);
    return true;
}

void HttpFrontend::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    // handleRequest answers every request; this is only reached if it ever returns false.
    makeResponder(request, socket).write(QHttpServerResponder::StatusCode::NotFound);
}
