#pragma once

#include <QString>
#include <functional>
#include <optional>

class ApiRequest;
class ApiResult;
class QObject;
struct OutboxEntry;

// What the server answered for one applied scan, in the terms the Outbox stores.
struct OutboxAnswer
{
    std::optional<qint64> total; // the stock after a stock scan, the line's total after a
                                 // document scan
    QString name;
    std::optional<qint64> variantId;
    std::optional<qint64> expected;
    QString lineState;
};

// Sends one kind of stored scan (Outbox): builds the request from the entry, with the entry's
// Idempotency-Key and no retries of its own (the Outbox retries, for as long as it takes), and
// reports the answer. Knows nothing of storage, order, backoff or pauses.
class OutboxSender
{
public:
    using Done = std::function<void(const ApiResult &result, const OutboxAnswer &answer)>;

    virtual ~OutboxSender() = default;
    // `done` runs on `context`'s thread, once, unless the request is aborted.
    virtual ApiRequest *send(const OutboxEntry &entry, QObject *context, Done done) = 0;
};
