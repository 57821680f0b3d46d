#pragma once

#include <QHostAddress>
#include <QString>
#include <optional>

// One allowlist entry: an IPv4 or IPv6 network (a bare address is a /32 or /128).
class Cidr final
{
public:
    static std::optional<Cidr> parse(const QString &text);

    // IPv4-mapped IPv6 peers (::ffff:a.b.c.d) match IPv4 networks.
    bool contains(const QHostAddress &address) const;
    QString toString() const;

private:
    QHostAddress m_network;
    int m_prefixLength = 0;
};
