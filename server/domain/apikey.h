#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QString>
#include <QStringList>
#include <algorithm>
#include <optional>

#include "server/domain/cidr.h"

// An API key as the server knows it. The secret itself is never kept: only salt and hash.
struct ApiKey
{
    QString appId;
    QString name;
    QByteArray secretSalt;
    QByteArray secretHash;
    QStringList abilities;
    std::optional<qint64> sellerId;
    QStringList allowIp; // CIDRs as stored; empty = any address
    QList<Cidr> allowedNetworks; // allowIp parsed once, when the key is read
    int ratePerSecond = 8;
    int ratePerMinute = 240;
    bool active = true;
    QDateTime createdAt;

    bool can(QLatin1StringView ability) const { return abilities.contains(ability); }
    bool allows(const QHostAddress &peer) const
    {
        return allowIp.isEmpty()
            || std::any_of(allowedNetworks.cbegin(), allowedNetworks.cend(),
                [&](const Cidr &network) { return network.contains(peer); });
    }
};

namespace Abilities {
inline constexpr QLatin1StringView Read("read");
inline constexpr QLatin1StringView StockWrite("stock:write");
// Manages the key's own webhooks (contract §6, §13).
inline constexpr QLatin1StringView Webhooks("webhooks");
// Catalog administration, contract §15 (a key with no seller).
inline constexpr QLatin1StringView CatalogAdmin("catalog:admin");
} // namespace Abilities
