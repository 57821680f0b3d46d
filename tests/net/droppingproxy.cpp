#include "tests/net/droppingproxy.h"

#include <QHostAddress>

DroppingProxy::DroppingProxy(quint16 upstreamPort, QObject *parent)
    : QTcpServer(parent)
    , m_upstreamPort(upstreamPort)
{ }

void DroppingProxy::incomingConnection(qintptr handle)
{
    auto *client = new QTcpSocket(this);
    client->setSocketDescriptor(handle);
    auto *upstream = new QTcpSocket(this);
    upstream->connectToHost(QHostAddress::LocalHost, m_upstreamPort);

    connect(client, &QTcpSocket::readyRead, upstream, [client, upstream] {
        if (upstream->state() == QAbstractSocket::ConnectedState)
            upstream->write(client->readAll());
    });
    connect(upstream, &QTcpSocket::connected, upstream,
        [client, upstream] { upstream->write(client->readAll()); });
    connect(upstream, &QTcpSocket::readyRead, client, [this, client, upstream] {
        const QByteArray data = upstream->readAll();
        if (m_dropNext) {
            m_dropNext = false;
            ++m_dropped;
            client->abort();
            upstream->abort();
            return;
        }
        client->write(data);
    });
    connect(client, &QTcpSocket::disconnected, upstream,
        [upstream] { upstream->disconnectFromHost(); });
    connect(
        upstream, &QTcpSocket::disconnected, client, [client] { client->disconnectFromHost(); });
    connect(client, &QTcpSocket::disconnected, client, &QObject::deleteLater);
    connect(upstream, &QTcpSocket::disconnected, upstream, &QObject::deleteLater);
}
