#include "server/services/keyservice.h"

#include <QDateTime>
#include <QJsonArray>
#include <QRandomGenerator>

#include "server/auth/secrethasher.h"
#include "server/domain/apikey.h"
#include "server/domain/cidr.h"
#include "server/storage/database.h"
#include "server/storage/keyrepository.h"
#include "server/storage/sellerrepository.h"

using namespace Qt::StringLiterals;

KeyService::KeyService(const Database &database)
    : m_database(database)
{ }

std::optional<QString> KeyService::validate(const NewKey &request)
{
    if (request.name.trimmed().isEmpty())
        return u"--name must not be empty"_s;
    if (request.abilities.isEmpty())
        return u"--abilities needs at least one of: read, stock:write, webhooks, catalog:admin"_s;
    for (const QString &ability : request.abilities) {
        if (ability != Abilities::Read && ability != Abilities::StockWrite
            && ability != Abilities::Webhooks && ability != Abilities::CatalogAdmin)
            return u"unknown ability '%1' (known: read, stock:write, webhooks, catalog:admin)"_s
                .arg(ability);
    }
    if (request.abilities.contains(QString(Abilities::StockWrite)) && !request.sellerId)
        return u"stock:write needs --seller ID (a key bound to one seller)"_s;
    // Contract §15: the marketplace's admin is no seller.
    if (request.abilities.contains(QString(Abilities::CatalogAdmin)) && request.sellerId)
        return u"catalog:admin is for a key with no --seller"_s;
    if (request.sellerId && *request.sellerId < 1)
        return u"--seller must be a positive integer"_s;
    for (const QString &cidr : request.allowIp) {
        if (!Cidr::parse(cidr))
            return u"--allow-ip '%1' is not an IPv4 or IPv6 address or CIDR"_s.arg(cidr);
    }
    if (request.ratePerSecond < 1 || request.ratePerMinute < 1)
        return u"rate limits must be positive integers"_s;
    return std::nullopt;
}

std::optional<QString> KeyService::create(const NewKey &request, Issued *issued) const
{
    if (auto error = validate(request))
        return error;
    const KeyRepository keys(m_database.connection());
    if (request.sellerId && !SellerRepository(m_database.connection()).exists(*request.sellerId))
        return u"seller %1 does not exist"_s.arg(*request.sellerId);

    ApiKey key;
    quint32 random[3];
    QRandomGenerator::system()->fillRange(random);
    key.appId = u"app_%1%2%3"_s.arg(random[0], 8, 16, QLatin1Char('0'))
                    .arg(random[1], 8, 16, QLatin1Char('0'))
                    .arg(random[2] & 0xffff, 4, 16, QLatin1Char('0'));
    key.name = request.name.trimmed();
    const QByteArray secret = SecretHasher::newSecret();
    key.secretSalt = SecretHasher::newSalt();
    key.secretHash = SecretHasher::hash(key.secretSalt, secret);
    key.abilities = request.abilities;
    key.abilities.removeDuplicates();
    key.sellerId = request.sellerId;
    for (const QString &cidr : request.allowIp)
        key.allowIp << Cidr::parse(cidr)->toString();
    key.ratePerSecond = request.ratePerSecond;
    key.ratePerMinute = request.ratePerMinute;
    key.createdAt = QDateTime::currentDateTimeUtc();
    keys.insert(key);
    *issued = { key.appId, secret };
    return std::nullopt;
}

QList<QJsonObject> KeyService::list() const
{
    QList<QJsonObject> result;
    for (const ApiKey &key : KeyRepository(m_database.connection()).list()) {
        result << QJsonObject {
            { u"app_id"_s, key.appId },
            { u"name"_s, key.name },
            { u"abilities"_s, QJsonArray::fromStringList(key.abilities) },
            { u"seller_id"_s, key.sellerId ? QJsonValue(*key.sellerId) : QJsonValue() },
            { u"allow_ip"_s, QJsonArray::fromStringList(key.allowIp) },
            { u"rate_per_second"_s, key.ratePerSecond },
            { u"rate_per_minute"_s, key.ratePerMinute },
            { u"active"_s, key.active },
            { u"created_at"_s, key.createdAt.toUTC().toString(Qt::ISODate) },
        };
    }
    return result;
}

bool KeyService::revoke(const QString &appId) const
{
    return KeyRepository(m_database.connection()).revoke(appId);
}
