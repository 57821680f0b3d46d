#pragma once

#include <QObject>

class Database;
class HttpFrontend;
class QTcpServer;
class RequestPipeline;

// One worker thread's HTTP front end: created and run inside its thread, accepting on an
// listening socket shared with the other workers.
class HttpWorker final : public QObject
{
    Q_OBJECT

public:
    HttpWorker(RequestPipeline &pipeline, const Database &database, qintptr socketDescriptor);

    // Run in the worker's thread.
    void start();
    void shutdown();

private:
    RequestPipeline &m_pipeline;
    const Database &m_database;
    qintptr m_socketDescriptor;
    QTcpServer *m_tcpServer = nullptr;
    HttpFrontend *m_frontend = nullptr;
};
