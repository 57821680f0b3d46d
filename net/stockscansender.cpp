#include "net/stockscansender.h"

#include "net/apiclient.h"
#include "net/outboxentry.h"

ApiRequest *StockScanSender::send(const OutboxEntry &entry, QObject *context, Done done)
{
    StockChange change = entry.change;
    // Every change says when it was scanned, so an offline scan is dated then in the history
    // (contract §8), from its first send on: every resend under its key is the same request.
    if (!entry.omitScanTime && entry.createdAt.isValid())
        change.scannedAt = entry.createdAt.toUTC();
    RequestOptions options;
    options.maxRetries = 0; // the outbox retries itself
    return m_client->updateStock(
        change, entry.idempotencyKey, context,
        [done = std::move(done)](const ApiResult &result, const StockUpdateResult &data) {
            OutboxAnswer answer;
            if (result.kind() == ApiResult::Kind::Ok) {
                answer.total = data.stock;
                answer.name = data.name;
                answer.variantId = data.variantId;
            }
            done(result, answer);
        },
        options);
}
