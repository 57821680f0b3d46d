#include "server/auth/keycache.h"

#include <QHash>

#include "server/storage/keyrepository.h"

namespace KeyCache {

namespace {
struct ThreadCache
{
    qint64 stamp = -1;
    QHash<QString, std::optional<ApiKey>> keys;
};
constexpr qsizetype maxEntries = 4096; // unknown app ids are cached too; bound the map
} // namespace

std::optional<ApiKey> find(const KeyRepository &keys, const QString &appId)
{
    thread_local ThreadCache cache;
    const std::optional<qint64> stamp = keys.changeStamp();
    if (!stamp)
        return keys.find(appId);
    if (*stamp != cache.stamp || cache.keys.size() > maxEntries) {
        cache.keys.clear();
        cache.stamp = *stamp;
    }
    const auto it = cache.keys.constFind(appId);
    if (it != cache.keys.cend())
        return *it;
    const std::optional<ApiKey> key = keys.find(appId);
    cache.keys.insert(appId, key);
    return key;
}

} // namespace KeyCache
