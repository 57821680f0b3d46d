#include "server/services/movementservice.h"

#include "common/productcodes.h"
#include "server/storage/movementrepository.h"
#include "server/storage/stockrepository.h"

MovementService::MovementService(QSqlDatabase db, qint64 sellerId)
    : m_db(std::move(db))
    , m_sellerId(sellerId)
{ }

ListPage MovementService::list(const Query &query) const
{
    MovementRepository::Filter filter;
    filter.reason = query.reason;
    filter.since = query.since;
    filter.until = query.until;
    MovementRepository::Position position;
    position.before = query.before;
    position.page = query.page;
    position.perPage = query.perPage;
    if (!query.code.isEmpty()) {
        const auto target = StockRepository(m_db).find(m_sellerId,
            ProductCodes::normalizeIsbn(ProductCodes::stripPriceAddOn(query.code)), query.code);
        filter.productPk = target ? target->productPk : 0;
        if (target && target->variantId)
            filter.variantId = target->variantId;
    }
    return ListPage::of(MovementRepository(m_db).list(m_sellerId, filter, position));
}
