#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <optional>

#include "server/domain/syncconflict.h"

// The shop side of contract §14 in the local database: the sync's state (upstream, feed
// positions, times), the push queue the movements' trigger fills (schema 17) and the conflicts
// that need a person. Writes run inside the caller's write transaction.
class Database;

class SyncRepository final
{
public:
    // The app id of the movements the sync records itself: pulled from upstream (never pushed
    // back), and the undo of a push upstream refused for good (never pushed: upstream never
    // had the movement it undoes). The schema's trigger knows both names.
    static inline const QString pulledAppId = QStringLiteral("sync:pulled");
    static inline const QString droppedAppId = QStringLiteral("sync:dropped");
    // The undo of a sale upstream took below 0 (pushed like any local movement).
    static inline const QString undoAppId = QStringLiteral("sync:undo");

    explicit SyncRepository(QSqlDatabase db);

    std::optional<QString> value(const QString &key) const;
    void setValue(const QString &key, const QString &value) const;
    // Whether the shop follows an upstream (sync init finished): local movements are queued.
    bool following() const { return value(QStringLiteral("upstream")).has_value(); }

    // What a database holds for a shop's set-up (contract §14), read only, on any schema
    // version (an older one has no sync state: it follows nothing).
    struct Content
    {
        qint64 products = 0;
        qint64 movements = 0;
        std::optional<QString> upstream;
        std::optional<QString> initializedAt;
    };
    static Content contentOf(const Database &database);

    // A queued local movement as its stock update upstream (contract §8/§14).
    struct Pending
    {
        qint64 queueId = 0;
        QString movementId;
        QString type; // book | stationery
        QString code; // the variant's barcode or the product's code
        qint64 delta = 0;
        QString reason;
        QString note; // null: none
        QString scannedAt; // null: none
        qint64 productPk = 0;
        std::optional<qint64> variantId;
    };
    // The oldest pending pushes, in local order.
    QList<Pending> pending(int limit) const;
    qint64 pendingCount() const;
    QString oldestPendingAt() const; // null when nothing waits
    void markSent(qint64 queueId, const QString &answer) const;
    // A push upstream refused for good: out of the order, waiting for a person.
    void markConflict(qint64 queueId, const QString &answer) const;

    void addConflict(const SyncConflict &conflict) const;
    qint64 openConflictCount() const;
    // Open conflicts first, newest first (resolved ones after them, the last 100), as
    // GET /sync/conflicts answers them.
    QJsonArray conflicts() const;

    // An open conflict and the movement its push holds (none: movementDelta 0), for
    // SyncConflicts to resolve (SyncPolicy::resolution decides what is done).
    struct OpenConflict
    {
        SyncConflict conflict;
        qint64 movementProductPk = 0;
        std::optional<qint64> movementVariantId;
        qint64 movementDelta = 0;
        QString movementId;
    };
    std::optional<OpenConflict> openConflict(qint64 id) const;
    void sendMovementAgain(qint64 queueId) const;
    // The held product push waits in its queue again, or is dropped (the product stays local).
    void setProductPushHeld(qint64 productQueueId, bool sendAgain) const;
    // Records a local movement that undoes the held one (it may take stock below 0 like any
    // recorded sale); one that does not go up also takes the push out of the queue for good.
    void undoMovement(const OpenConflict &open, bool goesUp) const;
    void markResolved(qint64 id, SyncConflict::Action action) const;

    // A movement made upstream (the movement feed's item, contract §13, checked by
    // UpstreamValidator), applied here as its delta: Known when its movement_id is already here
    // (the shop's own) or its upstream id was applied before (contract §14: at most once, ever,
    // whatever the cursor says), NoProduct when the product is not (yet) here. A delta that
    // takes the stock out of the §14 range throws StorageError::Cause::Refused: the peer's
    // data, not the database, is at fault.
    enum class Pulled { Applied, Known, NoProduct };
    Pulled applyPulled(const QJsonObject &movement) const;
    // Records an upstream movement as applied (sync init: its effect is in the copied stock);
    // false when it was already. The check and the record are one statement.
    bool rememberPulled(qint64 upstreamId) const;
    // The same for many (sync init: the whole history up to the copy), 500 a statement.
    void rememberPulled(const QList<qint64> &upstreamIds) const;

    // sync init: the stock of an item as upstream had it at a known feed position (set once,
    // before the shop has movements of its own since the copy), recorded as a movement.
    void setInitialStock(
        const QString &type, qint64 productId, std::optional<qint64> variantId, qint64 stock) const;

private:
    QSqlDatabase m_db;
};
