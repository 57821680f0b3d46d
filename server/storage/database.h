#pragma once

#include <QSqlDatabase>
#include <QString>

#include "server/storage/databaselocation.h"

// Opens connections to the catalog database and keeps its schema current.
// Qt Sql connections belong to the thread that opened them: every thread of the server
// opens its own through connection().
class Database final
{
public:
    explicit Database(DatabaseLocation location);

    const DatabaseLocation &location() const { return m_location; }
    DatabaseLocation::Dialect dialect() const { return m_location.dialect; }

    // The calling thread's connection, opened (WAL, foreign keys, busy timeout) on first use.
    // Throws StorageError when the database cannot be opened.
    QSqlDatabase connection() const;
    // Closes the calling thread's connection (before its thread ends).
    void closeConnection() const;

    // Applies every migration newer than the version recorded in the meta table, in one
    // transaction under the write lock (concurrent first starts both come up). Throws
    // StorageError.
    void migrate() const;
    int schemaVersion() const;
    // The schema version the migration whose file name ends so leads to (0: none does), on
    // this database's engine.
    int versionOf(QStringView migrationName) const;

private:
    QString connectionName() const;
    void configure(QSqlDatabase &db) const;

    DatabaseLocation m_location;
    QString m_id;
};
