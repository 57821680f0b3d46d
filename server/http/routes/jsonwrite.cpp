#include "server/http/routes/jsonwrite.h"

#include <future>
#include <memory>

#include "server/http/apierror.h"
#include "server/http/idempotency.h"
#include "server/http/requestcontext.h"
#include "server/http/responsecache.h"
#include "server/http/strictjson.h"
#include "server/storage/writequeue.h"

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype maximumBodyBytes = 64 * 1024;

void checkContent(const RequestContext &context)
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
}

// The one place a request waits for the write queue: the work runs in the writer's next
// batch and the answer exists only once that batch committed (synchronous=FULL: durable).
JsonWrite::Result awaitWrite(
    WriteQueue &writes, std::function<JsonWrite::Result(const QSqlDatabase &)> work)
{
    auto outcome = std::make_shared<JsonWrite::Result>();
    auto promise = std::make_shared<std::promise<JsonWrite::Result>>();
    std::future<JsonWrite::Result> answer = promise->get_future();
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

} // namespace

HttpResponse JsonWrite::run(RequestContext &context, const Prepare &prepare)
{
    checkContent(context);
    IdempotencyScope idempotency(context);
    if (auto early = idempotency.begin())
        return *early;

    // The body is checked on this thread; only the database part runs on the writer's.
    Work work;
    std::optional<HttpResponse> rejected;
    try {
        const StrictJson::Result body = StrictJson::parseObject(context.body);
        if (!body.object)
            throw ApiError::badRequest(u"invalid_json"_s, body.error);
        work = prepare(*body.object);
    } catch (const ApiError &error) {
        rejected = HttpResponse::fromError(error);
        if (!idempotency.active())
            return *rejected;
    }

    const IdempotencyScope::Recorder recorder = idempotency.recorder();
    const Result outcome = awaitWrite(*context.writes, [=](const QSqlDatabase &db) {
        Result result;
        if (rejected) {
            result.response = *rejected; // only stored, for a replay
        } else {
            try {
                result = work(db, recorder.key);
            } catch (const ApiError &error) {
                result = { HttpResponse::fromError(error), {} };
            }
        }
        recorder.store(db, result.response.status, result.response.body);
        return result;
    });
    // After the commit and before the answer: no client reads what this write made stale.
    if (!outcome.changedTags.isEmpty())
        context.cache->invalidate(outcome.changedTags);
    return outcome.response;
}
