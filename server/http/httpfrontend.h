#pragma once

#include <QAbstractHttpServer>

class RequestPipeline;

// Our one wrapper around QHttpServer (its API changes in 6.5 and 6.8): QHttpServer parses
// HTTP, every request goes to the RequestPipeline, the answer is written back here.
// Handlers are synchronous on purpose: QFuture handlers crash Qt 6.4 under load.
class HttpFrontend final : public QAbstractHttpServer
{
    Q_OBJECT

public:
    explicit HttpFrontend(RequestPipeline &pipeline, QObject *parent = nullptr);

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    RequestPipeline &m_pipeline;
};
