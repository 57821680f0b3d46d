#include "server/services/adminauditservice.h"

#include <QDateTime>
#include <QJsonDocument>

#include "server/storage/adminauditrepository.h"

using namespace Qt::StringLiterals;

namespace {

QString jsonText(const QJsonObject &object)
{
    return object.isEmpty()
        ? QString()
        : QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QJsonValue jsonValue(const QString &text)
{
    if (text.isEmpty())
        return QJsonValue::Null;
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

} // namespace

AdminAuditService::AdminAuditService(QSqlDatabase db)
    : m_db(std::move(db))
{ }

void AdminAuditService::record(const AdminActor &actor, const QString &action,
    const QString &objectType, qint64 objectId, const QJsonObject &before,
    const QJsonObject &after) const
{
    AdminAuditRepository(m_db).record(
        { QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs), actor.appId, actor.keyName,
            actor.requestId, action, objectType, objectId, jsonText(before), jsonText(after) });
}

QJsonArray AdminAuditService::entries(
    const AdminAuditRepository::EntryFilter &filter, qint64 page, int perPage, qint64 *total) const
{
    const AdminAuditRepository repository(m_db);
    if (total)
        *total = repository.count(filter);
    QJsonArray items;
    repository.list(filter, page, perPage, [&](const AdminAuditRepository::Entry &entry) {
        items.append(QJsonObject { { u"at"_s, entry.at }, { u"app_id"_s, entry.appId },
            { u"key_name"_s, entry.keyName }, { u"request_id"_s, entry.requestId },
            { u"action"_s, entry.action },
            { u"object"_s,
                QJsonObject { { u"type"_s, entry.objectType }, { u"id"_s, entry.objectId } } },
            { u"before"_s, jsonValue(entry.before) }, { u"after"_s, jsonValue(entry.after) } });
    });
    return items;
}

QJsonArray AdminAuditService::searches(
    const AdminAuditRepository::SearchFilter &filter, qint64 page, int perPage, qint64 *total) const
{
    const AdminAuditRepository repository(m_db);
    if (total)
        *total = repository.countSearches(filter);
    QJsonArray items;
    repository.searches(filter, page, perPage, [&](const AdminAuditRepository::SearchRow &row) {
        items.append(QJsonObject { { u"text"_s, row.text }, { u"count"_s, row.count },
            { u"last_at"_s, row.lastAt }, { u"results"_s, row.results } });
    });
    return items;
}
