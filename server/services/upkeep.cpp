#include "server/services/upkeep.h"

#include <QDateTime>

#include "server/services/webhookservice.h"
#include "server/storage/idempotencyrepository.h"
#include "server/storage/movementrepository.h"
#include "server/storage/searchrepository.h"
#include "server/storage/webhookdeliveryrepository.h"

void Upkeep::prune(const QSqlDatabase &db)
{
    SearchRepository(db).prune(QDateTime::currentDateTimeUtc().addDays(-7));
    IdempotencyRepository(db).prune();
    WebhookDeliveryRepository(db).prune(
        QDateTime::currentMSecsSinceEpoch() - WebhookService::deliveriesKeptMs);
}

void Upkeep::compactMovementDays(const QSqlDatabase &db)
{
    MovementRepository(db).compactDayCounts();
}
