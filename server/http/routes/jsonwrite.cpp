#include "server/http/routes/jsonwrite.h"

#include <QLoggingCategory>
#include <memory>

#include "server/http/apierror.h"
#include "server/http/deferredresponse.h"
#include "server/http/idempotency.h"
#include "server/http/requestcontext.h"
#include "server/http/responsecache.h"
#include "server/http/strictjson.h"
#include "server/services/stockservice.h"
#include "server/storage/cachebus.h"
#include "server/storage/storageerror.h"
#include "server/storage/writequeue.h"

using namespace Qt::StringLiterals;

namespace {
Q_LOGGING_CATEGORY(lcWriteAnswers, "catalog.writes.http")
}

namespace {

void checkContent(const RequestContext &context)
{
    // An empty body needs no type: actions such as .../cancel take none (contract §3).
    const QByteArray contentType = context.header("Content-Type").toLower();
    if (!context.body.isEmpty() && !contentType.startsWith("application/json")) {
        throw ApiError { 415, u"unsupported_media_type"_s,
            u"Send the body as JSON with Content-Type: application/json."_s, {}, {}, {} };
    }
    if (context.body.size() > context.maxBodyBytes) {
        throw ApiError { 413, u"payload_too_large"_s,
            u"The body is larger than %1 KiB."_s.arg(context.maxBodyBytes / 1024), {}, {}, {} };
    }
}

// The answer of a write whose batch failed as a whole: nothing of it was committed.
HttpResponse failureAnswer(const std::exception_ptr &error)
{
    try {
        std::rethrow_exception(error);
    } catch (const StorageError &failure) {
        // 503 busy when its rows stayed locked (logged as such, not as an outage, §3).
        return HttpResponse::fromError(ApiError::fromStorage(failure));
    } catch (const std::exception &failure) {
        qCCritical(lcWriteAnswers) << "write failed:" << failure.what();
    }
    return HttpResponse::fromError(ApiError::internal());
}

} // namespace

HttpResponse JsonWrite::run(RequestContext &context, const Prepare &prepare)
{
    checkContent(context);
    // Shared with the write's completion: the in-flight claim lasts until the answer.
    auto idempotency = std::make_shared<IdempotencyScope>(context);
    if (auto early = idempotency->begin())
        return *early;

    // The body is checked on this thread; only the database part runs on the writer's.
    Work work;
    std::optional<HttpResponse> rejected;
    try {
        const StrictJson::Result body
            = StrictJson::parseObject(context.body.isEmpty() ? QByteArray("{}") : context.body);
        if (!body.object)
            throw ApiError::badRequest(u"invalid_json"_s, body.error);
        work = prepare(*body.object);
    } catch (const ApiError &error) {
        rejected = HttpResponse::fromError(error);
    } catch (const DomainError &error) {
        rejected = HttpResponse::fromError(error);
    }
    if (rejected && !idempotency->active())
        return *rejected;

    const IdempotencyScope::Recorder recorder = idempotency->recorder();
    // A stock update made with its batch's others stores the key in its movement like one
    // made by the job itself.
    if (work.options.stockUpdate)
        StockService::setIdempotencyKey(*work.options.stockUpdate, recorder.key);
    auto outcome = std::make_shared<Result>();
    auto deferred = std::make_shared<DeferredResponse>();
    ResponseCache *cache = context.cache;
    WriteQueue *writes = context.writes;
    // Runs in the writer's next batch; answered only once that batch committed
    // (synchronous=FULL: durable), so the request thread serves others meanwhile and
    // concurrent writes share one commit.
    context.writes->submit(
        [=](const QSqlDatabase &db) {
            Result result;
            if (rejected) {
                result.response = *rejected; // only stored, for a replay
            } else {
                try {
                    result = work.run(db, recorder.key);
                } catch (const ApiError &error) {
                    result = { HttpResponse::fromError(error), {} };
                } catch (const DomainError &error) {
                    result = { HttpResponse::fromError(error), {} };
                }
            }
            recorder.store(db, result.response.status, result.response.body);
            // Other instances invalidate the same tags when this transaction commits.
            CacheBus::publish(db, result.changedTags);
            *outcome = std::move(result);
        },
        [outcome, deferred, cache, writes, recorder, idempotency](
            std::exception_ptr error) mutable {
            // The result is committed (or nothing is): a retry may come as soon as the client
            // has the answer, and must then be replayed, not refused as still in flight.
            idempotency.reset();
            if (error) {
                // Nothing was stored: the key is free again (PostgreSQL: its claim row goes;
                // if that fails too, the claim is abandoned after 10 s).
                if (!recorder.key.isEmpty())
                    writes->submit([recorder](const QSqlDatabase &db) { recorder.release(db); });
                deferred->resolve(failureAnswer(error));
                return;
            }
            // After the commit and before the answer: no client reads what it made stale.
            if (outcome->changedTags.contains(CacheBus::everything))
                cache->invalidateAll();
            else if (!outcome->changedTags.isEmpty())
                cache->invalidate(outcome->changedTags);
            deferred->resolve(std::move(outcome->response));
        },
        work.options);
    HttpResponse pending;
    pending.deferred = deferred;
    return pending;
}
