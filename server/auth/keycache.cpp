#include "server/auth/keycache.h"

#include <QDeadlineTimer>
#include <QHash>

#include "server/auth/secrethasher.h"
#include "server/storage/keyrepository.h"

namespace KeyCache {

namespace {

// How often the database's change counter is read: once a millisecond at most is cheap under
// load and still refuses a key revoked by `keys revoke` on its very next request (contract §1).
constexpr qint64 checkIntervalMs = 1;
constexpr qint64 keyLifetimeMs = 1000; // a key read longer ago is read again
constexpr qsizetype maxEntries = 4096;

struct VerifiedSecret
{
    QByteArray secretHash; // of the key when the secret matched it
    QByteArray secret;
};

struct ThreadCache
{
    std::optional<qint64> dataVersion;
    qint64 checkedAtMs = 0;
    qint64 loadedAtMs = 0;
    QHash<QString, std::optional<ApiKey>> keys; // unknown app ids too, as nullopt
    // Secrets that matched their key's hash. They outlive the keys above: a secret is taken
    // again only while the freshly read key still has the same hash.
    QHash<QString, VerifiedSecret> verifiedSecrets;
};
thread_local ThreadCache cache;

void refreshIfStale(const KeyRepository &keys)
{
    const qint64 now = QDeadlineTimer::current(Qt::CoarseTimer).deadline();
    if (cache.keys.isEmpty()) {
        cache.loadedAtMs = now;
    } else if (now - cache.loadedAtMs >= keyLifetimeMs || cache.keys.size() > maxEntries) {
        cache.keys.clear();
        cache.loadedAtMs = now;
    }
    if (now - cache.checkedAtMs < checkIntervalMs)
        return;
    cache.checkedAtMs = now;
    // Without a counter (PostgreSQL) the lifetime above bounds how long a revocation goes unseen.
    const std::optional<qint64> version = keys.dataVersion();
    if (version != cache.dataVersion) {
        cache.keys.clear();
        cache.loadedAtMs = now;
        cache.dataVersion = version;
    }
    if (cache.verifiedSecrets.size() > maxEntries)
        cache.verifiedSecrets.clear();
}

} // namespace

std::optional<ApiKey> find(const KeyRepository &keys, const QString &appId)
{
    refreshIfStale(keys);
    const auto it = cache.keys.constFind(appId);
    if (it != cache.keys.cend())
        return *it;
    const std::optional<ApiKey> key = keys.find(appId);
    cache.keys.insert(appId, key);
    return key;
}

std::optional<ApiKey> authenticate(
    const KeyRepository &keys, const QString &appId, const QByteArray &secret)
{
    std::optional<ApiKey> key = find(keys, appId);
    if (!key || !key->active)
        return std::nullopt;
    // Hashing costs more than the rest of a cached request: a secret that matched once is
    // compared directly (in constant time) while the key keeps the same hash.
    const auto known = cache.verifiedSecrets.constFind(appId);
    if (known != cache.verifiedSecrets.cend() && known->secretHash == key->secretHash
        && SecretHasher::equalConstantTime(known->secret, secret))
        return key;
    if (!SecretHasher::equalConstantTime(
            SecretHasher::hash(key->secretSalt, secret), key->secretHash))
        return std::nullopt;
    cache.verifiedSecrets.insert(appId, { key->secretHash, secret });
    return key;
}

} // namespace KeyCache
