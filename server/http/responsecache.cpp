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

quint32 ResponseCache::slotOf(const QString &tag)
{
    return quint32(qHash(tag) % versionSlots);
}

ResponseCache::Ticket ResponseCache::ticket(const QStringList &tags)
{
    Ticket ticket;
    ticket.slots.reserve(tags.size());
    const std::lock_guard locker(m_mutex);
    ticket.epoch = m_epoch;
    for (const QString &tag : tags) {
        const quint32 slot = slotOf(tag);
        ticket.slots.append({ slot, m_versions[slot] });
    }
    return ticket;
}

bool ResponseCache::current(const Ticket &ticket) const
{
    if (ticket.epoch != m_epoch)
        return false;
    return std::all_of(ticket.slots.cbegin(), ticket.slots.cend(),
        [this](const auto &slot) { return m_versions[slot.first] == slot.second; });
}

std::optional<ResponseCache::Entry> ResponseCache::find(const QString &key, qint64 now)
{
    const std::lock_guard locker(m_mutex);
    if (suspended())
        return std::nullopt;
    const auto it = m_index.constFind(key);
    if (it == m_index.cend())
        return std::nullopt;
    const auto slot = *it;
    if (slot->entry.expiresAtMs <= now || !current(slot->ticket)) {
        erase(slot);
        return std::nullopt;
    }
    m_lru.splice(m_lru.begin(), m_lru, slot);
    return slot->entry;
}

bool ResponseCache::store(const QString &key, const Entry &entry, const Ticket &ticket, qint64 now)
{
    if (m_ttlSeconds <= 0)
        return false;
    // 128: the list and index nodes and the hit fields (the ETag again and 27 bytes).
    const qint64 cost
        = entry.body.size() + entry.etag.size() + key.size() * 2 + entry.note.size() * 2 + 128;
    if (cost > m_maxBytes)
        return false;
    const std::lock_guard locker(m_mutex);
    if (!current(ticket) || suspended())
        return false; // a write changed what this body shows while it was being read
    if (const auto it = m_index.constFind(key); it != m_index.cend())
        erase(*it);
    evictTo(m_maxBytes - cost);
    Entry stored = entry;
    stored.expiresAtMs = now + qint64(m_ttlSeconds) * 1000;
    stored.hitFields = "X-API-Cache: HIT\r\nETag: " + entry.etag + "\r\n";
    m_lru.push_front({ key, std::move(stored), ticket, cost });
    m_index.insert(key, m_lru.begin());
    m_bytes += cost;
    return true;
}

void ResponseCache::invalidate(const QStringList &tags)
{
    const std::lock_guard locker(m_mutex);
    for (const QString &tag : tags)
        ++m_versions[slotOf(tag)];
}

void ResponseCache::invalidateAll()
{
    const std::lock_guard locker(m_mutex);
    dropAll();
}

void ResponseCache::dropAll()
{
    ++m_epoch; // tickets taken before this never store
    m_lru.clear();
    m_index.clear();
    m_bytes = 0;
}

void ResponseCache::suspend()
{
    const std::lock_guard locker(m_mutex);
    m_suspended.store(true, std::memory_order_release);
}

void ResponseCache::resume()
{
    const std::lock_guard locker(m_mutex);
    dropAll(); // a ticket taken while suspended must not store after this either
    m_suspended.store(false, std::memory_order_release);
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
