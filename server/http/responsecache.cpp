#include "server/http/responsecache.h"

#include <QDeadlineTimer>

ResponseCache::ResponseCache(qint64 maxBytes, int ttlSeconds)
    : m_maxBytes(maxBytes)
    , m_ttlSeconds(ttlSeconds)
{ }

qint64 ResponseCache::nowMs()
{
    return QDeadlineTimer::current(Qt::PreciseTimer).deadlineNSecs() / 1'000'000;
}

std::optional<ResponseCache::Entry> ResponseCache::find(const QString &key, qint64 now)
{
    QMutexLocker locker(&m_mutex);
    const auto it = m_index.constFind(key);
    if (it == m_index.cend())
        return std::nullopt;
    const auto slot = *it;
    if (slot->entry.expiresAtMs <= now) {
        erase(slot);
        return std::nullopt;
    }
    m_lru.splice(m_lru.begin(), m_lru, slot);
    return slot->entry;
}

void ResponseCache::store(const QString &key, const QByteArray &body, const QByteArray &etag,
    const QString &note, qint64 now)
{
    if (m_ttlSeconds <= 0)
        return;
    const qint64 cost = body.size() + etag.size() + key.size() * 2 + note.size() * 2 + 128;
    if (cost > m_maxBytes)
        return;
    QMutexLocker locker(&m_mutex);
    if (const auto it = m_index.constFind(key); it != m_index.cend())
        erase(*it);
    evictTo(m_maxBytes - cost);
    m_lru.push_front({ key, { body, etag, note, now + qint64(m_ttlSeconds) * 1000 }, cost });
    m_index.insert(key, m_lru.begin());
    m_bytes += cost;
}

void ResponseCache::invalidateAllExcept(const QStringList &keptPrefixes)
{
    QMutexLocker locker(&m_mutex);
    for (auto it = m_lru.begin(); it != m_lru.end();) {
        const auto current = it++;
        const bool kept = std::any_of(keptPrefixes.begin(), keptPrefixes.end(),
            [&](const QString &prefix) { return current->key.startsWith(prefix); });
        if (!kept)
            erase(current);
    }
}

void ResponseCache::evictTo(qint64 budget)
{
    while (m_bytes > budget && !m_lru.empty())
        erase(std::prev(m_lru.end()));
}

void ResponseCache::erase(std::list<Slot>::iterator it)
{
    m_bytes -= it->cost;
    m_index.remove(it->key);
    m_lru.erase(it);
}
