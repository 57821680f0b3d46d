#include "models/databasefile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

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

std::optional<DatabaseFile::Content> DatabaseFile::contentOfStatus(const QByteArray &syncStatusJson)
{
    const QString content
        = QJsonDocument::fromJson(syncStatusJson).object().value(u"content"_s).toString();
    if (content == "empty"_L1)
        return Content::Empty;
    if (content == "own_catalog"_L1)
        return Content::OwnCatalog;
    if (content == "follows_marketplace"_L1)
        return Content::FollowsMarketplace;
    return std::nullopt;
}
