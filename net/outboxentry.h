#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QMetaType>
#include <QString>
#include <optional>

#include "net/stockchange.h"

// One scan in the Outbox, as stored. Every kind is a code and a quantity (change.code,
// change.value); a stock scan adds its mode, expected stock, reason and note (contract §8, §10),
// a document scan names its document (contract §10 counts, §11 receipts and returns).
struct OutboxEntry
{
    enum class Kind {
        Stock, // POST /products/stock/by-code
        Count, // POST /products/stock/counts/{id}/scans
        Receipt, // POST /products/stock/receipts/{id}/scans
        Return, // POST /products/stock/returns/{id}/scans
    };
    enum class State {
        Pending, // stored, not yet answered by the server (waiting to be sent or resent)
        Sending, // in flight now
        Applied, // the server answered 200: resultStock is the stock or line total after it
        Rejected, // the server refused it (4xx): errorCode / errorMessage say why; currentStock
                  // is the server's stock when it told (stock_conflict, stock_would_be_negative)
    };

    qint64 id = 0;
    Kind kind = Kind::Stock;
    qint64 documentId = 0; // the count, receipt or return; 0 for a stock scan
    QByteArray idempotencyKey; // a UUID, the same for every resend of one content
    QString server; // base URL the scan belongs to
    QString appId;
    StockChange change; // code, and the quantity in value (mode Delta for document scans)
    State state = State::Pending;
    int attempts = 0;
    QDateTime createdAt;
    QDateTime updatedAt;
    // Applied: the stock after a stock scan, the line's total after a document scan.
    std::optional<qint64> resultStock;
    // From the answer of an applied scan: the product it changed, so a log can show it
    // without looking the code up again. variantId is set for stationery variants.
    QString productName;
    std::optional<qint64> variantId;
    // Receipts and returns: the line's expected quantity and state (ok, over, not_on_order).
    std::optional<qint64> expected;
    QString lineState;
    // From a rejection that carried the stock as the server has it.
    std::optional<qint64> currentStock;
    QString errorCode;
    QString errorMessage; // translated, for people
    int httpStatus = 0;
    // Sent without its scan time (an entry of an older version, or the server refused the time).
    bool omitScanTime = false;

    qint64 quantity() const { return change.value; }
    bool isWaiting() const { return state == State::Pending || state == State::Sending; }
    bool isFinished() const { return !isWaiting(); }
    // Refused because the server does not know the code (404): the console offers to create it.
    bool isUnknownCode() const { return state == State::Rejected && httpStatus == 404; }

    // The stored name of a kind ("stock", "counts", "receipts", "returns": the path segment).
    static QString kindName(Kind kind);
    static std::optional<Kind> kindFrom(const QString &name);
};

Q_DECLARE_METATYPE(OutboxEntry)
