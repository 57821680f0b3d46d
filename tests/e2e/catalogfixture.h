#pragma once

#include <QString>

#include "tests/support/testserver.h"

// The hand-written catalog of tests/e2e/fixtures/catalog.json, imported through the real
// import code, with its searches moved to the last few days so trending sees them.
namespace CatalogFixture {

QString path();
// Writes the fixture with recent search times next to the server's database, imports it.
bool importInto(const TestServer &server);

} // namespace CatalogFixture
