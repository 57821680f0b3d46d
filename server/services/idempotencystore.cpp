#include "server/services/idempotencystore.h"

#include "server/storage/idempotencyrepository.h"

IdempotencyStore::IdempotencyStore(QSqlDatabase db)
    : m_db(std::move(db))
{ }

std::optional<IdempotentAnswer> IdempotencyStore::find(
    const QString &appId, const QString &key) const
{
    return IdempotencyRepository(m_db).find(appId, key);
}

void IdempotencyStore::store(
    const QString &appId, const QString &key, const IdempotentAnswer &answer) const
{
    IdempotencyRepository(m_db).store(appId, key, answer);
}

bool IdempotencyStore::claim(const QString &appId, const QString &key) const
{
    return IdempotencyRepository(m_db).claim(appId, key);
}

void IdempotencyStore::release(const QString &appId, const QString &key) const
{
    IdempotencyRepository(m_db).release(appId, key);
}
