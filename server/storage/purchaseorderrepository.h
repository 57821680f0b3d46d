#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <optional>

// A seller's purchase orders and their lines (contract §11), and the reorder suggestions that
// read what is still on order.
class PurchaseOrderRepository final
{
public:
    struct Order
    {
        qint64 id = 0;
        qint64 supplierId = 0;
        QString supplierName;
        QString reference; // null: none
        QString note; // null: none
        QString status;
        QString createdAt;
        QJsonObject toJson() const;
    };
    struct Line
    {
        qint64 productPk = 0;
        std::optional<qint64> variantId;
        qint64 ordered = 0;
        qint64 received = 0;
        std::optional<qint64> cost;
        // Filled by lines():
        qint64 productId = 0;
        QString code;
        QString name;
        QJsonObject toJson() const;
    };
    struct Page
    {
        QJsonArray items;
        qint64 total = 0;
    };

    explicit PurchaseOrderRepository(QSqlDatabase db);

    qint64 create(qint64 sellerId, qint64 supplierId, const QString &reference, const QString &note,
        const QList<Line> &lines) const;
    std::optional<Order> find(qint64 sellerId, qint64 id) const;
    // postedReceiptId: a posted receipt of the order; received is then what had arrived before
    // that receipt was posted, so its lines show what was expected at its post (contract §11).
    QList<Line> lines(qint64 orderId, std::optional<qint64> postedReceiptId = std::nullopt) const;
    // Items carry the totals lines, ordered and received instead of the lines.
    Page list(qint64 sellerId, const QString &status, std::optional<qint64> supplierId, qint64 page,
        int perPage) const;
    void setStatus(qint64 id, const QString &status) const;
    // PostgreSQL: locks the order's row until the transaction ends, so receipts posted at once
    // update its lines and decide its status one after the other. Not FOR UPDATE: a receipt
    // opened against it (a foreign key) does not wait.
    void lock(qint64 id) const;
    // Adds a posted receipt's lines to the order's lines of the same items (received may pass
    // ordered: an over-delivery) and sets each product's last cost from its line's cost: one
    // statement per table, whatever the receipt's length (contract §11).
    void receive(qint64 orderId, qint64 documentId) const;
    // Contract §11: products with a reorder level whose stock + on order <= it.
    Page reorder(qint64 sellerId, std::optional<qint64> supplierId, qint64 page, int perPage) const;

private:
    QSqlDatabase m_db;
};
