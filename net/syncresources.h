#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <optional>

// Contract §14 GET /sync on a shop server: how far the marketplace is in step with it.
struct SyncState
{
    QString upstream; // empty: the server follows no marketplace
    QString state; // ok, offline, error (auth_failed: the key was refused), off
    qint64 pending = 0;
    QDateTime oldestPendingAt;
    QDateTime lastPushAt;
    QDateTime lastPullAt;
    qint64 lagSeconds = 0;
    qint64 conflicts = 0;
    QDateTime offlineSince;
    QString lastError; // the server's words, for the tooltip only
    // Opaque, the same while nothing but the lag changed; empty from a server before it.
    QString version;

    bool follows() const { return !upstream.isEmpty() && state != QLatin1String("off"); }
};

// Contract §14 GET /sync/conflicts: one change that needs a person.
struct SyncConflict
{
    qint64 id = 0;
    QString kind; // oversold, refused, code_exists
    QString code;
    QString message; // the upstream's own words (or the shop server's for oversold)
    QString type; // book, stationery
    std::optional<qint64> productId;
    QString name;
    std::optional<qint64> variantId;
    QString movementId;
    std::optional<qint64> delta;
    QString reason;
    std::optional<qint64> upstreamStock; // oversold: the marketplace's stock after the sale
    std::optional<int> httpStatus; // refused: the upstream's answer
    QString errorCode; // refused: the upstream's error code
    // A push of the product itself (contract §14, not a stock change): create or update.
    QString productAction;
    std::optional<qint64> upstreamId; // code_exists: the marketplace's product with the code
    QDateTime createdAt;
    QDateTime resolvedAt; // invalid while open
    QString resolution; // retry, drop
    QStringList actions;

    bool isOpen() const { return !resolvedAt.isValid(); }
    bool isProductPush() const { return !productAction.isEmpty(); }
};
