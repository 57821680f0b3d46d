#include "server/services/countservice.h"

#include <QJsonArray>
#include <QJsonValue>
#include <cmath>

#include "common/productcodes.h"
#include "server/domain/cachetags.h"
#include "server/domain/domainerror.h"
#include "server/storage/countrepository.h"
#include "server/storage/sellerrepository.h"
#include "server/storage/stockrepository.h"

using namespace Qt::StringLiterals;

namespace {

constexpr qsizetype maximumNameLength = 200;

DomainError countClosed(const CountRepository::Count &count)
{
    return { DomainError::Kind::Conflict, u"count_closed"_s,
        u"Count %1 is %2; it takes no more changes."_s.arg(count.id).arg(count.status), {}, {},
        {} };
}

} // namespace

CountService::CreateRequest CountService::parseCreate(const QJsonObject &body)
{
    QJsonObject problems;
    CreateRequest request;
    const QJsonValue name = body.value(u"name"_s);
    request.name = name.toString().trimmed();
    if (!name.isString() || request.name.isEmpty()
        || request.name.toUcs4().size() > maximumNameLength)
        problems.insert(u"name"_s, u"is required: a non-empty string of at most 200 characters"_s);
    const QJsonValue type = body.value(u"type"_s);
    if (!type.isUndefined() && !type.isNull()) {
        request.type = type.toString();
        if (request.type != "book"_L1 && request.type != "stationery"_L1)
            problems.insert(u"type"_s, u"must be book, stationery or null"_s);
    }
    const QJsonValue category = body.value(u"category_id"_s);
    if (!category.isUndefined() && !category.isNull()) {
        const double number = category.toDouble();
        if (!category.isDouble() || std::trunc(number) != number || number < 1 || number > 9e15)
            problems.insert(u"category_id"_s, u"must be a category id or null"_s);
        else
            request.categoryId = qint64(number);
    }
    if (!problems.isEmpty())
        throw DomainError::validation(problems);
    return request;
}

bool CountService::parseApplyZero(const QJsonObject &body)
{
    const QJsonValue mode = body.value(u"not_scanned"_s);
    if (mode == QJsonValue(u"zero"_s))
        return true;
    if (mode == QJsonValue(u"keep"_s))
        return false;
    throw DomainError::validation(u"not_scanned"_s, u"is required: keep or zero"_s);
}

CountService::CountService(QSqlDatabase db, QString appId, qint64 sellerId)
    : m_db(std::move(db))
    , m_appId(std::move(appId))
    , m_sellerId(sellerId)
{ }

CountRepository::Count CountService::countOrThrow(qint64 countId) const
{
    const auto count = CountRepository(m_db).find(m_sellerId, countId);
    if (!count)
        throw DomainError::notFound(u"No such count."_s);
    return *count;
}

CountRepository::Count CountService::openCountOrThrow(qint64 countId) const
{
    const CountRepository::Count count = countOrThrow(countId);
    if (count.status != "open"_L1)
        throw countClosed(count);
    return count;
}

QJsonObject CountService::create(const CreateRequest &request) const
{
    const CountRepository counts(m_db);
    if (request.categoryId && !counts.categoryExists(*request.categoryId))
        throw DomainError::validation(u"category_id"_s, u"no such category"_s);
    // Counted and opened as one step, whatever the instance (docs/locking.md).
    SellerRepository(m_db).lockLimits(m_sellerId);
    if (counts.openCount(m_sellerId) >= maximumOpenCounts) {
        throw DomainError { DomainError::Kind::Invalid, u"too_many_open_counts"_s,
            u"At most %1 counts may be open at once; apply or cancel one first."_s.arg(
                maximumOpenCounts),
            {}, {}, {} };
    }
    return counts.summary(
        counts.create(m_sellerId, request.name, request.type, request.categoryId));
}

QJsonObject CountService::scan(qint64 countId, const ScanRequest &request) const
{
    const CountRepository::Count count = openCountOrThrow(countId);
    const StockRepository stock(m_db);
    const auto target = stock.find(m_sellerId, request.isbn13, request.code);
    if (!target)
        throw DomainError::notFound(
            u"No product of this seller has the code %1."_s.arg(request.code));
    if (!target->variantId && target->type == "stationery"_L1) {
        const QStringList variants = stock.variantBarcodes(target->productPk);
        if (!variants.isEmpty()) {
            throw DomainError { DomainError::Kind::Invalid, u"has_variants"_s,
                u"This product is counted by its variants; scan a variant's barcode."_s, {},
                { { u"variants"_s, QJsonArray::fromStringList(variants) } }, {} };
        }
    }
    const CountRepository counts(m_db);
    if (!counts.inScope(count, target->productPk)) {
        throw DomainError { DomainError::Kind::Invalid, u"outside_count"_s,
            u"%1 is outside the scope of count %2."_s.arg(target->name).arg(count.id), {}, {}, {} };
    }
    // The lock order (docs/locking.md): the item, then the count, which must still be open
    // when the scan commits (contract §10: 409 count_closed otherwise).
    const qint64 variantId = target->variantId.value_or(0);
    const qint64 stockNow = counts.stockForScan(target->productPk, variantId);
    if (counts.statusForScan(count.id) != "open"_L1)
        throw countClosed(countOrThrow(countId));
    const auto counted
        = counts.addScan(count.id, target->productPk, variantId, request.quantity, stockNow);
    if (!counted) {
        throw DomainError { DomainError::Kind::Invalid, u"line_would_be_negative"_s,
            u"%1 has not been counted %2 times in count %3; nothing was taken back."_s
                .arg(target->name)
                .arg(-request.quantity)
                .arg(count.id),
            {}, {}, {} };
    }
    return { { u"code"_s,
                 request.isbn13 && target->type == "book"_L1 ? *request.isbn13 : request.code },
        { u"product_id"_s, target->id },
        { u"variant_id"_s, target->variantId ? QJsonValue(*target->variantId) : QJsonValue() },
        { u"name"_s, target->name }, { u"counted"_s, *counted } };
}

QJsonObject CountService::detail(
    const CountRepository::Count &count, const QList<CountRepository::Line> &lines) const
{
    const CountRepository counts(m_db);
    QJsonObject data = counts.summary(count);
    QJsonArray items;
    for (const CountRepository::Line &line : lines)
        items.append(line.toJson());
    data.insert(u"lines"_s, items);
    data.insert(u"not_scanned"_s, counts.notScanned(count, 1, 1).total);
    return data;
}

QJsonObject CountService::read(
    qint64 countId, bool notScanned, qint64 page, int perPage, qint64 *totalLines) const
{
    const CountRepository::Count count = countOrThrow(countId);
    const CountRepository counts(m_db);
    const CountRepository::LinePage lines
        = notScanned ? counts.notScanned(count, page, perPage) : counts.lines(count, page, perPage);
    *totalLines = lines.total;
    return detail(count, lines.lines);
}

CountService::Applied CountService::apply(
    qint64 countId, bool zeroNotScanned, const QString &idempotencyKey) const
{
    const CountRepository::Count count = openCountOrThrow(countId);
    const CountRepository counts(m_db);
    const StockRepository stock(m_db);
    const StockRepository::Cause cause { u"count"_s,
        u"count %1: %2"_s.arg(count.id).arg(count.name).left(200), count.id, {}, {} };
    Applied applied;
    // Adds the line's variance (counted − stock when counted): the stock becomes counted + the
    // item's changes since its scan. The variance shown is exactly the change made (contract
    // §10): where more was sold after the scan than was counted the stock goes below 0 and the
    // item shows oversold (§14), as a sale that happened does (allow_negative), never clamped.
    const auto add = [&](const CountRepository::Line &line) {
        if (line.variance() == 0)
            return;
        const StockRepository::Target item { line.productPk, line.productId, line.type, line.name,
            line.variantId ? std::optional<qint64>(line.variantId) : std::nullopt };
        const StockRepository::Change change
            = stock.apply(item, std::nullopt, line.variance(), {}, true);
        if (change.outcome == StockRepository::Outcome::OutOfRange
            || change.outcome == StockRepository::Outcome::WouldBeNegative) {
            // Beyond ±1,000,000,000 only: refused with the numbers, nothing applied.
            throw DomainError { DomainError::Kind::Invalid,
                change.outcome == StockRepository::Outcome::OutOfRange
                    ? u"stock_out_of_range"_s
                    : u"stock_would_be_negative"_s,
                u"%1: stock %2 and variance %3 would leave the stock's range; nothing was "
                "applied."_s.arg(line.name)
                    .arg(change.before)
                    .arg(line.variance()),
                {}, {}, {} };
        }
        if (change.outcome != StockRepository::Outcome::Applied)
            return;
        stock.recordMovement(m_appId, item, change, idempotencyKey, cause);
        applied.changedTags << CacheTags::forStockChange(line.type, line.productId, m_sellerId);
    };
    // The lock order (docs/locking.md): the items apply may change, then the count, claimed:
    // of two applies at once one passes, the other answers 409.
    QVariantList values;
    const QString items = counts.applyItems(count, zeroNotScanned, values);
    stock.lockProducts(items, values);
    if (!counts.claim(count.id, u"applied"_s))
        throw countClosed(countOrThrow(countId));
    counts.freezeMovedSinceCounted(count.id);
    for (const CountRepository::Line &line : counts.lines(count, 1, 0).lines)
        add(line);
    if (zeroNotScanned) {
        for (const CountRepository::Line &line : counts.notScanned(count, 1, 0).lines)
            add(line);
    }
    counts.close(count.id, u"applied"_s);
    applied.changedTags << CacheTags::counts(m_sellerId) << CacheTags::movements(m_sellerId);
    applied.changedTags.removeDuplicates();
    const CountRepository::Count closed = countOrThrow(countId);
    applied.count = detail(closed, counts.lines(closed, 1, 0).lines);
    return applied;
}

QJsonObject CountService::cancel(qint64 countId) const
{
    const CountRepository::Count count = openCountOrThrow(countId);
    const CountRepository counts(m_db);
    if (!counts.claim(count.id, u"cancelled"_s))
        throw countClosed(countOrThrow(countId));
    counts.close(count.id, u"cancelled"_s);
    return counts.summary(countOrThrow(countId));
}

ListPage CountService::list(const QString &status, qint64 page, int perPage) const
{
    return ListPage::of(CountRepository(m_db).list(m_sellerId, status, page, perPage));
}
