#pragma once

#include <QJsonObject>

// The three meta shapes of spec §2.11.
namespace Paging {

inline QJsonObject metaA(qint64 page, int perPage, qint64 total)
{
    return { { QStringLiteral("page"), page }, { QStringLiteral("per_page"), perPage },
        { QStringLiteral("total"), total } };
}

inline QJsonObject metaB(qint64 page, qint64 total)
{
    return { { QStringLiteral("page"), page }, { QStringLiteral("total"), total } };
}

inline QJsonObject metaC(qint64 page, int perPage, qint64 total)
{
    const qint64 lastPage = std::max<qint64>(1, (total + perPage - 1) / perPage);
    return { { QStringLiteral("current_page"), page }, { QStringLiteral("per_page"), perPage },
        { QStringLiteral("total"), total }, { QStringLiteral("last_page"), lastPage } };
}

// Fixed page size where the spec gives no per_page (contract §4).
inline constexpr int fixedPageSize = 20;

} // namespace Paging
