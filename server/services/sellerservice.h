#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>
#include <optional>

// The sellers as any key reads them (spec 2.7–2.9): the list, a QR token's seller, a profile
// page and one of a seller's products by code. Reads only.
class SellerService final
{
public:
    explicit SellerService(QSqlDatabase db);

    // latestCount: how many of each seller's latest products the list shows.
    QJsonArray list(qint64 page, int perPage, int latestCount) const;
    std::optional<QJsonObject> byQrToken(const QString &token) const;
    bool exists(qint64 sellerId) const;
    // Null when there is no such seller.
    QString name(qint64 sellerId) const;
    // nullopt: no such seller.
    std::optional<QJsonObject> profile(qint64 sellerId, qint64 page, int perPage) const;
    // code: separators stripped; any valid ISBN form (a price add-on ignored) or a product's or
    // variant's barcode. nullopt when the code is neither or no product of the seller has it.
    std::optional<QJsonObject> productByCode(qint64 sellerId, const QString &code) const;

private:
    QSqlDatabase m_db;
};
