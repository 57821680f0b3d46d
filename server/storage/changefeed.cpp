#include "server/storage/changefeed.h"

#include <QUuid>

#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace ChangeFeed {

namespace {
// NOTIFY payloads must stay under 8000 bytes.
constexpr qsizetype maximumPayload = 7000;
} // namespace

const QString &instanceId()
{
    static const QString id = QUuid::createUuid().toString(QUuid::Id128);
    return id;
}

void publish(const QSqlDatabase &db, const QStringList &tags)
{
    if (!Sql::isPostgres(db) || tags.isEmpty())
        return;
    QString payload = instanceId() + u'\n' + tags.join(u'\n');
    if (payload.toUtf8().size() > maximumPayload)
        payload = instanceId() + u'\n' + everything;
    Sql::run(db, u"SELECT pg_notify(?, ?)"_s, { QString::fromLatin1(channel), payload });
}

Message parse(const QString &payload)
{
    QStringList lines = payload.split(u'\n', Qt::SkipEmptyParts);
    if (lines.isEmpty())
        return { QString(), { everything } };
    Message message;
    message.origin = lines.takeFirst();
    message.tags = lines.isEmpty() ? QStringList { everything } : lines;
    return message;
}

} // namespace ChangeFeed
