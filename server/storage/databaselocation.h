#pragma once

#include <QString>
#include <optional>

// Where the catalog lives, parsed from the command line's --db URL:
// sqlite:/path/file.db, sqlite::memory: or postgresql://user:password@host:port/dbname.
struct DatabaseLocation
{
    enum class Dialect { Sqlite, Postgresql };

    Dialect dialect = Dialect::Sqlite;
    QString sqlitePath; // empty for an in-memory database
    QString host;
    int port = 5432;
    QString user;
    QString password;
    QString databaseName;

    bool isInMemory() const { return dialect == Dialect::Sqlite && sqlitePath.isEmpty(); }

    // Returns nullopt and sets *error for a URL that is not one of the forms above.
    static std::optional<DatabaseLocation> parse(const QString &url, QString *error);
    // The default: catalog.db in the platform's application-data folder.
    static DatabaseLocation defaultLocation();
    // For logs: never contains the password.
    QString displayName() const;
};
