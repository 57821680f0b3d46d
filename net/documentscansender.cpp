#include "net/documentscansender.h"

#include "net/goodsclient.h"
#include "net/outboxentry.h"

ApiRequest *DocumentScanSender::send(const OutboxEntry &entry, QObject *context, Done done)
{
    RequestOptions options;
    options.maxRetries = 0; // the outbox retries itself
    return m_documents->scan(
        m_kind, entry.documentId, entry.change.code, entry.quantity(), entry.idempotencyKey,
        context,
        [done = std::move(done)](const ApiResult &result, const DocumentScanResult &scan) {
            OutboxAnswer answer;
            if (result.isSuccess()) {
                answer.total = scan.quantity;
                answer.name = scan.name;
                answer.expected = scan.expected;
                answer.lineState = scan.state;
            }
            done(result, answer);
        },
        options);
}
