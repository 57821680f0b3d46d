#pragma once

#include <functional>
#include <optional>

#include "server/http/httpresponse.h"

class QSqlDatabase;
class Router;
struct RequestContext;

// Each resource's routes, registered once; the pipeline wraps them all in the middleware.
namespace Routes {

void registerProductRoutes(Router &router);
void registerSellerRoutes(Router &router);
void registerSearchRoutes(Router &router);
void registerStockRoutes(Router &router);
void registerMovementRoutes(Router &router);
void registerCountRoutes(Router &router);
void registerSellerProductRoutes(Router &router);
void registerSupplierRoutes(Router &router);
void registerOrderRoutes(Router &router);
void registerStockDocumentRoutes(Router &router);
void registerReportRoutes(Router &router);
void registerMetaRoutes(Router &router);
void registerSyncRoutes(Router &router);
void registerFeedRoutes(Router &router);
void registerWebhookRoutes(Router &router);
// Catalog administration (contract §15): reads in adminroutes.cpp, writes in
// adminwriteroutes.cpp.
void registerAdminRoutes(Router &router);
void registerAdminWriteRoutes(Router &router);

// The movement feed (contract §13): GET products/stock/movements with `after` (feedroutes.cpp),
// a mode of the history route (movementroutes.cpp).
bool isMovementFeed(const RequestContext &context);
HttpResponse movementFeed(RequestContext &context);

// A long poll (contract §13 `wait=`, and GET /sync's): the request waits on the FeedWaitList,
// not on a worker, until `poll` answers (read again at each commit and every 250 ms; `last`:
// the wait is over, it must answer). 429 too_many_waiting beyond two waiting per key.
HttpResponse waitOnFeeds(RequestContext &context, int waitSeconds,
    std::function<std::optional<HttpResponse>(const QSqlDatabase &db, bool last)> poll);

inline void registerAll(Router &router)
{
    registerProductRoutes(router);
    registerSellerRoutes(router);
    registerSearchRoutes(router);
    registerStockRoutes(router);
    registerMovementRoutes(router);
    registerCountRoutes(router);
    registerSellerProductRoutes(router);
    registerSupplierRoutes(router);
    registerOrderRoutes(router);
    registerStockDocumentRoutes(router);
    registerReportRoutes(router);
    registerMetaRoutes(router);
    registerFeedRoutes(router);
    registerSyncRoutes(router);
    registerWebhookRoutes(router);
    registerAdminRoutes(router);
}

} // namespace Routes
