#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QMetaType>
#include <QString>
#include <optional>

#include "net/stockchange.h"

// One stock change in the StockOutbox, as stored.
struct OutboxEntry
{
    enum class State {
        Pending, // stored, not yet answered by the server (waiting to be sent or resent)
        Sending, // in flight now
        Applied, // the server answered 200: resultStock is the stock after the change
        Rejected, // the server refused it (4xx): errorCode / errorMessage say why; currentStock
                  // is the server's stock when it told (stock_conflict, stock_would_be_negative)
    };

    qint64 id = 0;
    QByteArray idempotencyKey; // a UUID, fixed at creation, the same for every resend
    QString server; // base URL the change belongs to
    QString appId;
    StockChange change;
    State state = State::Pending;
    int attempts = 0;
    QDateTime createdAt;
    QDateTime updatedAt;
    std::optional<qint64> resultStock;
    // From the answer of an applied change: the product it changed, so a log can show it
    // without looking the code up again. variantId is set for stationery variants.
    QString productName;
    std::optional<qint64> variantId;
    // From a rejection that carried the stock as the server has it.
    std::optional<qint64> currentStock;
    QString errorCode;
    QString errorMessage; // translated, for people
    int httpStatus = 0;
    // Sent without its scan time (an entry of an older version, or the server refused the time).
    bool omitScanTime = false;
};

Q_DECLARE_METATYPE(OutboxEntry)
