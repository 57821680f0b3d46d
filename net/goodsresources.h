#pragma once

#include <QDateTime>
#include <QList>
#include <QString>
#include <optional>

// Contract §11 resources as the console uses them: suppliers, purchase orders, reorder
// suggestions, receipts and returns (stock documents) and the seller's own new products.
struct Supplier
{
    qint64 id = 0;
    QString name;
    QString phone;
    QString email;
    QString note;
};

struct OrderLine
{
    QString code;
    qint64 productId = 0;
    QString name;
    qint64 ordered = 0;
    qint64 received = 0;
    std::optional<qint64> cost;
};

struct PurchaseOrder
{
    qint64 id = 0;
    qint64 supplierId = 0;
    QString supplierName;
    QString reference;
    QString note;
    QString status; // open, partially_received, received, closed, cancelled
    QDateTime createdAt;
    QList<OrderLine> lines; // details only
    // Lists carry totals instead of the lines.
    qint64 lineCount = 0;
    qint64 ordered = 0;
    qint64 received = 0;

    bool isOpen() const
    {
        return status == QLatin1StringView("open")
            || status == QLatin1StringView("partially_received");
    }
};

struct ReorderSuggestion
{
    qint64 productId = 0;
    QString type;
    QString code;
    QString name;
    qint64 stock = 0;
    qint64 onOrder = 0;
    qint64 reorderLevel = 0;
    qint64 suggested = 0;
    std::optional<qint64> supplierId;
};

// One line of a receipt or return; state: ok, over, not_on_order.
struct DocumentLine
{
    QString code;
    qint64 productId = 0;
    QString name;
    qint64 quantity = 0;
    std::optional<qint64> expected;
    QString state;
};

struct MissingLine
{
    QString code;
    QString name;
    qint64 expected = 0;
};

struct StockDocument
{
    enum class Kind { Receipt, Return };

    qint64 id = 0;
    Kind kind = Kind::Receipt;
    QString status; // open, posted, cancelled
    std::optional<qint64> supplierId;
    std::optional<qint64> orderId;
    QString reference;
    QString note;
    QDateTime createdAt;
    QDateTime postedAt;
    QList<DocumentLine> lines; // details: one page
    QList<MissingLine> missing; // receipts against an order
    qint64 total = 0; // details: every line (meta total)
    // Lists carry totals instead of the lines.
    qint64 lineCount = 0;
    qint64 units = 0;

    // The path segment: receipts or returns.
    static QString collection(Kind kind)
    {
        return kind == Kind::Receipt ? QStringLiteral("receipts") : QStringLiteral("returns");
    }
};

struct DocumentScanResult
{
    QString code;
    qint64 productId = 0;
    QString name;
    qint64 quantity = 0; // the line's total
    std::optional<qint64> expected;
    QString state;
};

// The body of POST /products/mine (empty / null fields are left out).
struct NewProduct
{
    QString type; // book, stationery
    QString code;
    QString name;
    double price = 0;
    QString author;
    QString publisher;
    std::optional<qint64> reorderLevel;
    std::optional<qint64> supplierId;
};

// A /products/mine item as POST/PATCH answer it.
struct OwnProduct
{
    qint64 id = 0;
    QString type;
    QString code;
    QString name;
    double price = 0;
    std::optional<double> oldPrice;
    qint64 stock = 0;
    std::optional<qint64> reorderLevel;
    std::optional<qint64> reorderQuantity;
    std::optional<qint64> supplierId;
    std::optional<qint64> lastCost;
    bool active = true;
};
