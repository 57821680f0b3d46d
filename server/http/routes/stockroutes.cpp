#include "server/http/router.h"
#include "server/http/routes/routes.h"

void Routes::registerStockRoutes(Router &router)
{
    Q_UNUSED(router);
}
