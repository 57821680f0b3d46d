#pragma once

class Router;

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
void registerWebhookRoutes(Router &router);

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
    registerWebhookRoutes(router);
}

} // namespace Routes
