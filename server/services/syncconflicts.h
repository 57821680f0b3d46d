#pragma once

#include <QJsonArray>
#include <QSqlDatabase>

#include "server/domain/syncconflict.h"

// The shop's conflicts with the marketplace (contract §14 "Status and conflicts"): listed for
// a person, and resolved as SyncPolicy::resolution plans, inside the caller's write
// transaction.
class SyncConflicts final
{
public:
    explicit SyncConflicts(QSqlDatabase db);

    QJsonArray list() const;
    qint64 openCount() const;
    // False when there is no open conflict `id`.
    bool resolve(qint64 id, SyncConflict::Action action) const;

private:
    QSqlDatabase m_db;
};
