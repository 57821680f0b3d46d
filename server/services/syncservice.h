#pragma once

#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>

class SyncStatus;

// The shop's sync as a person sees it (contract §14): its state (GET /sync). Its conflicts:
// SyncConflicts.
class SyncService final
{
public:
    explicit SyncService(QSqlDatabase db);

    // {upstream, state, pending, oldest_pending_at, last_push_at, last_pull_at, lag_seconds,
    // conflicts, offline_since, last_error, version}: `version` is the same while nothing a
    // person reads changed (lag_seconds grows by itself and is left out). status: the running
    // loop's, or null (no loop in this process).
    QJsonObject state(const SyncStatus *status) const;

private:
    QSqlDatabase m_db;
};
