#include "server/storage/purchaseorderrepository.h"

#include <QDateTime>
#include <QSqlQuery>
#include <QVariant>

#include "server/storage/pagedselect.h"
#include "server/storage/sqlhelpers.h"

using namespace Qt::StringLiterals;

namespace {

QVariant nullable(const QString &text)
{
    return text.isNull() ? QVariant(QMetaType::fromType<QString>()) : QVariant(text);
}

QJsonValue jsonOf(const QString &text)
{
    return text.isNull() ? QJsonValue() : QJsonValue(text);
}

QString textOf(const QVariant &value)
{
    return value.isNull() ? QString() : value.toString();
}

// What is still to come of a line: never negative (an over-delivered line owes nothing).
const QString outstanding
    = u"CASE WHEN l.ordered > l.received THEN l.ordered - l.received ELSE 0 END"_s;

} // namespace

QJsonObject PurchaseOrderRepository::Order::toJson() const
{
    return { { u"id"_s, id }, { u"supplier_id"_s, supplierId },
        { u"supplier_name"_s, supplierName }, { u"reference"_s, jsonOf(reference) },
        { u"note"_s, jsonOf(note) }, { u"status"_s, status }, { u"created_at"_s, createdAt } };
}

QJsonObject PurchaseOrderRepository::Line::toJson() const
{
    return { { u"code"_s, code }, { u"product_id"_s, productId },
        { u"variant_id"_s, variantId ? QJsonValue(*variantId) : QJsonValue() }, { u"name"_s, name },
        { u"ordered"_s, ordered }, { u"received"_s, received },
        { u"cost"_s, cost ? QJsonValue(*cost) : QJsonValue() } };
}

PurchaseOrderRepository::PurchaseOrderRepository(QSqlDatabase db)
    : m_db(std::move(db))
{ }

qint64 PurchaseOrderRepository::create(qint64 sellerId, qint64 supplierId, const QString &reference,
    const QString &note, const QList<Line> &lines) const
{
    QSqlQuery order = Sql::run(m_db,
        u"INSERT INTO purchase_orders (seller_id, supplier_id, reference, note, status, "
        "created_at) VALUES (?, ?, ?, ?, 'open', ?) RETURNING id"_s,
        { sellerId, supplierId, nullable(reference), nullable(note),
            QDateTime::currentDateTimeUtc().toString(u"yyyy-MM-ddTHH:mm:ss'Z'"_s) });
    order.next();
    const qint64 id = order.value(0).toLongLong();
    order.finish();
    constexpr qsizetype perStatement = 100;
    for (qsizetype from = 0; from < lines.size(); from += perStatement) {
        const QList<Line> part = lines.mid(from, perStatement);
        QVariantList values;
        for (const Line &line : part) {
            values << id << line.productPk << line.variantId.value_or(0) << line.ordered
                   << (line.cost ? QVariant(*line.cost) : QVariant(QMetaType::fromType<qint64>()));
        }
        Sql::run(m_db,
            u"INSERT INTO purchase_order_lines (order_id, product_pk, variant_id, ordered, cost) "
            "VALUES "_s
                + QStringList(part.size(), u"(?, ?, ?, ?, ?)"_s).join(u", "_s),
            values);
    }
    return id;
}

std::optional<PurchaseOrderRepository::Order> PurchaseOrderRepository::find(
    qint64 sellerId, qint64 id) const
{
    QSqlQuery row = Sql::run(m_db,
        u"SELECT o.id, o.supplier_id, s.name, o.reference, o.note, o.status, o.created_at "
        "FROM purchase_orders o JOIN suppliers s ON s.id = o.supplier_id "
        "WHERE o.id = ? AND o.seller_id = ?"_s,
        { id, sellerId });
    if (!row.next())
        return std::nullopt;
    return Order { row.value(0).toLongLong(), row.value(1).toLongLong(), row.value(2).toString(),
        textOf(row.value(3)), textOf(row.value(4)), row.value(5).toString(),
        row.value(6).toString() };
}

QList<PurchaseOrderRepository::Line> PurchaseOrderRepository::lines(
    qint64 orderId, std::optional<qint64> postedReceiptId) const
{
    // received only grows by receive(), once per posted receipt: what had arrived before a
    // receipt's post is the sum of the receipts of the order posted before it (posts of one
    // order run one after the other, under lock(); the id breaks a tie of the same instant).
    const QString received = postedReceiptId
        ? u"COALESCE((SELECT SUM(dl.quantity) FROM stock_document_lines dl "
          "JOIN stock_documents d ON d.id = dl.document_id "
          "JOIN stock_documents self ON self.id = ? "
          "WHERE d.order_id = l.order_id AND d.kind = 'receipt' AND d.status = 'posted' "
          "AND dl.product_pk = l.product_pk AND dl.variant_id = l.variant_id "
          "AND (d.posted_at < self.posted_at OR (d.posted_at = self.posted_at "
          "AND d.id < self.id))), 0)"_s
        : u"l.received"_s;
    QVariantList values;
    if (postedReceiptId)
        values << *postedReceiptId;
    values << orderId;
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT l.product_pk, l.variant_id, l.ordered, "_s + received
            + u", l.cost, p.id, "
              "COALESCE(v.barcode, p.code, ''), p.name || COALESCE(' (' || v.name || ')', '') "
              "FROM purchase_order_lines l JOIN products p ON p.pk = l.product_pk "
              "LEFT JOIN variants v ON v.id = l.variant_id AND l.variant_id <> 0 "
              "WHERE l.order_id = ? ORDER BY l.id"_s,
        values);
    QList<Line> lines;
    while (rows.next()) {
        Line line;
        line.productPk = rows.value(0).toLongLong();
        if (rows.value(1).toLongLong() != 0)
            line.variantId = rows.value(1).toLongLong();
        line.ordered = rows.value(2).toLongLong();
        line.received = rows.value(3).toLongLong();
        if (!rows.value(4).isNull())
            line.cost = rows.value(4).toLongLong();
        line.productId = rows.value(5).toLongLong();
        line.code = rows.value(6).toString();
        line.name = rows.value(7).toString();
        lines.append(line);
    }
    return lines;
}

PurchaseOrderRepository::Page PurchaseOrderRepository::list(qint64 sellerId, const QString &status,
    std::optional<qint64> supplierId, qint64 page, int perPage) const
{
    PagedSelect select(u" FROM purchase_orders o JOIN suppliers s ON s.id = o.supplier_id"_s,
        u"o.seller_id = ?"_s, { sellerId });
    if (!status.isEmpty())
        select.where(u"o.status = ?"_s, status);
    if (supplierId)
        select.where(u"o.supplier_id = ?"_s, *supplierId);
    Page result;
    result.total = select.total(m_db);
    QSqlQuery rows = select.rows(m_db,
        u"o.id, o.supplier_id, s.name, o.reference, o.note, o.status, o.created_at, "
        "(SELECT COUNT(*) FROM purchase_order_lines l WHERE l.order_id = o.id), "
        "(SELECT COALESCE(SUM(l.ordered), 0) FROM purchase_order_lines l "
        "WHERE l.order_id = o.id), "
        "(SELECT COALESCE(SUM(l.received), 0) FROM purchase_order_lines l "
        "WHERE l.order_id = o.id)"_s,
        u"o.id"_s, page, perPage);
    while (rows.next()) {
        QJsonObject item = Order { rows.value(0).toLongLong(), rows.value(1).toLongLong(),
            rows.value(2).toString(), textOf(rows.value(3)), textOf(rows.value(4)),
            rows.value(5).toString(), rows.value(6).toString() }
                               .toJson();
        item.insert(u"lines"_s, rows.value(7).toLongLong());
        item.insert(u"ordered"_s, rows.value(8).toLongLong());
        item.insert(u"received"_s, rows.value(9).toLongLong());
        result.items.append(item);
    }
    return result;
}

void PurchaseOrderRepository::setStatus(qint64 id, const QString &status) const
{
    Sql::run(m_db, u"UPDATE purchase_orders SET status = ?, closed_at = ? WHERE id = ?"_s,
        { status,
            status == "closed"_L1 || status == "cancelled"_L1 || status == "received"_L1
                ? QVariant(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs))
                : QVariant(QMetaType::fromType<QString>()),
            id });
}

void PurchaseOrderRepository::lock(qint64 id) const
{
    if (Sql::isPostgres(m_db))
        Sql::run(m_db, u"SELECT id FROM purchase_orders WHERE id = ? FOR NO KEY UPDATE"_s, { id })
            .finish();
}

void PurchaseOrderRepository::receive(qint64 orderId, qint64 documentId) const
{
    // The document's line of an order line's item (the unique key of both: no scan).
    const QString sameItem = u"l.document_id = ? AND l.product_pk = o.product_pk "
                             "AND l.variant_id = o.variant_id"_s;
    Sql::run(m_db,
        u"UPDATE purchase_order_lines SET received = received + (SELECT l.quantity "
        "FROM stock_document_lines l WHERE l.document_id = ? "
        "AND l.product_pk = purchase_order_lines.product_pk "
        "AND l.variant_id = purchase_order_lines.variant_id) "
        "WHERE order_id = ? AND EXISTS (SELECT 1 FROM stock_document_lines l "
        "WHERE l.document_id = ? AND l.product_pk = purchase_order_lines.product_pk "
        "AND l.variant_id = purchase_order_lines.variant_id AND l.quantity <> 0)"_s,
        { documentId, orderId, documentId })
        .finish();
    // A product received in several variant lines takes the cost of its last one.
    Sql::run(m_db,
        u"UPDATE products SET last_cost = (SELECT o.cost FROM purchase_order_lines o "
        "JOIN stock_document_lines l ON "_s
            + sameItem
            + u" WHERE o.order_id = ? AND o.product_pk = products.pk AND l.quantity <> 0 "
              "AND o.cost IS NOT NULL ORDER BY l.id DESC LIMIT 1) "
              "WHERE pk IN (SELECT o.product_pk FROM purchase_order_lines o "
              "JOIN stock_document_lines l ON "_s
            + sameItem + u" WHERE o.order_id = ? AND l.quantity <> 0 AND o.cost IS NOT NULL)"_s,
        { documentId, orderId, documentId, orderId })
        .finish();
}

PurchaseOrderRepository::Page PurchaseOrderRepository::reorder(
    qint64 sellerId, std::optional<qint64> supplierId, qint64 page, int perPage) const
{
    const QString from = u" FROM products p LEFT JOIN (SELECT l.product_pk, SUM("_s + outstanding
        + u") AS on_order FROM purchase_order_lines l "
          "JOIN purchase_orders o ON o.id = l.order_id "
          "WHERE o.seller_id = ? AND o.status IN ('open', 'partially_received') "
          "GROUP BY l.product_pk) w ON w.product_pk = p.pk "
          "WHERE p.seller_id = ? AND p.active = 1 AND p.reorder_level IS NOT NULL "
          "AND p.stock + COALESCE(w.on_order, 0) <= p.reorder_level"_s
        + (supplierId ? u" AND p.supplier_id = ?"_s : QString());
    QVariantList values { sellerId, sellerId };
    if (supplierId)
        values << *supplierId;
    Page result;
    QSqlQuery total = Sql::run(m_db, u"SELECT COUNT(*)"_s + from, values);
    result.total = total.next() ? total.value(0).toLongLong() : 0;
    total.finish();
    QSqlQuery rows = Sql::run(m_db,
        u"SELECT p.id, p.type, COALESCE(p.code, ''), p.name, p.stock, "
        "COALESCE(w.on_order, 0), p.reorder_level, p.reorder_quantity, p.supplier_id"_s
            + from + u" ORDER BY p.type, p.id LIMIT ? OFFSET ?"_s,
        values + QVariantList { perPage, Sql::offsetOf(page, perPage) });
    while (rows.next()) {
        const qint64 stock = rows.value(4).toLongLong();
        const qint64 onOrder = rows.value(5).toLongLong();
        const qint64 level = rows.value(6).toLongLong();
        const qint64 suggested = rows.value(7).isNull()
            ? std::max<qint64>(1, 2 * level - stock - onOrder)
            : rows.value(7).toLongLong();
        result.items.append(QJsonObject { { u"product_id"_s, rows.value(0).toLongLong() },
            { u"type"_s, rows.value(1).toString() }, { u"variant_id"_s, QJsonValue() },
            { u"code"_s, rows.value(2).toString() }, { u"name"_s, rows.value(3).toString() },
            { u"stock"_s, stock }, { u"on_order"_s, onOrder }, { u"reorder_level"_s, level },
            { u"suggested"_s, suggested },
            { u"supplier_id"_s,
                rows.value(8).isNull() ? QJsonValue() : QJsonValue(rows.value(8).toLongLong()) } });
    }
    return result;
}
