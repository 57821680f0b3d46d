// Compiled by tst_layerprobe under the HTTP layer's include path: a route that includes a
// repository must not compile (storage links PRIVATE into services, architecture.md).
#include "server/storage/productrepository.h"

int probe(const QSqlDatabase &db)
{
    return ProductRepository(db).bookDetail(1) ? 1 : 0;
}
