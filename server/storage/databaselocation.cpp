#include "server/storage/databaselocation.h"

#include <QDir>
#include <QStandardPaths>
#include <QUrl>

using namespace Qt::StringLiterals;

std::optional<DatabaseLocation> DatabaseLocation::parse(const QString &url, QString *error)
{
    DatabaseLocation location;
    if (url == "sqlite::memory:"_L1)
        return location;
    if (url.startsWith("sqlite:"_L1)) {
        location.sqlitePath = url.mid(7);
        if (location.sqlitePath.isEmpty()) {
            *error = u"--db sqlite: needs a file path, e.g. sqlite:/var/lib/catalog.db"_s;
            return std::nullopt;
        }
        return location;
    }
    if (url.startsWith("postgresql://"_L1) || url.startsWith("postgres://"_L1)) {
        const QUrl parsed(url, QUrl::StrictMode);
        if (!parsed.isValid() || parsed.host().isEmpty() || parsed.path().size() < 2) {
            *error = u"--db: expected postgresql://user:password@host:port/dbname"_s;
            return std::nullopt;
        }
        location.dialect = Dialect::Postgresql;
        location.host = parsed.host();
        location.port = parsed.port(5432);
        location.user = parsed.userName();
        location.password = parsed.password();
        location.databaseName = parsed.path().mid(1);
        return location;
    }
    *error = u"--db: unknown database URL (use sqlite:FILE, sqlite::memory: or postgresql://...)"_s;
    return std::nullopt;
}

DatabaseLocation DatabaseLocation::defaultLocation()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(folder);
    DatabaseLocation location;
    location.sqlitePath = folder + "/catalog.db"_L1;
    return location;
}

QString DatabaseLocation::displayName() const
{
    if (dialect == Dialect::Postgresql)
        return u"postgresql://%1@%2:%3/%4"_s.arg(user, host).arg(port).arg(databaseName);
    return isInMemory() ? u"sqlite::memory:"_s : "sqlite:"_L1 + sqlitePath;
}
