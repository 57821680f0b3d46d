#pragma once

#include <QString>
#include <QStringList>

// Names for what a cached response shows, so a write invalidates exactly the responses it can
// change (contract §7). A route declares its tags (Router::Route::cacheTags); a route that
// declares none depends on every stock change (the safe default). Services publish them with
// their writes, so they are names of the domain, not of HTTP.
namespace CacheTags {

// Every cached response (an import, a restore, a change to what every list shows, too many
// tags for one message): contract §7, §9.
inline QString everything()
{
    return QStringLiteral("*");
}
// Any stock of anything: the default for routes that declare nothing.
inline QString anyStock()
{
    return QStringLiteral("stock");
}
// One product's detail.
inline QString product(const QString &type, qint64 id)
{
    return QStringLiteral("product:%1:%2").arg(type).arg(id);
}
// Product lists of one type that show stock or filter by it.
inline QString list(const QString &type)
{
    return QStringLiteral("list:") + type;
}
// A seller's pages that show stock: profile, code lookups.
inline QString seller(qint64 sellerId)
{
    return QStringLiteral("seller:%1").arg(sellerId);
}
// A seller's own stock list (/products/mine).
inline QString mine(qint64 sellerId)
{
    return QStringLiteral("mine:%1").arg(sellerId);
}
// The sellers list (latest products with in_stock).
inline QString sellers()
{
    return QStringLiteral("sellers");
}

// A seller's stock history (contract §10).
inline QString movements(qint64 sellerId)
{
    return QStringLiteral("movements:%1").arg(sellerId);
}
// A seller's counts: lists and each count's lines (moved_since_counted follows every change).
inline QString counts(qint64 sellerId)
{
    return QStringLiteral("counts:%1").arg(sellerId);
}

// A seller's suppliers, purchase orders, reorder suggestions, receipts and returns
// (contract §11).
inline QString goods(qint64 sellerId)
{
    return QStringLiteral("goods:%1").arg(sellerId);
}

// A seller's reports (contract §12): every movement can change them.
inline QString reports(qint64 sellerId)
{
    return QStringLiteral("reports:%1").arg(sellerId);
}

// Everything a change of one product's stock can alter.
inline QStringList forStockChange(const QString &type, qint64 productId, qint64 sellerId)
{
    return { anyStock(), product(type, productId), list(type), seller(sellerId), mine(sellerId),
        sellers(), movements(sellerId), counts(sellerId), reports(sellerId) };
}

} // namespace CacheTags
