#pragma once

#include <QHostAddress>
#include <QString>

// A listening TCP socket created by hand, so that every worker thread can accept on it with
// its own QTcpServer over a dup() of the descriptor (qt64-notes: scaling across cores).
// Not SO_REUSEPORT: that would let a second catalog-server silently share the port.
namespace ListenSocket {

// Returns the descriptor, or -1 with *error set. port 0 picks a free port; *boundPort
// receives the real one.
qintptr open(const QHostAddress &address, quint16 port, quint16 *boundPort, QString *error);
qintptr duplicate(qintptr descriptor);

} // namespace ListenSocket
