#include "server/storage/ratewindowrepository.h"

#include <QSqlQuery>
#include <QVariant>

#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

RateWindowRepository::RateWindowRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

RateWindowRepository::Windows RateWindowRepository::acquire(
    const QString &appId, int perSecond, int perMinute) const
{
    // The array comes back as text ("{1,2,3}"): QPSQL has no array type.
    QSqlQuery &query
        = Sql::cached(m_db, u"SELECT accepted, now_ms, times::TEXT FROM rate_acquire(?, ?, ?)"_s);
    query.addBindValue(appId);
    query.addBindValue(perSecond);
    query.addBindValue(perMinute);
    Sql::exec(query);
    Windows windows;
    if (query.next()) {
        windows.accepted = query.value(0).toBool();
        windows.nowMs = query.value(1).toLongLong();
        const QString list = query.value(2).toString();
        for (const QStringView time : QStringView(list).mid(1, list.size() - 2).split(u','))
            if (!time.isEmpty())
                windows.times << time.toLongLong();
    }
    query.finish();
    return windows;
}

void RateWindowRepository::refundLatest(const QString &appId) const
{
    Sql::run(m_db,
        u"UPDATE rate_windows SET times = times[1:cardinality(times) - 1] "
        "WHERE app_id = ? AND cardinality(times) > 0"_s,
        { appId });
}
