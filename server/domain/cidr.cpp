#include "server/domain/cidr.h"

using namespace Qt::StringLiterals;

std::optional<Cidr> Cidr::parse(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return std::nullopt;
    Cidr cidr;
    if (!trimmed.contains(u'/')) {
        if (!cidr.m_network.setAddress(trimmed))
            return std::nullopt;
        bool mapped = false;
        const quint32 ipv4 = cidr.m_network.toIPv4Address(&mapped);
        if (mapped)
            cidr.m_network = QHostAddress(ipv4); // ::ffff:a.b.c.d is a.b.c.d
        cidr.m_prefixLength = cidr.m_network.protocol() == QAbstractSocket::IPv4Protocol ? 32 : 128;
        return cidr;
    }
    const QString prefix = trimmed.section(u'/', 1);
    bool numeric = false;
    prefix.toInt(&numeric);
    if (!numeric) // parseSubnet also takes netmasks; we accept prefix lengths only
        return std::nullopt;
    const auto [network, length] = QHostAddress::parseSubnet(trimmed);
    if (network.isNull() || length < 0)
        return std::nullopt;
    cidr.m_network = network;
    cidr.m_prefixLength = length;
    // ::ffff:10.0.0.0/104 is the IPv4 network 10.0.0.0/8: peers are compared in IPv4 form.
    bool mapped = false;
    const quint32 ipv4 = network.toIPv4Address(&mapped);
    if (mapped && network.protocol() == QAbstractSocket::IPv6Protocol && length >= 96) {
        cidr.m_network = QHostAddress(ipv4);
        cidr.m_prefixLength = length - 96;
    }
    return cidr;
}

bool Cidr::contains(const QHostAddress &address) const
{
    QHostAddress peer = address;
    bool mapped = false;
    const quint32 ipv4 = address.toIPv4Address(&mapped);
    if (mapped)
        peer = QHostAddress(ipv4);
    return peer.isInSubnet(m_network, m_prefixLength);
}

QString Cidr::toString() const
{
    return m_network.toString() + u'/' + QString::number(m_prefixLength);
}
