#pragma once

#include <QList>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>

// A loopback TCP proxy in front of the real server. When armed, the next response bytes from
// the server are swallowed and both connections closed: the request was processed, the
// client never learns the answer ("a response lost after the server applied it").
class DroppingProxy final : public QTcpServer
{
    Q_OBJECT
public:
    DroppingProxy(quint16 upstreamPort, QObject *parent = nullptr);

    void armDrop() { m_dropNext = true; }
    int dropped() const { return m_dropped; }

protected:
    void incomingConnection(qintptr handle) override;

private:
    quint16 m_upstreamPort;
    bool m_dropNext = false;
    int m_dropped = 0;
};
