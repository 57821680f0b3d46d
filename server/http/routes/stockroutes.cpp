#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <optional>
#include <variant>
#include <vector>

#include "server/domain/cachetags.h"
#include "server/http/apierror.h"
#include "server/http/canonicaljson.h"
#include "server/http/requestcontext.h"
#include "server/http/router.h"
#include "server/http/routes/jsonwrite.h"
#include "server/http/routes/routes.h"
#include "server/services/stockservice.h"

using namespace Qt::StringLiterals;

namespace {

// Contract §14: at most this many updates in one batch request.
constexpr qsizetype maximumBatchUpdates = 100;

// The request as parsed, with the fingerprint its movement_id is kept with: the same id again
// is a replay only with the same body (compared after parsing, like Idempotency-Key's, §7).
StockService::Request parseUpdate(const QJsonObject &body)
{
    StockService::Request request = StockService::parse(body);
    if (!request.movementId.isEmpty()) {
        // The id in the form it is kept in: its letters' case is no difference of the body.
        QJsonObject compared = body;
        compared.insert(u"movement_id"_s, request.movementId);
        request.fingerprint = QString::fromLatin1(
            QCryptographicHash::hash(canonicalJson(compared), QCryptographicHash::Sha256).toHex());
    }
    return request;
}

HttpResponse handleStockUpdate(RequestContext &context)
{
    const QString appId = context.key->appId;
    const qint64 sellerId = *context.key->sellerId;
    const QSqlDatabase requestDb = context.db;
    return JsonWrite::run(context, [=](const QJsonObject &body) -> JsonWrite::Work {
        const StockService::Request request = parseUpdate(body);
        // PostgreSQL: the batch runs its updates in the rows' order (remembered from the code's
        // last update, or read here, off the writer), all in one statement (JsonWrite sets this
        // one's idempotency key), and an update needs no savepoint of its own.
        WriteQueue::Options options;
        options.lockOrder = StockService::lockOrder(requestDb, sellerId, request);
        options.savepoint = false;
        options.stockUpdate = StockService(requestDb, appId, sellerId).batched(request);
        const auto batched = options.stockUpdate;
        return { [=](const QSqlDatabase &db, const QString &idempotencyKey) {
                    bool replayed = false;
                    const QJsonObject success
                        = StockService(db, appId, sellerId)
                              .apply(request, idempotencyKey, batched.get(), &replayed);
                    if (replayed) {
                        // A movement_id applied before (§14): its answer again, nothing changed.
                        HttpResponse replay = HttpResponse::json(success);
                        replay.setHeader("Idempotent-Replayed", "true");
                        return JsonWrite::Result { replay, {} };
                    }
                    return JsonWrite::Result { HttpResponse::json(success),
                        CacheTags::forStockChange(success.value(u"type"_s).toString(),
                            success.value(u"id"_s).toInteger(), sellerId) };
                },
            options };
    });
}

// One update's outcome as a batch result: the body it would get alone; an error adds its
// status as http_status, a movement_id's replay adds "replayed": true (contract §14).
QJsonObject errorResult(const ApiError &error)
{
    QJsonObject result = QJsonDocument::fromJson(HttpResponse::fromError(error).body).object();
    result.insert(u"http_status"_s, error.status);
    return result;
}

HttpResponse handleStockBatch(RequestContext &context)
{
    const QString appId = context.key->appId;
    const qint64 sellerId = *context.key->sellerId;
    const QSqlDatabase requestDb = context.db;
    return JsonWrite::run(context, [=](const QJsonObject &body) -> JsonWrite::Work {
        const QJsonValue updates = body.value(u"updates"_s);
        if (!updates.isArray() || updates.toArray().isEmpty()
            || updates.toArray().size() > maximumBatchUpdates)
            throw ApiError::validation(
                u"updates"_s, u"must be an array of 1 to 100 stock update objects"_s);
        // Each body is checked here; one that is not valid is that update's 422 alone.
        std::vector<std::variant<StockService::Request, ApiError>> parsed;
        for (const QJsonValue &update : updates.toArray()) {
            try {
                if (!update.isObject())
                    throw ApiError::validation(u"updates"_s, u"each update must be an object"_s);
                parsed.emplace_back(parseUpdate(update.toObject()));
            } catch (const ApiError &error) {
                parsed.emplace_back(error);
            } catch (const DomainError &error) {
                parsed.emplace_back(ApiError::fromDomain(error));
            }
        }
        // PostgreSQL: the updates run in the rows' order (the one order of every stock change,
        // docs/locking.md; read here, off the writer), so two shops pushing the same products
        // in opposite orders never wait for each other in a cycle. Updates of one item keep
        // the request's order (a shop pushes in local order); items' changes commute. SQLite:
        // no order (one writer), the request's.
        std::vector<std::pair<std::optional<WriteQueue::LockOrder>, qsizetype>> order;
        for (qsizetype i = 0; i < qsizetype(parsed.size()); ++i) {
            const auto *request = std::get_if<StockService::Request>(&parsed[size_t(i)]);
            order.emplace_back(
                request ? StockService::lockOrder(requestDb, sellerId, *request) : std::nullopt, i);
        }
        // Those without a known row last, in the request's order.
        std::stable_sort(order.begin(), order.end(), [](const auto &a, const auto &b) {
            if (a.first && b.first)
                return *a.first < *b.first;
            return a.first.has_value() && !b.first.has_value();
        });
        WriteQueue::Options options;
        options.lockOrder = order.empty() ? std::nullopt : order.front().first;
        // One job, each update deciding its own outcome before it writes anything, so a refused
        // one leaves the others as they are; the results in the request's order.
        return { [=](const QSqlDatabase &db, const QString &idempotencyKey) {
                    const StockService stock(db, appId, sellerId);
                    std::vector<QJsonObject> answers(parsed.size());
                    QStringList tags;
                    for (const auto &[lockOrder, index] : order) {
                        const auto &entry = parsed[size_t(index)];
                        QJsonObject &answer = answers[size_t(index)];
                        if (const auto *error = std::get_if<ApiError>(&entry)) {
                            answer = errorResult(*error);
                            continue;
                        }
                        try {
                            bool replayed = false;
                            answer = stock.apply(std::get<StockService::Request>(entry),
                                idempotencyKey, nullptr, &replayed);
                            if (replayed)
                                answer.insert(u"replayed"_s, true);
                            else
                                tags
                                    << CacheTags::forStockChange(answer.value(u"type"_s).toString(),
                                           answer.value(u"id"_s).toInteger(), sellerId);
                        } catch (const DomainError &error) {
                            answer = errorResult(ApiError::fromDomain(error));
                        }
                    }
                    QJsonArray results;
                    for (const QJsonObject &answer : answers)
                        results.append(answer);
                    tags.removeDuplicates();
                    // The results at top level, like the single update's answer (§14).
                    return JsonWrite::Result { HttpResponse::json(
                                                   QJsonObject { { u"status"_s, u"success"_s },
                                                       { u"results"_s, results } }),
                        tags };
                },
            options };
    });
}

} // namespace

void Routes::registerStockRoutes(Router &router)
{
    // POST products/stock/by-code: {code, stock | delta, expected_stock?, reason?, note?,
    // scanned_at?, movement_id?, allow_negative?} → spec 2.10 at top level (a movement_id's
    // replay: its first answer with Idempotent-Replayed); 415, 413, 400 invalid_json /
    // invalid_idempotency_key, 422 (validation_failed, stock_would_be_negative,
    // stock_out_of_range, has_variants, movement_id_reused), 404, 409.
    router.add("POST", u"products/stock/by-code"_s, handleStockUpdate, Router::Access::StockWrite);
    // POST products/stock/batch: {updates: [1..100 bodies of by-code]} → 200 {status, results:
    // [...]} in order, each what that update alone answers (errors with http_status); 422 when
    // updates is missing, empty or longer than 100. Contract §14. One request for the rate
    // limits. Its body fits the largest batch: an update of the longest code and a note of
    // 200 characters, each written as \uXXXX, stays under 2 KiB.
    constexpr qsizetype longestUpdateBytes = 2048;
    router.add("POST", u"products/stock/batch"_s, handleStockBatch, Router::Access::StockWrite)
        .maxBodyBytes
        = Router::defaultMaxBodyBytes + maximumBatchUpdates * longestUpdateBytes;
}
