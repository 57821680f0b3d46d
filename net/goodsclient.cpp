#include "net/goodsclient.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QUrl>
#include <QUrlQuery>

#include "net/apiclient.h"
#include "net/apirequest.h"
#include "net/envelopejson.h"
#include "net/parsedreply.h"
#include "net/requestengine.h"

using namespace Qt::StringLiterals;

namespace {

QJsonValue textOrNull(const QString &text)
{
    return text.trimmed().isEmpty() ? QJsonValue() : QJsonValue(text.trimmed());
}

QByteArray keyOr(const QByteArray &key)
{
    return key.isEmpty() ? ApiClient::newIdempotencyKey() : key;
}

Supplier supplierOf(const QJsonObject &o)
{
    return Supplier { o.value(u"id"_s).toInteger(), o.value(u"name"_s).toString(),
        o.value(u"phone"_s).toString(), o.value(u"email"_s).toString(),
        o.value(u"note"_s).toString() };
}

PurchaseOrder orderOf(const QJsonObject &o)
{
    PurchaseOrder order;
    order.id = o.value(u"id"_s).toInteger();
    order.supplierId = o.value(u"supplier_id"_s).toInteger();
    order.supplierName = o.value(u"supplier_name"_s).toString();
    order.reference = o.value(u"reference"_s).toString();
    order.note = o.value(u"note"_s).toString();
    order.status = o.value(u"status"_s).toString();
    order.createdAt = EnvelopeJson::time(o.value(u"created_at"_s));
    const QJsonValue lines = o.value(u"lines"_s);
    if (lines.isArray()) {
        for (const QJsonValue &value : lines.toArray()) {
            const QJsonObject l = value.toObject();
            OrderLine line { l.value(u"code"_s).toString(), l.value(u"product_id"_s).toInteger(),
                l.value(u"name"_s).toString(), l.value(u"ordered"_s).toInteger(),
                l.value(u"received"_s).toInteger(),
                EnvelopeJson::optionalInteger(l.value(u"cost"_s)) };
            order.ordered += line.ordered;
            order.received += line.received;
            order.lines.append(line);
        }
        order.lineCount = order.lines.size();
    } else {
        order.lineCount = lines.toInteger();
        order.ordered = o.value(u"ordered"_s).toInteger();
        order.received = o.value(u"received"_s).toInteger();
    }
    return order;
}

StockDocument documentOf(const QJsonObject &o)
{
    StockDocument document;
    document.id = o.value(u"id"_s).toInteger();
    document.kind = o.value(u"kind"_s) == u"return"_s ? StockDocument::Kind::Return
                                                      : StockDocument::Kind::Receipt;
    document.status = o.value(u"status"_s).toString();
    document.supplierId = EnvelopeJson::optionalInteger(o.value(u"supplier_id"_s));
    document.orderId = EnvelopeJson::optionalInteger(o.value(u"order_id"_s));
    document.reference = o.value(u"reference"_s).toString();
    document.note = o.value(u"note"_s).toString();
    document.createdAt = EnvelopeJson::time(o.value(u"created_at"_s));
    document.postedAt = EnvelopeJson::time(o.value(u"posted_at"_s));
    const QJsonValue lines = o.value(u"lines"_s);
    if (lines.isArray()) {
        for (const QJsonValue &value : lines.toArray()) {
            const QJsonObject l = value.toObject();
            DocumentLine line { l.value(u"code"_s).toString(), l.value(u"product_id"_s).toInteger(),
                l.value(u"name"_s).toString(), l.value(u"quantity"_s).toInteger(),
                EnvelopeJson::optionalInteger(l.value(u"expected"_s)),
                l.value(u"state"_s).toString() };
            document.units += line.quantity;
            document.lines.append(line);
        }
        document.lineCount = document.lines.size();
    } else {
        document.lineCount = lines.toInteger();
        document.units = o.value(u"units"_s).toInteger();
    }
    for (const QJsonValue &value : o.value(u"missing"_s).toArray()) {
        const QJsonObject m = value.toObject();
        document.missing.append(MissingLine { m.value(u"code"_s).toString(),
            m.value(u"name"_s).toString(), m.value(u"expected"_s).toInteger() });
    }
    return document;
}

template<typename T, typename F> bool listOf(const QByteArray &body, QList<T> *items, F of)
{
    const QJsonValue data = EnvelopeJson::data(body);
    if (!data.isArray())
        return false;
    for (const QJsonValue &value : data.toArray())
        items->append(of(value.toObject()));
    return true;
}

QString documentPath(StockDocument::Kind kind)
{
    return u"/products/stock/"_s + StockDocument::collection(kind);
}

} // namespace

GoodsClient::GoodsClient(ApiClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{ }

bool GoodsClient::parseSupplier(const QByteArray &body, Supplier *supplier)
{
    const QJsonValue data = EnvelopeJson::data(body);
    if (!data.isObject())
        return false;
    *supplier = supplierOf(data.toObject());
    return supplier->id > 0;
}

bool GoodsClient::parseSuppliers(const QByteArray &body, QList<Supplier> *suppliers)
{
    return listOf(body, suppliers, &supplierOf);
}

bool GoodsClient::parseOrder(const QByteArray &body, PurchaseOrder *order)
{
    const QJsonValue data = EnvelopeJson::data(body);
    if (!data.isObject())
        return false;
    *order = orderOf(data.toObject());
    return order->id > 0;
}

bool GoodsClient::parseOrders(const QByteArray &body, QList<PurchaseOrder> *orders)
{
    return listOf(body, orders, &orderOf);
}

bool GoodsClient::parseReorder(const QByteArray &body, QList<ReorderSuggestion> *items)
{
    return listOf(body, items, [](const QJsonObject &o) {
        return ReorderSuggestion { o.value(u"product_id"_s).toInteger(),
            o.value(u"type"_s).toString(), o.value(u"code"_s).toString(),
            o.value(u"name"_s).toString(), o.value(u"stock"_s).toInteger(),
            o.value(u"on_order"_s).toInteger(), o.value(u"reorder_level"_s).toInteger(),
            o.value(u"suggested"_s).toInteger(),
            EnvelopeJson::optionalInteger(o.value(u"supplier_id"_s)) };
    });
}

bool GoodsClient::parseDocument(const QByteArray &body, StockDocument *document)
{
    QJsonObject meta;
    const QJsonValue data = EnvelopeJson::data(body, &meta);
    if (!data.isObject())
        return false;
    *document = documentOf(data.toObject());
    document->total = std::max<qint64>(meta.value(u"total"_s).toInteger(), document->lines.size());
    return document->id > 0;
}

bool GoodsClient::parseDocuments(const QByteArray &body, QList<StockDocument> *documents)
{
    return listOf(body, documents, &documentOf);
}

bool GoodsClient::parseScan(const QByteArray &body, DocumentScanResult *scan)
{
    const QJsonValue data = EnvelopeJson::data(body);
    if (!data.isObject())
        return false;
    const QJsonObject o = data.toObject();
    *scan = DocumentScanResult { o.value(u"code"_s).toString(),
        o.value(u"product_id"_s).toInteger(), o.value(u"name"_s).toString(),
        o.value(u"quantity"_s).toInteger(), EnvelopeJson::optionalInteger(o.value(u"expected"_s)),
        o.value(u"state"_s).toString() };
    return o.contains(u"quantity"_s);
}

bool GoodsClient::parseProduct(const QByteArray &body, OwnProduct *product)
{
    const QJsonValue data = EnvelopeJson::data(body);
    if (!data.isObject())
        return false;
    const QJsonObject o = data.toObject();
    product->id = o.value(u"id"_s).toInteger();
    product->type = o.value(u"type"_s).toString();
    product->code = o.value(u"code"_s).toString();
    product->name = o.value(u"name"_s).toString();
    product->price = o.value(u"price"_s).toDouble();
    product->oldPrice = o.value(u"old_price"_s).isDouble()
        ? std::optional<double>(o.value(u"old_price"_s).toDouble())
        : std::nullopt;
    product->stock = o.value(u"stock"_s).toInteger();
    product->reorderLevel = EnvelopeJson::optionalInteger(o.value(u"reorder_level"_s));
    product->reorderQuantity = EnvelopeJson::optionalInteger(o.value(u"reorder_quantity"_s));
    product->supplierId = EnvelopeJson::optionalInteger(o.value(u"supplier_id"_s));
    product->lastCost = EnvelopeJson::optionalInteger(o.value(u"last_cost"_s));
    product->active = o.value(u"active"_s).toBool(true);
    return product->id > 0;
}

QByteArray GoodsClient::productBody(const NewProduct &product)
{
    QJsonObject body { { u"type"_s, product.type }, { u"code"_s, product.code.trimmed() },
        { u"name"_s, product.name.trimmed() }, { u"price"_s, qint64(product.price) } };
    if (!product.author.trimmed().isEmpty())
        body.insert(u"author"_s, product.author.trimmed());
    if (!product.publisher.trimmed().isEmpty())
        body.insert(u"publisher"_s, product.publisher.trimmed());
    if (product.reorderLevel)
        body.insert(u"reorder_level"_s, *product.reorderLevel);
    if (product.supplierId)
        body.insert(u"supplier_id"_s, *product.supplierId);
    return EnvelopeJson::compact(body);
}

ApiRequest *GoodsClient::suppliers(
    const QString &q, QObject *context, Callback<QList<Supplier>> callback)
{
    QUrlQuery query;
    if (!q.trimmed().isEmpty())
        query.addQueryItem(u"q"_s, QString::fromLatin1(QUrl::toPercentEncoding(q.trimmed())));
    query.addQueryItem(u"per_page"_s, u"100"_s);
    return deliverParsed<QList<Supplier>>(this,
        m_client->engine()->get(u"/products/stock/suppliers"_s, query, {}), context,
        &GoodsClient::parseSuppliers, std::move(callback));
}

ApiRequest *GoodsClient::createSupplier(
    const Supplier &supplier, QObject *context, Callback<Supplier> callback)
{
    const QJsonObject body { { u"name"_s, supplier.name.trimmed() },
        { u"phone"_s, textOrNull(supplier.phone) }, { u"email"_s, textOrNull(supplier.email) },
        { u"note"_s, textOrNull(supplier.note) } };
    return deliverParsed<Supplier>(this,
        m_client->engine()->post(u"/products/stock/suppliers"_s, EnvelopeJson::compact(body),
            ApiClient::newIdempotencyKey(), {}),
        context, &GoodsClient::parseSupplier, std::move(callback));
}

ApiRequest *GoodsClient::updateSupplier(
    const Supplier &supplier, QObject *context, Callback<Supplier> callback)
{
    const QJsonObject body { { u"name"_s, supplier.name.trimmed() },
        { u"phone"_s, textOrNull(supplier.phone) }, { u"email"_s, textOrNull(supplier.email) },
        { u"note"_s, textOrNull(supplier.note) } };
    return deliverParsed<Supplier>(this,
        m_client->engine()->patch(u"/products/stock/suppliers/%1"_s.arg(supplier.id),
            EnvelopeJson::compact(body), ApiClient::newIdempotencyKey(), {}),
        context, &GoodsClient::parseSupplier, std::move(callback));
}

ApiRequest *GoodsClient::orders(const QString &status, qint64 supplierId, QObject *context,
    Callback<QList<PurchaseOrder>> callback)
{
    QUrlQuery query;
    if (!status.isEmpty())
        query.addQueryItem(u"status"_s, status);
    if (supplierId > 0)
        query.addQueryItem(u"supplier_id"_s, QString::number(supplierId));
    query.addQueryItem(u"per_page"_s, u"100"_s);
    return deliverParsed<QList<PurchaseOrder>>(this,
        m_client->engine()->get(u"/products/stock/orders"_s, query, {}), context,
        &GoodsClient::parseOrders, std::move(callback));
}

ApiRequest *GoodsClient::order(qint64 id, QObject *context, Callback<PurchaseOrder> callback)
{
    return deliverParsed<PurchaseOrder>(this,
        m_client->engine()->get(u"/products/stock/orders/%1"_s.arg(id), {}, {}), context,
        &GoodsClient::parseOrder, std::move(callback));
}

ApiRequest *GoodsClient::createOrder(
    const PurchaseOrder &order, QObject *context, Callback<PurchaseOrder> callback)
{
    QJsonArray lines;
    for (const OrderLine &line : order.lines) {
        QJsonObject l { { u"code"_s, line.code }, { u"quantity"_s, line.ordered } };
        if (line.cost)
            l.insert(u"cost"_s, *line.cost);
        lines.append(l);
    }
    const QJsonObject body { { u"supplier_id"_s, order.supplierId },
        { u"reference"_s, textOrNull(order.reference) }, { u"note"_s, textOrNull(order.note) },
        { u"lines"_s, lines } };
    return deliverParsed<PurchaseOrder>(this,
        m_client->engine()->post(u"/products/stock/orders"_s, EnvelopeJson::compact(body),
            ApiClient::newIdempotencyKey(), {}),
        context, &GoodsClient::parseOrder, std::move(callback));
}

ApiRequest *GoodsClient::closeOrder(qint64 id, QObject *context, Callback<PurchaseOrder> callback)
{
    return deliverParsed<PurchaseOrder>(this,
        m_client->engine()->post(
            u"/products/stock/orders/%1/close"_s.arg(id), "{}", ApiClient::newIdempotencyKey(), {}),
        context, &GoodsClient::parseOrder, std::move(callback));
}

ApiRequest *GoodsClient::cancelOrder(qint64 id, QObject *context, Callback<PurchaseOrder> callback)
{
    return deliverParsed<PurchaseOrder>(this,
        m_client->engine()->post(u"/products/stock/orders/%1/cancel"_s.arg(id), "{}",
            ApiClient::newIdempotencyKey(), {}),
        context, &GoodsClient::parseOrder, std::move(callback));
}

ApiRequest *GoodsClient::reorder(
    qint64 supplierId, QObject *context, Callback<QList<ReorderSuggestion>> callback)
{
    QUrlQuery query;
    if (supplierId > 0)
        query.addQueryItem(u"supplier_id"_s, QString::number(supplierId));
    query.addQueryItem(u"per_page"_s, u"100"_s);
    return deliverParsed<QList<ReorderSuggestion>>(this,
        m_client->engine()->get(u"/products/stock/reorder"_s, query, {}), context,
        &GoodsClient::parseReorder, std::move(callback));
}

ApiRequest *GoodsClient::documents(
    Kind kind, const QString &status, QObject *context, Callback<QList<StockDocument>> callback)
{
    QUrlQuery query;
    if (!status.isEmpty())
        query.addQueryItem(u"status"_s, status);
    query.addQueryItem(u"per_page"_s, u"100"_s);
    return deliverParsed<QList<StockDocument>>(this,
        m_client->engine()->get(documentPath(kind), query, {}), context,
        &GoodsClient::parseDocuments, std::move(callback));
}

ApiRequest *GoodsClient::document(
    Kind kind, qint64 id, int page, int perPage, QObject *context, Callback<StockDocument> callback)
{
    QUrlQuery query;
    query.addQueryItem(u"page"_s, QString::number(std::max(1, page)));
    query.addQueryItem(u"per_page"_s, QString::number(perPage));
    return deliverParsed<StockDocument>(this,
        m_client->engine()->get(documentPath(kind) + u'/' + QString::number(id), query, {}),
        context, &GoodsClient::parseDocument, std::move(callback));
}

ApiRequest *GoodsClient::openDocument(Kind kind, qint64 supplierId, qint64 orderId,
    const QString &reference, QObject *context, Callback<StockDocument> callback)
{
    QJsonObject body { { u"reference"_s, textOrNull(reference) } };
    if (supplierId > 0)
        body.insert(u"supplier_id"_s, supplierId);
    if (orderId > 0 && kind == Kind::Receipt)
        body.insert(u"order_id"_s, orderId);
    return deliverParsed<StockDocument>(this,
        m_client->engine()->post(
            documentPath(kind), EnvelopeJson::compact(body), ApiClient::newIdempotencyKey(), {}),
        context, &GoodsClient::parseDocument, std::move(callback));
}

ApiRequest *GoodsClient::scan(Kind kind, qint64 documentId, const QString &code, qint64 quantity,
    const QByteArray &idempotencyKey, QObject *context, Callback<DocumentScanResult> callback,
    const RequestOptions &options)
{
    const QJsonObject body { { u"code"_s, code }, { u"quantity"_s, quantity } };
    return deliverParsed<DocumentScanResult>(this,
        m_client->engine()->post(documentPath(kind) + u"/%1/scans"_s.arg(documentId),
            EnvelopeJson::compact(body), keyOr(idempotencyKey), options),
        context, &GoodsClient::parseScan, std::move(callback));
}

ApiRequest *GoodsClient::post(
    Kind kind, qint64 documentId, QObject *context, Callback<StockDocument> callback)
{
    return deliverParsed<StockDocument>(this,
        m_client->postAttempt(documentPath(kind) + u"/%1/post"_s.arg(documentId), "{}"), context,
        &GoodsClient::parseDocument, std::move(callback));
}

ApiRequest *GoodsClient::cancel(
    Kind kind, qint64 documentId, QObject *context, Callback<StockDocument> callback)
{
    return deliverParsed<StockDocument>(this,
        m_client->postAttempt(documentPath(kind) + u"/%1/cancel"_s.arg(documentId), "{}"), context,
        &GoodsClient::parseDocument, std::move(callback));
}

ApiRequest *GoodsClient::createProduct(
    const NewProduct &product, QObject *context, Callback<OwnProduct> callback)
{
    return deliverParsed<OwnProduct>(this,
        m_client->engine()->post(
            u"/products/mine"_s, productBody(product), ApiClient::newIdempotencyKey(), {}),
        context, &GoodsClient::parseProduct, std::move(callback));
}
