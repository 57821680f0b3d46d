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
    // The keys above that authenticated with their secret, by the app id's bytes (for
    // authenticated()); dropped with them.
    struct Verified
    {
        ApiKey key;
        QByteArray secret;
    };
    QHash<QByteArray, Verified> verifiedKeys;

    void dropKeys(qint64 now)
    {
        keys.clear();
        verifiedKeys.clear();
        loadedAtMs = now;
    }
};
thread_local ThreadCache cache;

void refreshIfStale(const KeyRepository &keys)
{
    const qint64 now = QDeadlineTimer::current(Qt::CoarseTimer).deadline();
    if (cache.keys.isEmpty()) {
        cache.loadedAtMs = now;
    } else if (now - cache.loadedAtMs >= keyLifetimeMs || cache.keys.size() > maxEntries) {
        cache.dropKeys(now);
    }
    if (now - cache.checkedAtMs < checkIntervalMs)
        return;
    cache.checkedAtMs = now;
    // Without a counter (PostgreSQL) the lifetime above bounds how long a revocation goes unseen.
    const std::optional<qint64> version = keys.dataVersion();
    if (version != cache.dataVersion) {
        cache.dropKeys(now);
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
    const KeyRepository &keys, const QString &appId, const QByteArray &secret, AuthFailure *failure)
{
    std::optional<ApiKey> key = find(keys, appId);
    const bool usable = key && key->active;
    // Hashing costs more than the rest of a cached request: a secret that matched once is
    // compared directly (in constant time) while the key keeps the same hash.
    if (usable) {
        const auto known = cache.verifiedSecrets.constFind(appId);
        if (known != cache.verifiedSecrets.cend() && known->secretHash == key->secretHash
            && SecretHasher::equalConstantTime(known->secret, secret)) {
            cache.verifiedKeys.insert(appId.toLatin1(), { *key, secret });
            return key;
        }
    }
    // An unknown or revoked key's secret is hashed too (against a hash nothing matches), so
    // the time of a refusal does not tell whether an app id exists.
    static const std::pair<QByteArray, QByteArray> nothing { SecretHasher::newSalt(),
        SecretHasher::hash(SecretHasher::newSalt(), SecretHasher::newSecret()) };
    const bool matches = SecretHasher::equalConstantTime(
        SecretHasher::hash(usable ? key->secretSalt : nothing.first, secret),
        usable ? key->secretHash : nothing.second);
    if (!usable || !matches) {
        if (failure) {
            *failure = !key ? AuthFailure::UnknownAppId
                : !usable   ? AuthFailure::InactiveKey
                            : AuthFailure::WrongSecret;
        }
        return std::nullopt;
    }
    cache.verifiedSecrets.insert(appId, { key->secretHash, secret });
    cache.verifiedKeys.insert(appId.toLatin1(), { *key, secret });
    return key;
}

const ApiKey *authenticated(const KeyRepository &keys, QByteArrayView appId, QByteArrayView secret)
{
    refreshIfStale(keys);
    // fromRawData: a lookup key without a copy.
    const auto it
        = cache.verifiedKeys.constFind(QByteArray::fromRawData(appId.data(), appId.size()));
    if (it == cache.verifiedKeys.cend()
        || !SecretHasher::equalConstantTime(
            it->secret, QByteArray::fromRawData(secret.data(), secret.size())))
        return nullptr;
    return &it->key;
}

std::optional<ApiKey> authenticate(
    const QSqlDatabase &db, const QString &appId, const QByteArray &secret, AuthFailure *failure)
{
    return authenticate(KeyRepository(db), appId, secret, failure);
}

const ApiKey *authenticated(const QSqlDatabase &db, QByteArrayView appId, QByteArrayView secret)
{
    return authenticated(KeyRepository(db), appId, secret);
}

void noteChangedElsewhere()
{
    KeyRepository::noteChangedElsewhere();
}

QString changeTag()
{
    return KeyRepository::changeTag();
}

} // namespace KeyCache
