#include "server/storage/changefeed.h"

#include <QSet>
#include <QUuid>

#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace ChangeFeed {

namespace {
// NOTIFY payloads must stay under 8000 bytes.
constexpr qsizetype maximumPayload = 7000;
// Between the messages of one pg_notify statement (never in a tag).
constexpr char16_t messageSeparator = u'\x1e';
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

void Batch::send(const QSqlDatabase &db)
{
    const QStringList tags = std::exchange(m_tags, {});
    if (!Sql::isPostgres(db) || tags.isEmpty())
        return;
    // One statement for every message of the batch, prepared once per connection.
    QSqlQuery &notify = Sql::runCached(db,
        u"SELECT pg_notify(?, message) FROM unnest(string_to_array(?, ?)) AS message"_s,
        { QString::fromLatin1(channel), messages(tags).join(messageSeparator),
            QString(messageSeparator) });
    notify.finish();
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
