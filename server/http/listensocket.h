#pragma once

#include <QHostAddress>
#include <QString>

// A listening TCP socket created by hand with SO_REUSEPORT, so that every worker thread can
// accept on the same port with its own QTcpServer (qt64-notes: scaling across cores).
namespace ListenSocket {

// Returns the descriptor, or -1 with *error set. port 0 picks a free port; *boundPort
// receives the real one.
qintptr open(const QHostAddress &address, quint16 port, quint16 *boundPort, QString *error);

} // namespace ListenSocket
