#pragma once

#include <QByteArray>
#include <QHash>
#include <QMutex>
#include <QString>
#include <list>
#include <optional>

// The server's response cache (contract §7): 200 GET bodies by key, with their ETag, for a
// fixed TTL, bounded in bytes with least-recently-used eviction. Thread-safe; shared by all
// worker threads.
class ResponseCache final
{
public:
    struct Entry
    {
        QByteArray body;
        QByteArray etag;
        QString note;
        qint64 expiresAtMs = 0;
    };

    ResponseCache(qint64 maxBytes, int ttlSeconds);

    // A live entry, marked most recently used; nullopt when absent or expired.
    std::optional<Entry> find(const QString &key, qint64 nowMs);
    void store(const QString &key, const QByteArray &body, const QByteArray &etag,
        const QString &note, qint64 nowMs);
    // Drops every entry whose key does not start with one of the kept prefixes.
    void invalidateAllExcept(const QStringList &keptPrefixes);

    int ttlSeconds() const { return m_ttlSeconds; }

    static qint64 nowMs();

private:
    struct Slot
    {
        QString key;
        Entry entry;
        qint64 cost = 0;
    };
    void evictTo(qint64 budget);
    void erase(std::list<Slot>::iterator it);

    const qint64 m_maxBytes;
    const int m_ttlSeconds;
    QMutex m_mutex;
    std::list<Slot> m_lru; // front = most recently used
    QHash<QString, std::list<Slot>::iterator> m_index;
    qint64 m_bytes = 0;
};
