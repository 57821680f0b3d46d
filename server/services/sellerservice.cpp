#include "server/services/sellerservice.h"

#include "common/productcodes.h"
#include "server/storage/productrepository.h"
#include "server/storage/sellerrepository.h"

SellerService::SellerService(QSqlDatabase db)
    : m_db(std::move(db))
{ }

QJsonArray SellerService::list(qint64 page, int perPage, int latestCount) const
{
    return SellerRepository(m_db).list(page, perPage, latestCount);
}

std::optional<QJsonObject> SellerService::byQrToken(const QString &token) const
{
    return SellerRepository(m_db).byQrToken(token);
}

bool SellerService::exists(qint64 sellerId) const
{
    return SellerRepository(m_db).exists(sellerId);
}

QString SellerService::name(qint64 sellerId) const
{
    return SellerRepository(m_db).name(sellerId);
}

std::optional<QJsonObject> SellerService::profile(qint64 sellerId, qint64 page, int perPage) const
{
    return SellerRepository(m_db).profile(sellerId, page, perPage);
}

std::optional<QJsonObject> SellerService::productByCode(qint64 sellerId, const QString &code) const
{
    const auto isbn13 = ProductCodes::normalizeIsbn(ProductCodes::stripPriceAddOn(code));
    std::optional<QString> barcode;
    if (ProductCodes::isValidBarcode(code))
        barcode = code;
    if (!isbn13 && !barcode)
        return std::nullopt;
    return ProductRepository(m_db).findByCode(sellerId, isbn13, barcode);
}
