#include "server/storage/stockdocumentrepository.h"

#include <QDateTime>
#include <QSqlQuery>
#include <QVariant>

#include "server/storage/documentlock.h"
#include "server/storage/pagedselect.h"
#include "server/storage/sqlhelpers.h"
#include "server/storage/stockrepository.h"

using namespace Qt::StringLiterals;

namespace {

QJsonValue jsonOf(const QString &text)
{
    return text.isNull() ? QJsonValue() : QJsonValue(text);
}

QJsonValue jsonOf(const std::optional<qint64> &value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

QString textOf(const QVariant &value)
{
    return value.isNull() ? QString() : value.toString();
}

std::optional<qint64> idOf(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional<qint64>(value.toLongLong());
}

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(u"yyyy-MM-ddTHH:mm:ss'Z'"_s);
}

// A document's lines with their items: the variant (variant_id, 0 for none) or the product.
const QString lineItems = u" FROM stock_document_lines l JOIN products p ON p.pk = l.product_pk "
                          "LEFT JOIN variants v ON v.id = l.variant_id AND l.variant_id <> 0"_s;
const QString itemStock = u"COALESCE(v.stock, p.stock)"_s;

const QString documentColumns = u"id, seller_id, kind, status, supplier_id, order_id, reference, "
                                "note, created_at, posted_at"_s;

StockDocumentRepository::Document documentOf(const QSqlQuery &row)
{
    return { row.value(0).toLongLong(), row.value(1).toLongLong(), row.value(2).toString(),
        row.value(3).toString(), idOf(row.value(4)), idOf(row.value(5)), textOf(row.value(6)),
        textOf(row.value(7)), row.value(8).toString(), textOf(row.value(9)) };
}

} // namespace

QJsonObject StockDocumentRepository::Document::toJson() const
{
    return { { u"id"_s, id }, { u"kind"_s, kind }, { u"status"_s, status },
        { u"supplier_id"_s, jsonOf(supplierId) }, { u"order_id"_s, jsonOf(orderId) },
        { u"reference"_s, jsonOf(reference) }, { u"note"_s, jsonOf(note) },
        { u"created_at"_s, createdAt }, { u"posted_at"_s, jsonOf(postedAt) } };
}

StockDocumentRepository::StockDocumentRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

qint64 StockDocumentRepository::create(const Document &document) const
{
    QSqlQuery row = Sql::run(m_db,
        u"INSERT INTO stock_documents (seller_id, kind, status, supplier_id, order_id, "
        "reference, note, created_at) VALUES (?, ?, 'open', ?, ?, ?, ?, ?) RETURNING id"_s,
        { document.sellerId, document.kind, Sql::nullable(document.supplierId),
            Sql::nullable(document.orderId), Sql::nullable(document.reference),
            Sql::nullable(document.note), now() });
    row.next();
    return row.value(0).toLongLong();
}

std::optional<StockDocumentRepository::Document> StockDocumentRepository::find(
    qint64 sellerId, const QString &kind, qint64 id) const
{
    QSqlQuery row = Sql::run(m_db,
        u"SELECT "_s + documentColumns
            + u" FROM stock_documents WHERE id = ? AND seller_id = ? AND kind = ?"_s,
        { id, sellerId, kind });
    if (!row.next())
        return std::nullopt;
    return documentOf(row);
}

qint64 StockDocumentRepository::openDocuments(qint64 sellerId) const
{
    return Sql::scalar(m_db,
        u"SELECT COUNT(*) FROM stock_documents WHERE seller_id = ? AND status = 'open'"_s,
        { sellerId })
        .toLongLong();
}

qint64 StockDocumentRepository::lineCount(qint64 documentId) const
{
    return Sql::scalar(
        m_db, u"SELECT COUNT(*) FROM stock_document_lines WHERE document_id = ?"_s, { documentId })
        .toLongLong();
}

bool StockDocumentRepository::hasLine(
    qint64 documentId, qint64 productPk, std::optional<qint64> variantId) const
{
    QSqlQuery row = Sql::run(m_db,
        u"SELECT 1 FROM stock_document_lines WHERE document_id = ? AND product_pk = ? "
        "AND variant_id = ?"_s,
        { documentId, productPk, variantId.value_or(0) });
    return row.next();
}

std::optional<qint64> StockDocumentRepository::addToLine(
    qint64 documentId, qint64 productPk, std::optional<qint64> variantId, qint64 quantity) const
{
    const QVariantList key { documentId, productPk, variantId.value_or(0) };
    if (quantity < 0) {
        // Taking back a mis-scan: never below 0, decided by the same statement.
        QSqlQuery row = Sql::run(m_db,
            u"UPDATE stock_document_lines SET quantity = quantity + ? WHERE document_id = ? "
            "AND product_pk = ? AND variant_id = ? AND quantity + ? >= 0 RETURNING quantity"_s,
            QVariantList { quantity } + key + QVariantList { quantity });
        if (!row.next())
            return std::nullopt;
        return row.value(0).toLongLong();
    }
    QSqlQuery row = Sql::run(m_db,
        u"INSERT INTO stock_document_lines (document_id, product_pk, variant_id, quantity) "
        "VALUES (?, ?, ?, ?) ON CONFLICT (document_id, product_pk, variant_id) "
        "DO UPDATE SET quantity = stock_document_lines.quantity + excluded.quantity "
        "RETURNING quantity"_s,
        key + QVariantList { quantity });
    row.next();
    return row.value(0).toLongLong();
}

QList<StockDocumentRepository::Line> StockDocumentRepository::select(
    const QString &condition, const QVariantList &values) const
{
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT l.product_pk, l.variant_id, l.quantity, p.id, p.type, "
        "COALESCE(v.barcode, p.code, ''), p.name || COALESCE(' (' || v.name || ')', ''), "_s
            + itemStock + lineItems + u" WHERE "_s + condition,
        values);
    QList<Line> lines;
    while (rows.next()) {
        Line line;
        line.productPk = rows.value(0).toLongLong();
        if (rows.value(1).toLongLong() != 0)
            line.variantId = rows.value(1).toLongLong();
        line.quantity = rows.value(2).toLongLong();
        line.productId = rows.value(3).toLongLong();
        line.type = rows.value(4).toString();
        line.code = rows.value(5).toString();
        line.name = rows.value(6).toString();
        line.stock = rows.value(7).toLongLong();
        lines.append(line);
    }
    return lines;
}

QList<StockDocumentRepository::Line> StockDocumentRepository::lines(
    qint64 documentId, qint64 page, int perPage) const
{
    // The conditions are fixed text; the values are bound.
    if (page <= 0)
        return select(u"l.document_id = ? ORDER BY l.id"_s, { documentId });
    return select(u"l.document_id = ? ORDER BY l.id LIMIT ? OFFSET ?"_s,
        { documentId, perPage, Sql::offsetOf(page, perPage) });
}

std::optional<StockDocumentRepository::Line> StockDocumentRepository::line(
    qint64 documentId, qint64 productPk, std::optional<qint64> variantId) const
{
    const QList<Line> found
        = select(u"l.document_id = ? AND l.product_pk = ? AND l.variant_id = ?"_s,
            { documentId, productPk, variantId.value_or(0) });
    if (found.isEmpty())
        return std::nullopt;
    return found.constFirst();
}

QList<StockDocumentRepository::Line> StockDocumentRepository::refusedLines(
    qint64 documentId, int sign) const
{
    // StockRepository::apply()'s rule for a delta, for every line at once.
    const QString after = u"("_s + itemStock + u" + CAST(? AS BIGINT) * l.quantity)"_s;
    return select(u"l.document_id = ? AND l.quantity <> 0 AND ("_s + after + u" > ? OR ("_s + after
            + u" < 0 AND "_s + after + u" < "_s + itemStock + u")) ORDER BY l.id"_s,
        { documentId, sign, StockRepository::maximumStock, sign, sign });
}

void StockDocumentRepository::applyLines(
    qint64 documentId, int sign, const Movement &movement) const
{
    // The movements first, from the stock as it is before the change (the rows are locked):
    // `before` of each is its item's previous `after`. Movement ids follow the lines' order.
    Sql::run(m_db,
        u"INSERT INTO stock_movements (app_id, product_pk, variant_id, stock_before, "
        "stock_after, delta, at, idempotency_key, reason, note, seller_id, price) "
        "SELECT ?, l.product_pk, NULLIF(l.variant_id, 0), "_s
            + itemStock + u", "_s + itemStock
            + u" + CAST(? AS BIGINT) * l.quantity, CAST(? AS BIGINT) * l.quantity, ?, ?, ?, ?, "
              "p.seller_id, COALESCE(v.price, p.price)"_s
            + lineItems + u" WHERE l.document_id = ? AND l.quantity <> 0 ORDER BY l.id"_s,
        { movement.appId, sign, sign, QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs),
            Sql::nullable(movement.idempotencyKey.isEmpty() ? QString() : movement.idempotencyKey),
            movement.reason, Sql::nullable(movement.note), documentId })
        .finish();
    // The database adds the quantities itself (no read-modify-write outside it). A variant's
    // product follows through variants_sum_update, as for any variant's change. PostgreSQL:
    // the movements just inserted are the seller's feed's record of these changes, as
    // stock_apply()'s are (schema 20, docs/changefeed.md): the products' private positions are
    // not moved for them — 5,000 feed rows rewritten cost most of a post's time.
    const bool postgres = Sql::isPostgres(m_db);
    if (postgres)
        Sql::run(m_db, u"SELECT set_config('catalog.stock_by_movement', 'on', true)"_s).finish();
    Sql::run(m_db,
        u"UPDATE products SET stock = stock + CAST(? AS BIGINT) * (SELECT l.quantity "
        "FROM stock_document_lines l WHERE l.document_id = ? AND l.product_pk = products.pk "
        "AND l.variant_id = 0) WHERE pk IN (SELECT l.product_pk FROM stock_document_lines l "
        "WHERE l.document_id = ? AND l.variant_id = 0 AND l.quantity <> 0)"_s,
        { sign, documentId, documentId })
        .finish();
    Sql::run(m_db,
        u"UPDATE variants SET stock = stock + CAST(? AS BIGINT) * (SELECT l.quantity "
        "FROM stock_document_lines l WHERE l.document_id = ? "
        "AND l.product_pk = variants.product_pk AND l.variant_id = variants.id) "
        "WHERE id IN (SELECT l.variant_id FROM stock_document_lines l "
        "WHERE l.document_id = ? AND l.variant_id <> 0 AND l.quantity <> 0)"_s,
        { sign, documentId, documentId })
        .finish();
    if (postgres)
        Sql::run(m_db, u"SELECT set_config('catalog.stock_by_movement', 'off', true)"_s).finish();
}

std::optional<StockDocumentRepository::Document> StockDocumentRepository::findForScan(
    qint64 sellerId, const QString &kind, qint64 id) const
{
    DocumentLock::forScan(m_db, DocumentLock::Kind::StockDocument, id);
    return find(sellerId, kind, id);
}

bool StockDocumentRepository::claim(qint64 id, const QString &status) const
{
    // Waits for the scans in flight; scans that come meanwhile wait for this transaction and
    // then find the document closed.
    DocumentLock::forClose(m_db, DocumentLock::Kind::StockDocument, id);
    const bool posted = status == "posted"_L1;
    QSqlQuery row = Sql::run(m_db,
        u"UPDATE stock_documents SET status = ?, posted_at = ?, closed_at = ? "
        "WHERE id = ? AND status = 'open' RETURNING id"_s,
        { status, posted ? QVariant(now()) : QVariant(QMetaType::fromType<QString>()), now(), id });
    return row.next();
}

StockDocumentRepository::Page StockDocumentRepository::list(qint64 sellerId, const QString &kind,
    const QString &status, std::optional<qint64> supplierId, qint64 page, int perPage) const
{
    PagedSelect select(
        u" FROM stock_documents d"_s, u"d.seller_id = ? AND d.kind = ?"_s, { sellerId, kind });
    if (!status.isEmpty())
        select.where(u"d.status = ?"_s, status);
    if (supplierId)
        select.where(u"d.supplier_id = ?"_s, *supplierId);
    Page result;
    result.total = select.total(m_db);
    QStringList columns = documentColumns.split(u", "_s);
    for (QString &column : columns)
        column.prepend(u"d."_s);
    QSqlQuery rows = select.rows(m_db,
        columns.join(u", "_s)
            + u", (SELECT COUNT(*) FROM stock_document_lines l WHERE l.document_id = d.id), "
              "(SELECT COALESCE(SUM(l.quantity), 0) FROM stock_document_lines l "
              "WHERE l.document_id = d.id)"_s,
        u"d.id"_s, page, perPage);
    while (rows.next()) {
        QJsonObject item = documentOf(rows).toJson();
        item.insert(u"lines"_s, rows.value(10).toLongLong());
        item.insert(u"units"_s, rows.value(11).toLongLong());
        result.items.append(item);
    }
    return result;
}
