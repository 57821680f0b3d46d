#include "net/etagcache.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace {

constexpr quint32 FileMagic = 0x43455431; // "CET1"
constexpr int PruneEveryWrites = 32;

qint64 costOf(const QString &key, const EtagCache::Entry &entry)
{
    return qint64(entry.body.size() + entry.etag.size() + key.size() * 2 + 64);
}

} // namespace

EtagCache::EtagCache(Persistence persistence, const QString &directory, QObject *parent)
    : QObject(parent)
    , m_persistence(persistence)
    , m_directory(directory)
{
    if (m_persistence == Persistence::Disk) {
        if (m_directory.isEmpty())
            m_directory
                = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) % u"/api-etag"_s;
        QDir().mkpath(m_directory);
        pruneDisk();
    }
}

QString EtagCache::makeKey(const QUrl &baseUrl, const QString &appId, const QUrl &url)
{
    return baseUrl.toString(QUrl::FullyEncoded | QUrl::StripTrailingSlash) % u'\n' % appId % u'\n'
        % url.toString(QUrl::FullyEncoded);
}

QString EtagCache::fileFor(const QString &key) const
{
    return m_directory % u'/'
        % QString::fromLatin1(
            QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha256).toHex())
        % u".etag"_s;
}

std::optional<EtagCache::Entry> EtagCache::lookup(const QString &key)
{
    if (const auto it = m_index.constFind(key); it != m_index.constEnd()) {
        m_lru.splice(m_lru.begin(), m_lru, it.value()); // now most recently used
        return m_lru.front().entry;
    }
    if (m_persistence == Persistence::MemoryOnly)
        return std::nullopt;
    auto entry = readFile(key);
    if (entry)
        insertInMemory(key, *entry);
    return entry;
}

void EtagCache::store(const QString &key, const QByteArray &etag, const QByteArray &body)
{
    if (etag.isEmpty())
        return;
    const Entry entry { etag, body };
    insertInMemory(key, entry);
    if (m_persistence == Persistence::Disk)
        writeFile(key, entry);
}

void EtagCache::remove(const QString &key)
{
    if (const auto it = m_index.find(key); it != m_index.end()) {
        m_memoryUsage -= costOf(key, it.value()->entry);
        m_lru.erase(it.value());
        m_index.erase(it);
    }
    if (m_persistence == Persistence::Disk)
        QFile::remove(fileFor(key));
}

void EtagCache::clear()
{
    m_lru.clear();
    m_index.clear();
    m_memoryUsage = 0;
    if (m_persistence == Persistence::Disk) {
        QDir dir(m_directory);
        for (const QString &name : dir.entryList({ u"*.etag"_s }, QDir::Files))
            dir.remove(name);
    }
}

void EtagCache::setMemoryLimit(qint64 bytes)
{
    m_memoryLimit = bytes;
    evictOverLimit();
}

void EtagCache::insertInMemory(const QString &key, const Entry &entry)
{
    if (const auto it = m_index.find(key); it != m_index.end()) {
        m_memoryUsage -= costOf(key, it.value()->entry);
        m_lru.erase(it.value());
        m_index.erase(it);
    }
    const qint64 cost = costOf(key, entry);
    if (cost > m_memoryLimit)
        return; // too big to keep in memory; the disk copy still serves it
    m_lru.push_front(Node { key, entry });
    m_index.insert(key, m_lru.begin());
    m_memoryUsage += cost;
    evictOverLimit();
}

void EtagCache::evictOverLimit()
{
    while (m_memoryUsage > m_memoryLimit && !m_lru.empty()) {
        const Node &last = m_lru.back();
        m_memoryUsage -= costOf(last.key, last.entry);
        m_index.remove(last.key);
        m_lru.pop_back();
    }
}

std::optional<EtagCache::Entry> EtagCache::readFile(const QString &key) const
{
    QFile file(fileFor(key));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    QDataStream in(&file);
    in.setVersion(QDataStream::Qt_6_4);
    quint32 magic = 0;
    QString storedKey;
    Entry entry;
    in >> magic >> storedKey >> entry.etag >> entry.body;
    // The stored key guards against a hash collision and a truncated or foreign file.
    if (in.status() != QDataStream::Ok || magic != FileMagic || storedKey != key)
        return std::nullopt;
    return entry;
}

void EtagCache::writeFile(const QString &key, const Entry &entry)
{
    QSaveFile file(fileFor(key));
    if (!file.open(QIODevice::WriteOnly))
        return; // the cache is an optimization: a failed write only costs a refetch later
    QDataStream out(&file);
    out.setVersion(QDataStream::Qt_6_4);
    out << FileMagic << key << entry.etag << entry.body;
    file.commit();
    if (++m_writesSincePrune >= PruneEveryWrites) {
        m_writesSincePrune = 0;
        pruneDisk();
    }
}

void EtagCache::pruneDisk()
{
    QDir dir(m_directory);
    // Oldest last: remove from the end until the folder fits.
    QFileInfoList files = dir.entryInfoList({ u"*.etag"_s }, QDir::Files, QDir::Time);
    qint64 total = 0;
    for (const QFileInfo &info : files)
        total += info.size();
    while (total > m_diskLimit && !files.isEmpty()) {
        total -= files.last().size();
        QFile::remove(files.last().absoluteFilePath());
        files.removeLast();
    }
}

void EtagCache::recordHit()
{
    ++m_hits;
    Q_EMIT statsChanged();
}

void EtagCache::recordMiss()
{
    ++m_misses;
    Q_EMIT statsChanged();
}

void EtagCache::recordServerCache(const QString &value)
{
    if (value.isEmpty() || value == m_lastServerCache)
        return;
    m_lastServerCache = value;
    Q_EMIT statsChanged();
}
