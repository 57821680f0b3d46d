#pragma once

#include <QHostAddress>
#include <QString>

// A listening TCP socket created by hand (its address family and options under our control).
// Not SO_REUSEPORT: that would let a second catalog-server silently share the port.
namespace ListenSocket {

// Returns the descriptor, or -1 with *error set. port 0 picks a free port; *boundPort
// receives the real one.
qintptr open(const QHostAddress &address, quint16 port, quint16 *boundPort, QString *error);

} // namespace ListenSocket
