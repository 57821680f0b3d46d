#include "server/storage/syncqueue.h"

#include <QDateTime>
#include <QSqlQuery>
#include <QVariant>

#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace SyncQueue {

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

void markSent(const QSqlDatabase &db, const QString &table, qint64 id, const QString &answer)
{
    Sql::run(db,
        u"UPDATE %1 SET state = 'sent', sent_at = ?, answer = ?, attempts = attempts + 1 "
        "WHERE id = ?"_s.arg(table),
        { now(), answer, id });
}

void markConflict(const QSqlDatabase &db, const QString &table, qint64 id, const QString &answer)
{
    Sql::run(db,
        u"UPDATE %1 SET state = 'conflict', answer = ?, attempts = attempts + 1 WHERE id = ?"_s.arg(
            table),
        { answer, id });
}

QString localOnly(const QString &productPk)
{
    // productPk is a column name of the caller's fixed SQL, never input.
    return u"EXISTS (SELECT 1 FROM sync_product_queue lo WHERE lo.product_pk = %1 "
           "AND lo.action = 'create' AND lo.state = 'dropped')"_s.arg(productPk);
}

} // namespace SyncQueue
