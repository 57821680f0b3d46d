#pragma once

#include <QJsonObject>
#include <QSqlDatabase>
#include <QStringList>
#include <functional>
#include <type_traits>

#include "server/http/httpresponse.h"
#include "server/storage/writequeue.h"

struct RequestContext;

// Every JSON write of the API, written once: the body rules of contract §3 (415, 413, 400
// invalid_json with StrictJson), the Idempotency-Key of §7, the write on the write queue (in
// the writer's next group commit, with the idempotency record in the same transaction), and
// the cache invalidation after the commit and before the answer (§7). A route only says how
// to read its body and what to write.
namespace JsonWrite {

struct Result
{
    HttpResponse response; // success or error; stored for an idempotent replay either way
    QStringList changedTags; // CacheTags of what a committed change made stale
};

// Runs on the writer's thread inside the batch's transaction. Throwing ApiError answers that
// error (stored for a replay); the work must then have written nothing.
using Run = std::function<Result(const QSqlDatabase &db, const QString &idempotencyKey)>;
// The database work and how the write queue runs it (lock order, savepoint).
struct Work
{
    Work() = default;
    template<typename F>
    requires std::is_invocable_r_v<Result, F, const QSqlDatabase &, const QString &> Work(
        F run, WriteQueue::Options options = {}) // NOLINT(google-explicit-constructor)
        : run(std::move(run))
        , options(options)
    { }
    Run run;
    WriteQueue::Options options;
};
// Runs on the request's thread: validates the body (throw ApiError for 422s) and returns the
// database work.
using Prepare = std::function<Work(const QJsonObject &body)>;

HttpResponse run(RequestContext &context, const Prepare &prepare);

} // namespace JsonWrite
