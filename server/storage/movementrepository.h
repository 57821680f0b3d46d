#pragma once

#include <QDateTime>
#include <QJsonArray>
#include <QSqlDatabase>
#include <QString>
#include <optional>

// The seller's stock history (contract §10): movements are only ever appended (by
// StockRepository), never edited; this reads them newest first with their product and key.
class MovementRepository final
{
public:
    struct Filter
    {
        std::optional<qint64> productPk; // a code's product (all its variants when no variant)
        std::optional<qint64> variantId;
        QString reason; // empty: any
        std::optional<QDateTime> since; // inclusive, UTC
        std::optional<QDateTime> until; // inclusive, UTC
    };
    struct Page
    {
        QJsonArray items;
        qint64 total = 0;
    };

    explicit MovementRepository(QSqlDatabase db);

    Page list(qint64 sellerId, const Filter &filter, qint64 page, int perPage) const;

private:
    QSqlDatabase m_db;
};
