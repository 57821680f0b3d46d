#include "models/databasefile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace {

const QStringList companions { QString(), u"-wal"_s, u"-shm"_s, u"-journal"_s };

} // namespace

QString DatabaseFile::asideName(const QString &file)
{
    const QFileInfo info(file);
    const QString stamp = QDateTime::currentDateTime().toString(u"yyyyMMdd-HHmmss"_s);
    const QString suffix = info.suffix().isEmpty() ? QString() : u"."_s + info.suffix();
    return info.dir().filePath(info.completeBaseName() + u"-before-import-"_s + stamp + suffix);
}

bool DatabaseFile::moveAside(const QString &file, const QString &aside, QString *error)
{
    QFile main(file); // rename() refuses an existing aside: nothing is ever overwritten
    if (!main.rename(aside)) {
        *error = main.errorString();
        return false;
    }
    // The companions belong to the file they were written with (a clean stop leaves none).
    for (const QString &companion : companions.mid(1)) {
        if (QFileInfo::exists(file + companion))
            QFile::rename(file + companion, aside + companion);
    }
    return true;
}

bool DatabaseFile::putBack(const QString &aside, const QString &file)
{
    for (const QString &companion : companions)
        QFile::remove(file + companion);
    bool ok = true;
    for (const QString &companion : companions) {
        if (QFileInfo::exists(aside + companion))
            ok = QFile::rename(aside + companion, file + companion) && ok;
    }
    return ok;
}

DatabaseFile::Content DatabaseFile::contentOf(const QString &file)
{
    if (!QFileInfo::exists(file))
        return Content::Empty;
    const QString name = u"content-"_s + QUuid::createUuid().toString(QUuid::WithoutBraces);
    Content content = Content::Empty;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, name);
        db.setDatabaseName(file);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=2000"_s);
        if (db.open()) {
            // The server's schema (sync_state since schema 17): a table that is not there yet
            // simply answers nothing.
            QSqlQuery query(db);
            if (query.exec(u"SELECT 1 FROM sync_state WHERE key = 'upstream'"_s) && query.next())
                content = Content::FollowsMarketplace;
            else if (query.exec(u"SELECT 1 FROM products LIMIT 1"_s) && query.next())
                content = Content::OwnCatalog;
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return content;
}
