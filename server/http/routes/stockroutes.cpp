#include <QJsonDocument>
#include <QJsonObject>
#include <future>
#include <memory>

#include "server/http/apierror.h"
#include "server/http/cachetags.h"
#include "server/http/idempotency.h"
#include "server/http/requestcontext.h"
#include "server/http/responsecache.h"
#include "server/http/router.h"
#include "server/http/routes/routes.h"
#include "server/http/strictjson.h"
#include "server/services/stockservice.h"
#include "server/storage/writequeue.h"

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype maximumBodyBytes = 64 * 1024;

// What a committed stock update changed: what a targeted cache invalidation needs.
struct StockChange
{
    QString type; // "book" or "stationery"
    qint64 id = 0;
    qint64 sellerId = 0;
};

// The writer thread's part of one request: its answer, and the change if one was made.
struct WriteOutcome
{
    HttpResponse response;
    std::optional<StockChange> change;
};
using WriteWork = std::function<WriteOutcome(const QSqlDatabase &db)>;

// The one place a request waits for the write queue: the work runs in the writer's next
// batch and the answer exists only once that batch committed (synchronous=FULL: durable).
// An asynchronous responder would answer from the completion instead of blocking here.
WriteOutcome awaitWrite(WriteQueue &writes, WriteWork work)
{
    auto outcome = std::make_shared<WriteOutcome>();
    auto promise = std::make_shared<std::promise<WriteOutcome>>();
    std::future<WriteOutcome> answer = promise->get_future();
    writes.submit(
        [work = std::move(work), outcome](const QSqlDatabase &db) { *outcome = work(db); },
        [outcome, promise](std::exception_ptr error) {
            if (error)
                promise->set_exception(error);
            else
                promise->set_value(std::move(*outcome));
        });
    return answer.get(); // rethrows a storage failure: answered 500 by the pipeline
}

// After the commit and before the answer: no client may read stale stock after a write
// acknowledged to it. Every stock change goes through here.
void invalidateCachedReads(RequestContext &context, const StockChange &change)
{
    context.cache->invalidate(CacheTags::forStockChange(change.type, change.id, change.sellerId));
}

HttpResponse handleStockUpdate(RequestContext &context)
{
    const QByteArray contentType = context.header("Content-Type").toLower();
    if (!contentType.startsWith("application/json")) {
        throw ApiError { 415, u"unsupported_media_type"_s,
            u"Send the body as JSON with Content-Type: application/json."_s, {}, {}, {} };
    }
    if (context.body.size() > maximumBodyBytes) {
        throw ApiError { 413, u"payload_too_large"_s, u"The body is larger than 64 KiB."_s, {}, {},
            {} };
    }

    IdempotencyScope idempotency(context);
    if (auto early = idempotency.begin())
        return *early;

    // The body is checked on this thread; only the database part runs on the writer's.
    std::optional<StockService::Request> request;
    std::optional<HttpResponse> rejected;
    try {
        const StrictJson::Result body = StrictJson::parseObject(context.body);
        if (!body.object)
            throw ApiError::badRequest(u"invalid_json"_s, body.error);
        request = StockService::parse(*body.object);
    } catch (const ApiError &error) {
        rejected = HttpResponse::fromError(error);
        if (!idempotency.active())
            return *rejected;
    }

    const IdempotencyScope::Recorder recorder = idempotency.recorder();
    const QString appId = context.key->appId;
    const qint64 sellerId = *context.key->sellerId;
    const WriteOutcome outcome = awaitWrite(*context.writes, [=](const QSqlDatabase &db) {
        WriteOutcome result;
        if (rejected) { // only stored, for a replay
            result.response = *rejected;
            recorder.store(db, result.response.status, result.response.body);
            return result;
        }
        try {
            const QJsonObject success
                = StockService(db, appId, sellerId)
                      .apply(*request, recorder.key, [&](const QJsonObject &body) {
                          recorder.store(
                              db, 200, QJsonDocument(body).toJson(QJsonDocument::Compact));
                      });
            result.response = HttpResponse::json(success);
            result.change = StockChange { success.value(u"type"_s).toString(),
                success.value(u"id"_s).toInteger(), sellerId };
        } catch (const ApiError &error) {
            // Nothing was written (StockService::apply); the error is kept for a replay.
            result.response = HttpResponse::fromError(error);
            recorder.store(db, result.response.status, result.response.body);
        }
        return result;
    });
    if (outcome.change)
        invalidateCachedReads(context, *outcome.change);
    return outcome.response;
}

} // namespace

void Routes::registerStockRoutes(Router &router)
{
    // POST products/stock/by-code: {code, stock | delta, expected_stock?} → spec 2.10 at top
    // level; 415, 413, 400 invalid_json / invalid_idempotency_key, 422 (validation_failed,
    // stock_would_be_negative, stock_out_of_range, has_variants), 404, 409.
    router.add("POST", u"products/stock/by-code"_s, handleStockUpdate, Router::Access::StockWrite);
}
