#include "server/storage/postgresconnection.h"

#include <QSqlDriver>
#include <QVariant>

#include <libpq-fe.h>

using namespace Qt::StringLiterals;

namespace PostgresConnection {

bool isBroken(const QSqlDatabase &db)
{
    if (db.driverName() != "QPSQL"_L1)
        return false;
    const QVariant handle = db.driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "pg_conn*") != 0)
        return true;
    PGconn *connection = *static_cast<PGconn *const *>(handle.constData());
    return connection == nullptr || PQstatus(connection) != CONNECTION_OK;
}

} // namespace PostgresConnection
