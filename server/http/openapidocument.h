#pragma once

#include <QByteArray>

// The OpenAPI 3.1 description of the Catalog API (server/http/openapi/openapi.json, compiled
// in as a resource): what `catalog-server openapi` prints and GET /openapi.json answers, the
// same bytes for both.
class OpenApiDocument final
{
public:
    // Read from the resource once, then shared (QByteArray is implicitly shared and
    // thread-safe to copy).
    static QByteArray bytes();
};
