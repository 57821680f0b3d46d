#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QString>
#include <QUrl>
#include <list>
#include <optional>

// Remembers the last 200 body and its ETag per (base URL, app id, request URL), so GETs can
// send If-None-Match and a 304 costs no body. Bounded in memory (least recently used evicted,
// by bytes) and persisted on disk, one file per entry named by a hash of the key, so a restart
// revalidates instead of refetching. Keys hold the app id only, never the secret.
// Also keeps the counters a status bar shows.
class EtagCache final : public QObject
{
    Q_OBJECT
public:
    enum class Persistence { Disk, MemoryOnly };

    struct Entry
    {
        QByteArray etag;
        QByteArray body;
    };

    // directory empty: QStandardPaths::CacheLocation + "/api-etag".
    explicit EtagCache(Persistence persistence = Persistence::Disk, const QString &directory = {},
        QObject *parent = nullptr);

    static QString makeKey(const QUrl &baseUrl, const QString &appId, const QUrl &url);

    std::optional<Entry> lookup(const QString &key);
    void store(const QString &key, const QByteArray &etag, const QByteArray &body);
    void remove(const QString &key);
    void clear();

    void setMemoryLimit(qint64 bytes);
    qint64 memoryLimit() const { return m_memoryLimit; }
    qint64 memoryUsage() const { return m_memoryUsage; }
    void setDiskLimit(qint64 bytes) { m_diskLimit = bytes; }
    QString directory() const { return m_directory; }
    int entryCount() const { return int(m_index.size()); }

    // Counters for the status bar: a hit is a 304 answered from here, a miss a fresh 200.
    void recordHit();
    void recordMiss();
    void recordServerCache(const QString &value);
    qint64 hits() const { return m_hits; }
    qint64 misses() const { return m_misses; }
    QString lastServerCache() const { return m_lastServerCache; }

Q_SIGNALS:
    void statsChanged();

private:
    struct Node
    {
        QString key;
        Entry entry;
    };
    using Lru = std::list<Node>; // most recently used first

    void insertInMemory(const QString &key, const Entry &entry);
    void evictOverLimit();
    QString fileFor(const QString &key) const;
    std::optional<Entry> readFile(const QString &key) const;
    void writeFile(const QString &key, const Entry &entry);
    void pruneDisk();

    Persistence m_persistence;
    QString m_directory;
    Lru m_lru;
    QHash<QString, Lru::iterator> m_index;
    qint64 m_memoryUsage = 0;
    qint64 m_memoryLimit = 8 * 1024 * 1024;
    qint64 m_diskLimit = 64 * 1024 * 1024;
    int m_writesSincePrune = 0;
    qint64 m_hits = 0;
    qint64 m_misses = 0;
    QString m_lastServerCache;
};
