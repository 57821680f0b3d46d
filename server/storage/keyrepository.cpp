#include "server/storage/keyrepository.h"

#include <QSqlQuery>
#include <QVariant>
#include <atomic>

#include "server/storage/cachebus.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

const QString selectColumns
    = u"SELECT app_id, name, secret_salt, secret_hash, abilities, seller_id, "
      "allow_ip, rate_per_second, rate_per_minute, active, created_at "
      "FROM api_keys "_s;

ApiKey keyFromRow(const QSqlQuery &row)
{
    ApiKey key;
    key.appId = row.value(0).toString();
    key.name = row.value(1).toString();
    key.secretSalt = row.value(2).toByteArray();
    key.secretHash = row.value(3).toByteArray();
    key.abilities = row.value(4).toString().split(u',', Qt::SkipEmptyParts);
    if (!row.value(5).isNull())
        key.sellerId = row.value(5).toLongLong();
    key.allowIp = row.value(6).toString().split(u',', Qt::SkipEmptyParts);
    for (const QString &cidr : std::as_const(key.allowIp)) {
        if (const auto network = Cidr::parse(cidr))
            key.allowedNetworks << *network;
    }
    key.ratePerSecond = row.value(7).toInt();
    key.ratePerMinute = row.value(8).toInt();
    key.active = row.value(9).toBool();
    key.createdAt = QDateTime::fromString(row.value(10).toString(), Qt::ISODate);
    return key;
}

} // namespace

KeyRepository::KeyRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

void KeyRepository::insert(const ApiKey &key) const
{
    Sql::run(m_db,
        u"INSERT INTO api_keys (app_id, name, secret_salt, secret_hash, abilities, seller_id, "
        "allow_ip, rate_per_second, rate_per_minute, active, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?, COALESCE(?, ''), ?, ?, ?, ?)"_s,
        { key.appId, key.name, key.secretSalt, key.secretHash, key.abilities.join(u','),
            key.sellerId ? QVariant(*key.sellerId) : QVariant(QMetaType::fromType<qint64>()),
            key.allowIp.join(u','), key.ratePerSecond, key.ratePerMinute, key.active ? 1 : 0,
            key.createdAt.toUTC().toString(Qt::ISODate) });
}

std::optional<ApiKey> KeyRepository::find(const QString &appId) const
{
    QSqlQuery &query = Sql::cached(m_db, selectColumns + u"WHERE app_id = ?"_s);
    query.addBindValue(appId);
    Sql::exec(query);
    std::optional<ApiKey> key;
    if (query.next())
        key = keyFromRow(query);
    query.finish();
    return key;
}

namespace {
std::atomic<qint64> changesHeard { 0 };
}

void KeyRepository::noteChangedElsewhere()
{
    changesHeard.fetch_add(1, std::memory_order_release);
}

std::optional<qint64> KeyRepository::dataVersion() const
{
    if (Sql::isPostgres(m_db))
        return changesHeard.load(std::memory_order_acquire);
    QSqlQuery &query = Sql::cached(m_db, u"PRAGMA data_version"_s);
    Sql::exec(query);
    const std::optional<qint64> version
        = query.next() ? std::optional<qint64>(query.value(0).toLongLong()) : std::nullopt;
    query.finish();
    return version;
}

QList<ApiKey> KeyRepository::list() const
{
    QList<ApiKey> keys;
    QSqlQuery query = Sql::run(m_db, selectColumns + u"ORDER BY created_at, app_id"_s);
    while (query.next())
        keys << keyFromRow(query);
    return keys;
}

bool KeyRepository::revoke(const QString &appId) const
{
    QSqlQuery query
        = Sql::run(m_db, u"UPDATE api_keys SET active = 0 WHERE app_id = ?"_s, { appId });
    const bool revoked = query.numRowsAffected() > 0;
    // After the commit (autocommit): serving instances refuse the key at once.
    if (revoked)
        CacheBus::publish(m_db, { changeTag() });
    return revoked;
}
