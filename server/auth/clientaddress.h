#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QList>

#include "server/domain/cidr.h"

// Who the client is (contract §6): the TCP peer, unless the peer is a trusted proxy
// (`serve --trust-proxy`); then the right-most X-Forwarded-For entry that is not itself a
// trusted proxy, as nginx's real_ip_recursive does. Entries further left were written by
// the client and are never used.
namespace ClientAddress {

// forwardedFor: the values of every X-Forwarded-For header, in the order received.
QHostAddress resolve(const QHostAddress &peer, const QList<QByteArray> &forwardedFor,
    const QList<Cidr> &trustedProxies);

} // namespace ClientAddress
