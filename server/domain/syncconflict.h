#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringView>
#include <optional>

// A change of the shop sync that needs a person (contract §14 "Status and conflicts",
// docs/sync.md "Bad weather"): which push it holds, what happened, what each answer may do.
// The loop that records it, the store that keeps it and the service that resolves it share
// this one type; `detail` is what a person reads (upstream's answer, its stock), never what a
// decision reads.
struct SyncConflict
{
    enum class Kind { Oversold, Refused, CodeExists };
    enum class Action { Retry, Drop };

    Kind kind = Kind::Refused;
    // The push it holds: a movement's (sync_push_queue) or a product's (sync_product_queue).
    std::optional<qint64> movementQueueId;
    std::optional<qint64> productQueueId;
    qint64 productPk = 0;
    std::optional<qint64> variantId;
    QString code;
    QString message;
    QJsonObject detail;

    static QString name(Kind kind);
    static std::optional<Kind> kindNamed(QStringView name);
    static QString name(Action action);
    static std::optional<Action> actionNamed(QStringView name);
    // What a person may answer (GET /sync/conflicts' `actions`): retry keeps a sale or sends a
    // refused push again, drop undoes it here (contract §14).
    static QList<Action> actionsOf(Kind kind);
};
