#include "server/http/guardedtcpserver.h"

#include <QTcpSocket>

GuardedTcpServer::GuardedTcpServer(
    ConnectionGuard::Limits limits, int maxConnections, QObject *parent)
    : QTcpServer(parent)
    , m_limits(limits)
    , m_maxConnections(maxConnections)
{ }

void GuardedTcpServer::incomingConnection(qintptr socketDescriptor)
{
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(socketDescriptor)) {
        delete socket;
        return;
    }
    if (m_open >= m_maxConnections) {
        ConnectionGuard::refuse(socket, 503, "Service Unavailable", "overloaded",
            "Too many open connections; retry shortly.");
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        return;
    }
    ++m_open;
    connect(socket, &QObject::destroyed, this, [this] { --m_open; });
    new ConnectionGuard(socket, m_limits); // connects to readyRead before QHttpServer does
    addPendingConnection(socket);
}
