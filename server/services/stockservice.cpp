#include "server/services/stockservice.h"

#include <QJsonArray>
#include <QJsonValue>
#include <QUuid>
#include <algorithm>
#include <cmath>

#include "common/productcodes.h"
#include "server/domain/domainerror.h"
#include "server/domain/rfc3339.h"
#include "server/storage/stockrepository.h"

using namespace Qt::StringLiterals;

namespace {

constexpr double maximumStock = double(StockRepository::maximumStock);
// An offline till sends its scans later, but not from another month (contract §8); a clock
// a little ahead of the server's is tolerated.
constexpr qint64 maximumScanAheadSeconds = 5 * 60;
constexpr qint64 maximumScanAgeDays = 30;

// An integral JSON number within ±maximumStock (2.0 is 2); nullopt otherwise.
std::optional<qint64> integral(const QJsonValue &value)
{
    if (!value.isDouble())
        return std::nullopt;
    const double number = value.toDouble();
    if (!std::isfinite(number) || std::trunc(number) != number || std::abs(number) > maximumStock)
        return std::nullopt;
    return qint64(number);
}

// Any integral JSON number. One far outside the stock range is well-formed too: it is answered
// with its outcome (stock_would_be_negative / stock_out_of_range), so it is clamped to a value
// with the same outcome that the database adds without overflow.
std::optional<qint64> integralDelta(const QJsonValue &value)
{
    if (!value.isDouble())
        return std::nullopt;
    const double number = value.toDouble();
    if (!std::isfinite(number) || std::trunc(number) != number)
        return std::nullopt;
    return qint64(std::clamp(number, -2 * maximumStock - 1, 2 * maximumStock + 1));
}

// The repository's update for a request (what StockService::apply() makes).
StockRepository::Update updateOf(const StockService::Request &request, const QString &appId,
    qint64 sellerId, const QString &idempotencyKey)
{
    // A known type limits the lookup: books by ISBN, stationery and variants by barcode.
    return { sellerId, request.type == "stationery"_L1 ? std::nullopt : request.isbn13,
        request.type == "book"_L1 ? std::nullopt : std::optional<QString>(request.code),
        request.setTo, request.delta, request.expected, appId, idempotencyKey,
        { StockService::defaultReason(request), request.note, std::nullopt, request.scannedAt,
            request.movementId },
        request.fingerprint, request.allowNegative };
}

} // namespace

StockService::Request StockService::parse(const QJsonObject &body)
{
    QJsonObject problems;
    const QJsonValue codeValue = body.value(u"code"_s);
    const QString code = ProductCodes::stripSeparators(codeValue.toString().trimmed());
    if (!codeValue.isString() || code.isEmpty())
        problems.insert(u"code"_s, u"is required: a non-empty string (ISBN or barcode)"_s);

    const bool hasStock = body.contains(u"stock"_s);
    const bool hasDelta = body.contains(u"delta"_s);
    std::optional<qint64> setTo;
    qint64 delta = 0;
    if (hasStock == hasDelta) {
        problems.insert(hasStock ? u"delta"_s : u"stock"_s,
            u"send exactly one of stock (sets) or delta (changes)"_s);
    } else if (hasStock) {
        setTo = integral(body.value(u"stock"_s));
        if (!setTo || *setTo < 0)
            problems.insert(u"stock"_s, u"must be an integer from 0 to 1000000000"_s);
    } else {
        const auto value = integralDelta(body.value(u"delta"_s));
        if (!value)
            problems.insert(u"delta"_s, u"must be an integral number"_s);
        delta = value.value_or(0);
    }
    std::optional<qint64> expected;
    if (body.contains(u"expected_stock"_s)) {
        expected = integral(body.value(u"expected_stock"_s));
        if (!expected || *expected < 0)
            problems.insert(u"expected_stock"_s, u"must be an integer >= 0"_s);
    }
    QString reason;
    if (body.contains(u"reason"_s)) {
        reason = body.value(u"reason"_s).toString();
        if (!reasons().contains(reason))
            problems.insert(u"reason"_s, QString(u"must be one of "_s + reasons().join(u", "_s)));
    }
    QString note;
    const QJsonValue noteValue = body.value(u"note"_s);
    if (!noteValue.isUndefined() && !noteValue.isNull()) {
        note = noteValue.toString();
        if (!noteValue.isString() || note.toUcs4().size() > maximumNoteLength)
            problems.insert(u"note"_s, u"must be a string of at most 200 characters"_s);
    }
    QString type;
    const QJsonValue typeValue = body.value(u"type"_s);
    if (!typeValue.isUndefined() && !typeValue.isNull()) {
        type = typeValue.toString();
        if (type != "book"_L1 && type != "stationery"_L1)
            problems.insert(u"type"_s, u"must be book or stationery"_s);
    }
    QString scannedAt;
    const QJsonValue scannedValue = body.value(u"scanned_at"_s);
    if (!scannedValue.isUndefined() && !scannedValue.isNull()) {
        const auto at = Rfc3339::parse(scannedValue.toString());
        const QDateTime now = QDateTime::currentDateTimeUtc();
        if (!scannedValue.isString() || !at)
            problems.insert(
                u"scanned_at"_s, u"must be an RFC 3339 date-time, e.g. 2026-05-01T12:00:00Z"_s);
        else if (*at > now.addSecs(maximumScanAheadSeconds)
            || *at < now.addDays(-maximumScanAgeDays))
            problems.insert(u"scanned_at"_s,
                u"must be at most 5 minutes ahead of the server's clock and 30 days old"_s);
        else
            scannedAt = Rfc3339::storedForm(*at);
    }
    QString movementId;
    const QJsonValue movementValue = body.value(u"movement_id"_s);
    if (!movementValue.isUndefined() && !movementValue.isNull()) {
        // The canonical text form only (8-4-4-4-12 hex digits), compared in lower case.
        movementId = movementValue.toString().toLower();
        if (!movementValue.isString() || movementId.size() != 36
            || QUuid::fromString(movementId).isNull())
            problems.insert(
                u"movement_id"_s, u"must be a UUID such as 1b4e28ba-2fa1-11d2-883f-0016d3cca427"_s);
    }
    bool allowNegative = false;
    const QJsonValue negativeValue = body.value(u"allow_negative"_s);
    if (!negativeValue.isUndefined() && !negativeValue.isNull()) {
        allowNegative = negativeValue.toBool();
        const QString effectiveReason
            = !reason.isEmpty() ? reason : (delta < 0 ? u"sold"_s : QString());
        if (!negativeValue.isBool())
            problems.insert(u"allow_negative"_s, u"must be true or false"_s);
        else if (allowNegative
            && (movementId.isEmpty() || !hasDelta
                || (effectiveReason != "sold"_L1 && effectiveReason != "count"_L1)))
            // Only a sale that already happened, or a count's variance (what is on the shelf),
            // is recorded below 0 (contract §8, §14).
            problems.insert(u"allow_negative"_s,
                u"needs a movement_id, a delta and reason sold or count (a sale that happened, "
                "a count's variance)"_s);
    }
    if (!problems.isEmpty())
        throw DomainError::validation(problems);

    Request request { code, ProductCodes::normalizeIsbn(ProductCodes::stripPriceAddOn(code)), setTo,
        delta, expected, reason, note, type, scannedAt, movementId, allowNegative, QString() };
    return request;
}

const QStringList &StockService::reasons()
{
    // returned_to_supplier (contract §11): goods sent back, negative; "returned" is a customer's.
    static const QStringList all { u"received"_s, u"sold"_s, u"returned"_s, u"damaged"_s, u"lost"_s,
        u"correction"_s, u"count"_s, u"returned_to_supplier"_s };
    return all;
}

QString StockService::defaultReason(const Request &request)
{
    if (!request.reason.isEmpty())
        return request.reason;
    if (request.setTo || request.delta == 0)
        return u"correction"_s;
    return request.delta > 0 ? u"received"_s : u"sold"_s;
}

StockService::StockService(QSqlDatabase db, QString appId, qint64 sellerId)
    : m_db(std::move(db))
    , m_appId(std::move(appId))
    , m_sellerId(sellerId)
{ }

std::shared_ptr<BatchedStockUpdate> StockService::batched(const Request &request) const
{
    auto batched = std::make_shared<BatchedStockUpdate>();
    batched->update = updateOf(request, m_appId, m_sellerId, {});
    return batched;
}

void StockService::setIdempotencyKey(BatchedStockUpdate &batched, const QString &idempotencyKey)
{
    batched.update.idempotencyKey = idempotencyKey;
}

QJsonObject StockService::apply(const Request &request, const QString &idempotencyKey,
    const BatchedStockUpdate *batched, bool *replayed) const
{
    if (replayed)
        *replayed = false;
    const StockRepository stock(m_db);
    // Found, checked, changed and recorded in one step (PostgreSQL: one statement), every
    // outcome decided from the locked row.
    const qint64 delta = request.delta;
    // A batched update was built by batched() when the request came (JsonWrite set its key).
    const StockRepository::Applied applied = stock.applyByCode(
        batched ? batched->update : updateOf(request, m_appId, m_sellerId, idempotencyKey),
        batched);
    const StockRepository::Change &change = applied.change;
    const StockRepository::Target &target = applied.target;
    switch (change.outcome) {
    case StockRepository::Outcome::NotFound:
        throw DomainError::notFound(
            u"No product of this seller has the code %1."_s.arg(request.code));
    case StockRepository::Outcome::HasVariants:
        // Its stock is the sum of its variants' (kept by the schema's triggers).
        throw DomainError { DomainError::Kind::Invalid, u"has_variants"_s,
            u"This product's stock is the sum of its variants'; update a variant by its "
            "barcode."_s,
            {},
            { { u"variants"_s,
                QJsonArray::fromStringList(stock.variantBarcodes(target.productPk)) } },
            {} };
    case StockRepository::Outcome::Conflict:
        throw DomainError { DomainError::Kind::Conflict, u"stock_conflict"_s,
            u"The stock changed meanwhile (it is %1); reload and try again."_s.arg(change.after),
            {}, { { u"current_stock"_s, change.after } }, {} };
    case StockRepository::Outcome::WouldBeNegative:
        throw DomainError { DomainError::Kind::Invalid, u"stock_would_be_negative"_s,
            u"The stock is %1; a change of %2 would take it below 0."_s.arg(change.before)
                .arg(delta),
            {}, { { u"current_stock"_s, change.before } }, {} };
    case StockRepository::Outcome::OutOfRange:
        throw DomainError { DomainError::Kind::Invalid, u"stock_out_of_range"_s,
            u"The stock is %1; a change of %2 would take it above %3."_s.arg(change.before)
                .arg(delta)
                .arg(StockRepository::maximumStock),
            {}, { { u"current_stock"_s, change.before } }, {} };
    case StockRepository::Outcome::Reused:
        throw DomainError::invalid(
            u"movement_id_reused"_s, u"This movement_id was used for a different stock update."_s);
    case StockRepository::Outcome::Replayed:
        // The answer it had (contract §14): the item and the stock right after that change.
        if (replayed)
            *replayed = true;
        break;
    case StockRepository::Outcome::Applied:
        break;
    }

    QJsonObject result { { u"status"_s, u"success"_s }, { u"success"_s, true },
        { u"type"_s, target.type }, { u"id"_s, target.id }, { u"name"_s, target.name },
        { u"stock"_s, change.after }, { u"in_stock"_s, change.after > 0 } };
    if (target.variantId)
        result.insert(u"variant_id"_s, *target.variantId);
    return result;
}

std::optional<std::pair<qint64, qint64>> StockService::lockOrder(
    const QSqlDatabase &db, qint64 sellerId, const Request &request)
{
    return StockRepository(db).lockOrder(sellerId,
        request.type == "stationery"_L1 ? std::nullopt : request.isbn13,
        request.type == "book"_L1 ? std::nullopt : std::optional<QString>(request.code));
}
