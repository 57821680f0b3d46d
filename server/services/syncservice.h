#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>

class SyncStatus;

// The shop's sync as a person sees and steers it (contract §14): its state (GET /sync), its
// open and resolved conflicts, and a conflict's resolution.
class SyncService final
{
public:
    explicit SyncService(QSqlDatabase db);

    // {upstream, state, pending, oldest_pending_at, last_push_at, last_pull_at, lag_seconds,
    // conflicts, offline_since, last_error, version}: `version` is the same while nothing a
    // person reads changed (lag_seconds grows by itself and is left out). status: the running
    // loop's, or null (no loop in this process).
    QJsonObject state(const SyncStatus *status) const;
    QJsonArray conflicts() const;
    // action: retry or drop. False when there is no open conflict `id`. Inside the caller's
    // write transaction.
    bool resolve(qint64 id, const QString &action) const;

private:
    QSqlDatabase m_db;
};
