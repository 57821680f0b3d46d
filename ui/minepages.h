#pragma once

#include <QList>
#include <QPointer>
#include <QStringList>
#include <functional>

#include "net/resources.h"

class ApiClient;
class QObject;

// Reads the seller's own products (GET /products/mine, 100 a request: the API finds none of
// one's own by id or by a list of codes) type after type, page after page, handing each page to
// `take` until it has what it wants or the list ends. For finding a handful of known products
// without a request per product at the key's rate limit (contract §6).
class MinePages final
{
public:
    static constexpr int perPage = 100;
    static constexpr int maxPages = 200; // 20,000 products of a type

    // items: one page of `type`; pagesLeft: the requests the rest of the list takes (a type
    // not read yet counts as one). Returns true when it wants no more pages.
    using Take
        = std::function<bool(const QString &type, const QList<MineItem> &items, int pagesLeft)>;
    // problem: empty when the list was read as far as `take` wanted, else why it stopped.
    using Done = std::function<void(const QString &problem)>;

    static void read(ApiClient *client, QObject *context, const QStringList &types,
        const Take &take, const Done &done);
};
