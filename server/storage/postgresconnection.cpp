#include "server/storage/postgresconnection.h"

#include <QSqlDriver>
#include <QVariant>

#include <libpq-fe.h>

using namespace Qt::StringLiterals;

namespace PostgresConnection {

PGconn *handle(const QSqlDatabase &db)
{
    if (db.driverName() != "QPSQL"_L1)
        return nullptr;
    const QVariant handle = db.driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "pg_conn*") != 0)
        return nullptr;
    return *static_cast<PGconn *const *>(handle.constData());
}

bool isBroken(const QSqlDatabase &db)
{
    if (db.driverName() != "QPSQL"_L1)
        return false;
    PGconn *connection = handle(db);
    if (connection == nullptr || PQstatus(connection) != CONNECTION_OK)
        return true;
    // An idle connection learns that its server closed it only by reading: reads that never
    // block (recv() returning EAGAIN on a live one) find the EOF of a restarted server. Two,
    // because a server shutting down first sends its FATAL message, then closes.
    for (int read = 0; read < 2; ++read) {
        if (PQconsumeInput(connection) == 0 || PQstatus(connection) != CONNECTION_OK)
            return true;
    }
    return false;
}

} // namespace PostgresConnection
