#pragma once

#include <QObject>

class ConnectionLimiter;
class Database;
class RequestPipeline;

// One worker thread's share of the connections, created in the dispatcher's thread and
// moved to its own. It serves the connections the dispatcher hands it (round robin), so the
// load is spread evenly; each becomes an HttpConnection unless a connection cap is reached.
class HttpWorker final : public QObject
{
    Q_OBJECT

public:
    HttpWorker(RequestPipeline &pipeline, const Database &database, ConnectionLimiter &limiter);

    // Run in the worker's thread.
    void adopt(qintptr socketDescriptor);
    // Stops taking connections, lets the requests being handled finish, closes the rest.
    void shutdown();

private:
    RequestPipeline &m_pipeline;
    const Database &m_database;
    ConnectionLimiter &m_limiter;
    bool m_stopping = false;
};
