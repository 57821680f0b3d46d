#pragma once

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QSqlDatabase>
#include <optional>

// Read queries over sellers and their products.
class SellerRepository final
{
public:
    explicit SellerRepository(QSqlDatabase db);

    // Sellers by id, each with its `latestCount` newest active products.
    QJsonArray list(qint64 page, int perPage, int latestCount) const;
    std::optional<QJsonObject> byQrToken(const QString &token) const;
    bool exists(qint64 sellerId) const;
    // Sellers by id as the change feed shows them: {id, name, logo, rating}.
    QHash<qint64, QJsonObject> cards(const QList<qint64> &ids) const;
    // Serialises the checks of the seller's limits (open documents, open counts: contract
    // §10/§11) across the writers of every instance until the transaction ends, so that
    // counting and opening are one step. SQLite: its one writer does already.
    void lockLimits(qint64 sellerId) const;
    // Null when there is no such seller.
    QString name(qint64 sellerId) const;
    // {id, name, products, meta {page, total}}, or nullopt for an unknown seller.
    std::optional<QJsonObject> profile(qint64 sellerId, qint64 page, int perPage) const;

private:
    QSqlDatabase m_db;
};
