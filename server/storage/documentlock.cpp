#include "server/storage/documentlock.h"

#include <QSqlQuery>
#include <QVariant>

#include "server/storage/sqlhelpers.h"
#include "server/storage/storageerror.h"

using namespace Qt::StringLiterals;

namespace {

// Any constants shared by every instance: the classes of the two-key advisory locks (a key
// space apart from the one-key locks of codes and migrations). Ids that meet modulo 2^31 - 1
// only share a lock: they wait, never miss.
int classOf(DocumentLock::Kind kind)
{
    return kind == DocumentLock::Kind::StockDocument ? 0x73646f63 /* "sdoc" */
                                                     : 0x73636e74 /* "scnt" */;
}

const QString key = u"CAST(? AS INTEGER), CAST(CAST(? AS BIGINT) % 2147483647 AS INTEGER)"_s;

} // namespace

void DocumentLock::forScan(const QSqlDatabase &db, Kind kind, qint64 id)
{
    if (Sql::isPostgres(db))
        Sql::run(
            db, u"SELECT pg_advisory_xact_lock_shared("_s + key + u")"_s, { classOf(kind), id })
            .finish();
}

void DocumentLock::forClose(const QSqlDatabase &db, Kind kind, qint64 id)
{
    if (!Sql::isPostgres(db))
        return;
    QSqlQuery held = Sql::run(db,
        u"SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid() "
        "AND mode = 'ShareLock' AND objsubid = 2 AND CAST(classid AS BIGINT) = ? "
        "AND CAST(objid AS BIGINT) = CAST(? AS BIGINT) % 2147483647"_s,
        { classOf(kind), id });
    if (held.next())
        throw StorageError(
            u"document %1 scanned earlier in this batch: closed in the next"_s.arg(id),
            StorageError::Cause::Transient);
    held.finish();
    Sql::run(db, u"SELECT pg_advisory_xact_lock("_s + key + u")"_s, { classOf(kind), id }).finish();
}
