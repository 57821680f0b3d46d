#pragma once

#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <optional>

#include "server/services/listpage.h"

// Purchase orders (contract §11): created with lines by code, read, listed, closed (the rest
// will not come) or cancelled (only while nothing was received).
class OrderService final
{
public:
    // Contract §11: 1–1,000 lines; a line's code is at most 64 characters.
    static constexpr qsizetype maximumLines = 1000;
    static constexpr qsizetype maximumCodeLength = 64;
    struct CreateRequest
    {
        qint64 supplierId = 0;
        QString reference, note; // null: none
        struct Line
        {
            QString code;
            qint64 quantity = 0;
            std::optional<qint64> cost;
        };
        QList<Line> lines;
    };
    static CreateRequest parseCreate(const QJsonObject &body);

    OrderService(QSqlDatabase db, qint64 sellerId);

    QJsonObject create(const CreateRequest &request) const;
    // The order with its lines; 404 for another seller's or an unknown id.
    QJsonObject read(qint64 id) const;
    QJsonObject close(qint64 id) const;
    QJsonObject cancel(qint64 id) const;
    // The seller's orders with their totals (meta A); status empty: any.
    ListPage list(
        const QString &status, std::optional<qint64> supplierId, qint64 page, int perPage) const;
    // Contract §11: products with a reorder level whose stock + on order <= it.
    ListPage reorder(std::optional<qint64> supplierId, qint64 page, int perPage) const;

private:
    QSqlDatabase m_db;
    qint64 m_sellerId;
};
