#pragma once

// How this process allocates and frees its libraries' state, set once at its start, before
// any thread or database connection exists (docs/search.md, "The server process kept its memory").
namespace ProcessMemory {

void configure();

} // namespace ProcessMemory
