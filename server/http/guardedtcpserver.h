#pragma once

#include <QTcpServer>

#include "server/http/connectionguard.h"

// A QTcpServer that puts a ConnectionGuard on every connection before QHttpServer sees it,
// and refuses connections beyond a cap with 503 instead of running out of descriptors.
class GuardedTcpServer final : public QTcpServer
{
    Q_OBJECT

public:
    GuardedTcpServer(ConnectionGuard::Limits limits, int maxConnections, QObject *parent = nullptr);

    // Takes a connection accepted elsewhere (the dispatcher) as if accepted here.
    void adopt(qintptr socketDescriptor) { incomingConnection(socketDescriptor); }

protected:
    void incomingConnection(qintptr socketDescriptor) override;

private:
    ConnectionGuard::Limits m_limits;
    int m_maxConnections;
    int m_open = 0;
};
