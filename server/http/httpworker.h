#pragma once

#include <QObject>

class Database;
class GuardedTcpServer;
class HttpFrontend;
class QTcpServer;
class RequestPipeline;

// One worker thread's HTTP front end, created and run inside its thread. It serves the
// connections the dispatcher hands it (round robin), so the load is spread evenly.
class HttpWorker final : public QObject
{
    Q_OBJECT

public:
    HttpWorker(RequestPipeline &pipeline, const Database &database, qintptr socketDescriptor);

    // Run in the worker's thread.
    void start();
    void adopt(qintptr socketDescriptor);
    void shutdown();

private:
    RequestPipeline &m_pipeline;
    const Database &m_database;
    qintptr m_socketDescriptor;
    GuardedTcpServer *m_tcpServer = nullptr;
    HttpFrontend *m_frontend = nullptr;
};
