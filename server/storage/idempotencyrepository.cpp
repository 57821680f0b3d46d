#include "server/storage/idempotencyrepository.h"

#include <QDateTime>
#include <QSqlQuery>
#include <QVariant>

#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {
QString cutoff()
{
    return QDateTime::currentDateTimeUtc().addDays(-1).toString(Qt::ISODateWithMs);
}
} // namespace

IdempotencyRepository::IdempotencyRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

std::optional<IdempotencyRepository::Stored> IdempotencyRepository::find(
    const QString &appId, const QString &key) const
{
    QSqlQuery row = Sql::run(m_db,
        u"SELECT fingerprint, status, body FROM idempotency_keys "
        "WHERE app_id = ? AND key = ? AND created_at > ?"_s,
        { appId, key, cutoff() });
    if (!row.next())
        return std::nullopt;
    return Stored { row.value(0).toString(), row.value(1).toInt(), row.value(2).toByteArray() };
}

void IdempotencyRepository::store(
    const QString &appId, const QString &key, const Stored &result) const
{
    // An expired record with the same key is replaced.
    const QString insert
        = u"INSERT INTO idempotency_keys (app_id, key, fingerprint, status, body, created_at) "
          "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (app_id, key) DO UPDATE SET "
          "fingerprint = excluded.fingerprint, status = excluded.status, body = excluded.body, "
          "created_at = excluded.created_at"_s;
    const QVariantList values { appId, key, result.fingerprint, result.status, result.body,
        QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs) };
    if (!Sql::isPostgres(m_db)) {
        Sql::run(m_db, insert, values); // SQLite keeps its claims in memory
        return;
    }
    // The claim becomes the record atomically, in one statement (one round trip of the
    // writer, prepared once per connection).
    QSqlQuery &stored = Sql::runCached(m_db,
        u"WITH released AS (DELETE FROM idempotency_claims WHERE app_id = ? AND key = ?) "_s
            + insert,
        QVariantList { appId, key } + values);
    stored.finish();
}

bool IdempotencyRepository::claim(const QString &appId, const QString &key) const
{
    if (!Sql::isPostgres(m_db))
        return true;
    QSqlQuery claimed = Sql::run(m_db,
        u"INSERT INTO idempotency_claims (app_id, key, backend_start) VALUES (?, ?, "
        "(SELECT backend_start FROM pg_stat_activity WHERE pid = pg_backend_pid())) "
        "ON CONFLICT (app_id, key) DO UPDATE SET claimed_at = now(), "
        "backend_pid = excluded.backend_pid, backend_start = excluded.backend_start "
        "WHERE idempotency_claims.claimed_at < now() - interval '10 seconds' "
        "OR NOT EXISTS (SELECT 1 FROM pg_stat_activity a "
        "WHERE a.pid = idempotency_claims.backend_pid "
        "AND a.backend_start = idempotency_claims.backend_start) RETURNING 1"_s,
        { appId, key });
    return claimed.next();
}

void IdempotencyRepository::release(const QString &appId, const QString &key) const
{
    if (Sql::isPostgres(m_db)) {
        Sql::run(
            m_db, u"DELETE FROM idempotency_claims WHERE app_id = ? AND key = ?"_s, { appId, key });
    }
}

void IdempotencyRepository::prune() const
{
    Sql::run(m_db, u"DELETE FROM idempotency_keys WHERE created_at <= ?"_s, { cutoff() });
    if (Sql::isPostgres(m_db)) // claims of requests that never ended (a killed instance)
        Sql::run(
            m_db, u"DELETE FROM idempotency_claims WHERE claimed_at < now() - interval '1 hour'"_s);
}
