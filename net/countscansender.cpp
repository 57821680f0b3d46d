#include "net/countscansender.h"

#include "net/countclient.h"
#include "net/outboxentry.h"

ApiRequest *CountScanSender::send(const OutboxEntry &entry, QObject *context, Done done)
{
    RequestOptions options;
    options.maxRetries = 0; // the outbox retries itself
    return m_counts->scan(
        entry.documentId, entry.change.code, entry.quantity(), entry.idempotencyKey, context,
        [done = std::move(done)](const ApiResult &result, const CountScanResult &scan) {
            OutboxAnswer answer;
            if (result.isSuccess()) {
                answer.total = scan.counted;
                answer.name = scan.name;
            }
            done(result, answer);
        },
        options);
}
