#include "server/services/syncservice.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QJsonDocument>

#include "server/services/syncconflicts.h"
#include "server/services/syncstatus.h"
#include "server/storage/syncrepository.h"

using namespace Qt::StringLiterals;

namespace {

QJsonValue textOrNull(const std::optional<QString> &value)
{
    return value && !value->isEmpty() ? QJsonValue(*value) : QJsonValue();
}

} // namespace

SyncService::SyncService(QSqlDatabase db)
    : m_db(std::move(db))
{ }

QJsonObject SyncService::state(const SyncStatus *syncStatus) const
{
    const SyncRepository sync(m_db);
    const SyncStatus::Snapshot status
        = syncStatus ? syncStatus->snapshot() : SyncStatus::Snapshot {};
    const qint64 pending = sync.pendingCount();
    const QString oldest = sync.oldestPendingAt();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    // How far the marketplace is behind this shop: the oldest change not yet taken upstream;
    // while upstream is away, also how long nothing came down.
    qint64 lag = 0;
    if (!oldest.isEmpty())
        lag = std::max<qint64>(0, QDateTime::fromString(oldest, Qt::ISODateWithMs).secsTo(now));
    if (status.state != SyncStatus::State::Ok && status.offlineSince.isValid())
        lag = std::max(lag, status.offlineSince.secsTo(now));
    const QString upstream = status.upstream.isEmpty()
        ? sync.value(u"upstream"_s).value_or(QString())
        : status.upstream;
    QJsonObject data { { u"upstream"_s, upstream.isEmpty() ? QJsonValue() : QJsonValue(upstream) },
        { u"state"_s, upstream.isEmpty() ? u"off"_s : SyncStatus::name(status.state) },
        { u"pending"_s, pending },
        { u"oldest_pending_at"_s, oldest.isEmpty() ? QJsonValue() : QJsonValue(oldest) },
        { u"last_push_at"_s, textOrNull(sync.value(u"last_push_at"_s)) },
        { u"last_pull_at"_s, textOrNull(sync.value(u"last_pull_at"_s)) }, { u"lag_seconds"_s, lag },
        { u"conflicts"_s, SyncConflicts(m_db).openCount() },
        { u"offline_since"_s,
            status.offlineSince.isValid()
                ? QJsonValue(status.offlineSince.toString(Qt::ISODateWithMs))
                : QJsonValue() },
        { u"last_error"_s,
            status.lastError.isEmpty() ? QJsonValue() : QJsonValue(status.lastError) } };
    QJsonObject stable = data;
    stable.remove(u"lag_seconds"_s);
    data.insert(u"version"_s,
        QString::fromLatin1(QCryptographicHash::hash(
            QJsonDocument(stable).toJson(QJsonDocument::Compact), QCryptographicHash::Sha1)
                                .toHex()
                                .left(16)));
    return data;
}
