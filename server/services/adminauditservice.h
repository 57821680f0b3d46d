#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>

#include "server/domain/adminauditfilter.h"
#include "server/services/adminactor.h"

// The audit log of contract §15 (every admin write, one entry per object changed, kept
// forever: nothing deletes from it) and the search analytics read from the recorded searches.
class AdminAuditService final
{
public:
    explicit AdminAuditService(QSqlDatabase db);

    // One entry: before/after are the object as the admin API shows it (empty: none).
    void record(const AdminActor &actor, const QString &action, const QString &objectType,
        qint64 objectId, const QJsonObject &before, const QJsonObject &after) const;

    // GET /admin/audit items {at, app_id, key_name, request_id, action, object: {type, id},
    // before, after}, newest first; perPage 0: all.
    QJsonArray entries(
        const AdminAuditFilter &filter, qint64 page, int perPage, qint64 *total) const;
    // GET /admin/searches items {text, count, last_at, results}.
    QJsonArray searches(
        const AdminSearchFilter &filter, qint64 page, int perPage, qint64 *total) const;

private:
    QSqlDatabase m_db;
};
