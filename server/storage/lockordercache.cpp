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
    if (const LockOrder *found = m_orders.object(wanted))
        return *found;
    return std::nullopt;
}

void LockOrderCache::remember(const QSqlDatabase &db, qint64 sellerId,
    const std::optional<QString> &isbn13, const std::optional<QString> &barcode, LockOrder order)
{
    QString entry = key(db, sellerId, isbn13, barcode);
    std::lock_guard lock(m_mutex);
    // Most updates confirm what is known: nothing to allocate then.
    if (const LockOrder *known = m_orders.object(entry); known && *known == order)
        return;
    m_orders.insert(std::move(entry), new LockOrder(order));
}
