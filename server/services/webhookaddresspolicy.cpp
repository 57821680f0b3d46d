#include "server/services/webhookaddresspolicy.h"

#include <QHostInfo>
#include <array>

using namespace Qt::StringLiterals;

namespace {

// Special-purpose space a webhook never calls (contract §13), IPv4 and IPv6.
const QList<Cidr> &internalNetworks()
{
    static const QList<Cidr> networks = [] {
        const std::array texts {
            u"0.0.0.0/8"_s, // "this network", unspecified
            u"10.0.0.0/8"_s, // private
            u"100.64.0.0/10"_s, // shared address space (carrier-grade NAT)
            u"127.0.0.0/8"_s, // loopback
            u"169.254.0.0/16"_s, // link-local, cloud metadata services
            u"172.16.0.0/12"_s, // private
            u"192.0.0.0/24"_s, // IETF protocol assignments
            u"192.0.2.0/24"_s, // documentation
            u"192.88.99.0/24"_s, // 6to4 relay anycast
            u"192.168.0.0/16"_s, // private
            u"198.18.0.0/15"_s, // benchmarking
            u"198.51.100.0/24"_s, // documentation
            u"203.0.113.0/24"_s, // documentation
            u"224.0.0.0/4"_s, // multicast
            u"240.0.0.0/4"_s, // reserved, broadcast
            u"::/128"_s, // unspecified
            u"::1/128"_s, // loopback
            u"100::/64"_s, // discard
            u"2001:db8::/32"_s, // documentation
            u"fc00::/7"_s, // unique local
            u"fe80::/10"_s, // link-local
            u"fec0::/10"_s, // site-local (deprecated)
            u"ff00::/8"_s, // multicast
        };
        QList<Cidr> parsed;
        for (const QString &text : texts)
            parsed << *Cidr::parse(text);
        return parsed;
    }();
    return networks;
}

// An IPv4 address an IPv6 address carries inside it (contract §13: a webhook must not reach
// an internal IPv4 host through an IPv6 spelling of it).
struct Embedded
{
    QHostAddress ipv4;
    // The IPv6 form reaches that IPv4 host itself (IPv4-mapped: the socket connects over IPv4;
    // IPv4-compatible; NAT64: the gateway translates to it), so `serve --webhook-allow` matches
    // it by its IPv4 form. 6to4 and Teredo reach a tunnel's IPv6 site instead: only refused.
    bool sameHost = false;
};

QHostAddress ipv4At(const Q_IPV6ADDR &bytes, int at, quint8 mask = 0)
{
    return QHostAddress(quint32(bytes[at] ^ mask) << 24 | quint32(bytes[at + 1] ^ mask) << 16
        | quint32(bytes[at + 2] ^ mask) << 8 | quint32(bytes[at + 3] ^ mask));
}

// IPv4-mapped (::ffff:0:0/96), IPv4-compatible (::/96), NAT64 (64:ff9b::/96 and the local-use
// 64:ff9b:1::/48 with the address in its last 32 bits), 6to4 (2002::/16, the address in bits
// 16-47) and Teredo (2001::/32, the client's address inverted in the last 32 bits).
std::optional<Embedded> embeddedIpv4(const QHostAddress &address)
{
    if (address.protocol() != QAbstractSocket::IPv6Protocol)
        return std::nullopt;
    const Q_IPV6ADDR bytes = address.toIPv6Address();
    const auto allZero = [&](int from, int to) {
        for (int i = from; i < to; ++i) {
            if (bytes[i] != 0)
                return false;
        }
        return true;
    };
    const bool mapped = allZero(0, 10) && bytes[10] == 0xff && bytes[11] == 0xff;
    const bool compatible = allZero(0, 12) && !allZero(12, 16);
    const bool nat64Prefix
        = bytes[0] == 0x00 && bytes[1] == 0x64 && bytes[2] == 0xff && bytes[3] == 0x9b;
    const bool nat64 = nat64Prefix && allZero(4, 12);
    const bool nat64Local = nat64Prefix && bytes[4] == 0x00 && bytes[5] == 0x01;
    if (mapped || compatible || nat64 || nat64Local)
        return Embedded { ipv4At(bytes, 12), true };
    if (bytes[0] == 0x20 && bytes[1] == 0x02)
        return Embedded { ipv4At(bytes, 2), false };
    if (bytes[0] == 0x20 && bytes[1] == 0x01 && bytes[2] == 0x00 && bytes[3] == 0x00)
        return Embedded { ipv4At(bytes, 12, 0xff), false };
    return std::nullopt;
}

} // namespace

WebhookAddressPolicy::WebhookAddressPolicy(QList<Cidr> allowed)
    : m_allowed(std::move(allowed))
{ }

QString WebhookAddressPolicy::urlProblem(const QUrl &url)
{
    if (!url.isValid() || url.isRelative())
        return u"must be an absolute http or https URL"_s;
    if (url.scheme() != "http"_L1 && url.scheme() != "https"_L1)
        return u"must use http or https"_s;
    if (url.host().isEmpty())
        return u"must name a host"_s;
    if (!url.userInfo().isEmpty())
        return u"must not carry a user name or password"_s;
    if (url.hasFragment())
        return u"must not have a fragment"_s;
    return QString();
}

bool WebhookAddressPolicy::isPublic(const QHostAddress &address)
{
    if (address.isNull())
        return false;
    if (const auto embedded = embeddedIpv4(address); embedded && !isPublic(embedded->ipv4))
        return false;
    const QList<Cidr> &internal = internalNetworks();
    return std::none_of(internal.cbegin(), internal.cend(),
        [&](const Cidr &network) { return network.contains(address); });
}

bool WebhookAddressPolicy::allows(const QHostAddress &address) const
{
    if (address.isNull())
        return false;
    const auto inside = [&](const QHostAddress &candidate) {
        return std::any_of(m_allowed.cbegin(), m_allowed.cend(),
            [&](const Cidr &network) { return network.contains(candidate); });
    };
    if (inside(address))
        return true;
    if (const auto embedded = embeddedIpv4(address);
        embedded && embedded->sameHost && inside(embedded->ipv4))
        return true;
    return isPublic(address);
}

WebhookAddressPolicy::Target WebhookAddressPolicy::resolve(const QString &text) const
{
    Target target;
    target.url = QUrl(text, QUrl::StrictMode);
    target.problem = urlProblem(target.url);
    if (!target.problem.isEmpty())
        return target;
    const QString host = target.url.host();
    QList<QHostAddress> addresses;
    if (QHostAddress literal; literal.setAddress(host)) {
        addresses << literal;
    } else {
        const QHostInfo info = QHostInfo::fromName(host);
        if (info.error() != QHostInfo::NoError || info.addresses().isEmpty()) {
            target.problem = u"its host '%1' does not resolve"_s.arg(host);
            return target;
        }
        addresses = info.addresses();
    }
    for (const QHostAddress &address : std::as_const(addresses)) {
        if (!allows(address)) {
            // Name the way out (contract §13): the server's operator allows a network with
            // `serve --webhook-allow CIDR`.
            target.problem = u"its host '%1' is an internal address (%2): loopback, private, "
                             "link-local, multicast and reserved networks are refused unless "
                             "the server is started with `serve --webhook-allow CIDR`"_s.arg(
                                 host, address.toString());
            target.internal = true;
            return target;
        }
    }
    target.address = addresses.constFirst();
    return target;
}
