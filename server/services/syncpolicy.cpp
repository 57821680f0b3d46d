#include "server/services/syncpolicy.h"

#include <QJsonValue>

using namespace Qt::StringLiterals;

bool SyncPolicy::refusedForGood(int status)
{
    return status >= 400 && status < 500 && status != 401 && status != 403 && status != 408
        && status != 429;
}

SyncPolicy::MovementPush SyncPolicy::movementPushed(const QJsonObject &result, qint64 delta)
{
    if (result.value(u"status"_s).toString() == "success"_L1) {
        // Sold here beyond what upstream had: a person decides (contract §14).
        const QJsonValue stock = result.value(u"stock"_s);
        return stock.isDouble() && stock.toInteger() < 0 && delta < 0 ? MovementPush::Oversold
                                                                      : MovementPush::Sent;
    }
    return refusedForGood(result.value(u"http_status"_s).toInt()) ? MovementPush::Refused
                                                                  : MovementPush::TryAgain;
}

SyncPolicy::ProductPush SyncPolicy::productPushed(
    bool create, int status, const QJsonObject &error, const QJsonObject &existing)
{
    if (status >= 200 && status < 300)
        return ProductPush::Sent;
    if (create && status == 409 && error.value(u"code"_s).toString() == "code_exists"_L1
        && existing.value(u"id"_s).isDouble())
        return ProductPush::Linked;
    return refusedForGood(status) ? ProductPush::Refused : ProductPush::TryAgain;
}

SyncPolicy::Resolution SyncPolicy::resolution(
    const SyncConflict &conflict, SyncConflict::Action action, qint64 movementDelta)
{
    const bool retry = action == SyncConflict::Action::Retry;
    // A product push (refused, or a create whose code the marketplace has on another product).
    if (conflict.productQueueId)
        return retry ? Resolution::SendProductAgain : Resolution::KeepProductLocal;
    if (retry) {
        // Retry sends a refused movement again; on an oversold sale it keeps the sale.
        return conflict.kind == SyncConflict::Kind::Refused && conflict.movementQueueId
            ? Resolution::SendMovementAgain
            : Resolution::KeepAsIs;
    }
    if (movementDelta == 0)
        return Resolution::KeepAsIs;
    return conflict.kind == SyncConflict::Kind::Refused ? Resolution::UndoHere
                                                        : Resolution::UndoBothSides;
}
