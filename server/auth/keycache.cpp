#include "server/auth/keycache.h"

#include <QDeadlineTimer>
#include <QHash>

#include "server/auth/secrethasher.h"
#include "server/storage/keyrepository.h"

namespace KeyCache {

namespace {

struct ThreadCache
{
    QByteArray stamp;
    qint64 checkedAtMs = -1;
    QHash<QString, std::optional<ApiKey>> keys; // unknown app ids too, as nullopt
    QHash<QString, QByteArray> verifiedSecrets; // secrets that matched their key's hash
};
constexpr qsizetype maxEntries = 4096;
thread_local ThreadCache cache;

} // namespace

std::optional<ApiKey> find(const KeyRepository &keys, const QString &appId)
{
    // The stamp costs a stat(); under load once a millisecond is plenty: a revocation is
    // seen by any request that starts a millisecond after `keys revoke` committed.
    const qint64 now = QDeadlineTimer::current(Qt::CoarseTimer).deadline();
    if (now != cache.checkedAtMs || cache.keys.isEmpty()) {
        const std::optional<QByteArray> stamp = keys.changeStamp();
        if (!stamp)
            return keys.find(appId);
        cache.checkedAtMs = now;
        if (*stamp != cache.stamp || cache.keys.size() > maxEntries) {
            cache.keys.clear();
            cache.verifiedSecrets.clear();
            cache.stamp = *stamp;
        }
    }
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
    // compared directly (in constant time) until the keys change.
    const auto known = cache.verifiedSecrets.constFind(appId);
    if (known != cache.verifiedSecrets.cend() && SecretHasher::equalConstantTime(*known, secret))
        return key;
    if (!SecretHasher::equalConstantTime(
            SecretHasher::hash(key->secretSalt, secret), key->secretHash))
        return std::nullopt;
    if (!keys.changeStamp())
        return key; // nothing to invalidate it by: do not remember
    cache.verifiedSecrets.insert(appId, secret);
    return key;
}

} // namespace KeyCache
