// Compiled by tst_layerprobe under the HTTP layer's include path: a route reaches the catalog
// through a service (architecture.md), so this must compile.
#include "server/services/catalogservice.h"
#include "server/storage/writequeue.h"

int probe(const QSqlDatabase &db)
{
    return CatalogService(db).exists(QStringLiteral("book"), 1) ? 1 : 0;
}
