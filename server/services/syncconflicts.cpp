#include "server/services/syncconflicts.h"

#include "server/services/syncpolicy.h"
#include "server/storage/syncrepository.h"

SyncConflicts::SyncConflicts(QSqlDatabase db)
    : m_db(std::move(db))
{ }

QJsonArray SyncConflicts::list() const
{
    return SyncRepository(m_db).conflicts();
}

qint64 SyncConflicts::openCount() const
{
    return SyncRepository(m_db).openConflictCount();
}

bool SyncConflicts::resolve(qint64 id, SyncConflict::Action action) const
{
    const SyncRepository sync(m_db);
    const std::optional<SyncRepository::OpenConflict> open = sync.openConflict(id);
    if (!open)
        return false;
    switch (SyncPolicy::resolution(open->conflict, action, open->movementDelta)) {
    case SyncPolicy::Resolution::KeepAsIs:
        break;
    case SyncPolicy::Resolution::SendProductAgain:
        sync.setProductPushHeld(*open->conflict.productQueueId, true);
        break;
    case SyncPolicy::Resolution::KeepProductLocal:
        sync.setProductPushHeld(*open->conflict.productQueueId, false);
        break;
    case SyncPolicy::Resolution::SendMovementAgain:
        sync.sendMovementAgain(*open->conflict.movementQueueId);
        break;
    case SyncPolicy::Resolution::UndoHere:
        sync.undoMovement(*open, false);
        break;
    case SyncPolicy::Resolution::UndoBothSides:
        sync.undoMovement(*open, true);
        break;
    }
    sync.markResolved(id, action);
    return true;
}
