#pragma once

#include <QSqlDatabase>

// What Qt's QPSQL driver does not say about its libpq connection.
namespace PostgresConnection {

// (QPSQL hands out its PGconn as a QVariant of type name "pg_conn*".)
// True for a QPSQL connection that libpq knows is dead (the server restarted or went away):
// it must be reopened. False for a live one and for any other driver.
bool isBroken(const QSqlDatabase &db);

} // namespace PostgresConnection
