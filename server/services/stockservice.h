#pragma once

#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>
#include <functional>

// The seller's stock update (contract §8): validates the body, finds the product by code,
// applies the change in one statement and records a movement, all in one transaction.
class StockService final
{
public:
    // Called inside the transaction with the success body, to store the idempotent result
    // in the same commit.
    using BeforeCommit = std::function<void(const QJsonObject &result)>;

    StockService(QSqlDatabase db, QString appId, qint64 sellerId);

    // Returns the result object (spec 2.10, fields at top level). Throws ApiError for a bad
    // body (422), an unknown code (404), a conflict (409) or a negative result (422).
    QJsonObject update(const QJsonObject &body, const QString &idempotencyKey,
        const BeforeCommit &beforeCommit) const;

private:
    QSqlDatabase m_db;
    QString m_appId;
    qint64 m_sellerId;
};
