#include "server/services/stockdocumentservice.h"

#include <QJsonArray>
#include <QSet>

#include "common/productcodes.h"
#include "server/domain/cachetags.h"
#include "server/domain/domainerror.h"
#include "server/services/bodyreader.h"
#include "server/storage/codematches.h"
#include "server/storage/productwriter.h"
#include "server/storage/purchaseorderrepository.h"
#include "server/storage/sellerrepository.h"
#include "server/storage/sqlhelpers.h"
#include "server/storage/stockdocumentrepository.h"
#include "server/storage/stockrepository.h"

using namespace Qt::StringLiterals;

namespace {

DomainError documentClosed(const StockDocumentRepository::Document &document)
{
    return { DomainError::Kind::Conflict, u"document_closed"_s,
        u"The %1 is %2; it no longer changes."_s.arg(document.kind, document.status), {},
        { { u"status"_s, document.status } }, {} };
}

bool orderTakesDeliveries(const QString &status)
{
    return status == "open"_L1 || status == "partially_received"_L1;
}

// Rolls the work since construction back unless released: a post that fails part-way (a
// return taking a stock below 0) leaves nothing of itself, although the write queue's job
// goes on to store its answer.
class Savepoint final
{
public:
    explicit Savepoint(QSqlDatabase db)
        : m_db(std::move(db))
    {
        Sql::run(m_db, u"SAVEPOINT stock_document"_s);
    }
    ~Savepoint()
    {
        if (m_released)
            return;
        try {
            Sql::run(m_db, u"ROLLBACK TO stock_document"_s);
            Sql::run(m_db, u"RELEASE stock_document"_s);
        } catch (...) {
            // The write queue rolls the whole job back when its statements fail anyway.
        }
    }
    void release()
    {
        Sql::run(m_db, u"RELEASE stock_document"_s);
        m_released = true;
    }

private:
    QSqlDatabase m_db;
    bool m_released = false;
    Q_DISABLE_COPY_MOVE(Savepoint)
};

} // namespace

StockDocumentService::CreateRequest StockDocumentService::parseCreate(
    const QString &kind, const QJsonObject &body)
{
    BodyReader reader(body);
    CreateRequest request;
    request.supplierId = reader.reference(u"supplier_id"_s);
    if (kind == "return"_L1 && !request.supplierId && !reader.has(u"supplier_id"_s))
        reader.report(u"supplier_id"_s, u"is required: the supplier the goods go back to"_s);
    if (kind == "receipt"_L1)
        request.orderId = reader.reference(u"order_id"_s);
    request.reference = reader.text(u"reference"_s, 100, false);
    request.note = reader.text(u"note"_s, 500, false);
    reader.finish();
    return request;
}

StockDocumentService::StockDocumentService(
    QSqlDatabase db, QString appId, qint64 sellerId, QString kind)
    : m_db(std::move(db))
    , m_appId(std::move(appId))
    , m_sellerId(sellerId)
    , m_kind(std::move(kind))
{ }

QJsonObject StockDocumentService::create(const CreateRequest &request) const
{
    StockDocumentRepository::Document document;
    document.sellerId = m_sellerId;
    document.kind = m_kind;
    document.supplierId = request.supplierId;
    document.reference = request.reference;
    document.note = request.note;
    if (request.orderId) {
        // Another seller's order is named as if it did not exist (contract §11).
        const auto order = PurchaseOrderRepository(m_db).find(m_sellerId, *request.orderId);
        if (!order)
            throw DomainError::validation(u"order_id"_s, u"no such order"_s);
        if (!orderTakesDeliveries(order->status)) {
            throw DomainError { DomainError::Kind::Conflict, u"order_closed"_s,
                u"The order is %1; it takes no more deliveries."_s.arg(order->status), {},
                { { u"status"_s, order->status } }, {} };
        }
        if (request.supplierId && *request.supplierId != order->supplierId)
            throw DomainError::validation(u"supplier_id"_s, u"the order is another supplier's"_s);
        document.orderId = order->id;
        document.supplierId = order->supplierId;
    } else if (request.supplierId
        && !ProductWriter(m_db).isSupplierOf(m_sellerId, *request.supplierId)) {
        throw DomainError::validation(u"supplier_id"_s, u"no such supplier"_s);
    }
    const StockDocumentRepository documents(m_db);
    // Counted and opened as one step, whatever the instance (docs/locking.md).
    SellerRepository(m_db).lockLimits(m_sellerId);
    if (documents.openDocuments(m_sellerId) >= maximumOpenDocuments) {
        throw DomainError { DomainError::Kind::Invalid, u"too_many_open_documents"_s,
            u"This seller has %1 open receipts and returns; post or cancel one first."_s.arg(
                maximumOpenDocuments),
            {}, {}, {} };
    }
    QJsonObject result = documents.find(m_sellerId, m_kind, documents.create(document))->toJson();
    result.insert(u"lines"_s, QJsonArray());
    return result;
}

StockDocumentRepository::Document StockDocumentService::existing(qint64 id) const
{
    const auto document = StockDocumentRepository(m_db).find(m_sellerId, m_kind, id);
    if (!document)
        throw DomainError::notFound(u"No such %1 of this seller."_s.arg(m_kind));
    return *document;
}

StockDocumentRepository::Document StockDocumentService::open(qint64 id) const
{
    const StockDocumentRepository::Document document = existing(id);
    if (document.status != "open"_L1)
        throw documentClosed(document);
    return document;
}

std::optional<qint64> StockDocumentService::postedAs(
    const StockDocumentRepository::Document &document)
{
    // A posted receipt's own post is in the order's received; its lines show what was
    // expected when it was posted, not what is outstanding after it (contract §11).
    if (document.status == "posted"_L1)
        return document.id;
    return std::nullopt;
}

QHash<std::pair<qint64, qint64>, StockDocumentService::Expected> StockDocumentService::expectations(
    const StockDocumentRepository::Document &document) const
{
    QHash<std::pair<qint64, qint64>, Expected> expected;
    if (!document.orderId)
        return expected;
    for (const auto &line :
        PurchaseOrderRepository(m_db).lines(*document.orderId, postedAs(document))) {
        expected.insert({ line.productPk, line.variantId.value_or(0) },
            { std::max<qint64>(0, line.ordered - line.received), line.cost });
    }
    return expected;
}

QJsonObject StockDocumentService::lineJson(const StockDocumentRepository::Line &line,
    const StockDocumentRepository::Document &document,
    const QHash<std::pair<qint64, qint64>, Expected> &expected)
{
    QJsonObject json { { u"code"_s, line.code }, { u"product_id"_s, line.productId },
        { u"variant_id"_s, line.variantId ? QJsonValue(*line.variantId) : QJsonValue() },
        { u"name"_s, line.name }, { u"quantity"_s, line.quantity }, { u"expected"_s, QJsonValue() },
        { u"state"_s, u"ok"_s } };
    if (!document.orderId)
        return json;
    const auto it = expected.constFind({ line.productPk, line.variantId.value_or(0) });
    if (it == expected.cend()) {
        json.insert(u"state"_s, u"not_on_order"_s);
        return json;
    }
    json.insert(u"expected"_s, it->outstanding);
    json.insert(u"state"_s, line.quantity > it->outstanding ? u"over"_s : u"ok"_s);
    return json;
}

QJsonObject StockDocumentService::scan(qint64 id, const ScanRequest &request) const
{
    // Locked against a post or cancel until this scan commits (contract §11: a scan answered
    // 200 is in the posted document).
    const auto document = StockDocumentRepository(m_db).findForScan(m_sellerId, m_kind, id);
    if (!document)
        throw DomainError::notFound(u"No such %1 of this seller."_s.arg(m_kind));
    if (document->status != "open"_L1)
        throw documentClosed(*document);
    const auto item = CodeMatches(m_db).findOne(m_sellerId, request.isbn13, request.code);
    if (!item)
        throw DomainError::notFound(
            u"No product of this seller has the code %1."_s.arg(request.code));
    if (!item->variantId) {
        const QStringList variants = StockRepository(m_db).variantBarcodes(item->productPk);
        if (!variants.isEmpty()) {
            throw DomainError { DomainError::Kind::Invalid, u"has_variants"_s,
                u"This product's stock is the sum of its variants'; scan a variant's barcode."_s,
                {}, { { u"variants"_s, QJsonArray::fromStringList(variants) } }, {} };
        }
    }
    const StockDocumentRepository documents(m_db);
    if (request.quantity > 0 && !documents.hasLine(id, item->productPk, item->variantId)
        && documents.lineCount(id) >= maximumLines) {
        throw DomainError { DomainError::Kind::Invalid, u"too_many_lines"_s,
            u"A %1 holds at most %2 lines."_s.arg(m_kind).arg(maximumLines), {}, {}, {} };
    }
    const auto total = documents.addToLine(id, item->productPk, item->variantId, request.quantity);
    if (!total) {
        throw DomainError { DomainError::Kind::Invalid, u"line_would_be_negative"_s,
            u"The line has fewer than %1 to take back."_s.arg(-request.quantity), {}, {}, {} };
    }
    return lineJson(
        *documents.line(id, item->productPk, item->variantId), *document, expectations(*document));
}

QJsonObject StockDocumentService::read(qint64 id, qint64 page, int perPage, qint64 *lineTotal) const
{
    const StockDocumentRepository::Document document = existing(id);
    const StockDocumentRepository documents(m_db);
    const auto expected = expectations(document);
    QJsonArray lines;
    for (const auto &line : documents.lines(id, page, perPage))
        lines.append(lineJson(line, document, expected));
    *lineTotal = documents.lineCount(id);
    QJsonObject result = document.toJson();
    result.insert(u"lines"_s, lines);
    if (document.orderId) {
        // The order's lines this delivery has not brought (yet).
        QSet<std::pair<qint64, qint64>> touched;
        for (const auto &line : documents.lines(id)) {
            if (line.quantity > 0)
                touched.insert({ line.productPk, line.variantId.value_or(0) });
        }
        QJsonArray missing;
        for (const auto &line :
            PurchaseOrderRepository(m_db).lines(*document.orderId, postedAs(document))) {
            const qint64 outstanding = line.ordered - line.received;
            if (outstanding > 0
                && !touched.contains({ line.productPk, line.variantId.value_or(0) }))
                missing.append(QJsonObject { { u"code"_s, line.code }, { u"name"_s, line.name },
                    { u"expected"_s, outstanding } });
        }
        result.insert(u"missing"_s, missing);
    }
    return result;
}

QJsonObject StockDocumentService::withAllLines(
    const StockDocumentRepository::Document &document, QSet<QString> *stockTags) const
{
    const auto expected = expectations(document);
    QJsonArray lines;
    for (const auto &line : StockDocumentRepository(m_db).lines(document.id)) {
        lines.append(lineJson(line, document, expected));
        if (stockTags && line.quantity != 0) {
            for (const QString &tag :
                CacheTags::forStockChange(line.type, line.productId, m_sellerId))
                stockTags->insert(tag);
        }
    }
    QJsonObject result = document.toJson();
    result.insert(u"lines"_s, lines);
    return result;
}

StockDocumentService::Posted StockDocumentService::post(
    qint64 id, const QString &idempotencyKey) const
{
    const StockDocumentRepository::Document document = open(id);
    const StockDocumentRepository documents(m_db);
    const bool receipt = m_kind == "receipt"_L1;
    // "receipt 12 INV-2291": the history names the document.
    const QString note = document.reference.isEmpty()
        ? u"%1 %2"_s.arg(m_kind).arg(id)
        : u"%1 %2 %3"_s.arg(m_kind).arg(id).arg(document.reference);
    Savepoint savepoint(m_db);
    const StockRepository stock(m_db);
    const PurchaseOrderRepository orders(m_db);
    // The lock order (docs/locking.md): the lines' items, the document (claimed: of two posts
    // at once one passes, the other answers 409), then the order.
    stock.lockProducts(u"p.pk IN (SELECT l.product_pk FROM stock_document_lines l "
                       "WHERE l.document_id = ?)"_s,
        { id });
    if (!documents.claim(id, u"posted"_s))
        throw documentClosed(existing(id));
    if (document.orderId)
        orders.lock(*document.orderId);
    // One statement per table, whatever the number of lines (contract §3: a post holds the
    // rows a till's sale may need for well under a second).
    const int sign = receipt ? 1 : -1;
    QJsonArray refused;
    for (const StockDocumentRepository::Line &line : documents.refusedLines(id, sign)) {
        refused.append(QJsonObject { { u"code"_s, line.code }, { u"product_id"_s, line.productId },
            { u"variant_id"_s, line.variantId ? QJsonValue(*line.variantId) : QJsonValue() },
            { u"name"_s, line.name }, { u"quantity"_s, line.quantity },
            { u"current_stock"_s, line.stock } });
    }
    if (!refused.isEmpty()) {
        // Nothing was changed; the savepoint ends the claim too.
        throw DomainError { DomainError::Kind::Invalid,
            receipt ? u"stock_out_of_range"_s : u"stock_would_be_negative"_s,
            receipt ? u"These lines would take a stock above 1000000000; nothing was posted."_s
                    : u"These lines would take a stock below 0; nothing was posted."_s,
            {}, { { u"lines"_s, refused } }, {} };
    }
    documents.applyLines(id, sign,
        { m_appId, idempotencyKey, receipt ? u"received"_s : u"returned_to_supplier"_s, note });
    if (document.orderId) {
        // Received into the order's lines, under the order's lock: another receipt's
        // deliveries are in them.
        orders.receive(*document.orderId, id);
        const auto order = orders.find(m_sellerId, *document.orderId);
        if (order && orderTakesDeliveries(order->status)) {
            bool complete = true;
            bool any = false;
            for (const auto &line : orders.lines(order->id)) {
                complete = complete && line.received >= line.ordered;
                any = any || line.received > 0;
            }
            if (complete)
                orders.setStatus(order->id, u"received"_s);
            else if (any)
                orders.setStatus(order->id, u"partially_received"_s);
        }
    }
    savepoint.release();
    Posted posted;
    QSet<QString> tags { CacheTags::goods(m_sellerId) };
    posted.document = withAllLines(*documents.find(m_sellerId, m_kind, id), &tags);
    posted.changedTags = QStringList(tags.cbegin(), tags.cend());
    return posted;
}

QJsonObject StockDocumentService::cancel(qint64 id) const
{
    open(id);
    const StockDocumentRepository documents(m_db);
    if (!documents.claim(id, u"cancelled"_s))
        throw documentClosed(existing(id));
    return withAllLines(*documents.find(m_sellerId, m_kind, id));
}

ListPage StockDocumentService::list(
    const QString &status, std::optional<qint64> supplierId, qint64 page, int perPage) const
{
    return ListPage::of(
        StockDocumentRepository(m_db).list(m_sellerId, m_kind, status, supplierId, page, perPage));
}
