#include "server/storage/lockordercache.h"

using namespace Qt::StringLiterals;

LockOrderCache &LockOrderCache::instance()
{
    static LockOrderCache cache;
    return cache;
}

QString LockOrderCache::key(const QSqlDatabase &db, qint64 sellerId,
    const std::optional<QString> &isbn13, const std::optional<QString> &barcode)
{
    // A unit separator keeps "1"+"23" apart from "12"+"3"; a missing code is not an empty one.
    constexpr QChar separator(0x1f);
    return db.hostName() + separator + QString::number(db.port()) + separator + db.databaseName()
        + separator + QString::number(sellerId) + separator + (isbn13 ? u'+' + *isbn13 : u"-"_s)
        + separator + (barcode ? u'+' + *barcode : u"-"_s);
}

std::optional<LockOrderCache::LockOrder> LockOrderCache::find(const QSqlDatabase &db,
    qint64 sellerId, const std::optional<QString> &isbn13,
    const std::optional<QString> &barcode) const
{
    const QString wanted = key(db, sellerId, isbn13, barcode);
    std::lock_guard lock(m_mutex);
    const auto found = m_orders.constFind(wanted);
    if (found == m_orders.cend())
        return std::nullopt;
    return *found;
}

void LockOrderCache::remember(const QSqlDatabase &db, qint64 sellerId,
    const std::optional<QString> &isbn13, const std::optional<QString> &barcode, LockOrder order)
{
    QString entry = key(db, sellerId, isbn13, barcode);
    std::lock_guard lock(m_mutex);
    if (m_orders.size() >= capacity && !m_orders.contains(entry))
        m_orders.clear();
    m_orders.insert(std::move(entry), order);
}

void LockOrderCache::clear()
{
    std::lock_guard lock(m_mutex);
    m_orders.clear();
}

qsizetype LockOrderCache::size() const
{
    std::lock_guard lock(m_mutex);
    return m_orders.size();
}
