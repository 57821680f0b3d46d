#pragma once

#include <QSqlDatabase>

typedef struct pg_conn PGconn; // libpq-fe.h's

// What Qt's QPSQL driver does not say about its libpq connection.
namespace PostgresConnection {

// The libpq connection under a QPSQL one (QPSQL hands it out as a QVariant of type name
// "pg_conn*"); null for any other driver or a closed connection.
PGconn *handle(const QSqlDatabase &db);

// True for a QPSQL connection that libpq knows is dead (the server restarted or went away):
// it must be reopened. False for a live one and for any other driver.
bool isBroken(const QSqlDatabase &db);

} // namespace PostgresConnection
