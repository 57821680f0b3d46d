#include "server/storage/cachebus.h"

#include <QSet>
#include <QSqlDriver>
#include <QSqlField>
#include <QUuid>

#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace CacheBus {

namespace {
// NOTIFY payloads must stay under 8000 bytes.
constexpr qsizetype maximumPayload = 7000;
thread_local Batch *currentBatch = nullptr;
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
    if (currentBatch) {
        currentBatch->add(tags);
        return;
    }
    for (const QString &payload : Batch::messages(tags))
        Sql::run(db, u"SELECT pg_notify(?, ?)"_s, { QString::fromLatin1(channel), payload });
}

Batch::Batch()
    : m_outer(currentBatch)
{
    currentBatch = this;
}

Batch::~Batch()
{
    currentBatch = m_outer;
}

QStringList Batch::messages(const QStringList &tags)
{
    const QString head = instanceId() + u'\n';
    if (tags.contains(everything))
        return { head + everything };
    QStringList messages;
    QString message = head;
    qsizetype bytes = head.size(); // the id is ASCII
    QSet<QString> seen;
    for (const QString &tag : tags) {
        if (seen.contains(tag))
            continue;
        seen.insert(tag);
        const qsizetype tagBytes = tag.toUtf8().size() + 1;
        if (head.size() + tagBytes > maximumPayload)
            return { head + everything }; // a tag no message can hold
        if (bytes + tagBytes > maximumPayload) {
            messages << message;
            message = head;
            bytes = head.size();
        }
        message += tag + u'\n';
        bytes += tagBytes;
    }
    if (message.size() > head.size())
        messages << message;
    for (QString &each : messages)
        each.chop(1); // the last tag's newline
    return messages;
}

QString Batch::commitStatement(const QSqlDatabase &db)
{
    const QStringList tags = std::exchange(m_tags, {});
    if (!Sql::isPostgres(db) || tags.isEmpty())
        return u"COMMIT"_s;
    // A simple query of several statements (no parameters there): the driver quotes the text.
    QSqlField text(QString(), QMetaType(QMetaType::QString));
    text.setValue(QString::fromLatin1(channel));
    const QString quotedChannel = db.driver()->formatValue(text);
    QString statement;
    for (const QString &message : messages(tags)) {
        text.setValue(message);
        statement
            += u"SELECT pg_notify(%1, %2); "_s.arg(quotedChannel, db.driver()->formatValue(text));
    }
    return statement + u"COMMIT"_s;
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

} // namespace CacheBus
