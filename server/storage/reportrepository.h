#pragma once

#include <QDate>
#include <QDateTime>
#include <QJsonArray>
#include <QList>
#include <QSqlDatabase>

// The aggregates of contract §12, computed in SQL from the movements (so a report always
// agrees with the history): sales from the summaries schema 12's triggers keep in the
// transaction of every movement (stock_movement_days per seller, day and reason;
// stock_sales_days per seller, day and item), a few rows per day instead of every movement.
// Sales figures are net: `sold` minus customer `returned`, each valued at the price its
// movement recorded.
class ReportRepository final
{
public:
    struct DaySales
    {
        QDate day;
        qint64 units = 0;
        qint64 revenue = 0;
        qint64 returns = 0;
    };
    struct Page
    {
        QJsonArray items;
        qint64 total = 0;
    };
    struct StockValue
    {
        qint64 products = 0;
        qint64 units = 0;
        qint64 retailValue = 0;
        qint64 costValue = 0;
        qint64 productsWithoutCost = 0;
    };

    explicit ReportRepository(QSqlDatabase db);

    // One row per UTC day of [from, until] that has a sale or a return (days with none are
    // absent: the service fills them), in no order.
    QList<DaySales> dailySales(qint64 sellerId, QDate from, QDate until) const;
    // {product_id, type, code, name, units, revenue}, best first (ties by product id).
    QJsonArray top(qint64 sellerId, QDate from, QDate until, bool byRevenue, int limit) const;
    // Active products in stock whose last `sold` movement is older than soldBefore (or that
    // never sold), longest first: {product_id, type, code, name, stock, last_sold_at}.
    Page slow(qint64 sellerId, const QDateTime &soldBefore, qint64 page, int perPage) const;
    // The seller's active products, their units and retail value (a product with variants:
    // each variant at its own price), and what the stock cost: Σ stock × last_cost (the cost of
    // the latest posted receipt line, contract §11) over the products whose cost is known, and
    // the active products in stock without one. One pass over the products.
    StockValue stockValue(qint64 sellerId) const;

private:
    QSqlDatabase m_db;
};
