#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>
#include <array>
#include <atomic>
#include <list>
#include <mutex>
#include <optional>

#include "server/auth/spinmutex.h"

// The server's response cache (contract §7): 200 GET bodies by key, with their ETag, for a
// fixed TTL, bounded in bytes with least-recently-used eviction. Thread-safe; shared by all
// worker threads.
//
// Coherence: every entry depends on tags (see CacheTags): what data it shows. A write bumps
// the version of the tags it changed *before* it answers; an entry whose tags moved since it
// was read is never served again. A read takes a Ticket (the tag versions) before it reads
// the database and stores its body only if no tag moved meanwhile, so a read that began
// before a write can never store its older body after it. Tags are hashed into a fixed number
// of version slots: memory stays fixed, and a collision only costs an extra miss.
// invalidate() is the one entry point for every invalidation, local or (later) remote.
class ResponseCache final
{
public:
    struct Entry
    {
        QByteArray body;
        QByteArray etag;
        QString note;
        qint64 expiresAtMs = 0;
        // Set by store(): the fields a hit starts with, "X-API-Cache: HIT" and the ETag, in
        // wire form (RequestPipeline::answerHit writes them as they are).
        QByteArray hitFields;
    };

    // The versions of an entry's tags, taken before its body was read.
    class Ticket
    {
        friend class ResponseCache;
        quint64 epoch = 0;
        QList<std::pair<quint32, quint64>> slots; // slot index, version
    };

    ResponseCache(qint64 maxBytes, int ttlSeconds);

    // Call before reading the data a response will show.
    Ticket ticket(const QStringList &tags);
    // A live, current entry, marked most recently used; nullopt when absent, expired or stale.
    std::optional<Entry> find(const QString &key, qint64 nowMs);
    // Stores unless a tag of the ticket moved since it was taken (the body may be stale).
    // Returns whether it stored.
    bool store(const QString &key, const Entry &entry, const Ticket &ticket, qint64 nowMs);
    // Makes every entry depending on one of these tags unreachable, at once.
    void invalidate(const QStringList &tags);
    // Makes every entry unreachable.
    void invalidateAll();
    // While suspended nothing is served or stored (X-API-Cache: BYPASS): another instance's
    // invalidations cannot reach this one (contract §9). resume() drops every entry first.
    void suspend();
    void resume();
    bool suspended() const { return m_suspended.load(std::memory_order_acquire); }

    int ttlSeconds() const { return m_ttlSeconds; }

    static qint64 nowMs();

private:
    struct Slot
    {
        QString key;
        Entry entry;
        Ticket ticket;
        qint64 cost = 0;
    };
    static constexpr quint32 versionSlots = 4096;
    static quint32 slotOf(const QString &tag);
    bool current(const Ticket &ticket) const;
    void dropAll(); // under m_mutex
    void evictTo(qint64 budget);
    void erase(std::list<Slot>::iterator it);

    const qint64 m_maxBytes;
    const int m_ttlSeconds;
    SpinMutex m_mutex;
    std::list<Slot> m_lru; // front = most recently used
    QHash<QString, std::list<Slot>::iterator> m_index;
    qint64 m_bytes = 0;
    quint64 m_epoch = 0; // bumped by invalidateAll()
    std::atomic<bool> m_suspended { false };
    std::array<quint64, versionSlots> m_versions {};
};
