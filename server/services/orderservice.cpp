#include "server/services/orderservice.h"

#include <QJsonArray>
#include <QSet>

#include "common/productcodes.h"
#include "server/domain/domainerror.h"
#include "server/services/bodyreader.h"
#include "server/storage/codematches.h"
#include "server/storage/productwriter.h"
#include "server/storage/purchaseorderrepository.h"
#include "server/storage/stockrepository.h"

using namespace Qt::StringLiterals;

namespace {
constexpr qint64 maximumQuantity = 100'000;

DomainError orderClosed(const QString &status)
{
    return { DomainError::Kind::Conflict, u"order_closed"_s,
        u"The order is %1; it no longer changes."_s.arg(status), {}, { { u"status"_s, status } },
        {} };
}
} // namespace

OrderService::CreateRequest OrderService::parseCreate(const QJsonObject &body)
{
    BodyReader reader(body);
    CreateRequest request;
    request.supplierId = reader.integer(u"supplier_id"_s, 1, 1LL << 50).value_or(0);
    request.reference = reader.text(u"reference"_s, 100, false);
    request.note = reader.text(u"note"_s, 500, false);
    const QJsonValue lines = body.value(u"lines"_s);
    if (!lines.isArray() || lines.toArray().isEmpty() || lines.toArray().size() > maximumLines)
        reader.report(u"lines"_s, u"must be an array of 1 to 1000 lines"_s);
    const QJsonArray array = lines.toArray();
    for (qsizetype i = 0; i < array.size() && i < maximumLines; ++i) {
        const QString prefix = u"lines[%1]."_s.arg(i);
        if (!array.at(i).isObject()) {
            reader.report(u"lines[%1]"_s.arg(i), u"must be an object"_s);
            continue;
        }
        BodyReader line(array.at(i).toObject());
        CreateRequest::Line parsed;
        parsed.code = ProductCodes::stripSeparators(line.text(u"code"_s, maximumCodeLength, true));
        parsed.quantity = line.integer(u"quantity"_s, 1, maximumQuantity).value_or(0);
        if (line.has(u"cost"_s) && !line.isNull(u"cost"_s))
            parsed.cost = line.integer(u"cost"_s, 0);
        try {
            line.finish();
        } catch (const DomainError &error) {
            for (auto it = error.fields.constBegin(); it != error.fields.constEnd(); ++it)
                reader.report(prefix + it.key(), it.value().toString());
        }
        request.lines.append(parsed);
    }
    reader.finish();
    return request;
}

OrderService::OrderService(QSqlDatabase db, qint64 sellerId)
    : m_db(std::move(db))
    , m_sellerId(sellerId)
{ }

QJsonObject OrderService::create(const CreateRequest &request) const
{
    if (!ProductWriter(m_db).isSupplierOf(m_sellerId, request.supplierId))
        throw DomainError::validation(u"supplier_id"_s, u"no such supplier"_s);
    const CodeMatches matches(m_db);
    const StockRepository stock(m_db);
    QJsonObject problems;
    QList<PurchaseOrderRepository::Line> lines;
    QSet<std::pair<qint64, qint64>> seen;
    for (qsizetype i = 0; i < request.lines.size(); ++i) {
        const CreateRequest::Line &line = request.lines.at(i);
        const QString field = u"lines[%1].code"_s.arg(i);
        const QList<CodeMatches::Item> items = matches.find(m_sellerId,
            ProductCodes::normalizeIsbn(ProductCodes::stripPriceAddOn(line.code)), line.code);
        if (items.isEmpty()) {
            problems.insert(field, u"no product of this seller has this code"_s);
            continue;
        }
        if (items.size() > 1) {
            problems.insert(field, u"several items of this seller have this code"_s);
            continue;
        }
        const CodeMatches::Item &item = items.constFirst();
        if (!item.variantId && !stock.variantBarcodes(item.productPk).isEmpty()) {
            problems.insert(field, u"the product has variants: order them by their barcodes"_s);
            continue;
        }
        const std::pair<qint64, qint64> key { item.productPk, item.variantId.value_or(0) };
        if (seen.contains(key)) {
            problems.insert(field, u"the item is already on another line"_s);
            continue;
        }
        seen.insert(key);
        PurchaseOrderRepository::Line stored;
        stored.productPk = item.productPk;
        stored.variantId = item.variantId;
        stored.ordered = line.quantity;
        stored.cost = line.cost;
        lines.append(stored);
    }
    if (!problems.isEmpty())
        throw DomainError::validation(problems);
    const qint64 id = PurchaseOrderRepository(m_db).create(
        m_sellerId, request.supplierId, request.reference, request.note, lines);
    return read(id);
}

QJsonObject OrderService::read(qint64 id) const
{
    const PurchaseOrderRepository orders(m_db);
    const auto order = orders.find(m_sellerId, id);
    if (!order)
        throw DomainError::notFound(u"No such order of this seller."_s);
    QJsonObject result = order->toJson();
    QJsonArray lines;
    for (const PurchaseOrderRepository::Line &line : orders.lines(id))
        lines.append(line.toJson());
    result.insert(u"lines"_s, lines);
    return result;
}

QJsonObject OrderService::close(qint64 id) const
{
    const PurchaseOrderRepository orders(m_db);
    const auto order = orders.find(m_sellerId, id);
    if (!order)
        throw DomainError::notFound(u"No such order of this seller."_s);
    if (order->status != "open"_L1 && order->status != "partially_received"_L1)
        throw orderClosed(order->status);
    orders.setStatus(id, u"closed"_s);
    return read(id);
}

QJsonObject OrderService::cancel(qint64 id) const
{
    const PurchaseOrderRepository orders(m_db);
    const auto order = orders.find(m_sellerId, id);
    if (!order)
        throw DomainError::notFound(u"No such order of this seller."_s);
    if (order->status == "partially_received"_L1 || order->status == "received"_L1) {
        throw DomainError { DomainError::Kind::Conflict, u"order_received"_s,
            u"Part of the order was received; close it instead."_s, {}, {}, {} };
    }
    if (order->status != "open"_L1)
        throw orderClosed(order->status);
    orders.setStatus(id, u"cancelled"_s);
    return read(id);
}

ListPage OrderService::list(
    const QString &status, std::optional<qint64> supplierId, qint64 page, int perPage) const
{
    return ListPage::of(
        PurchaseOrderRepository(m_db).list(m_sellerId, status, supplierId, page, perPage));
}

ListPage OrderService::reorder(std::optional<qint64> supplierId, qint64 page, int perPage) const
{
    return ListPage::of(
        PurchaseOrderRepository(m_db).reorder(m_sellerId, supplierId, page, perPage));
}
