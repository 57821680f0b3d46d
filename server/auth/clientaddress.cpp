#include "server/auth/clientaddress.h"

#include <algorithm>

namespace {
bool trusted(const QHostAddress &address, const QList<Cidr> &proxies)
{
    return std::any_of(proxies.cbegin(), proxies.cend(),
        [&](const Cidr &proxy) { return proxy.contains(address); });
}
} // namespace

QHostAddress ClientAddress::resolve(const QHostAddress &peer, const QList<QByteArray> &forwardedFor,
    const QList<Cidr> &trustedProxies)
{
    if (!trusted(peer, trustedProxies))
        return peer;
    QList<QByteArray> hops;
    for (const QByteArray &header : forwardedFor)
        hops += header.split(',');
    QHostAddress client = peer;
    // Walk from the nearest hop outwards while the hop is one of our proxies.
    for (auto hop = hops.crbegin(); hop != hops.crend(); ++hop) {
        QByteArray text = hop->trimmed();
        if (text.startsWith('[') && text.contains(']')) // [v6]:port
            text = text.mid(1, text.indexOf(']') - 1);
        else if (text.count(':') == 1) // v4:port
            text = text.left(text.indexOf(':'));
        const QHostAddress address(QString::fromLatin1(text));
        if (address.isNull())
            break; // garbage: stop at the last address a trusted proxy vouched for
        client = address;
        if (!trusted(address, trustedProxies))
            break;
    }
    return client;
}
