#include "tests/e2e/catalogfixture.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace CatalogFixture {

QString path()
{
    return QStringLiteral(CATALOG_E2E_FIXTURE);
}

bool importInto(const TestServer &server)
{
    QFile source(path());
    if (!source.open(QIODevice::ReadOnly))
        return false;
    QJsonObject document = QJsonDocument::fromJson(source.readAll()).object();

    // Shift every search so the newest happened an hour ago, keeping their order.
    QJsonArray searches = document.value(u"searches"_s).toArray();
    QDateTime newest;
    for (const QJsonValue &search : std::as_const(searches)) {
        const QDateTime at = QDateTime::fromString(search[u"at"_s].toString(), Qt::ISODate);
        if (!newest.isValid() || at > newest)
            newest = at;
    }
    const qint64 shift = newest.secsTo(QDateTime::currentDateTimeUtc().addSecs(-3600));
    for (qsizetype i = 0; i < searches.size(); ++i) {
        QJsonObject search = searches.at(i).toObject();
        const QDateTime at = QDateTime::fromString(search[u"at"_s].toString(), Qt::ISODate);
        search.insert(u"at"_s, at.addSecs(shift).toUTC().toString(Qt::ISODate));
        searches.replace(i, search);
    }
    document.insert(u"searches"_s, searches);

    const QString recent = QDir(server.folder()).filePath(u"catalog-recent.json"_s);
    QFile target(recent);
    if (!target.open(QIODevice::WriteOnly))
        return false;
    target.write(QJsonDocument(document).toJson());
    target.close();
    return server.importFile(recent);
}

} // namespace CatalogFixture
